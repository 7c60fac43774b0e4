/*  apply.pl -- meta-predicates over lists, with the semantics of
    SWI-Prolog's library(apply): maplist/2..7, foldl/4..7, include/3,
    exclude/3, partition/4, partition/5, convlist/3.

    Each predicate calls a helper with the (first) list as first argument
    so that first-argument indexing leaves no choicepoint at the end of a
    proper list.  The helpers, named '$apply_...', are
    local to the module.
*/

:- module(apply,
          [ (>>)/2,
            (>>)/3,
            (>>)/4,
            (>>)/5,
            (>>)/6,
            (>>)/7,
            (>>)/8,
            (>>)/9,
            convlist/3,
            exclude/3,
            foldl/4,
            foldl/5,
            foldl/6,
            foldl/7,
            include/3,
            maplist/2,
            maplist/3,
            maplist/4,
            maplist/5,
            maplist/6,
            maplist/7,
            partition/4,
            partition/5
          ]).
:- meta_predicate
    '>>'(?, 0),
    '>>'(?, 1, ?),
    '>>'(?, 2, ?, ?),
    '>>'(?, 3, ?, ?, ?),
    '>>'(?, 4, ?, ?, ?, ?),
    '>>'(?, 5, ?, ?, ?, ?, ?),
    '>>'(?, 6, ?, ?, ?, ?, ?, ?),
    '>>'(?, 7, ?, ?, ?, ?, ?, ?, ?),
    maplist(1, ?),
    maplist(2, ?, ?),
    maplist(3, ?, ?, ?),
    maplist(4, ?, ?, ?, ?),
    maplist(5, ?, ?, ?, ?, ?),
    maplist(6, ?, ?, ?, ?, ?, ?),
    foldl(3, +, +, -),
    foldl(4, +, +, +, -),
    foldl(5, +, +, +, +, -),
    foldl(6, +, +, +, +, +, -),
    include(1, +, -),
    exclude(1, +, -),
    partition(1, +, -, -),
    partition(2, +, -, -, -),
    convlist(2, +, -).

maplist(G, L1) :- '$apply_maplist'(L1, G).
maplist(G, L1, L2) :- '$apply_maplist'(L1, L2, G).
maplist(G, L1, L2, L3) :- '$apply_maplist'(L1, L2, L3, G).
maplist(G, L1, L2, L3, L4) :- '$apply_maplist'(L1, L2, L3, L4, G).
maplist(G, L1, L2, L3, L4, L5) :- '$apply_maplist'(L1, L2, L3, L4, L5, G).
maplist(G, L1, L2, L3, L4, L5, L6) :- '$apply_maplist'(L1, L2, L3, L4, L5, L6, G).

'$apply_maplist'([], _).
'$apply_maplist'([A|As], G) :-
    call(G, A),
    '$apply_maplist'(As, G).

'$apply_maplist'([], [], _).
'$apply_maplist'([A|As], [B|Bs], G) :-
    call(G, A, B),
    '$apply_maplist'(As, Bs, G).

'$apply_maplist'([], [], [], _).
'$apply_maplist'([A|As], [B|Bs], [C|Cs], G) :-
    call(G, A, B, C),
    '$apply_maplist'(As, Bs, Cs, G).

'$apply_maplist'([], [], [], [], _).
'$apply_maplist'([A|As], [B|Bs], [C|Cs], [D|Ds], G) :-
    call(G, A, B, C, D),
    '$apply_maplist'(As, Bs, Cs, Ds, G).

'$apply_maplist'([], [], [], [], [], _).
'$apply_maplist'([A|As], [B|Bs], [C|Cs], [D|Ds], [E|Es], G) :-
    call(G, A, B, C, D, E),
    '$apply_maplist'(As, Bs, Cs, Ds, Es, G).

'$apply_maplist'([], [], [], [], [], [], _).
'$apply_maplist'([A|As], [B|Bs], [C|Cs], [D|Ds], [E|Es], [F|Fs], G) :-
    call(G, A, B, C, D, E, F),
    '$apply_maplist'(As, Bs, Cs, Ds, Es, Fs, G).

%   foldl(:G, ?List1, ..., +V0, -V): G(X1, ..., V0, V1) left to right.
foldl(G, L1, V0, V) :- '$apply_foldl'(L1, G, V0, V).
foldl(G, L1, L2, V0, V) :- '$apply_foldl'(L1, L2, G, V0, V).
foldl(G, L1, L2, L3, V0, V) :- '$apply_foldl'(L1, L2, L3, G, V0, V).
foldl(G, L1, L2, L3, L4, V0, V) :- '$apply_foldl'(L1, L2, L3, L4, G, V0, V).

'$apply_foldl'([], _, V, V).
'$apply_foldl'([X|Xs], G, V0, V) :-
    call(G, X, V0, V1),
    '$apply_foldl'(Xs, G, V1, V).

'$apply_foldl'([], [], _, V, V).
'$apply_foldl'([X|Xs], [Y|Ys], G, V0, V) :-
    call(G, X, Y, V0, V1),
    '$apply_foldl'(Xs, Ys, G, V1, V).

'$apply_foldl'([], [], [], _, V, V).
'$apply_foldl'([X|Xs], [Y|Ys], [Z|Zs], G, V0, V) :-
    call(G, X, Y, Z, V0, V1),
    '$apply_foldl'(Xs, Ys, Zs, G, V1, V).

