% setup_call_cleanup/3 runs the cleanup once when the (deterministic) goal
% succeeds, fails or raises; the exception then continues.
main :-
    setup_call_cleanup(write(setup), write(' goal'), (write(' cleanup'), nl)),
    ( setup_call_cleanup(true, fail, (write(cleanup_after_fail), nl)) -> true
    ; write(failed), nl ),
    catch(setup_call_cleanup(true, throw(oops), (write(cleanup_after_throw), nl)),
          B, (print(caught(B)), nl)),
    ( setup_call_cleanup(fail, write(never), write(never)) -> true
    ; write(setup_failed), nl ),
    call_cleanup(X = 1, (write(cc), nl)), print(X), nl.
