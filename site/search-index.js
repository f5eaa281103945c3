window.COLDOCS_SEARCH={"t":3,"n":81,"d":[0,22,41,62]};
