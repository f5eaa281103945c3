window.COLDOCS_SEARCH={"t":5,"n":137,"d":[0,24,45,67,89,110,129]};
