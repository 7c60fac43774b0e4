% clause/2 and retract/1 walk the clauses lazily, one per retry, through
% the indexes, and leave no choicepoint after the last match (issue 12).
:- dynamic q/1, r/2, counter/1.
s(1). s(2).
q(1). q(2). q(3).
r(a, 1). r(b, 2). r(a, 3).
r(X, Y) :- Y is X * 2.
counter(0).

t(G) :-
    catch(( call_cleanup(G, Det = true),
            ( Det == true -> D = det ; D = nondet ),
            \+ \+ ( numbervars(G, 0, _), print(yes(D, G)) ) ),
          error(E, _), print(E)),
    nl, fail.
t(_).

bump :- retract(counter(N)), N1 is N + 1, assertz(counter(N1)).

main :-
    t(clause(_, _)), t(clause(3, _)), t(clause(s(_), 3)),
    t(clause(atom_length(_, _), _)), t(clause(foo(_), _)),
    t(retract(_)), t(retract(3)), t(retract(s(1))), t(retract((s(_) :- 3))),
    t(retractall(s(_))), t(retractall(_)), t(retractall(3)),
    t(retractall(atom_length(_, _))), t(retract(atom_length(_, _))),
    t(retract(bar(_))), t(retractall(baz(_))), t(once(predicate_property(baz(_), dynamic))),
    t(clause(s(2), true)), t(clause(s(1), _)),
    t(clause(r(a, X), true)),
    t(clause(r(b, X), true)),
    t(clause(r(c, _), _)),
    t(clause(r(X, Y), Y is X * 2)),
    t(retract(q(2))), t(q(_)),
    t(retract(q(_))),
    forall(between(1, 1000, _), bump), t(counter(_)),
    t((retract(r(a, Z)), print(Z), nl)),
    t((retract((r(X3, Y3) :- Body)), \+ \+ ( numbervars(X3/Y3/Body, 0, _), print(X3/Y3/Body) ), nl)),
    findall(X4-Y4, clause(r(X4, Y4), true), L), print(L), nl.
