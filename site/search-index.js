window.COLDOCS_SEARCH={"t":5,"n":196,"d":[0,23,43,66,87,108,127,162]};
