% Goals wake before the next goal whatever it is: a call, an inline
% builtin (write/1), arithmetic, a findall/3 collecting the solution;
% a frozen goal's choicepoints are backtracked into (issue 11).
p(X, Y) :- freeze(X, member(Y, [1, 2, 3])), X = a.
q(1) :- print(never), nl.
r(1) :- Y is 2, print(Y), nl.

main :-
    findall(Y, (freeze(X, member(Y, [1, 2, 3])), X = a), L), print(L), nl,
    findall(Y2, p(_, Y2), L2), print(L2), nl,
    (   freeze(Z, member(W, [1, 2])), Z = a, W == 2
    ->  print(ok(W))
    ;   print(no)
    ),
    nl,
    findall(A-B, (freeze(A, member(B, [x, y])), member(A, [1, 2])), L3),
    print(L3), nl,
    catch((freeze(E, throw(e1)), q(E)), Ball, (print(caught(Ball)), nl)),
    freeze(V, V2 = 2), V = 1, V3 is V2 + 1, print(V3), nl,
    freeze(U, (print(woke), nl)), r(U),
    freeze(T, T2 = 5), call(T = 1), ( T2 > 3 -> print(big) ; print(small) ), nl.
