window.COLDOCS_SEARCH={"t":3,"n":106,"d":[0,24,45,69,91]};
