% Included by cycle_include_a.pl, which it includes again.
p(2).
:- include(cycle_include_a).
