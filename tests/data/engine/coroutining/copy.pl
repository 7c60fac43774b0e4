% Copying attributed variables (issue 11): copy_term/2 and the
% all-solutions predicates copy attributes, assert and throw drop them,
% copy_term/3 gives residual goals instead, as SWI-Prolog 9.
:- dynamic d/1.

a(G) :- ( G -> print(attv) ; print(plain) ), nl.

r(G, T) :-
    (   call(G)
    ->  copy_term(T, C, Gs), numbervars(C-Gs, 0, _), print(C-Gs)
    ;   print(failed)
    ),
    nl.

main :-
    put_attr(X, m, 1),
    copy_term(X, C), a(attvar(C)), get_attr(C, m, V), print(V), nl,
    copy_term(f(X, X), f(C1, C2)), a(C1 == C2),
    findall(X, true, [F]), a(attvar(F)),
    findall(f(X), true, [f(F2)]), a(attvar(F2)),
    bagof(X, true, [B]), a(attvar(B)),
    setof(X, true, [S]), a(attvar(S)),
    aggregate_all(bag(X), true, [Ag]), a(attvar(Ag)),
    assertz(d(X)), d(D), a(attvar(D)),
    catch(throw(X), T, true), a(attvar(T)),
    put_attr(Y, m, Z), put_attr(Z, n, Y),
    copy_term(Y, CY), get_attr(CY, m, CZ), get_attr(CZ, n, CY2), a(CY == CY2),
    r(put_attr(_, m, 1), X),
    r(true, f(X, Y)),
    r(freeze(W, true), f(W)),
    r(true, no_attributes),
    copy_term(X, X2, Gs), a(attvar(X2)), length(Gs, N), print(N), nl.
