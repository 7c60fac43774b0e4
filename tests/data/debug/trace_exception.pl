% An error raised deep inside traced goals passes the Exception port of
% each goal it leaves; the catch/3 that handles it sits in main, which is
% not traced. A call to an unknown procedure raises its error from the
% call itself and shows no ports of its own.
check(X) :- X > 0.
positive(X) :- check(X).
total(L, N) :- walk(L, 0, N).
walk([], N, N).
walk([X|Xs], N0, N) :- positive(X), N1 is N0 + X, walk(Xs, N1, N).

caller :- undefined_here.

main :-
    trace,
    catch(total([1, two], _), error(E, _), true),
    catch(caller, error(E2, _), true),
    notrace,
    print(E), nl,
    print(E2), nl.
