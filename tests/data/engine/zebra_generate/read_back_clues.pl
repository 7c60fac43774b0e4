% Issue 26: every generated puzzle, written as text in any style and
% read back, gives the very clue terms it was made of (not only the same
% solution): the readers read what the writer writes, clue by clue.
% Sizes 3x3 to 5x5 (houses or people by attributes or categories), three
% seeds each (examples/puzzle_bench.pl goes further; read_back_all_styles
% takes 50 seeds of small puzzles).

:- use_module(library(zebra)).
:- use_module(library(zebra/generate)).

main :-
    forall(( member(N-M, [3-3, 4-4, 5-5]), member(Style, [brainzilla, zebralogic, grid]) ),
           (   aggregate_all(count,
                             ( between(1, 3, Seed),
                               zebra_generate([houses(N), attributes(M), seed(Seed), style(Style)], P),
                               same_clues(P, Style) ),
                             Same),
               format("~wx~w ~w: ~w of 3 read back to the same clues~n", [N, M, Style, Same])
           )).

same_clues(P, Style) :-
    zebra_puzzle_text(P, Style, Text),
    zebra_read(text(Text), P2),
    P = puzzle(_, _, Clues, _),
    P2 = puzzle(_, _, Clues2, _),
    Clues2 == Clues.
