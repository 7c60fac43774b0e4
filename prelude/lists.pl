/*  lists.pl -- list predicates with the semantics of SWI-Prolog's library(lists)

    Solution order, determinism and errors follow SWI-Prolog 9.  Several
    predicates go through a helper whose first argument is the list tail so
    that first-argument indexing makes the last solution deterministic
    (member/2 on [a,b] leaves no choicepoint after X = b), as SWI's do.

    The helpers, named '$lists_...', are local to the module (two,
    '$lists_must_be_list'/1 and '$ssu_no_match'/1, are exported for
    assoc.pl and library.pl).

    Not defined here: length/2, between/3, msort/2, sort/2, sort/4,
    keysort/2 (builtins).
*/

:- module(lists,
          [ append/2,
            append/3,
            clumped/2,
            delete/3,
            flatten/2,
            intersection/3,
            is_set/1,
            last/2,
            list_to_set/2,
            max_list/2,
            max_member/2,
            max_member/3,
            member/2,
            memberchk/2,
            min_list/2,
            min_member/2,
            min_member/3,
            nextto/3,
            nth0/3,
            nth0/4,
            nth1/3,
            nth1/4,
            numlist/3,
            permutation/2,
            predsort/3,
            proper_length/2,
            reverse/2,
            same_length/2,
            select/3,
            select/4,
            selectchk/3,
            selectchk/4,
            subtract/3,
            sum_list/2,
            sumlist/2,
            union/3,
            '$lists_must_be_list'/1,
            '$ssu_no_match'/1
          ]).
:- meta_predicate
    predsort(3, +, -),
    max_member(2, -, +),
    min_member(2, -, +).

%   member(?Elem, ?List)
member(X, [Y|Ys]) :- '$lists_member'(Ys, X, Y).

'$lists_member'(_, X, X).
'$lists_member'([Y|Ys], X, _) :- '$lists_member'(Ys, X, Y).

%   memberchk(?Elem, +List): first match only.  Extends a partial list,
%   as SWI's does; a cyclic list is a type error, not a loop.
memberchk(X, L) :-
    '$memberchk'(X, L, Tail),
    (   var(Tail)
    ->  Tail = [_|_],
        memberchk(X, Tail)
    ;   Tail == []
    ->  true
    ;   Tail = '$wake'([Y|Ys]),
        (   X = Y
        ->  true
        ;   memberchk(X, Ys)
        )
    ).

%   append(?L1, ?L2, ?L3)
append([], L, L).
append([H|T], L, [H|R]) :- append(T, L, R).

%   append(+ListOfLists, ?List)
append(Ls, L) :-
    '$lists_must_be_list'(Ls),
    '$lists_append'(Ls, L).

'$lists_append'([], []).
'$lists_append'([L|Ls], As) :-
    append(L, Ws, As),
    '$lists_append'(Ls, Ws).

%   nextto(?X, ?Y, ?List): Y directly follows X.
nextto(X, Y, [X,Y|_]).
nextto(X, Y, [_|Zs]) :- nextto(X, Y, Zs).

%   select(?Elem, ?List, ?Rest)
select(X, [H|T], Rest) :- '$lists_select3'(T, H, X, Rest).

'$lists_select3'(T, H, H, T).
'$lists_select3'([H2|T], H, X, [H|Rest]) :- '$lists_select3'(T, H2, X, Rest).

%   selectchk(+Elem, +List, -Rest)
selectchk(X, L, Rest) :- select(X, L, Rest0), !, Rest = Rest0.

%   select(?X, ?XList, ?Y, ?YList): YList is XList with one X replaced by Y.
select(X, Xs, Y, Ys) :- '$lists_select4'(Xs, X, Y, Ys).

'$lists_select4'([X|T], X, Y, [Y|T]).
'$lists_select4'([H|T], X, Y, [H|T2]) :- '$lists_select4'(T, X, Y, T2).

%   selectchk(?X, ?XList, ?Y, ?YList)
selectchk(X, Xs, Y, Ys) :- select(X, Xs, Y, Ys0), !, Ys = Ys0.

%   subtract/3, intersection/3 and union/3 are SWI's single-sided
%   unification rules (=>): the first argument must already be [] or a
%   list cell, anything else (an unbound or partial list) is
%   existence_error(matching_rule, lists:Goal), never an enumeration.

