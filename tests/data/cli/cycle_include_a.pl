% Issue 10: two files that include each other (see cycle_include_b.pl).
p(1).
:- include(cycle_include_b).
p(3).
