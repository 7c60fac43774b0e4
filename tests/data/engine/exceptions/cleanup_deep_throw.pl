% Issue 10: an exception unwinds 100,000 nested setup_call_cleanup/3
% frames in one pass, running every cleanup (each counts itself with
% nb_setarg/3); nothing in the machine recurses on the nesting.
count(C) :- arg(1, C, N0), N is N0 + 1, nb_setarg(1, C, N).

deep(0, throw, _) :- throw(done).
deep(N, How, C) :-
    N > 0,
    N1 is N - 1,
    setup_call_cleanup(true, deep(N1, How, C), count(C)).

run(How) :-
    C = counter(0),
    (   catch(deep(100000, How, C), E, true)
    ->  true
    ;   E = failed
    ),
    arg(1, C, N),
    format("~w: ~w, ~w cleanups~n", [How, E, N]).

main :-
    run(throw).
