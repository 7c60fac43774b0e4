% The replay checker of library(zebra/grid_explain) over grid puzzles
% (issues 26, 27): `zebralog -q -g main -t halt grid_explain_check.pl
% -- FILE... generated(From, To)`.  For each puzzle file, and for the
% grid puzzles made here from seeds From..To (grid_generated/seedNN.txt
% are seeds 8 to 10, written out by portray_clause/2), one line: its name, `ok` or
% the checker's problems, and the explanation's figures (`several` or
% `no_solution` for a puzzle read so: no steps).  A file the reader
% refuses is `unreadable`, a house puzzle `house`.  tests/it/grid_corpus.rs runs it.

:- use_module(library(zebra)).

main :-
    current_prolog_flag(argv, Args),
    forall(member(A, Args), run(A)).

run(Arg) :-
    (   sub_atom(Arg, 0, _, _, 'generated(')
    ->  term_to_atom(generated(From, To), Arg),
        forall(between(From, To, Seed),
               ( generate(Seed, P),
                 format(atom(Name), "generated ~d", [Seed]),
                 check(Name, P) ))
    ;   catch(zebra_read(file(Arg), P), error(zebra_error(_), _), fail)
    ->  (   P = puzzle(grid(_), _, _, _)
        ->  check(Arg, P)
        ;   format("~w house~n", [Arg])
        )
    ;   format("~w unreadable~n", [Arg])
    ).

% `-g broken`: the checker on explanations broken on purpose, for each
% file: the first clue step's first conclusion turned round (yes for
% no), and a premise of the last step said to come from a step after
% it.  Each must be reported.
broken :-
    current_prolog_flag(argv, Files),
    forall(member(F, Files),
           ( zebra_read(file(F), P),
             zebra_grid_explain(P, E),
             E = explanation(Steps, O, S),
             once(append(Before, [step(Id, clue(K), Ps, [no(X, Y)|Cs], Xs)|After], Steps)),
             append(Before, [step(Id, clue(K), Ps, [yes(X, Y)|Cs], Xs)|After], Steps1),
             zebra_grid_check(P, explanation(Steps1, O, S), Problems1),
             format("turned round: ~q~n", [Problems1]),
             append(Init, [step(L, R, [_-Cell|Ps2], Cs2, Xs2)], Steps),
             Later is L + 1,
             append(Init, [step(L, R, [Later-Cell|Ps2], Cs2, Xs2)], Steps2),
             zebra_grid_check(P, explanation(Steps2, O, S), Problems2),
             format("premise from later: ~q~n", [Problems2]) )).

check(Name, P) :-
    zebra_grid_explain(P, E),
    E = explanation(_, Outcome, Stats),
    functor(Outcome, O, _),
    zebra_grid_check(P, E, Problems),
    (   Problems == [], O == solution
    ->  format("~w ok ~w~n", [Name, Stats])
    ;   format("~w ~w ~w ~w~n", [Name, O, Problems, Stats])
    ).

% A 4x4 or 5x4 grid puzzle with one solution: a random solution, then
% random clues true of it (identities, comparisons and differences of
% prices, either/or, of-A-and-B, all different) until it is unique,
% then only those it needs.
% The random numbers are Park and Miller's, so a seed is one puzzle.
generate(Seed, puzzle(grid(N), Attributes, Clues, [])) :-
    S0 is Seed * 7919 + 1,
    rand(S0, 2, K, S1),
    N is 4 + K,
    numlist(1, N, Is),
    Names = [ana, bo, cy, di, ed],
    Pets = [cat, dog, eel, fox, gnu],
    Towns = [oslo, rome, kiev, lima, bern],
    maplist([I, V]>>(P is 8 + 2 * I, format(atom(V), "$~d", [P])), Is, Prices),
    take(N, Names, Ns), take(N, Pets, Ps), take(N, Towns, Ts),
    Attributes = [name-Ns, price-Prices, pet-Ps, town-Ts],
    shuffle(Is, S1, Perm2, S2),
    shuffle(Is, S2, Perm3, S3),
    shuffle(Is, S3, Perm4, S4),
    Solution = [Is, Perm2, Perm3, Perm4],
    clues(S4, Attributes, Solution, N, [], Clues0, 0),
    minimal(Clues0, [], N, Attributes, Clues).

