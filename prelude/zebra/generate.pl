/** <module> library(zebra/generate): new zebra puzzles with exactly one solution

    In prelude/zebra/generate.pl.  Puzzles are made the way puzzle
    generators such as zebrajs make them, with library(zebra)'s solver
    in the loop:

      1. a random solution: the attributes, their values, and for each
         attribute its values in a random order over the houses;
      2. random clues true of that solution, of the kinds allowed, a kind
         chosen at random for each so that no kind crowds out the others
         (not_same, say, has many more true instances than left_of);
      3. clues added until the solution is the only one (asked after
         every third clue: a search costs more than the step 4 that
         drops the clues it overshoots by);
      4. then each clue in turn dropped if the solution stays the only
         one without it: the clues left are minimal (without any one of
         them a second solution appears).

    zebra_generate(+Options, -Puzzle) makes a puzzle term (library(zebra),
    puzzle(Houses, Attributes, Clues, [])). Options:

      houses(N)        2..8 houses, default 5 (a grid puzzle: 3..6
                       people, default 4)
      attributes(M)    1..10 attributes, default 5 (a grid puzzle: 3..5
                       categories, default 4)
      seed(S)          an integer, default 1: the same options make the
                       same puzzle, on every machine (the random numbers
                       are the library's own, Park and Miller's minimal
                       standard generator)
      kinds(Kinds)     the clue kinds allowed, default all of
                       same, not_same, left_of, right_of,
                       somewhere_left_of, somewhere_right_of, next_to,
                       not_next_to, at, not_at, at_end, not_at_end,
                       between, one_between, two_between, less, greater
                       (less and greater compare ages: with either
                       allowed, an age attribute is among those chosen)
                       that the style, if given, has words for; in a
                       grid puzzle all of same, not_same, less,
                       greater, diff, either, pair, neither (the
                       clue and(not_same(X, Y), not_same(X, Z)), with
                       not_same(Y, Z) when Y and Z are of two
                       categories),
                       all_different
      style(Style)     brainzilla or zebralogic: the puzzle will be
                       written in that style (zebra_puzzle_text/3), so
                       only kinds it has words for are used; grid: a
                       logic-grid puzzle as published ones are,
                       puzzle(grid(N), ...), N people, their names the
                       first category, at least one category of numbers
                       with a unit (prices, ages, years, heights, clock
                       times, months, points) and the others of words

    zebra_puzzle_text(+Puzzle, +Style, -Text) writes a puzzle as text in
    one of the styles library(zebra) reads: brainzilla (attribute
    lines "Color: red, green." and one sentence per clue), zebralogic
    ("There are 5 houses ...", "- Each person has a unique color: ...",
    numbered clues) or, for a generated grid puzzle, grid (category
    lines "Prices: $5, $10, $15" and numbered clues in published
    wording: "Dana paid $5 more than the person who ordered the soup.").
    Reading the text back gives the same puzzle, clue for clue. brainzilla
    has no words for one_between and two_between.


    Every other predicate here is named '$zg_...' and is local to the
    module.
*/

:- module(zebra_generate,
          [ zebra_generate/2,           % +Options, -Puzzle
            zebra_puzzle_text/3         % +Puzzle, +Style, -Text
          ]).

:- use_module(library(zebra)).


                /*******************************
                *   GENERATING                 *
                *******************************/

%!  zebra_generate(+Options, -Puzzle) is det.
%
%   Puzzle is a new puzzle term, puzzle(Houses, Attributes, Clues, []),
%   with exactly one solution and a minimal set of clues, made from the
%   Options above (houses/1, attributes/1, seed/1, kinds/1, style/1).
%   A bad option is a type or domain error; kinds the style has no
%   words for, or that make no unique puzzle, a zebra_error.
zebra_generate(Options, Puzzle) :-
    '$zg_option'(style(Style), Options, any),
    (   Style == grid
    ->  '$zg_option'(houses(N), Options, 4),
        '$zg_option'(attributes(M), Options, 4)
    ;   '$zg_option'(houses(N), Options, 5),
        '$zg_option'(attributes(M), Options, 5)
    ),
    '$zg_option'(seed(Seed), Options, 1),
    '$zg_option'(kinds(Kinds), Options, all),
    '$zg_check_options'(N, M, Seed, Kinds, Style, Kinds1),
    '$zg_seed'(Seed),
    (   Style == grid
    ->  '$zg_grid_solution'(N, M, Cats, Attrs, Sol),
        Houses = grid(N),
        Gen = grid(Cats)
    ;   '$zg_solution'(N, M, Kinds1, Attrs, Sol),
        Houses = N,
        Gen = N
    ),
    '$zg_add_clues'(Kinds1, Gen, Houses, Attrs, Sol, [], Added),
    reverse(Added, Clues0),
    '$zg_minimise'(Clues0, Houses, Attrs, Clues),
    Puzzle = puzzle(Houses, Attrs, Clues, []).

'$zg_option'(Opt, Options, Default) :-
    (   memberchk(Opt, Options)
    ->  true
    ;   arg(1, Opt, Default)
    ).

'$zg_check_options'(N, M, Seed, Kinds0, Style, Kinds) :-
    must_be(oneof([any, brainzilla, zebralogic, grid]), Style),
    must_be(integer, N),
    must_be(integer, M),
    must_be(integer, Seed),
    (   Style == grid
    ->  (   between(3, 6, N) -> true
        ;   domain_error(people_3_to_6, N)
        ),
        (   between(3, 5, M) -> true
        ;   domain_error(categories_3_to_5, M)
        )
    ;   (   between(2, 8, N) -> true
        ;   domain_error(houses_2_to_8, N)
        ),
        '$zg_pool_size'(Max),
        (   between(1, Max, M) -> true
        ;   domain_error(attributes_1_to_10, M)
        )
    ),
    (   Style == grid
    ->  '$zg_grid_kinds'(All0)
    ;   '$zg_all_kinds'(All0)
    ),
    exclude('$zg_unwritable'(Style), All0, All),
    (   Kinds0 == all
    ->  Kinds = All
    ;   must_be(list, Kinds0),
        forall(member(K, Kinds0),
               (   memberchk(K, All) -> true
               ;   memberchk(K, All0) -> '$zg_error'(no_words(Style, K))
               ;   Style == grid, '$zg_all_kinds'(House), memberchk(K, House)
               ->  '$zg_error'(no_words(Style, K))
               ;   domain_error(zebra_clue_kind, K)
               )),
        (   Kinds0 == [] -> domain_error(zebra_clue_kinds, [])
        ;   true
        ),
        sort(Kinds0, Kinds)
    ).

