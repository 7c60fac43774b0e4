/** <module> library(zebra/model): the puzzle term, its checks, and the numbers values stand for

In prelude/zebra/model.pl, part of library(zebra) (prelude/zebra.pl,
whose header describes the puzzle term puzzle(Houses, Attributes,
Clues, Questions) and the clue terms).  Here: '$zebra_validate'/1, the
checks of a puzzle term that every reader's output and every user's
term passes before it is solved (the size, the attributes and their
values, each clue's references and arguments, each question);
zebra_value_number/2, the number a value stands for (amounts with units,
clock times, months, weekdays, dates, ordinals), and so which
attributes are ordered; and '$zebra_error'/1, which throws the errors
library(zebra/messages) words.

The helpers other parts of library(zebra) call are exported with their
'$zebra_' names; the rest are local to the module.
*/

:- module(zebra_model,
          [ zebra_value_number/2,       % +Value, -Number
            '$zebra_error'/1,           % +Error
            '$zebra_validate'/1,        % +Puzzle
            '$zebra_size'/2,            % +Houses, -N
            '$zebra_binary'/3,          % +Clue, -X, -Y
            '$zebra_amount'/4,          % +Codes, -Before, -N, -After
            '$zebra_amount'/5,          % +Codes, -Before, -N, -After, -Places
            '$zebra_attribute_numbers'/2, % +Values, -Numbers
            '$zebra_attribute_numbers'/3, % +Values, -Numbers, -Places
            '$zebra_ordered_values'/2,  % +Values, -Kind
            '$zebra_unit_measure'/3,    % ?Unit, ?Measure, ?Factor
            '$zebra_multiplier'/2,      % ?Word, ?Factor
            '$zebra_singular'/2,        % +Word, -Singular
            '$zebra_colour_word'/1      % +Word
          ]).

%!  '$zebra_error'(+Error) is det.
%
%   Throws error(zebra_error(Error), _), the form of every error in a
%   puzzle, worded by zebra_message/2.
'$zebra_error'(E) :-
    throw(error(zebra_error(E), _)).


                /*******************************
                *   CHECKING THE TERM          *
                *******************************/

%!  '$zebra_validate'(+Puzzle) is det.
%
%   Puzzle is a well-formed puzzle term, or an error says what is wrong
%   with it.
'$zebra_validate'(Puzzle) :-
    (   Puzzle = puzzle(Houses, Attributes, Clues, Questions),
        is_list(Attributes), is_list(Clues), is_list(Questions)
    ->  true
    ;   throw(error(type_error(zebra_puzzle, Puzzle), _))
    ),
    (   '$zebra_size'(Houses, Size)
    ->  true
    ;   '$zebra_error'(houses(Houses))
    ),
    (   Attributes == []
    ->  '$zebra_error'(no_attributes)
    ;   true
    ),
    maplist('$zebra_validate_attribute'(Attributes, Size), Attributes),
    forall(append(_, [Attr-_|Later], Attributes),
           (   memberchk(Attr-_, Later)
           ->  '$zebra_error'(duplicate_attribute(Attr))
           ;   true
           )),
    (   integer(Houses), memberchk(house-_, Attributes)
    ->  '$zebra_error'(house_attribute)
    ;   true
    ),
    forall(nth1(N, Clues, Clue),
           '$zebra_validate_clue'(Puzzle, N, Clue)),
    forall(member(Q, Questions),
           '$zebra_validate_question'(Puzzle, Q)).

%!  '$zebra_size'(+Houses, -N) is semidet.
%
%   N is the number of rows of a house puzzle (Houses = N) or a grid
%   puzzle (Houses = grid(N)).
'$zebra_size'(Houses, N) :-
    integer(Houses),
    !,
    Houses >= 2,
    N = Houses.
'$zebra_size'(Houses, N) :-
    nonvar(Houses),
    Houses = grid(N),
    integer(N),
    N >= 2.

'$zebra_validate_attribute'(Attributes, Houses, Attribute) :-
    (   Attribute = Attr-Values, atom(Attr), is_list(Values)
    ->  true
    ;   '$zebra_error'(attribute(Attribute))
    ),
    length(Values, Length),
    (   Length =:= Houses
    ->  true
    ;   Attributes = [First-Vs|_], length(Vs, Houses)
    ->  '$zebra_error'(attribute_size(Attr, Length, Houses, First))
    ;   '$zebra_error'(attribute_size(Attr, Length, Houses))
    ),
    forall(member(V, Values),
           (   ( atom(V) ; integer(V) )
           ->  true
           ;   '$zebra_error'(value(Attr, V))
           )),
    forall(append(_, [V|Later], Values),
           (   memberchk(V, Later)
           ->  '$zebra_error'(duplicate_value(Attr, V))
           ;   true
           )).

