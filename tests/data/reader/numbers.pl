% Integers, bases, character codes, digit groups, big integers, floats.
ints(0, 42, 007, 1_000_000, 0x1F, 0xff, 0o17, 0b101).
codes(0'a, 0'A, 0' , 0'\n, 0'\t, 0'\\, 0''', 0'', 0'\x41\, 0'\e).
big(9223372036854775807, 9223372036854775808, 123456789012345678901234567890, 0xFFFFFFFFFFFFFFFFFF).
neg(-1, -9223372036854775808, -9223372036854775809, -0x10, -0'a, -1.5).
floats(1.0, 1.5e10, 1.0E-5, 1e10, 2.5e+3, 0.1, 123.456, 1.0Inf, -1.0Inf, 1.5NaN).
notfloat(X) :- X = 1.e5.
minus(- 1, -(1), -(-(1)), - (-1), -(-1), - - 1, a-1, a - 1, a - -1, a - (-1), 1 - -1, 2 ** -1, 3-(-2)).
minus_op(-a, - a, -(a), -(-(a)), - (1), -(3), - 1^2, -1^2, -(1)^2, -a^2, - 1.0Inf).
arith(X) :- X is 2 + 3 * 4 - 10 / 2 mod 3 ** 2 ^ 2.
% Issue 14: `0''` is 39 as in SWI (ISO: no character code); `0'` and a raw
% newline or tab neither; `0b`, `0o`, `0x` without digits are 0 and a name.
swi_reads(0'').
iso_error(0'	).
iso_error(0bop).
