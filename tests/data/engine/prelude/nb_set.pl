% library(nb_set): sets kept across backtracking (issue 14).  Sets are
% not printed (their buckets are hash order), nor is gen_nb_set/2's
% order: its answers are sorted here.
:- use_module(library(nb_set)).
:- ensure_loaded(harness).

r(G, X) :- ( call(G) -> show(X) ; write(false) ), nl.

main :-
    empty_nb_set(S),
    r(size_nb_set(S, N0), N0),
    r(nb_set_to_list(S, L0), L0),
    r(add_nb_set(b, S), yes),
    r(add_nb_set(a, S, New1), New1),
    r(add_nb_set(a, S, New2), New2),
    r(add_nb_set(c, S, true), yes),
    r(add_nb_set(c, S, true), yes),
    r(add_nb_set(d, S, false), yes),
    r(add_nb_set(f(X, Y, X), S), yes),
    r(add_nb_set(f(A, B, A), S, New3), New3),
    r(add_nb_set(f(_, _, _), S, New4), New4),
    r(add_nb_set("str", S, New5), New5),
    r(add_nb_set(1.5, S, New6), New6),
    r(add_nb_set(g([1, 2], "x"), S, New7), New7),
    r(add_nb_set(g([1, 2], "x"), S, New8), New8),
    r(size_nb_set(S, N1), N1),
    r((nb_set_to_list(S, L1), include(ground, L1, G1)), G1),
    r((findall(K, gen_nb_set(S, K), Ks), include(ground, Ks, Gs), msort(Gs, SGs)), SGs),
    % Additions survive backtracking.
    ( member(I, [1, 2, 3]), add_nb_set(n(I), S), fail ; true ),
    r(size_nb_set(S, N2), N2),
    r(add_nb_set(n(2), S, New9), New9),
    empty_nb_set(Big),
    forall(between(1, 1000, J), ( K2 is J mod 700, add_nb_set(K2, Big) )),
    r(size_nb_set(Big, N3), N3),
    nb_set_to_list(Big, L), length(L, Len), L = [First|_], last(L, Last),
    print(Len-First-Last), nl,
    r(add_nb_set(699, Big, New10), New10),
    ( X == Y, A == B -> true ; true ).
