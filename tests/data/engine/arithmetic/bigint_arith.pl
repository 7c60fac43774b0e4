% Each operator with small, big and float arguments.
t(E) :- catch((X is E, print(X)), error(Er, _), print(caught(Er))), nl.

main :-
    B = 1267650600228229401496703205376,   % 2**100
    forall(member(E, [
        9223372036854775807 + 1, -9223372036854775808 - 1, 9223372036854775807 * 2,
        -(-9223372036854775808), abs(-9223372036854775808), -9223372036854775808 // -1,
        B + 1, B - B, B - 1, 1 - B, B * B, B * 0, B * -1, B + 0.5, B * 1.5,
        B // 3, -B // 7, -B div 7, -B mod 7, -B rem 7, B mod -7, B rem -7,
        B / 4, B / (2**98), B / 3, 7 / B, B / B, B / 0, B // 0, B mod 0,
        abs(-B), sign(-B), sign(B), min(B, 1), max(B, 1.0e40), min(B, 1.0e40), max(B, -B),
        gcd(B, 6**50), gcd(-B, 0), msb(B), msb(1), msb(0), lsb(B),
        B >> 98, -B >> 98, -B >> 200, B >> -2, 1 << 100, -1 << 70, 5 << 0, B << 3,
        \ B, B /\ (2**70 + 5), -B \/ 3, xor(B, -1), xor(B, B),
        2 ** 100, 2 ^ 100, 2 ** -1, 2 ^ -1, (-2) ** 63, (-2) ** 64, 0 ^ 0, 3 ** 40,
        (2 ** 100) ** 2, 2 ** 2.0, 1 ** B, (-1) ** (B + 1), 7 ^ 0, 10 ^ 20,
        truncate(1.0e20), integer(1.0e20), floor(-1.0e20), ceiling(1.5e19),
        round(2.5e19), integer(-9.3e18), truncate(9.3e18),
        float(B), float(2 ** 2000), B + 1.0e300, 2 ** 2000 + 0.5, sqrt(B), log(B), exp(B),
        float_integer_part(B), float_fractional_part(B), integer(B), truncate(B), round(-B),
        powm(3, B, 1000007), copysign(B, -1.0), getbit(B, 100), getbit(B, 99)
    ]), t(E)).
