% arg/3 with its first argument bound answers without the machinery of
% a nondeterministic call (issue 12): the same answers and errors as the
% enumerating path and as SWI, big integers included (SWI fails for one
% past any arity). functor/3 builds its term in place, a list cell for
% '[|]'/2.
e(G) :-
    catch((G -> \+ \+ (numbervars(G, 0, _), print(yes(G))) ; print(no)),
          error(E, _), print(E)),
    nl.

sum_args(T, S) :- functor(T, _, N), sum_args(N, T, 0, S).
sum_args(0, _, S, S) :- !.
sum_args(I, T, S0, S) :- arg(I, T, A), S1 is S0 + A, I1 is I - 1, sum_args(I1, T, S1, S).

main :-
    e(arg(x, f(a), _)), e(arg(-1, f(a), _)), e(arg(1, foo, _)),
    e(arg(1, _, _)), e(arg(1.0, f(a), _)), e(arg(100000000000000000000, f(a), _)),
    e(arg(-100000000000000000000, f(a), _)),
    e(arg(1, "str", _)), e(arg(2, [a|b], _)), e(arg(3, [a|b], _)),
    e((arg(1, f(g(X)), g(Y)), X == Y)),
    e(call(arg, 2, f(a, b), _)), e(G = arg(1, f(z), _)), (G = arg(1, f(z), Z), G, print(Z), nl),
    sum_args(f(1, 2, 3, 4, 5), S), print(S), nl,
    e(functor(_, h, 3)), e(functor(_, h, -1)), e(functor(_, _, 2)),
    e(functor(_, foo(a), 1)), e(functor(_, "s", 0)), e(functor(_, 1.5, 0)),
    e((functor(T, f, 2), arg(1, T, a), arg(2, T, b))),
    e((functor(L, '[|]', 2), L = [x|y])).
