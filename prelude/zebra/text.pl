% library(zebra/text): the strict reader of zebra and logic-grid puzzles
% written as people publish them, for library(zebra) (prelude/zebra.pl),
% which calls it for any text that is not in the ZebraLogic style.  The
% layout (issue 26):
%
%     Prices: $24, $25, $26, $27
%     Names: Dana, Ellis, Farrah, Gus.
%     1. Dana paid $2 more than the person who ordered the risotto.
%     2. Ellis is either the $24 diner or the person who ordered soup.
%     Who ordered the risotto?
%
% One `Category: v1, v2, ...` line per category (a final full stop or
% not), then the clues (numbered or not, one per line or sentence), then
% the questions (sentences ending in "?").
%
% The one rule: **never a silent misread.**  A clue is tokenised, its
% tokens are matched against a lexicon made of the puzzle's values
% (longest first, case, plural/singular, articles, possessives, amounts)
% and of the grammar's own phrases ("to the left of", "at least two
% houses from"); the words left are either closed-class filler (the
% words of '$zt_filler'/1, and the puzzle's category names), entity
% nouns ("the child who ...", "Hana's dog", "the volcano talk"), an
% unknown word the clue's structure places ('$zt_license'/4: the verb
% of "hiked 2 miles farther than", never a word of negation, loss or
% relation, never two side by side, never between two noun phrases that
% could name one individual, '$zt_relating_verb'/6: "Hana's dog chased
% the collie"), or words no reading uses, and
% then the clue is refused with those words
% (clue_words(N, Text, Unused, Suggestions), Suggestions did-you-mean
% pairs).  The items are parsed by a DCG that must consume them all;
% negation, comparison and quantity words are never filler.
%
% A puzzle whose clues talk about houses, or place one entity beside
% another (left of, next to) with no category of places, or have
% positions with no ordered category, is a house puzzle (Houses the
% number of values); otherwise it is grid(N), and a positional clue is
% about the ordered category of places (seats, floors, lockers), or of
% order in time when it says so ("finished last", "first ... of the
% day"), or for order words (first, last, at one end) the only ordered
% category there is; a clue that could be about two, or none, is
% refused.
%
% The kinds of values ('$zt_value_number'/3) are the reader's (money, a
% unit, dates, ...); their numbers are the solver's, those of
% library(zebra/model) ('$zebra_attribute_numbers'/2), so the reader and
% the solver never disagree on a value ("-8°C" once read as 8 chose the
% wrong "lowest").
%
% The helpers, named '$zt_...', are local to the module.

:- module(zebra_text, [text_read/3, text_read/4, text_message/3,
                       text_orientation_remark/1]).

:- use_module(library(zebra/model),
              [ '$zebra_attribute_numbers'/2, '$zebra_attribute_numbers'/3,
                '$zebra_ordered_values'/2,
                '$zebra_unit_measure'/3 ]).

%!  text_read(+Codes, -Puzzle, -Texts) is det.
%!  text_read(+Codes, -Puzzle, -Texts, -Readings) is det.
%
%   Codes is the text of a puzzle; Puzzle library(zebra)'s puzzle term
%   (not yet validated); Texts the sentence of each clue as written (its
%   spacing tidied); Readings one reading(N, Text, Term) per clue.
%   Throws error(zebra_error(E), _) for a text it cannot read; a question
%   it cannot read is question(Text, unread(E)) in Puzzle, for
%   library(zebra) to raise or report (zebra_read/3).
text_read(Codes, Puzzle, Texts) :-
    text_read(Codes, Puzzle, Texts, _).

text_read(Codes, puzzle(Houses, Attributes, Clues, Questions), Texts, Readings) :-
    '$zt_lines'(Codes, Lines),
    '$zt_sentences'(Lines, AllSentences),
    '$zt_attribute_lines'(AllSentences, AttrLines, Sentences0),
    maplist('$zt_attribute', AttrLines, Attrs0),
    '$zt_house_line'(Attrs0, Attrs, HouseLine),
    '$zt_check_attrs'(Attrs, Count),
    maplist('$zt_attr_term', Attrs, Attributes),
    '$zt_context'(Attrs, Count, Ctx),
    exclude('$zt_remark'(Ctx), Sentences0, Sentences),
    partition('$zt_question_sentence', Sentences, QSentences, CSentences0),
    exclude('$zt_order_remark'(Ctx), CSentences0, CSentences1),
    '$zt_intro_texts'(Lines, Intro),
    findall(N-S, nth1(N, CSentences1, S), NumberedClues0),
    '$zt_head_nouns'(Ctx, NumberedClues0, Heads),
    exclude('$zt_unread_intro'(Ctx, Heads, Intro), CSentences1, CSentences2),
    exclude('$zt_vacuous'(Ctx, Heads), CSentences2, CSentences),
    findall(N-S, nth1(N, CSentences, S), NumberedClues),
    maplist('$zt_read_clue_or_refuse'(Ctx, Heads), NumberedClues, Raw),
    (   HouseLine == true
    ->  Houses = Count
    ;   '$zt_kind'(Ctx, Raw, QSentences, Houses)
    ),
    foldl('$zt_split_question'(Ctx), QSentences, QSentences1, []),
    findall(N-S, nth1(N, QSentences1, S), NumberedQs),
    findall(Ts, ( member(_-s(_, _, Cs), NumberedClues), is_list(Cs),
                  '$zt_tokens'(Cs, Ts) ), ClueTokens),
    maplist('$zt_question'(Ctx, Heads, ClueTokens), NumberedQs, Questions0),
    maplist('$zt_grid_where'(Ctx, Houses), Questions0, Questions),
    maplist('$zt_place'(Ctx, Houses), NumberedClues, Raw, Clues),
    maplist('$zt_sentence_text', CSentences, Texts),
    maplist('$zt_reading', NumberedClues, Clues, Readings).

'$zt_reading'(N-s(Text, _, _), Term, reading(N, Text, Term)).

'$zt_sentence_text'(s(Text, _, _), Text).

'$zt_error'(E) :-
    throw(error(zebra_error(E), _)).


                /*******************************
                *   LINES AND SENTENCES        *
                *******************************/

% '$zt_lines'(+Codes, -Lines): the lines, each a code list without its
% end; comment lines (starting with %) and blank lines are [].
'$zt_lines'(Codes, Lines) :-
    '$zt_split_lines'(Codes, Lines0),
    maplist('$zt_clean_line', Lines0, Lines).

