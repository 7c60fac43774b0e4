/*  ordsets.pl -- library(ordsets): sets as lists sorted in the standard
    order of terms, without duplicates.  Written from SWI-Prolog's
    documentation; the results follow SWI-Prolog 9.  Autoloaded, and
    loaded by use_module(library(ordsets)), as SWI's module ordsets.
*/

:- module(ordsets,
          [ list_to_ord_set/2,
            ord_add_element/3,
            ord_del_element/3,
            ord_disjoint/2,
            ord_empty/1,
            ord_intersect/2,
            ord_intersection/2,
            ord_intersection/3,
            ord_intersection/4,
            ord_memberchk/2,
            ord_selectchk/3,
            ord_seteq/2,
            ord_subset/2,
            ord_subtract/3,
            ord_symdiff/3,
            ord_union/2,
            ord_union/3,
            ord_union/4
          ]).

list_to_ord_set(L, S) :- sort(L, S).

ord_empty([]).

ord_memberchk(X, [Y|Ys]) :-
    compare(O, X, Y),
    (   O == (=) -> true
    ;   O == (>) -> ord_memberchk(X, Ys)
    ).

ord_subset([], _).
ord_subset([X|Xs], [Y|Ys]) :-
    compare(O, X, Y),
    (   O == (=) -> ord_subset(Xs, Ys)
    ;   O == (>) -> ord_subset([X|Xs], Ys)
    ).

ord_union([], S) :- !, S = [].
ord_union([S0|Ss], S) :- '$ord_union_all'(Ss, S0, S).

'$ord_union_all'([], S, S).
'$ord_union_all'([S1|Ss], S0, S) :-
    ord_union(S0, S1, S2),
    '$ord_union_all'(Ss, S2, S).

ord_union([], B, B) :- !.
ord_union(A, [], A) :- !.
ord_union([X|Xs], [Y|Ys], U) :-
    compare(O, X, Y),
    '$ord_union'(O, X, Xs, Y, Ys, U).

'$ord_union'(<, X, Xs, Y, Ys, [X|U]) :- ord_union(Xs, [Y|Ys], U).
'$ord_union'(=, X, Xs, _, Ys, [X|U]) :- ord_union(Xs, Ys, U).
'$ord_union'(>, X, Xs, Y, Ys, [Y|U]) :- ord_union([X|Xs], Ys, U).

%   ord_union(+A, +B, -Union, -New): New are the elements of B not in A.
ord_union(A, B, U, New) :-
    ord_union(A, B, U),
    ord_subtract(B, A, New).

ord_subtract([], _, []) :- !.
ord_subtract(A, [], A) :- !.
ord_subtract([X|Xs], [Y|Ys], D) :-
    compare(O, X, Y),
    '$ord_subtract'(O, X, Xs, Y, Ys, D).

'$ord_subtract'(<, X, Xs, Y, Ys, [X|D]) :- ord_subtract(Xs, [Y|Ys], D).
'$ord_subtract'(=, _, Xs, _, Ys, D) :- ord_subtract(Xs, Ys, D).
'$ord_subtract'(>, X, Xs, _, Ys, D) :- ord_subtract([X|Xs], Ys, D).

ord_intersection([], _, []) :- !.
ord_intersection(_, [], []) :- !.
ord_intersection([X|Xs], [Y|Ys], I) :-
    compare(O, X, Y),
    '$ord_intersection'(O, X, Xs, Y, Ys, I).

'$ord_intersection'(<, _, Xs, Y, Ys, I) :- ord_intersection(Xs, [Y|Ys], I).
'$ord_intersection'(=, X, Xs, _, Ys, [X|I]) :- ord_intersection(Xs, Ys, I).
'$ord_intersection'(>, X, Xs, _, Ys, I) :- ord_intersection([X|Xs], Ys, I).

%   ord_intersection(+A, +B, -I, -Diff): Diff is B minus A.
ord_intersection([], L, I, Diff) :- !, I = [], Diff = L.
ord_intersection([_|_], [], I, Diff) :- !, I = [], Diff = [].
ord_intersection([H1|T1], [H2|T2], I, Diff) :-
    compare(O, H1, H2),
    '$ord_intersection4'(O, H1, T1, H2, T2, I, Diff).

'$ord_intersection4'(=, H1, T1, _, T2, [H1|I], Diff) :-
    ord_intersection(T1, T2, I, Diff).
'$ord_intersection4'(<, _, T1, H2, T2, I, Diff) :-
    ord_intersection(T1, [H2|T2], I, Diff).
'$ord_intersection4'(>, H1, T1, H2, T2, I, [H2|Diff]) :-
    ord_intersection([H1|T1], T2, I, Diff).

%   ord_intersection(+Sets, -I): the intersection of a list of sets.
ord_intersection([S0|Ss], I) :- '$ord_intersect_all'(Ss, S0, I).

'$ord_intersect_all'([], I, I).
'$ord_intersect_all'([S|Ss], I0, I) :-
    ord_intersection(I0, S, I1),
    '$ord_intersect_all'(Ss, I1, I).

ord_intersect(A, B) :- ord_intersection(A, B, [_|_]), !.

ord_disjoint(A, B) :- \+ ord_intersect(A, B).

ord_seteq(A, B) :- A == B.

ord_symdiff(A, B, D) :-
    ord_subtract(A, B, D1),
    ord_subtract(B, A, D2),
    ord_union(D1, D2, D).

ord_add_element(S, E, S1) :- ord_union(S, [E], S1).
ord_del_element(S, E, S1) :- ord_subtract(S, [E], S1).

ord_selectchk(E, S, S1) :-
    ord_memberchk(E, S),
    ord_subtract(S, [E], S1).
