% Issue 13: every generated puzzle has exactly one solution, its clues
% are minimal (without any one of them there is a second solution), and
% written as text in either style and read back it has the same
% solution. Over sizes 2x2 to 5x5, three seeds each, and groups of clue
% kinds drawn alone (kept small: the tests run unoptimised builds too;
% examples/puzzle_bench.pl checks 800 puzzles up to 7x7).

:- use_module(library(zebra)).
:- use_module(library(zebra/generate)).

main :-
    forall(( member(N-M, [2-2, 3-3, 4-4, 5-5]), member(Style, [brainzilla, zebralogic]) ),
           check_size(N, M, Style)),
    forall(member(Kinds, [[same, not_same, at], [next_to, left_of, at_end], [between, not_at],
                          [somewhere_left_of, somewhere_right_of, not_next_to, right_of, at]]),
           check_kinds(Kinds)).

check_size(N, M, Style) :-
    aggregate_all(count,
                  ( between(1, 3, Seed),
                    zebra_generate([houses(N), attributes(M), seed(Seed), style(Style)], P),
                    good(P, Style) ),
                  Good),
    format("~wx~w ~w: ~w of 3 unique, minimal, read back~n", [N, M, Style, Good]).

check_kinds(Kinds) :-
    aggregate_all(count,
                  ( between(1, 2, Seed),
                    zebra_generate([houses(4), attributes(3), seed(Seed), kinds(Kinds)], P),
                    P = puzzle(_, _, Clues, _),
                    forall(member(C, Clues), ( functor(C, K, _), memberchk(K, Kinds) )),
                    good(P, brainzilla) ),
                  Good),
    format("~w: ~w of 2 good~n", [Kinds, Good]).

good(P, Style) :-
    findall(S, zebra_solve(P, S), [S0]),
    P = puzzle(N, Attrs, Clues, Qs),
    forall(select(_, Clues, Rest),
           \+ findall(x, zebra_solve(puzzle(N, Attrs, Rest, Qs), _), [_])),
    zebra_puzzle_text(P, Style, Text),
    zebra_read(text(Text), P2),
    findall(S, zebra_solve(P2, S), [S0]).