% A clue's references name values of the puzzle, its positions are
% houses (and a grid puzzle has none), its comparisons are over ordered
% attributes.
'$zebra_validate_clue'(Puzzle, N, Clue) :-
    (   '$zebra_clue_parts'(Clue, Parts)
    ->  true
    ;   '$zebra_error'(bad_clue(N, Clue))
    ),
    Puzzle = puzzle(Houses, Attributes, _, _),
    (   Houses = grid(_), memberchk(positional, Parts)
    ->  '$zebra_error'(grid_position(N, Clue))
    ;   true
    ),
    forall(member(ref(Ref), Parts),
           (   '$zebra_ref'(Attributes, Ref)
           ->  true
           ;   '$zebra_error'(unknown_value(N, Ref))
           )),
    forall(member(position(P), Parts),
           (   integer(P), between(1, Houses, P)
           ->  true
           ;   '$zebra_error'(bad_position(N, P, Houses))
           )),
    forall(member(compare(Attr), Parts),
           (   '$zebra_ordered'(Puzzle, Attr)
           ->  true
           ;   '$zebra_error'(not_numeric(N, Attr))
           )).

'$zebra_validate_question'(puzzle(Houses, Attributes, _, _), Question) :-
    (   Question = question(Text, Q), atomic(Text),
        '$zebra_query_refs'(Q, Ref, Attrs)
    ->  true
    ;   '$zebra_error'(bad_question(Question))
    ),
    (   (   nonvar(Ref), Ref = house(N)
        ->  integer(Houses), integer(N), between(1, Houses, N)
        ;   '$zebra_ref'(Attributes, Ref)
        ),
        \+ ( Houses = grid(_), Q = where(_) ),
        forall(member(A, Attrs), memberchk(A-_, Attributes))
    ->  true
    ;   '$zebra_error'(bad_question(Question))
    ).

'$zebra_query_refs'(who(X), X, []).
'$zebra_query_refs'(what(Attr, X), X, [Attr]).
'$zebra_query_refs'(where(X), X, []).

'$zebra_ref'(Attributes, Ref) :-
    nonvar(Ref),
    Ref = (Attr=Value),
    memberchk(Attr-Values, Attributes),
    nonvar(Value),
    memberchk(Value, Values).

% '$zebra_clue_parts'(+Clue, -Parts): Clue is a clue term, and Parts
% what validating it checks: ref(X) for each reference, position(P) for
% each house number, compare(Attr) for each attribute compared, and
% positional when the clue (or a part of it) is about houses.
'$zebra_clue_parts'(Clue, _) :-
    var(Clue),
    !,
    fail.
'$zebra_clue_parts'(Clue, Parts) :-
    '$zebra_connective'(Clue, C1, C2),
    !,
    '$zebra_clue_parts'(C1, P1),
    '$zebra_clue_parts'(C2, P2),
    append(P1, P2, Parts).
'$zebra_clue_parts'(not(C), Parts) :-
    !,
    '$zebra_clue_parts'(C, Parts).
'$zebra_clue_parts'(at(X, P), [ref(X), position(P), positional]) :- !.
'$zebra_clue_parts'(not_at(X, P), [ref(X), position(P), positional]) :- !.
'$zebra_clue_parts'(at_end(X), [ref(X), positional]) :- !.
'$zebra_clue_parts'(not_at_end(X), [ref(X), positional]) :- !.
'$zebra_clue_parts'(between(X, Y, Z), [ref(X), ref(Y), ref(Z), positional]) :- !.
'$zebra_clue_parts'(less(A, X, Y), [compare(A), ref(X), ref(Y)]) :- !.
'$zebra_clue_parts'(greater(A, X, Y), [compare(A), ref(X), ref(Y)]) :- !.
'$zebra_clue_parts'(diff(A, X, Y, D), [compare(A), ref(X), ref(Y)]) :-
    !,
    integer(D),
    D =\= 0.
'$zebra_clue_parts'(ratio(A, X, Y, P, Q), [compare(A), ref(X), ref(Y)]) :-
    !,
    integer(P), P > 0,
    integer(Q), Q > 0,
    P =\= Q.
'$zebra_clue_parts'(distance(A, X, Y, Op, D), [compare(A), ref(X), ref(Y)]) :-
    !,
    atom(Op),
    memberchk(Op, [=, >=, =<]),
    integer(D),
    D > 0.
'$zebra_clue_parts'(either(X, Y, Z), [ref(X), ref(Y), ref(Z)]) :- !.
'$zebra_clue_parts'(pair(A, B, C, D), [ref(A), ref(B), ref(C), ref(D)]) :- !.
'$zebra_clue_parts'(all_different(Xs), Parts) :-
    !,
    is_list(Xs),
    Xs = [_, _|_],
    findall(ref(X), member(X, Xs), Parts).
'$zebra_clue_parts'(same(X, Y), [ref(X), ref(Y)]) :- !.
'$zebra_clue_parts'(not_same(X, Y), [ref(X), ref(Y)]) :- !.
'$zebra_clue_parts'(Clue, [ref(X), ref(Y), positional]) :-
    '$zebra_binary'(Clue, X, Y).

'$zebra_connective'(and(C1, C2), C1, C2).
'$zebra_connective'(or(C1, C2), C1, C2).
'$zebra_connective'(xor(C1, C2), C1, C2).

