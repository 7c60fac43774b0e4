% Library predicates called without use_module load their library on
% first use (issue 12): before that, current_predicate/1 does not see
% them (but does see SWI's built-in bagof/3 and table/1), and
% predicate_property/2 loads them.

main :-
    t(current_predicate(list_to_assoc/2)),
    t(current_predicate(must_be/2)),
    t(current_predicate(aggregate_all/3)),
    t(current_predicate(bagof/3)),
    t(current_predicate((table)/1)),
    t(predicate_property(is_assoc(x), defined)),
    t(current_predicate(is_assoc/1)),
    list_to_assoc([b-2, a-1, c-3], A),
    put_assoc(d, A, 4, A2),
    assoc_to_list(A2, L), writeln(L),
    assoc_to_keys(A2, Ks), writeln(Ks),
    t(current_predicate(list_to_assoc/2)),
    aggregate_all(sum(X), member(X, [1, 2, 3]), S), writeln(S),
    aggregate_all(max(X), member(X, [1, 5, 3]), M), writeln(M),
    setof(K-V, gen_assoc(K, A2, V), KVs), writeln(KVs),
    catch(must_be(positive_integer, 0), error(E, _), true), print(E), nl,
    t(is_of_type(list(integer), [1, 2])),
    t(current_predicate(must_be/2)).

t(G) :- ( catch(G, E, (print(E), nl, fail)) -> writeln(yes(G)) ; writeln(no(G)) ).