%   subtract(+Set, +Delete, -Result): elements of Set not memberchk/2 of Delete.
subtract(L, D, R) :-
    (   L == []
    ->  R = []
    ;   nonvar(L), L = [E|T]
    ->  (   memberchk(E, D)
        ->  subtract(T, D, R)
        ;   R = [E|R1],
            subtract(T, D, R1)
        )
    ;   '$ssu_no_match'(lists:subtract(L, D, R))
    ).

%   intersection(+Set1, +Set2, -Set3)
intersection(L, S, I) :-
    (   L == []
    ->  I = []
    ;   nonvar(L), L = [X|T]
    ->  (   memberchk(X, S)
        ->  I = [X|R],
            intersection(T, S, R)
        ;   intersection(T, S, I)
        )
    ;   '$ssu_no_match'(lists:intersection(L, S, I))
    ).

%   union(+Set1, +Set2, -Set3)
union(L, S, U) :-
    (   L == []
    ->  U = S
    ;   nonvar(L), L = [H|T]
    ->  (   memberchk(H, S)
        ->  union(T, S, U)
        ;   U = [H|R],
            union(T, S, R)
        )
    ;   '$ssu_no_match'(lists:union(L, S, U))
    ).

%   '$ssu_no_match'(+Goal): the error of a call no rule of an SWI
%   library predicate written with => matches.
'$ssu_no_match'(G) :-
    throw(error(existence_error(matching_rule, G), _)).

%   delete(+List, @Elem, -Rest): remove every element that unifies with
%   Elem, without binding anything.
delete([], _, []).
delete([E|T], Del, Result) :-
    (   \+ \+ E = Del
    ->  delete(T, Del, Result)
    ;   Result = [E|Rest],
        delete(T, Del, Rest)
    ).

%   exclude/include/partition are in apply.pl.

%   reverse(?List, ?Reversed): the last argument bounds the length so that
%   reverse(L, [1,2]) terminates.
reverse(Xs, Ys) :- '$lists_reverse'(Xs, [], Ys, Ys).

'$lists_reverse'([], Ys, Ys, []).
'$lists_reverse'([X|Xs], Rs, Ys, [_|Bound]) :-
    '$lists_reverse'(Xs, [X|Rs], Ys, Bound).

%   nth0(?Index, ?List, ?Elem) and nth1/3
nth0(I, L, E) :- '$lists_nth'(I, 0, L, E).
nth1(I, L, E) :- '$lists_nth'(I, 1, L, E).

'$lists_nth'(I, Base, L, E) :-
    integer(I), !,
    (   I > 9223372036854775807
    ->  throw(error(representation_error(int64_t), _))
    ;   true
    ),
    Skip is I - Base,
    Skip >= 0,
    '$lists_nth_det'(Skip, L, E).
'$lists_nth'(I, Base, L, E) :-
    var(I), !,
    L = [H|T],
    '$lists_nth_gen'(T, E, H, Base, I).
'$lists_nth'(I, _, _, _) :-
    throw(error(type_error(integer, I), _)).

'$lists_nth_det'(0, L, E) :- !, L = [E|_].
'$lists_nth_det'(N, [_|T], E) :-
    M is N - 1,
    '$lists_nth_det'(M, T, E).

'$lists_nth_gen'(_, E, E, N, N).
'$lists_nth_gen'([H|T], E, _, N0, N) :-
    N1 is N0 + 1,
    '$lists_nth_gen'(T, E, H, N1, N).

%   nth0(?Index, ?List, ?Elem, ?Rest) and nth1/4: Rest is List without Elem.
nth0(I, L, E, R) :-
    var(I), !,
    '$lists_nth_gen4'(L, 0, I, E, R).
nth0(I, L, E, R) :-
    (   integer(I), I >= 0
    ->  '$lists_nth_find'(I, L, E, R)
    ;   throw(error(type_error(nonneg, I), _))
    ).
nth1(I, L, E, R) :-
    var(I), !,
    '$lists_nth_gen4'(L, 1, I, E, R).
nth1(I, L, E, R) :-
    (   integer(I), I >= 1
    ->  I0 is I - 1,
        '$lists_nth_find'(I0, L, E, R)
    ;   throw(error(type_error(positive_integer, I), _))
    ).

