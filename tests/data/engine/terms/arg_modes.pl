% arg/3 as a nondeterministic builtin: every mode, its errors, and
% determinism on the last solution (issue 12).
t(G) :-
    catch(( findall(G, G, L), \+ \+ ( numbervars(L, 0, _), print(L) ) ),
          error(E, _), print(E)),
    nl.

det(G) :-
    call_cleanup(G, Det = true),
    (   Det == true -> print(det) ; print(nondet) ), nl.

main :-
    t(arg(1, f(a, b), _)), t(arg(2, f(a, b), b)), t(arg(3, f(a, b), _)),
    t(arg(0, f(a), _)), t(arg(_, f(a, b), _)), t(arg(_, [a|b], _)),
    t(arg(_, f(a, b, a), a)), t(arg(N, f(N, 2, 1), N)), t(arg(_, f(x), y)),
    t(arg(x, f(a), _)), t(arg(_, foo, _)), t(arg(_, _, _)), t(arg(1, _, _)),
    t(arg(-1, f(a), _)), t(arg(1, 3, _)), t(arg(1.0, f(a), _)),
    t(arg(1, "str", _)),
    det(arg(1, f(a), _)), det(arg(_, f(a), _)), det(arg(_, f(a, b), _)),
    det(arg(_, f(a, b), b)).
