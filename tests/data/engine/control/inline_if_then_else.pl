% If-then-else, (C -> T) and \+ C whose condition is builtins only are
% compiled into the clause itself (issue 12): the condition's bindings
% are undone before the else branch, variables first met in one branch
% or in the condition are there (unbound) after it, the branches' cuts
% cut the clause, a condition's wakeups run inside it, and an error in
% the condition propagates.
first(X, Y) :- ( X > 0 -> Y = pos ; X =:= 0 -> Y = zero ; Y = neg ).
bind_undone(X, R) :- ( X = f(A), A == 1 -> R = one(A) ; R = other(X) ).
new_in_cond(X, R) :- ( Y = X, integer(Y) -> true ; true ), R = Y.
new_in_then(X, R) :- ( atom(X) -> Y = X ; true ), R = y(Y).
new_in_else(X, R) :- ( atom(X) -> true ; Y = X ), R = y(Y).
both_branches(X, R) :- ( atom(X) -> Y = a(X) ; Y = b(X) ), R = Y.
no_else(X) :- ( X > 1 -> true ), write(past), nl.
negation(X) :- \+ X = a, \+ atom(X), write(not_atom(X)), nl.
cut_then(X, R) :- ( X > 0 -> !, R = cut ; R = nocut ).
cut_then(_, fallback).
cut_else(X, R) :- ( X > 0 -> R = pos ; !, R = cut ).
cut_else(_, fallback).
nested(X, Y, R) :- ( X > 0 -> ( Y > 0 -> R = pp ; R = pn ) ; ( Y > 0 -> R = np ; R = nn ) ).
calls_in_branches(X, R) :- ( X > 0 -> atom_length(abc, N), R = len(N) ; atom_codes(Cs, "xy"), R = codes(Cs) ), ( var(Cs) -> true ; atom(Cs) ).
keep_across(X, L, R) :- ( L == [] -> R = X ; length(L, N), N > 0 -> atom_length(X, K), R = n(N, K) ; R = none ).
wake(X, R) :- freeze(X, X > 5), ( X = 3 -> R = bound ; R = unbound(X) ).
head_wake(1, R) :- ( integer(R) -> R = then ; R = else ).
body_wake(X, R) :- freeze(X, fail), X = 1, ( atom(R) -> R = t ; R = e ).
body_wake_soft(X, R) :- freeze(X, fail), X = 1, ( true *-> R = t ; R = e ).
body_wake_nondet(X, R) :- freeze(X, member(R, [a, b])), X = 1, ( R == a -> true ; R = none ).
dif_cond(X, Y, R) :- dif(X, Y), ( X = Y -> R = same ; R = differ ).
err(X) :- catch(( X > 1 -> write(big) ; write(small) ), error(E, _), print(caught(E))), nl.
nondet_then(X) :- ( X > 0 -> member(Y, [1, 2, 3]) ; Y = 0 ), write(Y), nl, Y >= 2, !.
count(0, A, A) :- !.
count(N, A0, A) :- ( N mod 3 =:= 0 -> A1 is A0 + 1 ; A1 = A0 ), N1 is N - 1, count(N1, A1, A).
deep(0) :- !.
deep(N) :- ( N > 0 -> true ; fail ), N1 is N - 1, deep(N1).

main :-
    forall(member(X, [3, 0, -2]), ( first(X, Y), print(X-Y), nl )),
    bind_undone(f(1), R1), print(R1), nl,
    bind_undone(f(2), R2), print(R2), nl,
    bind_undone(g, R3), print(R3), nl,
    new_in_cond(7, R4), print(R4), nl,
    new_in_cond(x, R5), ( var(R5) -> print(unbound) ; print(R5) ), nl,
    new_in_then(a, R6), print(R6), nl,
    new_in_then(1, y(V6)), ( var(V6) -> print(unbound) ; print(V6) ), nl,
    new_in_else(a, y(V7)), ( var(V7) -> print(unbound) ; print(V7) ), nl,
    new_in_else(1, R8), print(R8), nl,
    both_branches(a, R9), print(R9), nl,
    both_branches(1, R10), print(R10), nl,
    ( no_else(2) -> true ; print(no_else_failed), nl ),
    ( no_else(0) -> true ; print(no_else_failed), nl ),
    ( negation(1) -> true ; print(negation_failed), nl ),
    ( negation(a) -> true ; print(negation_failed), nl ),
    findall(R, cut_then(1, R), L1), print(L1), nl,
    findall(R, cut_then(0, R), L2), print(L2), nl,
    findall(R, cut_else(1, R), L3), print(L3), nl,
    findall(R, cut_else(0, R), L4), print(L4), nl,
    findall(X-Y-R, ( member(X, [1, -1]), member(Y, [1, -1]), nested(X, Y, R) ), L5), print(L5), nl,
    calls_in_branches(1, R11), print(R11), nl,
    ( calls_in_branches(0, R12) -> print(R12) ; print(failed) ), nl,
    keep_across(abc, [], K1), print(K1), nl,
    keep_across(abc, [x, y], K2), print(K2), nl,
    wake(_, W1), ( W1 = unbound(V) -> ( var(V) -> print(unbound) ; print(V) ) ; print(W1) ), nl,
    freeze(H, fail), ( head_wake(H, HW) -> print(HW) ; print(head_wake_failed) ), nl,
    ( body_wake(_, BW) -> print(BW) ; print(body_wake_failed) ), nl,
    ( body_wake_soft(_, BS) -> print(BS) ; print(body_wake_soft_failed) ), nl,
    findall(BN, body_wake_nondet(_, BN), BNs), print(BNs), nl,
    dif_cond(A, b, D1), print(D1), nl, A = c,
    err(3), err(0), err(_), err(foo),
    ( nondet_then(1), nondet_then(0) -> true ; true ),
    count(30000, 0, C), print(C), nl,
    deep(100000), print(deep_done), nl.
