/*  rbtrees.pl -- red-black trees (library(rbtrees) of SWI-Prolog).

    A tree is t(Nil, Root) with Nil = black('', _, _, ''), the one leaf
    every path ends in, and nodes red(Left, Key, Value, Right) or
    black(Left, Key, Value, Right), keys in standard order, each key
    once.  This is the representation SWI's library prints.
    ord_list_to_rbtree/2 builds the same shape as SWI's (the middle
    pair at the root, red nodes on the last full level) and insertion
    rebalances as SWI's does (at each black node on the way up: recolour
    when both children are red, rotate otherwise), so trees built that
    way print the same.  Deletion is Kahrs' functional algorithm: the
    tree stays a valid red-black tree, but its shape after a deletion
    may differ from SWI's.  Every operation is O(log N) but the
    traversals.  Helpers are named '$rb_...'.
*/

:- module(rbtrees,
          [ rb_new/1, rb_empty/1, rb_lookup/3, rb_update/4, rb_update/5,
            rb_apply/4, rb_insert/4, rb_insert_new/4, rb_delete/3,
            rb_delete/4, rb_visit/2, rb_keys/2, rb_map/2, rb_map/3,
            rb_partial_map/4, rb_fold/4, rb_clone/3, rb_min/3, rb_max/3,
            rb_del_min/4, rb_del_max/4, rb_next/4, rb_previous/4,
            list_to_rbtree/2, ord_list_to_rbtree/2, is_rbtree/1, rb_size/2,
            rb_in/3
          ]).

:- meta_predicate
    rb_map(+, 1),
    rb_map(+, 2, -),
    rb_apply(+, +, 2, -),
    rb_fold(3, +, +, -),
    rb_partial_map(+, +, 2, -).

rb_new(t(Nil, Nil)) :-
    Nil = black('', _, _, '').

rb_empty(t(Nil, Nil)) :-
    Nil = black('', _, _, '').

'$rb_leaf'(T) :-
    arg(1, T, L),
    L == ''.

rb_lookup(Key, Value, t(_, T)) :-
    '$rb_lookup'(T, Key, Value).

'$rb_lookup'(T, Key, Value) :-
    \+ '$rb_leaf'(T),
    arg(2, T, K),
    compare(O, Key, K),
    (   O == (=)
    ->  arg(3, T, Value)
    ;   O == (<)
    ->  arg(1, T, L),
        '$rb_lookup'(L, Key, Value)
    ;   arg(4, T, R),
        '$rb_lookup'(R, Key, Value)
    ).

%   rb_in(?Key, ?Value, +Tree): the pairs that unify with Key-Value,
%   in key order (a bound key too leaves a choicepoint, as in SWI).
rb_in(Key, Value, t(_, T)) :-
    '$rb_in'(T, Key, Value).

'$rb_in'(T, Key, Value) :-
    \+ '$rb_leaf'(T),
    T =.. [_, L, K, V, R],
    (   '$rb_in'(L, Key, Value)
    ;   Key = K, Value = V
    ;   '$rb_in'(R, Key, Value)
    ).

rb_min(t(_, T), Key, Value) :-
    \+ '$rb_leaf'(T),
    '$rb_min'(T, Key, Value).

'$rb_min'(T, Key, Value) :-
    arg(1, T, L),
    (   '$rb_leaf'(L)
    ->  arg(2, T, Key),
        arg(3, T, Value)
    ;   '$rb_min'(L, Key, Value)
    ).

rb_max(t(_, T), Key, Value) :-
    \+ '$rb_leaf'(T),
    '$rb_max'(T, Key, Value).

'$rb_max'(T, Key, Value) :-
    arg(4, T, R),
    (   '$rb_leaf'(R)
    ->  arg(2, T, Key),
        arg(3, T, Value)
    ;   '$rb_max'(R, Key, Value)
    ).

%   rb_next(+Tree, +Key, -Next, -Value): the pair after Key, which must
%   be in the tree.
rb_next(t(_, T), Key, Next, Value) :-
    '$rb_next'(T, Key, none, Next, Value).

