% Deterministic tail recursion runs in constant memory, and a long list
% is built and walked without overflowing (the logic of bench/tailrec.pl,
% sized for a debug build).
count(0) :- !.
count(N) :- N1 is N - 1, count(N1).

len([], N, N).
len([_|T], N0, N) :- N1 is N0 + 1, len(T, N1, N).

mk(0, []) :- !.
mk(N, [N|T]) :- N1 is N - 1, mk(N1, T).

main :-
    count(3000000), write(counted), nl,
    mk(1000000, L), len(L, 0, N), print(N), nl,
    L = [First|_], last(L, Last), print(First-Last), nl.
