% A leading `V = T` on a head argument goes into the head, as in SWI;
% the body's V is still the argument itself, not a copy of T built
% again: setarg/3 on V shows through every other occurrence of V, in
% nested terms and inside control constructs (issue 12).
p(X) :- X = f(_), setarg(1, X, a), writeln(X).
q(X, Y) :- X = g(_, _), Y = [X], setarg(2, X, b), setarg(1, X, z), print(Y), nl.
r(X) :- X = h(_), setarg(1, X, c), ( true -> writeln(w(X)) ; true ).
s(L) :- L = [_, _], nb_setarg(1, L, d), L = [E|_], writeln(E).
t(X) :- X = k(A), A = 1, u(X, X).
u(X, Y) :- ( X == Y -> writeln(same(X)) ; writeln(differ) ).

main :-
    p(P), writeln(P),
    p(f(b)),
    q(Q, R), print(Q-R), nl,
    r(_),
    s(_),
    t(_),
    ( p(g(_)) -> true ; writeln(no_p) ).
