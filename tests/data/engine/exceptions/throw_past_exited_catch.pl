% A catch/3 whose goal has exited (leaving choicepoints) no longer
% catches: a ball thrown after it goes past it to an outer catch, and the
% goal after it does not run again. Found by the differential fuzzer
% (issue 10): the catch was revived when the choicepoints above it were
% undone, so its recovery ran and the continuation ran twice.
main :-
    catch(( catch(member(X, [1, 2]), _, true),
            format("after inner catch: ~w~n", [X]),
            throw(x) ),
          B, ( format("outer caught ~w~n", [B]) )),
    catch(( catch(member(Y, [a, b, c]), _, true),
            format("<~w>", [Y]),
            format("~D~n", [1.5]) ),
          error(E, _), ( format("~nouter caught ~q~n", [E]) )),
    % Still active when the goal is re-entered by backtracking.
    catch(( catch(( member(Z, [1, 2, 3]), Z >= 2, throw(inner(Z)) ), inner(W), format("inner caught ~w~n", [W])),
            format("continued~n"),
            throw(outer) ),
          outer, format("outer caught outer~n")),
    % Two exited catches, a ball for neither.
    catch(( catch(member(_, [1, 2]), _, true),
            catch(member(_, [3, 4]), _, true),
            write(once), nl,
            throw(deep) ),
          deep, ( write(caught_deep), nl )).
