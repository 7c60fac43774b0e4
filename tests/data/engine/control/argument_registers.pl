% Head arguments passed on in the same position stay in their argument
% registers; these clauses exercise the cases around that (issue 2).
same(X, X, Y) :- q(X, Y, Y).
swap(X, Y, Z) :- q(Y, X, Z).
inner(X, f(X), Y) :- q(X, g(X, Y), Y).
twice(X, Y) :- Z is Y + 1, q(X, Z, X).
q(A, B, C) :- print(q(A, B, C)), nl.

main :-
    same(a, a, b),
    ( same(a, b, c) -> true ; write(no), nl ),
    swap(1, 2, 3),
    inner(z, f(z), w),
    twice(k, 41),
    findall(L-R, app_(L, R, [1,2]), Ps), print(Ps), nl.

app_([], L, L).
app_([H|T], L, [H|R]) :- app_(T, L, R).
