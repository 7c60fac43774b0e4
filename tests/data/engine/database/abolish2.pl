% abolish/2 (issue 14): abolish(Name, Arity) is abolish(Name/Arity),
% with SWI's errors.
t(G) :- catch(( call(G) -> print(G) ; print(no) ), error(E, _), print(error(E))), nl.

:- dynamic p/1.
p(1).
p(2).

main :-
    findall(X, p(X), Xs), print(Xs), nl,
    t(abolish(p, 1)),
    catch(p(_), error(existence_error(procedure, PI), _), true), print(PI), nl,
    t(abolish(nosuch, 2)),
    t(abolish(foo, a)),
    t(abolish(_, 1)),
    t(abolish(foo, _)),
    t(abolish(atom_length, 2)).