'$zt_split_lines'([], []) :- !.
'$zt_split_lines'(Codes, [Line|Lines]) :-
    (   append(Line0, [0'\n|Rest], Codes)
    ->  true
    ;   Line0 = Codes, Rest = []
    ),
    !,
    Line = Line0,
    '$zt_split_lines'(Rest, Lines).

'$zt_clean_line'(Line0, Line) :-
    exclude(==(0'\r), Line0, Line1),
    '$zt_strip'(Line1, Line2),
    (   Line2 = [0'%|_]
    ->  Line = []
    ;   Line = Line2
    ).

'$zt_strip'(Codes, Stripped) :-
    '$zt_drop_blanks'(Codes, C1),
    reverse(C1, R1),
    '$zt_drop_blanks'(R1, R2),
    reverse(R2, Stripped).

'$zt_drop_blanks'([C|Cs], Rest) :-
    code_type(C, space),
    !,
    '$zt_drop_blanks'(Cs, Rest).
'$zt_drop_blanks'(Cs, Cs).

% An attribute line (a sentence): words, a colon, then values
% separated by commas (a single value without commas is not one).
'$zt_attribute_lines'([], [], []).
'$zt_attribute_lines'([L|Ls], As, Ts) :-
    (   L = s(Text, _, Body),
        is_list(Body),
        '$zt_attribute_line'(Body, Name, Rest)
    ->  atom_codes(Text, TextCodes),
        As = [attr_line(TextCodes, Name, Rest)|As1],
        '$zt_attribute_lines'(Ls, As1, Ts)
    ;   Ts = [L|Ts1],
        '$zt_attribute_lines'(Ls, As, Ts1)
    ).

'$zt_attribute_line'(Line, Name, Rest) :-
    append(Name0, [0':|Rest0], Line),
    !,
    Name0 \== [],
    Rest0 = [Space|_], code_type(Space, space),
    forall(member(C, Name0), ( code_type(C, alpha) ; C == 0'  ; C == 0'- )),
    \+ '$zt_clue_label'(Name0),
    memberchk(0',, Rest0),
    '$zt_strip'(Name0, Name),
    '$zt_strip'(Rest0, Rest).

% "Clue 3:" and "Question:" are not categories.
'$zt_clue_label'(Name) :-
    atom_codes(A, Name),
    downcase_atom(A, L),
    split_string(L, " ", " ", [First|_]),
    memberchk(First, ["clue", "clues", "question", "questions", "hint", "note"]).

% The text lines as sentences s(Text, End, Codes): a line that does not
% end a sentence goes on when the next line starts with a small letter
% (a list goes on after a comma);
% a line is split at each ". ", "? ", "! "; a clue number at the start of
% a line ("3.", "3)", "(3)", "Clue 3:") is dropped.
'$zt_sentences'(Lines, Sentences) :-
    exclude(==([]), Lines, Lines1),
    '$zt_join_lines'(Lines1, Joined),
    foldl('$zt_line_sentences', Joined, Sentences, []),
    true.

'$zt_line_sentences'(Line, Sentences, Tail) :-
    length(Line, Length0),
    '$zt_max_line'(Max),
    Length0 > Max,
    !,
    (   last(Line, E), memberchk(E, `.?!`)
    ->  Length is Length0 - 1
    ;   Length = Length0
    ),
    length(Start0, 60),
    append(Start0, _, Line),
    '$zt_strip'(Start0, Start00),
    '$zt_tidy'(Start00, Start1),
    append(Start1, `...`, StartCodes),
    atom_codes(Start, StartCodes),
    (   memberchk(0':, Start0)         % an attribute line, by its start
    ->  '$zt_error'(line_too_long(Start, Length, Max))
    ;   Sentences = [s(Start, 0'., too_long(Length))|Tail]
    ).
'$zt_line_sentences'(Line, Sentences, Tail) :-
    '$zt_drop_number'(Line, Line1),
    '$zt_split_sentences'(Line1, Sentences, Tail).

% A line longer than this is not read: the error names its clue, its
% length and its start (issue 25).
'$zt_max_line'(10000).

'$zt_join_lines'([], []).
'$zt_join_lines'([L|Ls], [Joined|Rest]) :-
    length(L, N),
    (   '$zt_attribute_line'(L, _, _),   % a category line goes on only
        last(L, E), E \== 0',            % after a comma
    ->  Chunks = [L], Ls1 = Ls
    ;   '$zt_join_more'(Ls, L, N, [L], Chunks, Ls1)
    ),
    append(Chunks, Joined),
    '$zt_join_lines'(Ls1, Rest).

% '$zt_join_more'(+Lines, +Last, +Length, +Chunks0, -Chunks, -Rest):
% Last is the line so far's last line, Length its length; the chunks of
% the line (with a space between), in order.  Past the length limit the
% line is refused anyway, so nothing more is joined.
'$zt_join_more'([L2|Ls], Last, N, Chunks0, Chunks, Rest) :-
    last(Last, E),
    (   E == 0',                        % a list going on
    ->  true
    ;   \+ memberchk(E, `.?!`),
        L2 = [C|_], code_type(C, lower)
    ),
    '$zt_max_line'(Max),
    N =< Max,
    !,
    length(L2, N2),
    N1 is N + 1 + N2,
    '$zt_join_more'(Ls, L2, N1, [L2, ` `|Chunks0], Chunks, Rest).
'$zt_join_more'(Rest, _, _, Chunks0, Chunks, Rest) :-
    reverse(Chunks0, Chunks).

'$zt_drop_number'(Line, Rest) :-
    (   Line = [0'(|L1], '$zt_digits_prefix'(L1, [0')|L2]), L2 = [S|_], code_type(S, space)
    ->  '$zt_drop_blanks'(L2, Rest)
    ;   '$zt_digits_prefix'(Line, [P, S|L2]), memberchk(P, `.):`), code_type(S, space)
    ->  '$zt_drop_blanks'(L2, Rest)
    ;   append(Label, [0' |L1], Line),
        atom_codes(LA, Label), downcase_atom(LA, clue),
        '$zt_digits_prefix'(L1, [P|L2]), memberchk(P, `.):`)
    ->  '$zt_drop_blanks'(L2, Rest)
    ;   Rest = Line
    ).

'$zt_digits_prefix'([D|Ds], Rest) :-
    code_type(D, digit),
    '$zt_more_digits'(Ds, Rest).

'$zt_more_digits'([D|Ds], Rest) :-
    code_type(D, digit),
    !,
    '$zt_more_digits'(Ds, Rest).
'$zt_more_digits'(Rest, Rest).


'$zt_split_sentences'([], Tail, Tail) :- !.
'$zt_split_sentences'(Codes, Sentences, Tail) :-
    '$zt_drop_blanks'(Codes, Codes1),
    (   Codes1 == []
    ->  Sentences = Tail
    ;   '$zt_sentence_end'(Codes1, [], Body, End, Rest),
        '$zt_strip'(Body, Body1),
        (   Body1 == []
        ->  Sentences = Sentences1
        ;   '$zt_tidy'(Body1, Tidy),
            append(Tidy, [End], TextCodes),
            atom_codes(Text, TextCodes),
            Sentences = [s(Text, End, Body1)|Sentences1]
        ),
        '$zt_split_sentences'(Rest, Sentences1, Tail)
    ).

% The body up to a ".", "?" or "!" followed by layout or the end; not
% the stop of a title ("Mr. Lee"), nor of "a.m."/"p.m." unless a capital
% follows.  Before is the body so far, reversed.
'$zt_sentence_end'([], _, [], 0'., []).
'$zt_sentence_end'([C|Cs], Before, Body, End, Rest) :-
    (   memberchk(C, `.?!`),
        ( Cs == [] ; Cs = [S|_], code_type(S, space) ),
        \+ ( C == 0'., '$zt_no_stop'(Before, Cs) )
    ->  Body = [], End = C, Rest = Cs
    ;   Body = [C|Body1],
        '$zt_sentence_end'(Cs, [C|Before], Body1, End, Rest)
    ).

'$zt_no_stop'(Before, _) :-
    '$zt_title'(Title0),
    reverse(Title0, Title),
    append(Title, Rest, Before),
    ( Rest == [] ; Rest = [S|_], \+ code_type(S, alpha) ),
    !.
'$zt_no_stop'(Before, After) :-             % "Cedar No. 9"
    append(`oN`, Rest, Before),
    ( Rest == [] ; Rest = [S|_], \+ code_type(S, alpha) ),
    '$zt_drop_blanks'(After, [D|_]),
    code_type(D, digit),
    !.
'$zt_no_stop'([M, 0'., AP|_], After) :-
    memberchk(M, `mM`), memberchk(AP, `apAP`),
    '$zt_drop_blanks'(After, [Next|_]),
    \+ code_type(Next, upper).

% The titles written with a stop ("Capt. Doyle").
'$zt_title'(T) :-
    member(T, [`Mr`, `Mrs`, `Ms`, `Dr`, `St`, `Mt`, `Capt`, `Col`, `Gen`, `Lt`,
               `Sgt`, `Cpl`, `Maj`, `Prof`, `Rev`, `Fr`, `Sr`, `Jr`, `Gov`,
               `Sen`, `Hon`, `Det`, `Insp`, `Supt`, `Adm`, `Cmdr`, `Mme`,
               `Mlle`, `Mx`]).

'$zt_tidy'([], []).
'$zt_tidy'([C|Cs], Tidy) :-
    (   code_type(C, space)
    ->  '$zt_drop_blanks'(Cs, Cs1),
        Tidy = [0' |Tidy1],
        '$zt_tidy'(Cs1, Tidy1)
    ;   Tidy = [C|Tidy1],
        '$zt_tidy'(Cs, Tidy1)
    ).

'$zt_question_sentence'(s(_, 0'?, _)).

% A remark: a sentence that names no value and says nothing of order or
% position.  Published puzzles set the scene ("Five friends live in five
% houses in a row, numbered 1 to 5 from left to right.", "Each chose a
% different tea.") before or between the category lines and the clues;
% such a sentence says nothing the grid does not (every value once), so
% it is no clue; nor is a question asking for the whole solution ("Can
% you tell who keeps which pet?").  A sentence that names a value,
% compares, or places something is read as a clue (or question), and
% refused if it cannot be read.
'$zt_remark'(Ctx, s(_, _, Codes)) :-    % "Five houses stand on the hill,
    is_list(Codes),                     % numbered 1 to 5 from left to right."
    '$zt_tokens'(Codes, Tokens),
    append(Before, [numbered|After], Tokens),
    append(Mid, [from, left, to, right|End], After),
    forall(member(T, Mid), ( integer(T) ; '$zt_number_word'(T, _) ; memberchk(T, [to, through, and]) )),
    \+ memberchk(reverse, Tokens),
    append(Before, End, Rest),
    '$zt_items'(Ctx, clue, Rest, Items, _),   % naming no value, so comparing
    \+ memberchk(v(_, _), Items),             % nothing
    \+ memberchk(kw(not), Items),
    !.
'$zt_remark'(Ctx, s(_, End, Codes)) :-
    is_list(Codes),
    '$zt_tokens'(Codes, Tokens),
    (   End == 0'?                      % "Can you tell who keeps which pet?":
    ->  Tokens = [Can, you|_],          % the solution answers it
        memberchk(Can, [can, could])
    ;   true
    ),
    \+ '$zt_names_value'(Ctx, Tokens),  % a clue names a value, mostly early
    '$zt_items'(Ctx, clue, Tokens, Items, _),
    forall(member(Item, Items),
           (   '$zt_remark_item'(Item)
           ->  true
           ;   Item == kw(last),          % "adopted a pet last weekend"
               \+ memberchk(left, Tokens), \+ memberchk(right, Tokens)
           ->  true
           ;   '$zt_orientation_item'(Item),
               '$zt_orientation'(Tokens)
           )).

% '$zt_names_value'(+Ctx, +Tokens): some value's phrase starts at some
% token (a look-up in the lexicon, not a reading: a longer phrase of the
% grammar there makes no remark of a clue either).
'$zt_names_value'(ctx(_, _, _, Lexicon, _), Tokens) :-
    append(_, [T|Ts], Tokens),
    get_assoc(T, Lexicon, Entries),
    member(Phrase-v(_, _), Entries),
    append(Phrase, _, [T|Ts]),
    !.

% '$zt_intro_texts'(+Lines, -Texts): the sentences of the scene-setting
% paragraph published puzzles put between the category lines and the
% clues ("Five friends took turns hosting a film night, one evening each
% from Monday to Friday."): the first paragraph after the last category
% line, when it is not numbered, a blank line separates it from the
% clues, and it has at most three sentences and the clues after it at
% least as many (so a puzzle whose clues come in paragraphs does not
% lose its first ones).  Such a sentence is read as
% a clue when it can be; one that cannot is dropped as a remark
% ('$zt_unread_intro'/4).  Dropping a sentence only ever weakens the
% puzzle: if the clues left have one solution, it is the solution.
'$zt_intro_texts'(Lines, Texts) :-
    '$zt_max_line'(Max),
    (   \+ ( member(L0, Lines), length(L0, Len), Len > Max ),
        append(_, [Last|After0], Lines),
        Last \== [],
        '$zt_attribute_line'(Last, _, _),
        \+ ( member(L, After0), L \== [], '$zt_attribute_line'(L, _, _) ),
        '$zt_drop_blank_lines'(After0, After),
        append(Para, Rest0, After),
        Para \== [],
        ( Rest0 = [[]|Rest1] ; Rest0 == [], Rest1 = [] ),
        \+ memberchk([], Para),
        '$zt_drop_blank_lines'(Rest1, Rest),
        \+ ( member(L1, Para), '$zt_drop_number'(L1, L2), L2 \== L1 ),
        '$zt_sentences'(Para, Ss),
        length(Ss, NIntro), NIntro =< 3,
        '$zt_sentences'(Rest, Later),
        exclude('$zt_question_sentence', Later, LaterClues),
        length(LaterClues, NLater), NLater >= NIntro
    ->  findall(T, member(s(T, _, _), Ss), Texts)
    ;   Texts = []
    ).

'$zt_drop_blank_lines'([[]|Ls], Rest) :- !, '$zt_drop_blank_lines'(Ls, Rest).
'$zt_drop_blank_lines'(Ls, Ls).

'$zt_unread_intro'(Ctx, Heads, Intro, S) :-
    S = s(Text, _, Codes),
    memberchk(Text, Intro),
    '$zt_tokens'(Codes, Tokens0),
    '$zt_rewrite'(Ctx, Tokens0, Tokens),    % not "left it to steep"
    \+ ( member(T, Tokens),                % "numbered 1 to 3 from right to left"
         memberchk(T, [left, right, leftmost, rightmost, east, west, north,
                       south, clockwise, anticlockwise, counterclockwise,
                       reverse, reversed, backwards]) ),
    \+ catch('$zt_read_clue'(Ctx, Heads, 0-S, _), error(zebra_error(_), _), fail).

% '$zt_vacuous'(+Ctx, +Heads, +Sentence): a sentence among the clues that
% names no value and says nothing of order, amount or place ("Each is by
% a different author, and no two came out in the same year.", "The four
% stalls stand in a row."), and that is not read as a clue: it can say
% nothing of who has what, and is a remark.  A sentence with a word that
% may be a misspelt value ("did you mean"), or a capitalised word that
% may be a name, is no remark.
'$zt_vacuous'(Ctx, Heads, S) :-
    S = s(Text, _, Codes),
    is_list(Codes),
    '$zt_tokens'(Codes, Tokens0),
    \+ '$zt_names_value'(Ctx, Tokens0),
    '$zt_rewrite'(Ctx, Tokens0, Tokens),
    '$zt_items'(Ctx, clue, Tokens, Items, Unknown),
    \+ ( member(I, Items), '$zt_constraining_item'(I) ),
    '$zt_suggestions'(Ctx, Unknown, []),
    \+ '$zt_inner_capital'(Text),
    \+ catch('$zt_read_clue'(Ctx, Heads, 0-S, _), error(zebra_error(_), _), fail).

'$zt_constraining_item'(I) :-
    (   compound(I), functor(I, F, _),
        memberchk(F, [v, cmp, dcmp, sup, pos, amt, dist, hdiff, rat, gap, num])
    ->  true
    ;   I = kw(K),
        memberchk(K, [last, middle, ends, left, right, next, between, directly,
                      somewhere, far, from_left, from_right, first, either,
                      neither, more, less, most, least, before, after])
    ).

% A capitalised word after the first ("... than Kestrel"), not "I".
'$zt_inner_capital'(Text) :-
    split_string(Text, " ", " ,.;:!?\"'()", [_|Words]),
    member(W, Words),
    string_codes(W, [C|_]),
    code_type(C, upper),
    W \== "I",
    !.

% A remark on which way the houses run may name positions and sides, if
% it agrees with the reader's order (house 1 on the viewer's left):
% "The first house is the one on the far left.", "House 1 is on the left
% and house 5 on the right.", "Left and right are as seen from the
% street.", "In statement 6, right means your right."  One that puts the
% first house on the right, or looks from behind, is no remark, and is
% refused as a clue that cannot be read.
'$zt_orientation_item'(kw(K)) :-
    memberchk(K, [left, right, last, from_left, far, next]).
'$zt_orientation_item'(pos(_)).

'$zt_orientation'(Tokens) :-
    (   text_orientation_remark(Tokens)
    ->  true
    ;   ( append(_, [left, and, right|_], Tokens)
        ; append(_, [right, and, left|_], Tokens) ),
        member(From, [street, front, facing, road]), memberchk(From, Tokens),
        \+ ( member(Back, [behind, back, rear, garden, garden]), memberchk(Back, Tokens) )
    ).

%!  text_orientation_remark(+Words) is semidet.
%
%   Words (lower case, numbers as integers) say that the houses are
%   numbered as the reader numbers them: "The first house is the one on
%   the left", "house 1 is on your left (and house 5 on the right)", "in
%   statement 6, right means your right".  library(zebra/infer) drops
%   such a sentence of a text without category lines by this test too.
text_orientation_remark(Words) :-
    (   (   append(_, [first, house|After], Words)
        ;   append(_, [house, One|After], Words), memberchk(One, [1, one])
        ),
        append(Between, [left|_], After),
        length(Between, K), K =< 6,
        \+ memberchk(right, Between)
    ->  true
    ;   append(_, [means|After], Words),
        ( After = [your, Dir|_] ; After = [to, your, Dir|_] ),
        memberchk(Dir, [left, right])
    ).

'$zt_remark_item'(noun(_)).
'$zt_remark_item'(unknown(_)).
'$zt_remark_item'(num(_)).
'$zt_remark_item'(filler).
'$zt_remark_item'(kw(K)) :-
    memberchk(K, [and, of, or, not, one, different, all, other, everyone,
                  who, what, where, both, either, neither, nor]).
'$zt_remark_item'(kw(next)).            % "Five neighbours live side by side"
'$zt_remark_item'(fverb(_)).            % "an antiques shop sold four pieces"
'$zt_remark_item'(poss).                % "the village show's cake competition"
'$zt_remark_item'(kw(number)).          % "numbered 1 to 5 from left to right"

% '$zt_order_remark'(+Ctx, +Sentence): a remark that the category of
% places is numbered from the left ("The seats are numbered 1 to 5 from
% left to right.", "Locker 1 is at the left end of the row."), which is
% how the reader takes left and right anyway: no clue.  A remark that
% numbers from the right is not one of these, and is refused.
'$zt_order_remark'(Ctx, s(_, _, Codes)) :-
    is_list(Codes),
    '$zt_tokens'(Codes, Tokens),
    Ctx = ctx(Attrs, _, Ordered, _, AttrWords),
    member(ordered(A, _, Pairs), Ordered),
    memberchk(attr(A, _, Ws, Values), Attrs),
    once(( member(W, Ws), '$zt_singular_or_plural'(W, Sg), '$zt_position_like'(Sg) )),
    findall(T, member(T-A, AttrWords), Nouns),
    (   append(Pre, [numbered|Mid0], Tokens),
        append(Mid, [from, left, to, right], Mid0)
    ->  forall(member(T, Pre), memberchk(T, [the, all, are, is|Nouns])),
        forall(member(T, Mid), ( integer(T) ; '$zt_number_word'(T, _) ; memberchk(T, [to, through, and]) ))
    ;   keysort(Pairs, [_-V1|_]),
        memberchk(value(V1, _, VTokens), Values),
        append(Pre, Rest0, Tokens),
        forall(member(T, Pre), memberchk(T, [the|Nouns])),
        append(VTokens, [Be|Rest1], Rest0),
        memberchk(Be, [is, are]),
        append(Mid, [Left|Post], Rest1),
        forall(member(T, Mid), memberchk(T, [at, on, the, far, very])),
        (   Left == left
        ->  forall(member(T, Post), memberchk(T, [end, side, of, the, row, line, street, hall, corridor]))
        ;   Left == leftmost
        ->  forall(member(T, Post), memberchk(T, [one|Nouns]))
        )
    ),
    !.


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
    phrase('$zt_toks'(Tokens), Codes).

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
'$zt_word_end'(Cs, [Word|Ts0], Ts) -->
    (   '$zt_apostrophe', "s", \+ '$zt_letter'(_) -> { Ts0 = ['\'s'|Ts] }
    ;   '$zt_apostrophe', '$zt_letters'(_) -> { Ts0 = Ts }
    ;   '$zt_apostrophe' -> { Ts0 = Ts }    % "the Smiths' car"
    ;   { Ts0 = Ts }
    ),
    { atom_codes(W0, Cs), downcase_atom(W0, Word) }.

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
'$zt_places'(ctx(Attrs, _, _, _, _), A, Places) :-
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
    (   '$zebra_ordered_values'(Vs, amount([second])),
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


                /*******************************
                *   CONTEXT AND LEXICON        *
                *******************************/

% ctx(Attrs, Count, Ordered, Lexicon, AttrWords): Ordered the ordered
% attributes; Lexicon an assoc from a first token to the Phrase-Item
% pairs of the values that start with it, longest phrase first (the
% grammar's own phrases are the facts '$zt_kw'/4, made at load time).
'$zt_context'(Attrs, Count, ctx(Attrs, Count, Ordered, Lexicon, AttrWords)) :-
    include([A]>>'$zt_ordered'(A, _), Attrs, OrderedAttrs),
    maplist('$zt_ordered', OrderedAttrs, Ordered),
    findall(W-Attr, ( member(attr(Attr, _, Ws, _), Attrs),
                      member(W0, Ws),
                      '$zt_singular_or_plural'(W0, W) ),
            AttrWords0),
    findall(W-Attr, ( member(ordered(Attr, Kind, _), Ordered),
                      '$zt_kind_word'(Kind, W0),
                      '$zt_singular_or_plural'(W0, W),
                      \+ memberchk(W-_, AttrWords0) ),
            AttrWords1),
    append(AttrWords0, AttrWords1, AttrWords),
    findall(F-(K-(P-I)), ( '$zt_lexeme'(Attrs, Ordered, P, I),
                           P = [F|_], length(P, L), K is -L ),
            Entries0),
    msort(Entries0, Entries1),
    '$zt_group'(Entries1, Groups),
    list_to_assoc(Groups, Lexicon).

% The nouns for a category of a kind, whatever its name: "the day
% after" on "Due: Monday, Tuesday, ...", "a later month" on months.
'$zt_kind_word'(weekday, day).
'$zt_kind_word'(date, date).
'$zt_kind_word'(month, month).

'$zt_group'([], []).
'$zt_group'([F-(_-E)|Es], [F-[E|Group]|Groups]) :-
    '$zt_same_first'(Es, F, Group, Rest),
    '$zt_group'(Rest, Groups).

'$zt_same_first'([F0-(_-E)|Es], F, [E|Group], Rest) :-
    F0 == F,
    !,
    '$zt_same_first'(Es, F, Group, Rest).
'$zt_same_first'(Rest, _, [], Rest).

% '$zt_kw'(First, Length, Tail, Item): the grammar's one-word phrases,
% indexed by their word; '$zt_kw2'(Key, First, Length, Tail, Item) its longer
% ones (First their first word), indexed by their first two words (Key
% '$zt_kw_key'/3: "at" starts
% thousands of phrases, "at least" a few).
:- dynamic('$zt_kw'/4).
:- dynamic('$zt_kw2'/5).

'$zt_make_keywords' :-
    retractall('$zt_kw'(_, _, _, _)),
    retractall('$zt_kw2'(_, _, _, _, _)),
    forall(( '$zt_keyword_phrase'(P, I), P = [F|Tail], length(P, L) ),
           (   Tail = [S|_]
           ->  '$zt_kw_key'(F, S, Key),
               assertz('$zt_kw2'(Key, F, L, Tail, I))
           ;   assertz('$zt_kw'(F, L, Tail, I))
           )).

'$zt_kw_key'(F, S, Key) :-
    format(atom(Key), "~w ~q", [F, S]).

% '$zt_match'(+Ctx, +Tokens, -Phrase, -Item, -Rest): the longest phrase
% Tokens start with, a value's before the grammar's at one length.
'$zt_match'(ctx(_, _, _, Lexicon, _), [T|Ts], Phrase, Item, Rest) :-
    (   get_assoc(T, Lexicon, Entries),
        member(Phrase0-Item0, Entries),
        append(Phrase0, Rest0, [T|Ts])
    ->  length(Phrase0, VL)
    ;   VL = 0
    ),
    findall(L-(Tail-I), ( '$zt_kw'(T, L, Tail, I), L > VL
                        ; Ts = [S|_], '$zt_kw_key'(T, S, Key),
                          '$zt_kw2'(Key, _, L, Tail, I), L > VL,
                          append(Tail, _, Ts) ), Ks),
    (   Ks \== []
    ->  max_member(_-(Tail1-Item), Ks),
        append([T|Tail1], Rest, [T|Ts]),
        Phrase = [T|Tail1]
    ;   VL > 0
    ->  Phrase = Phrase0, Item = Item0, Rest = Rest0
    ).

% '$zt_singular'(+Word, -Singular): a category name in the singular
% ("Prices: ..." is the attribute price).
'$zt_singular'(W, S) :-
    (   '$zt_irregular_plural'(S0, W)
    ->  S = S0
    ;   memberchk(W, [series, species, news, glasses, clothes, pants,
                      trousers, jeans, shorts, scissors, sports])
    ->  S = W
    ;   atom_concat(S0, ies, W), atom_length(S0, L), L > 1
    ->  atom_concat(S0, y, S)
    ;   ( atom_concat(S0, ches, W) ; atom_concat(S0, shes, W) ; atom_concat(S0, sses, W) ;
          atom_concat(S0, xes, W) ; atom_concat(S0, oes, W) ; atom_concat(S0, zzes, W) )
    ->  atom_concat(S1, es, W), S = S1, S0 = S0
    ;   atom_concat(S0, s, W), atom_length(S0, L), L > 2,
        \+ atom_concat(_, s, S0), \+ atom_concat(_, u, S0), \+ atom_concat(_, i, S0)
    ->  S = S0
    ;   S = W
    ).

'$zt_singular_or_plural'(W, W).
'$zt_singular_or_plural'(W, P) :-
    (   '$zt_irregular_plural'(W, P) -> true
    ;   '$zt_irregular_plural'(P, W)
    ),
    !.
'$zt_singular_or_plural'(W, P) :-
    atom(W),
    ( var(P) -> true ; atom(P) ),       % a token may be tm(M), dec(A), ...
    (   atom_concat(S, ies, W) -> atom_concat(S, y, P)
    ;   atom_concat(S, y, W), \+ atom_concat(_, ay, W), \+ atom_concat(_, ey, W) -> atom_concat(S, ies, P)
    ;   atom_concat(P, es, W), atom_length(P, L), L > 2,
        ( atom_concat(_, s, P) ; atom_concat(_, x, P) ; atom_concat(_, ch, P) ; atom_concat(_, sh, P) )
    ;   atom_concat(S, oes, W), atom_length(S, L), L > 2,   % "volcanoes"
        atom_concat(S, o, P)
    ;   atom_concat(P, s, W), atom_length(P, L), L > 1
    ;   atom_concat(W, es, P), ( atom_concat(_, s, W) ; atom_concat(_, x, W) ; atom_concat(_, ch, W) ; atom_concat(_, sh, W) ; atom_concat(_, o, W) )
    ;   atom_concat(W, s, P)
    ).

% The values: their tokens (the last one singular or plural), and for a
% value with a number the ways a clue writes an amount.
'$zt_lexeme'(Attrs, _, Phrase, v(Attr, V)) :-
    member(attr(Attr, _, _, Values), Attrs),
    member(value(V, _, Tokens), Values),
    '$zt_value_phrase'(Tokens, Phrase).
'$zt_lexeme'(Attrs, Ordered, Phrase, v(Attr, V)) :-
    member(ordered(Attr, Kind, Pairs), Ordered),
    \+ ( memberchk(attr(Attr, _, _, Vs), Attrs),   % "$1.25" is 125 cents,
         member(value(_, _, Ts), Vs),               % not "125 dollars"
         memberchk(dec(_), Ts) ),
    member(N-V, Pairs),
    (   Kind == ordinal,                    % "first floor": "1st floor", not "first"
        memberchk(attr(Attr, _, _, Values), Attrs),
        memberchk(value(V, _, [_, Noun]), Values)
    ->  ( Phrase0 = [ord(N), Noun] ; '$zt_ordinal'(W, N), Phrase0 = [W, Noun] )
    ;   '$zt_amount_phrase'(Kind, N, Phrase0)
    ),
    (   Phrase0 = bare(Phrase)
    ->  % a bare number names a value only when no other value has it
        \+ ( member(ordered(A2, _, P2), Ordered), member(N-V2, P2), A2-V2 \== Attr-V )
    ;   Phrase = Phrase0
    ).

% A name without its title when every value of its category has one
% and no other value is that name: "Ferris's ferry" for "Capt. Ferris".
'$zt_lexeme'(Attrs, _, Rest, v(Attr, V)) :-
    member(attr(Attr, _, _, Values), Attrs),
    forall(member(value(_, _, [T0, _|_]), Values), '$zt_title_word'(T0)),
    forall(member(value(_, _, Ts0), Values), Ts0 = [_, _|_]),
    member(value(V, _, [_|Rest]), Values),
    \+ ( member(attr(_, _, _, Vs2), Attrs), member(value(V2, _, Ts2), Vs2),
         V2 \== V,
         ( Ts2 == Rest ; Ts2 = [_|Rest] ) ).
% A verb made from an activity: "the man who whittles" does whittling.
'$zt_lexeme'(Attrs, _, [Form], v(Attr, V)) :-
    member(attr(Attr, _, _, Values), Attrs),
    member(value(V, _, [W]), Values),
    atom(W),
    atom_concat(S0, ing, W),
    atom_length(S0, L), L >= 3,
    (   sub_atom(S0, _, 2, 0, DD), sub_atom(DD, 0, 1, _, C), sub_atom(DD, 1, 1, 0, C)
    ->  sub_atom(S0, 0, _, 1, D)            % "knitt": "knit"
    ;   D = S0
    ),
    sort([D, S0], Stems),
    member(S, Stems),
    member(End, [s, es, ed]),
    atom_concat(S, End, Form).

'$zt_title_word'(T) :-
    memberchk(T, [mr, mrs, ms, miss, dr, capt, captain, prof, professor, sir,
                  dame, lady, lord, uncle, aunt, auntie, grandad, granddad,
                  grandpa, grandma, gran, granny, nan, nana, pop, rev, sgt,
                  col, lt, coach, chef, judge, nurse, officer, detective]).

% An agent noun made from a value: "the cellist" plays the cello, "the
% harpist" the harp, "the swimmer" does swimming.
'$zt_lexeme'(Attrs, _, [Agent], v(Attr, V)) :-
    member(attr(Attr, _, _, Values), Attrs),
    member(value(V, _, [W]), Values),
    atom(W),
    '$zt_agent_noun'(W, Agent).

'$zt_agent_noun'(W, Agent) :-
    atom_length(W, L), L > 3,
    (   atom_concat(S, ing, W)               % "cycling": the cycler, cyclist
    ->  member(Suffix, [er, ers, ist, ists]), atom_concat(S, Suffix, Agent)
    ;   (   atom_concat(W0, s, W), \+ atom_concat(_, ss, W)   % "drums", "vocals"
        ->  true
        ;   W0 = W
        ),
        (   sub_atom(W0, B, 1, 0, V), memberchk(V, [a, e, o, y])
        ->  sub_atom(W0, 0, B, 1, S)
        ;   S = W0
        ),
        (   member(Suffix, [ist, ists]), atom_concat(S, Suffix, Agent)
        ;   '$zt_er_stem'(S, S1),           % "the drummer", "the trumpeter"
            member(Suffix, [er, ers]), atom_concat(S1, Suffix, Agent)
        )
    ).

% "drum" makes "drummer": a final consonant after one vowel is doubled
% in a word of one syllable.
'$zt_er_stem'(S, S1) :-
    atom_codes(S, Cs),
    (   append(_, [C1, V, C], Cs),
        \+ memberchk(C1, `aeiou`), memberchk(V, `aeiou`),
        \+ memberchk(C, `aeiouwxy`),
        findall(x, ( member(X, Cs), memberchk(X, `aeiou`) ), [_])
    ->  append(Cs, [C], Cs1), atom_codes(S1, Cs1)
    ;   S1 = S
    ).

'$zt_irregular_plural'(child, children).
'$zt_irregular_plural'(person, people).
'$zt_irregular_plural'(man, men).
'$zt_irregular_plural'(woman, women).

'$zt_value_word'(Attrs, W) :-
    member(attr(_, _, _, Values), Attrs),
    member(value(_, _, [W]), Values),
    !.

'$zt_value_phrase'(Tokens, Tokens).
'$zt_value_phrase'(Tokens, Phrase) :-
    append(Init, [Last], Tokens),
    atom(Last),
    '$zt_singular_or_plural'(Last, Other),
    Other \== Last,
    append(Init, [Other], Phrase).

'$zt_amount_phrase'(plain, N, bare([N])).
'$zt_amount_phrase'(money, N, [N, U]) :- member(U, [dollars, dollar, bucks]).
'$zt_amount_phrase'(money, N, bare([N])).
'$zt_amount_phrase'(percent, N, [N, percent]).
'$zt_amount_phrase'(unit(S), N, [N, U]) :-
    '$zt_unit_word'(S, U).
'$zt_amount_phrase'(unit(_), N, bare([N])).
'$zt_amount_phrase'(ordinal, N, [ord(N)]).
'$zt_amount_phrase'(ordinal, N, [W]) :- '$zt_ordinal'(W, N).
'$zt_amount_phrase'(month, N, [W]) :-
    nth1(N, [january, february, march, april, may, june, july, august,
             september, october, november, december], M),
    ( W = M ; sub_atom(M, 0, 3, _, W) ).
'$zt_amount_phrase'(weekday, N, [W]) :-
    nth1(N, [monday, tuesday, wednesday, thursday, friday, saturday, sunday], D),
    ( W = D ; sub_atom(D, 0, 3, _, W) ).

'$zt_amount_phrase'(date, N, Phrase) :-
    '$zt_month_day'(N, M, D),
    (   Phrase = [M, ord(D)]
    ;   Phrase = [ord(D), of, M]
    ;   Phrase = [ord(D), M]
    ;   Phrase = [M, D]
    ;   Phrase = [D, M]
    ).

'$zt_month_day'(N, M, D) :-
    between(1, 31, D),
    nth1(_, [january, february, march, april, may, june, july, august,
             september, october, november, december], M),
    '$zt_date'(M, D, N),
    !.

'$zt_unit_word'(S, U) :-
    (   '$zt_unit_alias'(U, S)
    ;   U = S
    ;   atom_concat(S, s, U)
    ).


                /*******************************
                *   THE GRAMMAR'S WORDS        *
                *******************************/

% '$zt_keyword_phrase'(?Phrase, ?Item): the phrases the clue grammar
% reads, as items kw(Word), cmp(Dir, Hints), sup(Dir, Hints),
% pos(P), gap(K), dist(Op, K), hdiff(K), num(N); and filler phrases
% (Item filler), dropped.
'$zt_keyword_phrase'(P, I) :-
    '$zt_phrase'(P, I).
'$zt_keyword_phrase'([W], kw(K)) :-
    '$zt_keyword'(W, K).
'$zt_keyword_phrase'([W], cmp(Dir, Hints)) :-
    '$zt_comparative'(W, Dir, Hints).
'$zt_keyword_phrase'([more, W], cmp(more, Hints)) :-
    '$zt_adjective'(W, more, Hints).
'$zt_keyword_phrase'([less, W], cmp(less, Hints)) :-
    '$zt_adjective'(W, more, Hints).
'$zt_keyword_phrase'([W], sup(Dir, Hints)) :-
    '$zt_superlative'(W, Dir, Hints).
'$zt_keyword_phrase'([most], sup(max, [])).       % "paid the most": the verb
'$zt_keyword_phrase'([least], sup(min, [])).      % says what ('$zt_verb_hints')
'$zt_keyword_phrase'([fewest], sup(min, [])).     % "the fewest points"
'$zt_keyword_phrase'([most, W], sup(max, Hints)) :-
    '$zt_adjective'(W, more, Hints).
'$zt_keyword_phrase'([least, W], sup(min, Hints)) :-
    '$zt_adjective'(W, more, Hints).
'$zt_keyword_phrase'([W], pos(N)) :-
    '$zt_ordinal'(W, N),
    N >= 1.
'$zt_keyword_phrase'([ord(N)], pos(N)).
'$zt_keyword_phrase'([W], num(N)) :-
    '$zt_number_word'(W, N),
    W \== one.
'$zt_keyword_phrase'([W], filler) :-
    '$zt_filler_word'(W).

'$zt_keyword'(not, not).
'$zt_keyword'(never, not).
'$zt_keyword'(neither, neither).
'$zt_keyword'(nor, nor).
'$zt_keyword'(either, either).
'$zt_keyword'(or, or).
'$zt_keyword'(and, and).
'$zt_keyword'(but, and).
'$zt_keyword'(while, and).
'$zt_keyword'(whereas, and).
'$zt_keyword'(though, and).
'$zt_keyword'(respectively, respectively).
'$zt_keyword'(although, and).
'$zt_keyword'(of, of).
'$zt_keyword'(one, one).
'$zt_keyword'(other, other).
'$zt_keyword'(all, all).
'$zt_keyword'(different, different).
'$zt_keyword'(distinct, different).
'$zt_keyword'(separate, different).
'$zt_keyword'(than, than).
'$zt_keyword'(left, left).
'$zt_keyword'(right, right).
'$zt_keyword'(next, next).
'$zt_keyword'(beside, next).
'$zt_keyword'(adjacent, next).
'$zt_keyword'(neighbour, next).
'$zt_keyword'(neighbours, next).
'$zt_keyword'(neighbor, next).
'$zt_keyword'(neighbors, next).
'$zt_keyword'(between, between).
'$zt_keyword'(far, far).
'$zt_keyword'(who, who).
'$zt_keyword'(what, what).
'$zt_keyword'(which, what).
'$zt_keyword'(where, where).
'$zt_keyword'(when, when).
'$zt_keyword'(somewhat, some).
'$zt_keyword'(sometime, some).
'$zt_keyword'(somewhere, somewhere).
'$zt_keyword'(anywhere, somewhere).
'$zt_keyword'(last, last).
'$zt_keyword'(both, both).
'$zt_keyword'(rightmost, last).
'$zt_keyword'(middle, middle).
'$zt_keyword'(centre, middle).
'$zt_keyword'(center, middle).
'$zt_keyword'(end, ends).
'$zt_keyword'(number, number).
'$zt_keyword'(numbered, number).
'$zt_keyword'(ends, ends).

% Multi-word phrases.
'$zt_phrase'([the, one, who], kw(rel)).
'$zt_phrase'([the, one, that], kw(rel)).
'$zt_phrase'([the, one, with], filler).
'$zt_phrase'([the, one, whose], filler).
'$zt_phrase'([the, one, in], filler).
'$zt_phrase'([the, one, P], filler) :- member(P, [from, at, on, by, for]).
'$zt_phrase'([one, who], kw(rel)).
'$zt_phrase'([each, other], filler).
'$zt_phrase'([one, another], filler).
'$zt_phrase'([of, them], filler).
'$zt_phrase'([of, the, street], filler).
'$zt_phrase'([the, street], filler).
'$zt_phrase'([of, the, Row], filler) :- member(Row, [row, line, queue, hall, corridor]).
'$zt_phrase'([in, the, Row], filler) :- member(Row, [row, line, queue]).
'$zt_phrase'([Any, else], kw(everyone)) :-
    member(Any, [anyone, anybody, everyone, everybody, anything, everything]).
'$zt_phrase'([all, the, others], kw(everyone)).
'$zt_phrase'([any, of, the, others], kw(everyone)).
'$zt_phrase'([any, other], kw(everyone)).
'$zt_phrase'([any, other, one], kw(everyone)).
'$zt_phrase'([every, other], kw(everyone)).
'$zt_phrase'([all, the, other], kw(everyone)).
'$zt_phrase'([all, others], kw(everyone)).
'$zt_phrase'([ahead, of], cmp(less, [rank, place, position, order, finish, placing])).
'$zt_phrase'([some, time], kw(some)).
'$zt_phrase'([at, some, point], kw(some)).
'$zt_phrase'([at, one, of, the, ends], kw(ends)).
'$zt_phrase'([one, of, the, ends], kw(ends)).
'$zt_phrase'([at, one, end], kw(ends)).
'$zt_phrase'([one, end], kw(ends)).
'$zt_phrase'([an, end], kw(ends)).
'$zt_phrase'([one, of, the, end, P], kw(ends)) :- '$zt_place_noun'(P).
'$zt_phrase'([one, of, the, two, end, P], kw(ends)) :- '$zt_place_noun'(P).
'$zt_phrase'([an, end, P], kw(ends)) :- '$zt_place_noun'(P).
'$zt_phrase'([either, end, P], kw(ends)) :- '$zt_place_noun'(P).
'$zt_phrase'([one, of, the, outside, P], kw(ends)) :- '$zt_place_noun'(P).
'$zt_phrase'([one, of, the, two, outside, P], kw(ends)) :- '$zt_place_noun'(P).
'$zt_phrase'([an, outside, P], kw(ends)) :- '$zt_place_noun'(P).
% "ended the night with 36 points": what one had at the end, no order.
'$zt_phrase'([V, the, E, with], filler) :-
    member(V, [opened, started, began, closed, ended, finished]),
    '$zt_event_noun'(E).
% "opened the recital", "closed the show": first and last.
'$zt_phrase'([V, the, E], Item) :-
    member(V-Item, [opened-pos(1), opens-pos(1), started-pos(1), began-pos(1),
                    closed-kw(last), closes-kw(last), ended-kw(last),
                    finished-kw(last)]),
    '$zt_event_noun'(E).
% "the first patient of the day", "last of the evening": the span an
% ordinal counts in, read only after a position word.
'$zt_phrase'([of, the, P], period) :-
    member(P, [day, week, month, year, morning, afternoon, evening, night,
               weekend, season, schedule, show, recital, concert, race,
               contest, competition, tournament, session, festival, program,
               programme, meet, series]).
'$zt_phrase'([either, end], kw(ends)).
'$zt_phrase'([G, married, P], filler) :-     % "got married at the hotel"
    member(G, [get, got, gets, getting, be, was, were, is, are]),
    member(P, [at, in, on]).
'$zt_phrase'([left, P], filler) :-            % "the traveler who left in March"
    member(P, [in, on, at, during]).
'$zt_phrase'([next, door, to], kw(next)).
'$zt_phrase'([next, door], kw(next)).
'$zt_phrase'([next, to], kw(next)).
'$zt_phrase'([to, the, left, of], kw(left)).
'$zt_phrase'([on, the, left, of], kw(left)).
'$zt_phrase'([left, of], kw(left)).
'$zt_phrase'([to, the, right, of], kw(right)).
'$zt_phrase'([on, the, right, of], kw(right)).
'$zt_phrase'([right, of], kw(right)).
'$zt_phrase'([far, away, from], kw(far)).
'$zt_phrase'([far, from], kw(far)).
'$zt_phrase'([from, the, left], kw(from_left)).
'$zt_phrase'([from, the, right], kw(from_right)).
'$zt_phrase'([Adv], kw(directly)) :-
    member(Adv, [directly, immediately, exactly, just]).
'$zt_phrase'([right, to, the, Side, of], kw(Side)) :- member(Side, [left, right]).
'$zt_phrase'([right, next, to], kw(next)).
'$zt_phrase'([N|Houses], dist(=, K)) :- '$zt_count_word'(N, K), K > 1, '$zt_houses_away'(Houses).
'$zt_phrase'([right, W], dcmp(Dir, Hints)) :- member(W, [after, before]), '$zt_comparative'(W, Dir, Hints).
'$zt_phrase'([at, least, N|Houses], dist(>=, K)) :- '$zt_count_word'(N, K), '$zt_houses_away'(Houses).
'$zt_phrase'([at, most, N|Houses], dist(=<, K)) :- '$zt_count_word'(N, K), '$zt_houses_away'(Houses).
'$zt_phrase'([N, H, between], gap(K)) :- '$zt_count_word'(N, K), '$zt_place_noun'(H).
'$zt_phrase'([N, H, to, the, Side, of], hdiff(D)) :-
    '$zt_count_word'(N, K), K > 1, '$zt_place_noun'(H),
    member(Side, [left, right]),
    ( Side == right -> D = K ; D is -K ).

'$zt_phrase'([the, first], pos(1)).
'$zt_phrase'([leftmost], pos(1)).
'$zt_phrase'([from, left, to, right], filler).   % how houses are numbered (the
'$zt_phrase'([left, to, right], filler).         % reader's own order); "from
                                                 % right to left" is no filler
'$zt_phrase'([far, left], pos(1)).
'$zt_phrase'([far, right], kw(last)).
'$zt_phrase'([left, hand, end], pos(1)).
'$zt_phrase'([side, by, side], kw(next)).
'$zt_phrase'([the, W], sup(min, [rank, place, placing, finish])) :-
    member(W, [winner, champion]).
'$zt_phrase'([of, the, W], filler) :-            % "in the middle of the terrace"
    member(W, [row, street, terrace, road]).      % (the houses' row)
'$zt_phrase'([right, hand, end], kw(last)).
'$zt_phrase'([how, much], kw(how_much)).
'$zt_phrase'([how, many], kw(how_much)).
'$zt_phrase'([how, W], how(Hints)) :-
    '$zt_degree'(W, _, _),
    '$zt_adjective_table'(W, _, Hints).

% '$zt_count_word'(-Word, -K): 1 to 12, as digits or words.
'$zt_count_word'(N, K) :-
    between(1, 12, K),
    (   N = K
    ;   nth1(K, [one, two, three, four, five, six, seven, eight, nine, ten,
                 eleven, twelve], N)
    ).

'$zt_houses_away'([H, W]) :- '$zt_place_noun'(H), member(W, [from, away]).
'$zt_houses_away'([H, away, from]) :- '$zt_place_noun'(H).
'$zt_houses_away'([H, apart, from]) :- '$zt_place_noun'(H).

'$zt_event_noun'(E) :-                 % member: the phrases are made from it
    member(E, [recital, show, concert, program, programme, evening, festival,
                  competition, contest, session, meeting, conference, day,
                  night, event, ceremony, tournament, series, season, week,
                  year, month, term, semester, race, match, game, round]).  % "opened the year"

'$zt_place_noun'(H) :-
    member(H, [house, houses, floor, floors, seat, seats, place, places, spot,
               spots, position, positions, space, spaces, locker, lockers,
               slot, slots, lane, lanes, stall, stalls, booth, booths, room,
               rooms, door, doors, plot, plots, bay, bays, berth, berths, desk,
               desks, table, tables]).

'$zt_count'(N, N) :- integer(N), !.
'$zt_count'(W, N) :- atom(W), '$zt_number_word'(W, N).

% Comparatives: Word, Direction (more: a larger number), the names of
% the attributes they are about (any ordered one when []).
'$zt_comparative'(above, more, [floor, level, storey, story|R]) :-   % "placed
    '$zt_placing_hints'(R).                                          % below":
'$zt_comparative'(below, less, [floor, level, storey, story|R]) :-   % a worse
    '$zt_placing_hints'(R).                                          % place
'$zt_comparative'(more, more, []).
'$zt_comparative'(less, less, []).
'$zt_comparative'(fewer, less, []).
'$zt_comparative'(behind, more, [rank, place, position, order, finish, placing]).
'$zt_comparative'(after, more, [time, year, month, day, date, hour, minute, start, arrival, order, turn, slot]).
'$zt_comparative'(before, less, [time, year, month, day, date, hour, minute, start, arrival, order, turn, slot]).
'$zt_comparative'(W, Dir, Hints) :-
    '$zt_adjective'(Base, Dir0, Hints),
    '$zt_adjective_form'(Base, Dir0, W, Dir).

'$zt_adjective_form'(Base, Dir, W, Dir) :- '$zt_degree'(Base, W, _).

% '$zt_degree'(Base, Comparative, Superlative): the graded words; the
% adjective table says which way each goes.
'$zt_degree'(old, older, oldest).
'$zt_degree'(young, younger, youngest).
'$zt_degree'(tall, taller, tallest).
'$zt_degree'(short, shorter, shortest).
'$zt_degree'(heavy, heavier, heaviest).
'$zt_degree'(light, lighter, lightest).
'$zt_degree'(late, later, latest).
'$zt_degree'(early, earlier, earliest).
'$zt_degree'(high, higher, highest).
'$zt_degree'(low, lower, lowest).
'$zt_degree'(big, bigger, biggest).
'$zt_degree'(large, larger, largest).
'$zt_degree'(small, smaller, smallest).
'$zt_degree'(long, longer, longest).
'$zt_degree'(cheap, cheaper, cheapest).
'$zt_degree'(pricey, pricier, priciest).
'$zt_degree'(far, further, furthest).
'$zt_degree'(far, farther, farthest).
'$zt_degree'(near, nearer, nearest).
'$zt_degree'(close, closer, closest).
'$zt_degree'(fast, faster, fastest).
'$zt_degree'(slow, slower, slowest).
'$zt_degree'(new, newer, newest).
'$zt_degree'(cold, colder, coldest).
'$zt_degree'(cool, cooler, coolest).
'$zt_degree'(warm, warmer, warmest).
'$zt_degree'(hot, hotter, hottest).
'$zt_degree'(quick, quicker, quickest).
'$zt_degree'(wet, wetter, wettest).
'$zt_degree'(dry, drier, driest).
'$zt_degree'(deep, deeper, deepest).
'$zt_degree'(shallow, shallower, shallowest).
'$zt_degree'(wide, wider, widest).
'$zt_degree'(narrow, narrower, narrowest).
'$zt_degree'(thick, thicker, thickest).
'$zt_degree'(thin, thinner, thinnest).
'$zt_degree'(loud, louder, loudest).
'$zt_degree'(quiet, quieter, quietest).
'$zt_degree'(strong, stronger, strongest).
'$zt_degree'(weak, weaker, weakest).
'$zt_degree'(steep, steeper, steepest).

'$zt_adjective'(Base, Dir, Hints) :-
    '$zt_adjective_table'(Base, Dir, Hints).

'$zt_adjective_table'(old, more, [age, reverse(kind(birth_year))]).
'$zt_adjective_table'(young, less, [age, reverse(kind(birth_year))]).
'$zt_adjective_table'(new, more, [year, date, reverse(age), kind(calendar)]).
'$zt_adjective_table'(tall, more, [height]).
'$zt_adjective_table'(short, less, [height, length, duration, kind(duration)]).
'$zt_adjective_table'(heavy, more, [weight]).
'$zt_adjective_table'(light, less, [weight]).
'$zt_adjective_table'(late, more, [time, year, month, day, date, hour, order]).
'$zt_adjective_table'(recent, more, [time, year, month, day, date]).
'$zt_adjective_table'(early, less, [time, year, month, day, date, hour, order]).
% A higher rank or place is a better one: a smaller number.
'$zt_adjective_table'(high, more, [floor, level, height, score, point, storey, story|R]) :-
    '$zt_placing_hints'(R).
'$zt_adjective_table'(low, less, [floor, level, height, score, point, storey, story|R]) :-
    '$zt_placing_hints'(R).
'$zt_adjective_table'(big, more, [size]).
'$zt_adjective_table'(large, more, [size]).
'$zt_adjective_table'(small, less, [size]).
'$zt_adjective_table'(long, more, [length, duration, kind(duration)]).
'$zt_adjective_table'(cheap, less, [price, cost, fee]).
'$zt_adjective_table'(cold, less, [temperature]).
'$zt_adjective_table'(cool, less, [temperature]).
'$zt_adjective_table'(warm, more, [temperature]).
'$zt_adjective_table'(hot, more, [temperature]).
'$zt_adjective_table'(pricey, more, [price, cost, fee]).
'$zt_adjective_table'(expensive, more, [price, cost, fee]).
'$zt_adjective_table'(far, more, [distance]).
'$zt_adjective_table'(wet, more, [rain, rainfall, precipitation]).
'$zt_adjective_table'(dry, less, [rain, rainfall, precipitation]).
'$zt_adjective_table'(deep, more, [depth]).
'$zt_adjective_table'(shallow, less, [depth]).
'$zt_adjective_table'(wide, more, [width, span]).
'$zt_adjective_table'(narrow, less, [width, span]).
'$zt_adjective_table'(thick, more, [thickness]).
'$zt_adjective_table'(thin, less, [thickness]).
'$zt_adjective_table'(loud, more, [volume, loudness, decibel]).
'$zt_adjective_table'(quiet, less, [volume, loudness, decibel]).
'$zt_adjective_table'(strong, more, [strength]).
'$zt_adjective_table'(weak, less, [strength]).
'$zt_adjective_table'(steep, more, [gradient, slope, climb, incline]).
'$zt_adjective_table'(near, less, [distance]).
'$zt_adjective_table'(close, less, [distance]).
'$zt_adjective_table'(fast, more, [speed|Reverse]) :- '$zt_duration_hints'(Reverse).
'$zt_adjective_table'(quick, more, [speed|Reverse]) :- '$zt_duration_hints'(Reverse).
'$zt_adjective_table'(slow, less, [speed|Reverse]) :- '$zt_duration_hints'(Reverse).

'$zt_placing_hints'([reverse(rank), reverse(place), reverse(placing), reverse(finish)]).

% Less time is faster.
'$zt_duration_hints'([reverse(time), reverse(duration), reverse(minute),
                      reverse(second), reverse(hour)]).

'$zt_superlative'(top, max, [floor, level, storey, story]).
'$zt_superlative'(bottom, min, [floor, level, storey, story]).
'$zt_superlative'(W, Dir, Hints) :-
    '$zt_degree'(Base, _, W),
    '$zt_adjective_table'(Base, Dir0, Hints),
    ( Dir0 == more -> Dir = max ; Dir = min ).

% The closed-class words a clue may have that no reading needs:
% articles, pronouns, the copula and auxiliaries, prepositions with no
% sense of place or order, the nouns for a person, and the verbs that
% only say "has this value".  Never negation, comparison, quantity or
% place words.
'$zt_filler_word'(W) :-
    '$zt_fillers'(Ws),
    member(W, Ws).
'$zt_filler_word'('\'s').
'$zt_filler_word'(W) :-
    '$zt_entity_noun'(W),
    \+ ( '$zt_fillers'(Ws), memberchk(W, Ws) ).

% The generic nouns for the entity a clue is about ("the child who does
% the raking", "Ayla's entry"): dropped like a category name, but marked
% (noun(W)) so that a possessive before one can be checked.
'$zt_entity_noun'(W) :-
    member(W, [person, people, man, woman, men, women, boy, girl, guy,
                  lady, gentleman, individual, someone, somebody, child,
                  children, kid, kids, entry, entries, item, items, thing,
                  things, owner, owners, player, players, customer, customers,
                  client, clients, student, students, contestant, contestants,
                  entrant, entrants, participant, participants, competitor,
                  competitors, member, members, guest, guests, resident,
                  residents, tenant, tenants, diner, diners, patient, patients,
                  traveler, travelers, traveller, travellers, visitor, visitors]).

% "X's child", "X's kid": a relation between two people, not X.
'$zt_relational_noun'(W) :-
    memberchk(W, [brother, brothers, sister, sisters, mother, father, son,
                  sons, daughter, daughters, cousin, cousins, uncle, aunt,
                  nephew, niece, grandson, granddaughter, grandmother,
                  grandfather, grandparent, grandparents, parent, parents,
                  husband, wife, spouse, partner, fiance, fiancee, boyfriend,
                  girlfriend, friend, friends, rival, rivals, enemy, opponent,
                  opponents, boss, employer, employee, colleague, coworker,
                  roommate, classmate, teammate, mentor, teacher, coach, twin,
                  sibling, siblings, child, children, kid, kids, neighbour,
                  neighbor, neighbours, neighbors]).

% The words an unknown word must never be read past: negation,
% avoidance and loss ("hates", "avoided", "lost to"), exception,
% multiplication and hedging ("could have", "might"), a second event
% ("and then"); and the relational nouns.
'$zt_refused_word'(W) :-
    '$zt_relational_noun'(W),
    !.
'$zt_refused_word'(W) :-                % made by '$zt_rewrite'/3: "left (went
    atom(W),                            % away)", "of the men"
    sub_atom(W, _, _, _, ' '),
    !.
'$zt_refused_word'(W) :-
    memberchk(W, [except, unlike, instead, without, excluding, besides,
                  twice, thrice, double, doubled, half, triple, tripled,
                  quadruple, times, maybe, perhaps, possibly, probably, might,
                  could, may, should, would, can, cannot, then, afterwards,
                  almost, nearly, roughly, approximately, about, around,
                  former, formerly, previously, once, ex, quit, lost, forgot,
                  forgotten, skipped, skipping, shunned, shunning, denied,
                  envied, dreaded, only, same, other, another, else, opposite,
                  against, versus, vs, beat, beats, beaten, defeated, replaced,
                  succeeded, preceded, followed, owes, owed, fired,
                  married, dated, divorced, met, knows, knew, helped, nor, no,
                  none, nobody, nothing]),
    !.
'$zt_refused_word'(W) :-
    member(S, [hate, dislike, avoid, refuse, lack, miss, skip, lose, reject,
               decline, fail, forget, ignore, fear, dread, despise, detest,
               loathe, abhor, shun, abandon, deny, oppose, resent, envy,
               abstain, exclude, omit, drop, leave, want, wish,
               hope, plan, intend, consider, expect, pretend, claim, doubt,
               suspect, guess, believe, think]),
    (   W == S
    ;   member(Suffix, [s, es, ed, d, ing, er, ers, ful]), atom_concat(S, Suffix, W)
    ;   atom_concat(S0, e, S), atom_concat(S0, ing, W)
    ;   atom_concat(S0, y, S), member(Suffix, [ies, ied]), atom_concat(S0, Suffix, W)
    ),
    !.

'$zt_fillers'([a, an, the, this, that, these, those, is, are, was, were, be, done,
                  been, being, am, does, do, did, has, have, had, will, who, whom, whose, where, with, in, on, at, by, for, from,
                  to, as, into, there, it, its, they, them, their, he, him, his,
                  she, her, hers, someone, somebody, person, people, man, woman,
                  men, women, boy, girl, guy, lady, gentleman, individual,
                  owner, owners, player, players, drinker, drinkers, smoker,
                  smokers, lover, lovers, driver, drivers, keeper, fan, fans,
                  client, clients, customer, customers,
                  student, students, guest, guests, contestant, contestants,
                  entrant, entrants, participant, participants, competitor,
                  competitors, member, members, runner, runners, tenant,
                  eater, eaters,
                  tenants, resident, residents, diner, diners,
                  house, houses, home, street, too, also, now, so,
                  lives, live, living, lived, resides, reside, resided,
                  owns, own, owned, keeps, keep, kept, drinks, drink, drank,
                  drunk, smokes, smoke, smoked, eats, eat, ate, eaten, plays,
                  play, played, playing, drives, drive, drove, driven, parked,
                  belongs, belong, belonged, rears, raises, pet, pets,
                  bought, buys, buy, paid, pays, pay, ordered, orders, order,
                  chose, chosen, chooses, choose, picked, picks, selected,
                  scored, scores, got, gets, wore, wears, worn, wearing,
                  uses, used, use, using, likes, like, liked, loves, love, loved,
                  prefers, prefer, preferred, favorite, favourite, enjoys, enjoyed,
                  sat, sits, seated, works, work, worked, working, studies,
                  studied, studying, came, comes, arrived, arrives, born,
                  visited, visits, went, goes, traveled, travelled, took, takes,
                  depart, departs, departed, departing, arrive,
                  taking, made, makes, brought, bring, brings, received, won, wins, named,
                  called, is, tall, old, aged, years, year, cm, centimetres,
                  centimeters, inches, feet, ft, dollars, dollar, tried, tries,
                  adopted, grows, grew, grown, stays, stayed, staying, booked,
                  reads, read, wrote, writes, written, sells, sold, sang, sings,
                  ran, runs, run, has, owning, keeping, having, wearing, shared,
                  kind, type, sort, joined, join, joins, signed, hired, started,
                  finished, placed, came, ended, booked, reserved, rented,
                  adopted, named, called, nicknamed, purchased, spent, costs,
                  cost, charged, earned, ride, rode, rides, flew, flies, sailed,
                  sails, built, visited, performed, gave, gives, given, taught,
                  teaches, lead, leads, led, owns, stayed, got, received,
                  climbed, climbs, climb, jumped, jumps, threw, throws, lifted,
                  lifts, swam, swims, walked, walks, drove, moved, flat, itself,
                  himself, herself, themselves,
                  apartment, room, office]).


'$zt_question_filler'(W) :-
    memberchk(W, [now, a, an, the, is, are, was, were, does, do, did, has,
                  have, had, of, person, people, who, in, at, on, with, to, by,
                  lives, live, own, owns, keep, keeps, drink, drinks, smoke, smokes,
                  eat, eats, play, plays, drive, drives, pay, paid, order, ordered,
                  whose, that, one, number, there, it, they, he, she]).


                /*******************************
                *   READING A CLUE             *
                *******************************/

% '$zt_items'(+Ctx, +Tokens, -Items, -Unknown): the tokens read against
% the lexicon, longest phrase first (values before the grammar's words
% at one length); filler dropped; Unknown the words nothing reads.
'$zt_items'(Ctx, Mode, Tokens, Items, Unknown) :-
    '$zt_scan'(Tokens, Ctx, Mode, Items, Unknown).

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
    Ctx = ctx(_, _, Ordered, _, _),
    findall(A, ( member(ordered(A, unit(S), _), Ordered),
                 ( S == Stem -> true ; '$zt_unit_scale0'(_, Stem, A-unit(S), 1) ) ),
            [A1]),
    !,
    Item0 =.. [F, D0, Hints],
    '$zt_reversed'(Ctx, Hints, A1, D0, D),
    Item =.. [F, D, [attr(A1)]],
    '$zt_scan'(Rest, Ctx, Mode, Items, Unknown).
'$zt_scan'(Tokens, Ctx, Mode, Items, Unknown) :-
    Ctx = ctx(_, _, _, _, AttrWords),
    (   '$zt_match'(Ctx, Tokens, Phrase, Item1, Rest)
    ->  (   Item1 == filler, Phrase = [T], memberchk(T-A, AttrWords)
        ->  Item0 = attr_word(A, T)
        ;   Item1 == filler, Phrase = [T], Mode == clue, '$zt_marker'(T, Marker)
        ->  Item0 = marker(Marker)
        ;   Item1 == kw(rel), Mode == question
        ->  Item0 = filler
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
        Ctx = ctx(_, _, Ordered, _, _),
        memberchk(ordered(A1, _, _), Ordered)
    ->  Item0 =.. [F, Dir0, Hints],     % "fewer points", "the lowest price",
        '$zt_reversed'(Ctx, Hints, A1, Dir0, Dir),   % "the fastest time": the least
        Item =.. [F, Dir, [attr(A1)]],
        Items = [Item|Items1], Unknown = Unknown1
    ;   Item0 = attr_word(A, T)
    ->  (   Mode == question
        ->  Items = [attr(A)|Items1]
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
                  bought, buys, used, uses, played, plays]).


'$zt_lone_token'(T, _, AttrWords, attr_word(A, T)) :-
    memberchk(T-A, AttrWords),
    !.
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
        ;   R3 = [S|_], '$zt_kw_key'(C, S, Key), '$zt_kw2'(Key, _, _, Tail, cmp(_, _))
        ),
        append(Tail, _, R3)
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
% half hours", "half an hour" as minutes.
'$zt_half_hours'([], []).
'$zt_half_hours'(Ts0, Ts) :-
    (   Ts0 = [A, hour, and, a, half|R], memberchk(A, [a, an, one, 1])
    ->  M = 90
    ;   Ts0 = [N0, and, a, half, hours|R], '$zt_count'(N0, N)
    ->  M is N*60 + 30
    ;   Ts0 = [half, A, hour|R], memberchk(A, [a, an])
    ->  M = 30
    ;   Ts0 = [a, quarter, of, an, hour|R]
    ->  M = 15
    ;   Ts0 = [three, quarters, of, an, hour|R]
    ->  M = 45
    ),
    !,
    Ts = [M, minutes|Ts1],
    '$zt_half_hours'(R, Ts1).
'$zt_half_hours'([T|Ts0], [T|Ts]) :-
    '$zt_half_hours'(Ts0, Ts).

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
                 '$zt_tokens'(Codes, Tokens),
                 '$zt_head_slot'(Ctx, Tokens, W, After),
                 atom(W),
                 (   After = [Next|_]           % not "Hana's new dog"
                 ->  ( Next == '\'s' ; '$zt_match'(Ctx, After, _, _, _) ; integer(Next) )
                 ;   true
                 ),
                 \+ '$zt_refused_word'(W),
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
'$zt_head_slot'(Ctx, Tokens, W, After) :-
    append(_, [the|Ts0], Tokens),
    (   Ts0 = [K|Ts1], '$zt_count'(K, _)    % "the five band members"
    ->  true
    ;   Ts1 = Ts0
    ),
    (   '$zt_match'(Ctx, Ts1, _, v(_, _), [W|After])
    ;   Ts1 = [Sup, W|After], '$zt_superlative'(Sup, _, _)
    ;   Ts1 = [W, P|_], After = [P],
        memberchk(P, [in, on, from, with, at, of, to, who, whose, that, which])
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
'$zt_license_items'([I|Is], Items0, Prev, Out) :-
    (   I = unknown(W), '$zt_licensed'(W, Prev, Is)
    ->  Out = Out1, Prev1 = verb(W)
    ;   I = unknown(W), Prev = sup(_, _),     % "the shortest trip"
        atom(W), \+ '$zt_refused_word'(W)
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
    ;   I == kw(not), ( '$zt_np_end'(Prev) ; Prev == kw(rel) ; Prev == kw(who) )
    ->  Out = [I|Out1], Prev1 = Prev
    ;   I == kw(one),                       % "the last one", "the cheapest one"
        ( Prev = kw(last) ; Prev = pos(_) ; Prev = sup(_, _) ; Prev = kw(middle) ),
        \+ Is = [kw(of)|_]
    ->  Out = Out1, Prev1 = Prev
    ;   I == kw(one), Prev = v(_, _), \+ memberchk(kw(of), Items0),
        ( Is == [] ; Is = [N|_], N \= v(_, _), '$zt_pro_one_next'(N) )
    ->  Out = Out1, Prev1 = noun(one)      % "the brass one": a pro-form
    ;   I == kw(left), '$zt_np_end'(Prev),    % "Corin left 1 month after"
        Is = [N|_], ( N = amt(_, _) ; N = cmp(_, _) ; N == kw(some) )
    ->  Out = Out1, Prev1 = verb(left)
    ;   Out = [I|Out1], Prev1 = I
    ),
    '$zt_license_items'(Is, Items0, Prev1, Out1).

'$zt_pro_one_next'(N) :-
    (   '$zt_relation_start'(N)
    ;   memberchk(N, [kw(not), kw(and), kw(or), kw(nor), kw(far), kw(than)])
    ),
    !.

% A head noun of the puzzle is a noun, like a category name.
'$zt_head_item'(Heads, unknown(W), noun(W)) :-
    memberchk(W, Heads),
    !.
'$zt_head_item'(_, I, I).

'$zt_licensed'(W, Prev, Next) :-
    atom(W),
    \+ '$zt_refused_word'(W),
    \+ ( '$zt_unit_stem'(W, Stem), '$zt_common_unit'(Stem) ),   % "a decade before"
    Prev \= unknown(_), Prev \= verb(_),
    \+ Next = [unknown(_)|_],
    (   Prev == poss
    ->  true
    ;   ( '$zt_np_end'(Prev) ; Prev == kw(rel) ; Prev == kw(who) ),
        (   Next = [noun(_), kw(K)|_],              % "raised by the bidder who ..."
            memberchk(K, [who, rel])                % ('$zt_relating_verb'/6)
        ->  true
        ;   exclude([I]>>(I = noun(_)), Next, Next1),   % "boards at gate B7"
            Next1 = [N|_],
            '$zt_relation_start'(N),
            \+ ( Prev = v(A, _), N = v(A, _) )
        )
    ).

% The items a noun phrase ends with.
'$zt_np_end'(v(_, _)).
'$zt_np_end'(noun(_)).
'$zt_np_end'(kw(one)).
'$zt_np_end'(kw(other)).
'$zt_np_end'(sup(_, _)).

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
'$zt_read_clue_or_refuse'(Ctx, Heads, NS, Raw) :-
    NS = N-s(Text, _, _),
    catch(( '$zt_read_clue'(Ctx, Heads, NS, Raw0) -> R = ok(Raw0) ; R = failed ),
          error(zebra_error(E), _), R = error(E)),
    (   R = ok(Raw)
    ->  true
    ;   '$zt_split_clue'(Ctx, Heads, NS, Raw1)
    ->  Raw = Raw1
    ;   R = error(E)
    ->  '$zt_error'(E)
    ;   '$zt_error'(clue_shape(N, Text))
    ).

'$zt_split_clue'(Ctx, Heads, N-s(Text, End, Codes), raw(and(T1, T2), Words)) :-
    is_list(Codes),
    '$zt_clause_break'(Codes, C1, C2),
    '$zt_read_part'(Ctx, Heads, N-s(Text, End, C1), raw(T1, W1)),
    '$zt_read_part'(Ctx, Heads, N-s(Text, End, C2), raw(T2, W2)),
    !,
    append(W1, W2, Words).

'$zt_read_part'(Ctx, Heads, NS, Raw) :-
    catch('$zt_read_clue'(Ctx, Heads, NS, Raw0), error(zebra_error(_), _), fail)
    ->  Raw = Raw0
    ;   '$zt_split_clue'(Ctx, Heads, NS, Raw).

% '$zt_clause_break'(+Codes, -Before, -After): a break between two
% clauses: ", and", ", but", ", yet", ", while", ", whereas" or ";".
'$zt_clause_break'(Codes, Before, After) :-
    append(Before, Rest, Codes),
    Before \== [],
    (   Rest = [0';, 0' |After]
    ;   Rest = [0',, 0' |Rest1],
        member(W, [`and `, `but `, `yet `, `and yet `, `while `, `whereas `]),
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
    '$zt_half_hours'(Tokens0, Tokens1),
    '$zt_house_numbers'(Tokens1, Tokens2),
    '$zt_topic_about'(Tokens2, Tokens3),
    '$zt_ratio_what'(Tokens3, Tokens30),
    '$zt_each_both'(Tokens30, Tokens4),
    '$zt_rewrite'(Ctx, Tokens4, Tokens),
    '$zt_items'(Ctx, clue, Tokens, Items0000, Unknown000),
    '$zt_adjuncts'(Tokens, Unknown000, Adjunct),
    '$zt_drop_unknown'(Adjunct, Items0000, Items000),
    '$zt_number_hint'(Ctx, Items000, Items00),
    '$zt_license'(Items00, start, Heads, Items0),
    findall(W, ( member(unknown(W), Items0)
               ; '$zt_comitative'(Tokens, W)
               ; member(unknown(W), Items00),
                 \+ memberchk(unknown(W), Items0),
                 \+ memberchk(W, Heads),          % "the history lesson is one ..."
                 '$zt_verb_to_person'(Tokens, W)
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
    ->  '$zt_suggestions'(Ctx, Unknown0, Suggestions),
        '$zt_error'(clue_words(N, Text, Unknown, Suggestions))
    ;   true
    ),
    (   '$zt_negated_and'(Ctx, Tokens)
    ->  '$zt_error'(clue_shape(N, Text))
    ;   true
    ),
    exclude('$zt_relative_word', Items0, Items01),
    '$zt_poss_hints'(Ctx, Tokens, Items01, Items001),
    '$zt_verb_hints'(Tokens, Items001, Items02),
    '$zt_thing_hints'(Heads, Tokens, Items02, Items1),
    '$zt_leading_of'(Tokens, Items1, Items),
    (   catch(phrase('$zt_clue'(Ctx, Term0), Items), zt_compare(W, As), '$zt_compare_error'(N, Text, W, As))
    ->  '$zt_simplify'(Term0, Term)
    ;   '$zt_error'(clue_shape(N, Text))
    ),
    Words = Tokens.

% The verbs after "out" in "outscored", "outlifted", "outweighed" whose
% "more" is more of what they measure; not "outran" (more speed is less
% time) nor "outside", "outfit".
'$zt_out_verb'(V) :-
    memberchk(V, [scored, scores, sold, sells, earned, earns, spent, spends,
                  lifted, lifts, weighed, weighs, jumped, jumps, threw, throws,
                  polled, polls, bid, bids, raised, raises, collected, collects,
                  harvested, caught, counted]).

% '$zt_as_as'(+Adjective, -Less): "as A as", an equal or more of a
% measure that grows with A: its opposite is "less A" ("as much as":
% less; "as many": fewer; "as long as": less long).
'$zt_as_as'(much, [less]) :- !.
'$zt_as_as'(many, [fewer]) :- !.
'$zt_as_as'(A, [less, A]) :-
    '$zt_adjective'(A, more, _).

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

% '$zt_each_both'(+Tokens0, -Tokens): "Chidi and Barnaby each finished
% behind Anouk": "each" after a list is "both".
'$zt_each_both'(Ts0, Ts) :-
    append(Pre, [each|Post], Ts0),
    memberchk(and, Pre),
    last(Pre, N), N \== and,
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
                     lead, rear, north, south, east, west, upstairs, downstairs,
                     inside, outside, middle, twice, half, double]).

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
    '$zt_skip_adverbs'(Back, [V|_]),
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

% '$zt_rewrite'(+Ctx, +Tokens0, -Tokens): set phrases as the words the
% grammar reads: "whoever" is "the person who"; "outscored" is "scored
% more than"; "percentage points" are percent; a train or bus that
% "leaves from platform 2" or "leaves 25 minutes after" departs (other
% leaving stays refused: "Dana left the soup"); "the final round" is the
% last; and the domain of a superlative or an order word is dropped:
% "the heaviest dog in the class", "the lightest of the five", "the last
% film night of the week", "the cheapest thing on the table".
'$zt_rewrite'(_, [], []).
'$zt_rewrite'(Ctx, Ts0, Ts) :-
    '$zt_rewrite1'(Ctx, Ts0, New, Rest),
    !,
    append(New, Ts1, Ts),
    '$zt_rewrite'(Ctx, Rest, Ts1).
'$zt_rewrite'(Ctx, [T|Ts0], [T|Ts]) :-
    '$zt_rewrite'(Ctx, Ts0, Ts).

'$zt_rewrite1'(_, [W|Rest], [the, person, who], Rest) :-
    memberchk(W, [whoever, whomever]).
'$zt_rewrite1'(_, Ts0, [ratio(P, Q)|New], Rest) :-   % "twice as old as",
    ( Ts0 = [exactly|Ts1] -> true ; Ts1 = Ts0 ),      % "three times what ..."
    '$zt_multiplier'(Ts1, P, Q, Ts2),
    '$zt_ratio_rest'(Ts2, New, Rest),
    !.
'$zt_rewrite1'(_, [W|Rest0], New, []) :-       % "Fen outlifted Bo by 15 kg":
    atom(W),                                     % "Fen lifted 15 kg more than Bo"
    atom_concat(out, V, W),
    '$zt_out_verb'(V),
    (   append(Obj, [by|Amount], Rest0),
        Amount = [A|_], '$zt_amount_start'(A)
    ->  append([[V], Amount, [more, than], Obj], New)
    ;   New = [V, more, than|Rest0]
    ),
    !.
'$zt_rewrite1'(_, [B|Rest0], New, []) :-       % "beat Crane by 13 points"
    memberchk(B, [beat, beats]),
    append(Obj, [by|Amount], Rest0), Obj \== [],
    Amount = [A|_], '$zt_amount_start'(A),
    !,
    append([[finished], Amount, [ahead, of], Obj], New).
'$zt_rewrite1'(_, [runner, up|Rest], [second], Rest) :- !.
'$zt_rewrite1'(_, [behind, the|Rest0], [with, the], Rest0) :-   % "lives behind
    append(Mid, [D|_], Rest0), length(Mid, L), L =< 2,                % the white
    memberchk(D, [door, doors, curtain, curtains, gate, gates]),      % door"
    !.
'$zt_rewrite1'(_, [V, P|Rest], [V], Rest) :-   % "casts off", "pulls out": the
    atom(V),                                  % verb's particle (not "sold out",
    memberchk(P, [off, out, up, away]),       % "dropped out", "gave up")
    \+ '$zt_phrasal_verb'(V),
    \+ memberchk(V, [the, a, an, and, or, not, way, all, '\'s']),
    \+ '$zt_fillers_has'(V),
    atom_length(V, L), L > 2,
    !.
'$zt_rewrite1'(_, [L, after|Rest], [keeps], Rest) :-   % "looks after the masks"
    memberchk(L, [look, looks, looked, looking]),
    !.
'$zt_rewrite1'(_, [not, V, as, A, as|Rest], [V|New], Rest) :-   % "didn't pay
    atom(V), V \== as,                                         % as much as Y"
    '$zt_as_as'(A, Less),
    !,
    append(Less, [than], New).
'$zt_rewrite1'(_, [not, as, A, as|Rest], New, Rest) :-   % "isn't as long as Y":
    '$zt_as_as'(A, Less),                              % less long than Y
    !,
    append(Less, [than], New).
'$zt_rewrite1'(_, [as, A, as|Rest], New, Rest) :-        % "as much as 17 kg":
    '$zt_as_as'(A, Less),                              % not less than
    !,
    append([not|Less], [than], New).
'$zt_rewrite1'(_, [percentage, P|Rest], [percent], Rest) :-
    memberchk(P, [point, points]).
'$zt_rewrite1'(_, [L, Next|Rest], [departs, Next], Rest) :-
    memberchk(L, [leave, leaves, leaving]),
    (   memberchk(Next, [from, at, later, earlier, before, after, sometime,
                         some, first, last])
    ;   '$zt_amount_start'(Next)
    ),
    !.
'$zt_rewrite1'(_, [the, final|Rest], [the, last], Rest).
'$zt_rewrite1'(_, [a, quarter, C|Rest], [25, cents], [C|Rest]) :-   % "cost a
    memberchk(C, [more, less, cheaper, dearer]),                    % quarter more"
    !.
'$zt_rewrite1'(_, [F, to, the, Side|Rest], [Most], Rest) :-   % "sat furthest to
    memberchk(F, [furthest, farthest]),                       % the left"
    memberchk(Side-Most, [left-leftmost, right-rightmost]).
'$zt_rewrite1'(_, [exactly, N|Rest], [], [N|Rest]) :-   % "paid exactly a dollar
    '$zt_amount_start'(N),                               % more": the amount is
    \+ Rest = [of|_],                                    % exact anyway (not
    !.                                                   % "exactly one of")
'$zt_rewrite1'(_, [and, each, Be|Rest], [and, both], [Be|Rest]) :-  % "and each
    memberchk(Be, [was, is, were, are, has, had, did]),             % was born
    !.                                                              % earlier"
'$zt_rewrite1'(_, [last, house, on, the, right|Rest], [last, house], Rest) :- !.
'$zt_rewrite1'(_, [first, house, on, the, left|Rest], [first, house], Rest) :- !.
'$zt_rewrite1'(Ctx, Ts0, [lives, somewhere, Side, of], Rest) :-   % "Bruno's house
    (   Ts0 = [house, number, Be, C, than|Rest],                  % number is higher
        memberchk(Be, [is, was])                                  % than Dmitri's"
    ;   Ts0 = [has, a, C, house, number, than|Rest]
    ;   Ts0 = [lives, at, a, C, house, number, than|Rest]
    ),
    memberchk(C-Side, [higher-right, greater-right, larger-right, bigger-right,
                       lower-left, smaller-left]),
    Ctx = ctx(_, _, _, _, AttrWords),
    \+ memberchk(house-_, AttrWords),                 % houses are positions
    !.
'$zt_rewrite1'(Ctx, [the, U, C|Rest], [1, U, C], Rest) :-   % "the day after",
    memberchk(C, [after, before]),                  % "the period after": one
    atom(U),                                        % step after, not any time
    '$zt_unit_stem'(U, Stem),                       % after
    '$zt_known_unit'(Ctx, Stem),
    !.
'$zt_rewrite1'(_, [C, in, the, P|Rest], [C], Rest) :-   % "later in the week than"
    memberchk(C, [later, earlier, sooner]),
    memberchk(P, [day, week, month, year, season, evening, morning, afternoon]).
'$zt_rewrite1'(_, [beat, E, other, X|Rest], [came, first], Rest) :-  % "beat every
    memberchk(E, [every, each, all, any]),                           % other entry"
    atom(X).
'$zt_rewrite1'(_, [beat, W|Rest], [came, first], Rest) :-
    memberchk(W, [everyone, everybody, everything, all]).
'$zt_rewrite1'(_, [beat, all, the, others|Rest], [came, first], Rest).
'$zt_rewrite1'(_, [B|Rest], [finished, ahead, of], Rest) :-   % "Aziz beat Dimitra"
    memberchk(B, [beat, beats, outplaced, outranked]),
    Rest = [Next|_],
    \+ memberchk(Next, [every, each, all, any, everyone, everybody, everything]),
    !.
'$zt_rewrite1'(_, [L, to|Rest], [finished, behind], Rest) :-   % "lost to Ben"
    memberchk(L, [lost, loses]),
    !.
'$zt_rewrite1'(_, [T, up|Rest], [arrived], Rest) :-   % "turned up 10 minutes after"
    memberchk(T, [turned, turns, showed, shows]),
    !.
'$zt_rewrite1'(_, [W|Rest0], [came, first], Rest) :-   % "Kit won (the contest)"
    memberchk(W, [won, wins]),
    (   Rest0 == []
    ->  Rest = []
    ;   Rest0 = [the, E], '$zt_event_noun'(E), Rest = []
    ),
    !.
'$zt_rewrite1'(_, [P, left, N|Rest], [P, 'left (went away)', N], Rest) :-
    atom(P),                                % "Dana left the soup": no side
    \+ memberchk(P, [the, to, on, at, far, very, immediately, directly, just,
                     somewhere, anywhere, its, their, his, her, is,
                     are, was, were, lives, live, sits, sat, stands, stood]),
    \+ '$zt_left_after'(N),
    !.
'$zt_rewrite1'(_, [Sup|Ts0], [Sup|Ts], []) :-   % "the most of the men": some
    atom(Sup),                                   % of them, refused
    (   '$zt_superlative'(Sup, _, _)
    ;   memberchk(Sup, [last, first, most, least, fewest])
    ),
    append(Kept, [P, the, X|Rest], Ts0),
    length(Kept, K), K =< 3,
    memberchk(P, [of, among]),
    atom(X), \+ '$zt_count'(X, _),
    '$zt_singular'(X, S), S \== X,
    atomic_list_concat([P, the, X], ' ', Group),
    append(Kept, [Group|Rest], Ts),
    !.
'$zt_rewrite1'(_, [P, to, V|Rest], [P, V1], Rest) :-   % "the first to depart"
    memberchk(P, [first, last]),
    memberchk(V-V1, [depart-departs, leave-departs, arrive-arrives,
                     finish-finished, start-started, begin-started,
                     perform-performed, go-went]).
'$zt_rewrite1'(_, [V, P|Rest], [V1], Rest) :-    % "set out 18 years after"
    memberchk(V-P-V1, [set-out-departed, set-off-departed, headed-out-departed,
                       headed-off-departed, took-off-departed,
                       started-out-started]),
    Rest = [Next|_],
    (   '$zt_amount_start'(Next)
    ;   memberchk(Next, [before, after, earlier, later, sometime, first, last,
                         in, on, at, from])
    ),
    !.
'$zt_rewrite1'(Ctx, [Sup|Ts0], [Sup|Kept], Rest) :-
    atom(Sup),
    (   '$zt_superlative'(Sup, _, _)
    ;   memberchk(Sup, [last, first, top, bottom, most, least, fewest])
    ),
    append(Kept, [P|Ts1], Ts0),
    length(Kept, K), K =< 3,
    \+ ( member(T, Kept), \+ atom(T) ),
    \+ ( member(T, Kept), memberchk(T, [in, of, on, at, among, than, and, or, but, is, was, are, were]) ),
    memberchk(P, [in, of, on, at, among]),
    '$zt_domain'(Ctx, Ts1, Rest),
    \+ ( memberchk(Sup, [first, last]),      % "the first pianist of the
         append(Domain, Rest, Ts1),          % evening": order in time
         '$zt_temporal_words'(Domain) ),
    !.

% '$zt_domain'(+Ctx, +Tokens, -Rest): the group a superlative ranks in,
% when it is the whole puzzle: "the class", "the day", "the five", "all",
% "them all"; a plural noun may name a part ("the oldest of the boys"),
% and a value or a place ("the first house on the left") is read.
'$zt_domain'(_, [all|Rest], Rest) :- !.
'$zt_domain'(_, [them, all|Rest], Rest) :- !.
'$zt_domain'(_, [the, K|Rest], Rest) :-
    '$zt_count'(K, _),
    !.
'$zt_domain'(Ctx, [the|Ts], Rest) :-
    (   Ts = [Adj|Ts1], memberchk(Adj, [whole, entire])
    ->  true
    ;   Ts1 = Ts
    ),
    Ts1 = [X|Rest],
    atom(X),
    memberchk(X, [class, day, week, month, year, night, evening, morning,
                  afternoon, show, contest, competition, tournament, event,
                  group, team, band, club, building, shop, store, table, field,
                  race, season, list, lot, bunch, set, pack, shelf, stand, fair,
                  party, evening, course, trip, series, festival, market,
                  village, town, city, school, office, league, litter,
                  bakery, garden, street, line, queue, row]),
    \+ ( memberchk(X, [street, line, queue, row]), Rest = [_|_] ),
    \+ '$zt_match'(Ctx, [X|Rest], _, v(_, _), _).

% What may follow "left" of a side: "left of", "left end", "left-hand",
% "left and right"; or "left" as the verb of a comparison ("Corin left 1
% month after Dana").
'$zt_left_after'(N) :-
    (   memberchk(N, [of, end, ends, side, hand, and, or, to, in, on, at, from, neighbour,
                      neighbor, '-', most, hand])
    ;   '$zt_amount_start'(N)
    ;   memberchk(N, [before, after, earlier, later, sometime, some, first, last])
    ),
    !.

'$zt_amount_start'(T) :-
    (   number(T) -> true
    ;   memberchk(T, ['$', half, a, an, one]) -> true
    ;   compound(T) -> true                  % tm(M), dec(A), ord(N)
    ;   '$zt_count'(T, _)
    ).

'$zt_topic_word'(W) :-
    memberchk(W, [spoke, spoken, wrote, written, taught, sang, sung, read,
                  said, told]),
    !.
'$zt_topic_word'(W) :-
    member(S, [talk, speak, lecture, write, present, blog, report, teach,
               sing, preach, chat, tweet, post, publish, speech,
               presentation, paper, article, essay, book, song, poem,
               film, documentary, story, seminar, workshop, class,
               course]),
    (   W == S
    ;   member(Suffix, [s, es, ed, d, ing]), atom_concat(S, Suffix, W)
    ;   atom_concat(S0, e, S), atom_concat(S0, ing, W)
    ),
    !.

% '$zt_ambiguous_pronoun'(+Ctx, +Tokens, -P): a pronoun after two people
% the clue has named or related ("Carla paid more than Dina, and she
% didn't buy the lamp": Carla or Dina?) could mean either, so the clue is
% refused, naming the pronoun; after one ("Alma, who never drinks Assam,
% let her tea brew") it can mean only that one.  "They" is left alone:
% classic texts use it for no one in particular.
'$zt_ambiguous_pronoun'(Ctx, Tokens, P) :-
    append(Before, [P|_], Tokens),
    memberchk(P, [he, she, him, his, her, hers]),   % not the "they" of
                                                    % "where they drink juice"
    '$zt_items'(Ctx, clue, Before, Items, _),
    (   member(I, Items),
        (   I = cmp(_, _) ; I = dcmp(_, _)
        ;   I = kw(K), memberchk(K, [than, next, left, right, between, other])
        )
    ->  true
    ;   select(v(A, V1), Items, Rest), member(v(A, V2), Rest), V1 \== V2
    ),
    !.

% '$zt_negated_and'(+Ctx, +Tokens): "Dana did not order the soup and the
% salad": an "and" after a negation, with no verb of its own before its
% value, may be inside the negation (neither, or not both), so the clue
% has no one reading and is refused; "did not order the soup and paid
% $25" has a verb, and is read.
'$zt_negated_and'(Ctx, Tokens) :-
    append(_, [not|After], Tokens),
    append(_, [and|Next0], After),
    (   Next0 = [D|Next], memberchk(D, [the, a, an]) -> true ; Next = Next0 ),
    '$zt_match'(Ctx, Next, _, v(_, _), _),
    !.

% '$zt_number_hint'(+Ctx, +Items0, -Items): "a lower number than",
% "Bruno's house number is higher", "the highest-numbered locker": the
% comparative or superlative next to "number" is about the category of
% numbers the last noun before it names, else about the only category of
% places numbered by bare numbers or ordinals (lockers, seats); "number"
% is then dropped.  Otherwise it
% stays, and the clue is refused.
'$zt_number_hint'(Ctx, Items0, Items) :-
    append(Before, [kw(number)|After], Items0),
    (   After = [noun(T)|_]                  % "a higher-numbered seat"
    ->  '$zt_numbered_attr'(Ctx, [noun(T)], A)
    ;   '$zt_numbered_attr'(Ctx, Before, A)
    ),
    (   append(B1, [C0], Before), '$zt_graded'(C0, A, C)
    ->  append(B1, [C|After], Items)
    ;   append(B1, [C0, noun(_)], Before), '$zt_graded'(C0, A, C)  % "a higher
    ->  append(B1, [C|After], Items)                               % room number"
    ;   After = [C0|A1], '$zt_graded'(C0, A, C)
    ->  append(Before, [C|A1], Items)
    ),
    !.
'$zt_number_hint'(_, Items, Items).

'$zt_numbered_attr'(Ctx, Before, A) :-
    Ctx = ctx(_, _, Ordered, _, AttrWords),
    (   reverse(Before, RBefore),             % "Di's seat has a lower number"
        member(noun(T), RBefore), memberchk(T-A0, AttrWords),
        memberchk(ordered(A0, _, _), Ordered)
    ->  A = A0
    ;   Ctx = ctx(Attrs, _, _, _, _),
        findall(A1, ( member(ordered(A1, K, _), Ordered),
                      memberchk(K, [plain, ordinal]),
                      memberchk(attr(A1, _, Ws, _), Attrs),
                      once(( member(W, Ws), '$zt_singular_or_plural'(W, Sg),
                             '$zt_position_like'(Sg) )) ), [A])
    ).

'$zt_graded'(cmp(D, _), A, cmp(D, [attr(A)])).
'$zt_graded'(sup(D, _), A, sup(D, [attr(A)])).

% "with" after a verb of taking part names someone else who took part
% ("Dana joined with the soup eater": two people), not a value of the
% subject as in "the man with the fox"; such a clue is refused, naming
% the word.
'$zt_comitative'(Tokens, with) :-
    append(_, [Verb, with|_], Tokens),
    atom(Verb),
    memberchk(Verb, [joined, came, went, arrived, left, travelled, traveled,
                     sat, played, worked, performed, ate, dined, danced, sang,
                     ran, walked, competed, teamed, partnered, shared, met,
                     studied, trained, sailed, flew, drove, rode, hiked,
                     signed, enrolled, started, finished, stayed, lived,
                     together]),
    !.

% An unknown verb the verb slot let through (not a possessive's head
% noun), followed by a person ("Dana chased the soup eater", "coached
% the one who ..."), relates two people: it
% says nothing of one person's values, as "Dana ordered the soup" does,
% so the clue is refused, naming the verb.
'$zt_verb_to_person'(Tokens, W) :-
    append(Before, [W|After], Tokens),
    \+ last(Before, '\'s'),                % "Hana's dog": a noun, no verb
    \+ ( After = [by|_],                    % "was raised by the bidder": its
         last(Before, Be),                  % agent; '$zt_relating_verb'/6
         memberchk(Be, [was, were, is, are, been, be]) ),   % asks if two
    (   After = [D|After1], memberchk(D, [the, a, an])
    ->  true
    ;   After1 = After
    ),
    append(Phrase, _, After1),
    length(Phrase, L), L =< 4,
    last(Phrase, Noun),
    (   memberchk(Noun, [eater, owner, drinker, smoker, lover, fan, player,
                         keeper, driver, buyer, reader, winner, person, man,
                         woman, one, who, whom, guy, lady, fellow])
    ;   '$zt_entity_noun'(Noun)             % "chased the May child"
    ),
    \+ ( member(Stop, Phrase),
          memberchk(Stop, [in, on, at, for, than, before, after, ',', '.',
                           more, less, fewer]) ),   % "employ 3 more people"
    !.

% '$zt_relating_verb'(+Ctx, +Heads, +Tokens, +Items00, +Items0, -W): an
% unknown verb the verb slot let through, with a direct object (no
% preposition: "chased the collie", not "sailed in April"), whose two
% noun phrases could name one individual: then the verb relates two
% individuals ("Hana's dog chased the collie": two dogs), it is no
% identity, and the clue is refused, naming the verb.  Where the two
% cannot be one individual the puzzle's rows pair them, and the verb is
% read as that pairing: "Gupta represents Ms. Price" (two names of two
% categories are two individuals, a lawyer and a client), "Kate trained
% the poodle" (a person and a dog), "Hollis invented the scanner" (a
% scanner is no individual).  The kinds ('$zt_np_kind'/4): a person, an
% animal, any (a type or model could be either), a category's own kind
% (ships), or none (a thing: dishes, topics, amounts).
'$zt_relating_verb'(Ctx, Heads, Tokens, Items00, Items0, W) :-
    append(Before00, [Verb, v(B, _)|_], Items00),
    (   Verb = unknown(W)
    ->  \+ memberchk(unknown(W), Items0),
        \+ memberchk(W, Heads),
        Known = false
    ;   Verb = fverb(W), Known = true
    ),
    exclude([I]>>(I = fverb(_)), Before00, Before0),
    \+ last(Before0, poss),
    '$zt_direct_object'(Tokens, W, Object),
    exclude(==(kw(not)), Before0, Before),
    (   '$zt_agent_object'(Ctx, B, Object)
    ->  OKind = person, OCat = none
    ;   '$zt_value_desc'(Ctx, B, OKind, OCat)
    ),
    '$zt_relates_two'(Ctx, Tokens, Items00, Before, W, Known, OKind, OCat),
    !.
'$zt_relating_verb'(Ctx, Heads, Tokens, Items00, Items0, W) :-
    append(Before00, [unknown(W), noun(N), kw(K)|_], Items00),  % "coached the
    memberchk(K, [who, rel]),                                   % bidder who ..."
    \+ memberchk(unknown(W), Items0),
    \+ memberchk(W, Heads),
    exclude([I]>>(I = fverb(_)), Before00, Before0),
    \+ last(Before0, poss),
    exclude(==(kw(not)), Before0, Before),
    '$zt_noun_desc'(Ctx, N, OKind, OCat),
    '$zt_relates_two'(Ctx, Tokens, Items00, Before, W, false, OKind, OCat),
    !.

% '$zt_relates_two'(+Ctx, +Tokens, +Items00, +Before, +W, +Known, +OKind,
% +OCat): the subject of verb W (the items Before it) and its object (of
% kind OKind, category OCat) could name one individual.
'$zt_relates_two'(Ctx, Tokens, Items00, Before, W, Known, OKind, OCat) :-
    OKind \== none,
    (   append(_, [Agent, W|_], Tokens),            % "the soup eater"
        (   '$zt_agent_word'(Agent)
        ;   '$zt_agent_object'(Ctx, _, [Agent])
        )
    ->  SKind = person, SCat = none
    ;   append(_, [poss, noun(N)], Before)          % "Hana's dog"
    ->  '$zt_noun_desc'(Ctx, N, SKind, SCat)
    ;   Items00 = [kw(of), v(A, _)|_],               % "Of A and B, one ..."
        last(Before, kw(K)), memberchk(K, [one, other])
    ->  '$zt_value_desc'(Ctx, A, SKind, SCat)
    ;   last(Before, v(A, _))
    ->  '$zt_value_desc'(Ctx, A, SKind, SCat)
    ;   (   last(Before, noun(N))                      % "the patient getting ..."
        ;   append(_, [noun(N), kw(K)], Before),       % "the client who ..."
            memberchk(K, [who, rel])
        )
    ->  '$zt_noun_desc'(Ctx, N, SKind, SCat)
    ;   SKind = any, SCat = none                       % "the one who ..."
    ),
    '$zt_same_kind'(SKind, OKind),
    \+ ( SCat \== none, OCat \== none, SCat \== OCat ),   % two named individuals
    (   Known == true                   % "loves the cat" is the pet's owner
    ->  memberchk(OKind, [person, any])
    ;   true
    ),
    !.

'$zt_same_kind'(K1, K2) :-
    K1 \== none, K2 \== none,
    (   K1 == any -> true
    ;   K2 == any -> true
    ;   K1 == K2
    ).

% '$zt_value_desc'(+Ctx, +Attr, -Kind, -Cat): the kind of individual a
% value of Attr names, and Attr itself when its values are names (two
% names of two such categories are two individuals), else none.
'$zt_value_desc'(Ctx, A, Kind, Cat) :-
    '$zt_category_kind'(Ctx, A, Kind, Proper),
    (   Proper == true -> Cat = A ; Cat = none ).

% '$zt_noun_desc'(+Ctx, +Noun, -Kind, -Cat): the same for a noun: the
% category it names ("Hana's dog": Dogs), else its kind as a noun.
'$zt_noun_desc'(Ctx, N, Kind, Cat) :-
    Ctx = ctx(Attrs, _, _, _, _),
    (   member(attr(A, _, Ws, _), Attrs),
        member(W0, Ws), '$zt_singular_or_plural'(W0, N)
    ->  '$zt_value_desc'(Ctx, A, Kind0, Cat),
        (   Kind0 == none, '$zt_noun_kind'(N, K1) -> Kind = K1 ; Kind = Kind0 )
    ;   memberchk(N, [entry, entries, item, items, thing, things, one])
    ->  Kind = any, Cat = none
    ;   '$zt_noun_kind'(N, Kind)
    ->  Cat = none
    ;   Kind = own(N), Cat = none
    ).

% '$zt_category_kind'(+Ctx, +Attr, -Kind, -Proper): the kind of
% individual a value of Attr names; Proper when its values are names
% (capitalised, not ordered).
'$zt_category_kind'(ctx(Attrs, _, Ordered, _, _), A, Kind, Proper) :-
    memberchk(attr(A, _, Ws, Values), Attrs),
    (   memberchk(ordered(A, _, _), Ordered)
    ->  Kind = none, Proper = false
    ;   (   forall(member(value(V, _, _), Values),
                   ( sub_atom(V, 0, 1, _, C), upcase_atom(C, C), \+ downcase_atom(C, C) ))
        ->  Proper = true
        ;   Proper = false
        ),
        (   member(W0, Ws), '$zt_singular_or_plural'(W0, S), '$zt_noun_kind'(S, K0)
        ->  Kind = K0
        ;   Proper == true
        ->  Kind = own(A)
        ;   Kind = none
        )
    ).

% '$zt_noun_kind'(+Noun, -Kind): person, animal, or any (a type or
% model describes an individual of whatever kind).
'$zt_noun_kind'(N, person) :-
    \+ memberchk(N, [entry, entries, item, items, thing, things]),
    (   '$zt_entity_noun'(N)
    ;   memberchk(N, [name, lawyer, doctor, teacher, volunteer, speaker, hiker,
                      runner, driver, gardener, inventor, sibling, musician,
                      performer, patient, passenger, athlete, worker, employee,
                      chef, artist, author, writer, singer, dancer, actor,
                      nationality, job, occupation, profession, role, career,
                      title, trade, friend, pianist, agent, officer, pilot,
                      captain, sailor, climber, swimmer, skater, golfer,
                      bowler, rider, candidate, winner, judge, host])
    ),
    !.
'$zt_noun_kind'(N, animal) :-
    memberchk(N, [dog, cat, horse, pet, animal, puppy, kitten, bird, parrot,
                  breed, species, pony, rabbit, hamster, fish, cow, goat]),
    !.
'$zt_noun_kind'(N, any) :-
    memberchk(N, [type, kind, model, make, variety, sort, style, class, race]),
    !.

'$zt_agent_word'(W) :-
    memberchk(W, [eater, eaters, drinker, drinkers, owner, owners, lover,
                  lovers, fan, fans, player, players, keeper, driver, buyer,
                  reader, winner, smoker, smokers]).

% "chased the cellist": an agent noun names the person, not the cello.
'$zt_agent_object'(ctx(Attrs, _, _, _, _), B, [T|_]) :-
    atom(T),                            % not a token such as tm(M)
    (   '$zt_agent_word'(T)
    ->  true
    ;   member(attr(B, _, _, Values), Attrs),
        member(value(_, _, [V]), Values),
        atom(V),
        '$zt_agent_noun'(V, T)
    ),
    !.

% '$zt_direct_object'(+Tokens, +W, -Object): W is followed by its object
% (articles skipped), with no preposition before it.
'$zt_direct_object'(Tokens, W, Object) :-
    append(_, [W|After0], Tokens),
    (   After0 = [D|After], memberchk(D, [the, a, an, his, her, their]) -> true ; After = After0 ),
    After = [T|_],
    \+ memberchk(T, [in, on, at, for, from, to, by, into, during, of, with,
                     as, near, since, until, through, across, around, over,
                     under, toward, towards]),
    Object = After,
    !.

% The filler verbs that can take a person as object ("Ann visited the
% oldest child" says nothing of Ann's age).
'$zt_person_object_verb'(W) :-
    memberchk(W, [visited, visits, called, hired, taught, teaches, joined,
                  gave, gives, given, led, leads, lead, brought, sold, sells,
                  picked, picks, chose, chosen, chooses, selected, likes,
                  liked, loves, loved, prefers, preferred, named]).

'$zt_compare_error'(N, Text, W, As) :-
    '$zt_error'(comparison(N, Text, W, As)).

% A comparative with no word of its own for what it compares ("more",
% "less") takes it from the clue's verb: "paid less" is about money.
% The verb that says what a bare "more"/"less" compares is the last one
% before the comparative: in "The person who scored 20 points paid more
% than Dana" it is "paid", not the relative clause's "scored".
'$zt_verb_hints'(Tokens, Items0, Items) :-
    (   append(Before, [C|_], Tokens),
        '$zt_bare_comparative'(C),
        !,
        reverse(Before, Back),
        member(T, Back), '$zt_verb_hint'(T, Hints)
    ->  maplist('$zt_hint_item'(Hints), Items0, Items)
    ;   Items = Items0
    ).

% '$zt_neither_preds'(+Ctx, +X, +Y, +Items, -Clue): the predicate Items
% is false of X and of Y.
'$zt_neither_preds'(Ctx, X, Y, Items, and(N1, N2)) :-
    Items \== [],
    phrase('$zt_pred'(Ctx, X, C1), Items),
    phrase('$zt_pred'(Ctx, Y, C2), Items),
    '$zt_negate'(C1, N1),
    '$zt_negate'(C2, N2).

% '$zt_poss_hints'(+Ctx, +Tokens, +Items0, -Items): "Dagny's lane
% number is one lower than Amara's": the possessive's noun names an
% ordered category, and the comparison is about it ("number" dropped).
'$zt_poss_hints'(Ctx, Tokens, Items0, Items) :-
    Ctx = ctx(_, _, Ordered, _, AttrWords),
    (   append(Front, [C0|Back], Items0),
        C0 =.. [F, D0, Hints],
        memberchk(F, [cmp, dcmp]),
        !,
        (   append(_, ['\'s', N|_], Tokens)
        ;   Hints \== [],                      % "the music mark was 3 lower
            findall(A0-K0, member(ordered(A0, K0, _), Ordered), All),  % than":
            '$zt_by_hints'(Ctx, Hints, All, []),                     % "lower"
            append(Before, [W|_], Tokens),                           % fits no
            '$zt_comparative'(W, _, _),                              % category
            !,
            member(N, Before)
        ),
        memberchk(N-A, AttrWords),
        memberchk(ordered(A, _, _), Ordered),
        !
    ->  '$zt_reversed'(Ctx, Hints, A, D0, D),
        C =.. [F, D, [attr(A)]],
        (   append(F1, [kw(number)|F2], Front)
        ->  append(F1, F2, Front0)
        ;   Front0 = Front
        ),
        append(Front0, [C|Back], Items)
    ;   Items = Items0
    ).

% '$zt_thing_hints'(+Heads, +Tokens, +Items0, -Items): a clue about a
% thing ("The white car is the oldest", "the oldest piece in the shop")
% may say "older" of the puzzle's one category of years: the comparisons
% of age get the hint kind(thing_years) ('$zt_only_years'/2).  Of a
% person ("Dana is older than Ellis") it says nothing of a year she
% joined or moved, and stays unread.
'$zt_thing_hints'(Heads, Tokens, Items0, Items) :-
    (   member(W, Tokens),
        atom(W),
        (   memberchk(W, [item, items, thing, things, piece, pieces, object, objects])
        ;   memberchk(W, Heads), \+ '$zt_person_word'(W)
        )
    ->  maplist('$zt_thing_item', Items0, Items)
    ;   Items = Items0
    ).

'$zt_thing_item'(Item0, Item) :-
    (   Item0 =.. [F, Dir, Hints],
        memberchk(F, [cmp, sup, dcmp]),
        memberchk(reverse(kind(birth_year)), Hints)
    ->  Item =.. [F, Dir, [kind(thing_years)|Hints]]
    ;   Item = Item0
    ).

% A noun for a person: one of the entity nouns for people, or an agent
% noun ("cyclist", "rider", "librarian").
'$zt_person_word'(W) :-
    (   '$zt_relational_noun'(W)
    ;   '$zt_fillers'(Fs), memberchk(W, Fs)
    ;   member(Suffix, [er, ers, or, ors, ist, ists, ian, ians, ant, ants, ent, ents]),
        atom_concat(_, Suffix, W)
    ),
    !.

'$zt_bare_comparative'(C) :-
    memberchk(C, [more, less, fewer, most, least, higher, lower]).

'$zt_hint_item'(Hints, cmp(Dir, []), cmp(Dir, Hints)) :- !.
'$zt_hint_item'(Hints, sup(Dir, []), sup(Dir, Hints)) :- !.
'$zt_hint_item'(_, Item, Item).

'$zt_verb_hint'(W, ['$', price, cost, fee]) :-
    memberchk(W, [paid, pays, pay, spent, spends, spend, cost, costs, charged, charges,
                  charge]).
'$zt_verb_hint'(W, [point, score, goal, mark]) :-
    memberchk(W, [scored, scores, score]).
'$zt_verb_hint'(W, [weight]) :-
    memberchk(W, [weighs, weighed, weigh]).

% "who", "which", "where" only start relative clauses in a clue.
'$zt_relative_word'(kw(who)).
'$zt_relative_word'(kw(rel)).
'$zt_relative_word'(kw(what)).
'$zt_relative_word'(kw(where)).

% "of" means something only at the start ("Of Dana and Ellis, ...").
'$zt_leading_of'([of|_], [kw(of)|Items0], [kw(of)|Items]) :-
    !,
    exclude(==(kw(of)), Items0, Items).
'$zt_leading_of'(_, Items0, Items) :-
    exclude(==(kw(of)), Items0, Items).

% The did-you-mean pairs: each unknown word with the closest of the
% puzzle's value words and the grammar's words, at edit distance at
% most 2 (1 for a word of four letters or fewer).
'$zt_suggestions'(Ctx, Unknown, Suggestions) :-
    Ctx = ctx(_, _, _, Lexicon, AttrWords),
    assoc_to_values(Lexicon, Groups),
    findall(W, ( member(G, Groups), member(P-_, G), member(W, P), atom(W) ), Ws00),
    findall(W, ( (   '$zt_kw'(F, _, Tail, I)
                 ;   '$zt_kw2'(_, F, _, Tail, I)
                 ),
                 I \== filler, member(W, [F|Tail]), atom(W) ), Ws01),
    append(Ws00, Ws01, Ws0),
    findall(W, member(W-_, AttrWords), Ws1),
    append(Ws0, Ws1, Ws2),
    sort(Ws2, Known),
    findall(U-K, ( member(U, Unknown), atom(U), '$zt_closest'(U, Known, K) ), Suggestions).

'$zt_closest'(U, Known, Best) :-
    atom_length(U, L),
    ( L =< 4 -> Max = 1 ; Max = 2 ),
    L > 2,
    findall(D-K, ( member(K, Known), K \== U,
                   atom_length(K, KL), abs(KL - L) =< Max,
                   '$zt_edit_distance'(U, K, D), D =< Max ), Found),
    keysort(Found, [_-Best|_]).

'$zt_edit_distance'(A, B, D) :-
    atom_codes(A, As),
    atom_codes(B, Bs),
    length(Bs, LB),
    numlist(0, LB, Row0),
    foldl('$zt_ed_row'(Bs), As, Row0-1, Row-_),
    last(Row, D).

'$zt_ed_row'(Bs, A, Prev-I, Row-I1) :-
    I1 is I + 1,
    Prev = [P0|Ps],
    '$zt_ed_cells'(Bs, A, P0, Ps, I, Cells),
    Row = [I|Cells].

'$zt_ed_cells'([], _, _, [], _, []).
'$zt_ed_cells'([B|Bs], A, Diag, [Up|Ups], Left, [C|Cs]) :-
    ( A == B -> Cost = 0 ; Cost = 1 ),
    C is min(min(Up + 1, Left + 1), Diag + Cost),
    '$zt_ed_cells'(Bs, A, Up, Ups, C, Cs).


                /*******************************
                *   THE CLUE GRAMMAR           *
                *******************************/

% Terms use the attribute house for positions; '$zt_place'/4 turns them
% into a category's relations in a grid puzzle.
'$zt_clue'(Ctx, pair(A, B, C, D)) -->
    [kw(of)], '$zt_np'(Ctx, A), [kw(and)], '$zt_np'(Ctx, B),
    [kw(one)], '$zt_np'(Ctx, C), [kw(and)], [kw(other)], '$zt_np'(Ctx, D).
'$zt_clue'(Ctx, either(X, Y, Z)) -->
    [kw(either)], '$zt_np'(Ctx, Y), [kw(or)], '$zt_np'(Ctx, Z), '$zt_np'(Ctx, X).
'$zt_clue'(Ctx, and(not_same(X, Y), not_same(X, Z))) -->
    [kw(neither)], '$zt_np'(Ctx, Y), [kw(nor)], '$zt_np'(Ctx, Z), '$zt_np'(Ctx, X).
'$zt_clue'(Ctx, and(N1, N2)) -->        % "Neither St Anne's nor the bridge that
    [kw(neither)], '$zt_np'(Ctx, X),      % opened in 1864 crosses the Ouse or
    [kw(nor)], '$zt_np'(Ctx, Y),          % the Wye": the one predicate is
    '$zt_rest'(Rest),                     % false of each
    { Rest \== [],
      (   append(R1, [kw(and), kw(neither)|R20], Rest),   % "..., and neither
          ( R20 = [kw(of)|R2] -> true ; R2 = R20 )       % of them ..."
      ->  '$zt_neither_preds'(Ctx, X, Y, R1, M1),
          '$zt_neither_preds'(Ctx, X, Y, R2, M2),
          N1 = M1, N2 = M2
      ;   '$zt_neither_preds'(Ctx, X, Y, Rest, and(N1, N2))
      ) }.
'$zt_clue'(Ctx, and(C1, C2)) -->        % "Dotty isn't getting red velvet, and
    '$zt_np'(Ctx, X), '$zt_rest'(Rest),   % nor is Elio"; "..., nor is she the
    { append(PredItems, Tail, Rest),      % one from Clopton"
      (   Tail = [kw(and), kw(nor)|YItems]
      ;   Tail = [kw(nor)|YItems]
      ;   Tail = [kw(and), kw(neither)|YItems]
      ),
      PredItems = [kw(not)|_],
      phrase('$zt_pred'(Ctx, X, C1), PredItems),
      phrase('$zt_np'(Ctx, Y), YItems),
      (   X = (A=_), Y = (A=_)            % one of X's kind: the same is
      ->  phrase('$zt_pred'(Ctx, Y, C2), PredItems)   % said of it
      ;   '$zt_other_attribute'(X, Y),    % else X is not it either
          C2 = not_same(X, Y)
      ) }.
'$zt_clue'(Ctx, xor(C1, C2)) -->        % "Exactly one of Dana and Gus ordered soup"
    [kw(directly), kw(one)], ( [kw(of)] -> [] ; [] ),  % "of" dropped unless leading
    '$zt_np'(Ctx, X), [kw(and)], '$zt_np'(Ctx, Y),
    '$zt_rest'(Rest),
    { phrase('$zt_preds'(Ctx, X, C1), Rest),
      phrase('$zt_preds'(Ctx, Y, C2), Rest) }.
'$zt_clue'(Ctx, and(C1, C2)) -->        % "Both Dana and Gus paid more than Ellis",
    ( [kw(both)] -> { Both = true } ; { Both = false } ),  % "Dana and Gus both ..."
    '$zt_np'(Ctx, X), [kw(and)], '$zt_np'(Ctx, Y),
    ( { Both == true } -> [] ; [kw(both)] ),
    '$zt_rest'(Rest),
    { phrase('$zt_preds'(Ctx, X, C1), Rest),
      phrase('$zt_preds'(Ctx, Y, C2), Rest) }.
'$zt_clue'(Ctx, all_different(L)) -->
    ( [num(K)] -> [] ; { K = _ } ),
    '$zt_np_list'(Ctx, L),
    { length(L, Len), Len >= 2 },
    (   [kw(all), kw(different)] -> []
    ;   [kw(different)] -> []
    ;   [num(K1), kw(different)], { K1 =:= Len } -> []   % "are three different
    ;   [kw(all), num(K1), kw(different)], { K1 =:= Len } -> []   % people"
    ;   { integer(K), K =:= Len }
    ).
'$zt_clue'(Ctx, C) -->                 % "Aled and Bryony picked Night Train
    '$zt_np_list'(Ctx, Xs),             % and Paper Moons, respectively"
    '$zt_np_list'(Ctx, Ys),
    [kw(respectively)],
    { same_length(Xs, Ys), Xs = [_, _|_],
      maplist([X, Y, same(X, Y)]>>'$zt_other_attribute'(X, Y), Xs, Ys, Cs),
      '$zt_and_list'(Cs, C) }.
'$zt_clue'(Ctx, next_to(X, Y)) -->
    '$zt_np'(Ctx, X), [kw(and)], '$zt_np'(Ctx, Y), [kw(next)].
'$zt_clue'(Ctx, not_next_to(X, Y)) -->
    '$zt_np'(Ctx, X), [kw(and)], '$zt_np'(Ctx, Y), [kw(not), kw(next)].
'$zt_clue'(Ctx, distance(house, X, Y, =, D)) -->
    ( [kw(directly)] -> [] ; [] ),      % "exactly one seat between"
    [gap(K)], '$zt_np'(Ctx, X), [kw(and)], '$zt_np'(Ctx, Y), { D is K + 1 }.
'$zt_clue'(Ctx, at(X, P)) -->
    '$zt_position'(Ctx, P), '$zt_np'(Ctx, X).
'$zt_clue'(Ctx, and(at(X, P), at(Y, P))) -->   % "The Chilean lives in the first
    '$zt_np'(Ctx, X), '$zt_position'(Ctx, P),  % house, which is white"
    { integer(P) },
    '$zt_np'(Ctx, Y), { '$zt_other_attribute'(X, Y) }.
'$zt_clue'(Ctx, C) -->
    '$zt_np'(Ctx, X), '$zt_preds'(Ctx, X, C).
'$zt_clue'(Ctx, and(same(X, Y), C)) -->  % "Dana, who ordered soup, paid $25"
    '$zt_np'(Ctx, X), '$zt_np'(Ctx, Y), { '$zt_other_attribute'(X, Y) },
    '$zt_preds'(Ctx, X, C).
'$zt_clue'(Ctx, C) -->                  % "The one who paid $5 more than Y ordered Z"
    '$zt_comparison'(Ctx, X, C), '$zt_np'(Ctx, X).
'$zt_clue'(Ctx, and(C0, C)) -->          % "Kim, who didn't order pie, drank the cola"
    '$zt_np'(Ctx, X), [kw(not)], '$zt_pred1'(Ctx, X, C1), { '$zt_negate'(C1, C0) },
    '$zt_preds'(Ctx, X, C).
'$zt_clue'(Ctx, not_same(Z, Y)) -->      % "The man who isn't Tom drank the tea"
    [kw(not)], '$zt_np'(Ctx, Y), '$zt_np'(Ctx, Z), { '$zt_other_attribute'(Y, Z) }.
'$zt_clue'(Ctx, C) -->                  % "In a house next to the house where
    '$zt_pred1'(Ctx, X, C),             % they have a horse, they smoke Dunhill"
    { '$zt_fronted'(C) },
    '$zt_np'(Ctx, X).

'$zt_and_list'([C], C) :- !.
'$zt_and_list'([C|Cs], and(C, C1)) :-
    '$zt_and_list'(Cs, C1).

% The positional relations a clue may put before its subject.
'$zt_fronted'(next_to(_, _)).
'$zt_fronted'(left_of(_, _)).
'$zt_fronted'(right_of(_, _)).
'$zt_fronted'(somewhere_left_of(_, _)).
'$zt_fronted'(somewhere_right_of(_, _)).

'$zt_np_list'(Ctx, [X|Xs]) -->
    '$zt_np'(Ctx, X),
    (   [kw(and)], '$zt_np'(Ctx, Y)
    ->  { Xs = [Y] }
    ;   '$zt_np_list'(Ctx, Xs)
    ).

'$zt_preds'(Ctx, X, C) -->
    '$zt_pred'(Ctx, X, C0),
    (   [kw(and)]
    ->  '$zt_preds'(Ctx, X, C1), { C = and(C0, C1) }
    ;   { C = C0 }
    ).

'$zt_pred'(Ctx, X, and(not_same(X, Y), not_same(X, Z))) -->
    [kw(not)], '$zt_np'(Ctx, Y), [kw(or)], '$zt_np'(Ctx, Z),  % "is not A or B"
    { '$zt_other_attribute'(X, Y), '$zt_other_attribute'(X, Z) }.
'$zt_pred'(Ctx, X, and(C1, C2)) -->     % "paid more than both Ellis and Gus"
    '$zt_rest'(Items),
    { append(Before, [kw(both)|After], Items),
      append(Y1, [kw(and)|Y2], After),
      append(Before, Y1, Items1), append(Before, Y2, Items2),
      phrase('$zt_pred'(Ctx, X, C1), Items1),
      phrase('$zt_pred'(Ctx, X, C2), Items2) }.
'$zt_pred'(Ctx, X, C) -->
    [kw(not)], !, '$zt_pred1'(Ctx, X, C0), { '$zt_negate'(C0, C) }.
'$zt_pred'(Ctx, X, C) -->
    '$zt_pred1'(Ctx, X, C).

'$zt_pred1'(Ctx, X, same(X, Y)) -->
    '$zt_np'(Ctx, Y), { '$zt_other_attribute'(X, Y) }.
'$zt_pred1'(Ctx, X, either(X, Y, Z)) -->
    [kw(either)], '$zt_np'(Ctx, Y), [kw(or)], '$zt_np'(Ctx, Z).
'$zt_pred1'(Ctx, X, either(X, Y, Z)) -->   % "joined in 1990 or 1993": one category
    '$zt_np'(Ctx, Y), [kw(or)], '$zt_np'(Ctx, Z),
    { Y = (A=_), Z = (A=_), '$zt_other_attribute'(X, Y) }.
'$zt_pred1'(Ctx, X, and(not_same(X, Y), not_same(X, Z))) -->
    [kw(neither)], '$zt_np'(Ctx, Y), [kw(nor)], '$zt_np'(Ctx, Z).
'$zt_pred1'(Ctx, X, C) -->
    '$zt_comparison'(Ctx, X, C).

'$zt_pred1'(Ctx, X, C) -->
    '$zt_directly', [kw(Side)], { memberchk(Side, [left, right]) }, '$zt_np'(Ctx, Y),
    { Side == left -> C = left_of(X, Y) ; C = right_of(X, Y) }.
'$zt_pred1'(Ctx, X, C) -->
    [kw(somewhere), kw(Side)], { memberchk(Side, [left, right]) }, '$zt_np'(Ctx, Y),
    { Side == left -> C = somewhere_left_of(X, Y) ; C = somewhere_right_of(X, Y) }.
'$zt_pred1'(Ctx, X, next_to(X, Y)) -->
    '$zt_directly', [kw(next)], '$zt_np'(Ctx, Y).
'$zt_pred1'(Ctx, X, between(Y, X, Z)) -->
    ( [kw(somewhere)] -> [] ; [] ),
    [kw(between)], '$zt_np'(Ctx, Y), [kw(and)], '$zt_np'(Ctx, Z).
'$zt_pred1'(Ctx, X, C) -->
    '$zt_position'(Ctx, P),
    { P == ends -> C = at_end(X) ; C = at(X, P) }.
'$zt_pred1'(Ctx, X, distance(house, X, Y, >=, 2)) -->
    [kw(far)], '$zt_np'(Ctx, Y).
'$zt_pred1'(Ctx, X, distance(house, X, Y, Op, K)) -->
    [dist(Op, K)], '$zt_np'(Ctx, Y).
'$zt_pred1'(Ctx, X, diff(house, X, Y, D)) -->
    [hdiff(D)], '$zt_np'(Ctx, Y).

% The comparisons: "$5 more than Y", "somewhat shorter than Y", "directly
% above Y".
'$zt_comparison'(Ctx, X, distance(A, X, Y, =, D)) -->
    ( [kw(either)] -> [] ; [] ),        % "either 3 years before or 3 years
    [amt(K, Unit), cmp(Dir1, Hints)],   % after", "$2 more or $2 less than"
    [kw(or)],
    ( [amt(K2, Unit2)] -> { K2 == K, Unit2 == Unit } ; [] ),
    [cmp(Dir2, Hints2)], { Dir1 \== Dir2 },
    '$zt_than', '$zt_np'(Ctx, Y),
    { '$zt_compared'(Ctx, Unit, Hints, cmp(Dir1), A, Scale),
      '$zt_compared'(Ctx, Unit, Hints2, cmp(Dir2), A, _),
      '$zt_scaled'(K, Scale, D) }.
'$zt_comparison'(Ctx, X, diff(A, X, Y, D)) -->
    [amt(K, Unit)], [cmp(Dir0, Hints)], '$zt_than', '$zt_np'(Ctx, Y),
    { '$zt_compared'(Ctx, Unit, Hints, cmp(Dir0), A, Scale),
      '$zt_reversed'(Ctx, Hints, A, Dir0, Dir),
      '$zt_scaled'(K, Scale, D0),
      ( Dir == more -> D = D0 ; D is -D0 ) }.
'$zt_comparison'(Ctx, X, diff(A, X, Y, D)) -->
    ( [kw(directly), cmp(Dir0, Hints)] -> [] ; [dcmp(Dir0, Hints)] ),
    '$zt_than', '$zt_np'(Ctx, Y),
    { '$zt_compared'(Ctx, none, Hints, cmp(Dir0), A, _),
      '$zt_consecutive'(Ctx, A),
      '$zt_reversed'(Ctx, Hints, A, Dir0, Dir),
      ( Dir == more -> D = 1 ; D = -1 ) }.
'$zt_comparison'(Ctx, X, ratio(A, X, Y, P, Q)) -->     % "twice as old as Y"
    [rat(P0, Q0), cmp(Dir0, Hints)], '$zt_than', '$zt_np'(Ctx, Y),
    { '$zt_compared'(Ctx, none, Hints, cmp(Dir0), A, _),
      '$zt_reversed'(Ctx, Hints, A, Dir0, Dir),
      ( Dir == more -> P/Q = P0/Q0 ; P/Q = Q0/P0 ) }.
'$zt_comparison'(Ctx, X, same(X, Y)) -->  % "farther than anyone else"
    [cmp(Dir, Hints)], '$zt_than', [kw(everyone)],
    { ( Dir == more -> S = max ; S = min ),
      phrase('$zt_np'(Ctx, Y), [sup(S, Hints)]) }.
'$zt_comparison'(Ctx, X, C) -->
    ( [kw(some)] -> [] ; [kw(somewhere)] -> [] ; [] ),
    [cmp(Dir0, Hints)], '$zt_than', '$zt_np'(Ctx, Y),
    { '$zt_compared'(Ctx, none, Hints, cmp(Dir0), A, _),
      '$zt_reversed'(Ctx, Hints, A, Dir0, Dir),
      ( Dir == more -> C = greater(A, X, Y) ; C = less(A, X, Y) ) }.

% '$zt_rest'(-Items): all the items left.
'$zt_rest'(Items, Items, []).

% "of the day" after "the first patient".
'$zt_period' --> [period], !.
'$zt_period' --> [].

'$zt_directly' --> [kw(directly)], !.
'$zt_directly' --> [].

'$zt_than' --> [kw(than)], !.
'$zt_than' --> [].

% Positions: "the first house", "the second from the right", "the
% middle", "the last", "one of the ends".
'$zt_position'(Ctx, P) -->
    [pos(K)],
    (   [kw(from_right)]
    ->  { Ctx = ctx(_, N, _, _, _), P is N + 1 - K }
    ;   ( [kw(from_left)] -> [] ; [] ),
        { P = K }
    ),
    '$zt_period'.
'$zt_position'(Ctx, P) -->
    [kw(middle)], { Ctx = ctx(_, N, _, _, _), N mod 2 =:= 1, P is (N + 1) // 2 },
    '$zt_period'.
'$zt_position'(Ctx, P) -->
    [kw(last)], { Ctx = ctx(_, P, _, _, _) },
    '$zt_period'.
'$zt_position'(_, ends) -->
    [kw(ends)].

% A noun phrase: a value, or a superlative ("the oldest").
'$zt_np'(_, A=V) -->
    [v(A, V)].
'$zt_np'(Ctx, A=V) -->
    [sup(Dir0, Hints)],
    { '$zt_compared'(Ctx, none, Hints, sup(Dir0), A, _),
      '$zt_reversed'(Ctx, Hints, A, Dir0, Dir),
      Ctx = ctx(_, _, Ordered, _, _),
      memberchk(ordered(A, _, Pairs), Ordered),
      keysort(Pairs, Sorted),
      (   Dir == min
      ->  Sorted = [_-V|_]
      ;   last(Sorted, _-V)
      ) }.

'$zt_other_attribute'(A1=_, A2=_) :-
    A1 \== A2.

% '$zt_negate'(+Clue, -Negated)
'$zt_negate'(same(X, Y), not_same(X, Y)) :- !.
'$zt_negate'(next_to(X, Y), not_next_to(X, Y)) :- !.
'$zt_negate'(at(X, P), not_at(X, P)) :- !.
'$zt_negate'(at_end(X), not_at_end(X)) :- !.
'$zt_negate'(C, not(C)).

'$zt_simplify'(C, C).

% '$zt_compared'(+Ctx, +Unit, +Hints, +Word, -Attr, -Scale): the ordered
% attribute a comparison is about: by its unit, else by the names the
% comparative goes with, else the only ordered one; Scale converts the
% unit (an hour is 60 minutes, a week 7 days).  A unit no category has
% is read only on a category of bare numbers ("2 years older" on ages
% 4, 5, 6; not years 1987, 1990): "2 weeks after" on months is no
% reading.  Otherwise
% zt_compare(Word, Candidates) is thrown (no reading, or more than one).
'$zt_compared'(Ctx, Unit, Hints, Word, Attr, Scale) :-
    Ctx = ctx(_, _, Ordered, _, _),
    findall(A-K, member(ordered(A, K, _), Ordered), All),
    (   Unit \== none,
        findall(A-S, ( member(A-K, All), once('$zt_unit_scale'(Ctx, Unit, A-K, S)) ), ByUnit),
        ByUnit \== []
    ->  (   Unit == year,             % "5 years older": ages count years too
            member(Age-plain, All), '$zt_name_fits'(age, Age),
            \+ memberchk(Age-_, ByUnit)
        ->  Cands = [Age-1|ByUnit]
        ;   Cands = ByUnit
        )
    ;   Hints \== [],
        '$zt_by_hints'(Ctx, Hints, All, ByHint), ByHint \== [],
        (   Unit == none
        ->  true
        ;   forall(member(A-K, ByHint), ( K == plain, \+ '$zt_calendar'(Ctx, A) ))
        )
    ->  findall(A-1, member(A-_, ByHint), Cands)
    ;   Unit == none, Hints == []
    ->  findall(A-1, member(A-_, All), Cands)
    ;   Cands = []
    ),
    (   Cands = [Attr-Scale]
    ->  true
    ;   pairs_keys(Cands, As),
        throw(zt_compare(Word, As))
    ).

% The categories the names of a comparative fit; "shorter" and "longer"
% fall back on a category of durations ("3 nights").
'$zt_by_hints'(Ctx, Hints, All, By) :-
    include('$zt_hint_fits'(Ctx, Hints), All, By0),
    (   By0 == [],
        memberchk(kind(duration), Hints)
    ->  include('$zt_duration_kind', All, By)
    ;   By0 == [],
        '$zt_ranking_hints'(Hints),
        '$zt_the_result_attr'(Ctx, R, _)
    ->  By = [R]
    ;   By = By0
    ).

% Hints of a place in a ranking ("ahead of", "the winner").
'$zt_ranking_hints'(Hints) :-
    member(H, Hints), memberchk(H, [rank, place, placing, finish]),
    !.

% '$zt_result_attr'(+Ctx, +Attr-Kind, -Best): with no ranking, a contest's
% places follow its result: the least time (a race, "48:15", "11.02 s")
% or strokes, the most points, goals, votes or marks.  "Finished ahead
% of" and "the winner" are read on the one such category, never on two.
'$zt_result_attr'(Ctx, A-Kind, Best) :-
    (   Kind = unit(U), memberchk(U, [second, minute, hour, stroke])
    ->  Best = min
    ;   '$zt_name_fits'(score, A), '$zt_golf'(Ctx)   % golf: the fewest
    ->  Best = min
    ;   ( Kind = unit(U) ; memberchk(Kind, [plain, percent]), U = none ),
        (   memberchk(U, [point, goal, vote, mark, run])
        ;   member(W, [point, score, goal, vote, share, mark, run, lift, jump,
                       throw]),
            '$zt_name_fits'(W, A)
        )
    ->  Best = max
    ),
    \+ '$zt_ranking_attr'(Ctx).

% A golf puzzle: a category of golfers, strokes, courses or holes.
'$zt_golf'(ctx(Attrs, _, _, _, _)) :-
    member(attr(A, _, _, _), Attrs),
    member(W, [golfer, golf, stroke, course, hole]),
    '$zt_name_fits'(W, A),
    !.

% The one category of results there is.
'$zt_the_result_attr'(Ctx, A-K, Best) :-
    Ctx = ctx(_, _, Ordered, _, _),
    findall(A0-K0-B0, ( member(ordered(A0, K0, _), Ordered),
                        '$zt_result_attr'(Ctx, A0-K0, B0) ), [A-K-Best]).

'$zt_ranking_attr'(ctx(_, _, Ordered, _, _)) :-
    member(ordered(A, _, _), Ordered),
    member(W, [rank, place, placing, finish, position]),
    '$zt_name_fits'(W, A),
    !.

'$zt_duration_kind'(_-unit(U)) :-
    memberchk(U, [second, minute, hour, day, night, week, month, year]).

% A word for a unit: a common one, a unit counting places in an order,
% an ordered attribute's unit, or its name ("3 points more").
'$zt_known_unit'(_, U) :-
    '$zt_common_unit'(U),
    !.
'$zt_known_unit'(_, U) :-
    '$zt_position_unit'(U),
    !.
'$zt_known_unit'(ctx(_, _, Ordered, _, _), U) :-
    member(ordered(A, Kind, _), Ordered),
    (   Kind == unit(U)
    ->  true
    ;   '$zt_name_fits'(U, A)
    ->  true
    ;   Kind = unit(U2),                % "1 km" on "500 m, 1 km, ..."
        '$zebra_unit_measure'(U, M, _),
        '$zebra_unit_measure'(U2, M, _)
    ),
    !.

'$zt_common_unit'(U) :-
    memberchk(U, [year, month, week, day, night, hour, minute, second, decade,
                  dollar, cent, point, goal, run, foot, inch, metre, meter,
                  centimetre, mile, kilometre, kilometer, pound, kilogram,
                  gram, percent, degree, vote, page, ticket, medal, mark,
                  people, person, employee, worker, staff]).

% The nouns that count steps along an order ("two performances after",
% "three places behind"): one step is one place of an order (ordinals
% 1st, 2nd, ..., or a category named order, turn, slot, ... numbered
% 1, 2, 3, ...); a noun that names a category ("two floors above",
% "seats") counts its places only.
'$zt_position_unit'(U) :-
    memberchk(U, [house, floor, seat, place, position, spot, slot, lane,
                  round, turn, performance, act, step, stop, rank, level,
                  storey, story, room, locker, booth, stall, space, row, heat,
                  door, stage, game, match, race, show, talk, song, piece,
                  appointment, session, event]).

% '$zt_unit_scale'(+Ctx, +Unit, +Attr-Kind, -Scale): Unit measures Attr,
% one Unit being Scale of its numbers.
% '$zt_scaled'(+Amount, +Scale, -D): the amount of a clue in the numbers
% of a category: whole, or a decimal ('0.7' seconds on a category of
% tenths is 7); a decimal the category cannot hold is no reading.
'$zt_scaled'(K, Scale, D) :-
    (   integer(K)
    ->  D is K*Scale
    ;   '$zt_decimal'(K, N, Places),
        Den is 10^Places,
        N*Scale mod Den =:= 0,
        D is N*Scale // Den
    ).

% A category of decimals counts in its last place: "$1.25, ..." counts
% cents, so $1 is 100 and 25 cents 25.
'$zt_unit_scale'(Ctx, U, A-K, S) :-
    '$zt_places'(Ctx, A, P),
    (   U == cent, K == money
    ->  ( P =:= 2 -> true ; '$zt_counts_cents'(Ctx, A) ), S = 1
    ;   '$zt_unit_scale0'(Ctx, U, A-K, S0),
        S is S0 * 10^P
    ).

% A category of money counts in cents when its values mix pounds and
% pence ("85p, £1.20": 85 and 120).
'$zt_counts_cents'(ctx(Attrs, _, _, _, _), A) :-
    memberchk(attr(A, _, _, Values), Attrs),
    maplist([value(V, _, _), V]>>true, Values, Vs),
    '$zebra_ordered_values'(Vs, amount([U])),
    '$zt_money_unit'(U), '$zt_unit_stem'(U, cent).

'$zt_money_unit'(U) :-
    memberchk(U, [p, penny, pence, cent, '£', '€', euro, dollar]).

'$zt_unit_scale0'(_, '$', _-money, 1).
'$zt_unit_scale0'(_, dollar, _-money, 1).
'$zt_unit_scale0'(_, percent, _-percent, 1).
'$zt_unit_scale0'(_, point, _-percent, 1).       % percentage points
'$zt_unit_scale0'(_, U, _-Kind, Scale) :-
    '$zt_time_unit'(U, Kind, Scale).
'$zt_unit_scale0'(Ctx, U, A-plain, Scale) :-
    '$zt_calendar'(Ctx, A),
    '$zt_time_unit'(U, unit(year), Scale).
'$zt_unit_scale0'(_, U, _-unit(U), 1).
'$zt_unit_scale0'(_, U, _-unit(U2), Scale) :-   % "1 km farther" on "500 m,
    U \== U2,                                      % 1 km, ...": 1000 metres
    '$zebra_unit_measure'(U, M, F),
    '$zebra_unit_measure'(U2, M, F2),
    F mod F2 =:= 0,
    Scale is F // F2,
    !.
'$zt_unit_scale0'(_, U, _-unit(U2), 1) :-   % "3 more people" on "6 staff, ...",
    member(Same, [[people, person, employee, worker, staff, member],   % "3 degrees"
                  [degree, c, celsius], [degree, f, fahrenheit]]),    % on "-8°C"
    memberchk(U, Same), memberchk(U2, Same).
'$zt_unit_scale0'(_, U, A-_, 1) :-
    '$zt_name_fits'(U, A).
'$zt_unit_scale0'(Ctx, U, A-Kind, 1) :-
    '$zt_position_unit'(U),
    '$zt_order_attr'(Ctx, A-Kind),
    '$zt_consecutive'(Ctx, A).

% A category that is an order: named for one, or ordinals (1st, 2nd)
% not named for places ("Floors: first floor, ...").
'$zt_order_attr'(_, A-Kind) :-
    memberchk(Kind, [plain, ordinal]),
    member(W, [order, turn, slot, round, rank, position, place, sequence, heat]),
    '$zt_name_fits'(W, A),
    !.
'$zt_order_attr'(_, A-ordinal) :-
    \+ ( member(W, [seat, floor, lane, row, level, storey, story, stall, booth,
                    locker, room, house, door, space, spot, apartment, flat,
                    cabin, table, desk, bed]),
         '$zt_name_fits'(W, A) ).

% '$zt_time_unit'(?Unit, ?Kind, ?Scale): one Unit is Scale of the
% numbers of a category of Kind (clock times count minutes, dates days).
'$zt_time_unit'(minute, time, 1).
'$zt_time_unit'(minute, unit(minute), 1).
'$zt_time_unit'(hour, time, 60).
'$zt_time_unit'(hour, unit(minute), 60).
'$zt_time_unit'(hour, unit(hour), 1).
'$zt_time_unit'(day, weekday, 1).
'$zt_time_unit'(day, date, 1).
'$zt_time_unit'(day, unit(day), 1).
'$zt_time_unit'(week, date, 7).
'$zt_time_unit'(week, unit(day), 7).
'$zt_time_unit'(week, unit(week), 1).
'$zt_time_unit'(month, month, 1).
'$zt_time_unit'(month, unit(month), 1).
'$zt_time_unit'(year, unit(year), 1).
'$zt_time_unit'(decade, unit(year), 10).
'$zt_time_unit'(decade, unit(decade), 1).

% A category of years: bare numbers from 1000 to 2999.
'$zt_calendar'(ctx(_, _, Ordered, _, _), A) :-
    memberchk(ordered(A, plain, Pairs), Ordered),
    forall(member(N-_, Pairs), between(1000, 2999, N)).

% Years that date what a thing or person is (its age): "Birth years",
% "Year built", "Founded"; the older, the earlier.  Plain "Years" could
% be when someone joined or moved, which says nothing of age.
'$zt_birth_years'(Ctx, A) :-
    '$zt_calendar'(Ctx, A),
    atomic_list_concat(Parts, '_', A),
    member(P, Parts),
    memberchk(P, [born, birth, birthyear, built, founded, established,
                  constructed, erected, made, launched, vintage, opened]),
    !.

% '$zt_only_years'(+Ctx, +Attr): Attr is the puzzle's one category of
% years and no category is of ages: "older" and "the oldest" can then
% only mean an earlier year ("The white car is the oldest" on "Years:
% 2015, 2017, ...", "the oldest piece in the shop").
'$zt_only_years'(Ctx, A) :-
    '$zt_calendar'(Ctx, A),
    Ctx = ctx(_, _, Ordered, _, _),
    \+ ( member(ordered(A2, _, _), Ordered), A2 \== A, '$zt_calendar'(Ctx, A2) ),
    \+ ( member(ordered(A3, _, _), Ordered), '$zt_name_fits'(age, A3) ).

'$zt_name_fits'(Word, A) :-
    atomic_list_concat(Parts, '_', A),
    member(P, Parts),
    '$zt_singular_or_plural'(P, S),
    ( S == Word ; '$zt_unit_stem'(S, Word) ; '$zt_name_synonym'(S, Word) ),
    !.

% Category names that mean another: "Turning: 5, 6, ..." are ages.
'$zt_name_synonym'(turning, age).
'$zt_name_synonym'(aged, age).

'$zt_hint_fits'(Ctx, Hints, A-Kind) :-
    (   memberchk(attr(A0), Hints)
    ->  A == A0
    ;   '$zt_reverse_fits'(Ctx, Hints, A-Kind)
    ->  true
    ;   member(H, Hints),
        atom(H),
        '$zt_name_fits'(H, A)
    ->  true
    ;   memberchk(kind(calendar), Hints),
        '$zt_calendar'(Ctx, A)
    ->  true
    ;   memberchk(time, Hints),
        memberchk(Kind, [time, month, weekday, date])
    ->  true
    ;   memberchk('$', Hints),
        Kind == money
    ;   member(H, Hints),
        atom(H),
        '$zt_attr_dimension'(Ctx, A-Kind, H)
    ).

% '$zt_attr_dimension'(+Ctx, +Attr-Kind, ?Dimension): what the numbers
% of an ordered category measure, by their unit or kind, for a
% comparative whose names the category's own name does not fit ("Hana's
% tank is the largest" on "Tanks: 40 litres, ...", "the shortest book"
% on pages, "after" on rounds or legs of a race).
'$zt_attr_dimension'(_, _-unit(U), D) :-
    '$zt_unit_dimension'(U, Ds),
    memberchk(D, Ds).
'$zt_attr_dimension'(_, _-money, D) :-
    memberchk(D, [price, cost, fee]).
'$zt_attr_dimension'(Ctx, A-Kind, order) :-
    '$zt_order_attr'(Ctx, A-Kind).

'$zt_unit_dimension'(U, [size, volume, capacity]) :-
    memberchk(U, [litre, liter, l, gallon, ml, millilitre, milliliter, pint]).
'$zt_unit_dimension'(page, [length]).
'$zt_unit_dimension'(U, [size]) :-
    memberchk(U, [staff, employee, worker, people, person, member, seat]).
'$zt_unit_dimension'(U, [height, length, distance]) :-
    memberchk(U, [m, metre, meter, cm, centimetre, centimeter, foot, ft, inch,
                  mm, yard, yd]).
'$zt_unit_dimension'(U, [distance, length]) :-
    memberchk(U, [km, kilometre, kilometer, mile, mi]).
'$zt_unit_dimension'(U, [weight]) :-
    memberchk(U, [kg, kilogram, kilo, lb, pound, g, gram, ounce, oz, ton, tonne, stone]).
'$zt_unit_dimension'(U, [temperature]) :-
    memberchk(U, [c, f, degree, celsius, fahrenheit]).
'$zt_unit_dimension'(U, [speed]) :-
    memberchk(U, [mph, kph, kmh, knot]).
'$zt_unit_dimension'(U, [duration]) :-   % not time: "later", "more recent"
    memberchk(U, [second, minute, hour, sec, min, hr]).

% '$zt_reversed'(+Ctx, +Hints, +Attr, +Dir0, -Dir): the direction of a
% comparison on Attr.  A comparative whose hints have reverse(Name) goes
% the other way on an attribute it fits only by that name: "faster"
% is more speed but less time ("2 minutes faster than"), "older" more
% age but an earlier year.
'$zt_reversed'(Ctx, Hints, A, Dir0, Dir) :-
    Ctx = ctx(_, _, Ordered, _, _),
    (   memberchk(ordered(A, Kind, _), Ordered),
        \+ ( member(H, Hints), atom(H), '$zt_name_fits'(H, A) ),
        '$zt_reverse_fits'(Ctx, Hints, A-Kind)
    ->  '$zt_opposite'(Dir0, Dir)
    ;   Dir = Dir0
    ).

'$zt_reverse_fits'(Ctx, Hints, A-Kind) :-    % "ahead of" on points: more
    '$zt_ranking_hints'(Hints),
    \+ ( member(H, Hints), atom(H), '$zt_name_fits'(H, A) ),
    '$zt_the_result_attr'(Ctx, A-Kind, max),
    !.
'$zt_reverse_fits'(Ctx, Hints, A-Kind) :-
    member(reverse(H), Hints),
    (   H = kind(birth_year)
    ->  (   '$zt_birth_years'(Ctx, A)
        ->  true
        ;   memberchk(kind(thing_years), Hints),
            '$zt_only_years'(Ctx, A)
        )
    ;   '$zt_name_fits'(H, A)
    ;   H == time, Kind == time
    ;   Kind == unit(H)
    ),
    !.

% "Directly after" is the next value, read as 1 more only on a category
% whose numbers are consecutive (ranks, seats, years 1990..1993); on
% "21 minutes, 23 minutes, ..." or clock times it is not read.
'$zt_consecutive'(ctx(_, _, Ordered, _, _), A) :-
    memberchk(ordered(A, _, Pairs), Ordered),
    pairs_keys(Pairs, Ns0),
    msort(Ns0, [N0|Ns]),
    foldl([N, P0, N]>>(N =:= P0 + 1), Ns, N0, _).

'$zt_opposite'(more, less).
'$zt_opposite'(less, more).
'$zt_opposite'(max, min).
'$zt_opposite'(min, max).

% House puzzle or grid: '$zt_kind'(+Ctx, +Raws, +Questions, -Houses).  A
% house puzzle when a clue or question says house(s) or street (not a
% category named Houses); when a clue places one entity beside another
% (left of, next to, between) and no category is one of places; when a
% clue has a position and no category is ordered (the positions can
% only be a row); or when there is no clue at all.  Otherwise grid(N),
% each positional clue being about an ordered category ('$zt_place'/4):
% an order word ("finished last") with times makes no row of houses.
'$zt_kind'(Ctx, Raws, QSentences, Houses) :-
    Ctx = ctx(_, Count, Ordered, _, AttrWords),
    (   Raws == []
    ->  Houses = Count
    ;   ( member(raw(_, Words), Raws) ; member(s(_, _, Codes), QSentences),
                                        '$zt_tokens'(Codes, Words) ),
        member(W, Words), memberchk(W, [house, houses, street]),
        \+ memberchk(W-_, AttrWords)   % not a category named Houses
    ->  Houses = Count
    ;   Ordered == [],
        member(raw(T, _), Raws), '$zt_positional'(T)
    ->  Houses = Count
    ;   '$zt_place_attrs'(Ctx, []),
        member(raw(T, _), Raws),
        sub_term(S, T), compound(S), '$zt_positional_term'(S, place)
    ->  Houses = Count
    ;   Houses = grid(Count)
    ).

% The ordered categories named for places (seats, floors, lockers).
'$zt_place_attrs'(ctx(Attrs, _, Ordered, _, _), Places) :-
    findall(A, ( member(ordered(A, _, _), Ordered),
                 memberchk(attr(A, _, Ws, _), Attrs),
                 once(( member(W, Ws), '$zt_singular_or_plural'(W, Sg),
                        '$zt_position_like'(Sg) )) ),
            Places).

% The words that put a clue's order in time.
'$zt_temporal_words'(Words) :-
    member(W, Words),
    (   memberchk(W, [opened, opens, closed, closes, began, begins, started,
                      starts, ended, finished, finishes, came, comes, arrived,
                      arrives, performed, performs, went, goes,
                      departed, departs, earliest, latest, day, week, month,
                      visited, toured, played, held, shown, hosted, opened,
                      year, morning, afternoon, evening, night, weekend])
    ;   '$zt_event_noun'(W)
    ),
    !.

'$zt_temporal_attr'(Ctx, A-Kind) :-
    (   memberchk(Kind, [time, date, month, weekday])
    ->  true
    ;   Kind = unit(U),
        memberchk(U, [second, minute, hour, day, night, week, month, year]),
        \+ '$zt_name_fits'(age, A)           % "24 years old": no time
    ->  true
    ;   '$zt_order_attr'(Ctx, A-Kind)
    ).

'$zt_position_like'(W) :-
    memberchk(W, [seat, floor, position, place, spot, slot, lane, row, rank,
                  level, storey, story, stall, booth, locker, order, room,
                  house, door, turn, round, plot, bay, berth, pew, pitch,
                  cubicle, pen, kennel, cage, stand, desk, table, bed, cabin,
                  platform, gate, pier, dock, box, shelf]).

'$zt_positional'(T) :-
    sub_term(S, T),
    compound(S),
    '$zt_positional_term'(S, _),
    !.

% '$zt_positional_term'(+Term, -Sort): a positional term, Sort order
% (first, last, ends, middle, between: any ordered category can say it)
% or place (left, right, next to, houses apart: a category of places).
'$zt_positional_term'(S, Sort) :-
    functor(S, F, _),
    (   memberchk(F, [at, not_at, at_end, not_at_end, between])
    ->  Sort = order
    ;   memberchk(F, [less, greater]),
        arg(1, S, house)
    ->  Sort = order
    ;   memberchk(F, [left_of, right_of, somewhere_left_of, somewhere_right_of,
                      next_to, not_next_to, one_between, two_between])
    ->  Sort = place
    ;   memberchk(F, [distance, diff]),
        arg(1, S, house)
    ->  Sort = place
    ).

% '$zt_place'(+Ctx, +Houses, +N-Sentence, +Raw, -Clue)
'$zt_place'(Ctx, Houses, N-s(Text, _, _), raw(T, Words), T) :-
    integer(Houses),
    !,
    (   '$zt_positional'(T),                % "finished last": houses or times?
        \+ ( sub_term(S, T), compound(S), '$zt_positional_term'(S, place) ),
        '$zt_temporal_words'(Words),
        Ctx = ctx(_, _, Ordered, _, _),
        findall(A, ( member(ordered(A, K, _), Ordered),
                     '$zt_temporal_attr'(Ctx, A-K) ), Times),
        Times \== []
    ->  '$zt_error'(comparison(N, Text, position, [house|Times]))
    ;   true
    ).
'$zt_place'(Ctx, grid(_), N-s(Text, _, _), raw(T0, Words), T) :-
    (   '$zt_positional'(T0)
    ->  '$zt_position_attr'(Ctx, T0, Words, P, Cands),
        (   P == none
        ->  '$zt_error'(comparison(N, Text, position, Cands))
        ;   Ctx = ctx(_, _, Ordered, _, _),
            memberchk(ordered(P, K, _), Ordered),
            '$zt_result_attr'(Ctx, P-K, max)    % "came last" on points:
        ->  (   '$zt_ranking_verb'(Words),      % the fewest
                '$zt_ranked'(Ctx, T0, T1)
            ->  '$zt_grid_clue'(Ctx, P, T1, T)
            ;   '$zt_error'(comparison(N, Text, position, [P]))
            )
        ;   '$zt_grid_clue'(Ctx, P, T0, T)
        )
    ;   T = T0
    ).

% A place in a ranking said of a category of results where more is
% better (points): first is the most.
'$zt_ranking_verb'(Words) :-
    member(W, Words),
    memberchk(W, [came, come, comes, coming, finished, finish, finishes,
                  finishing, placed, place, ended, end, ends, ranked]),
    !.

'$zt_ranked'(ctx(_, N, _, _, _), T0, T) :-
    '$zt_ranked1'(N, T0, T).

'$zt_ranked1'(N, at(X, K), at(X, K1)) :- !, integer(K), K1 is N + 1 - K.
'$zt_ranked1'(N, not_at(X, K), not_at(X, K1)) :- !, integer(K), K1 is N + 1 - K.
'$zt_ranked1'(_, at_end(X), at_end(X)) :- !.
'$zt_ranked1'(_, not_at_end(X), not_at_end(X)) :- !.
'$zt_ranked1'(_, between(X, Y, Z), between(X, Y, Z)) :- !.
'$zt_ranked1'(_, less(house, X, Y), greater(house, X, Y)) :- !.
'$zt_ranked1'(_, greater(house, X, Y), less(house, X, Y)) :- !.
'$zt_ranked1'(N, C0, C) :-
    compound(C0),
    C0 =.. [F|Args0],
    memberchk(F, [and, not, or, xor]),
    !,
    maplist('$zt_ranked1'(N), Args0, Args),
    C =.. [F|Args].
'$zt_ranked1'(_, C, C) :-
    \+ '$zt_positional'(C).

% '$zt_position_attr'(+Ctx, +Clue, +Words, -Attr, -Candidates): the
% ordered category a grid puzzle's positional clue is about.  A clue
% that speaks of time ("of the day", "opened the recital", "finished
% last") is about an order in time: times, dates, months, weekdays,
% durations, ordinals or a category named for an order.  Otherwise it
% is about the category whose name is a place (seats, floors, lockers,
% order); else, for order words only (first, last, ends, between), the
% only ordered category.  Words of adjacency (next to, directly left
% of, two floors apart) need one numbered 1, 2, 3, ...  Attr is none
% when no one category fits; Candidates then are those that could.
'$zt_position_attr'(Ctx, Clue, Words, Attr, Cands) :-
    Ctx = ctx(_, _, Ordered, _, _),
    findall(Sort, ( sub_term(S, Clue), compound(S), '$zt_positional_term'(S, Sort) ), Sorts),
    '$zt_place_attrs'(Ctx, Places),
    (   '$zt_temporal_words'(Words)
    ->  findall(A, ( member(ordered(A, K, _), Ordered),
                     '$zt_temporal_attr'(Ctx, A-K) ), Cands00)
    ;   Places \== []                  % places, or an order in time as well
    ->  findall(A, ( \+ memberchk(place, Sorts),         % ("the last of the
                     member(ordered(A, K, _), Ordered),   % four" with rooms
                     \+ memberchk(A, Places),             % and periods; not
                     (   memberchk(K, [time, date, month, weekday])  % "left of")
                     ;   '$zt_order_attr'(Ctx, A-K)
                     ) ),
                Others),
        append(Places, Others, Cands00)
    ;   memberchk(place, Sorts)
    ->  Cands00 = []
    ;   findall(A, member(ordered(A, _, _), Ordered), Cands00)
    ),
    (   '$zt_ranking_verb'(Words),         % "Bakshi won", "came last": a
        '$zt_the_result_attr'(Ctx, R-_, _),  % place in the results too
        \+ memberchk(R, Cands00)
    ->  Cands0 = [R|Cands00]
    ;   Cands0 = Cands00
    ),
    (   Cands0 = [_, _|_],              % "the end seats": the one named
        Ctx = ctx(_, _, _, _, AttrWords),
        findall(A, ( member(A, Cands0), member(W, Words), memberchk(W-A, AttrWords) ), Named0),
        sort(Named0, [Named])
    ->  Cands1 = [Named]
    ;   Cands1 = Cands0
    ),
    (   Cands1 = [A1],
        (   memberchk(place, Sorts)
        ->  '$zt_consecutive'(Ctx, A1)
        ;   true
        )
    ->  Attr = A1, Cands = Cands1
    ;   Attr = none,
        (   Cands1 = [_]
        ->  Cands = []
        ;   Cands = Cands1
        )
    ).

'$zt_grid_clue'(Ctx, P, C0, C) :-
    '$zt_grid_clue1'(Ctx, P, C0, C1),
    !,
    C = C1.
'$zt_grid_clue'(Ctx, P, C0, C) :-
    compound(C0),
    C0 =.. [F|Args0],
    memberchk(F, [and, not, or, xor]),
    !,
    maplist('$zt_grid_clue'(Ctx, P), Args0, Args),
    C =.. [F|Args].
'$zt_grid_clue'(_, _, C, C).

'$zt_grid_clue1'(_, P, left_of(X, Y), diff(P, X, Y, -1)).
'$zt_grid_clue1'(_, P, right_of(X, Y), diff(P, X, Y, 1)).
'$zt_grid_clue1'(_, P, somewhere_left_of(X, Y), less(P, X, Y)).
'$zt_grid_clue1'(_, P, somewhere_right_of(X, Y), greater(P, X, Y)).
'$zt_grid_clue1'(_, P, next_to(X, Y), distance(P, X, Y, =, 1)).
'$zt_grid_clue1'(_, P, not_next_to(X, Y), not(distance(P, X, Y, =, 1))).
'$zt_grid_clue1'(_, P, distance(house, X, Y, Op, D), distance(P, X, Y, Op, D)).
'$zt_grid_clue1'(_, P, diff(house, X, Y, D), diff(P, X, Y, D)).
'$zt_grid_clue1'(_, P, less(house, X, Y), less(P, X, Y)).
'$zt_grid_clue1'(_, P, greater(house, X, Y), greater(P, X, Y)).
'$zt_grid_clue1'(Ctx, P, at(X, K), same(X, P=V)) :- '$zt_nth_value'(Ctx, P, K, V).
'$zt_grid_clue1'(Ctx, P, not_at(X, K), not_same(X, P=V)) :- '$zt_nth_value'(Ctx, P, K, V).
'$zt_grid_clue1'(Ctx, P, at_end(X), or(same(X, P=V1), same(X, P=VN))) :-
    Ctx = ctx(_, N, _, _, _),
    '$zt_nth_value'(Ctx, P, 1, V1), '$zt_nth_value'(Ctx, P, N, VN).
'$zt_grid_clue1'(Ctx, P, not_at_end(X), and(not_same(X, P=V1), not_same(X, P=VN))) :-
    Ctx = ctx(_, N, _, _, _),
    '$zt_nth_value'(Ctx, P, 1, V1), '$zt_nth_value'(Ctx, P, N, VN).
'$zt_grid_clue1'(_, P, between(X, Y, Z),
                 or(and(less(P, X, Y), less(P, Y, Z)), and(less(P, Z, Y), less(P, Y, X)))).

% The K-th value of an ordered category, smallest first.
'$zt_nth_value'(ctx(_, _, Ordered, _, _), P, K, V) :-
    memberchk(ordered(P, _, Pairs), Ordered),
    keysort(Pairs, Sorted),
    nth1(K, Sorted, _-V).


                /*******************************
                *   QUESTIONS                  *
                *******************************/

% '$zt_question'(+Ctx, +ClueTokens, +N-Sentence, -Question): the
% question read, question(Text, Q), or question(Text, unread(E)) when it
% cannot be read, E the error naming it.  library(zebra) decides what an
% unread question does (zebra_read/3: an error, or reported after the
% solution); it is never dropped silently.
'$zt_question'(Ctx, Heads, ClueTokens, NS, Question) :-
    NS = _-s(Text, _, _),
    catch('$zt_read_question'(Ctx, Heads, ClueTokens, NS, Question),
          error(zebra_error(E), _),
          Question = question(Text, unread(E))).

% '$zt_split_question'(+Ctx, +Sentence, -Questions, ?Tail): a question
% that asks two things ("What did Mr Hale buy, and how much did he
% pay?") is two questions, the second's pronoun standing for the one
% value the first names ("How much did Mr Hale pay?").  A second part
% whose pronoun has no such value is left whole, and refused.
'$zt_split_question'(Ctx, S, Qs, Tail) :-
    S = s(_, End, Codes),
    is_list(Codes),
    append(C1, [0',, 0' , 0'a, 0'n, 0'd, 0' |Second0], Codes),
    atom_codes(A2, Second0),
    split_string(A2, " ", "", [Wh|_]),
    string_lower(Wh, WhL),
    memberchk(WhL, ["what", "how", "where", "who", "which", "when", "whose"]),
    '$zt_tokens'(C1, T1),
    '$zt_items'(Ctx, question, T1, Items1, _),
    findall(V, member(v(_, V), Items1), [Value]),
    !,
    format(atom(ValueText), "~w", [Value]),
    atom_codes(ValueText, VCodes),
    '$zt_replace_pronouns'(Second0, VCodes, Second1),
    Second1 = [F|R], code_type(F, to_lower(U)),
    Second = [U|R],
    append(C1, [0'?], Q1), append(Second, [0'?], Q2),
    atom_codes(Text1, Q1), atom_codes(Text2, Q2),
    Qs = [s(Text1, End, C1), s(Text2, End, Second)|Tail].
'$zt_split_question'(_, S, [S|Tail], Tail).

'$zt_replace_pronouns'(Codes0, Value, Codes) :-
    atom_codes(A, Codes0),
    split_string(A, " ", "", Words0),
    foldl('$zt_pronoun_word'(Value), Words0, Words1, first, _),
    exclude(==(""), Words1, Words2),
    (   append(Words, [P], Words2),             % "charge for [it]"
        memberchk(P, ["for", "with", "on", "about", "at", "to", "in"])
    ->  true
    ;   Words = Words2
    ),
    atomic_list_concat(Words, ' ', A1),
    atom_codes(A1, Codes).

% The first pronoun is the value; a later one ("what did she charge for
% it?") is the thing asked about, and dropped with its preposition.
'$zt_pronoun_word'(Value, W0, W, State0, State) :-
    string_lower(W0, L),
    (   memberchk(L, ["he", "she", "him", "her", "they", "them", "it"])
    ->  (   State0 == first
        ->  string_codes(W, Value), State = done
        ;   W = "", State = State0
        )
    ;   memberchk(L, ["his", "hers", "their", "its"]), State0 == first
    ->  string_codes(V, Value), string_concat(V, "'s", W), State = done
    ;   W = W0, State = State0
    ).

% '$zt_grid_where'(+Ctx, +Houses, +Question0, -Question): "Where did the
% Abbotts have their picnic?" in a grid puzzle asks for the category of
% places (parks, cities, rooms), when there is exactly one.
'$zt_grid_where'(Ctx, grid(_), question(Text, where(X)), question(Text, Q)) :-
    !,
    Ctx = ctx(Attrs, _, _, _, _),
    (   findall(A, ( member(attr(A, _, Ws, _), Attrs),
                     member(W, Ws),
                     '$zt_singular'(W, Sg),
                     memberchk(Sg, [park, city, town, country, destination, place,
                                    location, venue, room, hotel, island, beach,
                                    restaurant, school, street, state, garden, lake,
                                    resort, shop, store, station, airport, campsite,
                                    site, village, office, platform, stall, table,
                                    county, region, continent, address, home,
                                    neighbourhood, neighborhood, house, spot]) ),
                 As0),
        sort(As0, [A1]),
        X = (XA=_), XA \== A1
    ->  Q = what(A1, X)
    ;   Q = unread(question(Text, []))
    ).
'$zt_grid_where'(Ctx, grid(_), question(Text, who(X)), question(Text, what(A, X))) :-
    X = (XA=_),                      % "Who wrote Wren's Nest?": the author,
    Ctx = ctx(Attrs, _, _, _, _),    % not the book itself
    findall(A0, ( member(attr(A0, _, _, _), Attrs), A0 \== XA,
                  '$zt_category_kind'(Ctx, A0, person, _) ), As),
    (   As = [A]
    ->  true
    ;   As == [],
        findall(A0, ( member(attr(A0, _, _, _), Attrs), A0 \== XA,
                      '$zt_category_kind'(Ctx, A0, own(_), true) ), [A])
    ),
    !.
'$zt_grid_where'(_, _, Q, Q).

'$zt_read_question'(_, _, _, _-s(Start, _, too_long(Length)), _) :-
    !,
    '$zt_max_line'(Max),
    '$zt_error'(question_too_long(Start, Length, Max)).
'$zt_read_question'(Ctx, Heads, ClueTokens, N-s(Text, _, Codes), question(Text, Q)) :-
    '$zt_tokens'(Codes, Tokens0),
    '$zt_topic_about'(Tokens0, Tokens1),
    (   ( memberchk(won, Tokens1) ; memberchk(wins, Tokens1) )
    ->  Tokens2 = Tokens1                 % "Who won?": '$zt_rank_question'/3
    ;   '$zt_rewrite'(Ctx, Tokens1, Tokens2)
    ),
    Ctx = ctx(_, _, _, _, AttrWords),
    exclude([T]>>( memberchk(T, Heads), \+ memberchk(T-_, AttrWords) ),
            Tokens2, Tokens),                             % "the Bristol train"
    '$zt_items'(Ctx, question, Tokens, Items00, Unknown0),
    '$zt_question_verb'(Items00, Unknown0, Items0, Unknown),
    exclude([I]>>memberchk(I, [kw(of), kw(number)]), Items0, Items),
    (   Unknown == [],
        catch(phrase('$zt_query'(Ctx, Q), Items), zt_compare(_, _), fail)
    ->  true
    ;   (   Unknown = [W],                    % "Who talked about the diary?"
            '$zt_clue_verb'(Ctx, ClueTokens, any, W, _)
        ->  true
        ;   Unknown = [_, _|_],               % "Where did Dana get married?"
            append(Front, _, Tokens),         % with "get married" in a clue
            append(_, Unknown, Front),
            member(CTs, ClueTokens),
            append(CFront, _, CTs), append(_, Unknown, CFront)
        ),
        exclude([I]>>( I = unknown(U), memberchk(U, Unknown) ), Items, Items1),
        catch(phrase('$zt_query'(Ctx, Q0), Items1), zt_compare(_, _), fail)
    ->  Q = Q0
    ;   '$zt_rank_question'(Ctx, Tokens, Q0)
    ->  Q = Q0
    ;   '$zt_verb_question'(Ctx, ClueTokens, Tokens, Q0)
    ->  Q = Q0
    ;   Unknown \== []
    ->  '$zt_suggestions'(Ctx, Unknown, Suggestions),
        '$zt_error'(question(N, Text, Unknown, Suggestions))
    ;   member(W, Tokens), '$zt_winner_word'(W)     % "Who won?" with no ranking
    ->  '$zt_error'(question(N, Text, [W], []))
    ;   '$zt_error'(question(Text, []))
    ).

% '$zt_rank_question'(+Ctx, +Tokens, -Q): "Which dog won?", "Who came
% third?", "Who finished last?": the question names no value, only a
% place in a ranking.  "won" (wins, winner, champion) is the first
% place of the one ordered category named for a ranking (rank, place,
% finish, ...); an ordinal or "last" is that place of the one ordered
% position-like category.  Anything else (no such category, or two)
% leaves the question unread.
'$zt_rank_question'(Ctx, Tokens, Q) :-
    (   select(W, Tokens, Rest), '$zt_winner_word'(W),
        '$zt_no_value'(Ctx, Rest)
    ->  Place = 1, Names = [rank, place, placing, finish, position, standing,
                            result, ranking]
    ;   Names = any, Rest = Tokens
    ),
    '$zt_items'(Ctx, question, Rest, Items, []),
    exclude(==(kw(of)), Items, Items1),
    (   Names == any
    ->  append(Ask, [Where], Items1),
        (   Where = pos(Place) -> true ; Where == kw(last), Place = last )
    ;   Ask = Items1
    ),
    (   Ask = [kw(who)] -> Q = who(R=V)
    ;   Ask = [kw(what), attr(A)] -> Q = what(A, R=V)
    ),
    Ctx = ctx(Attrs, Count, Ordered, _, _),
    findall(R0, ( member(ordered(R0, _, _), Ordered),
                  member(attr(R0, _, Ws, _), Attrs),
                  member(W0, Ws), '$zt_singular_or_plural'(W0, S),
                  (   Names == any -> '$zt_position_like'(S) ; memberchk(S, Names) ) ),
            Rs0),
    (   sort(Rs0, [R])
    ->  (   Place == last -> K = Count ; K = Place )
    ;   Rs0 == [], Names \== any,            % "Which team won?" on points:
        '$zt_the_result_attr'(Ctx, R-_, Best)                 % the most
    ->  (   Best == min -> K = 1 ; K = Count )
    ),
    R \== A,
    '$zt_nth_value'(Ctx, R, K, V).

'$zt_winner_word'(W) :-
    memberchk(W, [won, wins, win, winner, champion]).

'$zt_no_value'(Ctx, Tokens) :-
    \+ ( append(_, T, Tokens), T \== [], '$zt_match'(Ctx, T, _, v(_, _), _) ).

% A question may also use a verb the reader does not know when the clues
% use it before a value ("Who talked about the diary?" after "Dmitri
% talked about neither the memoir nor the atlas"): every clue was read
% with it as the pairing of the rows (or the puzzle was refused), so the
% question is read so too.
%
% '$zt_verb_question'(+Ctx, +ClueTokens, +Tokens, -Q): "What does Nils
% study?", "What did Ross sell?": the category asked for is the one the
% verb takes its object from, learned from the clues (a clue where a
% form of the verb is followed by a value: "Mina studies chemistry"),
% else from the category names (a category named by the verb itself,
% "Drinks" for drink, or one of the verb's usual objects, '$zt_verb_object'/2:
% "Subjects" for study).  One category, or the question is unread.
'$zt_verb_question'(Ctx, ClueTokens, Tokens, what(A, X)) :-
    Tokens = [what, Aux|Rest],
    memberchk(Aux, [does, did, do, will]),
    append(NPTokens, [Verb], Rest),
    atom(Verb),
    \+ '$zt_refused_word'(Verb),
    '$zt_items'(Ctx, question, NPTokens, Items, []),
    phrase('$zt_np'(Ctx, X), Items),
    (   '$zt_verb_category'(Ctx, ClueTokens, Verb, A)
    ->  true
    ;   '$zt_verb_hint'(Verb, Hints),           % "What did Hattie charge?"
        catch('$zt_compared'(Ctx, none, Hints, how, A, _), zt_compare(_, _), fail)
    ),
    X \= (A=_).

'$zt_verb_category'(Ctx, ClueTokens, Verb, A) :-
    findall(A0, '$zt_clue_verb'(Ctx, ClueTokens, direct, Verb, A0), As0),
    sort(As0, As),
    (   As = [A]
    ->  true
    ;   As == [],
        Ctx = ctx(Attrs, _, _, _, _),
        findall(A0, ( member(attr(A0, _, Ws, _), Attrs),
                      member(W0, Ws), '$zt_singular_or_plural'(W0, S),
                      (   '$zt_same_verb'(S, Verb)
                      ;   '$zt_lemma'(Verb, L), '$zt_verb_object'(L, S)
                      ) ),
                As1),
        sort(As1, [A])
    ).

% '$zt_clue_verb'(+Ctx, +ClueTokens, +How, +Verb, -Attr): a clue has a
% form of Verb before a value of Attr: its direct object (How direct:
% "sold the lamp", not "sold for $10"), or any (after a preposition).
'$zt_clue_verb'(Ctx, ClueTokens, How, Verb, A) :-
    member(Ts0, ClueTokens),
    '$zt_topic_about'(Ts0, Ts),
    append(_, [W|After0], Ts), atom(W),
    '$zt_same_verb'(W, Verb),
    '$zt_object_start'(How, After0, After),
    '$zt_match'(Ctx, After, _, v(A, _), _).

% The object after a verb: "the atlas", "on Wednesday", "neither the
% memoir nor ...".
'$zt_object_start'(How, Ts0, Ts) :-
    (   Ts0 = [W|Ts1],
        (   memberchk(W, [the, a, an, neither, either])
        ;   How == any, memberchk(W, [on, in, at, from, to, for])
        )
    ->  '$zt_object_start'(How, Ts1, Ts)
    ;   Ts = Ts0
    ).

% Two forms of one verb: "studies" and "study", "sold" and "sell".
'$zt_same_verb'(W, V) :-
    '$zt_lemma'(W, L),
    '$zt_lemma'(V, L),
    !.

% '$zt_lemma'(+Word, -Lemma): the stems a verb form may have (more than
% one: "studies" gives study and studie; only a shared one matters).
'$zt_lemma'(W, L) :-
    '$zt_irregular_verb'(L, Forms),
    memberchk(W, Forms).
'$zt_lemma'(W, W).
'$zt_lemma'(W, L) :-
    member(Suffix-Add, [ies-y, ied-y, es-'', s-'', ed-'', d-'', ing-'', ing-e]),
    atom_concat(S, Suffix, W),
    atom_length(S, N), N > 1,
    atom_concat(S, Add, L).

'$zt_irregular_verb'(sell, [sold]).
'$zt_irregular_verb'(buy, [bought]).
'$zt_irregular_verb'(teach, [taught]).
'$zt_irregular_verb'(bring, [brought]).
'$zt_irregular_verb'(eat, [ate, eaten]).
'$zt_irregular_verb'(drink, [drank, drunk]).
'$zt_irregular_verb'(drive, [drove, driven]).
'$zt_irregular_verb'(write, [wrote, written]).
'$zt_irregular_verb'(ride, [rode, ridden]).
'$zt_irregular_verb'(wear, [wore, worn]).
'$zt_irregular_verb'(win, [won]).
'$zt_irregular_verb'(grow, [grew, grown]).
'$zt_irregular_verb'(choose, [chose, chosen]).
'$zt_irregular_verb'(sing, [sang, sung]).
'$zt_irregular_verb'(speak, [spoke, spoken]).
'$zt_irregular_verb'(keep, [kept]).
'$zt_irregular_verb'(make, [made]).
'$zt_irregular_verb'(take, [took, taken]).
'$zt_irregular_verb'(give, [gave, given]).
'$zt_irregular_verb'(get, [got, gotten]).
'$zt_irregular_verb'(have, [has, had]).
'$zt_irregular_verb'(fly, [flew, flown]).
'$zt_irregular_verb'(build, [built]).
'$zt_irregular_verb'(pay, [paid]).
'$zt_irregular_verb'(find, [found]).
'$zt_irregular_verb'(bake, [baked]).
'$zt_irregular_verb'(draw, [drew, drawn]).
'$zt_irregular_verb'(read, [read]).
'$zt_irregular_verb'(run, [ran]).
'$zt_irregular_verb'(swim, [swam, swum]).
'$zt_irregular_verb'(throw, [threw, thrown]).
'$zt_irregular_verb'(hold, [held]).
'$zt_irregular_verb'(lead, [led]).
'$zt_irregular_verb'(send, [sent]).
'$zt_irregular_verb'(spend, [spent]).
'$zt_irregular_verb'(lend, [lent]).
'$zt_irregular_verb'(study, [studied, studies]).

% '$zt_verb_object'(Verb, Noun): the things a verb's object usually is,
% as a category is named.
'$zt_verb_object'(study, N) :- memberchk(N, [subject, major, course, field, degree]).
'$zt_verb_object'(teach, N) :- memberchk(N, [subject, course, class]).
'$zt_verb_object'(sell, N) :- memberchk(N, [item, product, good, ware]).
'$zt_verb_object'(buy, N) :- memberchk(N, [item, product, purchase, gift]).
'$zt_verb_object'(eat, N) :- memberchk(N, [food, dish, meal, snack, dessert, fruit]).
'$zt_verb_object'(order, N) :- memberchk(N, [dish, meal, entree, dessert, food]).
'$zt_verb_object'(play, N) :- memberchk(N, [instrument, sport, game]).
'$zt_verb_object'(drive, N) :- memberchk(N, [car, vehicle]).
'$zt_verb_object'(wear, N) :- memberchk(N, [costume, outfit, shirt, hat, dress]).
'$zt_verb_object'(grow, N) :- memberchk(N, [vegetable, flower, plant, crop, fruit]).
'$zt_verb_object'(read, N) :- memberchk(N, [book, magazine, genre, newspaper]).
'$zt_verb_object'(write, N) :- memberchk(N, [book, novel, genre, poem]).
'$zt_verb_object'(win, N) :- memberchk(N, [prize, award, medal, trophy]).
'$zt_verb_object'(bake, N) :- memberchk(N, [cake, pastry, pie, bread, cookie]).
'$zt_verb_object'(cook, N) :- memberchk(N, [dish, meal, food]).
'$zt_verb_object'(keep, N) :- memberchk(N, [pet, animal]).
'$zt_verb_object'(own, N) :- memberchk(N, [pet, animal, car]).
'$zt_verb_object'(adopt, N) :- memberchk(N, [pet, animal, dog, cat]).
'$zt_verb_object'(visit, N) :- memberchk(N, [city, country, destination]).
'$zt_verb_object'(speak, N) :- memberchk(N, [language, topic]).
'$zt_verb_object'(smoke, N) :- memberchk(N, [cigar, cigarette, brand]).
'$zt_verb_object'(collect, N) :- memberchk(N, [item, collection]).
'$zt_verb_object'(sing, N) :- memberchk(N, [song]).
'$zt_verb_object'(invent, N) :- memberchk(N, [invention]).
'$zt_verb_object'(ride, N) :- memberchk(N, [bike, bicycle, horse, vehicle]).

% "How far did Aziz hike?": a question for an amount (how much, how
% far, ...) may end in a verb the reader does not know, after the noun
% phrase it asks about; never a word of '$zt_refused_word'/1.
'$zt_question_verb'(Items0, [W], Items, []) :-
    Items0 = [How|_],
    ( How = how(_) ; How == kw(how_much) ),
    append(Items, [unknown(W)], Items0),
    last(Items, v(_, _)),
    \+ '$zt_refused_word'(W),
    !.
'$zt_question_verb'(Items, Unknown, Items, Unknown).

'$zt_query'(Ctx, who(X)) --> [kw(who)], '$zt_attrs', '$zt_np'(Ctx, X), '$zt_attrs'.
'$zt_query'(Ctx, what(A, X)) --> [kw(what), attr(A)], '$zt_np'(Ctx, X).
'$zt_query'(Ctx, what(A, X)) --> [kw(what)], '$zt_np'(Ctx, X), [attr(A)].
'$zt_query'(Ctx, what(A, X)) --> [attr(A)], '$zt_np'(Ctx, X).
'$zt_query'(Ctx, where(X)) --> [kw(where)], '$zt_attrs', '$zt_np'(Ctx, X), '$zt_attrs'.
'$zt_query'(Ctx, what(A, X)) -->        % "When was Old Ferry opened?": the
    [kw(when)], '$zt_attrs', '$zt_np'(Ctx, X), '$zt_attrs',   % one category
    { Ctx = ctx(_, _, Ordered, _, _),                      % of times or dates
      findall(A0, ( member(ordered(A0, K, _), Ordered),
                    (   memberchk(K, [time, date, month, weekday])
                    ;   '$zt_calendar'(Ctx, A0)
                    ) ), [A]),
      X = (XA=_), XA \== A }.

'$zt_query'(Ctx, what(A, X)) -->
    [kw(how_much)], '$zt_attrs', '$zt_np'(Ctx, X), '$zt_attrs',
    { '$zt_compared'(Ctx, '$', [], how_much, A, _) }.
'$zt_query'(Ctx, what(A, X)) -->
    [how(Hints)], '$zt_np'(Ctx, X),
    { '$zt_compared'(Ctx, none, Hints, how, A, _) }.

% The verbs of "Who drinks water?" are category words.
'$zt_attrs' --> [attr(_)], !, '$zt_attrs'.
'$zt_attrs' --> [].


                /*******************************
                *   MESSAGES                   *
                *******************************/

%!  text_message(+Error, -Format, -Args) is semidet.
%
%   The format and arguments of the errors only this reader raises
%   (clue_shape/2, comparison/4), for library(zebra)'s zebra_message/2,
%   which words clue_words/4 and question/4 itself.
text_message(clue_shape(N, Text),
             "cannot understand clue ~d: \"~w\" (its words fit no clue shape)",
             [N, Text]).
text_message(comparison(N, Text, position, []),
             "cannot understand clue ~d: \"~w\" (it places, and no ordered category of places or of order fits)",
             [N, Text]) :- !.
text_message(comparison(N, Text, position, [A|As]),
             "cannot understand clue ~d: \"~w\" (it places, and could be about ~w)",
             [N, Text, List]) :-
    !,
    atomic_list_concat([A|As], ' or ', List).
text_message(comparison(N, Text, _, []),
             "cannot understand clue ~d: \"~w\" (it compares, and no ordered category fits the comparison)",
             [N, Text]).
text_message(comparison(N, Text, _, [A|As]),
             "cannot understand clue ~d: \"~w\" (it compares, and could be about ~w)",
             [N, Text, List]) :-
    atomic_list_concat([A|As], ' or ', List).

% The grammar's phrases are indexed once, when the library loads.
:- '$zt_make_keywords'.
