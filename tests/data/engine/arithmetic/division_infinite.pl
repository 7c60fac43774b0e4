% Division with infinities and zeros, as SWI-Prolog: an integer over an
% infinity is the integer 0 (`1/inf` is 0, `1.0/inf` is 0.0), an
% infinity over zero overflows, a finite non-zero number over zero is a
% zero divisor, inf/inf and 0/0.0 are undefined.  Compiled clauses and
% goals built at run time agree.  Differential fuzzer, seed 8888 cases
% 2598 and 3675 (issue 10).
d(X, Y, Z) :- Z is X / Y.

r(G, Z, R) :- catch((G, R = Z), error(E, _), R = E).

main :-
    Inf is inf, NInf is -inf, NaN is nan,
    forall(member(X-Y, [1-Inf, -1-Inf, 0-Inf, 1-NInf, 1.0-Inf, (10^30)-Inf,
                        Inf-Inf, NInf-0, Inf-0, 1-0.0, 1.0-0, 0-0.0, -1-0.0,
                        Inf-2, 3-2, 4-2, 1-NaN, 65536-NInf]),
           ( V is X, r(d(V, Y, Z1), Z1, R1), r(Z2 is V / Y, Z2, R2),
             print([R1, R2]), nl
           )),
    Q is xor(-128, (65536 / -inf) ** 17), print(Q), nl.