'$zg_all_kinds'([ same, not_same, left_of, right_of, somewhere_left_of,
                  somewhere_right_of, next_to, not_next_to, at, not_at,
                  at_end, not_at_end, between, one_between, two_between,
                  less, greater
                ]).

% Kinds a text style has no words for.
'$zg_unwritable'(brainzilla, one_between).
'$zg_unwritable'(brainzilla, two_between).
'$zg_unwritable'(zebralogic, less).
'$zg_unwritable'(zebralogic, greater).

% The solution: Attrs is [Attr-Values] with Values in the pool's order;
% Sol is [Attr-Houses], Houses the same values in house order.
'$zg_solution'(N, M, Kinds, Attrs, Sol) :-
    '$zg_pool'(Pool),
    (   ( memberchk(less, Kinds) ; memberchk(greater, Kinds) )
    ->  selectchk(age-Ages, Pool, Others),
        M1 is M - 1,
        '$zg_sample'(M1, Others, Chosen0),
        Chosen1 = [age-Ages|Chosen0]
    ;   selectchk(age-_, Pool, Others),
        '$zg_sample'(M, Others, Chosen1)
    ),
    '$zg_in_pool_order'(Chosen1, Pool, Chosen),
    '$zg_values'(Chosen, N, Attrs, Sol).

'$zg_in_pool_order'(Chosen, Pool, Ordered) :-
    findall(A-Vs, ( member(A-Vs, Pool), memberchk(A-_, Chosen) ), Ordered).

'$zg_values'([], _, [], []).
'$zg_values'([A-Pool|As], N, [A-Values|Attrs], [A-Houses|Sol]) :-
    '$zg_sample'(N, Pool, Picked),
    intersection(Pool, Picked, Values),
    '$zg_shuffle'(Values, Houses),
    '$zg_values'(As, N, Attrs, Sol).

% '$zg_add_clues'(+Kinds, +N, +Attrs, +Sol, +Clues0, -Clues): random true
% clues added (newest first) until Sol is the only solution, which is
% asked after every third clue. Kinds too
% weak to single it out (at_end alone, say) run out of new clues: after
% as many tries as a puzzle this size could ever need, that is an error.
% Gen is what the clue makers need besides the solution: the number of
% houses, or grid(Cats) for a grid puzzle (its categories).
'$zg_add_clues'(Kinds, Gen, Houses, Attrs, Sol, Clues0, Clues) :-
    length(Attrs, M),
    Attrs = [_-Vs|_],
    length(Vs, N),
    Tries is 50 * N * M,
    '$zg_add_clues'(Tries, Kinds, Gen, Houses, Attrs, Sol, Clues0, Clues).

'$zg_add_clues'(0, Kinds, _, _, _, _, _, _) :-
    !,
    '$zg_error'(no_unique_puzzle(Kinds)).
'$zg_add_clues'(Tries, Kinds, Gen, Houses, Attrs, Sol, Clues0, Clues) :-
    Tries1 is Tries - 1,
    '$zg_random_clue'(Kinds, Gen, Sol, Clue),
    (   memberchk(Clue, Clues0)
    ->  '$zg_add_clues'(Tries1, Kinds, Gen, Houses, Attrs, Sol, Clues0, Clues)
    ;   Clues1 = [Clue|Clues0],
        length(Clues1, Len),
        (   Len mod 3 =:= 0,
            reverse(Clues1, InOrder),
            '$zg_unique'(Houses, Attrs, InOrder)
        ->  Clues = Clues1
        ;   '$zg_add_clues'(Tries1, Kinds, Gen, Houses, Attrs, Sol, Clues1, Clues)
        )
    ).

'$zg_unique'(Houses, Attrs, Clues) :-
    findall(x, limit(2, zebra_solve(puzzle(Houses, Attrs, Clues, []), _)), [_]).

% '$zg_minimise'(+Clues0, +N, +Attrs, -Clues): each clue, last first,
% dropped when the others leave one solution.
'$zg_minimise'(Clues0, N, Attrs, Clues) :-
    length(Clues0, Len),
    '$zg_minimise'(Len, Clues0, N, Attrs, Clues).

'$zg_minimise'(0, Clues, _, _, Clues) :-
    !.
'$zg_minimise'(I, Clues0, N, Attrs, Clues) :-
    nth1(I, Clues0, _, Rest),
    (   '$zg_unique'(N, Attrs, Rest)
    ->  Clues1 = Rest
    ;   Clues1 = Clues0
    ),
    I1 is I - 1,
    '$zg_minimise'(I1, Clues1, N, Attrs, Clues).


                /*******************************
                *   RANDOM CLUES               *
                *******************************/

% '$zg_random_clue'(+Kinds, +N, +Sol, -Clue): a kind at random, then a
% clue of it true of Sol, found by trying random values (a kind with no
% true clue at all, at_end on two houses say, is dropped).
'$zg_random_clue'(Kinds, N, Sol, Clue) :-
    Kinds \== [],
    '$zg_pick'(Kinds, Kind),
    (   '$zg_clue_of'(Kind, 200, N, Sol, Clue0)
    ->  Clue = Clue0
    ;   selectchk(Kind, Kinds, Kinds1),
        (   Kinds1 == []
        ->  '$zg_error'(no_unique_puzzle(Kinds))
        ;   '$zg_random_clue'(Kinds1, N, Sol, Clue)
        )
    ).

'$zg_clue_of'(Kind, Tries, N, Sol, Clue) :-
    Tries > 0,
    (   '$zg_try_clue'(Kind, N, Sol, Clue0)
    ->  Clue = Clue0
    ;   Tries1 is Tries - 1,
        '$zg_clue_of'(Kind, Tries1, N, Sol, Clue)
    ).

% A random value: Attr=Value and its house.
'$zg_any'(Sol, A=V, H) :-
    '$zg_pick'(Sol, A-Houses),
    length(Houses, N),
    '$zg_random'(N, H0),
    H is H0 + 1,
    nth1(H, Houses, V).

% A random value of an attribute other than A's.
'$zg_other'(Sol, A, B=V, H) :-
    '$zg_any'(Sol, B=V, H),
    B \== A.

'$zg_try_clue'(Kind, grid(Cats), Sol, Clue) :-
    !,
    '$zg_grid_clue'(Kind, Cats, Sol, Clue).
