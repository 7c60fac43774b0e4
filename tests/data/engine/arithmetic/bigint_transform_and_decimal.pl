% Products, powers and decimal text of integers long enough for the
% engine's own transform multiplication (from 3000 64-bit words) and
% divide-and-conquer decimal conversion (from 850,000 bits), issue 12.
% (Unit tests in src/term/big/ run both at small sizes too.)
% Each result is checked by means that do not go through them: division
% (the crate's), powm/3, and reading the digits back.
t(G) :- catch((G -> true ; write(failed)), error(E, _), print(caught(E))), nl.

% Digits of X: how many, the first and last 25, 30 from the middle,
% and whether they read back as X.
digits(X) :-
    format(atom(A), "~d", [X]),
    atom_length(A, L),
    sub_atom(A, 0, 25, _, First), sub_atom(A, _, 25, 0, Last),
    Mid is L // 2, sub_atom(A, Mid, 30, _, Middle),
    atom_number(A, Y), ( Y =:= X -> Back = same ; Back = different ),
    write(L/First/Middle/Last/Back).

d(E) :- X is E, digits(X).

main :-
    % powers: residues computed by powm/3, a quotient by division
    X is 7 ^ 150000,
    t((R1 is X mod (2 ^ 61 - 1), R2 is powm(7, 150000, 2 ^ 61 - 1), write(R1-R2))),
    t((R3 is X mod 1000000007, R4 is powm(7, 150000, 1000000007), write(R3-R4))),
    t((Q is X // 7 ^ 149990, write(Q))),
    N is -(3 ^ 200001),
    t((R5 is N mod (10 ^ 30), write(R5))),
    t((N2 is (-3) ^ 200001, N2 =:= N -> write(odd_power_ok) ; write(odd_power_wrong))),
    % products of long factors, undone by division
    A is 3 ^ 130000 + 17, B is 11 ^ 60000 - 5,
    P is A * B,
    t((P // B =:= A, P mod B =:= 0 -> write(product_ok) ; write(product_wrong))),
    t((P2 is (-A) * B, P2 =:= -P -> write(sign_ok) ; write(sign_wrong))),
    % text: the digits of a long power, and of nines then zeros, negative
    t(d(7 ^ 310000)),
    t(d(-(10 ^ 130000 - 1) * 10 ^ 130000)).
