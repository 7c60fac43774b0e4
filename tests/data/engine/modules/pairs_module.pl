% library(pairs) is its own module, pairs, as in SWI (issue 14); lists,
% library and assoc predicates that use pairs still work.
main :- forall(member(H, [pairs_keys(_,_), pairs_values(_,_), pairs_keys_values(_,_,_), map_list_to_pairs(_,_,_), transpose_pairs(_,_), group_pairs_by_key(_,_), list_to_set(_,_)]),
   (( predicate_property(H, imported_from(M)) -> print(M) ; print(none) ), nl)),
   list_to_set([b,a,b], S), print(S), nl,
   pairs_keys_values(P, [a,b], [1,2]), print(P), nl,
   map_list_to_pairs(atom_length, [abc, d], Ps), print(Ps), nl,
   transpose_pairs([a-2,b-1], T), print(T), nl,
   group_pairs_by_key([a-1,a-2,b-3], G), print(G), nl,
   list_to_assoc([x-1], A), assoc_to_keys(A, K), print(K), nl.
