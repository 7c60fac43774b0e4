/*  zebra_generate.pl -- library(zebra/generate): new zebra puzzles with
    exactly one solution, made the way puzzle generators such as zebrajs
    make them, with library(zebra)'s solver in the loop:

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

      houses(N)        2..8 houses, default 5
      attributes(M)    1..10 attributes, default 5
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
                       that the style, if given, has words for
      style(Style)     brainzilla or zebralogic: the puzzle will be
                       written in that style (zebra_puzzle_text/3), so
                       only kinds it has words for are used

    zebra_puzzle_text(+Puzzle, +Style, -Text) writes a puzzle as text in
    one of the two styles library(zebra) reads: brainzilla (attribute
    lines "Color: red, green." and one sentence per clue) or zebralogic
    ("There are 5 houses ...", "- Each person has a unique color: ...",
    numbered clues). Reading the text back gives a puzzle with the same
    solution. brainzilla has no words for one_between and two_between.

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

zebra_generate(Options, Puzzle) :-
    '$zg_option'(houses(N), Options, 5),
    '$zg_option'(attributes(M), Options, 5),
    '$zg_option'(seed(Seed), Options, 1),
    '$zg_option'(kinds(Kinds), Options, all),
    '$zg_option'(style(Style), Options, any),
    '$zg_check_options'(N, M, Seed, Kinds, Style, Kinds1),
    '$zg_seed'(Seed),
    '$zg_solution'(N, M, Kinds1, Attrs, Sol),
    '$zg_add_clues'(Kinds1, N, Attrs, Sol, [], Added),
    reverse(Added, Clues0),
    '$zg_minimise'(Clues0, N, Attrs, Clues),
    Puzzle = puzzle(N, Attrs, Clues, []).

'$zg_option'(Opt, Options, Default) :-
    (   memberchk(Opt, Options)
    ->  true
    ;   arg(1, Opt, Default)
    ).

'$zg_check_options'(N, M, Seed, Kinds0, Style, Kinds) :-
    must_be(oneof([any, brainzilla, zebralogic]), Style),
    must_be(integer, N),
    must_be(integer, M),
    must_be(integer, Seed),
    (   between(2, 8, N) -> true
    ;   domain_error(houses_2_to_8, N)
    ),
    '$zg_pool_size'(Max),
    (   between(1, Max, M) -> true
    ;   domain_error(attributes_1_to_10, M)
    ),
    '$zg_all_kinds'(All0),
    exclude('$zg_unwritable'(Style), All0, All),
    (   Kinds0 == all
    ->  Kinds = All
    ;   must_be(list, Kinds0),
        forall(member(K, Kinds0),
               (   memberchk(K, All) -> true
               ;   memberchk(K, All0) -> '$zg_error'(no_words(Style, K))
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
'$zg_add_clues'(Kinds, N, Attrs, Sol, Clues0, Clues) :-
    length(Attrs, M),
    Tries is 50 * N * M,
    '$zg_add_clues'(Tries, Kinds, N, Attrs, Sol, Clues0, Clues).

'$zg_add_clues'(0, Kinds, _, _, _, _, _) :-
    !,
    '$zg_error'(no_unique_puzzle(Kinds)).
'$zg_add_clues'(Tries, Kinds, N, Attrs, Sol, Clues0, Clues) :-
    Tries1 is Tries - 1,
    '$zg_random_clue'(Kinds, N, Sol, Clue),
    (   memberchk(Clue, Clues0)
    ->  '$zg_add_clues'(Tries1, Kinds, N, Attrs, Sol, Clues0, Clues)
    ;   Clues1 = [Clue|Clues0],
        length(Clues1, Len),
        (   Len mod 3 =:= 0,
            reverse(Clues1, InOrder),
            '$zg_unique'(N, Attrs, InOrder)
        ->  Clues = Clues1
        ;   '$zg_add_clues'(Tries1, Kinds, N, Attrs, Sol, Clues1, Clues)
        )
    ).

'$zg_unique'(N, Attrs, Clues) :-
    findall(x, limit(2, zebra_solve(puzzle(N, Attrs, Clues, []), _)), [_]).

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
                *   TEXT                       *
                *******************************/

zebra_puzzle_text(Puzzle, Style, Text) :-
    must_be(oneof([brainzilla, zebralogic]), Style),
    Puzzle = puzzle(N, Attrs, Clues, _),
    with_output_to(string(Text), '$zg_write'(Style, N, Attrs, Clues)).

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
