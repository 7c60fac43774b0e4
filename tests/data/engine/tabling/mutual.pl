% Mutually recursive tabled predicates (van Roy's pingpong, smaller),
% and two more declared in one directive.
:- table d/1, e/1.
d(X) :- e(Y), Y < 50, X is Y + 1.
d(0).
e(X) :- d(Y), Y < 50, X is Y + 1.
e(0).

:- table even/1, odd/1.
even(0).
even(N) :- odd(M), M < 10, N is M + 1.
odd(N) :- even(M), M < 10, N is M + 1.

main :-
    findall(X, d(X), L), length(L, N), msort(L, S), print(N), nl, print(S), nl,
    aggregate_all(count, e(_), C), print(C), nl,
    findall(X, even(X), Ev), msort(Ev, SEv), print(SEv), nl,
    findall(X, odd(X), Od), msort(Od, SOd), print(SOd), nl.
