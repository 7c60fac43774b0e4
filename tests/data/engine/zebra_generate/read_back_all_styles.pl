% Issue 26: the property every generated puzzle has, in every style.
% For seeds 1 to 50, the puzzle written out (brainzilla, zebralogic,
% term; grid, a logic-grid puzzle with no houses) and read back is the
% very puzzle it was made as (the same categories and values and the
% same clue terms, clue by clue) and has exactly one solution.  Small
% sizes keep it fast (3 houses or people; the grid puzzles have four
% categories, so that two or three of them are words and numbers);
% read_back_clues checks larger ones on fewer seeds.

:- use_module(library(zebra)).
:- use_module(library(zebra/generate)).

main :-
    forall(member(Style-N-M, [brainzilla-3-3, zebralogic-3-3, term-3-3, grid-3-4]),
           (   aggregate_all(count,
                             ( between(1, 50, Seed),
                               read_back(Style, N, M, Seed) ),
                             Good),
               format("~w ~wx~w: ~w of 50 read back to the same clues, one solution~n",
                      [Style, N, M, Good])
           )).

read_back(Style, N, M, Seed) :-
    generate_options(Style, Options),
    zebra_generate([houses(N), attributes(M), seed(Seed)|Options], P),
    text(Style, P, Text),
    zebra_read(text(Text), P2),
    P2 == P,
    findall(x, limit(2, zebra_solve(P2, _)), [_]).

generate_options(term, []) :- !.
generate_options(Style, [style(Style)]).

text(term, P, Text) :-
    !,
    with_output_to(string(Text), portray_clause(P)).
text(Style, P, Text) :-
    zebra_puzzle_text(P, Style, Text).
