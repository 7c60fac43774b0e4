% Deep recursion must not exhaust the machine (last-call optimisation).
count(N, N) :- !.
count(I, N) :- I1 is I + 1, count(I1, N).
len([], N, N).
len([_|T], N0, N) :- N1 is N0 + 1, len(T, N1, N).
main :-
    count(0, 1000000), write(counted), nl,
    numlist(1, 200000, L), len(L, 0, N), print(N), nl,
    length(L2, 100000), maplist(=(x), L2), last(L2, E), print(E), nl.
