/*  heaps.pl -- priority queues (library(heaps) of SWI-Prolog).

    A heap is heap(Tree, Size): Tree is `nil` or a pairing heap
    t(Key, Priority, Children), each child a pairing heap whose
    priorities are not below Priority (standard order, @=<).  This is
    the representation SWI's library prints, and the operations make
    the same choices (a meld keeps the left root only when its priority
    is strictly smaller; delete-min melds the children in pairs, left
    to right, then the pairs from the right), so keys with equal
    priorities come out in SWI's order.  Insertion and merging take
    constant time, removing the minimum O(log N) amortised.
*/

:- module(heaps,
          [ add_to_heap/4, delete_from_heap/4, empty_heap/1,
            get_from_heap/4, heap_size/2, heap_to_list/2, is_heap/1,
            list_to_heap/2, merge_heaps/3, min_of_heap/3, min_of_heap/5,
            singleton_heap/3
          ]).

empty_heap(heap(nil, 0)).

singleton_heap(heap(t(Key, Priority, []), 1), Priority, Key).

add_to_heap(heap(T0, N0), Priority, Key, heap(T, N)) :-
    '$heaps_meld'(T0, t(Key, Priority, []), T),
    N is N0 + 1.

%   get_from_heap(+Heap0, ?Priority, ?Key, -Heap): the minimum, removed.
get_from_heap(heap(t(Key, Priority, Children), N0), Priority, Key, heap(T, N)) :-
    '$heaps_pairs'(Children, T),
    N is N0 - 1.

min_of_heap(heap(t(Key, Priority, _), _), Priority, Key).

min_of_heap(Heap, P1, K1, P2, K2) :-
    get_from_heap(Heap, P1, K1, Heap1),
    min_of_heap(Heap1, P2, K2).

heap_size(heap(_, N), N).

%   heap_to_list(+Heap, -Pairs): Priority-Key pairs by priority.
heap_to_list(heap(nil, 0), Pairs) :-
    !,
    Pairs = [].
heap_to_list(Heap, [P-K|Pairs]) :-
    get_from_heap(Heap, P, K, Heap1),
    heap_to_list(Heap1, Pairs).

list_to_heap(Pairs, Heap) :-
    empty_heap(H0),
    '$heaps_add_pairs'(Pairs, H0, Heap).

'$heaps_add_pairs'([], H, H).
'$heaps_add_pairs'([P-K|Pairs], H0, H) :-
    add_to_heap(H0, P, K, H1),
    '$heaps_add_pairs'(Pairs, H1, H).

merge_heaps(heap(T1, N1), heap(T2, N2), heap(T, N)) :-
    '$heaps_meld'(T1, T2, T),
    N is N1 + N2.

%   delete_from_heap(+Heap0, -Priority, +Key, -Heap): removes the first
%   entry (in priority order) whose key unifies with Key; the entries
%   taken off before it are put back.
delete_from_heap(H0, P, K, H) :-
    get_from_heap(H0, P0, K0, H1),
    (   P0-K0 = P-K
    ->  H = H1
    ;   delete_from_heap(H1, P, K, H2),
        add_to_heap(H2, P0, K0, H)
    ),
    !.

is_heap(H) :-
    nonvar(H),
    H = heap(T, N),
    integer(N),
    nonvar(T),
    (   T == nil
    ->  N == 0
    ;   N > 0,
        T = t(_, P, Children),
        '$heaps_children_ok'(Children, P)
    ).

'$heaps_children_ok'(Cs, _) :-
    var(Cs),
    !,
    fail.
'$heaps_children_ok'([], _).
'$heaps_children_ok'([C|Cs], Min) :-
    nonvar(C),
    C = t(_, P, Sub),
    Min @=< P,
    '$heaps_children_ok'(Sub, P),
    '$heaps_children_ok'(Cs, Min).

'$heaps_meld'(nil, T, T) :- !.
'$heaps_meld'(T, nil, T) :- !.
'$heaps_meld'(T1, T2, T) :-
    T1 = t(K1, P1, C1),
    T2 = t(K2, P2, C2),
    (   P1 @< P2
    ->  T = t(K1, P1, [T2|C1])
    ;   T = t(K2, P2, [T1|C2])
    ).

%   Two-pass pairing: meld the children two by two from the left, then
%   the results into one from the right.
'$heaps_pairs'([], nil).
'$heaps_pairs'([T], T) :- !.
'$heaps_pairs'([A, B|Ts], T) :-
    '$heaps_meld'(A, B, AB),
    '$heaps_pairs'(Ts, Rest),
    '$heaps_meld'(AB, Rest, T).
