% If-then-else and \+ whose condition calls predicates are compiled into
% the clause too (issue 12): the condition's first solution commits, its
% other choicepoints go; its own cuts are local to it; its bindings are
% undone before the else branch; a condition holding a control construct
% or a variable goal works the same; an exception in it propagates.
p(1). p(2). p(3).
q(X) :- X > 1.
first(X) :- ( p(X) -> true ; X = none ).
all_then(L) :- findall(X-Y, ( p(X) -> member(Y, [a, b]) ; Y = none ), L).
cond_fails(R) :- ( p(X), X > 5 -> R = found(X) ; R = none ).
local_cut(L) :- findall(X, ( ( p(X), ! ; X = 9 ) -> true ; true ), L).
undone(R) :- ( p(X), q(X), atom(X) -> R = yes(X) ; R = no(X) ).
neg(L) :- findall(X, ( p(X), \+ q(X) ), L).
neg_cut(L) :- findall(X, ( p(X), \+ ( q(X), !, X > 2 ) ), L).
nested(X, R) :- ( ( p(X) -> q(X) ; fail ) -> R = ok ; R = ko ).
var_goal(G, R) :- ( call(G) -> R = yes ; R = no ).
inner_ite(X, R) :- ( ( X > 1 -> p(X) ; p(3) ) -> R = t ; R = e ).
across(X, R) :- atom_length(abc, N), ( p(X), X >= N -> R = big(X, N) ; R = small(N) ).
err(R) :- catch(( p(X), X > foo -> R = no ; R = no2 ), error(E, _), R = caught(E)).
count(0, A, A) :- !.
count(N, A0, A) :- ( q(N), N mod 2 =:= 0 -> A1 is A0 + 1 ; A1 = A0 ), N1 is N - 1, count(N1, A1, A).
clause_cut(X) :- ( p(X) -> ! ; true ).
clause_cut(x).

main :-
    first(A), print(A), nl,
    all_then(L1), print(L1), nl,
    cond_fails(R1), print(R1), nl,
    local_cut(L2), print(L2), nl,
    undone(R2), ( R2 = no(V) -> ( var(V) -> print(no_unbound) ; print(V) ) ; print(R2) ), nl,
    neg(L3), print(L3), nl,
    neg_cut(L4), print(L4), nl,
    forall(member(X, [1, 2, 7]), ( nested(X, R), print(X-R), nl )),
    var_goal(p(2), R3), var_goal(p(7), R4), print(R3/R4), nl,
    forall(member(X, [1, 3, 4]), ( inner_ite(X, R), print(X-R), nl )),
    findall(R, across(_, R), L5), print(L5), nl,
    err(R5), print(R5), nl,
    count(100000, 0, C), print(C), nl,
    findall(X, clause_cut(X), L6), print(L6), nl.
