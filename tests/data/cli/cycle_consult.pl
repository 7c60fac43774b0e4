% Issue 10: a file that consults itself used to recurse until the native
% stack overflowed; now the inner load is refused and the rest loads.
p(1).
:- consult(cycle_consult).
p(2).
