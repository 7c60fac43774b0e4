% A float exactly halfway between two shortest digit strings prints the
% one ending in an even digit, as SWI does (found by the differential
% fuzzer, issue 12): 835449633883130.25 is 835449633883130.2.
main :-
    X is (11**15)/5, print(X), nl,
    forall(member(F, [835449633883130.25, 1392416057294928.25, 596749752597287.25,
                      0.25, 2.5, 0.125, 1.5, 9007199254740993.0, 4503599627370497.5,
                      0.30000000000000004, 1.0e23, 5.0e-324, 2.2250738585072014e-308]),
           ( print(F), nl )),
    forall(between(1, 6, I), ( Y is (4177248169415651 + I) / 5, print(Y), nl )).
