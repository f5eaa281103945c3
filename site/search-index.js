window.COLDOCS_SEARCH={"t":2,"n":81,"d":[0,23,44,66]};
