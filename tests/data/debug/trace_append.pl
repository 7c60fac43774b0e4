% A recursive predicate traced through every port: the first solutions
% exit, backtracking redoes the innermost goal with a choicepoint, and
% the last redo finds nothing more, so the goals fail inside out.
app([], L, L).
app([H|T], L, [H|R]) :- app(T, L, R).

main :-
    trace,
    app([1, 2], [3], L),
    (   app(X, Y, [a, b]),
        write(X-Y), nl,
        fail
    ;   true
    ),
    notrace,
    write(L), nl.
