% Issue 10: a head argument passed on in place stays in its argument
% register even when inline builtins come before the final call; the
% compiler checks what every instruction writes and stops keeping the
% registers the builtins' arguments overwrite.

q2(X, Y) :- writeq(X-Y), nl.
q3(X, Y, Z) :- writeq(X-Y-Z), nl.

ib1(X, Y) :- write(Y), nl, q2(X, Y).
ib2(X, Y, Z) :- atom_length(abc, N), N > 0, q3(X, Y, Z).
ib3(X, Y) :- X \== Y, q2(X, Y).
ib4(X, Y) :- Y \== X, q2(X, Y).
ib5(X, Y) :- atom(X), integer(Y), q2(X, Y).
ib6(X, Y) :- functor(X, F, _), F \== g, q2(X, Y).
ib7(X, Y) :- format("~w~n", [Y]), q2(X, Y).
ib8(X, Y, Z) :- Z == Y, X \== Z, 1 < 2, q3(X, Y, Z).
ib9(X, Y) :- Y = X, atom_codes(X, C), C = [_|_], q2(X, Y).
ib10(X, Y, Z) :- arg(1, Y, A), A == Z, q3(X, Y, Z).
ib11(X, Y) :- X @< Y, compare(O, X, Y), O == (<), q2(X, Y).
ib12(X, Y) :- Z is X + 1, atom(Y), q2(Z, Y).

t(G) :- ( catch(G, E, (print(caught(E)), nl)) -> true ; writeq(failed(G)), nl ).

main :-
    t(ib1(a, b)),
    t(ib2(a, b, c)),
    t(ib3(a, b)),
    t(ib4(a, b)),
    t(ib4(a, a)),
    t(ib5(a, 1)),
    t(ib6(f(x), y)),
    t(ib7(a, b)),
    t(ib8(a, b, b)),
    t(ib9(abc, _)),
    t(ib10(x, f(z), z)),
    t(ib11(a, b)),
    t(ib12(1, b)).
