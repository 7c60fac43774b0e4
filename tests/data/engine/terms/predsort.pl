by_length(O, A, B) :-
    atom_length(A, LA), atom_length(B, LB),
    compare(O, LA, LB).
by_second(O, _-A, _-B) :- compare(O, A, B).
desc(O, A, B) :- compare(O, B, A).
main :-
    predsort(by_length, [ccc, a, bb, dd, eeee], L1), print(L1), nl,
    predsort(by_second, [x-3, y-1, z-2, w-1], L2), print(L2), nl,
    predsort(desc, [3, 1, 4, 1, 5, 9, 2, 6], L3), print(L3), nl,
    predsort(desc, [], L4), print(L4), nl.
