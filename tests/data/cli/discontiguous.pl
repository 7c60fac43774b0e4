% Clauses of a/1 and b/1 are split; c/1 is declared discontiguous.
a(1).
b(1).
a(2).
:- discontiguous c/1.
c(1).
b(2).
c(2).
