% copy_term/2 and findall/3 keep shared subterms shared, as SWI does: a
% term of 40 nested s(T, T) pairs is 2^40 cells unfolded, and copying it
% the plain way ran out of memory (resource_error) where SWI copies it
% at once.  Differential fuzzer, seed 8888 cases 3865 and 4090 (issue 10).
r0(0, T, T).
r0(N, T0, T) :- N1 is N - 1, r0(N1, s(T0, T0), T).

depth(s(A, _), D) :- !, depth(A, D0), D is D0 + 1.
depth(_, 0).

main :-
    r0(40, a, T),
    copy_term(T, C), depth(C, D), write(D), nl,
    ( C == T -> write(equal) ; write(different) ), nl,
    findall(T, true, [F]), ( F == T -> write(equal) ; write(different) ), nl,
    r0(30, _, V), copy_term(V, W), ( V =@= W -> write(variant) ; write(not_variant) ), nl,
    W = s(X, Y), ( X == Y -> write(shared_var_kept) ; write(split) ), nl.
