/*  pairs.pl -- library(pairs): lists of Key-Value pairs.  Written from
    SWI-Prolog's documentation; the results follow SWI-Prolog 9.
    Autoloaded, and loaded by use_module(library(pairs)), as SWI's module
    pairs.
*/

:- module(pairs,
          [ pairs_keys_values/3,
            pairs_keys/2,
            pairs_values/2,
            map_list_to_pairs/3,
            transpose_pairs/2,
            group_pairs_by_key/2
          ]).
:- meta_predicate
    map_list_to_pairs(2, ?, ?).

%   pairs_keys_values(?Pairs, ?Keys, ?Values): in any mode with one list given.
pairs_keys_values(Pairs, Keys, Values) :-
    (   nonvar(Pairs)
    ->  '$pairs_pkv'(Pairs, Keys, Values)
    ;   nonvar(Keys)
    ->  '$pairs_kvp'(Keys, Values, Pairs)
    ;   '$pairs_vkp'(Values, Keys, Pairs)
    ).

'$pairs_pkv'([], [], []).
'$pairs_pkv'([K-V|T], [K|Ks], [V|Vs]) :- '$pairs_pkv'(T, Ks, Vs).

'$pairs_kvp'([], [], []).
'$pairs_kvp'([K|Ks], [V|Vs], [K-V|T]) :- '$pairs_kvp'(Ks, Vs, T).

'$pairs_vkp'([], [], []).
'$pairs_vkp'([V|Vs], [K|Ks], [K-V|T]) :- '$pairs_vkp'(Vs, Ks, T).

pairs_keys([], []).
pairs_keys([K-_|T], [K|Ks]) :- pairs_keys(T, Ks).

pairs_values([], []).
pairs_values([_-V|T], [V|Vs]) :- pairs_values(T, Vs).

%   map_list_to_pairs(:Function, +List, -Pairs): Key-Elem, Key by Function.
map_list_to_pairs(F, L, Ps) :- '$pairs_map'(L, F, Ps).

'$pairs_map'([], _, []).
'$pairs_map'([X|Xs], F, [K-X|Ps]) :-
    call(F, X, K),
    '$pairs_map'(Xs, F, Ps).

transpose_pairs(Pairs, Transposed) :-
    '$pairs_flip'(Pairs, Flipped),
    keysort(Flipped, Transposed).

'$pairs_flip'([], []).
'$pairs_flip'([K-V|Ps], [V-K|Fs]) :- '$pairs_flip'(Ps, Fs).

%   group_pairs_by_key(+Pairs, -Groups): each run of adjacent pairs whose
%   keys are identical (==) becomes one Key-Values pair, in order.
group_pairs_by_key([], []).
group_pairs_by_key([K-V|Ps], [K-[V|Vs]|Gs]) :-
    '$pairs_run'(Ps, K, Vs, Rest),
    group_pairs_by_key(Rest, Gs).

'$pairs_run'([K1-V|Ps], K, [V|Vs], Rest) :-
    K1 == K,
    !,
    '$pairs_run'(Ps, K, Vs, Rest).
'$pairs_run'(Ps, _, [], Ps).