'$zg_try_clue'(same, _, Sol, same(A=X, B=Y)) :-
    '$zg_any'(Sol, A=X, H),
    '$zg_other'(Sol, A, B=_, _),
    memberchk(B-Bs, Sol),
    nth1(H, Bs, Y).
'$zg_try_clue'(not_same, _, Sol, not_same(A=X, B=Y)) :-
    '$zg_any'(Sol, A=X, H1),
    '$zg_other'(Sol, A, B=Y, H2),
    H1 =\= H2.
'$zg_try_clue'(left_of, _, Sol, left_of(X, Y)) :-
    '$zg_any'(Sol, X, H1),
    '$zg_any'(Sol, Y, H2),
    H2 =:= H1 + 1.
'$zg_try_clue'(right_of, _, Sol, right_of(X, Y)) :-
    '$zg_any'(Sol, X, H1),
    '$zg_any'(Sol, Y, H2),
    H1 =:= H2 + 1.
'$zg_try_clue'(somewhere_left_of, _, Sol, somewhere_left_of(X, Y)) :-
    '$zg_any'(Sol, X, H1),
    '$zg_any'(Sol, Y, H2),
    H1 < H2.
'$zg_try_clue'(somewhere_right_of, _, Sol, somewhere_right_of(X, Y)) :-
    '$zg_any'(Sol, X, H1),
    '$zg_any'(Sol, Y, H2),
    H1 > H2.
'$zg_try_clue'(next_to, _, Sol, next_to(X, Y)) :-
    '$zg_any'(Sol, X, H1),
    '$zg_any'(Sol, Y, H2),
    abs(H1 - H2) =:= 1.
'$zg_try_clue'(not_next_to, _, Sol, not_next_to(X, Y)) :-
    '$zg_any'(Sol, X, H1),
    '$zg_any'(Sol, Y, H2),
    abs(H1 - H2) > 1.
'$zg_try_clue'(at, _, Sol, at(X, H)) :-
    '$zg_any'(Sol, X, H).
'$zg_try_clue'(not_at, N, Sol, not_at(X, P)) :-
    '$zg_any'(Sol, X, H),
    '$zg_random'(N, P0),
    P is P0 + 1,
    P =\= H.
'$zg_try_clue'(at_end, N, Sol, at_end(X)) :-
    '$zg_any'(Sol, X, H),
    ( H =:= 1 ; H =:= N ),
    !.
'$zg_try_clue'(not_at_end, N, Sol, not_at_end(X)) :-
    '$zg_any'(Sol, X, H),
    H > 1,
    H < N.
'$zg_try_clue'(between, _, Sol, between(X, Y, Z)) :-
    '$zg_any'(Sol, X, H1),
    '$zg_any'(Sol, Y, H2),
    '$zg_any'(Sol, Z, H3),
    (   H1 < H2, H2 < H3
    ->  true
    ;   H3 < H2, H2 < H1
    ).
'$zg_try_clue'(one_between, _, Sol, one_between(X, Y)) :-
    '$zg_any'(Sol, X, H1),
    '$zg_any'(Sol, Y, H2),
    abs(H1 - H2) =:= 2.
'$zg_try_clue'(two_between, _, Sol, two_between(X, Y)) :-
    '$zg_any'(Sol, X, H1),
    '$zg_any'(Sol, Y, H2),
    abs(H1 - H2) =:= 3.
'$zg_try_clue'(less, _, Sol, less(age, X, Y)) :-
    '$zg_ages'(Sol, X, Y, AX, AY),
    AX < AY.
'$zg_try_clue'(greater, _, Sol, greater(age, X, Y)) :-
    '$zg_ages'(Sol, X, Y, AX, AY),
    AX > AY.

% Two values of attributes other than age, and the ages in their houses.
'$zg_ages'(Sol, A=X, B=Y, AX, AY) :-
    memberchk(age-Ages, Sol),
    '$zg_other'(Sol, age, A=X, H1),
    '$zg_other'(Sol, age, B=Y, H2),
    H1 =\= H2,
    nth1(H1, Ages, AX),
    nth1(H2, Ages, AY).


                /*******************************
                *   RANDOM NUMBERS             *
                *******************************/

% Park and Miller's minimal standard generator, x' = 48271 x mod
% (2^31 - 1), its state in a global variable: the same seed gives the
% same numbers in every Prolog.
'$zg_seed'(Seed) :-
    X is 1 + Seed mod 2147483646,
    nb_setval('$zg_random', X).

% '$zg_random'(+N, -R): R in 0..N-1.
'$zg_random'(N, R) :-
    nb_getval('$zg_random', X0),
    X is 48271 * X0 mod 2147483647,
    nb_setval('$zg_random', X),
    R is X mod N.

'$zg_pick'(List, X) :-
    length(List, N),
    '$zg_random'(N, I),
    nth0(I, List, X).

'$zg_shuffle'(List, Shuffled) :-
    '$zg_keyed'(List, Keyed),
    keysort(Keyed, Sorted),
    pairs_values(Sorted, Shuffled).

'$zg_keyed'([], []).
'$zg_keyed'([X|Xs], [K-X|Ks]) :-
    '$zg_random'(2147483647, K),
    '$zg_keyed'(Xs, Ks).

% '$zg_sample'(+K, +List, -Sample): K elements of List, in random order.
'$zg_sample'(K, List, Sample) :-
    '$zg_shuffle'(List, Shuffled),
    length(Sample, K),
    append(Sample, _, Shuffled).

'$zg_error'(E) :-
    throw(error(zebra_error(E), _)).


                /*******************************
                *   THE POOL                   *
                *******************************/

% Attributes and values puzzles are made of. No word names values of two
% attributes, and none is a word the readers take for a relation (left,
% next, first, ...), so both text styles read back unambiguously.
'$zg_pool'([ name-['Alice', 'Bob', 'Carol', 'Dave', 'Eve', 'Frank', 'Grace',
                   'Heidi'],
             nationality-['Brit', 'Swede', 'Dane', 'Norwegian', 'German',
                          'Spaniard', 'Italian', 'Japanese'],
             color-[red, green, blue, yellow, white, purple, pink, gray],
             pet-[dog, cat, bird, fish, horse, rabbit, hamster, turtle],
             drink-[tea, coffee, milk, beer, water, juice, cocoa, lemonade],
             food-[pizza, pasta, sushi, tacos, curry, salad, soup, stew],
             sport-[tennis, golf, soccer, hockey, rugby, cricket, baseball,
                    cycling],
             job-[doctor, teacher, baker, farmer, painter, pilot, lawyer,
                  nurse],
             car-['Ford', 'Toyota', 'Honda', 'BMW', 'Audi', 'Tesla', 'Volvo',
                  'Kia'],
             flower-[rose, tulip, daisy, lily, orchid, iris, lilac,
                     carnation],
             age-[21, 25, 30, 35, 40, 45, 50, 55]
           ]).

