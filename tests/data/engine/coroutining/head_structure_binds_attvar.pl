% A clause head (or a body `V = T`) whose list or compound argument
% meets an attributed variable builds the term before binding it: the
% wakeup the binding records goes on the heap too, and must not land
% inside the term (issue 12).
p(s(1)).
q([a|b]).
r([X|Y], X, Y).
t(f(A, g(B)), A, B).

main :-
    freeze(X, (print(woke(X)), nl)), p(X), print(X), nl,
    freeze(Y, (print(woke(Y)), nl)), q(Y), print(Y), nl,
    freeze(Z, (print(woke(Z)), nl)), r(Z, 1, 2), print(Z), nl,
    freeze(W, (print(woke(W)), nl)), t(W, 1, 2), print(W), nl,
    freeze(V, (print(woke(V)), nl)), V = k(1, [2]), print(V), nl,
    freeze(U, fail), ( q(U) -> print(bound) ; print(hook_failed) ), nl.
