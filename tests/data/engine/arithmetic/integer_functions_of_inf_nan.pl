% A function that needs integers, given an infinite float, raises
% evaluation_error(float_overflow); given NaN, evaluation_error(undefined);
% given any other float, type_error(integer, F). Found by the differential
% fuzzer (issue 10).
t(E) :-
    catch(( X is E, writeq(E = X) ), error(F, _), writeq(E - F)),
    nl.

% The same through compiled arithmetic.
compiled(X) :-
    catch(( Y is X // 2, writeq(Y) ), error(F, _), writeq(F)),
    nl.

main :-
    forall(member(E, [inf // 2, 2 // inf, inf mod 2, 2 rem -inf, inf div 2,
                      xor(1, inf), gcd(inf, 2), msb(inf), inf >> 1, 1 << inf,
                      \ inf, inf /\ 1, -inf \/ 1, nan // 2, msb(nan),
                      1.5 // 2, 4.0 // 2, 1.0e300 mod 2,
                      ceiling(inf), floor(-inf), round(inf), truncate(nan),
                      integer(inf)]),
           t(E)),
    X is inf, compiled(X),
    Y is nan, compiled(Y),
    compiled(2.5),
    compiled(9).