'$zg_pool_size'(10).


                /*******************************
                *   GRID PUZZLES               *
                *******************************/

% A grid puzzle (style(grid)) is about N people and M categories: their
% names (the first category, which names the rows), at least one
% category of numbers with a unit (prices, ages, years, heights, clock
% times, months, points; equal steps from a random start) and others
% of words (dishes, pets, ...).  Each category is cat(Attr, Class,
% Header, Words): Class name, words or number; Header the category
% line's name; Words how clues say a value (see '$zg_grid_number'/5 and
% '$zg_grid_word_category'/4).

'$zg_grid_kinds'([ same, not_same, less, greater, diff, either, pair, neither,
                   all_different
                 ]).

% The kinds that compare numbers.
'$zg_grid_comparing'(less).
'$zg_grid_comparing'(greater).
'$zg_grid_comparing'(diff).

% '$zg_grid_solution'(+N, +M, -Cats, -Attrs, -Sol): the categories (the
% names, the numbers, the words), their values as the text lists them
% (numbers ascending), and the solution: Sol is [Attr-Rows], Rows the
% values row by row, row I the person with the I-th name.
'$zg_grid_solution'(N, M, Cats, Attrs, Sol) :-
    findall(Ns, '$zg_grid_names'(Ns), NamePools),
    '$zg_pick'(NamePools, NamePool),
    length(Names, N),
    append(Names, _, NamePool),
    findall(Id, '$zg_grid_number'(Id, _, _, _, _), NumberIds),
    findall(Id, '$zg_grid_word_category'(Id, _, _, _), WordIds),
    M1 is M - 1,
    (   M1 >= 3
    ->  '$zg_random'(2, R), Numeric is 1 + R
    ;   Numeric = 1
    ),
    '$zg_grid_numbers'(Numeric, NumberIds, NumIds),
    Words is M1 - Numeric,
    '$zg_sample'(Words, WordIds, WIds),
    maplist('$zg_grid_number_category'(N), NumIds, NumCats, NumValues),
    maplist('$zg_grid_word_values'(N), WIds, WordCats, WordValues),
    append(NumCats, WordCats, Cats1),
    append(NumValues, WordValues, Values1),
    Cats = [cat(name, name, 'Names', name)|Cats1],
    '$zg_grid_attrs'(Cats, [Names|Values1], Attrs),
    Attrs = [_|Others],
    findall(A-Rows, ( member(A-Vs, Others), '$zg_shuffle'(Vs, Rows) ), Sol1),
    Sol = [name-Names|Sol1].

'$zg_grid_attrs'([], [], []).
'$zg_grid_attrs'([cat(A, _, _, _)|Cs], [Vs|Vss], [A-Vs|As]) :-
    '$zg_grid_attrs'(Cs, Vss, As).

% Numeric categories, at most one about time (years, clock times and
% months all take "sometime after"), and never ages with years (the
% reader refuses "5 years older" there: ages or years?).
'$zg_grid_numbers'(K, Ids, Chosen) :-
    '$zg_shuffle'(Ids, Shuffled),
    '$zg_grid_numbers_'(Shuffled, K, [], Chosen).

'$zg_grid_numbers_'(_, 0, Chosen, Chosen) :-
    !.
'$zg_grid_numbers_'([Id|Ids], K, Acc, Chosen) :-
    (   member(Other, Acc), '$zg_grid_clash'(Id, Other)
    ->  '$zg_grid_numbers_'(Ids, K, Acc, Chosen)
    ;   K1 is K - 1,
        '$zg_grid_numbers_'(Ids, K1, [Id|Acc], Chosen)
    ).

'$zg_grid_clash'(A, B) :-
    '$zg_grid_temporal'(A),
    '$zg_grid_temporal'(B).
'$zg_grid_clash'(age, year).
'$zg_grid_clash'(price, fee).            % both "paid": which?
'$zg_grid_clash'(fee, price).
'$zg_grid_clash'(year, age).

'$zg_grid_temporal'(year).
'$zg_grid_temporal'(time).
'$zg_grid_temporal'(month).

'$zg_grid_number_category'(N, Id, cat(Id, number, Header, Words), Values) :-
    '$zg_grid_number'(Id, Header, Starts, Format, Words),
    '$zg_pick'(Starts, Start-Step),
    findall(V, ( between(1, N, I),
                 X is Start + (I - 1) * Step,
                 '$zg_grid_value'(Format, X, V) ),
            Values).

'$zg_grid_word_values'(N, Id, cat(Id, words, Header, Words), Values) :-
    '$zg_grid_word_category'(Id, Header, Pool, Words),
    '$zg_sample'(N, Pool, Picked),
    intersection(Pool, Picked, Values).

% '$zg_grid_value'(+Format, +X, -Value): the value as the category line
% writes it.
'$zg_grid_value'(integer, X, X).
'$zg_grid_value'(dollars, X, V) :-
    format(atom(V), "$~d", [X]).
'$zg_grid_value'(unit(U), X, V) :-
    format(atom(V), "~d ~w", [X, U]).
'$zg_grid_value'(clock, X, V) :-
    H0 is X // 60,
    Min is X mod 60,
    (   H0 >= 12 -> Suffix = pm ; Suffix = am ),
    H1 is H0 mod 12,
    (   H1 =:= 0 -> H = 12 ; H = H1 ),
    format(atom(V), "~d:~|~`0t~d~2+~w", [H, Min, Suffix]).
'$zg_grid_value'(celsius, X, V) :-
    format(atom(V), "~d°C", [X]).
'$zg_grid_value'(cents, X, V) :-
    D is X // 100, C is X mod 100,
    format(atom(V), "$~d.~|~`0t~d~2+", [D, C]).
'$zg_grid_value'(month, X, V) :-
    nth1(X, ['January', 'February', 'March', 'April', 'May', 'June', 'July',
             'August', 'September', 'October', 'November', 'December'], V).

