% Deep terms: building, unifying, comparing and copying a term nested
% 500,000 levels deep must not overflow any native stack (the logic of
% bench/deep.pl, which goes a million deep; halved to stay fast in a
% debug build).
nest(0, T, T) :- !.
nest(N, T0, T) :- N1 is N - 1, nest(N1, f(T0), T).

main :-
    nest(500000, a, A),
    nest(500000, a, B),
    ( A = B -> write(unified) ; write(not_unified) ), nl,
    ( A == B -> write(identical) ; write(different) ), nl,
    compare(Order, A, B), print(Order), nl,
    nest(499999, b, C), D = f(C),
    compare(Order2, A, D), print(Order2), nl,
    copy_term(A, E), ( E == A -> write(copied) ; write(copy_differs) ), nl,
    nest(500000, _, V), copy_term(V, W),
    ( W \== V, W = V -> write(fresh_copy) ; write(shared_copy) ), nl.
