% Issue 26: "Who ...?" on a street with no names asks for the category
% of people.  Generated puzzles (brainzilla style, 3 houses, 4
% categories) that have cars but no nationalities nor jobs get their
% names replaced by jobs (a one-to-one renaming, so the puzzle keeps
% its one solution), and each value of every other category is asked
% about ("Who drives the Ford?", "Who is the 35-year-old?"): every
% answer must be the job in that value's house, never the car, whose
% values are names too (corpus 35 once got "Who drinks tea?" answered
% "Subaru").

:- use_module(library(zebra)).
:- use_module(library(zebra/generate)).

main :-
    findall(Seed, ( between(1, 400, Seed), with_cars(Seed, _) ), Seeds0),
    length(Seeds, 12), append(Seeds, _, Seeds0),
    aggregate_all(count, ( member(Seed, Seeds), answered_by_job(Seed) ), Good),
    aggregate_all(count, ( member(Seed, Seeds), with_cars(Seed, P),
                           P = puzzle(_, As, _, _), member(A-Vs, As), A \== job,
                           member(_, Vs) ), Questions),
    format("~w of 12 puzzles with cars and jobs: every \"Who\" answered with a job (~w questions)~n",
           [Good, Questions]).

% with_cars(+Seed, -Puzzle): the puzzle of Seed, names renamed as jobs,
% when it has a car category and neither nationalities nor jobs.
with_cars(Seed, puzzle(N, As, Clues, [])) :-
    zebra_generate([houses(3), attributes(4), seed(Seed), style(brainzilla)],
                   puzzle(N, As0, Clues0, _)),
    memberchk(car-_, As0),
    \+ memberchk(nationality-_, As0),
    \+ memberchk(job-_, As0),
    As0 = [name-Names|Rest],
    Jobs = [baker, pilot, teacher],
    pairs_keys_values(Map, Names, Jobs),
    As = [job-Jobs|Rest],
    rename(Clues0, Map, Clues).

rename(name=V, Map, job=J) :- !, memberchk(V-J, Map).
rename(T0, Map, T) :-
    compound(T0), !,
    T0 =.. [F|Args0], maplist([A0, A]>>rename(A0, Map, A), Args0, Args), T =.. [F|Args].
rename(T, _, T).

answered_by_job(Seed) :-
    with_cars(Seed, P),
    zebra_puzzle_text(P, brainzilla, Text0),
    P = puzzle(_, As, _, _),
    findall(Q-(A=V), ( member(A-Vs, As), A \== job, member(V, Vs),
                       question(A=V, Q) ), QVs),
    pairs_keys(QVs, Qs),
    atomic_list_concat([Text0|Qs], '\n', Text),
    zebra_read(text(Text), puzzle(_, _, _, Read), []),
    zebra_solve(P, Solution),
    length(Read, L), length(QVs, L),
    forall(nth1(I, Read, R),
           ( nth1(I, QVs, _-X),
             answer(R, Solution, X) )).

% question(+Attr=Value, -Text): "Who drives the Ford?", "Who is the
% tea drinker?"
question(X, Q) :-
    zebra_generate:'$zg_phrase'(brainzilla, X, Phrase),
    (   atom_concat('the person who ', Rest, Phrase)
    ->  format(atom(Q), "Who ~w?", [Rest])
    ;   format(atom(Q), "Who is ~w?", [Phrase])
    ).

% answer(+Question, +Solution, +X): the question read asks for
% the job in the house where X is, and the solution has one.
answer(question(_, what(job, X0)), Solution, X) :-
    X0 == X,
    member(House, Solution), memberchk(X, House), memberchk(job=_, House),
    !.
