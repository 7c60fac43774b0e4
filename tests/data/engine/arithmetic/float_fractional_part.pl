% float_fractional_part/1 and float_integer_part/1 as C's modf: the
% fraction has the sign of its argument (-2.0 gives -0.0) and an
% infinity's fraction is a zero of its sign, where x - trunc(x) would
% be NaN.  Found by the differential fuzzer.
t(E) :-
    catch(( X is E, writeq(E = X) ), error(F, _), writeq(E - F)),
    nl.

main :-
    forall(member(E, [float_fractional_part(2.75), float_fractional_part(-2.75),
                      float_fractional_part(2.0), float_fractional_part(-2.0),
                      float_fractional_part(0.0), float_fractional_part(-0.0),
                      float_fractional_part(inf), float_fractional_part(-inf),
                      float_fractional_part(nan), float_fractional_part(-3),
                      float_fractional_part(1.0e300),
                      float_fractional_part(ceiling(-inf)),
                      float_fractional_part(float_integer_part(-2.25)) * 2,
                      cos(float_fractional_part(-inf)),
                      float_integer_part(-0.5), float_integer_part(inf),
                      float_integer_part(-3)]),
           t(E)).