% The names, one list for each puzzle (N of them from the start).
'$zg_grid_names'(['Dana', 'Ellis', 'Farrah', 'Gus', 'Hana', 'Ivo']).
'$zg_grid_names'(['Ada', 'Ben', 'Cleo', 'Dev', 'Enzo', 'Flora']).
'$zg_grid_names'(['Kira', 'Leon', 'Mina', 'Noor', 'Otis', 'Pia']).
'$zg_grid_names'(['Rosa', 'Sami', 'Tariq', 'Uma', 'Vera', 'Wade']).

% '$zg_grid_number'(Attr, Header, Starts, Format, Words): a category of
% numbers, Starts its Start-Step pairs; Words
% number(Pred, Neg, Ref, More, Less, MoreBy, LessBy, Amount): the
% formats of "paid $25", "didn't pay $25", the reference to a person
% (none: "the person who" and Pred), "paid more than", "paid less
% than", "paid $5 more than", "paid $5 less than", and of an amount
% (unit(One, Many): "1 year", "5 years"; dollars: "$5"; minutes: "30
% minutes" or "2 hours").
'$zg_grid_number'(price, 'Prices', [5-5, 10-5, 4-2, 24-1, 15-10, 6-3], dollars,
                  number("paid ~w", "didn't pay ~w", none,
                         "paid more than", "paid less than",
                         "paid ~w more than", "paid ~w less than", dollars)).
'$zg_grid_number'(age, 'Ages', [20-5, 30-5, 21-2, 60-3, 40-10, 25-1], integer,
                  number("is ~w years old", "isn't ~w years old", "the ~w-year-old",
                         "is older than", "is younger than",
                         "is ~w older than", "is ~w younger than", unit(year, years))).
'$zg_grid_number'(year, 'Years', [1980-5, 1990-2, 2001-3, 1975-10, 2010-1], integer,
                  number("joined in ~w", "didn't join in ~w", none,
                         "joined sometime after", "joined sometime before",
                         "joined ~w after", "joined ~w before", unit(year, years))).
'$zg_grid_number'(height, 'Heights', [150-5, 160-3, 170-2, 155-4], unit(cm),
                  number("is ~w tall", "isn't ~w tall", none,
                         "is taller than", "is shorter than",
                         "is ~w taller than", "is ~w shorter than", unit(cm, cm))).
'$zg_grid_number'(time, 'Times', [540-30, 1140-15, 600-60, 1110-30], clock,
                  number("arrived at ~w", "didn't arrive at ~w", none,
                         "arrived sometime after", "arrived sometime before",
                         "arrived ~w after", "arrived ~w before", minutes)).
'$zg_grid_number'(month, 'Months', [1-1, 3-1, 5-1, 2-1], month,
                  number("was born in ~w", "wasn't born in ~w", none,
                         "was born sometime after", "was born sometime before",
                         "was born ~w after", "was born ~w before", unit(month, months))).
'$zg_grid_number'(point, 'Points', [10-5, 12-3, 20-10, 7-2], unit(points),
                  number("scored ~w", "didn't score ~w", none,
                         "scored more points than", "scored fewer points than",
                         "scored ~w more than", "scored ~w fewer than", unit(point, points))).
% Numbers below zero and decimals (issue 26: the reader once lost a
% minus sign, and read no decimals).
'$zg_grid_number'(low, 'Lows', [-8-3, -10-2, -4-2, -6-4], celsius,
                  number("had a low of ~w", "didn't have a low of ~w", none,
                         "was warmer than", "was colder than",
                         "was ~w warmer than", "was ~w colder than",
                         unit(degree, degrees))).
'$zg_grid_number'(fee, 'Fees', [125-25, 150-50, 199-100, 250-25], cents,
                  number("paid ~w", "didn't pay ~w", none,
                         "paid more than", "paid less than",
                         "paid ~w more than", "paid ~w less than", cents)).

% '$zg_grid_word_category'(Attr, Header, Pool, words(Pred, Neg)): a
% category of words, N values of Pool in its order.
'$zg_grid_word_category'(dish, 'Dishes',
                         [curry, lasagna, omelette, pasta, risotto, salad, soup, tacos],
                         words("ordered the ~w", "didn't order the ~w")).
'$zg_grid_word_category'(pet, 'Pets',
                         [cat, dog, ferret, hamster, iguana, parrot, rabbit, turtle],
                         words("owns the ~w", "doesn't own the ~w")).
'$zg_grid_word_category'(shirt, 'Shirts',
                         [black, blue, green, orange, purple, red, white, yellow],
                         words("wore the ~w shirt", "didn't wear the ~w shirt")).
'$zg_grid_word_category'(city, 'Cities',
                         ['Cairo', 'Dublin', 'Hanoi', 'Lima', 'Nairobi', 'Oslo', 'Quito', 'Vienna'],
                         words("visited ~w", "didn't visit ~w")).
'$zg_grid_word_category'(drink, 'Drinks',
                         [cider, cocoa, coffee, juice, lemonade, milk, tea, water],
                         words("drinks ~w", "doesn't drink ~w")).
'$zg_grid_word_category'(instrument, 'Instruments',
                         [banjo, cello, drums, flute, guitar, harp, piano, violin],
                         words("plays the ~w", "doesn't play the ~w")).
'$zg_grid_word_category'(car, 'Cars',
                         ['Audi', 'Fiat', 'Jeep', 'Mazda', 'Saab', 'Skoda', 'Tesla', 'Volvo'],
                         words("drives the ~w", "doesn't drive the ~w")).


                /*******************************
                *   GRID CLUES                 *
                *******************************/

% '$zg_grid_clue'(+Kind, +Cats, +Sol, -Clue): a clue of Kind true of Sol,
% from random values; fails when the values drawn do not make one.
'$zg_grid_clue'(same, _, Sol, Clue) :-
    '$zg_any'(Sol, X, H),
    '$zg_grid_other'(Sol, [X], Y, H2),
    H2 =:= H,
    '$zg_grid_subject_first'(same, X, Y, Clue).
'$zg_grid_clue'(not_same, _, Sol, Clue) :-
    '$zg_any'(Sol, X, H1),
    '$zg_grid_other'(Sol, [X], Y, H2),
    H1 =\= H2,
    '$zg_grid_subject_first'(not_same, X, Y, Clue).
'$zg_grid_clue'(Kind, Cats, Sol, Clue) :-
    '$zg_grid_comparing'(Kind),
    findall(A, member(cat(A, number, _, _), Cats), Numeric),
    '$zg_pick'(Numeric, A),
    '$zg_grid_other'(Sol, [A=_], X, H1),
    '$zg_grid_other'(Sol, [A=_], Y, H2),
    H1 =\= H2,
    memberchk(A-Rows, Sol),
    nth1(H1, Rows, VX), zebra_value_number(VX, NX),
    nth1(H2, Rows, VY), zebra_value_number(VY, NY),
    (   Kind == less -> NX < NY, Clue = less(A, X, Y)
    ;   Kind == greater -> NX > NY, Clue = greater(A, X, Y)
    ;   D is NX - NY, Clue = diff(A, X, Y, D)
    ).
'$zg_grid_clue'(either, _, Sol, either(X, Y, Z)) :-
    '$zg_any'(Sol, X, H),
    '$zg_grid_other'(Sol, [X], Y0, HY),
    '$zg_grid_other'(Sol, [X], Z0, HZ),
    Y0 \== Z0,
    (   HY =:= H -> HZ =\= H
    ;   HZ =:= H
    ),
    '$zg_grid_names_first'([Y0, Z0], [Y, Z]).
'$zg_grid_clue'(pair, _, Sol, pair(A, B, C, D)) :-
    '$zg_any'(Sol, A0, HA0),
    '$zg_any'(Sol, B0, HB0),
    HA0 =\= HB0,
    (   B0 = (name=_), A0 \= (name=_)
    ->  A-HA = B0-HB0, B-HB = A0-HA0
    ;   A-HA = A0-HA0, B-HB = B0-HB0
    ),
    '$zg_grid_other'(Sol, [A, B, name=_], C, HC),
    '$zg_grid_other'(Sol, [A, B, name=_], D, HD),
    (   HC =:= HA, HD =:= HB
    ;   HC =:= HB, HD =:= HA
    ),
    C \== D.
'$zg_grid_clue'(neither, _, Sol, C) :-
    '$zg_any'(Sol, X, H),
    '$zg_grid_other'(Sol, [X], Y0, HY),
    '$zg_grid_other'(Sol, [X], Z0, HZ),
    HY =\= H, HZ =\= H, HY =\= HZ,
    '$zg_grid_names_first'([Y0, Z0], [Y, Z]),
    C0 = and(not_same(X, Y), not_same(X, Z)),
    Y = (AY=_), Z = (AZ=_),
    (   ( AY == AZ ; X = (name=_) )     % "neither Y nor Z PRED" says they
    ->  C = C0                          % are two, as the reader reads it
    ;   C = and(not_same(Y, Z), C0)     % ("X is neither Y nor Z" does not)
    ).
'$zg_grid_clue'(all_different, _, Sol, all_different(Xs)) :-
    length(Sol, M),
    Sol = [_-Names|_],
    length(Names, N),
    Max is min(4, min(M, N)),
    '$zg_random'(2, R),
    K is min(Max, 3 + R),
    length(Xs0, K),
    '$zg_grid_distinct'(Xs0, Sol, [], []),
    '$zg_grid_names_first'(Xs0, Xs).

% A list of people as published puzzles name them: a named one first.
'$zg_grid_names_first'(Xs0, Xs) :-
    partition([A=_]>>(A == name), Xs0, Named, Others),
    append(Named, Others, Xs).

% K values of K different categories, in K different rows.
'$zg_grid_distinct'([], _, _, _).
'$zg_grid_distinct'([X|Xs], Sol, Refs, Rows) :-
    '$zg_grid_other'(Sol, Refs, X, H),
    \+ memberchk(H, Rows),
    '$zg_grid_distinct'(Xs, Sol, [X|Refs], [H|Rows]).

% A random value (and its row) of a category none of Refs is of.
'$zg_grid_other'(Sol, Refs, A=V, H) :-
    '$zg_any'(Sol, A=V, H),
    \+ memberchk(A=_, Refs).

% A name, when the clue has one, is its subject: "Dana ordered the soup".
'$zg_grid_subject_first'(Kind, X, Y, Clue) :-
    (   Y = (name=_)
    ->  Clue =.. [Kind, Y, X]
    ;   Clue =.. [Kind, X, Y]
    ).


                /*******************************
                *   GRID TEXT                  *
                *******************************/

% The category lines, then the clues numbered, in the wording of
% published logic-grid puzzles that library(zebra/text) reads back to
% the very same clue terms.
'$zg_write_grid'(Attrs, Clues) :-
    '$zg_grid_cats_of'(Attrs, Cats),
    forall(( member(cat(A, _, Header, _), Cats), memberchk(A-Vs, Attrs) ),
           ( atomic_list_concat(Vs, ', ', List),
             format("~w: ~w~n", [Header, List])
           )),
    nl,
    forall(nth1(I, Clues, C),
           ( '$zg_grid_sentence'(Cats, I, C, S),
             format("~d. ~w~n", [I, S])
           )).

% The categories of a puzzle's attributes (the first names the rows).
'$zg_grid_cats_of'([name-_|Attrs], [cat(name, name, 'Names', name)|Cats]) :-
    maplist('$zg_grid_cat_of', Attrs, Cats).

'$zg_grid_cat_of'(A-_, Cat) :-
    (   '$zg_grid_number'(A, Header, _, _, Words)
    ->  Cat = cat(A, number, Header, Words)
    ;   '$zg_grid_word_category'(A, Header, _, Words)
    ->  Cat = cat(A, words, Header, Words)
    ;   '$zg_error'(no_words(grid, A))
    ).

% '$zg_grid_sentence'(+Cats, +I, +Clue, -Sentence).  The wording of some
% clues is chosen by the clue's number I (the same puzzle, the same
% text): a comparison of someone unnamed with a named person is said
% either way, "The person who ordered soup paid $5 more than Dana" or
% "The person who paid $5 more than Dana ordered soup".
'$zg_grid_sentence'(Cats, I, Clue, Sentence) :-
    (   '$zg_grid_phrase'(Cats, I, Clue, Phrase)
    ->  '$zg_capital'(Phrase, S0),
        atom_concat(S0, '.', Sentence)
    ;   functor(Clue, Kind, _),
        '$zg_error'(no_words(grid, Kind))
    ).