'$rb_next'(T, Key, Above, Next, Value) :-
    \+ '$rb_leaf'(T),
    T =.. [_, L, K, V, R],
    compare(O, Key, K),
    (   O == (<)
    ->  '$rb_next'(L, Key, K-V, Next, Value)
    ;   O == (>)
    ->  '$rb_next'(R, Key, Above, Next, Value)
    ;   '$rb_leaf'(R)
    ->  Above = Next-Value
    ;   '$rb_min'(R, Next, Value)
    ).

rb_previous(t(_, T), Key, Prev, Value) :-
    '$rb_previous'(T, Key, none, Prev, Value).

'$rb_previous'(T, Key, Below, Prev, Value) :-
    \+ '$rb_leaf'(T),
    T =.. [_, L, K, V, R],
    compare(O, Key, K),
    (   O == (>)
    ->  '$rb_previous'(R, Key, K-V, Prev, Value)
    ;   O == (<)
    ->  '$rb_previous'(L, Key, Below, Prev, Value)
    ;   '$rb_leaf'(L)
    ->  Below = Prev-Value
    ;   '$rb_max'(L, Prev, Value)
    ).

rb_update(t(Nil, T0), Key, Value, t(Nil, T)) :-
    '$rb_update'(T0, Key, _, Value, T).

rb_update(t(Nil, T0), Key, Old, Value, t(Nil, T)) :-
    '$rb_update'(T0, Key, Old, Value, T).

'$rb_update'(T0, Key, Old, New, T) :-
    \+ '$rb_leaf'(T0),
    T0 =.. [C, L, K, V, R],
    compare(O, Key, K),
    (   O == (=)
    ->  Old = V,
        T =.. [C, L, K, New, R]
    ;   O == (<)
    ->  '$rb_update'(L, Key, Old, New, L1),
        T =.. [C, L1, K, V, R]
    ;   '$rb_update'(R, Key, Old, New, R1),
        T =.. [C, L, K, V, R1]
    ).

rb_apply(t(Nil, T0), Key, Goal, t(Nil, T)) :-
    '$rb_update'(T0, Key, Old, New, T),
    call(Goal, Old, New).

%   Insertion: down to the leaf, a red node there, then on the way up
%   each black node repairs a red child with a red child below it.
rb_insert(t(Nil, T0), Key, Value, t(Nil, T)) :-
    '$rb_insert'(T0, Nil, Key, Value, replace, T1),
    '$rb_blacken'(T1, T).

rb_insert_new(t(Nil, T0), Key, Value, t(Nil, T)) :-
    '$rb_insert'(T0, Nil, Key, Value, new, T1),
    '$rb_blacken'(T1, T).

'$rb_blacken'(red(L, K, V, R), T) :-
    !,
    T = black(L, K, V, R).
'$rb_blacken'(T, T).

'$rb_insert'(T0, Nil, Key, Value, Mode, T) :-
    (   '$rb_leaf'(T0)
    ->  T = red(Nil, Key, Value, Nil)
    ;   T0 =.. [C, L, K, V, R],
        compare(O, Key, K),
        (   O == (=)
        ->  Mode == replace,
            T =.. [C, L, K, Value, R]
        ;   O == (<)
        ->  '$rb_insert'(L, Nil, Key, Value, Mode, L1),
            (   C == black
            ->  '$rb_fix_left'(L1, K, V, R, T)
            ;   T = red(L1, K, V, R)
            )
        ;   '$rb_insert'(R, Nil, Key, Value, Mode, R1),
            (   C == black
            ->  '$rb_fix_right'(L, K, V, R1, T)
            ;   T = red(L, K, V, R1)
            )
        )
    ).

%   A black node whose new left child may be red with a red child.
'$rb_fix_left'(red(A, X, XV, B), Z, ZV, D, T) :-
    (   A = red(_, _, _, _)
    ;   B = red(_, _, _, _)
    ),
    !,
    (   D = red(DL, DK, DV, DR)
    ->  T = red(black(A, X, XV, B), Z, ZV, black(DL, DK, DV, DR))
    ;   A = red(_, _, _, _)
    ->  T = black(A, X, XV, red(B, Z, ZV, D))
    ;   B = red(B1, Y, YV, C1),
        T = black(red(A, X, XV, B1), Y, YV, red(C1, Z, ZV, D))
    ).