'$lists_nth_gen4'([H|T], I, I, H, T).
'$lists_nth_gen4'([H|T], I0, I, E, [H|R]) :-
    I1 is I0 + 1,
    '$lists_nth_gen4'(T, I1, I, E, R).

'$lists_nth_find'(0, L, E, R) :- !, L = [E|R].
'$lists_nth_find'(N, [H|T], E, [H|R]) :-
    M is N - 1,
    '$lists_nth_find'(M, T, E, R).

%   last(?List, ?Last)
last([X|Xs], Last) :- '$lists_last'(Xs, X, Last).

'$lists_last'([], Last, Last).
'$lists_last'([X|Xs], _, Last) :- '$lists_last'(Xs, X, Last).

%   proper_length(@List, -Length): fails on partial lists.
proper_length(L, N) :- is_list(L), length(L, N).

%   same_length(?L1, ?L2)
same_length([], []).
same_length([_|T1], [_|T2]) :- same_length(T1, T2).

%   list_to_set(+List, -Set): drop later duplicates (==), keep the order of
%   first occurrences.  Sorting numbered pairs keeps it O(n log n).
list_to_set(List, Set) :-
    '$lists_must_be_list'(List),
    '$lists_number'(List, 1, Numbered),
    sort(1, @=<, Numbered, ByElem),
    '$lists_first_of_runs'(ByElem, Firsts),
    sort(2, @=<, Firsts, ByPos),
    pairs_keys(ByPos, Set).

'$lists_number'([], _, []).
'$lists_number'([H|T], N, [H-N|R]) :-
    N1 is N + 1,
    '$lists_number'(T, N1, R).

'$lists_first_of_runs'([], []).
'$lists_first_of_runs'([H|T], [H|R]) :-
    H = K-_,
    '$lists_skip_key'(T, K, Rest),
    '$lists_first_of_runs'(Rest, R).

'$lists_skip_key'([], _, []).
'$lists_skip_key'([K1-N|T], K, Rest) :-
    (   K1 == K
    ->  '$lists_skip_key'(T, K, Rest)
    ;   Rest = [K1-N|T]
    ).

%   is_set(@Set): a proper list without duplicates (==).
is_set(Set) :-
    is_list(Set),
    length(Set, N),
    sort(Set, Sorted),
    length(Sorted, N).

%   sum_list/2, max_list/2, min_list/2, max_member/2,3 and min_member/2,3
%   are SWI's => rules, as subtract/3 above: the list (and each tail met)
%   must be [] or a list cell, or it is existence_error(matching_rule,
%   lists:Goal), with Goal SWI's (helper) goal.

%   sum_list(+List, -Sum), sumlist/2 (old name)
sum_list(Xs, Sum) :- '$lists_sum'(Xs, 0, Sum).

'$lists_sum'(L, Sum0, Sum) :-
    (   L == []
    ->  Sum = Sum0
    ;   nonvar(L), L = [X|Xs]
    ->  Sum1 is Sum0 + X,
        '$lists_sum'(Xs, Sum1, Sum)
    ;   '$ssu_no_match'(lists:sum_list(L, Sum0, Sum))
    ).

sumlist(Xs, Sum) :- sum_list(Xs, Sum).

%   max_list(+List, -Max), min_list/2: fail on []; a one-element list is
%   returned unevaluated, as in SWI.
max_list(L, Max) :-
    (   nonvar(L), L = [H|T]
    ->  '$lists_max'(T, H, Max)
    ;   L == []
    ->  fail
    ;   '$ssu_no_match'(lists:max_list(L, Max))
    ).

'$lists_max'(L, Max0, Max) :-
    (   L == []
    ->  Max = Max0
    ;   nonvar(L), L = [H|T]
    ->  Max1 is max(H, Max0),
        '$lists_max'(T, Max1, Max)
    ;   '$ssu_no_match'(lists:max_list(L, Max0, Max))
    ).

min_list(L, Min) :-
    (   nonvar(L), L = [H|T]
    ->  '$lists_min'(T, H, Min)
    ;   L == []
    ->  fail
    ;   '$ssu_no_match'(lists:min_list(L, Min))
    ).

'$lists_min'(L, Min0, Min) :-
    (   L == []
    ->  Min = Min0
    ;   nonvar(L), L = [H|T]
    ->  Min1 is min(H, Min0),
        '$lists_min'(T, Min1, Min)
    ;   '$ssu_no_match'(lists:min_list(L, Min0, Min))
    ).

