% Single sided unification: a head only matches calls it subsumes, so a
% call's variables are never bound by head matching; output is by
% unification in the body. Repeated head variables need identical
% arguments. Guards run after matching and commit.
classify(X), X > 0 => Class = pos, print(Class), nl.
classify(0) => print(zero), nl.
classify(X), X < 0 => print(neg), nl.

len([], N) => N = 0.
len([_|T], N) => len(T, N0), N is N0 + 1.

same(X, X) => print(same), nl.
same(_, _) => print(diff), nl.

wrap(X, Y) => Y = f(X).

shape(f(X)) => ( var(X) -> print(f(var)) ; print(f(X)) ), nl.
shape(g(_, _)) => print(g), nl.
shape(_) => print(other), nl.

% Leading unifications of the guard are part of the head's matching.
z(X, Y), X = f(Y) => print(z(X, Y)), nl.
z(_, _) => print(zother), nl.

% Other guards may bind.
w(X), member(X, [a]) => print(guard_bound(X)), nl.
w(_) => print(other), nl.

main :-
    classify(3), classify(0), classify(-2),
    len([a, b, c], N), print(N), nl,
    same(A, A), same(A, _), same(1, 1), same(1, 2), same(f(B), f(B)), same(f(_), f(_)),
    wrap(1, W), print(W), nl,
    ( wrap(1, f(1)) -> print(yes) ; print(no) ), nl,
    ( wrap(1, g(1)) -> print(yes) ; print(no) ), nl,
    shape(f(1)), shape(_), shape(g(1, 2)), shape(f(_)),
    z(C, b), ( var(C) -> print(unbound) ; print(C) ), nl,
    z(f(1), D), ( var(D) -> print(unbound) ; print(D) ), nl,
    z(f(1), 1),
    w(V), print(V), nl.
