% `V = T` in a body, with T a compound, an atom or a number, compiles
% as head unification on V's register instead of a call of =/2: V
% bound (match in place) or unbound (build), first occurrences,
% environment variables, wakeups of attributed variables before the
% next goal, and the shapes that stay with the builtin (issue 12).
bound(X) :- X = f(A, b), print(A), nl.
unbound(X) :- atom(a), X = f(z, [1, 2|T]), T = [], print(X), nl.
first :- X = g(1, h(2)), print(X), nl, Y = 3, print(Y), nl.
perm(X) :- print(start), nl, X = k(A), print(A), nl, X = k(B), print(B), nl.
rev(X) :- f(A) = X, print(A), nl.
nested(X) :- X = [p(A)|q(B, [C])], print(A/B/C), nl.
mismatch(X) :- ( X = f(_) -> print(yes) ; print(no) ), nl.
consts(X, Y) :- X = abc, Y = 2.5, print(X/Y), nl.
cyclic :- X = f(X), X = f(Y), ( Y == X -> print(cyclic) ; print(other) ), nl.
str(X) :- X = "text", string(X), print(X), nl.
big(X) :- X = 123456789012345678901234567890, print(X), nl.
woken :- freeze(X, (print(woke(X)), nl)), X = s(1), print(after), nl.
woken2 :- freeze(X, (print(woke), nl)), X = s(Y), Y = 2, print(Y), nl.
guarded :- dif(X, f(a)), ( X = f(a) -> print(unified) ; print(dif_held) ), nl.
twice(X) :- X = t(A), X = t(1), print(A), nl.
share(X) :- Y = p(X), X = q(Y, Z), Z = 1, Y = p(q(W, _)),
    ( W == Y -> print(cyclic) ; print(acyclic) ), nl.

main :-
    bound(f(a, b)), ( bound(f(a, c)) -> true ; print(bound_fails), nl ),
    unbound(U), print(U), nl, first, perm(k(7)),
    ( perm(k(z)), fail ; true ),
    rev(f(r)), nested([p(1)|q(2, [3])]), mismatch(g(1)), mismatch(f(1)),
    mismatch(_), consts(abc, 2.5), ( consts(abc, 2) -> true ; print(c_fails), nl ),
    cyclic, str(_), big(_), woken, woken2, guarded, twice(_),
    ( share(_) -> true ; print(share_fails), nl ).
