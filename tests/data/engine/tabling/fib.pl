% Memoisation: tabled fib is linear; answers are big integers.
:- table fib/2.
fib(0, 1) :- !.
fib(1, 1) :- !.
fib(N, F) :-
    N > 1,
    N1 is N-1,
    N2 is N-2,
    fib(N1, F1),
    fib(N2, F2),
    F is F1 + F2.

main :-
    fib(30, F30), print(F30), nl,
    fib(300, F300), print(F300), nl,
    abolish_all_tables,
    fib(100, F100), print(F100), nl,
    ( fib(10, 89) -> print(yes) ; print(no) ), nl,
    ( fib(10, 88) -> print(yes) ; print(no) ), nl.
