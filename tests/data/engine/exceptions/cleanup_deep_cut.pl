% Issue 10: one cut removes the choicepoints of 100,000 nested
% setup_call_cleanup/3 goals and runs every cleanup (each counts itself
% with nb_setarg/3) in one pass; nothing recurses on the nesting.
:- ensure_loaded(deep_cleanups).

main :-
    run(cut).
