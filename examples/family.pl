% A family tree: facts, rules and recursion.

:- initialization(main, main).

% parent(Parent, Child)
parent(tom, bob).
parent(tom, liz).
parent(pam, bob).
parent(bob, ann).
parent(bob, pat).
parent(pat, jim).
parent(liz, joe).

female(pam).
female(liz).
female(ann).
female(pat).

male(tom).
male(bob).
male(jim).
male(joe).

mother(M, C) :- parent(M, C), female(M).
father(F, C) :- parent(F, C), male(F).

grandparent(G, C) :- parent(G, P), parent(P, C).

sibling(X, Y) :-
    parent(P, X),
    parent(P, Y),
    X \== Y.

% ancestor(A, D): A is a parent of D, or of an ancestor of D.
ancestor(A, D) :- parent(A, D).
ancestor(A, D) :- parent(A, P), ancestor(P, D).

main :-
    forall(mother(M, C), format("~w is the mother of ~w~n", [M, C])),
    forall(father(F, C), format("~w is the father of ~w~n", [F, C])),
    findall(G-C, grandparent(G, C), GCs),
    format("grandparent pairs: ~w~n", [GCs]),
    findall(X-Y, (sibling(X, Y), X @< Y), Pairs),
    sort(Pairs, Sibs),
    format("siblings: ~w~n", [Sibs]),
    findall(D, ancestor(tom, D), Ds),
    format("descendants of tom: ~w~n", [Ds]),
    aggregate_all(count, ancestor(_, jim), N),
    format("jim has ~d ancestors~n", [N]).