%   max_member(-Max, +List), min_member/2: by standard order of terms.
max_member(Max, L) :-
    (   nonvar(L), L = [H|T]
    ->  '$lists_max_member'(T, H, Max)
    ;   L == []
    ->  fail
    ;   '$ssu_no_match'(lists:max_member(Max, L))
    ).

'$lists_max_member'(L, Max0, Max) :-
    (   L == []
    ->  Max = Max0
    ;   nonvar(L), L = [H|T]
    ->  (   H @=< Max0
        ->  '$lists_max_member'(T, Max0, Max)
        ;   '$lists_max_member'(T, H, Max)
        )
    ;   '$ssu_no_match'(lists:max_member_(L, Max0, Max))
    ).

min_member(Min, L) :-
    (   nonvar(L), L = [H|T]
    ->  '$lists_min_member'(T, H, Min)
    ;   L == []
    ->  fail
    ;   '$ssu_no_match'(lists:min_member(Min, L))
    ).

'$lists_min_member'(L, Min0, Min) :-
    (   L == []
    ->  Min = Min0
    ;   nonvar(L), L = [H|T]
    ->  (   H @>= Min0
        ->  '$lists_min_member'(T, Min0, Min)
        ;   '$lists_min_member'(T, H, Min)
        )
    ;   '$ssu_no_match'(lists:min_member_(L, Min0, Min))
    ).

%   max_member(:Pred, -Max, +List), min_member/3: Pred(X, Y) means X =< Y.
max_member(P, Max, L) :-
    (   nonvar(L), L = [H|T]
    ->  '$lists_max_member'(T, P, H, Max)
    ;   L == []
    ->  fail
    ;   '$ssu_no_match'(lists:max_member(P, Max, L))
    ).

'$lists_max_member'(L, P, Max0, Max) :-
    (   L == []
    ->  Max = Max0
    ;   nonvar(L), L = [H|T]
    ->  (   call(P, H, Max0)
        ->  '$lists_max_member'(T, P, Max0, Max)
        ;   '$lists_max_member'(T, P, H, Max)
        )
    ;   '$ssu_no_match'(lists:max_member_(L, P, Max0, Max))
    ).

min_member(P, Min, L) :-
    (   nonvar(L), L = [H|T]
    ->  '$lists_min_member'(T, P, H, Min)
    ;   L == []
    ->  fail
    ;   '$ssu_no_match'(lists:min_member(P, Min, L))
    ).

'$lists_min_member'(L, P, Min0, Min) :-
    (   L == []
    ->  Min = Min0
    ;   nonvar(L), L = [H|T]
    ->  (   call(P, Min0, H)
        ->  '$lists_min_member'(T, P, Min0, Min)
        ;   '$lists_min_member'(T, P, H, Min)
        )
    ;   '$ssu_no_match'(lists:min_member_(L, P, Min0, Min))
    ).

%   numlist(+Low, +High, -List)
numlist(L, H, Ns) :-
    '$lists_must_be_integer'(L),
    '$lists_must_be_integer'(H),
    L =< H,
    '$lists_numlist'(L, H, Ns).

'$lists_numlist'(H, H, Ns) :- !, Ns = [H].
'$lists_numlist'(L, H, [L|Ns]) :-
    L1 is L + 1,
    '$lists_numlist'(L1, H, Ns).

%   flatten(+NestedList, -FlatList): variables and non-lists are leaves.
flatten(List, Flat) :-
    '$lists_flatten'(List, [], Flat0), !,
    Flat = Flat0.

'$lists_flatten'(V, Tail, [V|Tail]) :- var(V), !.
'$lists_flatten'([], Tail, Tail) :- !.
'$lists_flatten'([H|T], Tail, Flat) :- !,
    '$lists_flatten'(H, Flat1, Flat),
    '$lists_flatten'(T, Tail, Flat1).
'$lists_flatten'(X, Tail, [X|Tail]).