'$rb_fix_left'(L, K, V, R, black(L, K, V, R)).

'$rb_fix_right'(A, X, XV, red(B, Z, ZV, D), T) :-
    (   B = red(_, _, _, _)
    ;   D = red(_, _, _, _)
    ),
    !,
    (   A = red(AL, AK, AV, AR)
    ->  T = red(black(AL, AK, AV, AR), X, XV, black(B, Z, ZV, D))
    ;   D = red(_, _, _, _)
    ->  T = black(red(A, X, XV, B), Z, ZV, D)
    ;   B = red(B1, Y, YV, C1),
        T = black(red(A, X, XV, B1), Y, YV, red(C1, Z, ZV, D))
    ).
'$rb_fix_right'(L, K, V, R, black(L, K, V, R)).

rb_delete(Tree, Key, NewTree) :-
    rb_delete(Tree, Key, _, NewTree).

rb_delete(t(Nil, T0), Key, Value, t(Nil, T)) :-
    '$rb_del'(T0, Key, Value, T1),
    '$rb_blacken'(T1, T).

rb_del_min(Tree, Key, Value, NewTree) :-
    rb_min(Tree, Key, _),
    rb_delete(Tree, Key, Value, NewTree).

rb_del_max(Tree, Key, Value, NewTree) :-
    rb_max(Tree, Key, _),
    rb_delete(Tree, Key, Value, NewTree).

'$rb_black_node'(T) :-
    T = black(L, _, _, _),
    L \== ''.

'$rb_del'(T0, Key, Value, T) :-
    \+ '$rb_leaf'(T0),
    T0 =.. [_, L, K, V, R],
    compare(O, Key, K),
    (   O == (=)
    ->  Value = V,
        '$rb_app'(L, R, T)
    ;   O == (<)
    ->  '$rb_del'(L, Key, Value, L1),
        (   '$rb_black_node'(L)
        ->  '$rb_balleft'(L1, K, V, R, T)
        ;   T = red(L1, K, V, R)
        )
    ;   '$rb_del'(R, Key, Value, R1),
        (   '$rb_black_node'(R)
        ->  '$rb_balright'(L, K, V, R1, T)
        ;   T = red(L, K, V, R1)
        )
    ).

'$rb_balleft'(L, K, V, R, T) :-
    (   L = red(A, X, XV, B)
    ->  T = red(black(A, X, XV, B), K, V, R)
    ;   '$rb_black_node'(R)
    ->  R = black(A, Y, YV, B),
        '$rb_balance'(L, K, V, red(A, Y, YV, B), T)
    ;   R = red(black(A, Y, YV, B), Z, ZV, C)
    ->  '$rb_redden'(C, C1),
        '$rb_balance'(B, Z, ZV, C1, Right),
        T = red(black(L, K, V, A), Y, YV, Right)
    ).

'$rb_balright'(L, K, V, R, T) :-
    (   R = red(A, X, XV, B)
    ->  T = red(L, K, V, black(A, X, XV, B))
    ;   '$rb_black_node'(L)
    ->  L = black(A, Y, YV, B),
        '$rb_balance'(red(A, Y, YV, B), K, V, R, T)
    ;   L = red(A, X, XV, black(B, Y, YV, C))
    ->  '$rb_redden'(A, A1),
        '$rb_balance'(A1, X, XV, B, Left),
        T = red(Left, Y, YV, black(C, K, V, R))
    ).

'$rb_redden'(black(L, K, V, R), red(L, K, V, R)).

'$rb_balance'(L, K, V, R, T) :-
    (   L = red(A, X, XV, B), R = red(C, Z, ZV, D)
    ->  T = red(black(A, X, XV, B), K, V, black(C, Z, ZV, D))
    ;   L = red(red(A, X, XV, B), Y, YV, C)
    ->  T = red(black(A, X, XV, B), Y, YV, black(C, K, V, R))
    ;   L = red(A, X, XV, red(B, Y, YV, C))
    ->  T = red(black(A, X, XV, B), Y, YV, black(C, K, V, R))
    ;   R = red(B, Y, YV, red(C, Z, ZV, D))
    ->  T = red(black(L, K, V, B), Y, YV, black(C, Z, ZV, D))
    ;   R = red(red(B, Y, YV, C), Z, ZV, D)
    ->  T = red(black(L, K, V, B), Y, YV, black(C, Z, ZV, D))
    ;   T = black(L, K, V, R)
    ).

