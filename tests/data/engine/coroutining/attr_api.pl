% put_attr/3, get_attr/3, del_attr/2, attvar/1, get_attrs/2,
% term_attvars/2 and their errors, as SWI-Prolog 9 (issue 11).
t(G) :-
    catch(( G -> R = yes ; R = no ), error(E, _), R = error(E)),
    print(R), nl.

main :-
    t(put_attr(a, m, 1)),
    t(put_attr(_, 1, 1)),
    t(put_attr(_, _, 1)),
    t(get_attr(a, m, _)),
    t(get_attr(_, _, _)),
    t(get_attr(_, 1, _)),
    t(del_attr(a, m)),
    t(del_attr(_, m)),
    t(del_attr(_, 1)),
    t(del_attr(_, _)),
    t(attvar(a)),
    t(attvar(_)),
    t(term_attvars(f(a), [])),
    put_attr(X, m, 1), put_attr(X, n, 2), put_attr(X, m, 3),
    get_attrs(X, As), numbervars(As, 0, _), print(As), nl,
    t(attvar(X)),
    del_attr(X, m), get_attrs(X, As2), print(As2), nl,
    del_attr(X, n), t(attvar(X)), t(var(X)),
    put_attr(Y, m, 1),
    term_attvars(f(Y, _, Y), L1), length(L1, N1), print(N1), nl,
    put_attr(A, m, B), put_attr(B, m, 1),
    term_attvars(A, L2), length(L2, N2), print(N2), nl,
    t((var(Y), \+ nonvar(Y), Y == Y, \+ Y == _)),
    term_variables(f(Y, _), L3), length(L3, N3), print(N3), nl,
    compare(O, Y, a), print(O), nl,
    % put_attr/3 is undone on backtracking.
    ( put_attr(Y, m, changed), fail ; get_attr(Y, m, V), print(V), nl ),
    ( put_attr(Z, m, 1), fail ; true ), t(attvar(Z)).
