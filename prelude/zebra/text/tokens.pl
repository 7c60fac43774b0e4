% library(zebra/text), part tokens: from characters to the words a clue
% is read in.  '$zt_tokens'/2 (words lower-cased, integers, clock times,
% ordinals, decimals, amounts); the category lines ('$zt_attribute'/2:
% "Prices: $24, $25"), their values and the house line; and the kinds
% and numbers of values ('$zt_value_number'/3: money, units, dates,
% months, weekdays, ordinals, number words), which are the solver's
% numbers (library(zebra/model)).
%
% Included by prelude/zebra/text.pl into module zebra_text; its
% predicates are local to that module.

                /*******************************
                *   TOKENS                     *
                *******************************/

% '$zt_tokens'(+Codes, -Tokens): words lower-cased (atoms), integers,
% tm(Minutes) for a clock time, ord(N) for "3rd", dec(Atom) for "2.50",
% and the symbols '$' (for any currency sign: a puzzle has one currency)
% and '%'; other punctuation is dropped.  "doesn't"
% is [does, not]; "Noor's" is [noor, '\'s'] (the possessive is filler,
% but it tells the clue reader that a head noun follows).
'$zt_tokens'(Codes, Tokens) :-
    phrase('$zt_toks'(Tokens0), Codes),
    '$zt_compound_units'(Tokens0, Tokens1),
    '$zt_scaled_numbers'(Tokens1, Tokens).

% '$zt_scaled_numbers'(+Tokens0, -Tokens): a number and a scale word are
% one whole number: "$1.5 million" is $1500000, "2 thousand" 2000 (as
% zebra_value_number/2 counts a value "$1.5 million").
'$zt_scaled_numbers'([], []).
'$zt_scaled_numbers'([T, W|Ts0], [N|Ts]) :-
    atom(W),
    '$zebra_multiplier'(W, F),
    (   integer(T)
    ->  N is T * F
    ;   T = dec(A),
        '$zt_decimal'(A, D, P),
        D * F mod 10^P =:= 0
    ->  N is D * F // 10^P
    ),
    !,
    '$zt_scaled_numbers'(Ts0, Ts).
'$zt_scaled_numbers'([T|Ts0], [T|Ts]) :-
    '$zt_scaled_numbers'(Ts0, Ts).

% '$zt_compound_units'(+Tokens0, -Tokens): a unit of two words is one
% token: "950 sq ft", "200 square feet smaller", "40 sq m".
'$zt_compound_units'([], []).
'$zt_compound_units'([W1, W2|Ts0], [U|Ts]) :-
    '$zt_compound_unit'(W1, W2, U),
    !,
    '$zt_compound_units'(Ts0, Ts).
'$zt_compound_units'([T|Ts0], [T|Ts]) :-
    '$zt_compound_units'(Ts0, Ts).

'$zt_compound_unit'(km, h, 'km/h').     % "4 km/h faster" (the slash is no
'$zt_compound_unit'(m, s, 'm/s').       % token), as the values "42 km/h" say
'$zt_compound_unit'(Sq, Ft, sqft) :-
    memberchk(Sq, [sq, square]),
    memberchk(Ft, [ft, feet, foot]).
'$zt_compound_unit'(Sq, M, sqm) :-
    memberchk(Sq, [sq, square]),
    memberchk(M, [m, metres, meters, metre, meter]).
'$zt_compound_unit'(Sq, M, sqmi) :-
    memberchk(Sq, [sq, square]),
    memberchk(M, [mi, mile, miles]).
'$zt_compound_unit'(Sq, M, sqkm) :-
    memberchk(Sq, [sq, square]),
    memberchk(M, [km, kilometres, kilometers, kilometre, kilometer]).
'$zt_compound_unit'(Sq, M, sqyd) :-
    memberchk(Sq, [sq, square]),
    memberchk(M, [yd, yard, yards]).
'$zt_compound_unit'(Sq, M, sqin) :-
    memberchk(Sq, [sq, square]),
    memberchk(M, [in, inch, inches]).