%   The tree of the keys of L and then R (all of L's below R's), one
%   black level lower when both were black.
'$rb_app'(L, R, T) :-
    (   '$rb_leaf'(L)
    ->  T = R
    ;   '$rb_leaf'(R)
    ->  T = L
    ;   L = red(A, X, XV, B), R = red(C, Y, YV, D)
    ->  '$rb_app'(B, C, BC),
        (   BC = red(B1, Z, ZV, C1)
        ->  T = red(red(A, X, XV, B1), Z, ZV, red(C1, Y, YV, D))
        ;   T = red(A, X, XV, red(BC, Y, YV, D))
        )
    ;   L = black(A, X, XV, B), R = black(C, Y, YV, D)
    ->  '$rb_app'(B, C, BC),
        (   BC = red(B1, Z, ZV, C1)
        ->  T = red(black(A, X, XV, B1), Z, ZV, black(C1, Y, YV, D))
        ;   '$rb_balleft'(A, X, XV, black(BC, Y, YV, D), T)
        )
    ;   R = red(B, X, XV, C)
    ->  '$rb_app'(L, B, LB),
        T = red(LB, X, XV, C)
    ;   L = red(A, X, XV, B),
        '$rb_app'(B, R, BR),
        T = red(A, X, XV, BR)
    ).

rb_visit(t(_, T), Pairs) :-
    '$rb_visit'(T, [], Pairs).

'$rb_visit'(T, Acc, Pairs) :-
    (   '$rb_leaf'(T)
    ->  Pairs = Acc
    ;   T =.. [_, L, K, V, R],
        '$rb_visit'(R, Acc, Acc1),
        '$rb_visit'(L, [K-V|Acc1], Pairs)
    ).

rb_keys(t(_, T), Keys) :-
    '$rb_keys'(T, [], Keys).

'$rb_keys'(T, Acc, Keys) :-
    (   '$rb_leaf'(T)
    ->  Keys = Acc
    ;   T =.. [_, L, K, _, R],
        '$rb_keys'(R, Acc, Acc1),
        '$rb_keys'(L, [K|Acc1], Keys)
    ).

rb_size(t(_, T), Size) :-
    '$rb_size'(T, 0, Size).

'$rb_size'(T, N0, N) :-
    (   '$rb_leaf'(T)
    ->  N = N0
    ;   T =.. [_, L, _, _, R],
        N1 is N0 + 1,
        '$rb_size'(L, N1, N2),
        '$rb_size'(R, N2, N)
    ).

%   rb_map/2,3 call Goal on a node's value before its subtrees', as
%   SWI's does.
rb_map(t(_, T), Goal) :-
    '$rb_map'(T, Goal).

'$rb_map'(T, Goal) :-
    (   '$rb_leaf'(T)
    ->  true
    ;   T =.. [_, L, _, V, R],
        call(Goal, V),
        '$rb_map'(L, Goal),
        '$rb_map'(R, Goal)
    ).

rb_map(t(Nil, T0), Goal, t(Nil, T)) :-
    '$rb_map'(T0, Nil, Goal, T).

'$rb_map'(T0, Nil, Goal, T) :-
    (   '$rb_leaf'(T0)
    ->  T = Nil
    ;   T0 =.. [C, L0, K, V0, R0],
        T =.. [C, L, K, V, R],
        call(Goal, V0, V),
        '$rb_map'(L0, Nil, Goal, L),
        '$rb_map'(R0, Nil, Goal, R)
    ).

%   rb_partial_map(+Tree, +Keys, :Goal, -NewTree): Goal maps the values
%   of the keys in Keys (sorted, each in the tree); a value Goal fails
%   on stays.
rb_partial_map(t(Nil, T0), Keys, Goal, t(Nil, T)) :-
    '$rb_partial_map'(T0, Keys, [], Goal, T).

