% Big integer powers, the functions over them and their text in every
% radix (issue 12: the big-integer crate behind them was replaced).
t(G) :- catch((G -> true ; write(failed)), error(E, _), print(caught(E))), nl.
w(E) :- t((X is E, write(X))).

main :-
    w(7 ^ 100), w(-7 ^ 101), w((-7) ^ 101), w(2 ** 200 - 1), w(10 ^ 40 + 1),
    w(3 ^ 1000 mod 1000007), w(7 ^ 10000 mod 10 ^ 20),
    X is 7 ^ 100000, w(msb(X)), w(lsb(X * 2 ^ 77)), w(popcount(X) mod 1000),
    t((number_codes(X, Cs), length(Cs, N), write(N))),
    t((atom_length(X, L), write(L))),
    t((format(atom(A), "~d", [X]), sub_atom(A, 0, 20, _, P), write(P))),
    t((format(atom(B), "~16r", [X]), sub_atom(B, _, 20, 0, S), write(S))),
    t((Y is X // 7 ^ 99990, write(Y))),
    t((Z is X - 7 ^ 100000, write(Z))),
    % floor and truncating division and remainders of mixed signs
    Big is 2 ^ 100 + 12345, NBig is -Big, Small is 3 ^ 40, NSmall is -Small,
    forall(member(U-V, [Big-Small, NBig-Small, Big-NSmall, NBig-NSmall]),
           ( w(U // V), w(U mod V), w(U rem V), w(U div V), t(divmod_check(U, V)) )),
    w(gcd(2 ^ 100 * 3 ^ 7, -(6 ^ 50))), w(gcd(-(2 ^ 90), 0)),
    w(lcm(2 ^ 70 * 9, -(2 ^ 65 * 15))),
    w(powm(3, 2 ^ 70 + 1, 2 ^ 89 - 1)), w(powm(-(5 ^ 30), 12345, 10 ^ 25 + 7)),
    w(powm(7, 100, -(10 ^ 21 + 1))), w(powm(2 ^ 80, 0, 1)), w(powm(2 ^ 80, 3, 0)),
    w(powm(3, -(2 ^ 70), 7)),
    w(\ (2 ^ 100)), w((2 ^ 100) /\ (-(3 ^ 70))), w((2 ^ 100) \/ (-(3 ^ 70))),
    w(xor(-(2 ^ 100), 3 ^ 70)), w(-(2 ^ 100) >> 37), w(-(2 ^ 100 + 1) >> 100),
    w(-(2 ^ 100) >> 1000), w(1 << 100), w(-(3 ^ 50) << 33),
    w(getbit(-(2 ^ 100), 100)), w(getbit(-(2 ^ 100), 99)), w(getbit(2 ^ 100 + 1, 0)),
    w(getbit(-(2 ^ 100), 1000)), w(getbit(2 ^ 100, 2 ^ 70)), w(getbit(-2, -1)),
    w(abs(-(2 ^ 64))), w(sign(-(2 ^ 64))), w(truncate(1.0e30)), w(integer(-2.5e20)),
    w(float(2 ^ 100)), w(2 ^ 100 / 2 ^ 98), w((2 ^ 100 + 1) / 2),
    w(2 ^ (-1)), w(2 ^ 70 ** 2), w(0 ^ 0), w((-1) ^ (2 ^ 70 + 1)),
    w(2 ^ (-(2 ^ 70))),
    % text in radixes, both ways
    forall(member(R, [2, 8, 10, 16, 36]),
           t((format(atom(T), "~*r", [R, -(7 ^ 60)]), write(T)))),
    t((format("~16R", [7 ^ 40]))),
    t((format("~D", [-(10 ^ 30)]))), t((format("~3D", [10 ^ 25]))),
    t((format("~e", [7 ^ 400]))), t((format("~a", [7 ^ 30]))),
    t((format("~t~d~50|", [7 ^ 30]))), t((format("~8|~t~d~40|", [-(7 ^ 30)]))),
    t((atom_number('0x1fffffffffffffffffffffffff', N1), write(N1))),
    t((atom_number('36\'zzzzzzzzzzzzzzzzzzzzzz', N2), write(N2))),
    t((atom_number('-0b1111111111111111111111111111111111111111111111111111111111111111111', N3), write(N3))),
    t((number_codes(N4, "123456789012345678901234567890"), write(N4))),
    t((atom_to_term('X = 0o7777777777777777777777777', T5, _), arg(2, T5, V5), write(V5))),
    t((N6 = 123456789012345678901234567890123, N7 is N6 * 1, N6 == N7, write(same))).

divmod_check(U, V) :- divmod(U, V, Q, M), U =:= Q * V + M, write(Q/M).