% Drop each clue the solution stays unique without: the puzzles are
% minimal, so some need case splits.
minimal([], Kept, _, _, Clues) :-
    reverse(Kept, Clues).
minimal([C|Cs], Kept, N, Attributes, Clues) :-
    reverse(Kept, K),
    append(K, Cs, Without),
    (   zebra_unique(puzzle(grid(N), Attributes, Without, []), unique(_))
    ->  minimal(Cs, Kept, N, Attributes, Clues)
    ;   minimal(Cs, [C|Kept], N, Attributes, Clues)
    ).

take(N, L, T) :- length(T, N), append(T, _, L).

rand(S0, K, R, S) :-
    S is (S0 * 48271) mod 2147483647,
    R is S mod K.

shuffle([], S, [], S).
shuffle(L, S0, [X|Xs], S) :-
    length(L, Len),
    rand(S0, Len, R, S1),
    nth0(R, L, X, Rest),
    shuffle(Rest, S1, Xs, S).

% The row of value I of category C, and the value in row R.
row(Solution, C, I, R) :- nth1(C, Solution, Perm), nth1(R, Perm, I), !.

ref(Attributes, Solution, S0, Ref-Row, S) :-
    length(Attributes, M),
    rand(S0, M, C0, S1), C is C0 + 1,
    nth1(C, Attributes, A-Values),
    length(Values, N),
    rand(S1, N, I0, S), I is I0 + 1,
    nth1(I, Values, V),
    Ref = (A=V),
    row(Solution, C, I, Row).

price(Attributes, Solution, Row, P) :-
    nth1(2, Solution, Perm), nth1(Row, Perm, I),
    memberchk(price-Prices, Attributes), nth1(I, Prices, V),
    zebra_value_number(V, P).

clues(S0, Attributes, Solution, N, Clues0, Clues, Tries) :-
    (   Clues0 \== [],
        zebra_unique(puzzle(grid(N), Attributes, Clues0, []), unique(_))
    ->  reverse(Clues0, Clues)
    ;   Tries > 200
    ->  reverse(Clues0, Clues)
    ;   rand(S0, 7, Kind, S1),
        ref(Attributes, Solution, S1, X-RX, S2),
        ref(Attributes, Solution, S2, Y-RY, S3),
        ref(Attributes, Solution, S3, Z-RZ, S4),
        ref(Attributes, Solution, S4, W-RW, S5),
        Tries1 is Tries + 1,
        (   clue(Kind, Attributes, Solution, X-RX, Y-RY, Z-RZ, W-RW, Clue),
            \+ memberchk(Clue, Clues0)
        ->  clues(S5, Attributes, Solution, N, [Clue|Clues0], Clues, Tries1)
        ;   clues(S5, Attributes, Solution, N, Clues0, Clues, Tries1)
        )
    ).

diff_cat(X, Y) :- X = (A=_), Y = (B=_), A \== B.

clue(0, _, _, X-R, Y-R, _, _, same(X, Y)) :- diff_cat(X, Y).
clue(1, _, _, X-RX, Y-RY, _, _, not_same(X, Y)) :- RX =\= RY, diff_cat(X, Y).
clue(2, As, Sol, X-RX, Y-RY, _, _, less(price, X, Y)) :-
    price(As, Sol, RX, PX), price(As, Sol, RY, PY), PX < PY.
clue(3, As, Sol, X-RX, Y-RY, _, _, diff(price, X, Y, D)) :-
    price(As, Sol, RX, PX), price(As, Sol, RY, PY), D is PX - PY, D =\= 0.
clue(4, _, _, X-RX, Y-RY, Z-RZ, _, either(X, Y, Z)) :-
    RY =\= RZ, ( RX =:= RY ; RX =:= RZ ), diff_cat(X, Y), diff_cat(X, Z).
clue(5, _, _, A-RA, B-RB, C-RC, D-RD, pair(A, B, C, D)) :-
    RA =\= RB, RC =\= RD,
    ( RA =:= RC, RB =:= RD ; RA =:= RD, RB =:= RC ),
    diff_cat(A, C), diff_cat(A, D), diff_cat(B, C), diff_cat(B, D).
clue(6, _, _, X-RX, Y-RY, Z-RZ, _, all_different([X, Y, Z])) :-
    RX =\= RY, RX =\= RZ, RY =\= RZ.
