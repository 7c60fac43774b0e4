% current_predicate/1,2 and predicate_property/2.
:- dynamic d/1.
foo(1).
foo(2).
bar :- foo(_).
myrule(X) :- foo(X).
myrule(3).

t(G) :-
    catch(( G -> \+ \+ ( numbervars(G, 0, _), print(yes(G)) ) ; print(no) ),
          error(E, _), print(error(E))),
    nl.

main :-
    t(current_predicate(foo/1)),
    t(current_predicate(foo/_)),
    t(current_predicate(d/1)),
    t(current_predicate(atom_length/2)),
    t(current_predicate(nope/0)),
    findall(N/A, ( current_predicate(N/A), member(N, [foo, bar, d, myrule, baz]) ), L),
    msort(L, SL), print(SL), nl,
    t(current_predicate(foo, _)),
    t(current_predicate(_, bar)),
    t(current_predicate(_, foo(_))),
    t(current_predicate(3)),
    t(current_predicate(foo/a)),
    t(current_predicate(f)),
    forall(member(P, [dynamic, defined, built_in, number_of_clauses(_),
                      number_of_rules(_), static, visible, foreign]),
           ( findall(P-H, ( member(H, [foo(_), d(_), bar, myrule(_), atom_length(_, _), nope]),
                            predicate_property(H, P) ), L2),
             \+ \+ ( numbervars(L2, 0, _), print(L2) ), nl )),
    t(predicate_property(foo(_), number_of_clauses(_))),
    assertz(d(1)), assertz(d(2)),
    t(predicate_property(d(_), number_of_clauses(_))),
    retract(d(1)),
    t(predicate_property(d(_), number_of_clauses(_))),
    findall(C, clause(myrule(_), C), Cs), length(Cs, NC), print(NC), nl.
