% Answer subsumption (moded tabling): min, max, first, last, -, po,
% lattice, and several moded arguments.
:- table conn(_, _, min).
conn(X, Y, 1) :- link(X, Y).
conn(X, Y, N) :- conn(X, Z, N0), link(Z, Y), N is N0 + 1.

link(a, b). link(b, c). link(a, c). link(c, d). link(d, a).

:- table longest(_, max).
longest(k, 3). longest(k, 7). longest(k, 5). longest(j, 1).

:- table fst(_, first), lst(_, last), dash(_, -).
fst(a, 3). fst(a, 1). fst(a, 2).
lst(a, 3). lst(a, 1). lst(a, 2).
dash(a, 3). dash(a, 1). dash(b, 5).

:- table smallest(_, po('<'/2)), biggest(_, po('>'/2)).
smallest(a, 3). smallest(a, 1). smallest(a, 2). smallest(a, 5).
biggest(a, 3). biggest(a, 1). biggest(a, 5). biggest(a, 4).

:- table join(_, lattice(maxj/3)).
maxj(A, B, C) :- C is max(A, B).
join(a, 3). join(a, 1). join(a, 7). join(b, 2).

:- table span(_, min, max).
span(a, 3, 1). span(a, 1, 5). span(a, 2, 7).

% The moded_path program of the SWI-Prolog benchmarks: a lattice of
% path expressions over a cyclic graph.
:- table path(_, _, lattice(or/3)), edge(_, _, lattice(or/3)).
path(X, X, one).
path(X, Y, C) :- edge(X, Z, A), path(Z, Y, B), and(A, B, C).
path(A, B, zero) :- nonvar(A), nonvar(B).
edge(a, b, e(a, b)).
edge(b, e, e(b, e)).
edge(a, e, e(a, e)).
edge(A, B, zero) :- nonvar(A), nonvar(B).
or(zero, B, B) :- !.
or(B, zero, B) :- !.
or(one, one, one) :- !.
or(A, A, A) :- !.
or(A, B, or(A, B)).
and(zero, _, _) :- !, fail.
and(_, zero, _) :- !, fail.
and(one, B, B) :- !.
and(B, one, B) :- !.
and(A, A, A) :- !.
and(A, B, and(A, B)).
ok_path(or(e(a, e), and(e(a, b), e(b, e)))).
ok_path(or(and(e(a, b), e(b, e)), e(a, e))).

main :-
    findall(Y-N, conn(a, Y, N), L1), msort(L1, S1), print(S1), nl,
    findall(K-V, longest(K, V), L2), msort(L2, S2), print(S2), nl,
    findall(V, fst(a, V), L3), print(L3), nl,
    findall(V, lst(a, V), L4), print(L4), nl,
    findall(K-V, dash(K, V), L5), msort(L5, S5), print(S5), nl,
    findall(V, smallest(a, V), L6), print(L6), nl,
    findall(V, biggest(a, V), L7), print(L7), nl,
    findall(K-V, join(K, V), L8), msort(L8, S8), print(S8), nl,
    findall(A-B, span(a, A, B), L9), print(L9), nl,
    ( path(a, e, T), ok_path(T) -> print(ok) ; print(not_ok) ), nl,
    catch(conn(a, b, 1), error(E, _), (print(E), nl)).