'$zg_grid_phrase'(Cats, _, same(X, Y), S) :-
    '$zg_grid_ref'(Cats, X, RX),
    '$zg_grid_pred'(Cats, Y, PY),
    format(atom(S), "~w ~w", [RX, PY]).
'$zg_grid_phrase'(Cats, _, not_same(X, Y), S) :-
    '$zg_grid_ref'(Cats, X, RX),
    '$zg_grid_neg'(Cats, Y, PY),
    format(atom(S), "~w ~w", [RX, PY]).
'$zg_grid_phrase'(Cats, I, Clue, S) :-
    '$zg_grid_comparison'(Cats, Clue, X, Y, Words),
    '$zg_grid_ref'(Cats, Y, RY),
    (   X \= (name=_),
        Y = (name=_),
        I mod 2 =:= 0
    ->  '$zg_grid_pred'(Cats, X, PX),
        format(atom(S), "the person who ~w ~w ~w", [Words, RY, PX])
    ;   '$zg_grid_ref'(Cats, X, RX),
        format(atom(S), "~w ~w ~w", [RX, Words, RY])
    ).
'$zg_grid_phrase'(Cats, _, either(X, Y, Z), S) :-
    maplist('$zg_grid_ref'(Cats), [X, Y, Z], [RX, RY, RZ]),
    format(atom(S), "~w is either ~w or ~w", [RX, RY, RZ]).
