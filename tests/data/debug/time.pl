% time/1 reports on user_error after each solution, on failure and on
% an exception (which it passes on). The test masks the times.
app([], L, L).
app([H|T], L, [H|R]) :- app(T, L, R).

nrev([], []).
nrev([H|T], R) :- nrev(T, RT), app(RT, [H], R).

main :-
    time(true),
    numlist(1, 30, L),
    time(nrev(L, _)),
    (   time(app(X, _, [1, 2])), write(X), nl, fail ; true ),
    (   time(fail) -> true ; write(failed), nl ),
    catch(time(throw(oops)), B, (write(caught(B)), nl)),
    time(app(P, _, [1])), !,
    write(P), nl.
