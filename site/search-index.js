window.COLDOCS_SEARCH={"t":4,"n":136,"d":[0,24,45,69,91,111,130]};
