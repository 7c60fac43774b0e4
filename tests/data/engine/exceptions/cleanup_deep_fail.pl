% Issue 10: a failure backtracks through 100,000 nested
% setup_call_cleanup/3 frames in one pass, running every cleanup (each
% counts itself with nb_setarg/3); nothing recurses on the nesting.
:- ensure_loaded(deep_cleanups).

main :-
    run(fail).
