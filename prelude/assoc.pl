/*  assoc.pl -- association lists as AVL trees, with the interface and
    the tree shapes of SWI-Prolog's library(assoc).

    An assoc is `t` (empty) or t(Key, Value, Balance, Left, Right), where
    Balance is `<` (left subtree one deeper), `-` (equal depth) or `>`
    (right subtree one deeper).  Programs print assocs, so the shapes
    match SWI's: list_to_assoc/2 builds a balanced tree with the larger
    half on the left, insertion rebalances with single and double
    rotations, and deletion of a key with two subtrees moves up its neighbour
    from the deeper side (the greatest key on the left when balanced).  Every operation recurses only as deep as
    the tree, O(log N).
*/

:- module(assoc,
          [ empty_assoc/1, is_assoc/1, list_to_assoc/2, ord_list_to_assoc/2,
            put_assoc/4, get_assoc/3, get_assoc/5, del_assoc/4,
            del_min_assoc/4, del_max_assoc/4, min_assoc/3, max_assoc/3,
            gen_assoc/3, assoc_to_list/2, assoc_to_keys/2, assoc_to_values/2,
            map_assoc/2, map_assoc/3
          ]).
:- meta_predicate
    map_assoc(1, ?),
    map_assoc(2, ?, ?).

empty_assoc(t).

is_assoc(A) :-
    '$assoc_depth'(A, _),
    assoc_to_list(A, Pairs),
    '$assoc_strictly_ordered'(Pairs).

'$assoc_depth'(A, _) :-
    var(A), !,
    fail.
'$assoc_depth'(t, 0).
'$assoc_depth'(t(_, _, B, L, R), D) :-
    '$assoc_depth'(L, DL),
    '$assoc_depth'(R, DR),
    Diff is DR - DL,
    '$assoc_balance'(Diff, B),
    D is max(DL, DR) + 1.

'$assoc_balance'(-1, <).
'$assoc_balance'(0, -).
'$assoc_balance'(1, >).

% ---- building and listing ----------------------------------------------

list_to_assoc(List, Assoc) :-
    keysort(List, Sorted),
    '$assoc_unique_keys'(Sorted, List),
    length(Sorted, N),
    '$assoc_build'(N, Sorted, [], _, Assoc).

ord_list_to_assoc(List, Assoc) :-
    '$assoc_must_be_pairs'(List),
    (   '$assoc_strictly_ordered'(List)
    ->  true
    ;   throw(error(domain_error(key_ordered_pairs, List), _))
    ),
    length(List, N),
    '$assoc_build'(N, List, [], _, Assoc).

'$assoc_must_be_pairs'(L) :-
    '$lists_must_be_list'(L),
    forall(member(P, L), ( P = _-_ -> true ; throw(error(type_error(pair, P), _)) )).

'$assoc_unique_keys'([], _).
'$assoc_unique_keys'([K-_|T], List) :-
    (   T = [K1-_|_], K1 == K
    ->  throw(error(domain_error(unique_key_pairs, List), _))
    ;   '$assoc_unique_keys'(T, List)
    ).

'$assoc_strictly_ordered'([]).
'$assoc_strictly_ordered'([_]) :- !.
'$assoc_strictly_ordered'([K0-_, K1-V|T]) :-
    K0 @< K1,
    '$assoc_strictly_ordered'([K1-V|T]).

% '$assoc_build'(+N, +Pairs, -Rest, -Depth, -Tree): the first N pairs as
% a balanced tree; the left half takes the odd one out.
'$assoc_build'(0, List, List, 0, t) :- !.
'$assoc_build'(N, List, Rest, Depth, t(K, V, B, L, R)) :-
    NR is (N - 1) // 2,
    NL is N - 1 - NR,
    '$assoc_build'(NL, List, [K-V|More], DL, L),
    '$assoc_build'(NR, More, Rest, DR, R),
    ( DL > DR -> B = (<) ; B = (-) ),
    Depth is DL + 1.

assoc_to_list(t, []).
assoc_to_list(t(K, V, _, L, R), List) :-
    '$assoc_to_list'(t(K, V, _, L, R), List, []).

