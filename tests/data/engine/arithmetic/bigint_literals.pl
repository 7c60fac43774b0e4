% Big integer literals and printing: decimal, radix, digit groups,
% negative, at the i64 boundary, in every writer.
main :-
    X = 123456789012345678901234567890,
    write(X), nl,
    Y = -123456789012345678901234567890,
    print(Y), nl,
    writeq(f(X, Y, -(X), - 1, -(-(1)))), nl,
    write_canonical([X, Y]), nl,
    A = 0x123456789abcdef0123456789, write(A), nl,
    B = 0b1111111111111111111111111111111111111111111111111111111111111111111,
    write(B), nl,
    C = 0o7777777777777777777777777, write(C), nl,
    D = 16'FFFFFFFFFFFFFFFFFFFF, write(D), nl,
    E = 1_000_000_000_000_000_000_000, write(E), nl,
    F = 36'ZZ, write(F), nl,
    G = 0'\x41\, write(G), nl,
    H = 9223372036854775807, write(H), nl,
    I = 9223372036854775808, write(I), nl,
    J = -9223372036854775808, write(J), nl,
    K = -9223372036854775809, write(K), nl,
    writeq(1 - K), nl,
    writeq(- K), nl,
    writeq(-(9223372036854775808)), nl,
    ( integer(I) -> write(integer) ; write(not_integer) ), nl,
    ( number(K) -> write(number) ; write(not_number) ), nl,
    ( atomic(X) -> write(atomic) ; write(not_atomic) ), nl,
    ( compound(X) -> write(compound) ; write(not_compound) ), nl,
    ( var(X) -> write(var) ; write(nonvar) ), nl,
    big_fact(Z), write(Z), nl,
    ( big_fact(123456789012345678901234567890) -> write(yes) ; write(no) ), nl,
    ( big_fact(123456789012345678901234567891) -> write(yes) ; write(no) ), nl,
    big_in_struct(S), writeq(S), nl.

big_fact(123456789012345678901234567890).

big_in_struct(s([1, 99999999999999999999999], "str", g(-99999999999999999999999))).
