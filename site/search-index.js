window.COLDOCS_SEARCH={"t":1,"n":15,"d":[0]};
