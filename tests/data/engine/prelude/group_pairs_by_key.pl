% Issue 13: group_pairs_by_key/2 of library(pairs) was missing (the
% puzzle reader needed it). Runs of adjacent pairs with identical keys
% become one group; keys compare with ==, so variables group only with
% themselves; keysort first to group all pairs of a key.

main :-
    group_pairs_by_key([a-1, a-2, b-3, a-4], G1), print(G1), nl,
    group_pairs_by_key([], G2), print(G2), nl,
    msort([c-1, a-2, c-3, b-4], S), group_pairs_by_key(S, G3), print(G3), nl,
    keysort([2-x, 1-y, 2-z], K), group_pairs_by_key(K, G4), print(G4), nl,
    group_pairs_by_key([X-1, X-2, _-3], G5), length(G5, N5), print(N5), nl,
    group_pairs_by_key([f(1)-a, f(1)-b, 1.0-c, 1-d], G6), print(G6), nl.
