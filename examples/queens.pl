% The N-queens puzzle: place N queens on an N x N board so that no two
% attack each other.  Qs is a list of column numbers, one per row.  Queens
% are placed one row at a time, each in a column not used yet (select/3),
% and only where no queen already placed attacks it along a diagonal, so
% dead ends are cut off early.

:- initialization(main, main).

queens(N, Qs) :-
    numlist(1, N, Columns),
    place(Columns, [], Qs).

% place(Unused, Placed, Qs): Placed are the queens so far, latest first.
place([], Qs, Qs).
place(Unused, Placed, Qs) :-
    select(Q, Unused, Rest),
    no_attack(Q, Placed, 1),
    place(Rest, [Q|Placed], Qs).

% no_attack(Q, Qs, D): Q is not on a diagonal with the queens Qs, the first
% of which is D rows away.
no_attack(_, [], _).
no_attack(Q, [Q1|Qs], D) :-
    Q1 =\= Q + D,
    Q1 =\= Q - D,
    D1 is D + 1,
    no_attack(Q, Qs, D1).

main :-
    N = 8,
    aggregate_all(count, queens(N, _), Count),
    format("~d queens: ~d solutions~n", [N, Count]),
    queens(N, First), !,
    format("The first one, ~w:~n", [First]),
    forall(member(Q, First), print_rank(N, Q)).

% print_rank(N, Q): one row of the board with its queen in column Q.
print_rank(N, Q) :-
    forall(between(1, N, C),
           ( C =:= Q -> write(' Q') ; write(' .') )),
    nl.