%!  '$zebra_binary'(+Clue, -X, -Y) is semidet.
%
%   Clue is a clue term over exactly two references, X and Y: same/2,
%   not_same/2 or one of the positional relations.
'$zebra_binary'(same(X, Y), X, Y).
'$zebra_binary'(not_same(X, Y), X, Y).
'$zebra_binary'(left_of(X, Y), X, Y).
'$zebra_binary'(right_of(X, Y), X, Y).
'$zebra_binary'(somewhere_left_of(X, Y), X, Y).
'$zebra_binary'(somewhere_right_of(X, Y), X, Y).
'$zebra_binary'(next_to(X, Y), X, Y).
'$zebra_binary'(not_next_to(X, Y), X, Y).
'$zebra_binary'(one_between(X, Y), X, Y).
'$zebra_binary'(two_between(X, Y), X, Y).


                /*******************************
                *   NUMBERS OF VALUES          *
                *******************************/

%!  zebra_value_number(+Value, -Number) is semidet.
%
%   Number is the integer Value stands for: an integer is itself; a
%   clock time is minutes since midnight ('10:30am' 630, '1pm' 780,
%   '12am' 0, '14:05' 845, noon 720, midnight 0); a month name (any case, full or three
%   letters) 1..12; a weekday Monday 1 .. Sunday 7; an ordinal
%   (first, '2nd', ...), also before a noun ('first floor'), its number;
%   a date ('June 2', '2nd June') its day of the year (no leap day:
%   'June 2' 153); other text with exactly one amount
%   that amount ('$24' 24, '100 ft' 100, '1,500 dollars' 1500), an
%   amount with a decimal part its digits without the point ('$1.25'
%   125, '58.4 seconds' 584, '2.00' 200): values with the same number
%   of decimals are of one kind, and compare and differ as these
%   integers; minutes and seconds of 24 minutes or more ('48:15' 2895)
%   and hours, minutes and seconds ('1:02:30' 3750) their seconds; a
%   mark out of a number ('28/40') its mark; 'no hints' 0.  Fails for
%   anything else.  (A category may mix units of one measure: see
%   '$zebra_attribute_numbers'/3.)
zebra_value_number(Value, Number) :-
    '$zebra_value_kind'(Value, _, Number).

% '$zebra_value_kind'(+Value, -Kind, -Number): Kind is time, month,
% weekday, date, ordinal, or amount(UnitWords) (UnitWords normalised: lower
% case, singular, '$' as dollar), what decides whether values are of
% one kind.
'$zebra_value_kind'(Value, amount([]), Value) :-
    integer(Value),
    !.
'$zebra_value_kind'(Value, Kind, Number) :-
    atom(Value),
    (   '$zebra_value_kind_memo'(Value, Found)
    ->  true
    ;   downcase_atom(Value, Lower),
        atom_codes(Lower, Codes),
        (   '$zebra_codes_kind'(Codes, Kind0, Number0)
        ->  Found = kind(Kind0, Number0)
        ;   Found = none
        ),
        '$zebra_value_kind_remember'(Value, Found)
    ),
    Found = kind(Kind, Number).

% A value's kind and number, found once: the solver and the reader ask
% for the numbers of a category at every clue. At most '$zebra_memo_max'
% values are kept; then the memo starts again.
:- dynamic('$zebra_value_kind_memo'/2).

'$zebra_memo_max'(10000).

'$zebra_value_kind_remember'(Value, Found) :-
    flag('$zebra_value_kind_memo', N, N + 1),
    '$zebra_memo_max'(Max),
    (   N >= Max
    ->  retractall('$zebra_value_kind_memo'(_, _)),
        flag('$zebra_value_kind_memo', _, 1)
    ;   true
    ),
    assertz('$zebra_value_kind_memo'(Value, Found)).

'$zebra_codes_kind'(Codes, time, Minutes) :-
    '$zebra_dot_clock'(Codes, Codes1),      % '9.15pm' is '9:15pm'
    exclude('$zebra_time_filler', Codes1, Compact),
    phrase('$zebra_clock'(Minutes), Compact).
'$zebra_codes_kind'(Codes, Kind, N) :-
    atom_codes(Word, Codes),
    '$zebra_named_number'(Word, Kind, N).
'$zebra_codes_kind'(Codes, ordinal, N) :-
    phrase(( '$zebra_digits'(Ds), '$zebra_ordinal_suffix' ), Codes),
    number_codes(N, Ds),
    N > 0.
'$zebra_codes_kind'(Codes, date, N) :-
    '$zebra_date'(Codes, N).
'$zebra_codes_kind'(Codes, ordinal, N) :-
    '$zebra_ordinal_noun'(Codes, N).
