/** <module> library(zebra/english): clue terms worded as plain canonical English

In prelude/zebra/english.pl, part of library(zebra): zebra_english/3
words a clue term from the term alone, so that a person can check how
a clue was read (`zebralog puzzle read`, zebra_read/3's readings/1
option).

The helpers other parts of library(zebra) call are exported with their
'$zebra_' names; the rest are local to the module.
*/

:- module(zebra_english,
          [ zebra_english/3,            % +Puzzle, +Clue, -String
            '$zebra_attr_words'/2,      % +Attr, -Words
            '$zebra_and_list'/2         % +Items, -Text
          ]).

:- use_module(library(zebra/model)).
:- use_module(library(zebra/solve)).

                /*******************************
                *   CANONICAL ENGLISH          *
                *******************************/

%!  zebra_english(+Puzzle, +Clue, -String) is det.
%
%   String is a plain English sentence for the clue term Clue of
%   Puzzle, made from the term alone, to check a reading by: values as
%   written, a value of the attribute that names the rows (name,
%   person, owner, or a grid puzzle's first attribute) by itself and
%   others as "the one whose Attr is Value", amounts with the unit the
%   attribute's values carry ("$5", "30 minutes").  For example
%   diff(price, name=dana, name=ellis, 5) over prices '$24', ... is
%   "The price of dana is $5 more than the price of ellis."; a sentence
%   that starts with a value starts with it as written.
zebra_english(Puzzle, Clue, String) :-
    '$zebra_phrase'(Puzzle, Clue, Phrase),
    string_codes(Phrase, [C|Cs]),
    (   '$zebra_own_first_word'(Phrase),
        between(0'a, 0'z, C)
    ->  U is C - 0'a + 0'A
    ;   U = C
    ),
    string_codes(Body, [U|Cs]),
    string_concat(Body, ".", String).

% A sentence is capitalised when it starts with a word of its own; a
% value stays as written ("x is y.").
'$zebra_own_first_word'(Phrase) :-
    member(Word, ["the ", "it ", "there ", "either ", "of "]),
    sub_string(Phrase, 0, _, _, Word),
    !.

'$zebra_phrase'(P, Clue, S) :-
    '$zebra_phrase_'(P, Clue, S0),
    !,
    S = S0.
'$zebra_phrase'(_, Clue, S) :-
    format(string(S), "~q", [Clue]).

'$zebra_phrase_'(P, and(C1, C2), S) :-
    '$zebra_phrase'(P, C1, S1),
    '$zebra_phrase'(P, C2, S2),
    format(string(S), "~w, and ~w", [S1, S2]).
'$zebra_phrase_'(P, or(C1, C2), S) :-
    '$zebra_phrase'(P, C1, S1),
    '$zebra_phrase'(P, C2, S2),
    format(string(S), "~w, or ~w (or both)", [S1, S2]).
'$zebra_phrase_'(P, xor(C1, C2), S) :-
    '$zebra_phrase'(P, C1, S1),
    '$zebra_phrase'(P, C2, S2),
    format(string(S), "either ~w, or ~w, but not both", [S1, S2]).
'$zebra_phrase_'(P, not(C), S) :-
    (   '$zebra_negation'(C, Negated), Negated \= not(_)
    ->  '$zebra_phrase'(P, Negated, S)
    ;   '$zebra_phrase'(P, C, S1),
        format(string(S), "it is not the case that ~w", [S1])
    ).
'$zebra_phrase_'(P, between(X, Y, Z), S) :-
    '$zebra_refs_english'(P, [X, Y, Z], [EX, EY, EZ]),
    format(string(S), "~w is somewhere between ~w and ~w", [EY, EX, EZ]).
'$zebra_phrase_'(P, at(X, N), S) :-
    '$zebra_ref_english'(P, X, EX),
    format(string(S), "~w is in house ~w", [EX, N]).
'$zebra_phrase_'(P, not_at(X, N), S) :-
    '$zebra_ref_english'(P, X, EX),
    format(string(S), "~w is not in house ~w", [EX, N]).
'$zebra_phrase_'(P, at_end(X), S) :-
    '$zebra_ref_english'(P, X, EX),
    format(string(S), "~w is in a house at one end", [EX]).
'$zebra_phrase_'(P, not_at_end(X), S) :-
    '$zebra_ref_english'(P, X, EX),
    format(string(S), "~w is in neither end house", [EX]).
'$zebra_phrase_'(P, one_between(X, Y), S) :-
    '$zebra_refs_english'(P, [X, Y], [EX, EY]),
    format(string(S), "there is one house between ~w and ~w", [EX, EY]).
'$zebra_phrase_'(P, two_between(X, Y), S) :-
    '$zebra_refs_english'(P, [X, Y], [EX, EY]),
    format(string(S), "there are two houses between ~w and ~w", [EX, EY]).
'$zebra_phrase_'(P, Clue, S) :-
    '$zebra_binary'(Clue, X, Y),
    '$zebra_binary_words'(Clue, Words),
    '$zebra_refs_english'(P, [X, Y], [EX, EY]),
    format(string(S), "~w ~w ~w", [EX, Words, EY]).
'$zebra_phrase_'(P, less(A, X, Y), S) :-
    '$zebra_compare_words'(P, A, less, Words),
    '$zebra_of_english'(P, A, [X, Y], [AX, AY]),
    format(string(S), "~w is ~w than ~w", [AX, Words, AY]).
'$zebra_phrase_'(P, greater(A, X, Y), S) :-
    '$zebra_compare_words'(P, A, greater, Words),
    '$zebra_of_english'(P, A, [X, Y], [AX, AY]),
    format(string(S), "~w is ~w than ~w", [AX, Words, AY]).
'$zebra_phrase_'(P, diff(A, X, Y, D), S) :-
    (   D > 0
    ->  Way = greater
    ;   Way = less
    ),
    '$zebra_compare_words'(P, A, Way, Words),
    Abs is abs(D),
    '$zebra_amount_english'(P, A, Abs, Amount),
    '$zebra_of_english'(P, A, [X, Y], [AX, AY]),
    format(string(S), "~w is ~w ~w than ~w", [AX, Amount, Words, AY]).
'$zebra_phrase_'(P, ratio(A, X, Y, N, D), S) :-
    '$zebra_ratio_words'(N, D, Words),
    '$zebra_of_english'(P, A, [X, Y], [AX, AY]),
    format(string(S), "~w is ~w ~w", [AX, Words, AY]).
'$zebra_phrase_'(P, distance(A, X, Y, Op, D), S) :-
    '$zebra_distance_words'(Op, Words),
    '$zebra_amount_english'(P, A, D, Amount),
    '$zebra_of_english'(P, A, [X, Y], [AX, AY]),
    format(string(S), "~w and ~w differ by ~w ~w", [AX, AY, Words, Amount]).
'$zebra_phrase_'(P, either(X, Y, Z), S) :-
    '$zebra_refs_english'(P, [X, Y, Z], [EX, EY, EZ]),
    format(string(S), "~w is either ~w or ~w", [EX, EY, EZ]).
'$zebra_phrase_'(P, pair(A, B, C, D), S) :-
    '$zebra_refs_english'(P, [A, B, C, D], [EA, EB, EC, ED]),
    format(string(S), "of ~w and ~w, one is ~w and the other is ~w", [EA, EB, EC, ED]).
'$zebra_phrase_'(P, all_different(Xs), S) :-
    '$zebra_refs_english'(P, Xs, Es),
    '$zebra_and_list'(Es, List),
    format(string(S), "~w are all different", [List]).

'$zebra_binary_words'(same(_, _), 'is').
'$zebra_binary_words'(not_same(_, _), 'is not').
'$zebra_binary_words'(left_of(_, _), 'is directly left of').
'$zebra_binary_words'(right_of(_, _), 'is directly right of').
'$zebra_binary_words'(somewhere_left_of(_, _), 'is somewhere left of').
'$zebra_binary_words'(somewhere_right_of(_, _), 'is somewhere right of').
'$zebra_binary_words'(next_to(_, _), 'is next to').
'$zebra_binary_words'(not_next_to(_, _), 'is not next to').

'$zebra_ratio_words'(2, 1, twice) :- !.
'$zebra_ratio_words'(1, 2, half) :- !.
'$zebra_ratio_words'(N, 1, Words) :- !, format(atom(Words), "~w times", [N]).
'$zebra_ratio_words'(N, D, Words) :- format(atom(Words), "~w/~w times", [N, D]).

'$zebra_distance_words'(=, exactly).
'$zebra_distance_words'(>=, 'at least').
'$zebra_distance_words'(=<, 'at most').

'$zebra_refs_english'(P, Refs, Es) :-
    maplist('$zebra_ref_english'(P), Refs, Es).

% A value of the attribute that names the rows stands by itself; any
% other is "the one whose Attr is Value".
'$zebra_ref_english'(P, Attr=Value, E) :-
    (   '$zebra_naming_attribute'(P, Attr)
    ->  format(string(E), "~w", [Value])
    ;   '$zebra_attr_words'(Attr, Words),
        format(string(E), "the one whose ~w is ~w", [Words, Value])
    ).

'$zebra_naming_attribute'(puzzle(_, Attributes, _, _), Attr) :-
    member(A-_, Attributes),
    memberchk(A, [name, person, owner, people, names, persons]),
    !,
    Attr == A.
'$zebra_naming_attribute'(puzzle(grid(_), [Attr-_|_], _, _), Attr).

%!  '$zebra_attr_words'(+Attr, -Words) is det.
%
%   Words is the attribute name Attr as words ("car_model" is 'car
%   model'; house is 'house number').
'$zebra_attr_words'(house, 'house number') :- !.
'$zebra_attr_words'(Attr, Words) :-
    atomic_list_concat(Parts, '_', Attr),
    atomic_list_concat(Parts, ' ', Words).

% "the price of Dana", for each reference.
'$zebra_of_english'(P, Attr, Refs, Es) :-
    '$zebra_attr_words'(Attr, Words),
    maplist('$zebra_of_ref'(P, Words), Refs, Es).

'$zebra_of_ref'(P, Words, Ref, E) :-
    '$zebra_ref_english'(P, Ref, ERef),
    format(string(E), "the ~w of ~w", [Words, ERef]).

% Times, months and days are earlier and later, the rest less and more.
'$zebra_compare_words'(P, Attr, Way, Words) :-
    (   '$zebra_attribute_kind'(P, Attr, Kind),
        memberchk(Kind, [time, month, weekday, date])
    ->  ( Way == less -> Words = earlier ; Words = later )
    ;   ( Way == less -> Words = less ; Words = more )
    ).

'$zebra_attribute_kind'(puzzle(_, Attributes, _, _), Attr, Kind) :-
    memberchk(Attr-Values, Attributes),
    '$zebra_ordered_values'(Values, Kind).

% '$zebra_amount_english'(+Puzzle, +Attr, +D, -Text): D (> 0) in the
% unit of Attr's values.
'$zebra_amount_english'(P, Attr, D, Text) :-
    (   '$zebra_attribute_kind'(P, Attr, Kind)
    ->  true
    ;   Kind = amount([])
    ),
    '$zebra_amount_text'(Kind, P, Attr, D, Text).

'$zebra_amount_text'(time, _, _, D, Text) :-
    !,
    (   D mod 60 =:= 0
    ->  H is D // 60,
        '$zebra_counted'(H, hour, Text)
    ;   '$zebra_counted'(D, minute, Text)
    ).
'$zebra_amount_text'(month, _, _, D, Text) :-
    !,
    '$zebra_counted'(D, month, Text).
'$zebra_amount_text'(weekday, _, _, D, Text) :-
    !,
    '$zebra_counted'(D, day, Text).
'$zebra_amount_text'(date, _, _, D, Text) :-
    !,
    (   D mod 7 =:= 0
    ->  W is D // 7,
        '$zebra_counted'(W, week, Text)
    ;   '$zebra_counted'(D, day, Text)
    ).
'$zebra_amount_text'(Kind0, puzzle(_, Attributes, _, _), Attr, D, Text) :-
    Kind0 = amount([_|_]),
    memberchk(Attr-Values, Attributes),
    (   member(V, Values), atom(V), zebra_value_number(V, N),
        ( D =:= 1 -> abs(N) =:= 1 ; abs(N) =\= 1 )
    ->  true
    ;   member(V, Values), atom(V)
    ),
    atom_codes(V, Codes),
    '$zebra_amount'(Codes, Before, _, After0, _),
    !,
    (   D =:= 1, \+ zebra_value_number(V, 1)
    ->  '$zebra_singular_after'(After0, After)
    ;   After = After0
    ),
    (   Kind0 = amount([decimals(Places)|_])   % 25 hundredths: "$0.25"
    ->  format(codes(Ds), "~*f", [Places, D / 10^Places])
    ;   number_codes(D, Ds)
    ),
    append([Before, Ds, After], TextCodes),
    atom_codes(Text, TextCodes).
'$zebra_amount_text'(_, _, _, D, D).

'$zebra_counted'(1, Unit, Text) :-
    !,
    format(atom(Text), "1 ~w", [Unit]).
'$zebra_counted'(N, Unit, Text) :-
    format(atom(Text), "~d ~ws", [N, Unit]).

% " minutes" -> " minute": the unit word after a count of 1.
'$zebra_singular_after'(After0, After) :-
    (   append(Spaces, Rest, After0),
        \+ ( Spaces = [C|_], C \== 0' ),
        forall(member(C, Spaces), C == 0' ),
        Rest = [L|_], L \== 0' ,
        (   append(WordCodes, [0' |Tail], Rest)
        ->  true
        ;   WordCodes = Rest, Tail = none
        ),
        atom_codes(Word, WordCodes),
        downcase_atom(Word, Word),
        '$zebra_singular'(Word, Single)
    ->  atom_codes(Single, SCodes),
        (   Tail == none
        ->  append(Spaces, SCodes, After)
        ;   append([Spaces, SCodes, [0' |Tail]], After)
        )
    ;   After = After0
    ).

%!  '$zebra_and_list'(+Items, -Text) is det.
%
%   Text is the non-empty list Items in words: "1, 2 and 4".
'$zebra_and_list'([X], X) :-
    !.
'$zebra_and_list'(Items, Text) :-
    append(Init, [Last], Items),
    atomic_list_concat(Init, ', ', Front),
    format(atom(Text), "~w and ~w", [Front, Last]).
