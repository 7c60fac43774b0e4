% Powers and atan2 at the edges, as SWI-Prolog: anything to the power 0
% or 0.0 is the integer 1 (SWI's `2.0^0` is 1); the integer bases 1 and 0
% stay integers whatever the exponent (`1 ** inf` is 1, `0 ** 2.5` is 0);
% an infinite or NaN argument of a float power or of atan2/2 is an
% error.  Differential fuzzer categories (d) and (e), issue 10.
p(X, Y, Z) :- Z is X ** Y.
q(X, Y, Z) :- Z is X ^ Y.
a(X, Y, Z) :- Z is atan2(X, Y).

r(G, Z, R) :- catch((G, R = Z), error(E, _), R = E).

main :-
    forall(member(X-Y, [2.5-0, 2.5-0.0, 2.5-1, 2.5-2, 0.0-0, 2-0.0, -2.5-0,
                        0.5-inf, inf-0.5, inf-0, nan-0, 2-3, 2-(-1), 2.0-(-1),
                        0.0-(-1.0), 1-inf, 1-2.5, 1.0-inf, -1-inf, 0-inf, 1-nan,
                        1-(-2.5), 0-2.5, 0-(-2.5), 0-nan, -1-2.0, -1-3]),
           ( r(p(X, Y, Z1), Z1, R1), r(q(X, Y, Z2), Z2, R2),
             r(a(X, Y, Z3), Z3, R3), r(V is X ** Y, V, R4),
             print([X, Y, R1, R2, R3, R4]), nl
           )).
