% Towers of Hanoi: recursion with an accumulator of moves.
hanoi(0, _, _, _, Ms, Ms) :- !.
hanoi(N, From, To, Via, Ms0, Ms) :-
    N1 is N - 1,
    hanoi(N1, From, Via, To, Ms0, Ms1),
    Ms1 = [From-To|Ms2],
    hanoi(N1, Via, To, From, Ms2, Ms).
main :-
    hanoi(3, left, right, middle, Moves, []),
    forall(member(F-T, Moves), format("move ~w -> ~w~n", [F, T])),
    hanoi(10, a, c, b, Ms, []), length(Ms, N), format("10 discs: ~d moves~n", [N]).