'$assoc_to_list'(t, L, L).
'$assoc_to_list'(t(K, V, _, L, R), List, Tail) :-
    '$assoc_to_list'(L, List, [K-V|Mid]),
    '$assoc_to_list'(R, Mid, Tail).

assoc_to_keys(A, Keys) :-
    assoc_to_list(A, List),
    pairs_keys(List, Keys).

assoc_to_values(A, Values) :-
    assoc_to_list(A, List),
    pairs_values(List, Values).

% ---- lookup ------------------------------------------------------------

get_assoc(Key, A, Value) :-
    (   var(A)
    ->  throw(error(instantiation_error, _))
    ;   A = t(K, V, _, L, R)
    ->  compare(Order, Key, K),
        '$assoc_get'(Order, Key, V, L, R, Value)
    ;   A == t
    ->  fail
    ;   throw(error(type_error(assoc, A), _))
    ).

'$assoc_get'(=, _, V, _, _, V).
'$assoc_get'(<, Key, _, L, _, V) :- get_assoc(Key, L, V).
'$assoc_get'(>, Key, _, _, R, V) :- get_assoc(Key, R, V).

get_assoc(Key, A0, Old, A, New) :-
    A0 = t(K, V, B, L, R),
    compare(Order, Key, K),
    '$assoc_get'(Order, Key, K, V, B, L, R, Old, A, New).

'$assoc_get'(=, _, K, Old, B, L, R, Old, t(K, New, B, L, R), New).
'$assoc_get'(<, Key, K, V, B, L, R, Old, t(K, V, B, L1, R), New) :-
    get_assoc(Key, L, Old, L1, New).
'$assoc_get'(>, Key, K, V, B, L, R, Old, t(K, V, B, L, R1), New) :-
    get_assoc(Key, R, Old, R1, New).

gen_assoc(Key, A, Value) :-
    (   ground(Key)
    ->  get_assoc(Key, A, Value)
    ;   '$assoc_gen'(A, Key, Value)
    ).

% SWI's gen_assoc_/3 is a => rule, as max_assoc/3 below.
'$assoc_gen'(T, Key, Value) :-
    (   nonvar(T), T = t(K, V, _, L, R)
    ->  (   '$assoc_gen'(L, Key, Value)
        ;   Key = K, Value = V
        ;   '$assoc_gen'(R, Key, Value)
        )
    ;   T == t
    ->  fail
    ;   '$ssu_no_match'(assoc:gen_assoc_(Key, T, Value))
    ).

%   max_assoc/3 and min_assoc/3 are SWI's => rules: an assoc that is
%   neither t nor t/5 is existence_error(matching_rule, assoc:Goal).
max_assoc(A, Key, Value) :-
    (   nonvar(A), A = t(K, V, _, _, R)
    ->  '$assoc_max'(R, K, V, Key, Value)
    ;   A == t
    ->  fail
    ;   '$ssu_no_match'(assoc:max_assoc(A, Key, Value))
    ).

'$assoc_max'(t, K, V, K, V).
'$assoc_max'(t(K, V, _, _, R), _, _, Key, Value) :-
    '$assoc_max'(R, K, V, Key, Value).

min_assoc(A, Key, Value) :-
    (   nonvar(A), A = t(K, V, _, L, _)
    ->  '$assoc_min'(L, K, V, Key, Value)
    ;   A == t
    ->  fail
    ;   '$ssu_no_match'(assoc:min_assoc(A, Key, Value))
    ).

'$assoc_min'(t, K, V, K, V).
'$assoc_min'(t(K, V, _, L, _), _, _, Key, Value) :-
    '$assoc_min'(L, K, V, Key, Value).

map_assoc(G, A) :-
    '$assoc_map'(A, G).

'$assoc_map'(t, _).
'$assoc_map'(t(_, V, _, L, R), G) :-
    '$assoc_map'(L, G),
    call(G, V),
    '$assoc_map'(R, G).

map_assoc(G, A0, A) :-
    '$assoc_map'(A0, G, A).

'$assoc_map'(t, _, t).
'$assoc_map'(t(K, V, B, L0, R0), G, t(K, W, B, L, R)) :-
    '$assoc_map'(L0, G, L),
    call(G, V, W),
    '$assoc_map'(R0, G, R).