'$zt_toks'(Ts) --> [C], { code_type(C, space) }, !, '$zt_toks'(Ts).
'$zt_toks'([T|Ts]) --> '$zt_number_token'(T), !, '$zt_toks'(Ts).
'$zt_toks'([T|Ts]) -->                  % "-8°C": a number below zero
    "-", '$zt_number_token'(T0), { '$zt_negative'(T0, T) }, !, '$zt_toks'(Ts).
'$zt_toks'(Ts) -->
    '$zt_letters'(Cs), !,
    '$zt_word_end'(Cs, Ts, Ts1),
    '$zt_toks'(Ts1).
'$zt_toks'([Sym|Ts]) --> [C], { memberchk(C, `$%`), !, atom_codes(Sym, [C]) }, '$zt_toks'(Ts).
'$zt_toks'(['$'|Ts]) --> [C], { memberchk(C, `£€¥`) }, !, '$zt_toks'(Ts).   % one currency
'$zt_toks'([and|Ts]) --> "&", !, '$zt_toks'(Ts).
'$zt_toks'(Ts) --> [_], !, '$zt_toks'(Ts).
'$zt_toks'([]) --> [].

'$zt_negative'(N, M) :- integer(N), !, M is -N.
'$zt_negative'(dec(A), dec(B)) :- atom_concat('-', A, B).

