% term_to_atom(?Term, ?Atom) and term_string(?Term, ?String) both ways:
% writing quotes atoms as writeq/1 does; reading shares variables by name
% and honours operators.
main :-
    term_to_atom(f('A', [1,2], "s", 'x y'), A1), print(A1), nl,
    term_to_atom(T1, 'foo(X, Y, X)'), T1 = foo(P, Q, R),
    ( P == R, P \== Q -> write(shared) ; write(distinct) ), nl,
    term_to_atom(T2, 'a :- b, c'), T2 = (H :- B), print(H/B), nl,
    term_string(1+2*3, S1), print(S1), nl,
    term_string(T3, "[a|b]"), print(T3), nl,
    term_to_atom(g(1), 'g(1)'), write(checked), nl,
    catch(term_string(_, 1+2), error(E, _), (print(E), nl)).
