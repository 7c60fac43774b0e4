% Issue 10: one cut removes the choicepoints of 100,000 nested
% setup_call_cleanup/3 goals and runs every cleanup (each counts itself
% with nb_setarg/3) in one pass; nothing recurses on the nesting.
count(C) :- arg(1, C, N0), N is N0 + 1, nb_setarg(1, C, N).

deep(0, cut, _) :- member(_, [1, 2]).
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
    run(cut).