'$apply_foldl'([], [], [], [], _, V, V).
'$apply_foldl'([X|Xs], [Y|Ys], [Z|Zs], [W|Ws], G, V0, V) :-
    call(G, X, Y, Z, W, V0, V1),
    '$apply_foldl'(Xs, Ys, Zs, Ws, G, V1, V).

%   include(:P, +List, -Included): the elements for which P succeeds
%   (tested with ->, so bindings made by P are kept).
include(P, L, I) :- '$apply_include'(L, P, I).

'$apply_include'([], _, []).
'$apply_include'([X|Xs], P, I) :-
    (   call(P, X)
    ->  I = [X|I1]
    ;   I = I1
    ),
    '$apply_include'(Xs, P, I1).

%   exclude(:P, +List, -Excluded): the elements for which P fails.
exclude(P, L, E) :- '$apply_exclude'(L, P, E).

'$apply_exclude'([], _, []).
'$apply_exclude'([X|Xs], P, E) :-
    (   call(P, X)
    ->  E = E1
    ;   E = [X|E1]
    ),
    '$apply_exclude'(Xs, P, E1).

%   partition(:P, +List, -Included, -Excluded)
partition(P, L, I, E) :- '$apply_partition'(L, P, I, E).

'$apply_partition'([], _, [], []).
'$apply_partition'([X|Xs], P, I, E) :-
    (   call(P, X)
    ->  I = [X|I1],
        E = E1
    ;   I = I1,
        E = [X|E1]
    ),
    '$apply_partition'(Xs, P, I1, E1).

%   partition(:P, +List, -Less, -Equal, -Greater): P(X, Order) gives <, = or >.
partition(P, L, Ls, Es, Gs) :- '$apply_partition'(L, P, Ls, Es, Gs).

'$apply_partition'([], _, [], [], []).
'$apply_partition'([X|Xs], P, Ls, Es, Gs) :-
    call(P, X, Order),
    '$apply_partition'(Order, X, P, Xs, Ls, Es, Gs).

'$apply_partition'(<, X, P, Xs, Ls, Es, Gs) :- !,
    Ls = [X|Ls1],
    '$apply_partition'(Xs, P, Ls1, Es, Gs).
'$apply_partition'(=, X, P, Xs, Ls, Es, Gs) :- !,
    Es = [X|Es1],
    '$apply_partition'(Xs, P, Ls, Es1, Gs).
'$apply_partition'(>, X, P, Xs, Ls, Es, Gs) :- !,
    Gs = [X|Gs1],
    '$apply_partition'(Xs, P, Ls, Es, Gs1).
'$apply_partition'(Order, _, _, _, _, _, _) :-
    (   var(Order)
    ->  throw(error(instantiation_error, _))
    ;   throw(error(type_error(oneof([<,=,>]), Order), _))
    ).

%   convlist(:G, +List, -Results): maplist/3 that drops elements for which
%   G fails.
convlist(G, L, R) :- '$apply_convlist'(L, G, R).

'$apply_convlist'([], _, []).
'$apply_convlist'([X|Xs], G, R) :-
    (   call(G, X, Y)
    ->  R = [Y|R1]
    ;   R = R1
    ),
    '$apply_convlist'(Xs, G, R1).

/*  Lambda expressions (SWI-Prolog's library(yall)), interpreted at call
    time: `[X1,...]>>Body` called with arguments A1, ... copies the lambda,
    unifies Xi with Ai and calls Body with any remaining arguments.
    `Free/[X1,...]>>Body` shares the variables of Free with the context;
    every other variable is local to each call.
*/

'>>'(Ps, B) :- '$yall'(Ps, B, []).
'>>'(Ps, B, A1) :- '$yall'(Ps, B, [A1]).
'>>'(Ps, B, A1, A2) :- '$yall'(Ps, B, [A1, A2]).
'>>'(Ps, B, A1, A2, A3) :- '$yall'(Ps, B, [A1, A2, A3]).
'>>'(Ps, B, A1, A2, A3, A4) :- '$yall'(Ps, B, [A1, A2, A3, A4]).
'>>'(Ps, B, A1, A2, A3, A4, A5) :- '$yall'(Ps, B, [A1, A2, A3, A4, A5]).
'>>'(Ps, B, A1, A2, A3, A4, A5, A6) :- '$yall'(Ps, B, [A1, A2, A3, A4, A5, A6]).
'>>'(Ps, B, A1, A2, A3, A4, A5, A6, A7) :-
    '$yall'(Ps, B, [A1, A2, A3, A4, A5, A6, A7]).

'$yall'(Ps0, B0, Args) :-
    (   nonvar(Ps0), Ps0 = Free/Ps1
    ->  copy_term(Free/Ps1>>B0, Free/Ps>>B)
    ;   copy_term(Ps0>>B0, Ps>>B)
    ),
    '$yall_bind'(Ps, Args, Rest),
    (   Rest == []
    ->  call(B)
    ;   G =.. [call, B|Rest],
        call(G)
    ).

'$yall_bind'(Ps, Args, Rest) :-
    (   Ps == []
    ->  Rest = Args
    ;   Args == []
    ->  Rest = []
    ;   Ps = [P|Ps1], Args = [A|As]
    ->  P = A,
        '$yall_bind'(Ps1, As, Rest)
    ;   Rest = Args
    ).