'$rb_partial_map'(T0, Keys0, Keys, Goal, T) :-
    (   Keys0 == []
    ->  Keys = [],
        T = T0
    ;   '$rb_leaf'(T0)
    ->  Keys = Keys0,
        T = T0
    ;   T0 =.. [C, L0, K, V0, R0],
        '$rb_partial_map'(L0, Keys0, Keys1, Goal, L),
        (   Keys1 = [K1|Keys2], K1 == K
        ->  (   call(Goal, V0, V)
            ->  true
            ;   V = V0
            ),
            '$rb_partial_map'(R0, Keys2, Keys, Goal, R)
        ;   V = V0,
            '$rb_partial_map'(R0, Keys1, Keys, Goal, R)
        ),
        T =.. [C, L, K, V, R]
    ).

rb_fold(Goal, t(_, T), S0, S) :-
    '$rb_fold'(T, Goal, S0, S).

'$rb_fold'(T, Goal, S0, S) :-
    (   '$rb_leaf'(T)
    ->  S = S0
    ;   T =.. [_, L, K, V, R],
        '$rb_fold'(L, Goal, S0, S1),
        call(Goal, K-V, S1, S2),
        '$rb_fold'(R, Goal, S2, S)
    ).

rb_clone(t(Nil, T0), t(Nil, T), Pairs) :-
    '$rb_clone'(T0, Nil, T, Pairs, []).

'$rb_clone'(T0, Nil, T, Pairs, Tail) :-
    (   '$rb_leaf'(T0)
    ->  T = Nil,
        Pairs = Tail
    ;   T0 =.. [C, L0, K, _, R0],
        T =.. [C, L, K, V, R],
        '$rb_clone'(L0, Nil, L, Pairs, [K-V|Pairs1]),
        '$rb_clone'(R0, Nil, R, Pairs1, Tail)
    ).

list_to_rbtree(Pairs, Tree) :-
    sort(Pairs, Sorted),
    ord_list_to_rbtree(Sorted, Tree).

%   The middle pair at the root, recursively; nodes on the level
%   floor(log2(N)) below the root are red, the others black.
ord_list_to_rbtree(Pairs, t(Nil, T)) :-
    Nil = black('', _, _, ''),
    length(Pairs, N),
    (   N =:= 0
    ->  T = Nil
    ;   N =:= 1
    ->  Pairs = [K-V],
        T = black(Nil, K, V, Nil)
    ;   Depth is truncate(log(N)/log(2)),
        '$rb_build'(N, Depth, Nil, Pairs, [], T)
    ).

'$rb_build'(0, _, Nil, Pairs, Pairs, Nil) :- !.
'$rb_build'(N, Depth, Nil, Pairs0, Pairs, T) :-
    NL is (N - 1) // 2,
    NR is N - 1 - NL,
    D1 is Depth - 1,
    '$rb_build'(NL, D1, Nil, Pairs0, [K-V|Pairs1], L),
    '$rb_build'(NR, D1, Nil, Pairs1, Pairs, R),
    (   Depth =:= 0
    ->  T = red(L, K, V, R)
    ;   T = black(L, K, V, R)
    ).

%   is_rbtree(@Term): a red-black tree: keys strictly ordered, no red
%   node with a red child, a black root, as many black nodes on every
%   path.
is_rbtree(Term) :-
    nonvar(Term),
    Term = t(Nil, T),
    nonvar(Nil),
    Nil = black('', _, _, ''),
    (   T == Nil
    ->  true
    ;   nonvar(T),
        T = black(_, _, _, _),
        '$rb_check'(T, _, none, none)
    ).

'$rb_check'(T, _, _, _) :-
    var(T),
    !,
    fail.
'$rb_check'(T, Blacks, Lo, Hi) :-
    (   '$rb_leaf'(T)
    ->  Blacks = 0
    ;   T =.. [C, L, K, _, R],
        ( C == red ; C == black ),
        ( Lo == none -> true ; Lo = some(LoK), LoK @< K ),
        ( Hi == none -> true ; Hi = some(HiK), K @< HiK ),
        (   C == red
        ->  \+ L = red(_, _, _, _),
            \+ R = red(_, _, _, _),
            B = 0
        ;   B = 1
        ),
        '$rb_check'(L, BL, Lo, some(K)),
        '$rb_check'(R, BR, some(K), Hi),
        BL =:= BR,
        Blacks is BL + B
    ).
