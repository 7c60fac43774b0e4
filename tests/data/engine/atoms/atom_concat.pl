main :-
    atom_concat(abc, def, A1), print(A1), nl,
    atom_concat(X, def, abcdef), print(X), nl,
    atom_concat(abc, Y, abcdef), print(Y), nl,
    findall(P+S, atom_concat(P, S, abc), L), print(L), nl,
    atom_concat(abc, 123, A2), print(A2), nl,
    ( atom_concat(x, _, abc) -> write(yes) ; write(no) ), nl,
    catch(atom_concat(_, _, _), error(F, _), (print(F), nl)).