'$zebra_codes_kind'(Codes, amount([U2]), N) :-   % '5 ft 10 in': 70 inches,
    split_string(Codes, " ", " ", Parts0),        % '6 min 45 s': 405 seconds
    exclude(==(""), Parts0, [A1, U1s, A2, U2s]),
    number_string(N1, A1), integer(N1),
    number_string(N2, A2), integer(N2),
    maplist([S, U]>>( atom_string(U0, S), '$zebra_singular'(U0, U) ), [U1s, U2s], [U1, U2]),
    '$zebra_unit_measure'(U1, M, F1),
    '$zebra_unit_measure'(U2, M, F2),
    F1 > F2, 0 =:= F1 mod F2,
    N2 * F2 < F1,
    N is N1 * (F1 // F2) + N2.
'$zebra_codes_kind'(Codes, amount([second]), N) :-   % '48:15', '1:02:30':
    phrase('$zebra_minutes_seconds'(N), Codes).          % a duration
'$zebra_codes_kind'(Codes, amount([out_of(D)]), N) :-   % '28/40': a mark
    phrase(( '$zebra_digits'(NDs), "/", '$zebra_digits'(DDs) ), Codes),
    number_codes(N, NDs),
    number_codes(D, DDs),
    N =< D.
'$zebra_codes_kind'([0'n, 0'o, 0' |Rest], amount(Unit), 0) :-   % 'no hints'
    Rest = [C|_],
    code_type(C, alpha),
    '$zebra_unit_words'([], Rest, Unit),
    Unit = [_].
'$zebra_codes_kind'(Codes, amount(Unit), N) :-
    '$zebra_amount'(Codes, Before, N0, After0, Places0),
    '$zebra_scaled'(N0, Places0, After0, N, Places, After),
    '$zebra_unit_words'(Before, After, Unit0),
    \+ memberchk(Unit0, [[am], [pm]]),  % '13pm' is no time, nor an amount
    \+ ( Unit0 = [M], '$zebra_named_number'(M, month, _) ),  % 'Feb 30' no date
    (   Places =:= 0
    ->  Unit = Unit0
    ;   Unit = [decimals(Places)|Unit0]   % '$1.25': 125 hundredths
    ).

% '$zebra_scaled'(+N0, +Places0, +After0, -N, -Places, -After): an
% amount followed by a scale word is a whole number: '$1.5 million' is
% 1500000 dollars, not 15 tenths of a unit "million".
'$zebra_scaled'(N0, Places0, After0, N, 0, After) :-
    append(` `, After1, After0),
    append(WordCodes, After2, After1),
    ( After2 == [] ; After2 = [0' |_] ),
    atom_codes(Word, WordCodes),
    '$zebra_multiplier'(Word, F),
    N0 * F mod 10^Places0 =:= 0,
    !,
    N is N0 * F // 10^Places0,
    After = After2.
'$zebra_scaled'(N, Places, After, N, Places, After).

%!  '$zebra_multiplier'(?Word, ?Factor) is nondet.
%
%   The words that scale the number before them.
'$zebra_multiplier'(thousand, 1000).
'$zebra_multiplier'(million, 1000000).
'$zebra_multiplier'(billion, 1000000000).

% A date, month and day in either order ('June 2', '2 June', 'Jun 2nd'):
% its day of the year (no leap day), so that dates in different months
% are the right number of days apart.
'$zebra_date'(Codes, N) :-
    split_string(Codes, " ", " ,", Parts0),
    exclude(==(""), Parts0, Parts),
    (   Parts = [M, D] ; Parts = [D, M] ),
    atom_string(MA, M),
    '$zebra_named_number'(MA, month, Month),
    string_codes(D, DCodes),
    (   phrase(( '$zebra_digits'(Ds), '$zebra_ordinal_suffix' ), DCodes)
    ->  true
    ;   phrase('$zebra_digits'(Ds), DCodes)
    ),
    number_codes(Day, Ds),
    nth1(Month, [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31], Length),
    between(1, Length, Day),
    !,
    '$zebra_month_start'(Month, Start),
    N is Start + Day.

'$zebra_month_start'(M, Start) :-
    M1 is M - 1,
    length(Before, M1),
    append(Before, _, [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31]),
    sum_list(Before, Start).

% An ordinal and a noun ('first floor', '2nd place'): the ordinal.
'$zebra_ordinal_noun'(Codes, N) :-
    split_string(Codes, " ", " ", Parts0),
    exclude(==(""), Parts0, [O, Noun]),
    string_codes(Noun, [C|NounCodes]),
    forall(member(X, [C|NounCodes]), code_type(X, alpha)),
    \+ code_type(C, digit),
    atom_string(OA, O),
    (   '$zebra_named_number'(OA, ordinal, N)
    ->  true
    ;   OA == ground                    % 'ground floor' is below the first
    ->  N = 0
    ;   string_codes(O, OCodes),
        phrase(( '$zebra_digits'(Ds), '$zebra_ordinal_suffix' ), OCodes),
        number_codes(N, Ds),
        N > 0
    ),
    atom_string(NA, Noun),
    \+ '$zebra_named_number'(NA, month, _).

% '$zebra_dot_clock'(+Codes0, -Codes): a British clock time with a dot
% ('9.15pm', '10.45 a.m.') written with a colon; anything else as it is.
'$zebra_dot_clock'(Codes0, Codes) :-
    (   append(HDs, [0'., M1, M2|Rest], Codes0),
        HDs = [_|_], forall(member(C, HDs), code_type(C, digit)),
        code_type(M1, digit), code_type(M2, digit),
        \+ ( Rest = [C3|_], code_type(C3, digit) ),
        exclude('$zebra_time_filler', Rest, R1),
        ( R1 == `am` ; R1 == `pm` ; R1 == `AM` ; R1 == `PM` )
    ->  append(HDs, [0':, M1, M2|Rest], Codes)
    ;   Codes = Codes0
    ).

'$zebra_time_filler'(0' ).
'$zebra_time_filler'(0'.).

% Hours[:Minutes] with am/pm, or Hours:Minutes on a 24-hour clock.
'$zebra_clock'(Minutes) -->
    '$zebra_digits'(HDs),
    (   ":", '$zebra_digits'(MDs), { MDs = [_, _] }
    ->  []
    ;   { MDs = "0" }
    ),
    { number_codes(H, HDs), number_codes(M, MDs), M < 60 },
    (   "am"
    ->  { between(1, 12, H), Minutes is (H mod 12) * 60 + M }
    ;   "pm"
    ->  { between(1, 12, H), Minutes is (H mod 12 + 12) * 60 + M }
    ;   { MDs \== "0", between(0, 23, H), Minutes is H * 60 + M }
    ).

% Minutes:seconds of 24 minutes or more (less is a clock time), or
% hours:minutes:seconds: the seconds.
'$zebra_minutes_seconds'(N) -->
    '$zebra_digits'(ADs), ":", '$zebra_digits'([S1, S2]),
    (   ":", '$zebra_digits'([T1, T2])
    ->  { number_codes(H, ADs), number_codes(M, [S1, S2]), number_codes(S, [T1, T2]),
          M < 60, S < 60, N is (H * 60 + M) * 60 + S }
    ;   { number_codes(M, ADs), number_codes(S, [S1, S2]),
          M >= 24, S < 60, N is M * 60 + S }
    ).

'$zebra_digits'([D|Ds]) -->
    [D],
    { between(0'0, 0'9, D) },
    '$zebra_digits0'(Ds).

'$zebra_digits0'([D|Ds]) -->
    [D],
    { between(0'0, 0'9, D) },
    !,
    '$zebra_digits0'(Ds).
'$zebra_digits0'([]) --> [].

'$zebra_ordinal_suffix' --> "st".
'$zebra_ordinal_suffix' --> "nd".
'$zebra_ordinal_suffix' --> "rd".
'$zebra_ordinal_suffix' --> "th".

'$zebra_named_number'(Word, month, N) :-
    '$zebra_month'(N, Full),
    (   Word == Full
    ->  true
    ;   sub_atom(Full, 0, 3, _, Word)
    ).
'$zebra_named_number'(Word, weekday, N) :-
    '$zebra_weekday'(N, Full),
    (   Word == Full
    ->  true
    ;   sub_atom(Full, 0, 3, _, Word)
    ).
'$zebra_named_number'(Word, ordinal, N) :-
    '$zebra_ordinal'(N, Word).
'$zebra_named_number'(basement, ordinal, -1).   % below the ground floor
'$zebra_named_number'(noon, time, 720).
'$zebra_named_number'(midnight, time, 0).

'$zebra_month'(1, january).
'$zebra_month'(2, february).
'$zebra_month'(3, march).
'$zebra_month'(4, april).
'$zebra_month'(5, may).
'$zebra_month'(6, june).
'$zebra_month'(7, july).
'$zebra_month'(8, august).
'$zebra_month'(9, september).
'$zebra_month'(10, october).
'$zebra_month'(11, november).
'$zebra_month'(12, december).

'$zebra_weekday'(1, monday).
'$zebra_weekday'(2, tuesday).
'$zebra_weekday'(3, wednesday).
'$zebra_weekday'(4, thursday).
'$zebra_weekday'(5, friday).
'$zebra_weekday'(6, saturday).
'$zebra_weekday'(7, sunday).

'$zebra_ordinal'(1, first).
'$zebra_ordinal'(2, second).
'$zebra_ordinal'(3, third).
'$zebra_ordinal'(4, fourth).
'$zebra_ordinal'(5, fifth).
'$zebra_ordinal'(6, sixth).
'$zebra_ordinal'(7, seventh).
'$zebra_ordinal'(8, eighth).
'$zebra_ordinal'(9, ninth).
'$zebra_ordinal'(10, tenth).
'$zebra_ordinal'(11, eleventh).
'$zebra_ordinal'(12, twelfth).

%!  '$zebra_amount'(+Codes, -Before, -N, -After) is semidet.
%
%   Codes has exactly one number (digits, optionally grouped by commas
%   in threes, optionally with a decimal part of zeros, optionally after
%   a minus sign at the start or after a space or currency sign), N,
%   between the texts Before and After.
'$zebra_amount'(Codes, Before, N, After) :-
    '$zebra_amount'(Codes, Before, N, After, 0).

%!  '$zebra_amount'(+Codes, -Before, -N, -After, -Places) is semidet.
%
%   As '$zebra_amount'/4, but the number may have a decimal part of
%   Places digits, and N is then the number times 10^Places ('$1.25':
%   125, Places 2; '58.4 seconds': 584, Places 1).
'$zebra_amount'(Codes, Before, N, After, Places) :-
    append(Before0, [D|Rest], Codes),
    between(0'0, 0'9, D),
    \+ ( last(Before0, C), '$zebra_number_code'(C) ),
    !,
    phrase('$zebra_number'(Ds0, Frac), [D|Rest], After),
    \+ ( member(C, After), between(0'0, 0'9, C) ),
    length(Frac, Places),
    append(Ds0, Frac, Ds),
    number_codes(N0, Ds),
    (   append(Before, [0'-], Before0),
        ( Before == [] ; last(Before, B), memberchk(B, ` $`) )
    ->  N is -N0
    ;   Before = Before0,
        N = N0
    ).

'$zebra_number_code'(C) :- between(0'0, 0'9, C).
'$zebra_number_code'(0'.).
'$zebra_number_code'(0',).

'$zebra_number'(Ds, Frac) -->
    '$zebra_digits'(D0),
    '$zebra_groups'(Gs),
    { append([D0|Gs], Ds) },
    (   ".", '$zebra_digits'(Frac)
    ->  []
    ;   { Frac = [] }
    ).

'$zebra_groups'([G|Gs]) -->
    ",", [A, B, C],
    { maplist('$zebra_number_code', [A, B, C]), \+ memberchk(0'., [A, B, C]),
      \+ memberchk(0',, [A, B, C]), G = [A, B, C] },
    !,
    '$zebra_groups'(Gs).
'$zebra_groups'([]) --> [].

% The words around an amount, normalised so that '1 minute' and '6
% minutes', '$5' and '5 dollars' are of one kind.
'$zebra_unit_words'(Before, After, Words) :-
    append(Before, [0' |After], Codes),
    atom_codes(Text, Codes),
    split_string(Text, " ", " ", Parts0),
    foldl('$zebra_unit_part', Parts0, Words0, []),
    '$zebra_cut_dollar'(Words0, Words1),
    maplist('$zebra_singular', Words1, Words).

'$zebra_unit_part'("") --> !.
'$zebra_unit_part'(S) -->
    { string_concat("$", Rest, S) },
    !,
    ['$'],
    '$zebra_unit_part'(Rest).
'$zebra_unit_part'(S) -->
    { atom_string(A, S) },
    [A].

'$zebra_cut_dollar'(Words0, Words) :-
    maplist('$zebra_dollar', Words0, Words).

'$zebra_dollar'('$', dollar) :- !.
'$zebra_dollar'(W, W).

%!  '$zebra_singular'(+Word, -Singular) is det.
%
%   Singular is the singular of the English noun Word ("feet" foot,
%   "ponies" pony, "cookies" cookie, "boxes" box, "years" year); a word
%   that looks singular is its own.
'$zebra_singular'(feet, foot) :- !.
'$zebra_singular'(W, W) :-              % "Canvas", not "Canva"
    memberchk(W, [canvas, atlas, gas, lens, chess, bus, virus, status, bonus,
                  campus, circus, cactus, iris, tennis, analysis]),
    !.
'$zebra_singular'(W, S) :-
    (   atom_concat(Stem, ies, W),
        atom_concat(Stem, ie, S0),
        '$zebra_ie_noun'(S0)
    ->  S = S0
    ;   atom_concat(Stem, ies, W), Stem \== ''
    ->  atom_concat(Stem, y, S)
    ;   member(End, [ches, shes, xes, sses, zes]),
        atom_concat(Stem0, End, W)
    ->  sub_atom(End, 0, _, 2, Keep),
        atom_concat(Stem0, Keep, S)
    ;   atom_concat(Stem, s, W), Stem \== '', \+ atom_concat(_, s, Stem)
    ->  S = Stem
    ;   S = W
    ).

%!  '$zebra_colour_word'(+Word) is semidet.
%
%   Word (any case) is the name of a colour.
'$zebra_colour_word'(W0) :-
    atom(W0),
    downcase_atom(W0, W),
    memberchk(W, [red, green, blue, yellow, white, ivory, black, orange,
                  pink, purple, brown, grey, gray, beige, violet, cream,
                  silver, gold, golden, turquoise, maroon, crimson, scarlet,
                  teal, lilac, navy, coral, lavender, magenta, indigo,
                  olive, khaki, mauve, amber, aqua, bronze]).

% Nouns whose singular ends in "ie", not "y".
'$zebra_ie_noun'(W) :-
    memberchk(W, [cookie, movie, pie, tie, smoothie, brownie, zombie, calorie,
                  goalie, rookie, hippie, prairie, selfie, budgie, veggie, birdie,
                  beanie, onesie, auntie, bookie, junkie, newbie, pixie, genie,
                  lassie, sortie, specie, talkie, walkie, hoodie, quickie,
                  magpie, necktie, bowtie, potpie, mountie, boogie, collie]).

% '$zebra_ordered'(+Puzzle, +Attr): comparisons over Attr make sense:
% it is `house` in a house puzzle, or an attribute whose values are
% distinct numbers of one kind.
'$zebra_ordered'(puzzle(Houses, _, _, _), house) :-
    integer(Houses),
    !.
'$zebra_ordered'(puzzle(_, Attributes, _, _), Attr) :-
    atom(Attr),
    memberchk(Attr-Values, Attributes),
    '$zebra_ordered_values'(Values, _).

%!  '$zebra_ordered_values'(+Values, -Kind) is semidet.
%
%   Values all stand for numbers (zebra_value_number/2), all different,
%   of one Kind (see '$zebra_value_kind'/3): an attribute with these
%   values is ordered.
'$zebra_ordered_values'(Values, scale(Scale)) :-
    '$zebra_scale_numbers'(Values, Scale, _),
    !.
'$zebra_ordered_values'(Values, Kind) :-
    maplist('$zebra_value_kind', Values, Kinds0, _),
    maplist('$zebra_kind_places', Kinds0, Kinds1, _),
    (   Kinds1 = [Kind1|_],
        maplist(==(Kind1), Kinds1)
    ->  true
    ;   '$zebra_common_unit'(Kinds1, Unit, _)   % '500 m', '1 km'
    ->  Kind1 = amount([Unit])
    ),
    '$zebra_attribute_numbers'(Values, Numbers, Places),
    (   Places =:= 0
    ->  Kind = Kind1
    ;   Kind1 = amount(Unit),
        Kind = amount([decimals(Places)|Unit])
    ),
    sort(Numbers, Sorted),
    same_length(Sorted, Values).

%!  '$zebra_attribute_numbers'(+Values, -Numbers) is semidet.
%!  '$zebra_attribute_numbers'(+Values, -Numbers, -Places) is semidet.
%
%   The numbers of the values of one category: as zebra_value_number/2,
%   but counted in the smallest place any value is written with
%   ('2.5 kg, 3 kg': 25 and 30 tenths), so that a category may mix
%   '2.5 kg' and '3 kg'.  Places is that number of decimals.
'$zebra_attribute_numbers'(Values, Numbers) :-
    '$zebra_attribute_numbers'(Values, Numbers, _).

'$zebra_attribute_numbers'(Values, Numbers, 0) :-
    '$zebra_scale_numbers'(Values, _, Numbers),
    !.
'$zebra_attribute_numbers'(Values, Numbers, Places) :-
    maplist('$zebra_value_kind', Values, Kinds, Numbers0),
    maplist('$zebra_kind_places', Kinds, Kinds1, Ps),
    max_list(Ps, Places0),
    (   '$zebra_common_unit'(Kinds1, _, Factors)   % '6 months', '1 year':
    ->  maplist([N0, F, P, N]>>(N is N0 * F * 10^(Places0 - P)),   % 6 and 12
                Numbers0, Factors, Ps, Numbers1),                  % months
        '$zebra_fewest_places'(Numbers1, Places0, Numbers, Places)
    ;   maplist([N0, P, N]>>(N is N0 * 10^(Places0 - P)), Numbers0, Ps, Numbers),
        Places = Places0                 % '$1.50' stays in cents
    ).

% '$zebra_scale_numbers'(+Values, -Scale, -Numbers): values that are
% words of one known scale, of no number ("S, M, L, XL", "mild, medium,
% hot"), numbered by their places in it; only one scale may fit.
'$zebra_scale_numbers'(Values, vertical, Numbers) :-
    '$zebra_vertical_numbers'(Values, Numbers),
    !.
'$zebra_scale_numbers'(Values, Scale, Numbers) :-
    Values = [_, _|_],
    \+ maplist(integer, Values),
    maplist('$zebra_scale_word', Values, Words),
    findall(S-Ns, ( '$zebra_scale'(S, Scale0),
                    maplist('$zebra_scale_rank'(Scale0), Words, Ns) ),
            [Scale-Numbers]),
    sort(Numbers, Sorted),
    same_length(Sorted, Values).

% '$zebra_vertical_numbers'(+Values, -Heights): places one above
% another, one noun after a word of height ("bottom bunk, middle bunk,
% top bunk"; "top shelf, second shelf, third shelf, bottom shelf", the
% ordinals counting from the top), numbered from the bottom up.
'$zebra_vertical_numbers'(Values, Heights) :-
    Values = [_, _|_],
    maplist('$zebra_scale_word', Values, Texts),
    maplist([T, P-N]>>( atomic_list_concat([P, N], ' ', T) ), Texts, Pairs),
    pairs_values(Pairs, [Noun|Nouns]),
    maplist(==(Noun), Nouns),
    pairs_keys(Pairs, Words),
    memberchk(top, Words), memberchk(bottom, Words),
    length(Values, Count),
    maplist('$zebra_height'(Count), Words, Heights),
    sort(Heights, Sorted),
    length(Sorted, Count).

'$zebra_height'(Count, top, Count) :- !.
'$zebra_height'(_, bottom, 1) :- !.
'$zebra_height'(3, middle, 2) :- !.
'$zebra_height'(Count, W, H) :-               % "second shelf": from the top
    '$zebra_ordinal'(K, W),
    K > 1, K < Count,
    H is Count + 1 - K.

'$zebra_scale_word'(V, W) :-
    atom(V),
    downcase_atom(V, L),
    atomic_list_concat(Parts, '-', L),     % "extra-large"
    atomic_list_concat(Parts, ' ', W).

% A scale is a list of steps, each a word or a list of words for one
% step ("medium" and "regular" are one size; a category of both is no
% order).
'$zebra_scale'(size, [xxs, xs, s, m, l, xl, xxl, xxxl]).
'$zebra_scale'(size, [[tiny, mini], 'extra small', small, [medium, regular], large,
                      'extra large', [jumbo, giant, huge]]).
'$zebra_scale'(heat, [mild, medium, hot, 'very hot', 'extra hot']).

'$zebra_scale_rank'(Scale, W, N) :-
    nth1(N, Scale, Step),
    (   Step == W
    ->  true
    ;   is_list(Step),
        memberchk(W, Step)
    ),
    !.

% '1.5 km' in metres is 1500, no decimal left: drop the places every
% number of a category of mixed units has in excess.
'$zebra_fewest_places'(Ns, P, Ns, P) :-
    P =:= 0,
    !.
'$zebra_fewest_places'(Ns0, P0, Ns, P) :-
    (   forall(member(N, Ns0), N mod 10 =:= 0)
    ->  maplist([N0, N1]>>(N1 is N0 // 10), Ns0, Ns1),
        P1 is P0 - 1,
        '$zebra_fewest_places'(Ns1, P1, Ns, P)
    ;   Ns = Ns0, P = P0
    ).

'$zebra_kind_places'(amount([decimals(P)|Unit]), amount(Unit), P) :- !.
'$zebra_kind_places'(Kind, Kind, 0).

% '$zebra_common_unit'(+Kinds, -Unit, -Factors): amounts in units of one
% measure, not all the same ('500 m' and '1 km', '6 months' and '1
% year', '6 ft' and '5 ft 10 in'): Unit the smallest, Factors how many
% of it each value's unit is.
'$zebra_common_unit'(Kinds, Unit, Factors) :-
    maplist([amount([U]), U]>>true, Kinds, Units),
    sort(Units, [_, _|_]),
    maplist([U, M-F]>>'$zebra_unit_measure'(U, M, F), Units, MFs),
    pairs_keys_values(MFs, Ms, Fs),
    sort(Ms, [_]),
    min_list(Fs, Min),
    maplist([F, K]>>(0 =:= F mod Min, K is F // Min), Fs, Factors),
    nth1(I, Fs, Min), nth1(I, Units, Unit),
    !.

% '$zebra_unit_measure'(?Unit, ?Measure, ?Factor): Unit is Factor of the
% measure's smallest unit here.  Metric and imperial are apart (an inch
% is no whole number of millimetres).
'$zebra_unit_measure'(mm, metric, 1).
'$zebra_unit_measure'(millimetre, metric, 1).
'$zebra_unit_measure'(millimeter, metric, 1).
'$zebra_unit_measure'(cm, metric, 10).
'$zebra_unit_measure'(centimetre, metric, 10).
'$zebra_unit_measure'(centimeter, metric, 10).
'$zebra_unit_measure'(m, metric, 1000).
'$zebra_unit_measure'(metre, metric, 1000).
'$zebra_unit_measure'(meter, metric, 1000).
'$zebra_unit_measure'(km, metric, 1000000).
'$zebra_unit_measure'(kilometre, metric, 1000000).
'$zebra_unit_measure'(kilometer, metric, 1000000).
'$zebra_unit_measure'(inch, imperial, 1).
'$zebra_unit_measure'(in, imperial, 1).
'$zebra_unit_measure'(foot, imperial, 12).
'$zebra_unit_measure'(ft, imperial, 12).
'$zebra_unit_measure'(yard, imperial, 36).
'$zebra_unit_measure'(mile, imperial, 63360).
'$zebra_unit_measure'(g, mass, 1).
'$zebra_unit_measure'(gram, mass, 1).
'$zebra_unit_measure'(kg, mass, 1000).
'$zebra_unit_measure'(kilogram, mass, 1000).
'$zebra_unit_measure'(oz, imperial_mass, 1).
'$zebra_unit_measure'(ounce, imperial_mass, 1).
'$zebra_unit_measure'(lb, imperial_mass, 16).
'$zebra_unit_measure'(pound, imperial_mass, 16).
'$zebra_unit_measure'(stone, imperial_mass, 224).
'$zebra_unit_measure'(second, duration, 1).
'$zebra_unit_measure'(s, duration, 1).
'$zebra_unit_measure'(sec, duration, 1).
'$zebra_unit_measure'(min, duration, 60).
'$zebra_unit_measure'(h, duration, 3600).
'$zebra_unit_measure'(hr, duration, 3600).
'$zebra_unit_measure'(minute, duration, 60).
'$zebra_unit_measure'(hour, duration, 3600).
'$zebra_unit_measure'(day, days, 1).
'$zebra_unit_measure'(week, days, 7).
'$zebra_unit_measure'(month, months, 1).
'$zebra_unit_measure'(p, sterling, 1).           % '85p', '£1.20'
'$zebra_unit_measure'(penny, sterling, 1).
'$zebra_unit_measure'(pence, sterling, 1).
'$zebra_unit_measure'('£', sterling, 100).
'$zebra_unit_measure'(cent, dollars, 1).         % '95 cents', '$1.25'
'$zebra_unit_measure'(dollar, dollars, 100).
'$zebra_unit_measure'(cent, euros, 1).
'$zebra_unit_measure'('€', euros, 100).
'$zebra_unit_measure'(euro, euros, 100).
'$zebra_unit_measure'(year, months, 12).
