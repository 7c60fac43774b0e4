% listing/1 on dynamic predicates: the `:- dynamic` declaration and a
% blank line come first; asserted clauses get generated variable names;
% retracted clauses are gone.

:- dynamic counter/1.
:- dynamic fact/2.
:- dynamic empty/0.

counter(0).

fact(a, 1).
fact(b, 2).

main :-
    listing(counter/1),
    retract(counter(_)),
    assertz(counter(1)),
    listing(counter/1),
    assertz((fact(X, Y) :- X = Y, Y \== c)),
    asserta(fact(first, 0)),
    retract(fact(b, 2)),
    listing(fact/2),
    listing(empty),
    assertz(new_pred(x, Z, Z)),
    assertz((new_rule(A) :- (A > 0 -> write(pos) ; write(neg)), nl)),
    listing(new_pred/3),
    listing(new_rule).
