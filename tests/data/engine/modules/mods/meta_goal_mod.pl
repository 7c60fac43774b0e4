:- module(meta_goal_mod, [fill/0, facts/1, lambda_here/1]).
:- dynamic(kw/2).

ph([a], x). ph([b, c], y). ph([d], z).

fill :-
    retractall(kw(_, _)),
    forall(( ph(P, I), P = [F|Tail] ),
           (   Tail = [S|_]
           ->  atom_concat(F, S, Key), assertz(kw(Key, I))
           ;   assertz(kw(F, I))
           )).

facts(L) :- findall(K-I, (kw(K, I), true), L).

double(X, Y) :- Y is 2 * X.

lambda_here(L) :- maplist([X, Y]>>(double(X, Y0), Y is Y0 + 1), [1, 2], L).