'$zt_number_token'(T) -->
    '$zt_digit'(D), '$zt_digits'(Ds),
    (   ":", '$zt_digit'(M1), '$zt_digit'(M2), { M1 =< 0'5 }
    ->  { number_codes(H, [D|Ds]), number_codes(M, [M1, M2]) },
        '$zt_ampm'(H, M, T)
    ;   ".", '$zt_digit'(M1), '$zt_digit'(M2), { M1 =< 0'5 },   % "9.15pm":
        \+ '$zt_digit'(_), '$zt_blanks', '$zt_am_pm'(P),        % a British
        \+ '$zt_letter'(_),                                     % clock time
        { number_codes(H, [D|Ds]), between(1, 12, H) }
    ->  { number_codes(M, [M1, M2]), '$zt_clock'(H, M, P, T) }
    ;   ".", '$zt_digit'(F), '$zt_digits'(Fs)
    ->  { append([D|Ds], [0'.,F|Fs], Cs), atom_codes(A, Cs), T = dec(A) }
    ;   ",", '$zt_digit'(A1), '$zt_digit'(A2), '$zt_digit'(A3), \+ '$zt_digit'(_)
    ->  { append([D|Ds], [A1, A2, A3], Cs), number_codes(T, Cs) }
    ;   '$zt_ordinal_suffix'
    ->  { number_codes(N, [D|Ds]), T = ord(N) }
    ;   { number_codes(H, [D|Ds]) },
        (   '$zt_blanks', '$zt_am_pm'(P), \+ '$zt_letter'(_)
        ->  { '$zt_clock'(H, 0, P, T) }
        ;   { T = H }
        )
    ).

'$zt_ampm'(H, M, T) -->
    (   '$zt_blanks', '$zt_am_pm'(P), \+ '$zt_letter'(_)
    ->  { '$zt_clock'(H, M, P, T) }
    ;   { Minutes is H*60 + M, T = tm(Minutes) }
    ).

'$zt_clock'(H, M, am, tm(T)) :- !, H1 is H mod 12, T is H1*60 + M.
'$zt_clock'(H, M, pm, tm(T)) :- H1 is H mod 12 + 12, T is H1*60 + M.

'$zt_am_pm'(am) --> ( "a.m." ; "A.M." ; "a.m" ; "am" ; "AM" ; "Am" ).
'$zt_am_pm'(pm) --> ( "p.m." ; "P.M." ; "p.m" ; "pm" ; "PM" ; "Pm" ).

'$zt_ordinal_suffix' --> ( "st" ; "nd" ; "rd" ; "th" ), \+ '$zt_letter'(_).

'$zt_blanks' --> [C], { code_type(C, space) }, !, '$zt_blanks'.
'$zt_blanks' --> [].

'$zt_digit'(C) --> [C], { code_type(C, digit) }.
'$zt_digits'([C|Cs]) --> '$zt_digit'(C), !, '$zt_digits'(Cs).
'$zt_digits'([]) --> [].

'$zt_letters'([C|Cs]) --> '$zt_letter'(C), ( '$zt_letters'(Cs) -> [] ; { Cs = [] } ).
'$zt_letter'(C) --> [C], { integer(C), code_type(C, alpha), \+ code_type(C, digit), C \== 0'_ }.

'$zt_word_end'(Cs, [Word, not|Ts], Ts) -->
    '$zt_apostrophe', "t", \+ '$zt_letter'(_),
    { append(Base0, `n`, Cs) },
    !,
    { '$zt_nt_base'(Base0, Base), atom_codes(W0, Base), downcase_atom(W0, Word) }.
'$zt_word_end'([C], Tokens, Ts) -->     % "O'Rourke", "D'Souza's": one
    '$zt_apostrophe', '$zt_letters'([L|Ls]),   % name, not a contraction
    { code_type(C, upper), code_type(L, upper) },
    !,
    '$zt_word_end'([C, 0'\', L|Ls], Tokens, Ts).
'$zt_word_end'(Cs, [Word|Ts0], Ts) -->
    (   '$zt_apostrophe', "s", \+ '$zt_letter'(_) -> { Ts0 = ['\'s'|Ts] }
    ;   '$zt_apostrophe', '$zt_letters'(_) -> { Ts0 = Ts }
    ;   '$zt_apostrophe' -> { Ts0 = Ts }    % "the Smiths' car"
    ;   { Ts0 = Ts }
    ),
    { atom_codes(W0, Cs), downcase_atom(W0, W1),
      (   memberchk(W1, [noon, midday])  % "at noon": 12:00pm, a clock time
      ->  Word = tm(720)
      ;   Word = W1
      ) }.

% "won't" is will not, "can't" can not.
'$zt_nt_base'(`wo`, `will`) :- !.
'$zt_nt_base'(`ca`, `can`) :- !.
'$zt_nt_base'(B, B).

'$zt_apostrophe' --> "'".
'$zt_apostrophe' --> [0x2019].


                /*******************************
                *   ATTRIBUTES                 *
                *******************************/

% An attribute: attr(Attr, Name, Words, Values), Attr the term's name
% (car_model), Name as written, Words its lower-case words ([car,
% model]); each value value(Value, Key, Tokens): Value as written (an
% integer when it is one), Key its tokens (two values with one Key
% could not be told apart), Tokens what a clue writes.
'$zt_attribute'(attr_line(Line, NameCodes, Rest), attr(Attr, Name, Words, Values)) :-
    atom_codes(Name0, NameCodes),
    split_string(Name0, " ", " ", Parts0),
    exclude(==(""), Parts0, Parts),
    maplist([S, A]>>atom_string(A, S), Parts, Ws0),
    atomic_list_concat(Ws0, ' ', Name),
    maplist(downcase_atom, Ws0, Words0),
    append(Init, [Last0], Words0),
    '$zt_singular'(Last0, Last),
    append(Init, [Last], Words),
    atomic_list_concat(Words, '_', Attr),
    '$zt_split_values'(Rest, Texts),
    (   Texts \== [],
        maplist('$zt_value', Texts, Values)
    ->  true
    ;   atom_codes(LineText, Line),
        '$zt_error'(attribute_line(LineText))
    ).

'$zt_split_values'(Codes, Texts) :-
    '$zt_value_parts'(Codes, [], Parts0),
    maplist([Cs, S]>>(string_codes(S0, Cs), normalize_space(string(S), S0)), Parts0, Parts),
    maplist('$zt_value_text', Parts, Texts).

% The values are separated by commas, but not the comma of "$1,000".
'$zt_value_parts'([], Acc, [Part]) :-
    reverse(Acc, Part).
'$zt_value_parts'([0',|Cs], Acc, Parts) :-
    \+ ( Acc = [D|_], code_type(D, digit),
         Cs = [D1, D2, D3|After], code_type(D1, digit), code_type(D2, digit),
         code_type(D3, digit), \+ ( After = [D4|_], code_type(D4, digit) ) ),
    !,
    reverse(Acc, Part),
    Parts = [Part|Parts1],
    '$zt_value_parts'(Cs, [], Parts1).
'$zt_value_parts'([C|Cs], Acc, Parts) :-
    '$zt_value_parts'(Cs, [C|Acc], Parts).

% "..., and tea": the last value without its "and".
'$zt_value_text'(S0, S) :-
    (   sub_string(S0, 0, 4, After, "and "), After > 0
    ->  sub_string(S0, 4, _, 0, S1), normalize_space(string(S), S1)
    ;   sub_string(S0, 0, 3, After, "or "), After > 0
    ->  sub_string(S0, 3, _, 0, S1), normalize_space(string(S), S1)
    ;   normalize_space(string(S), S0)
    ).

'$zt_value'(S, value(Value, Key, Tokens)) :-
    S \== "",
    string_codes(S, Codes),
    '$zt_tokens'(Codes, Tokens0),
    Tokens0 \== [],
    (   Tokens0 = [the|T1], T1 \== []
    ->  Tokens = T1
    ;   Tokens = Tokens0
    ),
    (   number_string(N, S), integer(N)
    ->  Value = N
    ;   atom_string(Value, S)
    ),
    Key = Tokens.

% '$zt_house_line'(+Attrs0, -Attrs, -HouseLine): a category line
% "Houses: 1, 2, 3, 4, 5" (or first, second, ...) lists the positions of
% a house puzzle, not a category: it is dropped, HouseLine is true, and
% the puzzle is a house puzzle.  Houses listed otherwise are a category.
'$zt_house_line'(Attrs0, Attrs, HouseLine) :-
    (   select(attr(house, _, _, Values), Attrs0, Attrs),
        Attrs \== [],
        forall(nth1(I, Values, value(V, _, _)),
               ( '$zt_value_number'(V, I, Kind),
                 memberchk(Kind, [plain, ordinal]) ))
    ->  HouseLine = true
    ;   Attrs = Attrs0, HouseLine = false
    ).

'$zt_check_attrs'(Attrs, Count) :-
    (   Attrs = [attr(_, _, _, Values)|_]
    ->  length(Values, Count)
    ;   '$zt_error'(no_attributes)
    ),
    forall(( member(attr(_, Name, _, Vs), Attrs),
             append(_, [value(ValueName, Key, _)|Later], Vs),
             memberchk(value(_, Key, _), Later) ),
           '$zt_error'(duplicate_value(Name, ValueName))),
    forall(( append(_, [attr(_, Name1, _, Vs1)|Later], Attrs),
             member(attr(_, Name2, _, Vs2), Later),
             member(value(ValueName, Key, _), Vs1),
             memberchk(value(_, Key, _), Vs2) ),
           '$zt_error'(shared_value(ValueName, Name1, Name2))).

'$zt_attr_term'(attr(Attr, _, _, Values), Attr-Names) :-
    maplist([value(V, _, _), V]>>true, Values, Names).


                /*******************************
                *   NUMBERS OF VALUES          *
                *******************************/

% '$zt_value_number'(+Value, -Number, -Kind): the integer a value stands
% for and its kind (plain, money, unit(U), time, month, weekday, date,
% ordinal); the local stand-in for zebra_value_number/2.
'$zt_value_number'(V, V, plain) :-
    integer(V),
    !.
'$zt_value_number'(V, N, Kind) :-
    atom(V),
    atom_codes(V, Codes),
    '$zt_tokens'(Codes, Tokens),
    '$zt_token_number'(Tokens, N, Kind).

'$zt_token_number'([N, s], N, plain) :-       % "the 1950s": a decade, by its
    integer(N), between(1000, 2999, N),          % first year
    N mod 10 =:= 0,
    !.
'$zt_token_number'(Ts, N, Kind) :-            % "$1.25", "58.4 seconds":
    append(B, [dec(A)|R], Ts),                   % the digits without the point
    !,
    '$zt_decimal'(A, N0, _),
    append(B, [N0|R], Ts1),
    '$zt_token_number'(Ts1, N, Kind).
'$zt_token_number'([N], N, plain) :- integer(N), !.
'$zt_token_number'(['$', N], N, money) :- integer(N), !.
'$zt_token_number'([N, '%'], N, percent) :- integer(N), !.
'$zt_token_number'([tm(N)], N, time) :- !.
'$zt_token_number'([ord(N)], N, ordinal) :- !.
'$zt_token_number'([M, D], N, date) :- '$zt_date'(M, D, N), !.
'$zt_token_number'([D, M], N, date) :- '$zt_date'(M, D, N), !.
'$zt_token_number'([U, N], N, unit(S)) :-          % "Day 1", "Round 2"
    atom(U), integer(N),
    '$zt_unit_stem'(U, S),
    ( '$zt_common_unit'(S) ; '$zt_position_unit'(S) ),
    !.
'$zt_token_number'([N, Y, old], N, unit(year)) :-   % "24 years old"
    integer(N), memberchk(Y, [year, years]), !.
'$zt_token_number'([N, U], N, unit(S)) :- integer(N), atom(U), !, '$zt_unit_stem'(U, S).
'$zt_token_number'([O, U], N, ordinal) :-     % "first floor", "2nd place"
    atom(U), \+ '$zt_month'(U, _),
    ( O = ord(N) -> true ; atom(O), '$zt_ordinal'(O, N) ),
    !.
'$zt_token_number'([W], N, Kind) :-
    atom(W),
    (   '$zt_month'(W, N) -> Kind = month
    ;   '$zt_weekday'(W, N) -> Kind = weekday
    ;   '$zt_ordinal'(W, N) -> Kind = ordinal
    ).

% '$zt_decimal'(+Atom, -Digits, -Places): "58.4" is 584 tenths.
'$zt_decimal'(A, N, Places) :-
    atom_codes(A, Cs),
    append(I, [0'.|F], Cs),
    length(F, Places),
    append(I, F, Ds),
    number_codes(N, Ds).

% '$zt_places'(+Ctx, +Attr, -Places): the decimals every value of Attr
% is written with ("$1.25": 2), 0 for whole numbers.
'$zt_places'(ctx(Attrs, _, _, _, _, _), A, Places) :-
    memberchk(attr(A, _, _, Values), Attrs),
    maplist([value(V, _, _), V]>>true, Values, Vs),
    (   '$zebra_attribute_numbers'(Vs, _, P)   % "1.5 km" among metres: 0
    ->  Places = P
    ;   Places = 0
    ).

'$zt_unit_stem'(U, S) :-
    (   '$zt_unit_alias'(U, S0) -> S = S0
    ;   atom_concat(S0, s, U), atom_length(S0, L), L > 1 -> S = S0
    ;   S = U
    ).

'$zt_unit_alias'(feet, foot).
'$zt_unit_alias'(children, child).
'$zt_unit_alias'(men, man).
'$zt_unit_alias'(women, woman).
'$zt_unit_alias'(geese, goose).
'$zt_unit_alias'(mice, mouse).
'$zt_unit_alias'(sheep, sheep).
'$zt_unit_alias'(fish, fish).
'$zt_unit_alias'(boxes, box).
'$zt_unit_alias'(p, cent).
'$zt_unit_alias'(s, second).
'$zt_unit_alias'(sec, second).
'$zt_unit_alias'(secs, second).
'$zt_unit_alias'(pence, cent).
'$zt_unit_alias'(penny, cent).
'$zt_unit_alias'(kilo, kilogram).
'$zt_unit_alias'(kilos, kilogram).
'$zt_unit_alias'(ft, foot).
'$zt_unit_alias'(inches, inch).
'$zt_unit_alias'(in, inch).
'$zt_unit_alias'(dollars, dollar).
'$zt_unit_alias'(mins, minute).
'$zt_unit_alias'(min, minute).
'$zt_unit_alias'(hrs, hour).
'$zt_unit_alias'(hr, hour).
'$zt_unit_alias'(yrs, year).
'$zt_unit_alias'(lbs, pound).
'$zt_unit_alias'(lb, pound).
'$zt_unit_alias'(kg, kilogram).
'$zt_unit_alias'(kgs, kilogram).
'$zt_unit_alias'(pts, point).
'$zt_unit_alias'(cm, centimetre).
'$zt_unit_alias'(centimeters, centimetre).
'$zt_unit_alias'(centimetres, centimetre).

'$zt_month'(W, N) :-
    nth1(N, [january, february, march, april, may, june, july, august,
             september, october, november, december], M),
    (   W == M
    ->  true
    ;   sub_atom(M, 0, 3, _, W)
    ),
    !.

% '$zt_date'(+MonthToken, +DayToken, -N): "June 2", "2nd June": N the
% day of the year (no leap day), as zebra_value_number/2 has it.
'$zt_date'(M, D0, N) :-
    atom(M),
    '$zt_month'(M, Month),
    ( D0 = ord(Day) -> true ; integer(D0), Day = D0 ),
    nth1(Month, [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31], Length),
    between(1, Length, Day),
    M1 is Month - 1,
    length(Before, M1),
    append(Before, _, [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31]),
    sum_list(Before, Start),
    N is Start + Day.

'$zt_weekday'(W, N) :-
    nth1(N, [monday, tuesday, wednesday, thursday, friday, saturday, sunday], D),
    (   W == D
    ->  true
    ;   sub_atom(D, 0, 3, _, W)
    ),
    !.

'$zt_ordinal'(W, N) :-
    nth1(N, [first, second, third, fourth, fifth, sixth, seventh, eighth,
             ninth, tenth, eleventh, twelfth], W).
'$zt_ordinal'(ground, 0).               % "ground floor", below the first
'$zt_ordinal'(basement, -1).

'$zt_number_word'(W, N) :-
    nth1(N, [one, two, three, four, five, six, seven, eight, nine, ten,
             eleven, twelve], W).

% An attribute is ordered when every value has a number, the numbers
% are distinct and of one kind: ordered(Attr, Kind, [Number-Value, ...]).
'$zt_ordered'(attr(Attr, _, _, Values), ordered(Attr, Kind, Pairs)) :-
    maplist([value(V, _, _), V]>>true, Values, Vs),
    '$zebra_attribute_numbers'(Vs, Ns),  % the solver's numbers: the reader
    pairs_keys_values(Pairs, Ns, Vs),    % and the solver never disagree
    (   '$zebra_ordered_values'(Vs, scale(S))       % "S, M, L": sizes
    ->  Kind = scale(S)
    ;   '$zebra_ordered_values'(Vs, amount([second])),
        \+ maplist([V]>>'$zt_value_number'(V, _, unit(second)), Vs)
    ->  Kind = unit(second)                         % "48:15": a duration
    ;   maplist([V, K]>>'$zt_value_number'(V, _, K), Vs, Kinds),
        sort(Kinds, [Kind0])
    ->  Kind = Kind0
    ;   '$zebra_ordered_values'(Vs, amount(Unit)),   % "500 m, 1 km": metres
        (   Unit = [out_of(_)]                      % "28/40": marks
        ->  Kind = plain
        ;   last(Unit, U), atom(U),
            (   '$zt_money_unit'(U)                 % "85p, £1.20": pence
            ->  Kind = money
            ;   '$zt_unit_stem'(U, S),
                Kind = unit(S)
            )
        )
    ),
    sort(Ns, Sorted),
    same_length(Ns, Sorted).
