% Issue 10: setup_call_catcher_cleanup/4 unifies Catcher with the port
% that finished the goal (exit, fail, exception(E), external_exception(E)
% for an exception raised after the goal exited with choicepoints, or !
% for a cut) and runs the cleanup only if that succeeds.
t(Name, G) :-
    write(Name), write(': '),
    catch(( call(G) -> write(yes) ; write(no) ), B, ( write(caught(B)) )),
    nl.

port(P) :- write(port(P)), write(' ').

main :-
    t(exit, setup_call_catcher_cleanup(true, true, P1, port(P1))),
    t(fail, setup_call_catcher_cleanup(true, fail, P2, port(P2))),
    t(exception, setup_call_catcher_cleanup(true, throw(x), P3, port(P3))),
    t(cut, ( setup_call_catcher_cleanup(true, member(_, [1, 2]), P4, port(P4)), ! )),
    t(external, ( setup_call_catcher_cleanup(true, member(_, [1, 2]), P5, port(P5)),
                  throw(y) )),
    t(external_deeper, ( setup_call_catcher_cleanup(true, member(_, [1, 2]), P6, port(P6)),
                         member(_, [a, b]), throw(y) )),
    t(exception_after_retry, setup_call_catcher_cleanup(true,
                               ( member(X, [1, 2]), X > 1, throw(z) ), P7, port(P7))),
    t(exit_after_retry, ( setup_call_catcher_cleanup(true, member(X8, [1, 2]), P8, port(P8)),
                          X8 > 1 )),
    t(fail_after_retry, ( setup_call_catcher_cleanup(true, member(X9, [1, 2]), P9, port(P9)),
                          X9 > 5 )),
    t(fail_after_exits, ( setup_call_catcher_cleanup(true, ( member(X10, [1, 2]) ; fail ),
                                                     P10, port(P10)),
                          write(X10), write(' '), X10 > 5 )),
    % A catcher that does not unify: no cleanup.
    t(no_match_exit, setup_call_catcher_cleanup(true, true, fail, port(never))),
    t(no_match_exception, setup_call_catcher_cleanup(true, throw(x), exception(y), port(never))),
    t(no_match_cut, ( setup_call_catcher_cleanup(true, member(_, [1, 2]), exit, port(never)), ! )),
    t(match_exception, setup_call_catcher_cleanup(true, throw(x), exception(x), port(matched))).