'$zg_grid_phrase'(Cats, _, pair(A, B, C, D), S) :-
    maplist('$zg_grid_ref'(Cats), [A, B], [RA, RB]),
    maplist('$zg_grid_pred'(Cats), [C, D], [PC, PD]),
    format(atom(S), "of ~w and ~w, one ~w and the other ~w", [RA, RB, PC, PD]).
'$zg_grid_phrase'(Cats, H, and(not_same(Y, Z), and(not_same(X, Y), not_same(X, Z))), S) :-
    !,
    '$zg_grid_phrase'(Cats, H, and(not_same(X, Y), not_same(X, Z)), S).
'$zg_grid_phrase'(Cats, _, and(not_same(X, Y), not_same(X, Z)), S) :-
    maplist('$zg_grid_ref'(Cats), [Y, Z], [RY, RZ]),
    (   X = (name=Name)
    ->  format(atom(S), "~w is neither ~w nor ~w", [Name, RY, RZ])
    ;   '$zg_grid_pred'(Cats, X, PX),
        format(atom(S), "neither ~w nor ~w ~w", [RY, RZ, PX])
    ).
'$zg_grid_phrase'(Cats, _, all_different(Xs), S) :-
    maplist('$zg_grid_ref'(Cats), Xs, Rs),
    append(Init, [Last], Rs),
    atomic_list_concat(Init, ', ', Front),
    format(atom(S), "~w and ~w are all different", [Front, Last]).

% '$zg_grid_comparison'(+Cats, +Clue, -X, -Y, -Words): "paid $5 more
% than", the words between the two people a comparison is about.
'$zg_grid_comparison'(Cats, less(A, X, Y), X, Y, Words) :-
    memberchk(cat(A, number, _, number(_, _, _, _, Words, _, _, _)), Cats).
'$zg_grid_comparison'(Cats, greater(A, X, Y), X, Y, Words) :-
    memberchk(cat(A, number, _, number(_, _, _, Words, _, _, _, _)), Cats).
'$zg_grid_comparison'(Cats, diff(A, X, Y, D), X, Y, Words) :-
    memberchk(cat(A, number, _, number(_, _, _, _, _, MoreBy, LessBy, Unit)), Cats),
    Abs is abs(D),
    '$zg_grid_amount'(Unit, Abs, Amount),
    (   D > 0
    ->  format(atom(Words), MoreBy, [Amount])
    ;   format(atom(Words), LessBy, [Amount])
    ).

'$zg_grid_amount'(dollars, D, A) :-
    format(atom(A), "$~d", [D]).
'$zg_grid_amount'(unit(One, Many), D, A) :-
    (   D =:= 1
    ->  format(atom(A), "1 ~w", [One])
    ;   format(atom(A), "~d ~w", [D, Many])
    ).
'$zg_grid_amount'(cents, D, A) :-          % "$1.50", or "25 cents" below $1
    (   D < 100, D mod 5 =:= 0
    ->  format(atom(A), "~d cents", [D])
    ;   Dollars is D // 100, C is D mod 100,
        format(atom(A), "$~d.~|~`0t~d~2+", [Dollars, C])
    ).
'$zg_grid_amount'(minutes, D, A) :-
    (   D mod 60 =:= 0
    ->  H is D // 60,
        '$zg_grid_amount'(unit(hour, hours), H, A)
    ;   '$zg_grid_amount'(unit(minute, minutes), D, A)
    ).

% How a clue names a person by a value: Dana, "the 30-year-old", "the
% person who ordered the soup".
'$zg_grid_ref'(Cats, A=V, R) :-
    memberchk(cat(A, Class, _, Words), Cats),
    (   Class == name
    ->  R = V
    ;   Words = number(_, _, Ref, _, _, _, _, _), Ref \== none
    ->  format(atom(R), Ref, [V])
    ;   '$zg_grid_pred'(Cats, A=V, P),
        format(atom(R), "the person who ~w", [P])
    ).

% What a person is, by a value: "is Dana", "ordered the soup", "is 30
% years old"; and what a person is not.
'$zg_grid_pred'(Cats, A=V, P) :-
    memberchk(cat(A, _, _, Words), Cats),
    (   Words == name
    ->  format(atom(P), "is ~w", [V])
    ;   arg(1, Words, Format),
        format(atom(P), Format, [V])
    ).

'$zg_grid_neg'(Cats, A=V, P) :-
    memberchk(cat(A, _, _, Words), Cats),
    (   Words == name
    ->  format(atom(P), "is not ~w", [V])
    ;   arg(2, Words, Format),
        format(atom(P), Format, [V])
    ).


                /*******************************
                *   TEXT                       *
                *******************************/

%!  zebra_puzzle_text(+Puzzle, +Style, -Text) is det.
%
%   Text is Puzzle written in Style (brainzilla, zebralogic or grid),
%   a string the readers of library(zebra) read back to the same
%   puzzle, clue for clue.
zebra_puzzle_text(Puzzle, Style, Text) :-
    must_be(oneof([brainzilla, zebralogic, grid]), Style),
    Puzzle = puzzle(N, Attrs, Clues, _),
    with_output_to(string(Text), '$zg_write'(Style, N, Attrs, Clues)).

'$zg_write'(grid, _, Attrs, Clues) :-
    '$zg_write_grid'(Attrs, Clues).
'$zg_write'(brainzilla, _, Attrs, Clues) :-
    forall(member(A-Vs, Attrs),
           ( '$zg_attr_words'(A, Words),
             '$zg_capital'(Words, Name),
             atomic_list_concat(Vs, ', ', List),
             format("~w: ~w.~n", [Name, List])
           )),
    nl,
    forall(member(C, Clues),
           ( '$zg_sentence'(brainzilla, C, S),
             format("~w~n", [S])
           )).
