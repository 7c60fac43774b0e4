% A small generate-and-test puzzle that has no solution: every
% candidate is generated, tested and rejected, ending in Fail ports.
color(red).
color(green).
color(blue).

differ(X, Y) :- color(X), color(Y), X \== Y.

puzzle(A, B) :- differ(A, B), A == blue, B == blue.

main :-
    trace,
    (   puzzle(A, B)
    ->  write(A-B)
    ;   write(no_solution)
    ),
    notrace,
    nl.
