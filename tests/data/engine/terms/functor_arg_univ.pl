main :-
    functor(foo(a, b, c), N, A), print(N/A), nl,
    functor(T, point, 3), T = point(X, Y, Z), X = 1, Y = 2, Z = 3, print(T), nl,
    functor(abc, N2, A2), print(N2/A2), nl,
    functor(42, N3, A3), print(N3/A3), nl,
    functor(T5, bar, 0), print(T5), nl,
    arg(2, f(a, b, c), B), print(B), nl,
    findall(I-V, arg(I, g(x, y), V), L), print(L), nl,
    ( arg(4, f(a), _) -> write(yes) ; write(no) ), nl,
    f(a, b) =.. U1, print(U1), nl,
    T6 =.. [h, 1, 2], print(T6), nl,
    atom =.. U2, print(U2), nl,
    7 =.. U3, print(U3), nl,
    T7 =.. [only], print(T7), nl.
