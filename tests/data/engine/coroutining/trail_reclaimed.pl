% A deterministic loop that binds attributed variables (each binding
% records the wakeup on the trail) keeps a bounded trail once collected:
% memory is reclaimed, however long it runs (issue 11).
:- use_module(library(clpfd)).

loop(0) :- !.
loop(N) :-
    freeze(A, true), A = 1,
    dif(B, C), B = 1, C = 2,
    X in 1..9, X #> 3, X #< 5,
    N1 is N - 1,
    loop(N1).

step.

main :-
    loop(20000),
    garbage_collect,
    step,
    statistics(trailused, T),
    (   T < 100000
    ->  writeln(bounded)
    ;   writeln(T)
    ).
