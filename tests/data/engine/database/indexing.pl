% Clause indexing (issue 12): a call selects clauses by the key of a
% bound argument (the first, or another when the first is unbound or all
% clauses share it), leaves no choicepoint when only one clause can
% match, and sees the clauses of the generation it started in, however
% the indexes change under it.
:- dynamic row/3, mixed/2, same/2.

det(G) :-
    call_cleanup(G, Det = true),
    (   Det == true -> print(det(G)) ; print(nondet(G)) ), nl.

fill(0) :- !.
fill(N) :- K is (N * 7) mod 101, assertz(row(N, K, v)), N1 is N - 1, fill(N1).

main :-
    fill(100),
    det(row(42, _, _)),
    det(row(_, 35, _)),
    det(row(_, _, v)),
    ( row(_, 1000, _) -> print(found) ; print(none) ), nl,
    % Keys of every kind, a clause that matches every key in the middle.
    forall(member(X, [a, 1, f(x), g(1, 2), [], [z], "str", 1.5, 10000000000000000000]),
           assertz(mixed(X, X))),
    assertz(mixed(_, any)),
    forall(member(X, [b, 2, f(y), [], [q|r], 2.5, c, d, e]), assertz(mixed(X, late))),
    forall(member(K, [a, 1, f(_), g(_, _), [], [_|_], "str", 1.5, 10000000000000000000, b, zz, 2.5]),
           ( findall(V, mixed(K, V), Vs), \+ \+ ( numbervars(K, 0, _), print(K-Vs) ), nl )),
    findall(V, mixed(_, V), All), length(All, NAll), print(NAll), nl,
    % asserta goes in front, also through the index.
    asserta(mixed(a, first)),
    findall(V, mixed(a, V), Va), print(Va), nl,
    % A call that started before an assert or a retract does not see it.
    findall(V, ( mixed(a, V), assertz(mixed(a, new)), retract(mixed(a, first)) ), Vb),
    print(Vb), nl,
    findall(V, mixed(a, V), Vc), print(Vc), nl,
    % Retracting most of the table while a call on it is still open.
    findall(N, ( row(N, _, _), N mod 10 =:= 0, forall(row(M, _, _), ( M > 5 -> retract(row(M, _, _)) ; true )) ), Ns),
    print(Ns), nl,
    findall(N, row(N, _, _), Left), print(Left), nl,
    det(row(3, _, _)),
    % Every clause has the same first argument: the second one selects.
    forall(between(1, 50, I), assertz(same(k, I))),
    det(same(k, 17)),
    det(same(_, 18)).
