% Autoloaded predicates reached through call/N, maplist/N, foldl/4 and
% a goal built at run time (issue 12).

main :-
    foldl(add, [b-2, a-1], t, A),
    assoc_to_list(A, L), writeln(L),
    maplist(get_assoc, [a, b], [A, A], Vs), writeln(Vs),
    G =.. [max_assoc, A, K, V], call(G), writeln(K-V),
    call(aggregate_all(count), member(_, [x, y, z]), N), writeln(N),
    Goal = bagof(X, member(X, [c, a, b]), Xs), call(Goal), writeln(Xs),
    catch(call(type_error, integer, abc), error(E, _), true), print(E), nl.

add(K-V, A0, A) :- put_assoc(K, A0, V, A).
