% Clauses with singleton variables: loading warns as SWI-Prolog does.
p(X, Y) :- q(X).
q(_A).
r(X) :-
    s(Y).
:- Z = 1.
s(_).
t(X, X).
