% Issue 10: setup_call_cleanup/3 runs the cleanup when a cut removes the
% last choicepoint of its goal, at the cut, with the goal's bindings
% still in place; nested cleanups run innermost first.
c(Tag) :- write(cleanup(Tag)), nl.
t(Name, G) :-
    write(Name), write(': '),
    catch(( call(G) -> write(yes) ; write(no) ), B, ( write(caught(B)) )),
    nl.

cut_in_clause(X) :- setup_call_cleanup(true, member(X, [1, 2, 3]), c(clause(X))), !.

main :-
    t(cut, ( setup_call_cleanup(true, member(X1, [1, 2]), c(X1)), write(X1), nl, ! )),
    t(cut_in_clause, ( cut_in_clause(X2), write(after(X2)), nl )),
    t(once, ( once(setup_call_cleanup(true, member(_, [1, 2]), c(once))), write(after), nl )),
    t(not, \+ setup_call_cleanup(true, member(_, [1, 2]), c(not))),
    t(if_then_else, ( setup_call_cleanup(true, member(X3, [1, 2]), c(ite)), X3 == 1
                    -> write(then), nl ; write(else), nl )),
    t(call_cleanup, ( call_cleanup(member(_, [1, 2]), c(cc)), ! )),
    t(nested, ( setup_call_cleanup(true,
                    setup_call_cleanup(true, member(_, [1, 2]), c(inner)),
                    c(outer)), ! )),
    t(two_goals, ( setup_call_cleanup(true, member(_, [1, 2]), c(first)),
                   setup_call_cleanup(true, member(_, [a, b]), c(second)), ! )),
    % The cleanup's bindings stay, as in SWI.
    t(bindings, ( setup_call_cleanup(true, member(_, [1, 2]), Y = bound), !,
                  write(Y), nl )),
    % Cutting outside a catch/3 runs the cleanup inside it.
    t(catch, ( catch(setup_call_cleanup(true, member(_, [1, 2]), c(in_catch)), _, true),
               write(after_catch), nl, ! )),
    % A cleanup that fails or leaves choicepoints changes nothing.
    t(cleanup_fails, ( setup_call_cleanup(true, member(_, [1, 2]), fail), ! )),
    t(cleanup_nondet, ( setup_call_cleanup(true, member(_, [1, 2]), member(Z, [p, q])), !,
                        write(Z), nl )),
    % Only the cut that removes the last choicepoint runs it: a cut
    % inside the goal does not.
    t(inner_cut, ( setup_call_cleanup(true, ( member(X4, [1, 2, 3]), X4 >= 2, ! ; true ), c(ic)),
                   write(X4), nl )),
    % After the cleanup ran, backtracking does not run it again.
    t(once_only, ( findall(X5, ( once(setup_call_cleanup(true, member(X5, [1, 2]), c(oo))) ; X5 = 9 ), L),
                   write(L), nl )).