% ---- insertion ---------------------------------------------------------

put_assoc(Key, A0, Value, A) :-
    '$assoc_put'(A0, Key, Value, A, _).

% '$assoc_put'(+Tree0, +Key, +Value, -Tree, -Grew): Grew is yes when
% Tree is one deeper than Tree0. SWI's insert/5 is a => rule: a Tree0
% that is neither t nor t/5 is an error, not an enumeration of trees.
'$assoc_put'(T, Key, Value, New, Grew) :-
    (   T == t
    ->  New = t(Key, Value, -, t, t), Grew = yes
    ;   nonvar(T), T = t(K, V, B, L, R)
    ->  compare(Order, Key, K),
        '$assoc_put'(Order, K, V, B, L, R, Key, Value, New, Grew)
    ;   '$ssu_no_match'(assoc:insert(T, Key, Value, New, Grew))
    ).

'$assoc_put'(=, K, _, B, L, R, _, Value, t(K, Value, B, L, R), no).
'$assoc_put'(<, K, V, B, L, R, Key, Value, New, Grew) :-
    '$assoc_put'(L, Key, Value, L1, LGrew),
    (   LGrew == yes
    ->  '$assoc_left_grew'(B, K, V, L1, R, New, Grew)
    ;   New = t(K, V, B, L1, R), Grew = no
    ).
'$assoc_put'(>, K, V, B, L, R, Key, Value, New, Grew) :-
    '$assoc_put'(R, Key, Value, R1, RGrew),
    (   RGrew == yes
    ->  '$assoc_right_grew'(B, K, V, L, R1, New, Grew)
    ;   New = t(K, V, B, L, R1), Grew = no
    ).

'$assoc_left_grew'(>, K, V, L, R, t(K, V, -, L, R), no).
'$assoc_left_grew'(-, K, V, L, R, t(K, V, <, L, R), yes).
'$assoc_left_grew'(<, K, V, t(K1, V1, B1, A, C), R, New, no) :-
    '$assoc_rotate_right'(B1, K1, V1, A, C, K, V, R, New).

'$assoc_right_grew'(<, K, V, L, R, t(K, V, -, L, R), no).
'$assoc_right_grew'(-, K, V, L, R, t(K, V, >, L, R), yes).
'$assoc_right_grew'(>, K, V, L, t(K1, V1, B1, C, A), New, no) :-
    '$assoc_rotate_left'(B1, K1, V1, C, A, K, V, L, New).

% The left subtree t(K1, V1, B1, A, C) of K is two deeper than R.
'$assoc_rotate_right'(<, K1, V1, A, C, K, V, R,
                      t(K1, V1, -, A, t(K, V, -, C, R))).
'$assoc_rotate_right'(-, K1, V1, A, C, K, V, R,
                      t(K1, V1, >, A, t(K, V, <, C, R))).
'$assoc_rotate_right'(>, K1, V1, A, t(K2, V2, B2, X, Y), K, V, R,
                      t(K2, V2, -, t(K1, V1, BL, A, X), t(K, V, BR, Y, R))) :-
    '$assoc_double'(B2, BL, BR).

% The right subtree t(K1, V1, B1, C, A) of K is two deeper than L.
'$assoc_rotate_left'(>, K1, V1, C, A, K, V, L,
                     t(K1, V1, -, t(K, V, -, L, C), A)).
'$assoc_rotate_left'(-, K1, V1, C, A, K, V, L,
                     t(K1, V1, <, t(K, V, >, L, C), A)).
'$assoc_rotate_left'(<, K1, V1, t(K2, V2, B2, X, Y), A, K, V, L,
                     t(K2, V2, -, t(K, V, BL, L, X), t(K1, V1, BR, Y, A))) :-
    '$assoc_double'(B2, BL, BR).

% Balances of the two new children of a double rotation, from the
% balance of the node that moves up.
'$assoc_double'(<, -, >).
'$assoc_double'(-, -, -).
'$assoc_double'(>, <, -).

% ---- deletion ----------------------------------------------------------

del_assoc(Key, A0, Value, A) :-
    '$assoc_del'(A0, Key, Value, A, _).

