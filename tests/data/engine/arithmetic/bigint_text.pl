% Big integers as text: number_codes/atom_number/number_string/
% term_to_atom round trips, and the edge cases of number parsing.
t(G) :-
    catch((G -> R = yes ; R = no), error(E, _), R = caught(E)),
    numbervars(G, 0, _), print(R-G), nl.

main :-
    B is 2 ** 100,
    number_codes(B, Cs), atom_codes(A, Cs), print(A), nl,
    number_codes(X, Cs), ( X == B -> print(same) ; print(differs) ), nl,
    atom_number(A, N), print(N), nl,
    atom_number(A2, B), print(A2), nl,
    number_string(N2, "-98765432109876543210"), print(N2), nl,
    term_to_atom(T, 'f(123456789012345678901234567890, -5)'), print(T), nl,
    term_to_atom(g(B), At), print(At), nl,
    atom_length(B, L), print(L), nl,
    atom_concat(B, x, AC), print(AC), nl,
    atomic_list_concat([a, B, -1], '/', AL), print(AL), nl,
    atom_string(B, S), print(S), nl,
    number_chars(NC, ['1', '2', '3', '4', '5', '6', '7', '8', '9', '0', '1', '2', '3', '4', '5', '6', '7', '8', '9', '0']), print(NC), nl,
    forall(member(Str, ["abc", " 12", "12 ", "0x1A", "1e10", "1.0e10", "+12", "-12",
                        "- 12", "123456789012345678901234567890", "-123456789012345678901234567890",
                        "0x123456789abcdef0123456789", "16'FFFFFFFFFFFFFFFFFFFF",
                        "1_000_000_000_000_000_000_000", "9223372036854775808",
                        "-9223372036854775809", "", "\n12", "12.", "0'a", "0'\\n", "1 000"]),
           ( t(number_codes(_, Str)),
             string_codes(Str, Codes), atom_codes(Atom, Codes),
             t(atom_number(Atom, _)),
             t(number_string(_, Str)) )),
    t(atom_number(abc, _)),
    t(atom_length(123456789012345678901234567890, _)).
