% puzzle_bench.pl: a benchmark of library(zebra) (issue 13), not a test.
% For each size it generates puzzles from seeds 1..Count, then solves
% each again from its term and from its text in both styles, and prints
% the mean and the slowest time per puzzle (CPU time, milliseconds):
%
%     zebralog examples/puzzle_bench.pl            (200 puzzles per size)
%     zebralog examples/puzzle_bench.pl 50         (50)
%
% Solving asks for every solution (there must be exactly one), as
% `zebralog puzzle solve --all` does.

:- use_module(library(zebra)).
:- use_module(library(zebra/generate)).

:- initialization(main, main).

main :-
    current_prolog_flag(argv, Argv),
    (   member(A, Argv), atom_number(A, Count)
    ->  true
    ;   Count = 200
    ),
    format("~w puzzles per size; CPU ms per puzzle, mean / slowest~n~n", [Count]),
    format("~w~t~8|~w~t~26|~w~t~44|~w~t~62|~w~n",
           [size, generate, 'solve term', 'read+solve text', clues]),
    forall(member(N-M, [4-4, 5-5, 6-6, 7-7]), bench(N, M, Count)).

bench(N, M, Count) :-
    numlist(1, Count, Seeds),
    maplist(generate(N, M), Seeds, Puzzles, GenTimes),
    maplist(solve_term, Puzzles, SolveTimes),
    maplist(text_round(Seeds), Puzzles, Seeds, TextTimes),
    maplist(clue_count, Puzzles, Clues),
    stats(GenTimes, G),
    stats(SolveTimes, S),
    stats(TextTimes, T),
    sum_list(Clues, CS),
    CM is CS / Count,
    format("~wx~w~t~8|~w~t~26|~w~t~44|~w~t~62|~1f~n", [N, M, G, S, T, CM]).

% The clue kinds both text styles have words for.
generate(N, M, Seed, P, Ms) :-
    Kinds = [same, not_same, left_of, right_of, somewhere_left_of,
             somewhere_right_of, next_to, not_next_to, at, not_at, at_end,
             not_at_end, between],
    timed(zebra_generate([houses(N), attributes(M), seed(Seed), kinds(Kinds)], P), Ms).

solve_term(P, Ms) :-
    timed(findall(S, zebra_solve(P, S), [_]), Ms).

% Even seeds are written and read in the brainzilla style, odd ones in
% the ZebraLogic style.
text_round(_, P, Seed, Ms) :-
    (   Seed mod 2 =:= 0 -> Style = brainzilla ; Style = zebralogic ),
    zebra_puzzle_text(P, Style, Text),
    timed(( zebra_read(text(Text), P2), findall(S, zebra_solve(P2, S), [_]) ), Ms).

clue_count(puzzle(_, _, Clues, _), N) :-
    length(Clues, N).

timed(Goal, Ms) :-
    statistics(cputime, T0),
    (   call(Goal) -> true ; throw(error(failed(Goal), _)) ),
    statistics(cputime, T1),
    Ms is (T1 - T0) * 1000.

stats(Times, Text) :-
    length(Times, N),
    sum_list(Times, Sum),
    max_list(Times, Max),
    Mean is Sum / N,
    format(atom(Text), "~2f / ~1f", [Mean, Max]).
