window.COLDOCS_SEARCH={"t":4,"n":135,"d":[0,24,45,69,91,111,130]};