% '$assoc_del'(+Tree0, +Key, -Value, -Tree, -Shrunk): Shrunk is yes when
% Tree is one shallower than Tree0.
% SWI's delete/5 is a => rule, as insert/5 above.
'$assoc_del'(T, Key, Value, New, Shrunk) :-
    (   nonvar(T), T = t(K, V, B, L, R)
    ->  compare(Order, Key, K),
        '$assoc_del'(Order, K, V, B, L, R, Key, Value, New, Shrunk)
    ;   T == t
    ->  fail
    ;   '$ssu_no_match'(assoc:delete(T, Key, Value, New, Shrunk))
    ).

'$assoc_del'(=, _, V, B, L, R, _, V, New, Shrunk) :-
    (   L == t
    ->  New = R, Shrunk = yes
    ;   R == t
    ->  New = L, Shrunk = yes
    ;   B == (>)
    ->  '$assoc_del_min'(R, K1, V1, R1, RShrunk),
        '$assoc_right_shrunk'(RShrunk, B, K1, V1, L, R1, New, Shrunk)
    ;   '$assoc_del_max'(L, K1, V1, L1, LShrunk),
        '$assoc_left_shrunk'(LShrunk, B, K1, V1, L1, R, New, Shrunk)
    ).
'$assoc_del'(<, K, V, B, L, R, Key, Value, New, Shrunk) :-
    '$assoc_del'(L, Key, Value, L1, LShrunk),
    '$assoc_left_shrunk'(LShrunk, B, K, V, L1, R, New, Shrunk).
'$assoc_del'(>, K, V, B, L, R, Key, Value, New, Shrunk) :-
    '$assoc_del'(R, Key, Value, R1, RShrunk),
    '$assoc_right_shrunk'(RShrunk, B, K, V, L, R1, New, Shrunk).

del_min_assoc(A0, Key, Value, A) :-
    '$assoc_del_min'(A0, Key, Value, A, _).

del_max_assoc(A0, Key, Value, A) :-
    '$assoc_del_max'(A0, Key, Value, A, _).

% As SWI's: the first clause matches by unification, so an unbound
% tree is bound to one with the key at its end (rather than searched
% for ever).
'$assoc_del_min'(t(K, V, _, t, R), K, V, R, yes) :- !.
'$assoc_del_min'(t(K, V, B, L, R), Key, Value, New, Shrunk) :-
    '$assoc_del_min'(L, Key, Value, L1, LShrunk),
    '$assoc_left_shrunk'(LShrunk, B, K, V, L1, R, New, Shrunk).

'$assoc_del_max'(t(K, V, _, L, t), K, V, L, yes) :- !.
'$assoc_del_max'(t(K, V, B, L, R), Key, Value, New, Shrunk) :-
    '$assoc_del_max'(R, Key, Value, R1, RShrunk),
    '$assoc_right_shrunk'(RShrunk, B, K, V, L, R1, New, Shrunk).

'$assoc_left_shrunk'(no, B, K, V, L, R, t(K, V, B, L, R), no).
'$assoc_left_shrunk'(yes, <, K, V, L, R, t(K, V, -, L, R), yes).
'$assoc_left_shrunk'(yes, -, K, V, L, R, t(K, V, >, L, R), no).
'$assoc_left_shrunk'(yes, >, K, V, L, t(K1, V1, B1, C, A), New, Shrunk) :-
    '$assoc_rotate_left'(B1, K1, V1, C, A, K, V, L, New),
    ( B1 == (-) -> Shrunk = no ; Shrunk = yes ).

'$assoc_right_shrunk'(no, B, K, V, L, R, t(K, V, B, L, R), no).
'$assoc_right_shrunk'(yes, >, K, V, L, R, t(K, V, -, L, R), yes).
'$assoc_right_shrunk'(yes, -, K, V, L, R, t(K, V, <, L, R), no).
'$assoc_right_shrunk'(yes, <, K, V, t(K1, V1, B1, A, C), R, New, Shrunk) :-
    '$assoc_rotate_right'(B1, K1, V1, A, C, K, V, R, New),
    ( B1 == (-) -> Shrunk = no ; Shrunk = yes ).
