inc2(j).
