% Issue 10: 100,000 nested setup_call_cleanup/3 goals that exit
% deterministically each run their cleanup (which counts itself with
% nb_setarg/3) at once; nothing recurses on the nesting.
:- ensure_loaded(deep_cleanups).

main :-
    run(exit).
