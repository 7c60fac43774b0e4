% Issue 25 (found by the fuzzer): a retract/1 or clause/2 walk goes on
% over the clauses of its view after its predicate was abolished (or
% retracted meanwhile); a retry panicked looking the predicate up again.
:- dynamic z/1.

fill :- retractall(z(_)), assertz(z(17)), assertz(z(7)), assertz(z(3)).

main :-
    fill,
    findall(X, (retract(z(X)), abolish(z/1)), L1),
    writeq(L1), nl,
    fill,
    findall(X, (clause(z(X), true), abolish(z/1)), L2),
    writeq(L2), nl,
    fill,
    findall(X, (retract(z(X)), X > 5, abolish(z/1), assertz(z(99))), L3),
    writeq(L3), nl,
    findall(X, z(X), L4),
    writeq(L4), nl.
