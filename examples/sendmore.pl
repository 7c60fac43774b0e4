% SEND + MORE = MONEY: give each letter a different digit so that the sum
% holds.  Plain generate-and-test: select/3 picks the digits one by one
% from those not used yet, and the sum is checked column by column, from
% the units up, as soon as a column's letters are known.

:- initialization(main, main).

solve([S,E,N,D,M,O,R,Y]) :-
    Digits = [0,1,2,3,4,5,6,7,8,9],
    select(D, Digits, Ds1),
    select(E, Ds1, Ds2),
    select(Y, Ds2, Ds3),
    C1 is (D + E) // 10,  Y =:= (D + E) mod 10,
    select(N, Ds3, Ds4),
    select(R, Ds4, Ds5),
    C2 is (N + R + C1) // 10,  E =:= (N + R + C1) mod 10,
    select(O, Ds5, Ds6),
    C3 is (E + O + C2) // 10,  N =:= (E + O + C2) mod 10,
    select(S, Ds6, Ds7), S > 0,
    select(M, Ds7, _), M > 0,
    M =:= (S + M + C3) // 10,  O =:= (S + M + C3) mod 10.

main :-
    solve([S,E,N,D,M,O,R,Y]),
    format("  ~w~w~w~w~n", [S,E,N,D]),
    format("+ ~w~w~w~w~n", [M,O,R,E]),
    format("-------~n"),
    format(" ~w~w~w~w~w~n", [M,O,N,E,Y]),
    findall(x, solve(_), All),
    length(All, Count),
    format("~nSolutions: ~d~n", [Count]).
