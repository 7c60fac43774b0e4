% Shared by the cleanup_deep_* cases (it has no .out, so it is not a
% case itself): 100,000 nested setup_call_cleanup/3 frames, finished by
% an exception, a failure, a cut or the deterministic exit; each cleanup
% counts itself with nb_setarg/3.
count(C) :- arg(1, C, N0), N is N0 + 1, nb_setarg(1, C, N).

deep(0, throw, _) :- throw(done).
deep(0, fail, _) :- fail.
deep(0, cut, _) :- member(_, [1, 2]).
deep(0, exit, _).
deep(N, How, C) :-
    N > 0,
    N1 is N - 1,
    setup_call_cleanup(true, deep(N1, How, C), count(C)).

%   The if-then-else's condition is cut when it succeeds: that cut
%   removes the choicepoints the cut case leaves.
run(How) :-
    C = counter(0),
    (   catch(deep(100000, How, C), E, true)
    ->  (   var(E) -> E = true ; true )
    ;   E = failed
    ),
    arg(1, C, N),
    format("~w: ~w, ~w cleanups~n", [How, E, N]).
