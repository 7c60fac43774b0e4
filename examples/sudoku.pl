% A hard sudoku (Arto Inkala's, 2012) solved with library(clpfd).
%
% The grid is a list of nine rows of nine variables, each 1..9; every
% row, column and 3x3 box holds nine distinct digits (all_distinct/1,
% which also reasons about which digits a group still needs).  What
% propagation leaves open, labeling decides, choosing first the square
% with the fewest digits left (ff).

:- use_module(library(clpfd)).
:- initialization(main, main).

puzzle([[8,_,_, _,_,_, _,_,_],
        [_,_,3, 6,_,_, _,_,_],
        [_,7,_, _,9,_, 2,_,_],
        [_,5,_, _,_,7, _,_,_],
        [_,_,_, _,4,5, 7,_,_],
        [_,_,_, 1,_,_, _,3,_],
        [_,_,1, _,_,_, _,6,8],
        [_,_,8, 5,_,_, _,1,_],
        [_,9,_, _,_,_, 4,_,_]]).

sudoku(Rows) :-
    length(Rows, 9), maplist(same_length(Rows), Rows),
    append(Rows, Vs), Vs ins 1..9,
    maplist(all_distinct, Rows),
    transpose(Rows, Columns),
    maplist(all_distinct, Columns),
    Rows = [As, Bs, Cs, Ds, Es, Fs, Gs, Hs, Is],
    blocks(As, Bs, Cs),
    blocks(Ds, Es, Fs),
    blocks(Gs, Hs, Is).

% blocks(R1, R2, R3): the 3x3 boxes of three consecutive rows.
blocks([], [], []).
blocks([N1,N2,N3|Ns1], [N4,N5,N6|Ns2], [N7,N8,N9|Ns3]) :-
    all_distinct([N1,N2,N3,N4,N5,N6,N7,N8,N9]),
    blocks(Ns1, Ns2, Ns3).

main :-
    puzzle(Rows),
    format("Puzzle:~n"),
    print_grid(Rows),
    sudoku(Rows),
    append(Rows, Vs),
    labeling([ff], Vs),
    format("~nSolution:~n"),
    print_grid(Rows),
    puzzle(Again), sudoku(Again), append(Again, Vs2),
    findall(x, labeling([ff], Vs2), All),
    length(All, Count),
    format("~nSolutions: ~d~n", [Count]).

% print_grid(Rows): the grid with a line between the bands of boxes and
% a bar between the stacks; an empty square prints as a dot.
print_grid(Rows) :-
    Rows = [R1, R2, R3, R4, R5, R6, R7, R8, R9],
    maplist(print_row, [R1, R2, R3]),
    format("------+-------+------~n"),
    maplist(print_row, [R4, R5, R6]),
    format("------+-------+------~n"),
    maplist(print_row, [R7, R8, R9]).

print_row([A, B, C, D, E, F, G, H, I]) :-
    maplist(square, [A, B, C, D, E, F, G, H, I], Cs),
    format("~w ~w ~w | ~w ~w ~w | ~w ~w ~w~n", Cs).

square(V, C) :- ( integer(V) -> C = V ; C = '.' ).
