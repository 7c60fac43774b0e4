% Issue 10: 100,000 nested setup_call_cleanup/3 goals that exit
% deterministically each run their cleanup (which counts itself with
% nb_setarg/3) at once; nothing recurses on the nesting.
count(C) :- arg(1, C, N0), N is N0 + 1, nb_setarg(1, C, N).

deep(0, exit, _).
deep(N, How, C) :-
    N > 0,
    N1 is N - 1,
    setup_call_cleanup(true, deep(N1, How, C), count(C)).

run(How) :-
    C = counter(0),
    deep(100000, How, C),
    !,
    arg(1, C, N),
    format("~w: ~w cleanups~n", [How, N]).

main :-
    run(exit).
