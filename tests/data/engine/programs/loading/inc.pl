inc(i).
:- include(inc2).
