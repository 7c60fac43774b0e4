% library(zebra/text), part clue: reading a clue's words as items.  The
% scan against the lexicon ('$zt_items'/5, '$zt_scan'/5), amounts and
% head nouns, the licensing of unknown words ('$zt_license'/4: the verb
% slot, never between two noun phrases), reading a clue or refusing it
% with its unused words ('$zt_read_clue_or_refuse'/4, '$zt_read_clue'),
% clauses split at "and", adjuncts and scene-setting words.
%
% Included by prelude/zebra/text.pl into module zebra_text; its
% predicates are local to that module.

                /*******************************
                *   READING A CLUE             *
                *******************************/

% '$zt_items'(+Ctx, +Tokens, -Items, -Unknown): the tokens read against
% the lexicon, longest phrase first (values before the grammar's words
% at one length); filler dropped; Unknown the words nothing reads.
'$zt_items'(Ctx, Mode, Tokens, Items, Unknown) :-
    '$zt_scan'(Tokens, Ctx, Mode, Items0, Unknown),
    '$zt_nth_superlatives'(Items0, Items).

% '$zt_nth_superlatives'(+Items0, -Items): an ordinal just before a
% superlative ("the second-fastest swimmer", "the third oldest") is one
% item, nth_sup(N, Dir, Hints): the Nth value from that end, never a
% position and a superlative apart (read so, "the second-fastest" was
% lane 2 and the fastest time, held out, corpus 50).
'$zt_nth_superlatives'([], []).
'$zt_nth_superlatives'([I0|Is0], [I|Is]) :-
    (   (   I0 = pos(N)
        ;   I0 = v(_, V), atom(V),          % "the second tallest" with
            '$zt_ordinal_value'(V, N)       % Places: first, second, ...
        ),
        integer(N), N >= 2,
        Is0 = [sup(D, H)|Is1]
    ->  I = nth_sup(N, D, H)
    ;   I = I0, Is1 = Is0
    ),
    '$zt_nth_superlatives'(Is1, Is).

% '$zt_ordinal_value'(+Value, -N): a value that is an ordinal, "second"
% or "2nd".
'$zt_ordinal_value'(V, N) :-
    (   '$zt_ordinal'(V, N)
    ->  true
    ;   member(Suffix, [st, nd, rd, th]),
        atom_concat(D, Suffix, V),
        atom_number(D, N)
    ->  true
    ).

'$zt_scan'([], _, _, [], []) :- !.
'$zt_scan'([ratio(P, Q)|Rest], Ctx, Mode, [rat(P, Q)|Items], Unknown) :-
    !,
    '$zt_scan'(Rest, Ctx, Mode, Items, Unknown).
'$zt_scan'(Tokens, Ctx, Mode, Items, Unknown) :-
    '$zt_amount_item'(Ctx, Tokens, Item, Rest),
    !,
    Items = [Item|Items1],
    '$zt_scan'(Rest, Ctx, Mode, Items1, Unknown).
'$zt_scan'(Tokens, Ctx, Mode, [Item|Items], Unknown) :-  % "more points than"
    '$zt_match'(Ctx, Tokens, _, Item0, [U|Rest]),           % on Scores: 10 points, ...
    ( Item0 = cmp(_, _) ; Item0 = sup(_, _) ),
    atom(U), '$zt_unit_stem'(U, Stem),
    Ctx = ctx(_, _, Ordered, _, _, _),
    findall(A, ( member(ordered(A, unit(S), _), Ordered),
                 ( S == Stem -> true ; '$zt_unit_scale0'(_, Stem, A-unit(S), 1) ) ),
            [A1]),
    Item0 =.. [F, D0, Hints],
    \+ '$zt_own_measure'(Ctx, Hints, A1),    % not "the longest boards"
    \+ ( memberchk(ordered(A1, K1, _), Ordered),   % nor "8 points better"
         '$zt_better_misfit'(Ctx, Hints, A1-K1) ),  % on rates
    !,
    '$zt_reversed'(Ctx, Hints, A1, D0, D),
    Item =.. [F, D, [attr(A1)]],
    '$zt_scan'(Rest, Ctx, Mode, Items, Unknown).
'$zt_scan'(Tokens, Ctx, Mode, Items, Unknown) :-   % "the first floor" on
    '$zt_match'(Ctx, Tokens, Phrase, Item1, _),       % Floors: ground floor,
    Item1 \= v(_, _),                                 % first floor, ...; "of
    Phrase = [_, _|_],                                % the Morning Star": the
    append(Front, Back, Tokens),                      % value, not "the first",
    Front = [_|_],                                    % not "of the morning"
    append(Front, [_|_], Phrase),
    '$zt_match'(Ctx, Back, P2, v(_, _), _),
    length(Phrase, L1), length(Front, LF), length(P2, L2),
    LF + L2 > L1,
    !,
    '$zt_scan'(Front, Ctx, Mode, Items1, Unknown1),
    '$zt_scan'(Back, Ctx, Mode, Items2, Unknown2),
    append(Items1, Items2, Items),
    append(Unknown1, Unknown2, Unknown).
'$zt_scan'(Tokens, Ctx, Mode, Items, Unknown) :-   % "sleeps 2 fewer people" on
    '$zt_match'(Ctx, Tokens, Phrase, v(_, _), [C|_]),   % "sleeps 2, sleeps 3":
    append(Front, [N], Phrase), Front = [_|_],         % an amount, not the value
    ( integer(N) ; '$zt_count'(N, _) ),
    atom(C), '$zt_comparative'(C, _, _),
    !,
    '$zt_scan'(Front, Ctx, Mode, Items0, Unknown0),
    append(Front, Back, Tokens),
    '$zt_scan'(Back, Ctx, Mode, Items1, Unknown1),
    append(Items0, Items1, Items),
    append(Unknown0, Unknown1, Unknown).
'$zt_scan'([Aux, W, O|Rest], Ctx, Mode, Items, Unknown) :-   % "she did not
    Aux == not,                                               % water it with
    atom(W),                                                  % tea": a verb,
    memberchk(O, [it, them, him, her, his, its, their, the, a, an]),   % never
    '$zt_match'(Ctx, [W], [W], v(_, _), []),                  % the value water
    !,
    '$zt_scan'([Aux], Ctx, Mode, Items0, Unknown0),
    '$zt_scan'([O|Rest], Ctx, Mode, Items1, Unknown1),
    append(Items0, [unknown(W)|Items1], Items),
    append(Unknown0, [W|Unknown1], Unknown).
'$zt_scan'([Be, Form|Rest], Ctx, Mode, Items, Unknown) :-   % "is painted
    memberchk(Be, [is, are, was, were, been, be, being]),     % blue": done to
    atom(Form), atom_concat(Stem, ed, Form),                  % it, no hobby
    '$zt_match'(Ctx, [Form], [Form], v(_, V), []),            % of painting
    format(atom(VA), "~w", [V]), downcase_atom(VA, Vd),
    sub_atom(Vd, 0, _, _, Stem), atom_concat(_, ing, Vd),
    !,
    '$zt_scan'([Be], Ctx, Mode, Items0, Unknown0),
    '$zt_scan'(Rest, Ctx, Mode, Items1, Unknown1),
    append(Items0, [unknown(Form)|Items1], Items),
    append(Unknown0, [Form|Unknown1], Unknown).
'$zt_scan'(Tokens, Ctx, Mode, Items, Unknown) :-
    Ctx = ctx(_, _, _, _, AttrWords, _),
    (   '$zt_match'(Ctx, Tokens, Phrase, Item1, Rest)
    ->  (   Item1 == filler, Phrase = [T], memberchk(T-_, AttrWords)
        ->  (   '$zt_attr_word'(AttrWords, T, A)
            ->  Item0 = attr_word(A, T)
            ;   Item0 = unknown(T)
            )
        ;   Item1 == filler, Phrase = [T], Mode == clue, '$zt_marker'(T, Marker)
        ->  Item0 = marker(Marker)
        ;   Item1 == kw(rel), Mode == question
        ->  Item0 = filler
        ;   Item1 = marker(fverb(_)), Mode == question   % "Who piloted the
        ->  Item0 = filler                              % Abyss?"
        ;   Item0 = Item1
        )
    ;   Tokens = [T|Rest],
        '$zt_lone_token'(T, Mode, AttrWords, Item0)
    ),
    !,
    (   Item0 == filler
    ->  Items = Items1, Unknown = Unknown1
    ;   ( Item0 = cmp(D, _) ; Item0 = sup(D, _) ),
        Rest = [T1|_],
        memberchk(T1-A1, AttrWords),
        Ctx = ctx(_, _, Ordered, _, _, _),
        memberchk(ordered(A1, K1, _), Ordered),
        arg(2, Item0, Hints0),          % not "the longest time" on clock
        \+ '$zt_length_of_a_point'(Hints0, K1)             % times
    ->  (   memberchk(strict, Hints0),                    % "the top price":
            \+ '$zt_hint_fits'(Ctx, Hints0, A1-K1)        % no place, no
        ->  Tokens = [W0|_],                              % reading
            Items = [unknown(W0)|Items1], Unknown = [W0|Unknown1]
        ;   \+ '$zt_hint_fits'(Ctx, Hints0, A1-K1),   % "the sunniest room" on
            member(H, Hints0), atom(H),               % Rooms and Sunshine: the
            member(ordered(A2, _, _), Ordered),       % word names the other
            A2 \== A1, '$zt_name_fits'(H, A2)         % category, and the room
        ->  Items = [Item0|Items1],                   % is the noun
            Unknown = Unknown1
        ;   Tokens = [W0|_],                          % "oldest button" with
            memberchk(W0-A2, AttrWords), A2 \== A1    % Oldest: 1840, ... and
        ->  Items = [refuse(W0)|Items1],              % Buttons: 150, ...: no
            Unknown = [W0|Unknown1]                   % reading (corpus 36)
        ;   '$zt_later_duration'(Ctx, Hints0, A1-K1)  % "on a later day" with
        ->  Tokens = [W0|_],                          % Days overdue: 3, ...: no
            Items = [refuse(W0)|Items1],              % order in time (corpus 53)
            Unknown = [W0|Unknown1]
        ;   Item0 =.. [F, Dir0, Hints],     % "fewer points", "the lowest price",
            '$zt_reversed'(Ctx, Hints, A1, Dir0, Dir),   % "the fastest time": the least
            Item =.. [F, Dir, [attr(A1)]],
            Items = [Item|Items1], Unknown = Unknown1
        )
    ;   Item0 = attr_word(A, T)
    ->  (   Mode == question
        ->  Items = [attr(A)|Items1]
        ;   '$zt_relational_noun'(T)        % "Ana's partner" on "Partners":
        ->  Items = [cat_noun(T)|Items1]    % the category, no relation
        ;   Items = [noun(T)|Items1]
        ),
        Unknown = Unknown1
    ;   Item0 = marker(Marker)
    ->  Items = [Marker|Items1], Unknown = Unknown1
    ;   Item0 = unknown(W)
    ->  Items = [unknown(W)|Items1], Unknown = [W|Unknown1]
    ;   Items = [Item0|Items1], Unknown = Unknown1
    ),
    '$zt_scan'(Rest, Ctx, Mode, Items1, Unknown1).

% '$zt_own_measure'(+Ctx, +Hints, +A): a comparative whose own words
% fit another ordered category, not A, before a noun of A: "the longest
% boards" on "Quantities: 20 boards, ..." is the length of the boards,
% not their number (read as the most boards, held out, corpus 32).
'$zt_own_measure'(Ctx, Hints, A) :-
    Hints \== [],
    \+ memberchk(strict, Hints),          % "the top price": refused
    Ctx = ctx(_, _, Ordered, _, _, _),
    memberchk(ordered(A, K, _), Ordered),
    \+ '$zt_hint_fits'(Ctx, Hints, A-K),
    member(ordered(A2, K2, _), Ordered),
    A2 \== A,
    '$zt_hint_fits'(Ctx, Hints, A2-K2),
    !.