%   permutation(?Xs, ?Ys): works in both directions; the known length of
%   either list bounds the other so that every mode terminates.
permutation(Xs, Ys) :-
    '$lists_skip'(Xs, 0, XLen, XTail),
    '$lists_skip'(Ys, 0, YLen, YTail),
    (   XTail == [], YTail == []
    ->  XLen == YLen
    ;   var(XTail), YTail == []
    ->  length(Xs, YLen)
    ;   XTail == [], var(YTail)
    ->  length(Ys, XLen)
    ;   var(XTail), var(YTail)
    ->  length(Xs, Len),
        length(Ys, Len)
    ;   '$lists_must_be_list'(Xs),
        '$lists_must_be_list'(Ys)
    ),
    '$lists_perm'(Xs, Ys).

'$lists_perm'([], []).
'$lists_perm'(List, [First|Perm]) :-
    select(First, List, Rest),
    '$lists_perm'(Rest, Perm).

%   '$lists_skip'(+List, +N0, -N, -Tail): N is N0 plus the number of cells
%   before Tail, the first non-cons tail (a list cell if List is cyclic).
'$lists_skip'(L, N0, N, Tail) :-
    '$skip_list'(K, L, Tail),
    N is N0 + K.

%   max_min helpers: the errors must_be/2 would raise in SWI.
'$lists_must_be_list'(L) :-
    '$lists_skip'(L, 0, _, Tail),
    (   Tail == []
    ->  true
    ;   var(Tail)
    ->  throw(error(instantiation_error, _))
    ;   throw(error(type_error(list, L), _))
    ).

'$lists_must_be_integer'(X) :-
    (   integer(X)
    ->  true
    ;   var(X)
    ->  throw(error(instantiation_error, _))
    ;   throw(error(type_error(integer, X), _))
    ).

%   predsort(:P, +List, -Sorted): merge sort; P(Order, A, B) gives <, = or
%   >, and an element that compares = to one already taken is dropped.
%   Anything but a proper list is SWI's error: it calls must_be(L, list)
%   (sic), so a partial or cyclic list is existence_error(type, L).
predsort(P, L, Sorted) :-
    '$skip_list'(N, L, Tail),
    (   Tail == []
    ->  '$lists_predsort'(P, N, L, _, Sorted1), !,
        Sorted = Sorted1
    ;   var(L)
    ->  throw(error(instantiation_error, _))
    ;   throw(error(existence_error(type, L), _))
    ).

%   '$lists_predsort'(P, N, List, Rest, Sorted): sort the first N elements.
'$lists_predsort'(P, 2, [X1,X2|L], L, R) :- !,
    call(P, Order, X1, X2),
    '$lists_sort2'(Order, X1, X2, R).
'$lists_predsort'(_, 1, [X|L], L, [X]) :- !.
'$lists_predsort'(_, 0, L, L, []) :- !.
'$lists_predsort'(P, N, L1, L3, R) :-
    N1 is N // 2,
    N2 is N - N1,
    '$lists_predsort'(P, N1, L1, L2, R1),
    '$lists_predsort'(P, N2, L2, L3, R2),
    '$lists_predmerge'(P, R1, R2, R).

'$lists_sort2'(<, X1, X2, [X1,X2]).
'$lists_sort2'(=, X1, _, [X1]).
'$lists_sort2'(>, X1, X2, [X2,X1]).

'$lists_predmerge'(_, [], R, R) :- !.
'$lists_predmerge'(_, R, [], R) :- !.
'$lists_predmerge'(P, [H1|T1], [H2|T2], R) :-
    call(P, Order, H1, H2), !,
    '$lists_predmerge'(Order, P, H1, H2, T1, T2, R).

'$lists_predmerge'(<, P, H1, H2, T1, T2, [H1|R]) :-
    '$lists_predmerge'(P, T1, [H2|T2], R).
'$lists_predmerge'(=, P, H1, _, T1, T2, [H1|R]) :-
    '$lists_predmerge'(P, T1, T2, R).
'$lists_predmerge'(>, P, H1, H2, T1, T2, [H2|R]) :-
    '$lists_predmerge'(P, [H1|T1], T2, R).

%   clumped(+Items, -Pairs): runs of equal (==) adjacent items as
%   Item-Count pairs.
clumped([], []).
clumped([H|T0], [H-C|T]) :-
    '$lists_clump'(T0, H, 1, C, T1),
    clumped(T1, T).

'$lists_clump'([H|T0], E, C0, C, T) :-
    H == E, !,
    C1 is C0 + 1,
    '$lists_clump'(T0, E, C1, C, T).
'$lists_clump'(L, _, C, C, L).
