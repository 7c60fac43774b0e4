% Issue 25: a deterministic loop whose if-then-else (or soft-cut)
% condition binds variables made before its choicepoint leaves nothing
% on the trail once the choicepoint is cut (the entries used to pile up
% until a collection walked the whole heap to prune them: quadratic time
% on long lists). Each loop runs 30000 times; its trail growth is
% printed as `bounded` when under 64000 bytes (an entry per iteration
% is more). Bindings an outer choicepoint can still undo are undone.

get([X|Xs], X, Xs).

s_sum_list(L, _, S) :- sum_list(L, S).

% The condition compiles inline (sum_list/2's shape).
s_inline(L, S0, S) :-
    ( L == [] -> S = S0 ; nonvar(L), L = [X|Xs] -> S1 is S0+X, s_inline(Xs, S1, S) ; fail ).
% The condition calls a predicate.
s_call(L, S0, S) :- ( get(L, X, Xs) -> S1 is S0+X, s_call(Xs, S1, S) ; S = S0 ).
% A negation inside the condition.
s_not(L, S0, S) :- ( L = [X|Xs], \+ X = foo -> S1 is S0+X, s_not(Xs, S1, S) ; S = S0 ).
% Soft-cut, the condition inline and called.
s_soft(L, S0, S) :- ( L = [X|Xs] *-> S1 is S0+X, s_soft(Xs, S1, S) ; S = S0 ).
s_soft_call(L, S0, S) :- ( get(L, X, Xs) *-> S1 is S0+X, s_soft_call(Xs, S1, S) ; S = S0 ).

loop(P) :-
    numlist(1, 30000, L),
    statistics(trailused, T0),
    call(P, L, 0, S),
    statistics(trailused, T1),
    D is T1 - T0,
    ( D < 64000 -> R = bounded ; R = grew(D) ),
    write(P-S-R), nl.

main :-
    forall(member(P, [s_sum_list, s_inline, s_call, s_not, s_soft, s_soft_call]), loop(P)),
    findall(A-B, ( member(I, [1, 2, 3]), ( A = I, B = x -> true ; true ) ), L1),
    write(L1), nl,
    findall(A, ( member(I, [1, 2]), ( A = I *-> true ; A = none ) ), L2),
    write(L2), nl,
    findall(Y, ( member(X, [1, 2, 3]) *-> Y = X ; Y = none ), L3),
    write(L3), nl,
    findall(Y, ( fail *-> Y = a ; Y = b ), L4),
    write(L4), nl,
    findall(A-C, ( member(C, [p, q]), ( get([C], A, _) *-> true ; true ), true ), L5),
    write(L5), nl.
