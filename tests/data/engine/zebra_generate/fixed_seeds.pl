% Issue 13: library(zebra/generate) makes the same puzzle for the same
% options, on any machine and in SWI-Prolog too (its random numbers are
% its own). These pin four puzzles: a small one as a term, and one in
% each text style (the grid style's, issue 26, as a term and as text).

:- use_module(library(zebra/generate)).

main :-
    zebra_generate([houses(3), attributes(3), seed(1)], P1),
    print(P1), nl, nl,
    zebra_generate([seed(7), style(brainzilla)], P2),
    zebra_puzzle_text(P2, brainzilla, T2),
    write(T2), nl,
    zebra_generate([houses(4), attributes(4), seed(3), style(zebralogic)], P3),
    zebra_puzzle_text(P3, zebralogic, T3),
    write(T3), nl,
    zebra_generate([houses(4), attributes(5), seed(11), style(grid)], P4),
    print(P4), nl, nl,
    zebra_puzzle_text(P4, grid, T4),
    write(T4).
