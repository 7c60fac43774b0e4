% between/3 with big-integer bounds and values, as SWI (found by review,
% issue 5: big integers work where small ones do).
main :-
    findall(X, between(18446744073709551614, 18446744073709551616, X), L1), print(L1), nl,
    B is 2**70, findall(X, limit(3, between(B, inf, X)), L2), print(L2), nl,
    ( between(1, B, 5) -> write(yes) ; write(no) ), nl,
    ( between(1, 10, B) -> write(yes) ; write(no) ), nl,
    ( between(1, inf, B) -> write(yes) ; write(no) ), nl,
    findall(X, between(9223372036854775806, 9223372036854775808, X), L3), print(L3), nl,
    C is -(2**70), ( between(C, 0, -5) -> write(yes) ; write(no) ), nl,
    findall(X, between(B, 1, X), L4), print(L4), nl.
