% Issue 10: exceptions and setup_call_cleanup/3, as in SWI. When both the
% goal and the cleanup raise, the goal's exception wins; otherwise an
% exception from the cleanup is passed on, from whichever port ran it
% (deterministic exit, failure, cut).  A cut that runs several cleanups
% runs them all and passes on the first exception.
t(Name, G) :-
    write(Name), write(': '),
    catch(( call(G) -> write(yes) ; write(no) ), B, ( write(caught(B)) )),
    nl.

c(Tag) :- write(cleanup(Tag)), write(' ').
c_throw(Tag) :- write(cleanup(Tag)), write(' '), throw(Tag).

formal(G) :- catch(G, error(F, _), ( write(F), nl )).

main :-
    t(goal_throws, setup_call_cleanup(true, throw(g), c(a))),
    t(both_throw, setup_call_cleanup(true, throw(g), c_throw(c))),
    t(exit_cleanup_throws, setup_call_cleanup(true, true, c_throw(c))),
    t(fail_cleanup_throws, setup_call_cleanup(true, fail, c_throw(c))),
    t(cut_cleanup_throws, ( setup_call_cleanup(true, member(_, [1, 2]), c_throw(c)), !,
                            write(not_reached) )),
    t(retry_exit_throws, ( setup_call_cleanup(true, member(X, [1, 2]), c_throw(c)),
                           write(X), write(' '), X > 1 )),
    t(later_throw_wins, ( setup_call_cleanup(true, member(_, [1, 2]), c_throw(c)),
                          throw(later) )),
    t(first_of_two, ( setup_call_cleanup(true, member(_, [1, 2]), c_throw(c1)),
                      setup_call_cleanup(true, member(_, [1, 2]), c_throw(c2)), ! )),
    t(inner_exit_outer_exception, ( setup_call_cleanup(true, member(_, [1, 2]), c(c1)),
                                    setup_call_cleanup(true, member(Y, [1, 2]), c_throw(c2)),
                                    Y > 1 )),
    % The cleanup's exception comes from the cut: a catch/3 around the cut
    % sees it, one around the goal only does not.
    t(catch_around_cut, catch(( setup_call_cleanup(true, member(_, [1, 2]), throw(c)), ! ),
                              B, ( write(inner_caught(B)), write(' ') ))),
    t(catch_around_goal, ( catch(setup_call_cleanup(true, member(_, [1, 2]), throw(c)),
                                 B2, ( write(inner_caught(B2)), write(' ') )), ! )),
    % At the exception port the goal's bindings are undone.
    t(undone, ( setup_call_cleanup(true, member(Z, [1, 2]),
                                   ( var(Z) -> write('unbound ') ; write('bound ') )),
                throw(x) )),
    % A setup that fails or raises runs no cleanup.
    t(setup_fails, setup_call_cleanup(fail, true, c(s))),
    t(setup_throws, setup_call_cleanup(throw(s), true, c(s))),
    % Errors in the arguments: the cleanup is checked after the setup ran
    % (and before the goal); a bad goal is found after the cleanup frame
    % is in place, so the cleanup runs.
    formal(setup_call_cleanup(write(setup), true, _)),
    formal(setup_call_cleanup(true, true, 1)),
    formal(setup_call_cleanup(true, _, c(g))),
    formal(setup_call_cleanup(true, 1, c(g))),
    formal(call_cleanup(true, _)).
