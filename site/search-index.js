window.COLDOCS_SEARCH={"t":5,"n":138,"d":[0,24,45,67,88,110,129]};
