% SEND + MORE = MONEY with library(clpfd): give each letter a different
% digit so that the sum holds.  The letters are integer variables 0..9,
% all different, and the sum is one linear equation; propagation alone
% finds M = 1, O = 0 and S = 9, and labeling finds the rest.

:- use_module(library(clpfd)).
:- initialization(main, main).

puzzle([S,E,N,D,M,O,R,Y]) :-
    Vars = [S,E,N,D,M,O,R,Y],
    Vars ins 0..9,
    all_different(Vars),
              1000*S + 100*E + 10*N + D
            + 1000*M + 100*O + 10*R + E
    #= 10000*M + 1000*O + 100*N + 10*E + Y,
    S #\= 0, M #\= 0.

main :-
    puzzle(Vars),
    label(Vars),
    Vars = [S,E,N,D,M,O,R,Y],
    format("  ~w~w~w~w~n", [S,E,N,D]),
    format("+ ~w~w~w~w~n", [M,O,R,E]),
    format("-------~n"),
    format(" ~w~w~w~w~w~n", [M,O,N,E,Y]),
    findall(x, (puzzle(Vs), label(Vs)), All),
    length(All, Count),
    format("~nSolutions: ~d~n", [Count]).
