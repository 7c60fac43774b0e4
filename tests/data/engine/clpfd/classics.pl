% Programs from the library(clpfd) manual and other classics: SEND+MORE
% (puzzle/1 as in the manual), n_queens/2, the manual's sudoku problem 1,
% 3x3 magic squares, a knapsack optimised with labeling([max(Expr)]) and
% a square-number puzzle.
:- use_module(library(clpfd)).

% --- SEND + MORE = MONEY, as in the manual.
puzzle([S,E,N,D] + [M,O,R,E] = [M,O,N,E,Y]) :-
    Vars = [S,E,N,D,M,O,R,Y],
    Vars ins 0..9,
    all_different(Vars),
    S*1000 + E*100 + N*10 + D +
    M*1000 + O*100 + R*10 + E #=
    M*10000 + O*1000 + N*100 + E*10 + Y,
    M #\= 0, S #\= 0.

% --- N queens, as in the manual.
n_queens(N, Qs) :-
    length(Qs, N),
    Qs ins 1..N,
    safe_queens(Qs).

safe_queens([]).
safe_queens([Q|Qs]) :- safe_queens(Qs, Q, 1), safe_queens(Qs).

safe_queens([], _, _).
safe_queens([Q|Qs], Q0, D0) :-
    Q0 #\= Q,
    abs(Q0 - Q) #\= D0,
    D1 #= D0 + 1,
    safe_queens(Qs, Q0, D1).

% --- Sudoku, as in the manual.
sudoku(Rows) :-
    length(Rows, 9), maplist(same_length(Rows), Rows),
    append(Rows, Vs), Vs ins 1..9,
    maplist(all_distinct, Rows),
    transpose(Rows, Columns),
    maplist(all_distinct, Columns),
    Rows = [As,Bs,Cs,Ds,Es,Fs,Gs,Hs,Is],
    blocks(As, Bs, Cs),
    blocks(Ds, Es, Fs),
    blocks(Gs, Hs, Is).

blocks([], [], []).
blocks([N1,N2,N3|Ns1], [N4,N5,N6|Ns2], [N7,N8,N9|Ns3]) :-
    all_distinct([N1,N2,N3,N4,N5,N6,N7,N8,N9]),
    blocks(Ns1, Ns2, Ns3).

problem(1, [[_,_,_,_,_,_,_,_,_],
            [_,_,_,_,_,3,_,8,5],
            [_,_,1,_,2,_,_,_,_],
            [_,_,_,5,_,7,_,_,_],
            [_,_,4,_,_,_,1,_,_],
            [_,9,_,_,_,_,_,_,_],
            [5,_,_,_,_,_,_,7,3],
            [_,_,2,_,1,_,_,_,_],
            [_,_,_,_,4,_,_,_,9]]).

% --- 3x3 magic squares: rows, columns and diagonals sum to 15.
magic([A,B,C,D,E,F,G,H,I]) :-
    Vs = [A,B,C,D,E,F,G,H,I],
    Vs ins 1..9,
    all_different(Vs),
    A+B+C #= 15, D+E+F #= 15, G+H+I #= 15,
    A+D+G #= 15, B+E+H #= 15, C+F+I #= 15,
    A+E+I #= 15, C+E+G #= 15,
    label(Vs).

% --- Knapsack: how many of each item, within the weight limit, for the
% greatest value.
knapsack(Counts, Value) :-
    Weights = [3, 4, 5, 9],
    Values  = [4, 5, 7, 13],
    length(Counts, 4),
    Counts ins 0..5,
    scalar_product(Weights, Counts, #=<, 20),
    scalar_product(Values, Counts, #=, Value),
    labeling([max(Value)], Counts).

% --- Squares: X = Y^2 bounds Y once X is bounded.
squares(X, Y) :-
    X in 0..50,
    X #= Y^2,
    label([X, Y]).

% Prints unbound variables as _.
show(T) :-
    copy_term(T, C, _), term_variables(C, Vs), maplist(=('_'), Vs),
    write(C), nl.

main :-
    % SEND+MORE: propagation alone fixes S, M, O; labeling finds the rest.
    puzzle(P0), format("puzzle propagated: "), show(P0),
    puzzle(P), term_variables(P, Vs), label(Vs),
    format("puzzle: "), print(P), nl,
    findall(Q, (puzzle(Q), term_variables(Q, QVs), label(QVs)), Qs),
    length(Qs, NP), format("puzzle solutions: ~d~n", [NP]),
    % Queens.
    findall(Qs6, (n_queens(6, Qs6), label(Qs6)), All6),
    length(All6, N6), format("queens 6 solutions: ~d~n", [N6]),
    format("queens 6 all: ~q~n", [All6]),
    n_queens(8, Qs8), once(labeling([ff], Qs8)),
    format("queens 8 first (ff): ~q~n", [Qs8]),
    n_queens(8, Qs8b), once(label(Qs8b)),
    format("queens 8 first: ~q~n", [Qs8b]),
    % Sudoku: the manual's problem 1 is solved by propagation alone.
    problem(1, Rows), sudoku(Rows),
    ( ground(Rows) -> G = yes ; G = no ),
    format("sudoku solved by propagation: ~w~n", [G]),
    maplist(label, Rows),
    maplist(portray_clause, Rows),
    % Magic squares.
    findall(M, magic(M), Ms), length(Ms, NM),
    format("magic squares: ~d~n", [NM]),
    Ms = [M1|_], format("first magic square: ~q~n", [M1]),
    % Knapsack: the first answer is the optimum.
    once(knapsack(Counts, Value)),
    format("knapsack: ~q value ~d~n", [Counts, Value]),
    findall(C-V, knapsack(C, V), KAll), length(KAll, NK),
    KAll = [_, K2, K3|_],
    format("knapsack answers: ~d, then ~q, ~q~n", [NK, K2, K3]),
    % Squares.
    findall(X-Y, squares(X, Y), Sq),
    format("squares: ~q~n", [Sq]),
    findall(Y2, (Y2 in -10..10, 49 #= Y2^2, label([Y2])), Roots),
    format("roots of 49: ~q~n", [Roots]),
    findall(A-B, ([A, B] ins 1..20, A #< B, A*A + 1 #= B, label([A, B])), AB),
    format("b = a^2 + 1: ~q~n", [AB]).