'$zg_write'(zebralogic, N, Attrs, Clues) :-
    format("There are ~w houses, numbered 1 to ~w from left to right, \c
            as seen from across the street. Each house is occupied by a \c
            different person. Each house has a unique attribute for each \c
            of the following characteristics:~n", [N, N]),
    forall(member(A-Vs, Attrs),
           ( '$zg_attr_words'(A, Words),
             findall(Q, ( member(V, Vs), format(atom(Q), "`~w`", [V]) ), Qs),
             atomic_list_concat(Qs, ', ', List),
             format(" - Each person has a unique ~w: ~w~n", [Words, List])
           )),
    format("~n## Clues:~n"),
    forall(nth1(I, Clues, C),
           ( '$zg_sentence'(zebralogic, C, S),
             format("~w. ~w~n", [I, S])
           )).

'$zg_attr_words'(A, Words) :-
    atomic_list_concat(Parts, '_', A),
    atomic_list_concat(Parts, ' ', Words).

'$zg_capital'(Atom, Capital) :-
    sub_atom(Atom, 0, 1, _, First),
    sub_atom(Atom, 1, _, 0, Rest),
    upcase_atom(First, Up),
    atom_concat(Up, Rest, Capital).

% '$zg_sentence'(+Style, +Clue, -Sentence): a template's format and the
% items it names, each made a phrase.
'$zg_sentence'(Style, Clue, Sentence) :-
    (   '$zg_template'(Style, Clue, Format, Values)
    ->  maplist('$zg_phrase'(Style), Values, Phrases),
        format(atom(S0), Format, Phrases),
        '$zg_capital'(S0, Sentence)
    ;   functor(Clue, Kind, _),
        '$zg_error'(no_words(Style, Kind))
    ).

'$zg_template'(_, same(X, Y), "~w is ~w.", [X, Y]).
'$zg_template'(_, not_same(X, Y), "~w is not ~w.", [X, Y]).
'$zg_template'(brainzilla, left_of(X, Y), "~w lives directly left of ~w.", [X, Y]).
'$zg_template'(brainzilla, right_of(X, Y), "~w lives directly right of ~w.", [X, Y]).
'$zg_template'(brainzilla, somewhere_left_of(X, Y), "~w lives somewhere left of ~w.", [X, Y]).
'$zg_template'(brainzilla, somewhere_right_of(X, Y), "~w lives somewhere right of ~w.", [X, Y]).
'$zg_template'(brainzilla, next_to(X, Y), "~w lives next to ~w.", [X, Y]).
'$zg_template'(brainzilla, not_next_to(X, Y), "~w does not live next to ~w.", [X, Y]).
'$zg_template'(brainzilla, at(X, P), "~w lives in the ~w house.", [X, house(P)]).
'$zg_template'(brainzilla, not_at(X, P), "~w does not live in the ~w house.", [X, house(P)]).
'$zg_template'(brainzilla, at_end(X), "~w lives at one of the ends.", [X]).
'$zg_template'(brainzilla, not_at_end(X), "~w does not live at one of the ends.", [X]).
'$zg_template'(brainzilla, between(X, Y, Z), "~w lives somewhere between ~w and ~w.", [Y, X, Z]).
'$zg_template'(brainzilla, less(age, X, Y), "~w is younger than ~w.", [X, Y]).
'$zg_template'(brainzilla, greater(age, X, Y), "~w is older than ~w.", [X, Y]).
'$zg_template'(zebralogic, left_of(X, Y), "~w is directly left of ~w.", [X, Y]).
'$zg_template'(zebralogic, right_of(X, Y), "~w is directly right of ~w.", [X, Y]).
'$zg_template'(zebralogic, somewhere_left_of(X, Y), "~w is somewhere to the left of ~w.", [X, Y]).
'$zg_template'(zebralogic, somewhere_right_of(X, Y), "~w is somewhere to the right of ~w.", [X, Y]).
'$zg_template'(zebralogic, next_to(X, Y), "~w and ~w are next to each other.", [X, Y]).
'$zg_template'(zebralogic, not_next_to(X, Y), "~w and ~w are not next to each other.", [X, Y]).
'$zg_template'(zebralogic, at(X, P), "~w is in the ~w house.", [X, house(P)]).
'$zg_template'(zebralogic, not_at(X, P), "~w is not in the ~w house.", [X, house(P)]).
'$zg_template'(zebralogic, at_end(X), "~w is at one of the ends.", [X]).
'$zg_template'(zebralogic, not_at_end(X), "~w is not at one of the ends.", [X]).
'$zg_template'(zebralogic, between(X, Y, Z), "~w is somewhere between ~w and ~w.", [Y, X, Z]).
'$zg_template'(zebralogic, one_between(X, Y), "There is one house between ~w and ~w.", [X, Y]).
'$zg_template'(zebralogic, two_between(X, Y), "There are two houses between ~w and ~w.", [X, Y]).

% '$zg_phrase'(+Style, +Item, -Phrase): how a clue names a value
% (Attr=Value) or a house (house(N): its ordinal).
'$zg_phrase'(_, house(P), O) :-
    !,
    nth1(P, [first, second, third, fourth, fifth, sixth, seventh, eighth], O).
'$zg_phrase'(Style, A=V, Phrase) :-
    (   '$zg_phrase_format'(Style, A, Format)
    ->  true
    ;   '$zg_attr_words'(A, Words),
        format(string(Format), "the person whose ~w is ~~w", [Words])
    ),
    format(atom(Phrase), Format, [V]).

'$zg_phrase_format'(_, name, "~w").
'$zg_phrase_format'(_, nationality, "the ~w").
'$zg_phrase_format'(_, color, "the person in the ~w house").
'$zg_phrase_format'(_, pet, "the person who keeps the ~w").
'$zg_phrase_format'(_, drink, "the ~w drinker").
'$zg_phrase_format'(_, food, "the person who eats ~w").
'$zg_phrase_format'(_, sport, "the person who plays ~w").
'$zg_phrase_format'(_, job, "the ~w").
'$zg_phrase_format'(_, car, "the person who drives the ~w").
'$zg_phrase_format'(_, flower, "the person who loves the ~w").
'$zg_phrase_format'(brainzilla, age, "the ~w-year-old").
'$zg_phrase_format'(zebralogic, age, "the person who is ~w years old").
