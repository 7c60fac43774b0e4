% copy_term/2 of a ground term is the term itself, as in SWI-Prolog:
% setarg/3 on the copy shows the sharing. A term with variables is
% copied, so setarg/3 on its copy leaves the original alone.
main :-
    T = f(a, g(b)),
    copy_term(T, C),
    setarg(1, C, z),
    print(T-C), nl,
    U = f(a, _),
    copy_term(U, D),
    setarg(1, D, z),
    arg(1, U, A), print(A), nl,
    copy_term([1, "s", 2.5, 10000000000000000000000], L), print(L), nl,
    X = g(X), copy_term(X, Y), ( Y == X -> print(cyclic_same) ; print(cyclic_differs) ), nl,
    length(Big, 100000), maplist(=(k), Big), copy_term(Big, Big2),
    ( Big2 == Big -> print(big_same) ; print(big_differs) ), nl.
