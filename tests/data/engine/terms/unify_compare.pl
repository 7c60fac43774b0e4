main :-
    ( f(X, b) = f(a, Y) -> print(X/Y) ; write(no) ), nl,
    ( f(a) = f(b) -> write(yes) ; write(no) ), nl,
    ( a \= b -> write(differ) ; write(same) ), nl,
    ( f(_) \= f(1) -> write(differ) ; write(unifiable) ), nl,
    ( g(Z) == g(Z) -> write(identical) ; write(not_identical) ), nl,
    ( g(_) == g(_) -> write(identical) ; write(not_identical) ), nl,
    ( 1 \== 1.0 -> write(not_identical) ; write(identical) ), nl,
    [H|T] = [1, 2, 3], print(H-T), nl,
    atom_codes(xyz, Cs), [A, B | C] = Cs, atom_codes(At, [A, B]), print(At-C), nl,
    ( unify_with_occurs_check(W, f(W)) -> write(cyclic) ; write(occurs_check_failed) ), nl,
    ( ground(f(a, [b])) -> write(ground) ; write(nonground) ), nl,
    ( ground(f(a, _)) -> write(ground) ; write(nonground) ), nl,
    ( subsumes_term(f(_, b), f(a, b)) -> write(subsumes) ; write(no) ), nl.