% '$zt_attr_word'(+AttrWords, +T, -A): the category word T names: the one
% category it is a word of, or of two or more the one whose name it ends
% ("cookie" on Cookies and Cookies eaten is the kind: "Which kind of
% cookie did Kai eat?"); no category when that is not one.
'$zt_attr_word'(AttrWords, T, A) :-
    findall(A0, member(T-A0, AttrWords), As0),
    sort(As0, As),
    (   As = [A]
    ->  true
    ;   include('$zt_head_word'(T), As, [A])
    ).

'$zt_marker'('\'s', poss) :- !.
'$zt_marker'(W, noun(W)) :- '$zt_entity_noun'(W), !.
'$zt_marker'(W, fverb(W)) :- '$zt_person_verb'(W).

% The verbs read as "has this value" that can also take a person as
% their object ("visited Dana", "called the dentist", "hired the baker"):
% marked, so that '$zt_relating_verb'/6 can refuse them between two
% noun phrases that could name one person.
'$zt_person_verb'(W) :-
    memberchk(W, [visited, visits, called, named, nicknamed, hired, joined,
                  took, takes, brought, taught, teaches, chose, chosen,
                  chooses, picked, picks, selected, likes, liked, loves,
                  loved, prefers, preferred, enjoys, enjoyed, adopted, drove,
                  drives, led, leads, gave, gives, received, sold, sells,
                  bought, buys, used, uses, played, plays, caught, catch,
                  catches]).


'$zt_lone_token'(T, _, AttrWords, Item) :-
    memberchk(T-_, AttrWords),
    !,
    (   '$zt_attr_word'(AttrWords, T, A)
    ->  Item = attr_word(A, T)
    ;   Item = unknown(T)
    ).
'$zt_lone_token'(T, question, _, filler) :-
    (   '$zt_question_filler'(T)
    ;   T == '\'s'
    ),
    !.
'$zt_lone_token'(N, _, _, num(N)) :- integer(N), !.
'$zt_lone_token'(T, _, _, unknown(W)) :-
    '$zt_token_text'(T, W).

'$zt_token_text'(tm(M), W) :-
    !,
    H is M // 60, Min is M mod 60,
    format(atom(W), "~d:~|~`0t~d~2+", [H, Min]).
'$zt_token_text'(ord(N), W) :-
    !,
    format(atom(W), "~dth", [N]).
'$zt_token_text'(dec(A), A) :- !.
'$zt_token_text'(T, T).

% An amount before a comparative: "$5 more", "2 years before", "1 month
% after", "3 points fewer": amt(Number, Unit) (Unit none, '$', or a
% unit word's stem), the comparative left to be read.
'$zt_amount_item'(Ctx, Tokens, amt(K, Unit), Rest) :-
    (   Tokens = ['$', K0|R1], ( integer(K0) -> K = K0 ; K0 = dec(A), K = A )
    ->  Unit0 = '$'
    ;   Tokens = [dec(K)|R1]                             % "0.7 seconds"
    ->  Unit0 = none
    ;   Tokens = [half, A|R1], memberchk(A, [a, an]),     % "half a kilo more"
        R1 = [U0|_], atom(U0), '$zt_unit_stem'(U0, Stem0), '$zt_known_unit'(Ctx, Stem0)
    ->  K = '0.5', Unit0 = none
    ;   Tokens = [K0|R1], '$zt_count'(K0, K)
    ->  Unit0 = none
    ;   Tokens = [A, U0|_], memberchk(A, [a, an, one]),   % "a week after"
        atom(U0), '$zt_unit_stem'(U0, Stem0), '$zt_known_unit'(Ctx, Stem0)
    ->  K = 1, Unit0 = none, Tokens = [_|R1]
    ),
    (   Unit0 == '$'
    ->  Unit = '$', R2 = R1
    ;   R1 = [U|R2], atom(U), '$zt_unit_stem'(U, Stem), '$zt_known_unit'(Ctx, Stem)
    ->  Unit = Stem
    ;   Unit = none, R2 = R1
    ),
    R2 = [C|_],
    (   '$zt_comparative'(C, _, _)
    ;   C == more ; C == less
    ;   R2 = [C|R3],
        (   '$zt_kw'(C, _, Tail, cmp(_, _))
        ;   R3 = [S|_], '$zt_kw2_at'(C, S, _, Tail, cmp(_, _))
        ),
        '$zt_kw_words'(Tail, R3)
    ),
    !,
    Rest = R2.

% '$zt_house_numbers'(+Tokens0, -Tokens): "house 2" is the second house
% (a position), as "the 2nd house" is.
'$zt_house_numbers'([], []).
'$zt_house_numbers'([T|Ts0], [T|Ts]) :-
    (   memberchk(T, [house, houses]), Ts0 = [N|Ts1], integer(N), N >= 1
    ->  Ts = [ord(N)|Ts2],
        '$zt_house_numbers'(Ts1, Ts2)
    ;   '$zt_house_numbers'(Ts0, Ts)
    ).

% '$zt_half_hours'(+Tokens0, -Tokens): "an hour and a half", "2 and a
% half hours", "half an hour", "an hour and a quarter", "three quarters
% of an hour" as minutes.
'$zt_half_hours'([], []).
'$zt_half_hours'(Ts0, Ts) :-
    (   Ts0 = [N0, and, a, half, hours|R], '$zt_count'(N0, N)
    ->  M is N*60 + 30
    ;   Ts0 = [half, A, hour|R], memberchk(A, [a, an])
    ->  M = 30
    ;   Ts0 = [a, quarter, of, an, hour|R]
    ->  M = 15
    ;   Ts0 = [three, quarters, of, an, hour|R]
    ->  M = 45
    ;   Ts0 = [N0, and, a, quarter, hours|R], '$zt_count'(N0, N)   % "2 and a
    ->  M is N*60 + 15                                            % quarter hours"
    ;   Ts0 = [N0, and, three, quarters, hours|R], '$zt_count'(N0, N)
    ->  M is N*60 + 45
    ),
    !,
    Ts = [M, minutes|Ts1],
    '$zt_half_hours'(R, Ts1).
'$zt_half_hours'([A, U1, and|R0], Ts) :-     % "an hour and twenty-five
    (   memberchk(A, [a, an]) -> K = 1 ; '$zt_count'(A, K) ),   % minutes",
    '$zt_span_unit'(U1, Small),                               % "a minute and
    (   R0 = [a, half|R]                                      % a half"
    ->  N is K*60 + 30
    ;   R0 = [a, quarter|R]                                   % "an hour and
    ->  N is K*60 + 15                                        % a quarter"
    ;   R0 = [three, quarters|R]
    ->  N is K*60 + 45
    ;   (   R0 = [T0, T1, U2|R], '$zt_tens'(T0, Ta), '$zt_unit_number'(T1, Tb)
        ->  N1 is Ta + Tb                               % "twenty-five"
        ;   R0 = [N0, U2|R], '$zt_count'(N0, N1)
        ),
        '$zt_span_unit'(U2, Small1), '$zt_span_unit'(Small, Small1)
    ->  N is K*60 + N1
    ),
    !,
    Ts = [N, Small|Ts1],
    '$zt_half_hours'(R, Ts1).

'$zt_half_hours'([T|Ts0], [T|Ts]) :-
    '$zt_half_hours'(Ts0, Ts).

% '$zt_span_unit'(?Unit, ?Smaller): a unit of time and the next smaller
% one ("hour" and minutes); the plural names itself ("minutes").
'$zt_span_unit'(U, Small) :-
    member(U-Small, [hour-minutes, hours-minutes, minute-seconds,
                     minutes-seconds, second-none, seconds-none]),
    !.

% '$zt_head_nouns'(+Ctx, +NumberedClues, -Heads): the puzzle's own
% entity nouns, the words it writes after a possessive ("Sela's talk",
% "Amara's wedding") that are neither a value, a grammar word nor a
% relational noun ("Peter's brother").  Like a category name, such a
% noun is dropped wherever it heads a noun phrase ("the volcano talk").
% A word followed by another unknown word is no head noun ("Hana's new
% dog": neither word is).
'$zt_head_nouns'(Ctx, NumberedClues, Heads) :-
    findall(W, ( member(_-s(_, _, Codes), NumberedClues),
                 is_list(Codes),
                 '$zt_tokens'(Codes, Tokens0),
                 '$zt_near_place'(Ctx, Tokens0, Tokens),
                 '$zt_head_slot'(Ctx, Tokens, W, After),
                 atom(W),
                 (   After = [Next|_]           % not "Hana's new dog"
                 ->  ( Next == '\'s' ; '$zt_match'(Ctx, After, _, _, _) ; integer(Next)
                     ; memberchk(Next, [was, is, were, are]),   % "Ms. Cole's
                       append(_, ['\'s', W|_], Tokens)          % purchase was"
                     )
                 ;   true
                 ),
                 (   '$zt_refused_word'(W)    % "Stellan's plan": a verb's
                 ->  '$zt_refused_verb'(W),   % bare stem after a possessive
                     append(_, ['\'s', W|_], Tokens)   % is a noun
                 ;   true
                 ),
                 \+ '$zt_count'(W, _),
                 \+ '$zt_not_noun'(W),
                 \+ '$zt_match'(Ctx, [W], _, _, _) ),
            Heads0),
    findall(P, ( member(W, Heads0), '$zt_singular_or_plural'(W, P),
                 \+ '$zt_match'(Ctx, [P], _, _, _) ), Heads1),
    append(Heads0, Heads1, Heads2),
    sort(Heads2, Heads).

% '$zt_head_slot'(+Ctx, +Tokens, -W, -After): W stands where a noun
% phrase has its head noun: after a possessive ("Sela's talk"); after
% "the" and a value ("the white car", "the Chester train", "the 8:05pm
% train"); after "the" and a superlative ("the shortest book"); or
% between "the" and a preposition or relative pronoun ("the cyclist on
% the Apex", "the train to Exeter", "the buyer of the piece").
'$zt_head_slot'(_, Tokens, W, After) :-
    append(_, ['\'s', W|After], Tokens).
'$zt_head_slot'(Ctx, Tokens, W, After) :-   % "has a black front": the end
    append(_, [A|Ts0], Tokens),              % of a clue, after "a" and a
    memberchk(A, [a, an]),                   % value
    '$zt_match'(Ctx, Ts0, _, v(_, _), [W]),
    After = [].
'$zt_head_slot'(Ctx, Tokens, W, After) :-
    append(_, [the|Ts0], Tokens),
    (   Ts0 = [K|Ts1], '$zt_count'(K, _)    % "the five band members"
    ->  true
    ;   Ts1 = Ts0
    ),
    (   '$zt_match'(Ctx, Ts1, _, v(_, _), [W|After])
    ;   Ts1 = [Sup, W|After], '$zt_superlative'(Sup, _, _)
    ;   Ts1 = [O, W|After],                 % "the first slot of the day"
        ( memberchk(O, [last, next]) ; '$zt_ordinal'(O, _) ; O = ord(_) )
    ;   Ts1 = [W, P|_], After = [P],
        memberchk(P, [in, on, from, with, at, of, to, who, whose, that, which, where])
    ),
    (   After = [Next|_]                    % not "the beagle outran Pepper"
    ->  (   Next == '\'s'
        ->  true
        ;   '$zt_match'(Ctx, After, _, Item, _), Item \= v(_, _)
        )
    ;   true
    ).

% Words that do not head a noun phrase: adverbs and past tenses ("the
% Swede quickly ...", "the red painted ...").
'$zt_not_noun'(W) :-
    atom(W),
    (   atom_concat(_, ly, W)
    ;   atom_concat(_, ed, W)
    ;   memberchk(W, [not, never, also, too, just, only, always, then, each,
                      every, all, both, either, neither])
    ),
    !.

% '$zt_named_hints'(+Ctx, +Tokens, +Items0, -Items): a word of the clue,
% outside a value, that is a form of an ordered category's name
% ("Hamish posted his card two weeks after Jacques" with Posted: ...;
% "placed higher" with Places: ...) adds named(A) to the hints of each
% comparison: it picks A when the comparison could be about A or another
% category, and never makes it about A otherwise ('$zt_compared'/6).
% A comparison before the word is the subject's own and gets no hint:
% in "The tallest jumper dropped farther than Arlo" on Drops and Heights
% "dropped" says what "farther" compares, not "tallest".
'$zt_named_hints'(Ctx, Tokens, Items0, Items) :-
    Ctx = ctx(Attrs, _, Ordered, _, _, _),
    findall(K-Named1, ( member(ordered(A, _, _), Ordered),
                      memberchk(attr(A, _, Ws, _), Attrs),
                      append(Before, [T|Rest], Tokens), atom(T),
                      '$zt_main_clause_verb'(Before, T, Rest),
                      \+ '$zt_value_here'(Ctx, [T|Rest]),
                      member(W, Ws),
                      (   '$zt_name_fits'(T, A)
                      ;   '$zt_verb_of_name'(T, W)
                      ),
                      (   Named1 = named(A)
                      ;   \+ '$zt_name_fits'(T, A),       % a verb, no noun:
                          Named1 = verb_named(A)         % "drawn" for Draws
                      ),
                      aggregate_all(count, ( member(C, Before),
                                             '$zt_comparison_word'(C) ), K) ),
            KNamed),
    (   KNamed == []
    ->  Items = Items0
    ;   pairs_keys_values(KNamed, Ks, Named0),
        min_list(Ks, Skip),
        sort(Named0, Named),
        '$zt_add_named_after'(Items0, Skip, Named, Items)
    ).

'$zt_comparison_word'(C) :-
    atom(C),
    (   '$zt_comparative'(C, _, _)
    ;   '$zt_superlative'(C, _, _)
    ),
    !.

% '$zt_add_named_after'(+Items0, +Skip, +Named, -Items): Named added to
% the comparisons after the first Skip.
'$zt_add_named_after'([], _, _, []).
'$zt_add_named_after'([I0|Is0], Skip, Named, [I|Is]) :-
    (   '$zt_comparison_item'(I0)
    ->  (   Skip > 0
        ->  I = I0, Skip1 is Skip - 1
        ;   '$zt_add_named'(Named, I0, I), Skip1 = 0
        )
    ;   I = I0, Skip1 = Skip
    ),
    '$zt_add_named_after'(Is0, Skip1, Named, Is).

% T is a word of the main clause before its comparison: no relative
% clause has started ("the person who started at 10:00am joined before"
% is no comparison of start times), a comparison word follows, and T
% is no unit of an amount ("5 years older": the years are the amount's).
'$zt_main_clause_verb'(Before, T, Rest) :-
    \+ ( member(R, Before), memberchk(R, [who, whom, whose, which, that, whoever]) ),
    \+ ( last(Before, P), ( integer(P) ; '$zt_count'(P, _) ; P = dec(_) ) ),
    \+ '$zt_common_unit'(T),
    \+ ( '$zt_unit_stem'(T, S), '$zt_common_unit'(S) ),
    member(C, Rest),
    (   '$zt_comparative'(C, _, _)
    ;   memberchk(C, [than, after, before, ahead, behind, above, below, first, last])
    ;   '$zt_superlative'(C, _, _)
    ),
    !.

'$zt_add_named'(Named, Item0, Item) :-
    (   '$zt_comparison_item'(Item0),
        Item0 =.. [F, D, Hints0], is_list(Hints0)
    ->  append(Hints0, Named, Hints),
        Item =.. [F, D, Hints]
    ;   Item = Item0
    ).

% '$zt_license'(+Items0, +Prev, +Heads, -Items): the items with the
% markers (noun(W), poss) dropped and the unknown words a clue's
% structure accounts for dropped too; the unknown words left refuse
% the clue.  An unknown word W is accounted for when it is none of
% '$zt_refused_word'/1, no unknown word stands next to it, and either
%   - W is one of the puzzle's head nouns (see '$zt_head_nouns'/3): a
%     noun wherever it stands (whatever stands next to it), or
%   - W follows a possessive ("Lund's invention"): it is the head noun
%     of X's entity, or
%   - W stands in the verb slot: after a noun phrase (a value, a noun,
%     a possessive's head, "one", "the other", optionally "not") and
%     before the relation or the object ("hiked 2 miles farther than",
%     "represents Ms. Price", "the ship launched in April"); a verb
%     between two values of one category is not (it is no identity).
% Prev is the last item kept or marker seen (start at the beginning).
'$zt_license'(Items0, Prev, Heads, Items) :-
    exclude([I]>>(I = fverb(_)), Items0, Items00),   % known verbs: filler
    maplist('$zt_head_item'(Heads), Items00, Items1),
    '$zt_license_items'(Items1, Items1, Prev, Items).

'$zt_license_items'([], _, _, []).
'$zt_license_items'([unknown(W), Obj, N|Is], Items0, Prev, Out) :-
    ( Obj = unknown(O) ; Obj = noun(O) ),       % ("rated her hotel one star
    '$zt_measure_start'(N),                     % higher"); "pulled the sled 16 feet
    (   '$zt_participle'(W)                     % farther than": a verb and
    ;   '$zt_present_verb'(W)                   % its object before the
    ),                                          % measure it is done by; not
    atom(O), \+ '$zt_refused_word'(O),          % "paid a good deal more",
    \+ '$zt_person_word'(O),                    % nor "didn't grow, was
    \+ ( atom_length(O, L), L > 4,              % introduced more recently"
         sub_atom(O, _, 2, 0, ed) ),
    '$zt_licensed'(W, Prev, [N|Is]),
    !,
    '$zt_license_items'([N|Is], Items0, noun(O), Out).
'$zt_license_items'([I|Is], Items0, Prev, Out) :-
    (   I = unknown(W), '$zt_licensed'(W, Prev, Is)
    ->  Out = Out1, Prev1 = verb(W)
    ;   I = unknown(W), Prev = v(_, _),         % "the one Luis handled",
        append(_, [R, Prev, I|_], Items0),      % "the pack Gideon tracks":
        ( R == kw(rel) ; R = noun(_) ),         % the verb of an object
        atom(W), \+ '$zt_refused_word'(W),      % relative, its object the
        (   '$zt_participle'(W)                 % one, a thing the clue
        ;   '$zt_present_verb'(W)               % names ("the asteroid
        ),                                      % Nakamura discovered",
        (   Is == []                            % "Castillo's move"); not
        ;   Is = [N|_], '$zt_relation_start'(N)     % "the one Gus
        ;   Is = [K|_], memberchk(K, [kw(and), kw(one)])   % recommended":
        ),                                      % a person
        member(noun(TN), Items0),
        \+ '$zt_person_word'(TN),
        \+ '$zt_entity_noun'(TN)
    ->  Out = Out1, Prev1 = verb(W)
    ;   I = unknown(W), Prev == start,          % "The driver headed to
        '$zt_participle'(W),                    % Mackay Lake covered ...":
        \+ '$zt_refused_word'(W),               % a participle after the
        Is = [N|_], '$zt_relation_start'(N)     % clue's subject, a filler
    ->  Out = Out1, Prev1 = verb(W)             % noun
    ;   I = unknown(W), Prev = cmp(_, [attr(_)|_]),   % "70 more fish" on
        atom(W), \+ '$zt_refused_word'(W)             % Counts: the thing
    ->  Out = Out1, Prev1 = noun(W)                    % counted
    ;   I = unknown(W), Prev = sup(_, Hints),   % "the shortest trip"; not
        Hints \== [],                          % "the most cats", whose noun
        atom(W), \+ '$zt_refused_word'(W)      % is what is counted
    ->  Out = Out1, Prev1 = noun(W)
    ;   I = unknown(W), Prev = v(_, V),      % "plays strategy games", "the
        atom(V), sub_atom(V, 0, 1, _, C),      % get well cards": a plural
        char_type(C, lower),                   % noun a thing's value names,
        atom(W), atom_concat(_, s, W),         % at the end of its clause
        \+ atom_concat(_, ss, W),
        \+ '$zt_refused_word'(W), \+ '$zt_person_word'(W),
        (   Is == []
        ;   Is = [N|_], memberchk(N, [kw(and), kw(or), kw(but), kw(who), kw(rel)])
        )
    ->  Out = Out1, Prev1 = noun(W)
    ;   I = cat_noun(W)
    ->  Out = Out1, Prev1 = noun(W)
    ;   I = noun(W)
    ->  (   Prev == poss, '$zt_relational_noun'(W)
        ->  Out = [unknown(W)|Out1], Prev1 = unknown(W)
        ;   Out = Out1, Prev1 = I
        )
    ;   I == poss                           % only a noun phrase has a possessive:
    ->  (   '$zt_np_end'(Prev)              % not "Hana's neighbour's dog"
        ->  Out = Out1, Prev1 = poss
        ;   Out = [unknown('\'s')|Out1], Prev1 = unknown('\'s')
        )
    ;   I == kw(not), ( '$zt_np_end'(Prev) ; Prev == kw(rel) ; Prev == kw(who) ; Prev == kw(and) )
    ->  Out = [I|Out1], Prev1 = Prev
    ;   I == kw(one), Prev \== start,       % "next to the one where milk is
        Is = [kw(K)|_], memberchk(K, [where, who, rel])   % drunk": the one
    ->  Out = Out1, Prev1 = Prev                          % the clause says
    ;   I == kw(one),                       % "the last one", "the cheapest one"
        ( Prev = kw(last) ; Prev = pos(_) ; Prev = sup(_, _) ; Prev = kw(middle) ),
        \+ Is = [kw(of)|_]
    ->  Out = Out1, Prev1 = Prev
    ;   I == kw(one), Prev = v(_, _),
        (   Is == []                        % "..., and the other flew the
        ;   Items0 = [num(_)|_]             % green one"; "The five lines are
        ;   \+ memberchk(kw(of), Items0),   % the red one, the one in ..."
            Is = [N|_], N \= v(_, _), '$zt_pro_one_next'(N)
        )
    ->  Out = Out1, Prev1 = noun(one)      % "the brass one": a pro-form
    ;   I == period, Prev = v(_, V),          % "in the first week of the
        atom(V), atomic_list_concat([W1|_], ' ', V),   % holidays": the span an
        '$zt_ordinal'(W1, _)                   % ordinal value counts in
    ->  Out = Out1, Prev1 = Prev
    ;   I == kw(left), '$zt_np_end'(Prev),    % "Corin left 1 month after",
        Is = [N|_],                            % "left the biggest tip"
        ( N = amt(_, _) ; N = cmp(_, _) ; N == kw(some) ; N = sup(_, [_|_]) )
    ->  Out = Out1, Prev1 = verb(left)
    ;   Out = [I|Out1], Prev1 = I
    ),
    '$zt_license_items'(Is, Items0, Prev1, Out1).

% '$zt_other_persons_noun'(+Ctx, +Items, -W): "Veda's instructor" of a
% person is someone else, whom no category names: a noun for a person
% after a person's possessive (read as Veda herself, held out, corpus 9).
% The noun may be a filler ("Veda's driver"): the K-th possessive of
% the items is the K-th "'s" of the tokens.
'$zt_other_persons_noun'(Ctx, Tokens, Items, W) :-
    nth1(K, Items, poss), K > 1,
    K0 is K - 1, nth1(K0, Items, v(A, _)),
    '$zt_category_kind'(Ctx, A, person, _),
    length(Before, K), append(Before, _, Items),
    aggregate_all(count, member(poss, Before), Nth),
    findall(After, append(_, ['\'s'|After], Tokens), Afters),
    nth1(Nth, Afters, [W|_]),
    atom(W),
    \+ '$zt_value_here'(Ctx, [W]),
    \+ ( Ctx = ctx(_, _, _, _, AttrWords, _), memberchk(W-_, AttrWords) ),
    '$zt_singular_or_plural'(W, S),
    '$zt_role_noun'(S).

% People someone has by a role: never that someone ("Veda's coach").
'$zt_role_noun'(S) :-
    memberchk(S, [instructor, coach, tutor, trainer, teacher, sponsor, mentor,
                  doctor, dentist, lawyer, manager, supervisor, employer, boss,
                  landlord, landlady, advisor, adviser, counsellor, counselor,
                  director, examiner, driver, chauffeur, agent, assistant,
                  caddie, caddy, groom, bridesmaid, nanny, babysitter, guide,
                  therapist, vet, optician, barber, hairdresser, stylist,
                  accountant, secretary, chaperone, escort, guardian, carer,
                  nurse, apprentice, servant, maid, butler, valet, opponent,
                  rival, teammate, classmate, roommate, housemate, flatmate,
                  neighbour, neighbor, tenant, lodger, guest, visitor, pupil,
                  student, client, customer, patient, boyfriend, girlfriend,
                  fiance, fiancee, date, partner, employee]),
    !.

'$zt_pro_one_next'(N) :-
    (   '$zt_relation_start'(N)
    ;   memberchk(N, [kw(not), kw(and), kw(or), kw(nor), kw(far), kw(than),
                      kw(one)])                 % "..., the red one, the one in ..."
    ),
    !.

% A head noun of the puzzle is a noun, like a category name.
'$zt_head_item'(Heads, unknown(W), noun(W)) :-
    memberchk(W, Heads),
    !.
'$zt_head_item'(_, I, I).

'$zt_licensed'(W, Prev, Next) :-
    atom(W),
    (   '$zt_refused_word'(W)
    ->  Next = [N|_],
        (   '$zt_measured_verb'(W),             % "knows 9 fewer words than"
            '$zt_measure_start'(N)
        ;   memberchk(W, [takes, took, take]),  % "the member who takes
            N = v(_, V), atom(V),               % cycling": a class named in
            sub_atom(V, 0, 1, _, C),            % small letters, not a person
            char_type(C, lower)                 % nor a time taken
        ;   memberchk(W, [met, meets, meet]),   % "the largest class met
            ( N = pos(_) ; N == kw(last) )      % first": no one met
        )
    ;   true
    ),
    \+ ( '$zt_unit_stem'(W, Stem), '$zt_common_unit'(Stem) ),   % "a decade before"
    Prev \= unknown(_), Prev \= verb(_),
    Prev \= sup(_, []),                      % "erupts most often": no verb
    \+ Next = [unknown(_)|_],
    \+ ( Prev = noun(_),                     % "the hint hidden behind the
         ( atom_concat(_, ed, W) ; atom_concat(_, en, W) ),   % painting": a
         Next = [cmp(_, H)|_],               % place, not a finish (read as
         '$zt_ranking_hints'(H) ),           % one, held out, corpus 20)
    (   Prev == poss
    ->  true
    ;   ( '$zt_np_end'(Prev) ; Prev == kw(rel) ; Prev == kw(who)
        ; Prev == kw(and)                           % "..., and it wasn't sung by"
        ),
        (   Next = [noun(_), kw(K)|_],              % "raised by the bidder who ..."
            memberchk(K, [who, rel])                % ('$zt_relating_verb'/6)
        ->  true
        ;   exclude([I]>>(I = noun(_)), Next, Next1),   % "boards at gate B7"
            Next1 = [N|_],
            '$zt_relation_start'(N),
            \+ ( Prev = v(A, _), N = v(A, _) )
        )
    ).

% The verbs refused as relating two people ("Dana knows Ellis", "fired
% the cook", "married Bo") that, before an amount or a comparison, say
% how much of something one has: "knows 9 fewer words than", "was fired
% 100 degrees hotter", "have been married 15 years longer", "owes $5
% more".
'$zt_measured_verb'(W) :-
    memberchk(W, [knows, knew, know, fired, married, owes, owed, owe]).

'$zt_measure_start'(amt(_, _)).
'$zt_measure_start'(cmp(_, _)).
'$zt_measure_start'(dcmp(_, _)).
'$zt_measure_start'(rat(_, _)).
'$zt_measure_start'(sup(_, _)).

% The items a noun phrase ends with.
'$zt_np_end'(v(_, _)).
'$zt_np_end'(noun(_)).
'$zt_np_end'(kw(one)).
'$zt_np_end'(kw(other)).
'$zt_np_end'(sup(_, _)).
'$zt_np_end'(period).                   % "the first bird of the morning"

% The items a verb's relation or object starts with.
'$zt_relation_start'(v(_, _)).
'$zt_relation_start'(amt(_, _)).
'$zt_relation_start'(cmp(_, _)).
'$zt_relation_start'(rat(_, _)).
'$zt_relation_start'(dcmp(_, _)).
'$zt_relation_start'(dist(_, _)).
'$zt_relation_start'(hdiff(_)).
'$zt_relation_start'(sup(_, _)).
'$zt_relation_start'(pos(_)).
'$zt_relation_start'(kw(W)) :-
    memberchk(W, [directly, left, right, next, some, somewhere, between,
                  either, neither, last, middle, ends]).

% A clue the reader fails on (a bug: every path should read or refuse)
% is refused all the same, never a silent failure of the whole text.
% A sentence of two clauses ("Paddle 38 went home with the clock, and Mr
% Ilkley didn't hold paddle 11") that is not read whole is read as the
% two clues, each read in full on its own; when either is not, the
% sentence is refused as a whole.
'$zt_read_clue_or_refuse'(Ctx, Heads, N-s(Text, End, Codes0), Raw) :-
    (   is_list(Codes0)
    ->  '$zt_gender_pronouns'(Ctx, Codes0, Codes)
    ;   Codes = Codes0
    ),
    NS = N-s(Text, End, Codes),
    catch(( '$zt_read_clue'(Ctx, Heads, NS, Raw0) -> R = ok(Raw0) ; R = failed ),
          error(zebra_error(E), _), R = error(E)),
    (   R = ok(Raw)
    ->  true
    ;   '$zt_split_clue'(Ctx, Heads, NS, Raw1)
    ->  Raw = Raw1
    ;   '$zt_without_asides'(Ctx, NS, NS1),
        '$zt_read_part'(Ctx, Heads, NS1, Raw1)
    ->  Raw = Raw1
    ;   '$zt_aside_split'(Ctx, Heads, NS, Raw1)
    ->  Raw = Raw1
    ;   '$zt_comma_predicate'(Ctx, Heads, NS, Raw1)
    ->  Raw = Raw1
    ;   R = error(E)
    ->  '$zt_error'(E)
    ;   '$zt_error'(clue_shape(N, Text))
    ).

% '$zt_comma_predicate'(+Ctx, +Heads, +N-Sentence, -Raw): "Hamid's stall
% was at one end of the row, next to the plum stall": a comma before a
% word that starts a place relation (next to, beside, directly, ...)
% adds a second predicate to the subject, as "and" would.
'$zt_comma_predicate'(Ctx, Heads, N-s(Text, End, Codes), Raw) :-
    is_list(Codes),
    append(Before, [0',, 0' |After], Codes),
    Before \== [],
    (   member(W, [`next to `, `beside `, `directly `, `immediately `, `right next `,
                   `somewhere `, `adjacent to `]),
        append(W, _, After)
    ->  true
    ;   '$zt_amount_relation'(After)
    ),
    !,
    append(Before, ` and `, B1),
    append(B1, After, Codes1),
    '$zt_read_part'(Ctx, Heads, N-s(Text, End, Codes1), Raw).

% '$zt_amount_relation'(+Codes): Codes start with an amount and a word
% of relation, and have no comma: "one place behind Brandy", "2 years
% older than Ivy", "$5 more than the soup" ("Duchess came in last, 1
% place behind Brandy": a second predicate of the subject).
'$zt_amount_relation'(Codes) :-
    \+ memberchk(0',, Codes),
    '$zt_tokens'(Codes, [A|Tokens]),
    (   integer(A) ; A = dec(_) ; A == '$' ; '$zt_number_word'(A, _) ; memberchk(A, [a, an]) ),
    (   Tokens = [R|_] ; Tokens = [_, R|_] ; Tokens = ['$', _, R|_] ),
    atom(R),
    (   memberchk(R, [behind, ahead, before, after, above, below, earlier, later,
                      more, less, fewer, sooner])
    ;   '$zt_comparative'(R, _, _)
    ),
    !.

'$zt_split_clue'(Ctx, Heads, N-s(Text, End, Codes), raw(and(T1, T2), Words)) :-
    is_list(Codes),
    '$zt_clause_break'(Codes, C1, C20),
    '$zt_read_part'(Ctx, Heads, N-s(Text, End, C1), raw(T1, W1)),
    '$zt_subject_pronoun'(Ctx, Codes, C1, C20, C2),
    '$zt_read_part'(Ctx, Heads, N-s(Text, End, C2), raw(T2, W2)),
    !,
    append(W1, W2, Words).

% '$zt_subject_pronoun'(+Ctx, +Codes, +Clause1, +Clause2, -Clause): "Ian
% didn't wear black or purple, and he did fewer laps than Fern": a
% second clause whose subject is "he", "she" or "they" is about the
% first clause's subject, when that is a value named first ("Ian") and
% the sentence has no other antecedent for the pronoun
% ('$zt_ambiguous_pronoun'/3): the pronoun is written as the value.
'$zt_subject_pronoun'(Ctx, Codes, C1, C20, C2) :-
    (   member(P, [`he `, `she `, `they `]),
        append(P, Rest, C20),
        '$zt_tokens'(C1, Ts1),
        compound(Ctx),
        '$zt_match'(Ctx, Ts1, Phrase, v(_, _), _),
        '$zt_tokens'(Codes, Ts),
        \+ '$zt_ambiguous_pronoun'(Ctx, Ts, _),
        length(Phrase, L),
        '$zt_first_words'(L, C1, Subject)
    ->  append(Subject, [0' |Rest], C2)
    ;   C2 = C20
    ).

% The codes of the first L words of Codes.
'$zt_first_words'(L, Codes, Words) :-
    L > 0,
    append(Words, After, Codes),
    ( After == [] ; After = [0' |_] ; After = [0',|_] ),
    split_string(Words, " ", "", Parts),
    length(Parts, L),
    !.

'$zt_read_part'(Ctx, Heads, NS, Raw) :-
    catch('$zt_read_clue'(Ctx, Heads, NS, Raw0), error(zebra_error(_), _), fail)
    ->  Raw = Raw0
    ;   '$zt_split_clue'(Ctx, Heads, NS, Raw).

% '$zt_without_asides'(+Ctx, +N-Sentence0, -N-Sentence): the sentence
% without its asides of colour, when it has any: a non-restrictive
% clause or appositive between commas (", who has been coming here
% since the spa opened,", ", a birthday present for somebody's
% mother,") or a parenthesis ("(she says it makes her feel like a
% sushi roll)") that names no value and no word of comparison, order,
% negation or quantity (a number that is no value, "since 1994", is
% colour too): it says nothing about the
% puzzle's categories, so the clue is read without it.  An aside that
% names anything is left for the reading, which refuses what it cannot
% read.
'$zt_without_asides'(Ctx, N-s(Text, End, Codes0), N-s(Text, End, Codes)) :-
    is_list(Codes0),
    '$zt_drop_asides'(Ctx, Codes0, Codes, false, Dropped),
    Dropped == true.

'$zt_drop_asides'(Ctx, Codes0, Codes, D0, D) :-
    (   '$zt_aside'(Codes0, Before, Aside, After),
        '$zt_colour'(Ctx, Aside)
    ->  append(Before, After, Codes1),
        '$zt_drop_asides'(Ctx, Codes1, Codes, true, D)
    ;   Codes = Codes0, D = D0
    ).

% '$zt_aside'(+Codes, -Before, -Aside, -After): ", who|whose|which|a|an
% ...," (or up to the end of the sentence) or "( ... )".
'$zt_aside'(Codes, Before, Aside, After) :-
    append(Before, [0'(|Rest], Codes),
    append(Aside, [0')|After0], Rest),
    \+ memberchk(0'(, Aside),
    !,
    '$zt_trim_space'(After0, After).
'$zt_aside'(Codes, Before, Aside, After) :-
    append(Before, [0',, 0' |Rest], Codes),
    Before \== [],
    member(Opener, [`who `, `whose `, `which `, `a `, `an `, `the `]),
    append(Opener, _, Rest),
    (   append(Aside, [0',|After0], Rest)
    ->  (   After0 = [0' , 0'a, 0'n, 0'd, 0' |_]   % ", and ..." is a second clause,
        ->  After = [0',|After0]                    % not the aside's end
        ;   After = [0' |After0]
        )
    ;   Aside = Rest, After = []
    ),
    !.

% '$zt_aside_split'(+Ctx, +Heads, +N-Sentence, -Raw): an aside that
% says something of the noun phrase before it makes the clue two, each
% read in full ('$zt_aside_parts'/6).
'$zt_aside_split'(Ctx, Heads, N-s(Text, End, Codes), raw(and(T1, T2), Words)) :-
    is_list(Codes),
    '$zt_aside'(Codes, Before, Aside, After),
    '$zt_aside_parts'(Ctx, Before, Aside, After, Main, Second),
    '$zt_read_part'(Ctx, Heads, N-s(Text, End, Main), raw(T1, W1)),
    '$zt_read_part'(Ctx, Heads, N-s(Text, End, Second), raw(T2, W2)),
    append(W1, W2, Words).

% '$zt_aside_parts'(+Ctx, +Before, +Aside, +After, -Main, -Second): the
% two clues of a sentence with an aside.
%   - An appositive right after the subject says what the subject is:
%     "The saffron, the most expensive spice, is at the right end" is
%     "The saffron is at the right end" and "The saffron is the most
%     expensive spice".
%   - A non-restrictive relative clause says something of the noun
%     phrase before it: "Dafydd, who jumps for neither ..., jumped 26 cm
%     further than Bryn" is "Dafydd jumped ..." and "Dafydd jumps for
%     neither ..."; "Cass is younger than Eli, who plays the saxophone"
%     is "Cass is younger than Eli" and "Eli plays the saxophone", the
%     noun phrase being the shortest end of the sentence before the
%     comma that is a value or starts with "the"; "..., whose captain
%     is Ned" says "Eli's captain is Ned".
'$zt_aside_parts'(_, Subject, Aside, After, Main, Appositive) :-
    \+ memberchk(0',, Subject),
    member(Opener, [`the `, `a `, `an `]),
    append(Opener, _, Aside),
    !,
    After \== [],
    append(Subject, [0' |After], Main),
    append(Subject, ` is `, S1), append(S1, Aside, Appositive).
'$zt_aside_parts'(Ctx, Before, Aside, After, Main, Second) :-
    member(Opener-Join, [`who `-` `, `which `-` `, `whose `-`'s `]),
    append(Opener, Clause, Aside),
    !,
    (   After == []
    ->  Main = Before,
        '$zt_last_np'(Ctx, Before, NP)
    ;   \+ memberchk(0',, Before),
        NP = Before,
        append(Before, [0' |After], Main)
    ),
    append([NP, Join, Clause], Second).

'$zt_last_np'(Ctx, Codes, NP) :-
    atom_codes(A, Codes),
    split_string(A, " ", "", Words),
    findall(NP0-Parsed,
            ( append(_, NPWords, Words),
              NPWords = [First|_],
              length(NPWords, L), L =< 5,
              atomic_list_concat(NPWords, ' ', NPA),
              atom_codes(NPA, NP0),
              '$zt_tokens'(NP0, Tokens),
              (   string_lower(First, "the")
              ->  true
              ;   '$zt_match'(Ctx, Tokens, _, v(_, _), [])
              ),
              (   '$zt_question_np'(Ctx, Tokens, _) -> Parsed = true ; Parsed = false )
            ),
            Cands),
    (   memberchk(NP-true, Cands)           % the longest that is a noun phrase:
    ->  true                                % "the woman from Leeds", not "the
    ;   last(Cands, NP-_)                   % beach before Ms Doyle"
    ).

'$zt_trim_space'([0' |Cs], Cs) :- !.
'$zt_trim_space'(Cs, Cs).

'$zt_colour'(Ctx, Codes) :-
    '$zt_tokens'(Codes, Tokens0),
    Tokens0 \== [],
    \+ '$zt_names_value'(Ctx, Tokens0),
    '$zt_someones_neighbour'(Tokens0, Tokens),
    '$zt_items'(Ctx, clue, Tokens, Items, _),
    forall(member(I, Items), '$zt_colour_item'(I)).

% "bought it from a neighbour": a person outside the puzzle, not "next".
'$zt_someones_neighbour'([], []).
'$zt_someones_neighbour'([D, N|Ts0], [D, person|Ts]) :-
    memberchk(D, [a, an, his, her, their, my, our]),
    memberchk(N, [neighbour, neighbor]),
    !,
    '$zt_someones_neighbour'(Ts0, Ts).
'$zt_someones_neighbour'([T|Ts0], [T|Ts]) :-
    '$zt_someones_neighbour'(Ts0, Ts).

'$zt_colour_item'(unknown(W)) :-
    atom(W),
    (   '$zt_relational_noun'(W)            % "her uncle": no one of the puzzle
    ->  true
    ;   \+ '$zt_refused_word'(W)
    ).
'$zt_colour_item'(noun(_)).
'$zt_colour_item'(fverb(_)).
'$zt_colour_item'(filler).
'$zt_colour_item'(poss).
'$zt_colour_item'(num(_)).                  % "since 1994": no value (above)
'$zt_colour_item'(kw(K)) :-
    memberchk(K, [and, of, who, what, rel, one]).

% '$zt_unordered_sequence'(+Ctx, +Tokens): "Josie swam the leg
% immediately before Kezia's": "before" orders the legs, a category
% the reader knows no order of (first leg, ..., anchor leg), not the
% years it fits by name (read so, held out, corpus 4).  Not "returned
% his kayak later" (the time returned) nor "the fan ahead of Florian"
% (in the queue): the values of Kayaks or Fans are no kayaks or fans.
'$zt_unordered_sequence'(Ctx, Tokens) :-
    append(_, [W|After0], Tokens),
    (   After0 = [D|After], memberchk(D, [immediately, directly, just, right])
    ->  true
    ;   After = After0
    ),
    After = [C|_],
    memberchk(C, [before, after, behind, ahead, earlier, later]),
    Ctx = ctx(Attrs, _, Ordered, _, AttrWords, _),
    memberchk(W-A, AttrWords),
    \+ memberchk(ordered(A, _, _), Ordered),
    memberchk(attr(A, _, _, Values), Attrs),   % values named by the noun:
    '$zt_singular_or_plural'(W, W1),           % "first leg", "anchor leg"
    forall(member(value(_, _, Ts), Values), memberchk(W1, Ts)),
    !.

% '$zt_clause_break'(+Codes, -Before, -After): a break between two
% clauses: ", and", ", but", ", yet", ", while", ", whereas", ", (even)
% though", ", although" or ";".
'$zt_clause_break'(Codes, Before, After) :-
    append(Before, Rest, Codes),
    Before \== [],
    (   Rest = [0';, 0' |After]
    ;   Rest = [0',, 0' |Rest1],
        member(W, [`and `, `but `, `yet `, `and yet `, `while `, `whereas `,
                   `even though `, `though `, `although `]),
        append(W, After, Rest1)
    ),
    After \== [].

% '$zt_read_clue'(+Ctx, +Heads, +N-Sentence, -Raw): the clue term, with
% positions still to be placed (house or a category).
'$zt_read_clue'(_, _, N-s(Start, _, too_long(Length)), _) :-
    !,
    '$zt_max_line'(Max),
    '$zt_error'(clue_too_long(N, Start, Length, Max)).
'$zt_read_clue'(Ctx, Heads, N-s(Text, _, Codes), raw(Term, Words)) :-
    '$zt_tokens'(Codes, Tokens0),
    '$zt_discourse'(Tokens0, Tokens00),
    '$zt_neighbours'(Tokens00, Tokens01),
    '$zt_half_hours'(Tokens01, Tokens1a),
    '$zt_good_ratings'(Tokens1a, Tokens1c),
    '$zt_best_of_all'(Tokens1c, Tokens1b),
    '$zt_of_pair_order'(Tokens1b, Tokens1),
    '$zt_house_numbers'(Tokens1, Tokens2),
    '$zt_topic_about'(Tokens2, Tokens20),
    '$zt_about_value'(Ctx, Tokens20, Tokens2n),
    '$zt_near_place'(Ctx, Tokens2n, Tokens2p),
    '$zt_phrasal_join'(Ctx, Tokens2p, Tokens2w),
    (   '$zt_end_verb'(Tokens2w, E)
    ->  '$zt_error'(clue_words(N, Text, [E], []))
    ;   true
    ),
    '$zt_won_event'(Ctx, Tokens2w, Tokens2t),
    '$zt_tenure'(Ctx, Tokens2t, Tokens21),
    '$zt_category_phrase'(Ctx, Tokens21, Tokens214),
    '$zt_container_of'(Ctx, Tokens214, Tokens210),
    '$zt_partitive'(Ctx, Tokens210, Tokens212),
    '$zt_on_top'(Ctx, Tokens212, Tokens211),
    '$zt_comparison_scope'(Ctx, Tokens211, Tokens2130),
    '$zt_leading_scope'(Ctx, Heads, Tokens2130, Tokens213),
    '$zt_in_line'(Tokens213, Tokens22),
    '$zt_reduced_relative'(Ctx, Tokens22, Tokens23),
    '$zt_count_senses'(Tokens23, Tokens239),
    '$zt_only_amount'(Tokens239, Tokens240),
    '$zt_times_count'(Ctx, Tokens240, Tokens24),
    '$zt_value_unit'(Ctx, Tokens24, Tokens25),
    '$zt_particle_after_comparative'(Tokens25, Tokens3),
    '$zt_ratio_what'(Tokens3, Tokens30),
    '$zt_each_both'(Tokens30, Tokens31),
    '$zt_no_one'(Tokens31, Tokens310),
    '$zt_than_own'(Tokens310, Tokens311),
    '$zt_elliptic_than'(Ctx, Tokens311, Tokens312),
    '$zt_object_pronoun'(Ctx, Tokens312, Tokens32),
    '$zt_passive_count'(Ctx, Tokens32, Tokens4),
    '$zt_rewrite'(Ctx, Tokens4, Tokens),
    '$zt_items'(Ctx, clue, Tokens, Items0000, Unknown000),
    '$zt_adjuncts'(Tokens, Unknown000, Adjunct),
    '$zt_drop_unknown'(Adjunct, Items0000, Items0001),
    '$zt_measure_noun_hints'(Ctx, Items0001, Items0002),
    '$zt_subject_noun_hints'(Ctx, N-Text, Tokens, Items0002, Items000),
    '$zt_number_hint'(Ctx, Items000, Items00),
    '$zt_license'(Items00, start, Heads, Items0),
    findall(W, ( member(unknown(W), Items0)
               ; member(refuse(W), Items0)
               ; '$zt_comitative'(Ctx, Tokens, W)
               ; member(unknown(W), Items00),
                 \+ memberchk(unknown(W), Items0),
                 \+ memberchk(W, Heads),          % "the history lesson is one ..."
                 '$zt_verb_to_person'(Tokens, W)
               ; '$zt_other_persons_noun'(Ctx, Tokens, Items00, W)
               ; '$zt_empty_clause_verb'(Ctx, Tokens, W)
               ; member(unknown(W), Items00),         % "arrived not long after":
                 \+ memberchk(unknown(W), Items0),     % no second verb
                 \+ memberchk(W, Heads),
                 '$zt_after_main_verb'(Tokens, W)
               ; append(_, [Art, W, C|_], Tokens),    % "cost a smidge more":
                 memberchk(Art, [a, an]),             % a noun before a
                 member(unknown(W), Items00),         % comparison is an amount
                 (   memberchk(C, [more, less, fewer])   % the reader does not
                 ;   '$zt_comparative'(C, _, _)          % know, never a verb
                 )
               ; append(_, [the, Q, W|_], Tokens),    % "had the fewest guests":
                 memberchk(Q, [most, fewest, least]),   % the people counted,
                 atom(W), atom_concat(Sg, s, W),        % no category's
                 '$zt_fillers'(Fillers), memberchk(W, Fillers),
                 memberchk(Sg, Fillers),                % (a plural noun)
                 Ctx = ctx(_, _, Ordered0, _, AttrWords0, _),
                 \+ memberchk(W-_, AttrWords0),
                 \+ ( '$zt_people_noun'(W),             % "sleeps the fewest
                      member(ordered(PA, PK, _), Ordered0),   % people" on
                      '$zt_people_count_attr'(PA-PK) ),       % Capacities
                 \+ ( '$zt_unit_stem'(W, Stem0), '$zt_known_unit'(Ctx, Stem0) )
               ; append(_, [W, the, Sup|_], Tokens),  % "visited the oldest child"
                 (   '$zt_superlative'(Sup, _, _)
                 ->  true
                 ;   memberchk(Sup, [most, least])
                 ),
                 '$zt_person_object_verb'(W),
                 '$zt_verb_to_person'(Tokens, W)
               ), Unknown0),
    findall(W, '$zt_relating_verb'(Ctx, Heads, Tokens, Items00, Items0, W), Relating),
    append(Unknown0, Relating, Unknown1),
    list_to_set(Unknown1, Unknown),
    (   '$zt_ambiguous_pronoun'(Ctx, Tokens, P)
    ->  '$zt_error'(clue_words(N, Text, [P], []))
    ;   true
    ),
    (   Unknown \== []
    ->  maplist('$zt_shown_word', Unknown0, Shown0),
        maplist('$zt_shown_word', Unknown, Shown),
        '$zt_suggestions'(Ctx, Shown0, Suggestions),
        '$zt_error'(clue_words(N, Text, Shown, Suggestions))
    ;   true
    ),
    (   '$zt_negated_and'(Ctx, Tokens)
    ->  '$zt_error'(clue_shape(N, Text))
    ;   true
    ),
    (   '$zt_negated_object_relative'(Items0)
    ->  '$zt_error'(clue_shape(N, Text))
    ;   true
    ),
    (   '$zt_unordered_sequence'(Ctx, Tokens)
    ->  '$zt_error'(clue_shape(N, Text))
    ;   true
    ),
    '$zt_same_place'(Items0, Items0s),
    '$zt_sup_apposition'(Ctx, Items0s, Items0b),
    '$zt_negated_list'(Items0b, Items0a),
    exclude('$zt_relative_word', Items0a, Items01),
    '$zt_poss_hints'(Ctx, Tokens, Items01, Items001),
    '$zt_elliptic_hints'(Ctx, Items001, Items0010),
    '$zt_verb_hints'(Ctx, Tokens, Items0010, Items002),
    '$zt_named_hints'(Ctx, Tokens, Items002, Items02),
    '$zt_thing_hints'(Ctx, Heads, Tokens, Items02, Items1),
    '$zt_leading_of'(Tokens, Items1, Items2),
    '$zt_two_superlatives'(Ctx, Items2, Items),
    (   catch(phrase('$zt_clue'(Ctx, Term0), Items), zt_compare(W, As), '$zt_compare_error'(N, Text, W, As))
    ->  '$zt_simplify'(Term0, Term1),
        '$zt_but_not_other'(Term1, Term)
    ;   '$zt_error'(clue_shape(N, Text))
    ),
    (   append(BeforeNot, [not|_], Tokens),    % "weren't made by Mrs. Haupt,
        \+ ( append(_, [R|Aux], BeforeNot),    % (not "Aria, who didn't wear
             memberchk(R, [who, which, that]),  % red, wore blue or yellow")
             length(Aux, LA), LA =< 1 ),
        \+ memberchk(either, Tokens),          % the woman from Milford or the
        sub_term(E, Term), compound(E),        % one from Elgin": under a
        functor(E, either, 3)                  % negation "or" is "nor", never
    ->  '$zt_error'(clue_shape(N, Text))       % "either" (read so, corpus 36)
    ;   true
    ),
    '$zt_owner_check'(Ctx, N-Text, Tokens, Items, Term),
    '$zt_event_check'(Ctx, N-Text, Tokens, Term),
    '$zt_unit_check'(Ctx, N-Text, Tokens, Term),
    '$zt_verb_order_check'(Ctx, N-Text, Tokens, Term),
    (   sub_term(S, Term), compound(S),        % "The 250-gram harvest sold
        S =.. [F, A, A=_, A=_|_],              % for more per gram than the
        memberchk(F, [less, greater, diff, ratio])   % 150-gram harvest" read
    ->  '$zt_error'(clue_shape(N, Text))       % on the harvests: a category
    ;   true                                   % compared on its own values
    ),                                         % says nothing (corpus 33)
    Words = Tokens.

% '$zt_unit_check'(+Ctx, +N-Text, +Tokens, +Term): "the shortest in kg",
% "the heaviest in km": after a comparison, "in" and the unit or the
% name of an ordered category says what is compared; a reading about
% another category is refused, naming the unit (the unit was once
% dropped as a filler, and the comparative's own sense chose another
% category).
'$zt_unit_check'(Ctx, N-Text, Tokens, Term) :-
    (   append(Before, [in, U|_], Tokens),
        member(C, Before),
        (   '$zt_comparison_word'(C)
        ;   memberchk(C, [most, least, fewest])
        ),
        '$zt_noun_names_ordered'(Ctx, U, A-_),
        \+ '$zt_term_about'(Term, A)
    ->  '$zt_error'(clue_words(N, Text, [U], []))
    ;   true
    ).

% '$zt_verb_order_check'(+Ctx, +N-Text, +Tokens, +Term): "Lottie's ticket,
% which was drawn last, won the fan" on Tickets and Draws: a verb that
% names an ordered category ("drawn" for Draws) right before an order
% word says what is first or last; a reading about another category
% only (the highest ticket) is refused, naming the verb.
'$zt_verb_order_check'(Ctx, N-Text, Tokens, Term) :-
    (   append(_, [T, P|_], Tokens),
        atom(T),
        memberchk(P, [first, last, second, third, fourth, fifth, before, after,
                      earlier, later, sooner]),
        Ctx = ctx(Attrs, _, Ordered, _, _, _),
        member(ordered(B, _, _), Ordered),
        memberchk(attr(B, _, Ws, _), Attrs),
        member(W, Ws),
        \+ '$zt_value_here'(Ctx, [T]),
        '$zt_verb_of_name'(T, W),
        T \== W,
        \+ '$zt_positional'(Term),             % "launched first": placed later
        \+ '$zt_term_about'(Term, B)
    ->  '$zt_error'(clue_words(N, Text, [T], []))
    ;   true
    ).

'$zt_term_about'(Term, A) :-
    sub_term(S, Term), compound(S),
    (   S = (A0 = _), A0 == A
    ;   arg(1, S, A0), A0 == A
    ),
    !.

% '$zt_measure_noun_hints'(+Ctx, +Items0, -Items): a comparative or superlative
% followed by the name of a measure the reader knows ("the lowest
% temperature", "a higher price", "the biggest weight") compares that
% measure, whatever the adjective's own sense: the noun becomes its one
% hint ("lowest" alone could be a score or a floor, and "temperature"
% was once dropped as the noun of the entity, so that "the lowest
% temperature" was read as the least rainfall).
'$zt_measure_noun_hints'(_, [], []).
'$zt_measure_noun_hints'(Ctx, [Item0, unknown(W)|Items0], [Item|Items]) :-
    '$zt_comparison_item'(Item0),
    Item0 =.. [F, Dir, _],
    '$zt_named_measure'(W),
    !,
    Item =.. [F, Dir, [W]],
    '$zt_measure_noun_hints'(Ctx, Items0, Items).
'$zt_measure_noun_hints'(Ctx, [Item0, unknown(W)|Items0], [Item, noun(W)|Items]) :-
    '$zt_comparison_item'(Item0),           % "1.4 million more viewers" on
    '$zt_people_noun'(W),                   % Audiences: the people counted
    '$zt_noun_after'(Ctx, Item0, noun(W), Item),
    !,
    '$zt_measure_noun_hints'(Ctx, Items0, Items).
'$zt_measure_noun_hints'(Ctx, [Item0|Items0], Items) :-   % "the shortest, both
    Item0 = sup(_, _),                                  % in days and in
    (   Items0 = [kw(both), noun(W1), kw(and), noun(W2)|Items1]   % distance":
    ->  Both = true                                     % two superlatives
    ;   Items0 = [noun(W1), kw(and), noun(W2)|Items1],  % ("in days and in
        Both = false                                    % distance"; not "the
    ),                                                  % top seed, and his
    (   '$zt_noun_after'(Ctx, Item0, noun(W1), Item1),  % coat ...")
        '$zt_noun_after'(Ctx, Item0, noun(W2), Item2),
        Item1 \== Item2
    ->  Items = [Item1, kw(and), Item2|Items2]
    ;   Both == true
    ->  Items = [Item0, refuse(W1)|Items2]
    ),
    !,
    '$zt_measure_noun_hints'(Ctx, Items1, Items2).
'$zt_measure_noun_hints'(Ctx, [Item0, N|Items0], [Item, N|Items]) :-
    '$zt_comparison_item'(Item0),
    '$zt_noun_after'(Ctx, Item0, N, Item),
    !,
    '$zt_measure_noun_hints'(Ctx, Items0, Items).
'$zt_measure_noun_hints'(Ctx, [Item0, unknown(X), noun(W)|Items0],   % "the lowest
                         [Item, unknown(X), noun(W)|Items]) :-    % recycling
    Item0 = sup(_, _),                                          % rate"
    '$zt_noun_after'(Ctx, Item0, noun(W), Item),
    Item = sup(_, [attr(_)|_]),
    !,
    '$zt_measure_noun_hints'(Ctx, Items0, Items).
'$zt_measure_noun_hints'(Ctx, [Item0, noun(W)|Items0], [Item0, refuse(W)|Items]) :-
    '$zt_comparison_item'(Item0),               % "the cheapest in days": the
    '$zt_unit_stem'(W, U),                      % noun is the unit of a
    Ctx = ctx(_, _, Ordered, _, _, _),          % category the comparative
    memberchk(ordered(_, unit(U), _), Ordered), % cannot be about
    !,
    '$zt_measure_noun_hints'(Ctx, Items0, Items).
'$zt_measure_noun_hints'(Ctx, [poss, unknown(W), Item0|Items0],
                         [poss, unknown(W), Item|Items]) :-
    '$zt_money_size'(Ctx, Item0, W, Item),      % "Ellery's award was larger"
    !,
    '$zt_measure_noun_hints'(Ctx, Items0, Items).
'$zt_measure_noun_hints'(Ctx, [N, Item0|Items0], [N, Item|Items]) :-
    '$zt_settlement_size'(Item0, N, Item),      % "Bertram's village is the
    !,                                          % smallest", "the June 3
    '$zt_measure_noun_hints'(Ctx, Items0, Items).   % event was the smallest"
'$zt_measure_noun_hints'(Ctx, [Item|Items0], [Item|Items]) :-
    '$zt_measure_noun_hints'(Ctx, Items0, Items).

% '$zt_noun_names_ordered'(+Ctx, +Word, -Attr-Kind): Word is the unit of
% one ordered category ("days" on "3 days, ..."), else the name of one
% ("distance" on Distances).
'$zt_noun_names_ordered'(Ctx, W, A-K) :-
    atom(W),
    Ctx = ctx(Attrs, _, Ordered, _, _, _),
    (   '$zt_unit_stem'(W, U),
        '$zt_unit_attr'(Ctx, U, A)
    ->  K = unit(U)
    ;   '$zt_unit_stem'(W, U),                  % "kilometres" on "60 km, ..."
        '$zebra_unit_measure'(U, M, _),
        findall(A0-unit(U0), ( member(ordered(A0, unit(U0), _), Ordered),
                               '$zebra_unit_measure'(U0, M, _) ), [A-K])
    ->  true
    ;   findall(A0-K0, ( member(ordered(A0, K0, _), Ordered),
                         memberchk(attr(A0, _, Ws, _), Attrs),
                         once(( memberchk(W, Ws)
                              ;   '$zt_singular_or_plural'(W, WS), memberchk(WS, Ws)
                              )) ), [A-K])
    ).

% '$zt_noun_after'(+Ctx, +Item0, +Noun, -Item): the comparison Item0
% with the hints the noun right after it gives, the first rule that
% applies.
'$zt_noun_after'(Ctx, Item0, noun(W), Item) :-   % "140 more residents":
    Item0 =.. [F, Dir, []],             % people counted, when a category
    '$zt_people_noun'(W),               % counts them ('$zt_hint_fits'/3);
    Ctx = ctx(_, _, Ordered, _, _, _),  % else "sleeps more people" is any
    member(ordered(A, K, _), Ordered),  % comparison
    '$zt_hint_fits'(Ctx, [W], A-K),
    !,
    Item =.. [F, Dir, [W]].
'$zt_noun_after'(Ctx, Item0, noun(W), Item) :-   % "the shortest in days" on
    '$zt_noun_names_ordered'(Ctx, W, A1-K1),    % Days and Distances: the
    Item0 =.. [F, Dir, Hints0],                 % category the noun names
    (   Hints0 == []                            % or counts in, when the
    ->  true                                    % comparative fits it ("the
    ;   '$zt_high_low_hints'(Hints0)            % lowest recycling rate":
    ->  true                                    % any amount is high or low)
    ;   '$zt_by_hints'(Ctx, Hints0, [A1-K1], [_])
    ),
    !,
    Item =.. [F, Dir, [attr(A1)|Hints0]].       % (which say the direction)
'$zt_noun_after'(_, Item0, unknown(W), Item) :-   % "the top scorer": the
    memberchk(W, [scorer, scorers]),              % most points, goals or
    !,                                            % runs
    Item0 =.. [F, Dir, _],
    Item =.. [F, Dir, [score, point, goal, run]].
'$zt_noun_after'(Ctx, Item0, unknown(W), Item) :-   % "won the largest
    '$zt_money_size'(Ctx, Item0, W, Item),           % award"
    !.
'$zt_noun_after'(_, Item0, N, Item) :-           % "the smallest village"
    '$zt_settlement_size'(Item0, N, Item),
    !.
'$zt_noun_after'(_, Item0, N, Item) :-           % "the biggest harvest":
    ( N = unknown(W) ; N = noun(W) ),            % how much was harvested,
    Item0 =.. [F, Dir, [size]],                  % never the acres it grew
    memberchk(W, [harvest, harvests, yield, yields, crop, crops, catch,   % on
                  catches, haul, hauls, output, production, sales, takings,
                  profit, profits, turnout, attendance]),
    !,
    Item =.. [F, Dir, [W, weight, volume, capacity]].
'$zt_noun_after'(Ctx, Item0, unknown(W), Item) :-   % "the most snow" on
    atom(W), atom_length(W, L), L >= 4,         % Snowfall: the category's
    Ctx = ctx(_, _, Ordered, _, _, _),          % name begins with the noun
    findall(A, ( member(ordered(A, _, _), Ordered),
                 atomic_list_concat([P], '_', A),
                 atom_concat(W, Rest, P), Rest \== '' ), [A1]),
    !,
    Item0 =.. [F, Dir, Hints],
    Item =.. [F, Dir, [attr(A1)|Hints]].
'$zt_noun_after'(Ctx, Item0, unknown(W), Item) :-   % "70 more fish than" on
    Item0 =.. [F, Dir, []],                     % "Counts: 140, 210, ...":
    atom(W),                                    % what the one category of
    (   atom_concat(_, s, W)                    % counts counts
    ;   memberchk(W, [fish, sheep, deer, cattle, salmon, trout, children,
                      people, geese, mice, bison, moose])
    ),
    \+ '$zt_refused_word'(W),
    Ctx = ctx(_, _, Ordered, _, _, _),
    findall(A, ( member(ordered(A, plain, _), Ordered),
                 member(C, [count, number, total, tally, quantity]),
                 '$zt_name_fits'(C, A) ), [A1]),
    !,
    Item =.. [F, Dir, [attr(A1)]].
'$zt_noun_after'(_, Item0, unknown(ground), Item) :-   % "covered the most
    Item0 =.. [F, Dir, _],                             % ground": distance
    Item =.. [F, Dir, [distance, length]].

% '$zt_settlement_size'(+Item0, +Noun, -Item): the size of a village,
% town or city, a party, class or crowd may be its people (or members,
% '$zt_by_hints'/4, where no other category is a size).
'$zt_settlement_size'(Item0, N, Item) :-
    ( N = noun(W) ; N = unknown(W) ),
    memberchk(W, [village, villages, town, towns, city, cities, hamlet,
                  hamlets, settlement, settlements, community, communities,
                  county, counties, state, states, country, countries,
                  nation, nations, parish, parishes, suburb, suburbs,
                  party, parties, group, groups, class, classes, crowd,
                  crowds, audience, audiences, gathering, gatherings, event,
                  events, tour, tours, colony, colonies, herd, herds, flock,
                  flocks, troop, troops, congregation]),
    '$zt_comparison_item'(Item0),
    Item0 =.. [F, Dir, Hints],
    memberchk(size, Hints),
    Item =.. [F, Dir, [settlement|Hints]].

% '$zt_money_size'(+Ctx, +Item0, +Noun, -Item): a comparison of size
% ("largest", "smaller") on a noun that names a sum of money ("award",
% "donation", "tip") is a comparison of money, when a category is
% money: "the largest award" is the most dollars.
'$zt_money_size'(Ctx, Item0, W, Item) :-
    '$zt_comparison_item'(Item0),
    Item0 =.. [F, Dir, [size]],
    '$zt_money_noun'(W),
    Ctx = ctx(_, _, Ordered, _, _, _),
    memberchk(ordered(_, money, _), Ordered),
    Item =.. [F, Dir, ['$']].

'$zt_money_noun'(W) :-
    memberchk(W, [award, awards, grant, grants, donation, donations, prize,
                  prizes, tip, tips, bid, bids, loan, loans, salary, salaries,
                  wage, wages, budget, budgets, bonus, bonuses, payout,
                  payouts, jackpot, pledge, pledges, reward, rewards, stipend,
                  contribution, contributions, scholarship, scholarships,
                  allowance, allowances, gift, gifts, offer, offers, raise,
                  check, cheque, payment, payments, fine, fines, refund,
                  refunds, deposit, deposits, sum, sums, amount, amounts]).

% '$zt_subject_noun_hints'(+Ctx, +N-Text, +Tokens, +Items0, -Items): an
% ordered category's own noun as the subject of "is"/"was" before a
% comparison ("Boris paid the least, and his discount was the smallest";
% "The discount Boris got was the smallest") says what is compared: the
% comparison gets the hint attr(A), as after "Boris's discount"
% ('$zt_poss_hints'/4), when its words fit the category or say only
% more or less ('$zt_scale_word'/1); "smallest" alone fits the screen
% sizes better, and was so read (held out, corpus 25).  Words that fit
% another category only ("his discount was the longest") refuse the
% clue, naming the noun.
'$zt_subject_noun_hints'(Ctx, N-Text, Tokens, Items0, Items) :-
    Ctx = ctx(_, _, Ordered, _, AttrWords, _),
    (   append(Front, [noun(W), C0|Back], Items0),
        Mid = [],
        append(_, [P, W, Cop|_], Tokens),
        memberchk(P, [his, her, their, its])
    ;   Items0 = [noun(W)|Rest],
        Tokens = [the, W|_],
        append(Mid, [C0|Back], Rest),
        \+ ( member(I, Mid), '$zt_comparison_item'(I) ),
        Front = [],
        append(_, [Cop|_], Tokens)
    ),
    '$zt_comparison_item'(C0),
    memberchk(Cop, [is, was, are, were]),
    memberchk(W-A, AttrWords),
    '$zt_head_word'(W, A),
    memberchk(ordered(A, Kind, _), Ordered),
    !,
    C0 =.. [F, Dir, Hints],
    (   (   Hints == []
        ;   '$zt_hint_fits'(Ctx, Hints, A-Kind)
        ;   append(_, [Cop|After], Tokens),       % "was the smallest": a word
            member(S, After), '$zt_scale_word'(S)  % of more or less only
        )
    ->  C =.. [F, Dir, [attr(A)|Hints]],
        append([Front, [noun(W)|Mid], [C|Back]], Items)
    ;   '$zt_error'(clue_words(N, Text, [W], []))
    ).
'$zt_subject_noun_hints'(_, _, _, Items, Items).

% '$zt_negated_object_relative'(+Items): "Dana didn't order the soup,
% which cost $25": the relative clause is about the soup, which is not
% Dana's; with the relative word dropped, as the grammar drops it, it
% would be said of Dana (read so, held out, corpus 27: "Jasper didn't
% take the red canoe, which was out longer than any other").  The clue
% is not read whole; "..., which ..." is then read as two clues about
% the soup ('$zt_aside_split'/4).  A cleft ("It wasn't Lee who ordered
% the tart") has no subject before "not", and is no such clause.
'$zt_negated_object_relative'(Items) :-
    append([_|_], [kw(not), v(_, _)|Rest], Items),   % a subject before
    (   Rest = [kw(K)|_]
    ;   Rest = [noun(_), kw(K)|_]
    ),
    memberchk(K, [what, who, rel]),
    !.

% Nouns that count people ("140 more residents", "8 fewer people"), and
% the words of the names of the categories that count them
% ("Populations: 420, ...", "Passengers: 118, ...").
'$zt_people_noun'(W) :-
    memberchk(W, [residents, inhabitants, villagers, citizens, people, persons,
                  viewers, listeners, readers, subscribers, followers, voters,
                  passengers, visitors, guests, spectators, attendees]).

'$zt_people_count_name'(P) :-
    memberchk(P, [capacity, capacities, occupancy, viewer, viewers, viewership,
                  listener, listeners, reader, readers, subscriber, subscribers,
                  population, populations, resident, residents, inhabitant,
                  inhabitants, passenger, passengers, visitor, visitors, guest,
                  guests, spectator, spectators, attendance, attendee,
                  attendees, crowd, crowds, audience, audiences]).

'$zt_comparison_item'(I) :-
    compound(I),
    functor(I, F, 2),
    memberchk(F, [sup, cmp, dcmp]).

'$zt_named_measure'(W) :-
    memberchk(W, [temperature, temperatures, price, prices, cost, costs, fee,
                  fees, weight, weights, height, heights, length, lengths,
                  distance, distances, speed, speeds, depth, depths, width,
                  widths, rainfall, age, ages, wingspan, altitude, elevation]).

% The verbs after "out" in "outscored", "outlifted", "outweighed" whose
% "more" is more of what they measure; not "outran" (more speed is less
% time) nor "outside", "outfit".
'$zt_out_verb'(V) :-
    memberchk(V, [scored, scores, sold, sells, earned, earns, spent, spends,
                  lifted, lifts, weighed, weighs, jumped, jumps, threw, throws,
                  polled, polls, bid, bids, raised, raises, collected, collects,
                  harvested, caught, counted, lasted, lasts, survived, survives]).

% '$zt_as_as'(+Adjective, -Less): "as A as", an equal or more of a
% measure that grows with A: its opposite is "less A" ("as much as":
% less; "as many": fewer; "as long as": less long).
'$zt_as_as'(much, [less]) :- !.
'$zt_as_as'(many, [fewer]) :- !.
'$zt_as_as'(good, [worse]) :- !.            % "not as good as": worse
'$zt_as_as'(well, [worse]) :- !.            % "didn't do as well as"
'$zt_as_as'(bad, [better]) :- !.
'$zt_as_as'(A, [less, A]) :-
    '$zt_adjective'(A, more, _).

% The things that mark the place a preposition names as someone's: the
% house behind the white door, the stall under the crimson awning.
'$zt_marked_by'(behind, [door, doors, curtain, curtains, gate, gates]).
'$zt_marked_by'(under, [awning, awnings, canopy, umbrella, parasol, sign,
                        banner, flag, roof]).

% '$zt_value_here'(+Ctx, +Tokens): a value's phrase starts Tokens.
'$zt_value_here'(ctx(_, _, _, Lexicon, _, _), [T|Ts]) :-
    get_assoc(T, Lexicon, Entries),
    member(Phrase-v(_, _), Entries),
    append(Phrase, _, [T|Ts]),
    !.

'$zt_tens'(T, N) :-
    nth1(K, [twenty, thirty, forty, fifty, sixty, seventy, eighty, ninety], T),
    N is 10 * (K + 1).
'$zt_unit_number'(U, N) :-
    nth1(N, [one, two, three, four, five, six, seven, eight, nine], U).

% '$zt_no_one'(+Tokens0, -Tokens): "No one threw a higher score than Mo"
% is "Mo threw the highest score"; "nobody paid more than Dana" is "Dana
% paid the most".
'$zt_no_one'(Ts0, Ts) :-
    (   Ts0 = [no, one|T1] -> true ; Ts0 = [nobody|T1] ),
    append(Mid0, [C|After], T1),
    (   C == more -> Sup = most
    ;   C == less -> Sup = least
    ;   C == fewer -> Sup = fewest
    ;   '$zt_degree'(_, C, Sup)
    ),
    append(Noun, [than|Obj], After),
    length(Noun, L), L =< 2,
    Obj \== [],
    \+ memberchk(than, Mid0),
    (   append(Verb, [Art], Mid0), memberchk(Art, [a, an]) -> true ; Verb = Mid0 ),
    !,
    append([Obj, Verb, [the, Sup], Noun], Ts).
'$zt_no_one'(Ts, Ts).

% '$zt_than_own'(+Tokens0, -Tokens): "Beth rated her hotel one star
% higher than Luis rated his", "fired her piece a day after Bruno fired
% his", "an hour after the woodpecker was seen": the verb said again, or
% "did", with a possessive pronoun for the thing, or a passive, ends the
% sentence after the one compared; it says no more than "than Luis",
% "after the woodpecker".
'$zt_than_own'(Ts0, Ts) :-
    append(Front, [T|Mid], Ts0),
    memberchk(T, [than, after, before]),
    append(NP, Tail, Mid),
    Tail = [_, _],
    '$zt_said_again'(Tail, Front, Stops),
    NP = [_|_], length(NP, L), L =< 4,
    \+ ( member(W, NP), memberchk(W, Stops) ),
    !,
    append(Front, [T|NP], Ts).
'$zt_than_own'(Ts, Ts).

% '$zt_said_again'(+Tail, +Front, -Stops): the last two words say again
% what the clause before said (Front), and Stops are the words the one
% compared may not have.
'$zt_said_again'([V, P], Front, [than, after, before, and, but, who, which, that]) :-
    memberchk(P, [his, hers, theirs]),
    (   memberchk(V, [did, does, do])
    ;   atom(V), memberchk(V, Front)
    ),
    !.
'$zt_said_again'([Be, V], _, [than, after, before, and, but, who, which, that, not]) :-
    memberchk(Be, [was, were]),
    atom(V),
    (   atom_concat(_, ed, V)
    ;   atom_concat(_, en, V)
    ;   memberchk(V, [seen, spotted, heard, found, caught, sold, bought, made, shown,
                      run, held])
    ),
    !.

% '$zt_empty_clause_verb'(+Ctx, +Tokens, -Verb): "The knitting club
% meets on Friday, and Quentin drives to his": after "and", a value and
% a verb that would say "has this value", with nothing after it but
% pronouns and particles, is a clause of its own whose verb says what
% no word of the clause names (how he gets there); read as "and Quentin"
% it would make Quentin the knitter.  The verb is refused.
'$zt_empty_clause_verb'(Ctx, Tokens, W) :-
    append(_, [and|After], Tokens),
    '$zt_match'(Ctx, After, _, v(_, _), [W|Rest]),
    atom(W),
    '$zt_fillers'(Fillers), memberchk(W, Fillers),
    \+ memberchk(W, [is, are, was, were, does, do, did, has, have, had, too, also,
                     so, now, as, with, in, on, at, by, for, from, to]),
    forall(member(R, Rest),
           memberchk(R, [to, his, hers, her, their, theirs, its, there, it, them,
                         home, here, too, also, each, every, day, daily])),
    !.

% '$zt_object_pronoun'(+Ctx, +Tokens0, -Tokens): "Bruno was somewhere to
% the right of Ayesha but not next to her": after "but" or "and" with
% no subject of its own, the clause is about the first clause's subject
% (Bruno), and an object pronoun in it is never that subject (else it
% would say "herself"): of exactly two people named before it, it is
% the second, written out.
'$zt_object_pronoun'(Ctx, Ts0, Ts) :-
    append(Before, [R, P|After], Ts0),
    memberchk(P, [her, him]),
    memberchk(R, [to, of, than, beside, behind, from, before, after, near, with]),
    \+ ( After = [N|_], atom(N), \+ memberchk(N, [and, but, or]) ),  % not "her dog"
    \+ ( member(W, Before), memberchk(W, [who, whom, whose, which, that, he, she, they]) ),
    compound(Ctx),
    '$zt_match'(Ctx, Before, _, v(A1, V1), Rest1),
    append(Mid, [C|Second], Rest1),
    memberchk(C, [but, and]),
    \+ memberchk(and, Second), \+ memberchk(but, Second),
    \+ ( append(_, S1, Second), S1 = [_|_], '$zt_value_here'(Ctx, S1) ),
    findall(Ph-A-V, ( append(_, S2, Mid), '$zt_match'(Ctx, S2, Ph, v(A, V), _) ), [Phrase-A2-V2]),
    V1 \== V2,
    \+ '$zt_category_kind'(Ctx, A1, none, false),
    \+ '$zt_category_kind'(Ctx, A2, none, false),
    !,
    append([Before, [R], Phrase, After], Ts).
'$zt_object_pronoun'(_, Ts, Ts).

% '$zt_of_pair_order'(+Tokens0, -Tokens): "Of Cormac and the driver of
% the silver car, one arrived first and the other ...": inside the two
% alternatives an order word after a verb of an event in time is its
% superlative ("arrived earliest"), which the pair reads; a place in a
% row or a ranking ("finished first") is not changed.
'$zt_of_pair_order'([of|Ts0], [of|Ts]) :-
    append(_, [the, other|_], Ts0),
    !,
    '$zt_pair_order'(Ts0, Ts).
'$zt_of_pair_order'(Ts, Ts).

'$zt_pair_order'([], []).
'$zt_pair_order'([V, O|Ts0], [V, S|Ts]) :-
    memberchk(V, [arrived, came, left, departed, started, began, opened, launched,
                  set, went, performed, played, spoke, sang, joined, hatched,
                  bloomed, delivered, served]),
    memberchk(O-S, [first-earliest, last-latest]),
    !,
    '$zt_pair_order'(Ts0, Ts).
'$zt_pair_order'([V, the, N|Ts0], [performed, S|Ts]) :-   % "one opened the
    memberchk(V-S, [opened-earliest, closed-latest]),        % evening": the first
    memberchk(N, [evening, show, night, programme, program,  % to perform
                  concert, recital, festival, event, session, ceremony, gala, bill]),
    !,
    '$zt_pair_order'(Ts0, Ts).
'$zt_pair_order'([T|Ts0], [T|Ts]) :-
    '$zt_pair_order'(Ts0, Ts).

% '$zt_good_ratings'(+Tokens0, -Tokens): "the best rating", "a better
% average", "the worst accuracy": of a rating, review, accuracy or
% average, better is higher.  Not of a time, a score or a place, which
% may count the other way ("a lower time is a better one"), nor alone.
'$zt_good_ratings'([], []).
'$zt_good_ratings'([G, N|Ts0], [H, N|Ts]) :-
    atom(G),
    memberchk(G-H, [best-highest, worst-lowest, better-higher, worse-lower]),
    memberchk(N, [rating, ratings, review, reviews, accuracy, average]),
    !,
    '$zt_good_ratings'(Ts0, Ts).
'$zt_good_ratings'([T|Ts0], [T|Ts]) :-
    '$zt_good_ratings'(Ts0, Ts).

% '$zt_best_of_all'(+Tokens0, -Tokens): "best" and "worst" where they
% pick the one at an end of the contest's order ("had the best time",
% "did best of all") are the superlatives '$best' and '$worst' of the
% degree table; elsewhere they stay words no reading uses: a personal
% best ("his best game", "a best checkout of 120", "whose best find"), a
% favourite ("likes cherry best").
'$zt_best_of_all'(Ts0, Ts) :-
    '$zt_best_of_all'(Ts0, none, Ts0, Ts).

'$zt_best_of_all'([], _, _, []).
'$zt_best_of_all'([B|Ts0], Prev, All, [S|Ts]) :-
    memberchk(B-S, [best-'$best', worst-'$worst']),
    (   memberchk(Prev, [the, very])
    ->  true
    ;   \+ memberchk(Prev, [a, an, his, her, their, its, whose, my, our, your,
                            '\'s', personal, none]),
        ( Ts0 == [] ; Ts0 = [N|_], memberchk(N, [of, among, overall, and, but]) ),
        \+ ( member(L, All), '$zt_liking_verb'(L) )
    ),
    !,
    '$zt_best_of_all'(Ts0, S, All, Ts).
'$zt_best_of_all'([T|Ts0], _, All, [T|Ts]) :-
    '$zt_best_of_all'(Ts0, T, All, Ts).

'$zt_liking_verb'(L) :-
    memberchk(L, [like, likes, liked, love, loves, loved, enjoy, enjoys, enjoyed,
                  prefer, prefers, preferred]).

% '$zt_shown_word'(+Token, -Word): a token as the clue wrote it.
'$zt_shown_word'(T, W) :-
    (   memberchk(T-W0, ['$best'-best, '$worst'-worst])
    ->  W = W0
    ;   W = T
    ).

% '$zt_elliptic_than'(+Ctx, +Tokens0, -Tokens): "Dunmore is shorter than
% Ashcombe but newer", "covered 25 km more than Youssef's but took a day
% less", "starts 25 minutes before Enid Vale's, and costs £1.50 more": a
% second comparison after "and" or "but" with no one to compare with and
% no subject of its own compares with the first one's: "than Ashcombe"
% is said again.  Not when the second part names anyone or anything
% ("but Cy is younger": younger than whom?).
'$zt_elliptic_than'(Ctx, Ts0, Ts) :-
    append(Front, [T|Mid], Ts0),
    memberchk(T, [than, before, after]),
    append(NP, [Conj|Second], Mid),
    memberchk(Conj, [but, and, yet]),
    NP = [_|_], length(NP, L), L =< 4,
    \+ ( member(W, NP), memberchk(W, [than, before, after, and, but, who, which, that, not]) ),
    last(Second, C),
    (   memberchk(C, [more, less, fewer])
    ->  Add = [than|NP]
    ;   memberchk(C, [before, after])
    ->  Add = NP
    ;   atom(C), '$zt_degree'(_, C, _)
    ->  Add = [than|NP]
    ),
    length(Second, L2), L2 =< 5,
    \+ ( member(W, Second),
         memberchk(W, [than, the, his, her, its, their, he, she, they, it, and, but,
                       not, never, who, which, that]) ),
    \+ ( append(_, S1, Second), S1 = [_|_], '$zt_value_here'(Ctx, S1) ),
    \+ memberchk(than, Front),
    !,
    append([Front, [T|NP], [Conj|Second], Add], Ts).
'$zt_elliptic_than'(Ctx, Ts0, Ts) :-   % "outscored Chester's but not Ada's",
    append(Front, [W|Mid], Ts0),        % "more than Bo but not Cy": the
    (   W == than                       % comparison said again after "not"
    ->  last(Front, C), atom(C),
        (   memberchk(C, [more, less, fewer]) ; '$zt_degree'(_, C, _) ),
        Again = [C, than]
    ;   atom(W), atom_concat(out, V, W), '$zt_out_verb'(V),
        Again = [V, more, than]
    ;   memberchk(W, [beat, beats, before, after, behind])   % "beat Ellie but
    ->  Again = [W]                                        % not Daisy"
    ;   W == of, last(Front, ahead)                        % "ahead of"
    ->  Again = [ahead, of]
    ),
    append(NP1, [but, not|NP2], Mid),
    NP1 = [_|_], length(NP1, L1), L1 =< 4,
    NP2 = [_|_], length(NP2, L2), L2 =< 4,
    \+ ( member(X, NP1), memberchk(X, [than, and, but, who, which, that, not]) ),
    \+ ( member(X, NP2), memberchk(X, [than, and, but, who, which, that, not, more,
                                      less, fewer]) ),
    (   NP2 = [Art|NP3], memberchk(Art, [the, a, an]) -> true ; NP3 = NP2 ),
    '$zt_value_here'(Ctx, NP3),
    !,
    append([Front, [W|NP1], [but, not|Again], NP2], Ts).
'$zt_elliptic_than'(_, Ts, Ts).

% '$zt_but_not_other'(+Term0, -Term): "Toffee's rider beat Ellie but not
% Daisy", "outscored Chester's but not Ada's": the second one is someone
% else, who did better (read as only "not better than Daisy", which let
% Toffee's rider be Daisy, corpus 43).
'$zt_but_not_other'(and(C1, not(C2)), and(C1, C3)) :-
    C1 =.. [F1, A, X, _],
    C2 =.. [F, A, X2, Y],
    X2 == X,
    memberchk(F1, [less, greater]),
    memberchk(F-G, [less-greater, greater-less]),
    !,
    C3 =.. [G, A, X, Y].
'$zt_but_not_other'(T, T).

% '$zt_multiplier'(+Tokens, -P, -Q, -Rest): a ratio P/Q said in words
% ("twice", "double", "half", "three times"), before "as", "what" or
% "that of" (not "a double room", "half a mile").
'$zt_multiplier'(Ts0, P, Q, Ts) :-
    (   Ts0 = [W|Ts], memberchk(W-P/Q, [twice-2/1, double-2/1, triple-3/1,
                                        thrice-3/1, treble-3/1, half-1/2])
    ->  true
    ;   Ts0 = [N0, times|Ts],
        (   integer(N0) -> P = N0 ; '$zt_number_word'(N0, P) ),
        P > 1, Q = 1
    ),
    Ts = [Next|_],
    (   memberchk(Next, [as, what, that])
    ->  true
    ;   Ts = [the, _, of|_]                    % "twice the share of X"
    ->  true
    ;   '$zt_possessed'(Ts, _, _)              % "double Kwame's score"
    ).

% '$zt_possessed'(+Tokens, -Owner, -Noun): Tokens are "X's N" to the end.
'$zt_possessed'(Ts, Owner, N) :-
    append(Owner, ['\'s', N], Ts),
    Owner \== [],
    atom(N),
    \+ ( member(T, Owner), memberchk(T, [',', and, or, than, as]) ).

% '$zt_ratio_rest'(+Tokens, -New, -Rest): what follows a multiplier, as
% a comparison: "as much as", "as many points as", "as old as", "what
% ... paid" (the verb dropped by '$zt_ratio_what'/2), "that of".
'$zt_ratio_rest'([as, M, as|Rest], [more, than], Rest) :-
    memberchk(M, [much, many]),
    !.
'$zt_ratio_rest'([as, many, N, as|Rest], [more, N, than], Rest) :- !.
'$zt_ratio_rest'([as, A, as|Rest], [C, than], Rest) :-
    '$zt_degree'(A, C, _),
    '$zt_adjective'(A, more, _),
    !.
'$zt_ratio_rest'([as, A, as|Rest], [more, A, than], Rest) :-
    '$zt_adjective'(A, more, _),
    !.
'$zt_ratio_rest'([what|Rest], [more, than], Rest).
'$zt_ratio_rest'(Ts, [more, N, than|Owner], []) :-
    '$zt_possessed'(Ts, Owner, N).
'$zt_ratio_rest'([that, of|Rest], [more, than], Rest).
'$zt_ratio_rest'([the, N, of|Rest], [more, N, than|Rest], []).

% '$zt_won_event'(+Ctx, +Tokens0, -Tokens): "won the class", "won the
% sack race", "won the contest": the contest won names no value, and
% winning it is winning ('$zt_winner_word'/1); its words are dropped.
% Only a noun phrase that ends the clause (or its part before "and" or
% "but") and ends with a contest's noun.
'$zt_won_event'(Ctx, Ts0, Ts) :-
    (   append(Pre, [Won, the|Rest], Ts0),
        memberchk(Won, [won, wins, win]),
        append(NP, Tail, Rest),
        NP = [_|_],
        ( Tail == [] -> true ; Tail = [C|_], memberchk(C, [and, but]) ),
        last(NP, Noun),
        '$zt_won_contest_noun'(Noun),
        length(NP, L), L =< 4,
        forall(member(W, NP), ( atom(W), W \== '\'s' )),
        \+ ( append(_, Sub, NP), Sub = [_|_], '$zt_value_here'(Ctx, Sub) ),
        Ctx = ctx(_, _, _, _, AttrWords, _),
        \+ memberchk(Noun-_, AttrWords)   % "won the prize" on Prizes
    ->  append(Pre, [Won|Tail], Ts)
    ;   Ts = Ts0
    ).

% '$zt_tenure'(+Ctx, +Tokens0, -Tokens): "has been in the band the
% longest", "has sung with the choir the longest", "has been dancing for
% the shortest time": how long someone has been a member, said of the
% one category that measures it: the years they joined ("Joined: 1998,
% 2003, ...": "joined earliest") or their years of it ("Years: 3 years,
% ...", "Years dancing: 3, 7, ...": "has the most years").  The words
% between "has" and "the longest" name no value; with no such category,
% or two, the clue stays as it is (and is refused).  So too "the newest
% ringer" (the fewest years) and "the longest-serving member".
'$zt_tenure'(Ctx, Ts0, Ts) :-
    (   append(Pre, [Has, been, V|Rest0], Ts0),    % "has been trading 5 years
        memberchk(Has, [has, have, had]),          % longer than Mrs. Bose" on
        atom(V), atom_concat(_, ing, V),           % Founded: 1998, ...: founded
        '$zt_tenure_adverbial'(Ctx, Rest0, Rest0a),   % 5 years earlier
        ( Rest0a = [for|Rest1] -> true ; Rest1 = Rest0a ),
        append(Amt, [Cmp, than|After], Rest1),
        memberchk(Cmp-New, [longer-earlier, shorter-later, more-earlier, less-later]),
        (   Amt == []
        ;   Amt = [N, U], '$zt_count'(N, _), memberchk(U, [year, years])
        ),
        findall(A, '$zt_tenure_attr'(Ctx, A, joined), TAs),
        (   TAs = [_]
        ->  append([Pre, [V|Amt], [New, than], After], Ts)
        ;   Ctx = ctx(_, _, Ordered, _, _, _),     % of years that date no start
            member(ordered(CA, _, _), Ordered),    % ("Years: 1998, ..."): how
            '$zt_calendar'(Ctx, CA)                % long is no year, and the
        ->  atomic_list_concat([Has, been, V], ' ', Refused),   % clue is
            append([Pre, [Refused|Rest0]], Ts)     % refused, naming the verb
        )
    ;   append(Pre, [Has|Rest0], Ts0),
        memberchk(Has, [has, have, had]),
        append(Mid, [the, Sup|After0], Rest0),
        memberchk(Sup-Dir, [longest-max, shortest-min]),
        length(Mid, L), L >= 1, L =< 6,
        \+ ( append(_, Sub, Mid), Sub = [_|_], '$zt_value_here'(Ctx, Sub) ),
        \+ ( member(W, Mid), memberchk(W, [not, never, than, more, less]) ),
        ( After0 = [time|After] -> true ; After = After0 ),
        findall(A-How, '$zt_tenure_attr'(Ctx, A, How), [_-How])
    ->  '$zt_tenure_words'(How, Dir, New),
        append([Pre, New, After], Ts)
    ;   append(Pre, [the|Rest0], Ts0),          % "the newest ringer", "the
        ( Rest0 = [_, '\'s'|Rest1] -> true ; Rest1 = Rest0 ),  % society's
        (   Rest1 = [newest, N|After], Dir = min   % longest-serving member"
        ;   Rest1 = [longest, serving, N|After], Dir = max
        ),
        atom(N),
        \+ '$zt_value_here'(Ctx, [N|After]),
        '$zt_person_word'(N),                  % a ringer, not a car
        findall(A-How, '$zt_tenure_attr'(Ctx, A, How), [_-How]),
        ( How == years ; Dir == max )          % "newest" on years joined
    ->  '$zt_tenure_words'(How, Dir, New),      % reads already
        append([Pre, [the, one, who|New], After], Ts)
    ;   Ts = Ts0
    ).

% '$zt_tenure_adverbial'(+Ctx, +Tokens0, -Tokens): "has been coming here
% 5 years longer", "has been trading at the market ...": where adds
% nothing to how long, and is skipped (never a value of the puzzle).
'$zt_tenure_adverbial'(Ctx, Ts0, Ts) :-
    (   Ts0 = [W|Ts], memberchk(W, [here, there, locally, regularly])
    ->  true
    ;   Ts0 = [P, the, W|Ts], memberchk(P, [at, in, on]), atom(W),
        \+ '$zt_value_here'(Ctx, [W|Ts]),
        Ts = [T|_], ( T == for ; '$zt_count'(T, _) ; memberchk(T, [longer, shorter]) )
    ->  true
    ;   Ts = Ts0
    ).

'$zt_tenure_attr'(Ctx, A, joined) :-
    Ctx = ctx(_, _, Ordered, _, _, _),      % each ordered category ('$zt_calendar'
    member(ordered(A, _, _), Ordered),      % takes the first one unbound)
    '$zt_calendar'(Ctx, A),
    member(W, [joined, join, started, start, since, member, membership, founded,
               established, opened]),
    '$zt_name_fits'(W, A).
'$zt_tenure_attr'(ctx(_, _, Ordered, _, _, _), A, years) :-
    member(ordered(A, K, _), Ordered),
    (   K == unit(year)
    ;   K == plain, '$zt_name_fits'(year, A)
    ),
    \+ '$zt_name_fits'(age, A),
    \+ '$zt_calendar'(ctx(_, _, Ordered, _, _, _), A).

'$zt_tenure_words'(joined, max, [joined, earliest]).
'$zt_tenure_words'(joined, min, [joined, latest]).
'$zt_tenure_words'(years, max, [has, the, most, years]).
'$zt_tenure_words'(years, min, [has, the, fewest, years]).

'$zt_won_contest_noun'(W) :-
    memberchk(W, [race, event, contest, competition, class, quiz, match, game,
                  tournament, final, heat, round, championship, title, cup,
                  trophy, trial, relay, sprint, derby, challenge, show, prize,
                  league, gala, rally, regatta, marathon, tourney]).

% '$zt_same_place'(+Items0, -Items): a first place said twice over is
% said once: "the first greenhouse on the left", "the first in the
% row, at the far left" (the reader's first place is the leftmost; "the
% first on the right" is not this, and is refused).
'$zt_same_place'(Items0, Items) :-
    (   append(Before, [pos(1), Again|After], Items0),
        memberchk(Again, [pos(1), kw(left)])
    ->  append(Before, [pos(1)|After], Items1),
        '$zt_same_place'(Items1, Items)
    ;   Items = Items0
    ).

% '$zt_neighbours'(+Tokens0, -Tokens): in a row, a neighbour is the one
% next door: "Miss Carr's next-door neighbour is the cobbler" is "Miss
% Carr is next to the cobbler", "the chess player's neighbours are the
% archer and the painter" is next to both, "Ann and Bo are neighbours"
% next to each other.  (A puzzle with no row refuses "next to".)
'$zt_neighbours'(Ts0, Ts) :-
    (   append(Pre, ['\'s'|Rest0], Ts0),
        Pre \== [],
        ( Rest0 = [next, door|Rest1] -> true ; Rest1 = Rest0 ),
        Rest1 = [N, Be|Post],
        memberchk(N, [neighbour, neighbor, neighbours, neighbors]),
        memberchk(Be, [is, was, are, were])
    ->  append(Pre, [is, next, to|Post], Ts)
    ;   append(Pre, [Be, N], Ts0),
        memberchk(Be, [are, were]),
        memberchk(N, [neighbours, neighbors]),
        memberchk(and, Pre)
    ->  append(Pre, [Be, next, to, each, other], Ts)
    ;   append(Pre, [V, Adj, P], Ts0),        % "Kenji and Lucia host
        memberchk(and, Pre), atom(V),         % neighbouring pavilions":
        memberchk(Adj, [neighbouring, neighboring, adjacent, adjoining]),   % next
        atom(P), '$zt_singular'(P, P1), P1 \== P   % to each other (a plural
                                              % noun: the places)
    ->  append(Pre, [are, next, to, each, other], Ts)
    ;   Ts = Ts0
    ).

% '$zt_each_both'(+Tokens0, -Tokens): "Chidi and Barnaby each finished
% behind Anouk": "each" after a list is "both".
'$zt_each_both'(Ts0, Ts) :-
    append(Pre, [each|Post], Ts0),
    memberchk(and, Pre),
    last(Pre, N), N \== and,
    Post \= [other|_],                   % "next to each other"
    !,
    append(Pre, [both|Post], Ts).
'$zt_each_both'(Ts, Ts).

% '$zt_ratio_what'(+Tokens0, -Tokens): "paid twice what Ilkley paid": the
% second "paid" repeats the first and is dropped.
'$zt_ratio_what'(Ts0, Ts) :-
    append(Pre, [what|Mid0], Ts0),
    append(Mid, [V], Mid0),
    Mid \== [],
    member(V0, Pre), atom(V0), '$zt_same_verb'(V0, V),
    !,
    append(Pre, [what|Mid], Ts).
'$zt_ratio_what'(Ts, Ts).

% Verbs whose particle changes what they say ("sold out", "dropped out",
% "gave up", "ran out", "sat out"), or that make a phrase of their own
% ("turned up"): the particle is never dropped after them.
'$zt_phrasal_verb'(V) :-
    memberchk(V, [sold, sell, sells, selling, dropped, drop, drops, gave, give,
                  gives, ran, run, runs, pulled, pull, pulls, turned, turn,
                  turns, showed, shows, show, lost, lose, loses, fell, fall, falls, broke,
                  break, breaks, checked, check, checks, signed, sign, signs,
                  backed, back, backs, pulled, walked, stepped, bowed, opted,
                  sat, sits, stood, stands, knocked, worked, used]).

'$zt_fillers_has'(V) :-
    '$zt_fillers'(Fs),
    memberchk(V, Fs).

% '$zt_adjuncts'(+Tokens, +Unknown, -Words): the unknown words of
% phrases that only set a scene, at the end of a clause (before the end,
% a comma, "and" or "but"): a place or time with a preposition and a
% determiner of words the reader does not know ("the fastest boat on
% the water", "never in his life", "the widest quilt on show", "to his
% relief"), or "this morning".  Never a word of position, order or
% relation ("at the very back", "in the front row", "with his sister"),
% nor a time of day.
'$zt_adjuncts'(Tokens, Unknown, Words) :-
    findall(Ws, '$zt_adjunct'(Tokens, Unknown, Ws), Wss),
    append(Wss, Words).

'$zt_adjunct'(Tokens, Unknown, Ws) :-
    append(Before, Rest0, Tokens),
    Before \== [],
    (   Rest0 = [this, W|After],                 % "this morning"
        memberchk(W, [morning, afternoon, evening, night, week, weekend, year,
                      month, summer, winter, spring, autumn, season, term, time]),
        memberchk(W, Unknown),
        Ws = [W]
    ;   Rest0 = [P|Rest1], memberchk(P, [on, in, at, during, to, throughout]),
        (   Rest1 = [D|Rest2], memberchk(D, [the, his, her, their, its, a, an])
        ->  true
        ;   Rest2 = Rest1
        ),
        append(Ws, After, Rest2),
        Ws = [_|_], length(Ws, L), L =< 3,
        forall(member(W, Ws), ( memberchk(W, Unknown), '$zt_scene_word'(W) ))
    ),
    (   After == []
    ->  true
    ;   After = [A|_],                  % the clause ends (commas are gone)
        memberchk(A, [and, but, yet, was, were, is, are, did, does, had, has,
                      who, which, so, though, although])
    ).

'$zt_scene_word'(W) :-
    atom(W),
    \+ '$zt_refused_word'(W),
    \+ '$zt_relational_noun'(W),
    \+ memberchk(W, [front, back, rear, top, bottom, head, tail, end, start,
                     beginning, middle, centre, center, corner, edge, side,
                     left, right, row, line, queue, morning, afternoon, evening,
                     night, noon, midnight, dawn, dusk, first, last, same,
                     other, opposite, next, previous, following, near, far,
                     lead, north, south, east, west, upstairs, downstairs,
                     inside, outside, twice, half, double]).

'$zt_drop_unknown'([], Items, Items).
'$zt_drop_unknown'([W|Ws], Items0, Items) :-
    (   selectchk(unknown(W), Items0, Items1)
    ->  true
    ;   Items1 = Items0
    ),
    '$zt_drop_unknown'(Ws, Items1, Items).

% '$zt_after_main_verb'(+Tokens, +W): W follows a verb the reader knows
% ("arrived", "lived"), an adverb of negation or degree between: W is
% no verb of its own, and the verb slot does not account for it.
'$zt_after_main_verb'(Tokens, W) :-
    append(Before, [W|_], Tokens),
    \+ ( memberchk(W, [out, off, up, down, away, over, along, around, outside,
                       inside, back]),        % a particle: "ate out", "parked
         last(Before, V0),                    % outside the house"; not "sold
         \+ '$zt_phrasal_verb'(V0) ),         % out"
    reverse(Before, Back),
    '$zt_skip_adverbs'(Back, [V|Back1]),
    '$zt_main_verb'(V),
    \+ ( ( Back1 = [F|_] ; Back1 = [_, F|_] ),    % "the last boat to leave
          memberchk(F, [first, last]) ),          % landed ...": "to leave" is
    \+ ( Back = [V|_],                            % no main verb; "started
          '$zt_aspect_verb'(V),                   % watching": the verb that
          atom(W), atom_concat(_, ing, W) ),      % starts is the one verb
    !.

% The verbs of beginning and ending, whose "-ing" verb says what began
% or ended: "started watching", "began knitting", "finished painting".
'$zt_aspect_verb'(V) :-
    memberchk(V, [started, starts, start, starting, began, begins, begin,
                  begun, finished, finishes, finish, stopped, stops, stop]).

% '$zt_main_verb'(+V): V is a verb the reader knows as filler, not "is",
% "has", "did" ("arrived", "lived", "sailed").
'$zt_main_verb'(V) :-
    atom(V),
    '$zt_fillers'(Fs), memberchk(V, Fs),
    (   atom_concat(_, ed, V)
    ->  true
    ;   memberchk(V, [came, comes, went, goes, ran, runs, sat, sits, got, gets,
                      took, takes, made, makes, won, wins, drank, drinks, ate,
                      eats, drove, drives, rode, rides, flew, flies, swam,
                      swims, threw, throws, sold, sells, bought, buys, paid,
                      pays, chose, chooses, wore, wears, grew, grows, led,
                      leads, gave, gives, taught, teaches, sang, sings, wrote,
                      writes, spent, lives, owns, keeps, smokes, plays,
                      arrives, departs, kept, drunk, eaten, driven, worn,
                      chosen, given, written, grown, built, sails, costs,
                      cost, climbs, jumps, lifts, walks, works, studies,
                      visits, uses, likes, loves, prefers, enjoys, orders,
                      picks, stays, resides, belongs, rears, raises])
    ),
    !.

'$zt_skip_adverbs'([A|Ts], Rest) :-
    memberchk(A, [not, never, also, just, only, still, then, too]),
    !,
    '$zt_skip_adverbs'(Ts, Rest).
'$zt_skip_adverbs'(Ts, Ts).

% '$zt_topic_about'(+Tokens0, -Tokens): "about" after a verb or noun of
% saying or writing introduces its topic ("Vera talked about comets",
% "wrote about bees", "a talk about fungi"): the topic is the object,
% as in "Vera covered comets", so the word is dropped and the verb
% stays in the verb slot.  Elsewhere, and before an amount ("talked
% about 5 minutes longer"), "about" is approximation ("about $25",
% "hiked about 2 miles farther") and refuses the clue.
% '$zt_reduced_relative'(+Ctx, +Tokens0, -Tokens): "the one Ignatius
% brought" is "the one that Ignatius brought": "the one" right before a
% value and a word that is neither a value nor a preposition. "The one
% made by Boris" is "the one that was made by Boris": "the one" right
% before a past participle ('$zt_participle'/1) and a preposition, a
% value or an amount ("the one released in July", "the one rated 4.2
% stars"); "the one charging $59" is "the one that is charging $59".
'$zt_reduced_relative'(Ctx, Tokens0, Tokens) :-
    (   append(Before, [the, one|Rest], Tokens0),
        '$zt_match'(Ctx, Rest, _, v(_, _), [V|_]),
        atom(V),
        \+ '$zt_relating_preposition'(V),
        \+ memberchk(V, [and, or, nor, is, was, were, are, in, at, on]),
        \+ '$zt_value_here'(Ctx, [V])
    ->  append(Before, [the, one, that|Rest], Tokens1),
        '$zt_reduced_relative'(Ctx, Tokens1, Tokens)
    ;   append(Before, [the, one, V, P|Rest], Tokens0),
        (   '$zt_participle'(V)
        ->  Aux = was
        ;   '$zt_present_participle'(V)
        ->  Aux = is
        ),
        \+ '$zt_value_here'(Ctx, [V]),
        (   memberchk(P, [by, in, on, at, for, from, during, to, with, as])
        ;   '$zt_value_here'(Ctx, [P|Rest])
        ;   number(P) ; P = dec(_) ; P == '$' ; '$zt_count'(P, _)
        )
    ->  append(Before, [the, one, that, Aux, V, P|Rest], Tokens1),
        '$zt_reduced_relative'(Ctx, Tokens1, Tokens)
    ;   Tokens = Tokens0
    ).

% '$zt_present_participle'(+Word): a word in -ing ("the one charging
% $59").
'$zt_present_participle'(W) :-
    atom(W),
    \+ '$zt_keyword'(W, _),
    atom_length(W, N), N > 4,
    sub_atom(W, _, 3, 0, ing).

% '$zt_present_verb'(+Word): a verb in the present tense, third person
% ("tracks", "teaches"): a word in -s but not -ss, -us or -is.
'$zt_present_verb'(W) :-
    atom(W),
    \+ '$zt_keyword'(W, _),
    atom_length(W, N), N > 3,
    sub_atom(W, _, 1, 0, s),
    \+ ( sub_atom(W, _, 2, 0, E), memberchk(E, [ss, us, is]) ).

% '$zt_participle'(+Word): a past participle: a word in -ed, or an
% irregular one.
'$zt_participle'(W) :-
    atom(W),
    \+ '$zt_keyword'(W, _),
    (   atom_length(W, N), N > 3, sub_atom(W, _, 2, 0, ed)
    ->  true
    ;   memberchk(W, [made, run, led, held, kept, found, seen, taken, drawn,
                      flown, thrown, known, grown, shown, sold, bought, built,
                      won, worn, born, sung, caught, taught, brought, set,
                      paid, laid, told, sent, spent, lent, driven, written,
                      ridden, chosen, eaten, given, hung, spun, struck, dug,
                      sewn, sown, woven, frozen, stolen, ground, fed, bred,
                      read, cut, hit, put, shot, bound, dealt, meant, felt,
                      met, heard, understood, stood])
    ).

% '$zt_value_unit'(+Ctx, +Tokens0, -Tokens): "did not score 48.5 points"
% on Scores: 48.5, ...: after a value of a category of bare numbers, a
% word naming the category (or its unit) is the value's unit, dropped.
'$zt_value_unit'(_, [], []) :- !.
'$zt_value_unit'(Ctx, Tokens0, Tokens) :-
    Tokens0 = [T|_],
    (   number(T) ; T = dec(_) ),
    '$zt_match'(Ctx, Tokens0, _, v(A, _), [U|Rest]),
    atom(U),
    Ctx = ctx(_, _, Ordered, _, _, _),
    memberchk(ordered(A, plain, _), Ordered),
    '$zt_singular_or_plural'(U, S),
    (   '$zt_name_fits'(S, A) ; '$zt_name_fits'(U, A) ),
    !,
    append(Value, [U|Rest], Tokens0),
    '$zt_value_unit'(Ctx, Rest, Tokens1),
    append(Value, Tokens1, Tokens).
'$zt_value_unit'(Ctx, [T|Ts0], [T|Ts]) :-
    '$zt_value_unit'(Ctx, Ts0, Ts).

% '$zt_particle_after_comparative'(+Tokens0, -Tokens): "lower down",
% "higher up", "further along": the particle says nothing more.
'$zt_particle_after_comparative'([], []).
'$zt_particle_after_comparative'([C, P, the, N, than|Ts0], [Rel|Ts]) :-
    memberchk(C-P-Rel, [lower-down-after, further-down-after, farther-down-after,
                        higher-up-before, further-up-before, farther-up-before,
                        lower-(in)-after, higher-(in)-before]),
    memberchk(N, [order, list, rankings, ranking, table, standings]),
    !,                                  % "batted lower down the order than
    '$zt_particle_after_comparative'(Ts0, Ts).   % Ollie": after him, a larger
                                        % number (read as a smaller one, held
                                        % out, corpus 53)
'$zt_particle_after_comparative'([C, P|Ts0], [C|Ts]) :-
    memberchk(C-P, [lower-down, higher-up, further-down, further-up,
                    further-along, farther-along, farther-down, farther-up]),
    !,
    '$zt_particle_after_comparative'(Ts0, Ts).
'$zt_particle_after_comparative'([T|Ts0], [T|Ts]) :-
    '$zt_particle_after_comparative'(Ts0, Ts).

% '$zt_count_senses'(+Tokens0, -Tokens): words of counting whose sense
% here is not the one the grammar reads become one refused word each,
% and refuse the clue ('$zt_count_sense'/5). One pass, each word seen
% with the token before it.
'$zt_count_senses'(Ts0, Ts) :-
    '$zt_count_senses'(start, Ts0, Ts).

'$zt_count_senses'(_, [], []).
'$zt_count_senses'(Prev, Ts0, Ts) :-
    '$zt_count_sense'(Prev, Ts0, Out, Prev1, Rest),
    !,
    append(Out, Ts1, Ts),
    '$zt_count_senses'(Prev1, Rest, Ts1).
'$zt_count_senses'(_, [T|Ts0], [T|Ts]) :-
    '$zt_count_senses'(T, Ts0, Ts).

% '$zt_count_sense'(+Prev, +Tokens, -Out, -Prev1, -Rest): Tokens start
% with such a word, written as Out; Prev1 the token before Rest.
%   - "most of" without "the" before it is a majority ("Most of the
%     trash at Gull Point was straws", "won most of the games"), no
%     superlative ("paid the most of the five"): "most of".
%   - "number" right before a number and "more", "fewer" or "less", not
%     after "the", "a", a possessive or a place noun, is the verb ("The
%     hikers number one more than the Badgers": there are one more of
%     them), not the number of a house or cabin (read so, held out,
%     corpus 30): "number (counted)".
'$zt_count_sense'(Prev, [most, of|Rest], ['most of'], of, Rest) :-
    Prev \== the.
'$zt_count_sense'(Prev, [W, N, C|Rest0], ['number (counted)', N], N, [C|Rest0]) :-
    memberchk(W, [number, numbers]),
    ( integer(N) ; '$zt_count'(N, _) ),
    memberchk(C, [more, fewer, less]),
    \+ memberchk(Prev, [start, the, a, an, '\'s', its, his, her, their, no, same]),
    \+ '$zt_place_noun'(Prev).

% '$zt_only_amount'(+Tokens0, -Tokens): "only" right before a number is
% emphasis ("Bex needed only 1 attempt", "for only two years"): dropped.
% Elsewhere ("only Dana ...") it restricts, and refuses the clue.
'$zt_only_amount'([], []).
'$zt_only_amount'([only, N|Ts0], [N|Ts]) :-
    ( integer(N) ; N = dec(_) ; '$zt_count'(N, _) ; N == '$' ),
    !,
    '$zt_only_amount'(Ts0, Ts).
'$zt_only_amount'([T|Ts0], [T|Ts]) :-
    '$zt_only_amount'(Ts0, Ts).

% '$zt_times_count'(+Ctx, +Tokens0, -Tokens): "The blue tit came 8
% times", "came 4 more times than the robin": "times" after a count is
% the occurrences a category counts, where exactly one category counts
% things (its unit no measure, no year, point or position): "8 visits".
% Never a multiplier ("3 times as many", "three times what", "3 times
% more"): that stays "times", which refuses the clue.
'$zt_times_count'(Ctx, Ts0, Ts) :-
    append(Before, [times|After], Ts0),
    append(_, [N], Before),
    (   '$zt_count'(N, _)
    ;   memberchk(N, [more, fewer, less]),
        append(_, [K, N], Before), '$zt_count'(K, _)
    ),
    \+ ( After = [W|_], memberchk(W, [as, what, that, the, more, less, fewer, over]) ),
    \+ '$zt_possessed'(After, _, _),
    Ctx = ctx(_, _, Ordered, _, _, _),
    findall(S, ( member(ordered(_, unit(S), _), Ordered),
                 '$zt_counted_unit'(S) ), [S]),
    !,
    atom_concat(S, s, U),
    append(Before, [U|After], Ts).
'$zt_times_count'(_, Ts, Ts).

'$zt_counted_unit'(S) :-
    \+ '$zebra_unit_measure'(S, _, _),
    \+ '$zt_position_unit'(S),
    \+ memberchk(S, [year, point, percent, degree, time, dollar, cent,
                     pound, euro, mark, grade, level, size, star]).

% '$zt_container_of'(+Ctx, +Tokens0, -Tokens): "at the right-hand end of
% the lane", "in the middle of the shelf", "at the top of the ladder",
% "at the foot of the table": the row the places stand in is named after
% "end", "ends", "middle", "top", "bottom" or "foot" (or "the front",
% "the back", "the rear": not "in front of the car") by one word that is
% no value; it is the puzzle's row, so "of the lane" is dropped, and
% the foot of a row is its bottom.
'$zt_container_of'(Ctx, Tokens0, Tokens) :-
    (   append(Before, [W, of, the, N|Rest], Tokens0),
        (   memberchk(W, [end, ends, middle, centre, center, top, bottom, foot])
        ;   memberchk(W, [front, back, rear]), last(Before, the)
        ),
        atom(N),
        \+ '$zt_match'(Ctx, [N|Rest], _, v(_, _), _),
        \+ '$zt_refused_word'(N),
        \+ ( Rest = [R|_], atom(R), \+ '$zt_place_follow'(R) )
    ->  ( W == foot -> W1 = bottom ; W1 = W ),
        append(Before, [W1|Rest], Tokens1),
        '$zt_container_of'(Ctx, Tokens1, Tokens)
    ;   Tokens = Tokens0
    ).

% '$zt_category_phrase'(+Ctx, +Tokens0, -Tokens): the words of a
% category's name of two words or more ("best find" on Best finds, "lead
% dog" on Lead dogs) are the category, one token (its name, which the
% context knows as a word of it), not "best" and "find".
'$zt_category_phrase'(Ctx, Tokens0, Tokens) :-
    Ctx = ctx(Attrs, _, _, _, _, _),
    (   member(attr(A, _, Ws, _), Attrs),
        Ws = [_, _|_],
        append(Front, [_], Ws),
        maplist('$zt_singular_or_plural', Ws, Phrase),   % "price per plate"
        append(Before, Rest0, Tokens0),                   % on Prices per plate
        append(Phrase, Rest, Rest0),
        \+ ( Front = [Sup|_], last(Before, the),          % "the tallest slide"
              '$zt_superlative'(Sup, _, _),                % on Tallest slides,
              Ctx = ctx(_, _, Ordered, _, _, _),           % ordered: the
              memberchk(ordered(A, _, _), Ordered) ),      % superlative
        \+ ( '$zt_match'(Ctx, Rest0, PV, v(_, _), _),     % "the lemon ice
             length(PV, LV), length(Phrase, LC), LV >= LC ),   % (not "first
                                                           % name" on First names
                                                           % and Places: first, ...)
        \+ ( between(1, 3, K), length(S, K),              % cream" on Ice
              append(_, S, Before),                        % creams: a value
              append(S, Rest0, SRest),
              '$zt_match'(Ctx, SRest, P, v(_, _), _),
              length(P, LP), LP > K )
    ->  append(Before, [A|Rest1], Tokens),
        '$zt_category_phrase'(Ctx, Rest, Rest1)
    ;   Tokens = Tokens0
    ).

% '$zt_discourse'(+Tokens0, -Tokens): a remark of the setter's on the
% clue ("as one would expect", "of course", "as it happens") says
% nothing of the puzzle, and is dropped.
'$zt_discourse'(Tokens0, Tokens) :-
    (   '$zt_discourse_phrase'(P),
        append(Before, Rest0, Tokens0),
        append(P, Rest, Rest0)
    ->  append(Before, Rest, Tokens1),
        '$zt_discourse'(Tokens1, Tokens)
    ;   append(Before, [C|Rest], Tokens0),     % "paid the most, even though
        Before \== [],                         % her tree was the shortest":
        (   C == even, Rest = [though|Rest1]    % both hold, as with "but"
        ;   memberchk(C, [though, although]), Rest1 = Rest
        ),
        Rest1 = [_|_]
    ->  append(Before, [but|Rest1], Tokens1),
        '$zt_discourse'(Tokens1, Tokens)
    ;   Tokens = Tokens0
    ).

'$zt_discourse_phrase'([as, One, Would, expect]) :-
    memberchk(One, [one, you, we]),
    memberchk(Would, [would, might, could, may]).
'$zt_discourse_phrase'([as, expected]).
'$zt_discourse_phrase'([as, it, Happens]) :-
    memberchk(Happens, [happens, happened]).
'$zt_discourse_phrase'([as, it, turned, out]).
'$zt_discourse_phrase'([as, it, turns, out]).
'$zt_discourse_phrase'([of, course]).
'$zt_discourse_phrase'([by, the, way]).
'$zt_discourse_phrase'([W, enough]) :-
    memberchk(W, [oddly, funnily, curiously, strangely, sure]).
'$zt_discourse_phrase'([W]) :-
    memberchk(W, [naturally, unsurprisingly, incidentally, predictably,
                  fittingly, appropriately, surprisingly, ironically]).

% '$zt_on_top'(+Ctx, +Tokens0, -Tokens): "had seeds on top", "the
% smoothie with honey on top": "on top" right after a value (not "of",
% not after a verb: "the red box is on top" is the highest) says where
% the thing is put, nothing more, and is dropped.
'$zt_on_top'(Ctx, Tokens0, Tokens) :-
    (   append(Before, [on, top|After], Tokens0),
        \+ After = [of|_],
        append(_, Suffix, Before),
        Suffix = [_|_],
        '$zt_match'(Ctx, Suffix, _, v(_, _), [])
    ->  append(Before, After, Tokens)
    ;   Tokens = Tokens0
    ).

% '$zt_partitive'(+Ctx, +Tokens0, -Tokens): "topped with a piece of
% driftwood", "ordered a slice of carrot cake", "a bunch of tulips": a
% word for a quantity before a value that is no number says nothing
% more than the value, and "a piece of" is dropped.
'$zt_partitive'(Ctx, Tokens0, Tokens) :-
    (   append(Before, [A, P, of|Rest], Tokens0),
        memberchk(A, [a, an, one]),
        '$zt_partitive_noun'(P),
        \+ '$zt_value_here'(Ctx, [P, of|Rest]),
        Rest = [R|_], atom(R),
        '$zt_value_here'(Ctx, Rest)
    ->  append(Before, Rest, Tokens1),
        '$zt_partitive'(Ctx, Tokens1, Tokens)
    ;   Tokens = Tokens0
    ).

'$zt_partitive_noun'(P) :-
    memberchk(P, [piece, slice, bunch, bouquet, pair, cup, mug, glass, bowl,
                  plate, jar, bottle, pot, loaf, bar, packet, bag, box, tin,
                  can, basket, sprig, scoop, portion, serving, helping]).

% '$zt_comparison_scope'(+Ctx, +Tokens0, -Tokens): "more words than any
% other bird in the club", "the lowest price in the show", "the first
% order of the day": after a superlative, "first", "last" or "than
% anyone else", a closing "in/of/at/on the W" (W a singular noun, no
% value and no time: "the first diner of the day" orders in time; no
% more words but a comma's clause) names the group compared: the
% puzzle's rows, so it is dropped.
'$zt_comparison_scope'(Ctx, Tokens0, Tokens) :-
    (   append(Before, [P, the, W|After], Tokens0),
        memberchk(P, [in, of, at, on]),
        atom(W),
        ( After == [] ; After = [C|_], memberchk(C, [',', and, but]) ),
        \+ '$zt_value_here'(Ctx, [W|After]),
        \+ '$zt_refused_word'(W),
        \+ '$zt_place_noun'(W),
        \+ '$zt_row_word'(W),
        '$zt_singular'(W, W),                   % "of the men": some of them
        \+ ( '$zt_unit_stem'(W, Stem), '$zt_common_unit'(Stem) ),
        \+ memberchk(W, [day, week, month, year, evening, morning, afternoon,
                         night, season, weekend, hour, decade, century]),
        Ctx = ctx(_, _, _, _, AttrWords, _),
        \+ memberchk(W-_, AttrWords),
        once(( member(S, Before),
               (   '$zt_superlative'(S, _, _)
               ;   memberchk(S, [else, other, others, first, last, most, least,
                                 fewest])
               ) ))
    ->  append(Before, After, Tokens)
    ;   Tokens = Tokens0
    ).

% '$zt_leading_scope'(+Ctx, +Heads, +Tokens0, -Tokens): "Of the five,
% the kestrel was seen earliest", "Of all the dogs, Fifi's truffle was
% the heaviest", "Among the four entrants, ...": an opening "of" or
% "among" with the puzzle's number of rows or a noun for all of them (a
% category's or a head noun, a person) names the group a superlative
% is of: the puzzle's rows, so it is dropped.  Not "Of the
% two, ..." (a pair), nor "Of the women, ..." (some of them).
'$zt_leading_scope'(Ctx, Heads, Tokens0, Tokens) :-
    (   Tokens0 = [Of|Rest0],
        memberchk(Of, [of, among, amongst]),
        member(L, [4, 3, 2, 1]),                % the longest scope
        length(Scope, L),
        append(Scope, Tokens, Rest0),
        '$zt_whole_group'(Ctx, Heads, Scope),
        once(( member(S, Tokens), '$zt_superlative_word'(S) ))
    ->  true
    ;   Tokens = Tokens0
    ).

% '$zt_whole_group'(+Ctx, +Heads, +Words): "the five", "all the dogs",
% "these four entrants": all the puzzle's rows.
'$zt_whole_group'(Ctx, Heads, Words0) :-
    Ctx = ctx(_, Count, _, _, AttrWords, _),
    (   Words0 = [all|Words1] -> true ; Words1 = Words0 ),
    (   Words1 = [D|Words2], memberchk(D, [the, these, those]) -> true ; Words2 = Words1 ),
    (   Words2 = [C|Words3], '$zt_count'(C, Count)
    ->  Counted = true
    ;   Words3 = Words2, Counted = false
    ),
    (   Words3 == []
    ->  Counted == true
    ;   Words3 = [Noun],
        atom(Noun),
        (   memberchk(Noun-_, AttrWords)
        ;   '$zt_singular_or_plural'(Noun, Sg), memberchk(Sg, Heads)
        ;   memberchk(Noun, [people, persons, ones, friends, items, entries])
        ;   '$zt_fillers'(Fillers), memberchk(Noun, Fillers),   % "diners"
            atom_concat(_, s, Noun),
            \+ memberchk(Noun, [men, women, boys, girls, ladies, gentlemen])
        )
    ).

% '$zt_in_line'(+Tokens0, -Tokens): "was last in line", "third in the
% queue", "first in line for tickets": the queue is the puzzle's row of
% places, so "in line" after a place in it is dropped.
'$zt_in_line'(Tokens0, Tokens) :-
    (   append(Before, [in|After0], Tokens0),
        last(Before, F),
        (   memberchk(F, [first, last, next, middle])
        ;   F = ord(_)
        ;   atom(F), '$zt_ordinal'(F, _)
        ),
        (   After0 = [the, Q|After] -> true ; After0 = [Q|After] ),
        memberchk(Q, [line, queue])
    ->  append(Before, After, Tokens1),
        '$zt_in_line'(Tokens1, Tokens)
    ;   Tokens = Tokens0
    ).

% The words of a row a scope phrase never is: "the first seat in the
% row" ('$zt_container_of'/3 is for those).
'$zt_row_word'(W) :-
    memberchk(W, [row, line, left, right, end, middle, street, road, queue,
                  shelf, corridor, hall]).

% What may follow the row's name: the clause goes on with a new part.
'$zt_place_follow'(W) :-
    memberchk(W, [and, but, while, whereas, yet, so, then, is, was, are, were,
                  has, had, sits, stands]).

% '$zt_about_value'(+Ctx, +Tokens0, -Tokens): "about" right before a
% value of a category that is not ordered ("complained about potholes",
% "didn't call about the weather") is its topic too: nothing unordered
% is approximate.
'$zt_about_value'(Ctx, Tokens0, Tokens) :-
    (   append(Before, [about|Rest], Tokens0),
        (   Rest = [D|Rest1], memberchk(D, [the, a, an]) -> true ; Rest1 = Rest ),
        '$zt_match'(Ctx, Rest1, _, v(A, _), _),
        Ctx = ctx(_, _, Ordered, _, _, _),
        \+ memberchk(ordered(A, _, _), Ordered)
    ->  append(Before, Rest, Tokens1),
        '$zt_about_value'(Ctx, Tokens1, Tokens)
    ;   Tokens = Tokens0
    ).

% '$zt_near_place'(+Ctx, +Tokens0, -Tokens): "near" right before a value
% of a category of places that is not ordered ("the tornado near
% Salina", "touched down near Woodward", "the cabin near Lake Ode") says
% where, as "in" does: the place is the category's value.  Not before
% anything else ("near the yellow house" gives no distance and stays
% unread).
'$zt_near_place'(Ctx, Tokens0, Tokens) :-
    (   append(Before, [near|Rest], Tokens0),
        (   Rest = [the|Rest1] -> true ; Rest1 = Rest ),
        '$zt_match'(Ctx, Rest1, _, v(A, _), _),
        Ctx = ctx(_, _, Ordered, _, _, _),
        \+ memberchk(ordered(A, _, _), Ordered),
        member(W, [town, city, village, location, place, lake, river, park,
                   beach, county, state, country, island, site, region, area,
                   coast, harbor, harbour, port, mountain, peak, forest,
                   valley, neighborhood, neighbourhood, suburb, landmark]),
        '$zt_name_fits'(W, A)
    ->  append(Before, [in|Rest], Tokens1),
        '$zt_near_place'(Ctx, Tokens1, Tokens)
    ;   Tokens = Tokens0
    ).

% '$zt_phrasal_join'(+Ctx, +Tokens0, -Tokens): a verb and its particle that
% together still only relate ("signed up for the course", "touched down
% near Woodward", "checked in at 9 a.m.") become one verb, read in the
% verb slot; the particles that change a verb's sense ("sold out",
% "dropped out", "gave up") stay apart and refuse the clue.  "Left
% from gate D9" is the verb, never a side.  Where a category is named
% for a first time ("First flights: 1998, ..."), "first" before a past
% verb ("The Albatross first flew 15 years before ...", "the blimp that
% first flew in 2013") is what the category counts, no place in an
% order; elsewhere it stays ("the player who threw first").
'$zt_phrasal_join'(_, [], []).
'$zt_phrasal_join'(Ctx, [left, from|Ts0], [departed, from|Ts]) :-
    !,
    '$zt_phrasal_join'(Ctx, Ts0, Ts).
'$zt_phrasal_join'(Ctx, [the, O|Ts0], [P, O|Ts]) :-   % "was the last to be
    memberchk(O, [first, last, second, third, fourth, fifth]),   % discovered",
    (   Ts0 = [to, be, P|Ts1]                            % "the first one
    ;   Ts0 = [one, P|Ts1]                               % seen", "the first
    ;   Ts0 = [of, the, _, to, be, P|Ts1]                % of the five to be
    ),                                                   % launched": was
    '$zt_participle'(P),                                 % discovered last
    !,
    '$zt_phrasal_join'(Ctx, Ts1, Ts).
'$zt_phrasal_join'(Ctx, [the, O, of, the, N, to|Ts0], Ts) :-   % "the last
    memberchk(O, [first, last, second, third, fourth, fifth]),    % of the four
    '$zt_count'(N, _),                                            % to win":
    !,                                                            % the last to
    '$zt_phrasal_join'(Ctx, [the, O, to|Ts0], Ts).                % win
'$zt_phrasal_join'(Ctx, [tm(M), W|Ts0], [tm(M)|Ts]) :-   % "at 14:30 sharp":
    memberchk(W, [sharp, precisely, exactly, prompt, promptly]),   % the time
    !,
    '$zt_phrasal_join'(Ctx, Ts0, Ts).
'$zt_phrasal_join'(Ctx, [S, for|Ts0], [F|Ts]) :-    % "sold for more than":
    memberchk(S-F, [sold-fetched, sells-fetches, sell-fetch,   % a price,
                    selling-fetching, went-fetched, goes-fetches]),   % not
    \+ ( Ts0 = [D|_], memberchk(D, [a, an, the]) ),   % the number sold
    !,
    '$zt_phrasal_join'(Ctx, Ts0, Ts).
'$zt_phrasal_join'(Ctx, [C, per, U|Ts0], [C|Ts]) :-   % "more per gram": a
    memberchk(C, [more, less, fewer, most, least]),   % rate, whose unit is
    atom(U),                                          % what it is per, never
    '$zt_unit_stem'(U, S),                            % what is compared
    ( '$zt_known_unit'(Ctx, S) ; '$zt_rate_period'(S) ),
    !,
    '$zt_phrasal_join'(Ctx, Ts0, Ts).
'$zt_phrasal_join'(Ctx, [T, place|Ts0], [happened|Ts]) :-   % "took place 2
    memberchk(T, [took, take, takes, taking, taken]),       % weeks after":
    !,                                                       % happened, no
    '$zt_phrasal_join'(Ctx, Ts0, Ts).                        % time taken
'$zt_phrasal_join'(Ctx, [N, U, D|Ts0], [N, U|Ts]) :-   % "was found 6 feet
    ( number(N) ; N = dec(_) ),                          % down": the depth
    atom(U), memberchk(D, [down, deep, underground]),
    '$zt_unit_stem'(U, S),
    memberchk(S, [foot, ft, metre, meter, m, inch, yard, fathom, cm]),
    \+ ( Ts0 = [W|_], memberchk(W, [than, from]) ),
    !,
    '$zt_phrasal_join'(Ctx, Ts0, Ts).
'$zt_phrasal_join'(Ctx, [U, of, W|Ts0], [U|Ts]) :-   % "4 more inches of
    atom(U), atom(W),                                 % snow": the stuff a
    '$zt_unit_stem'(U, S), '$zt_common_unit'(S),      % unit measures
    \+ memberchk(W, [the, a, an, his, her, their, its]),
    \+ '$zt_value_here'(Ctx, [W|Ts0]),
    \+ '$zt_match'(Ctx, [W], _, _, _),
    !,
    '$zt_phrasal_join'(Ctx, Ts0, Ts).
'$zt_phrasal_join'(Ctx, [C, W|Ts0], [C|Ts]) :-        % "1 hour longer
    atom(C), '$zt_comparative'(C, _, _),              % underground than":
    memberchk(W, [underground, outdoors, indoors, aloft, abroad, overseas,
                  offshore, onstage, upstream, downstream, uphill, downhill]),
    !,
    '$zt_phrasal_join'(Ctx, Ts0, Ts).
'$zt_phrasal_join'(Ctx, [T, online|Ts0], [opened|Ts]) :-    % "came online
    memberchk(T, [came, come, comes, went, go, goes]),      % in 2016"
    !,
    '$zt_phrasal_join'(Ctx, Ts0, Ts).
'$zt_phrasal_join'(Ctx, [X, last, N|Ts0], [X, lasts, N|Ts]) :-   % "the
    atom(X), \+ memberchk(X, [the, a, an, and, or, is, was, are, were, came,
                              finished, placed, not, of, at, in, to, one]),
    ( number(N) ; N = dec(_) ; '$zt_count_word'(N, _) ),   % headphones last
    \+ ( Ts0 = [U|_], atom(U), memberchk(U, [of, in, on, at]) ),  % 6 hours
    !,                                                       % longer": the
    '$zt_phrasal_join'(Ctx, Ts0, Ts).                        % verb
'$zt_phrasal_join'(Ctx, [E, P|Ts0], [runs, to|Ts]) :-   % "the line that
    memberchk(E, [end, ends, ended, ending, terminates, terminate,   % ends at
                  terminated, finishes, finish, finished]),          % the
    memberchk(P, [at, in]),                                          % Stadium"
    (   Ts0 = [the|Ts1] -> true ; Ts1 = Ts0 ),   % a route's end, no end of a
    '$zt_match'(Ctx, Ts1, _, v(A, _), _),        % row; not "finished in
    Ctx = ctx(_, _, Ordered, _, _, _),           % 2nd place", "ended at
    \+ memberchk(ordered(A, _, _), Ordered),     % 4pm"
    !,
    '$zt_phrasal_join'(Ctx, Ts0, Ts).
'$zt_phrasal_join'(Ctx, [V, P|Ts0], [VP|Ts]) :-
    atom(V), atom(P),
    '$zt_plain_phrasal'(V, P),
    !,
    atomic_list_concat([V, P], '_', VP),
    '$zt_phrasal_join'(Ctx, Ts0, Ts).
'$zt_phrasal_join'(Ctx, [T, first, V|Ts0], [T|Ts]) :-
    atom(T),
    \+ memberchk(T, [the, a, an, was, were, is, are, be, been, came, comes,
                     finished, finishes, went, goes, ran, not, and, or]),
    \+ atom_concat(_, ed, T),
    \+ '$zt_main_verb'(T),
    atom(V),
    (   atom_length(V, L), L > 3, atom_concat(_, ed, V)
    ;   memberchk(V, [flew, went, came, ran, sang, wrote, drove, rode, swam,
                      won, met, saw, took, made, sold, bought, built, grew,
                      began, broke, caught, taught, brought, spoke, stood,
                      sat, led, fell, set, found, heard, held, kept])
    ),
    '$zt_first_category'(Ctx),
    !,
    '$zt_phrasal_join'(Ctx, [V|Ts0], Ts).
'$zt_phrasal_join'(Ctx, [T|Ts0], [T|Ts]) :-
    '$zt_phrasal_join'(Ctx, Ts0, Ts).

% '$zt_end_verb'(+Tokens, -E): "end" as a verb ("doesn't end at the
% river", "the road that ends in a field") where no value says where:
% the noun's sense ("at one end") would misread it as a place in an
% order (read so on the years, held out, corpus 31).
'$zt_end_verb'(Tokens, E) :-
    append(_, [X, E, P|_], Tokens),
    memberchk(E, [end, ends]),
    memberchk(P, [at, in, on, by, near, beside]),
    \+ memberchk(X, [the, one, either, both, each, an, a, opposite, far, other,
                     two, at, this, that, its, their, same, eastern, western,
                     northern, southern, left, right, front, back, near]),
    !.

% A category named for a first time ("First flights", "First aired").
'$zt_first_category'(ctx(Attrs, _, _, _, _, _)) :-
    member(attr(_, _, Ws, _), Attrs),
    memberchk(first, Ws),
    !.

'$zt_plain_phrasal'(V, up) :-
    memberchk(V, [signed, signs, sign, showed, shows, show, turned, turns]).
'$zt_plain_phrasal'(V, in) :-
    memberchk(V, [checked, checks, check]).
'$zt_plain_phrasal'(V, down) :-
    memberchk(V, [touched, touches, touch]).
'$zt_plain_phrasal'(V, off) :-
    memberchk(V, [dropped, drops, drop, set, sets, teed, tees]).
'$zt_plain_phrasal'(V, out) :-
    memberchk(V, [set, sets, headed, heads, checked, checks]).

'$zt_topic_about'([], []).
'$zt_topic_about'([W, about, Next|Ts0], [W|Ts]) :-
    atom(W),
    '$zt_topic_word'(W),
    \+ '$zt_amount_start'(Next),           % "talked about 5 minutes longer"
    !,
    Ts1 = [Next|Ts0],
    '$zt_topic_about'(Ts1, Ts).
'$zt_topic_about'([T|Ts0], [T|Ts]) :-
    '$zt_topic_about'(Ts0, Ts).
