% bagof/3 and setof/3: free variables group the solutions (groups in the
% standard order of their witness), Var^ binds a variable inside the goal,
% and no solution means failure, not [].
p(b, 2). p(a, 1). p(b, 1). p(c, 3). p(a, 1).

main :-
    findall(K-Vs, bagof(V, p(K, V), Vs), L1), print(L1), nl,
    findall(K-Vs, setof(V, p(K, V), Vs), L2), print(L2), nl,
    bagof(V, K^p(K, V), L3), print(L3), nl,
    setof(K-V, p(K, V), L4), print(L4), nl,
    ( bagof(V, p(zz, V), _) -> write(some) ; write(no_solutions) ), nl,
    setof(K-Vs, setof(V, p(K, V), Vs), L5), print(L5), nl,
    findall(Y-S, setof(X, member(X-Y, [c-1, a-1, b-2, a-2]), S), L6), print(L6), nl,
    forall(setof(X, member(X, [c, a, b, a]), S2), (print(S2), nl)).
