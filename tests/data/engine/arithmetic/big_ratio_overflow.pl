% Dividing integers whose quotient is not an integer: as SWI, each
% becomes a float first, so one too big for a float makes the division
% overflow even when the quotient would fit; zebralog scaled both down
% and, for a negative divisor, gave a wrong finite answer (differential
% fuzzer, seed 9999 case 969, issue 10).
r(G, Z, R) :- catch((G, R = Z), error(E, _), R = E).

main :-
    forall(member(A-B, [(1000000^62*3)-(-18446744073709551617), (10^400)-3,
                        (10^400+1)-(10^390), (10^30)-7, (-(10^30))-7, 7-(10^400),
                        (10^20+1)-(10^20+3), (10^400)-(10^390)]),
           ( X is A, Y is B, r(Q is X / Y, Q, R), print(R), nl )).
