% bagof/3 and setof/3 with free variables left unbound by the goal: the
% witnesses' variables are bound to shared ones before sorting (SWI's
% bind_bagof_keys/2), so the groups come in the order of the rest of the
% witness, not in the order the solutions were found. Found by the
% differential fuzzer (issue 10).
show(T) :- copy_term(T, C), numbervars(C, 0, _), writeq(C), nl.

main :-
    forall(setof(abc, ( var(U), select(K, [b-1, a-2, c-0, a-1], R) ), S),
           show(U-K-R-S)),
    forall(bagof(x, member(K2-_, [c-_, a-_, b-_]), L), show(K2-L)),
    forall(bagof(T, Y^member(T-K3-Y, [1-b-_, 2-a-_, 3-b-_]), L3), show(K3-L3)),
    forall(setof(K4-V, member(K4, [c, b, a]), L4), show(V-L4)),
    ( bagof(x, fail, _) -> true ; writeln(no_solutions) ).
