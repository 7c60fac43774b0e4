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
% The helpers, named '$zt_...', are local to the module.  This file
% holds the pipeline (text_read/4), lines, sentences, remarks and the
% introduction, and the messages; the rest is included from
% prelude/zebra/text/, one concern a file, in the order it loads:
% tokens.pl (tokens, category lines, numbers and kinds of values),
% lexicon.pl (the context, the values' lexicon and the grammar's
% words), clue.pl (a clue's items and the licensing of unknown words),
% rewrite.pl (set phrases, relating verbs, hints and suggestions),
% grammar.pl (the clue DCG and the attribute a comparison is about),
% place.pl (house puzzle or grid, positions) and question.pl.

:- module(zebra_text, [text_read/3, text_read/4, text_read/5, text_message/3,
                       text_orientation_remark/1]).

:- use_module(library(zebra/model),
              [ '$zebra_attribute_numbers'/2, '$zebra_attribute_numbers'/3,
                '$zebra_ordered_values'/2,
                '$zebra_unit_measure'/3, '$zebra_singular'/2,
                '$zebra_colour_word'/1 ]).

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

text_read(Codes, Puzzle, Texts, Readings) :-
    text_read(Codes, Puzzle, Texts, Readings, strict).

%!  text_read(+Codes, -Puzzle, -Texts, -Readings, +Unread) is det.
%
%   As text_read/4 when Unread is `strict`.  When Unread is
%   unread(-Errors), a clue that cannot be read is left out of Puzzle
%   (and of Texts and Readings) instead of raising its error, and
%   Errors is the list of those errors, in clue order.  The clues read
%   keep their numbers in Readings.
text_read(Codes, puzzle(Houses, Attributes, Clues, Questions), Texts, Readings, Unread) :-
    retractall('$zt_closest_memo'(_, _)),
    '$zt_lines'(Codes, Lines),
    '$zt_sentences'(Lines, AllSentences),
    '$zt_attribute_lines'(AllSentences, AttrLines0, Sentences0),
    '$zt_restated_lines'(AttrLines0, [], AttrLines),
    maplist('$zt_attribute', AttrLines, Attrs0),
    '$zt_house_line'(Attrs0, Attrs1, HouseLine),
    Sentences00 = Sentences0,
    maplist('$zt_numbered_place'(Sentences0), Attrs1, Attrs),
    '$zt_check_attrs'(Attrs, Count),
    maplist('$zt_attr_term', Attrs, Attributes),
    '$zt_note_codes'(Lines, NoteCodes),
    '$zt_text_notes'(NoteCodes, Notes0),
    '$zt_owner_notes'(Attrs, NoteCodes, Notes0, Notes),
    '$zt_context'(Attrs, Count, Notes, Ctx),
    '$zt_compass'(Attrs, Sentences00, Sentences01),
    exclude('$zt_remark'(Ctx), Sentences01, Sentences),
    partition('$zt_question_sentence', Sentences, QSentences, CSentences0),
    exclude('$zt_order_remark'(Ctx), CSentences0, CSentences1),
    '$zt_intro_texts'(Lines, Intro),
    exclude('$zt_aux_question', QSentences, HeadQs),   % "Who made the clotted
    append(CSentences1, HeadQs, HeadSentences),         % cream fudge?", not
    findall(N-S, nth1(N, HeadSentences, S), AllNumbered),   % "What did the
                                                        % Chens collect?"
    '$zt_head_nouns'(Ctx, AllNumbered, Heads),
    exclude('$zt_unread_intro'(Ctx, Heads, Intro), CSentences1, CSentences2),
    exclude('$zt_vacuous'(Ctx, Heads), CSentences2, CSentences),
    findall(N-S, nth1(N, CSentences, S), NumberedClues0),
    '$zt_read_clues'(Unread, Ctx, Heads, NumberedClues0, NumberedClues, Raw),
    (   HouseLine == true
    ->  Houses = Count
    ;   '$zt_kind'(Ctx, Raw, QSentences, Houses)
    ),
    foldl('$zt_split_question'(Ctx), QSentences, QSentences1, []),
    '$zt_question_anaphora'(Ctx, QSentences1, QSentences2),
    findall(N-S, nth1(N, QSentences2, S), NumberedQs),
    findall(Ts, ( member(_-s(_, _, Cs), NumberedClues), is_list(Cs),
                  '$zt_tokens'(Cs, Ts) ), ClueTokens0),
    findall(Ts, ( member(S, Sentences01),               % and the remarks'
                  \+ '$zt_question_sentence'(S),
                  S = s(_, _, Cs),
                  is_list(Cs), '$zt_tokens'(Cs, Ts),       % ("Four teenagers
                  \+ memberchk(Ts, ClueTokens0) ),         % each babysat for
            OtherTokens),                                  % a different family")
    append(ClueTokens0, OtherTokens, ClueTokens),
    maplist('$zt_question'(Ctx, Heads, ClueTokens), NumberedQs, Questions0),
    maplist('$zt_grid_where'(Ctx, Houses), Questions0, Questions),
    maplist('$zt_place'(Ctx, Houses), NumberedClues, Raw, Clues),
    maplist('$zt_numbered_text', NumberedClues, Texts),
    maplist('$zt_reading', NumberedClues, Clues, Readings).

% '$zt_read_clues'(+Unread, +Ctx, +Heads, +NumberedClues0,
% -NumberedClues, -Raw): each clue's raw reading.  Strict: a clue that
% cannot be read raises its error.  unread(Errors): such a clue is left
% out of NumberedClues and its error put in Errors.
'$zt_read_clues'(strict, Ctx, Heads, NumberedClues, NumberedClues, Raw) :-
    maplist('$zt_read_clue_or_refuse'(Ctx, Heads), NumberedClues, Raw).
'$zt_read_clues'(unread(Errors), Ctx, Heads, NumberedClues0, NumberedClues, Raw) :-
    foldl('$zt_read_or_keep_error'(Ctx, Heads), NumberedClues0, Results, []),
    findall(NS, member(ok(NS, _), Results), NumberedClues),
    findall(R, member(ok(_, R), Results), Raw),
    findall(E, member(unread(E), Results), Errors).

'$zt_read_or_keep_error'(Ctx, Heads, NS, Results, Rs) :-
    catch(( '$zt_read_clue_or_refuse'(Ctx, Heads, NS, Raw),
            Result = ok(NS, Raw) ),
          error(zebra_error(E), _),
          Result = unread(E)),
    (   Result = unread(E1),
        NS = _-s(_, _, Codes), is_list(Codes),
        '$zt_tokens'(Codes, Tokens),
        '$zt_says_sides'(Tokens)
    ->  throw(error(zebra_error(E1), _))
    ;   Result = unread(_),
        '$zt_readable_clause'(Ctx, Heads, NS, Part)
    ->  Results = [Part, Result|Rs]
    ;   Results = [Result|Rs]
    ).

% '$zt_says_sides'(+Tokens): a sentence on which way the places run
% ("numbered 1 to 5 from right to left", "left and right are as you
% face the office"): one the reader cannot read may turn every "left"
% and "right" of the others around, so it is never left out.
'$zt_says_sides'(Tokens) :-
    (   append(_, [right, to, left|_], Tokens)
    ;   append(_, [from, the, right|_], Tokens)
    ;   append(_, [from, right|_], Tokens)
    ;   ( append(_, [left, and, right|_], Tokens)
        ; append(_, [right, and, left|_], Tokens) ),
        member(V, [face, faces, facing, look, looks, looking, see, seen, viewed,
                   stand, standing]),
        memberchk(V, Tokens)
    ),
    !.

% '$zt_readable_clause'(+Ctx, +Heads, +N-Sentence, -ok(NS, Raw)): a clue
% that cannot be read whole may have a clause that can ("The walnut
% cake cost $9, and Emma didn't bake it"): what the clue says includes
% what that clause says, so it is kept when the clue is left out (a
% puzzle whose other clues contradict it has no solution, not the one
% they would give without it).
'$zt_readable_clause'(Ctx, Heads, N-s(Text, End, Codes), ok(N-s(Text, End, Codes), Raw)) :-
    is_list(Codes),
    '$zt_clause_break'(Codes, C1, C2),
    member(Part, [C1, C2]),
    catch('$zt_read_part'(Ctx, Heads, N-s(Text, End, Part), Raw), error(zebra_error(_), _), fail),
    !.

'$zt_numbered_text'(_-S, Text) :-
    '$zt_sentence_text'(S, Text).

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
    string_codes(Text, Codes),
    split_string(Text, "\n", "", Strings0),
    (   append(Strings, [""], Strings0)     % no line after a final newline
    ->  true
    ;   Strings = Strings0
    ),
    maplist('$zt_clean_line', Strings, Lines).

% A line's codes, without carriage returns and blanks at its ends, or []
% for a comment line.  Done on strings: a line may be megabytes long,
% and it must be refused quickly ('$zt_max_line'/1).
'$zt_clean_line'(String0, Line) :-
    split_string(String0, "\r", "", Parts),
    atomic_list_concat(Parts, String1),
    split_string(String1, "", " \t\f\v", [String2]),
    string_codes(String2, Line2),
    '$zt_strip'(Line2, Line3),              % other blanks (U+3000 ...)
    (   Line3 = [0'%|_]
    ->  Line = []
    ;   Line = Line3
    ).

'$zt_strip'(Codes, Stripped) :-
    '$zt_drop_blanks'(Codes, C1),
    (   last(C1, L), code_type(L, space)
    ->  reverse(C1, R1),
        '$zt_drop_blanks'(R1, R2),
        reverse(R2, Stripped)
    ;   Stripped = C1
    ).

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

% '$zt_restated_lines'(+Lines0, +Seen, -Lines): a sentence with a colon
% that lists again, in the same order, the values of a category line
% before it ("The snow cone stand sells four sizes: small, medium, large
% and jumbo.") says nothing new: it is dropped, not made a second
% category.
'$zt_restated_lines'([], _, []).
'$zt_restated_lines'([L|Ls0], Seen, Ls) :-
    L = attr_line(_, Name, Rest),
    '$zt_line_items'(Rest, Items),
    (   atom_codes(N, Name),
        split_string(N, " ", " ", Ws), length(Ws, NW), NW >= 3,
        memberchk(Items, Seen)
    ->  Ls = Ls1
    ;   Ls = [L|Ls1]
    ),
    '$zt_restated_lines'(Ls0, [Items|Seen], Ls1).

% '$zt_line_items'(+Codes, -Items): the values of a line as
% '$zt_split_values'/2 splits them, in small letters and without a
% sentence's full stop, "large and jumbo" (a sentence's last two) as
% two.
'$zt_line_items'(Codes, Items) :-
    '$zt_split_values'(Codes, Texts),
    foldl('$zt_line_item', Texts, Items, []).

'$zt_line_item'(Text, Items, Tail) :-
    string_lower(Text, L0),
    (   string_concat(L, ".", L0) -> true ; L = L0 ),
    atom_string(A, L),
    atomic_list_concat(Parts, ' and ', A),
    append(Parts, Tail, Items).

'$zt_attribute_line'(Line, Name, Rest) :-
    append(Name0, [0':|Rest0], Line),
    !,
    Name0 \== [],
    Rest0 = [Space|_], code_type(Space, space),
    forall(member(C, Name0), ( code_type(C, alpha) ; C == 0'  ; C == 0'- )),
    (   '$zt_clue_label'(Name0)             % "Clues: 26, 28, 30, 32" is
    ->  '$zt_short_items'(Rest0)            % a category of clue counts
    ;   true
    ),
    \+ '$zt_aside_label'(Name0),
    \+ '$zt_sentence_label'(Name0),
    \+ '$zt_sentence_items'(Rest0),
    memberchk(0',, Rest0),
    '$zt_strip'(Name0, Name),
    '$zt_strip'(Rest0, Rest).

% "For the avoidance of doubt: each played ..." is a sentence, not a
% category: a category's name starts with no preposition.
'$zt_aside_label'(Name) :-
    atom_codes(A, Name),
    downcase_atom(A, L),
    split_string(L, " ", " ", [First|_]),
    memberchk(First, ["for", "in", "as", "to", "with", "by", "at", "on", "of",
                      "please", "remember", "note", "nb", "ps", "also", "but",
                      "and", "so", "then"]).

% "Each family has brought one child: two boys, Gary and Kevin, ..." is
% a sentence of the intro, not a category (read as a fifth category, it
% made "daughter" no word of Children, corpus 47): a category's name has
% at most four words and no auxiliary verb nor "each".
'$zt_sentence_label'(Name) :-
    atom_codes(A, Name),
    downcase_atom(A, L),
    split_string(L, " ", " ", Ws0),
    exclude(==(""), Ws0, Ws),
    (   length(Ws, N), N > 4
    ->  true
    ;   member(W, Ws),
        memberchk(W, ["has", "have", "had", "is", "are", "was", "were", "been",
                      "each", "every"])     % not "sold", "won": "Bars sold"
    ),
    !.

% "Saturday Night: four bookings were made at different restaurants in
% town, each under a different surname, ..." is a puzzle site's title
% and intro, not a category (held out, corpus 50): after the colon, an
% item of five or more words, and a word no list of values has ("each",
% "different", a verb "to be" or "to have").
'$zt_sentence_items'(Codes) :-
    atom_codes(A, Codes),
    downcase_atom(A, L),
    split_string(L, ",", " .", Items),
    member(I, Items),
    split_string(I, " ", " ", Ws0), exclude(==(""), Ws0, Ws),
    length(Ws, N), N >= 5,
    !,
    split_string(L, " ,.;", " ,.;", All),
    member(W, All),
    memberchk(W, ["each", "different", "every", "is", "are", "was", "were",
                  "has", "have", "had"]),
    !.

% Three or more items after a colon, each of at most three words.
'$zt_short_items'(Codes) :-
    atom_codes(A, Codes),
    split_string(A, ",", " .", Items),
    Items = [_, _, _|_],
    forall(member(I, Items),
           ( split_string(I, " ", " ", Ws0), exclude(==(""), Ws0, Ws),
             Ws = [_|_], length(Ws, L), L =< 3,
             \+ ( member(W, Ws), memberchk(W, ["and", "or", "is", "was", "are"]) ) )).

% "Clue 3:" and "Question:" are not categories (but see above).
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

% '$zt_note_codes'(+Lines, -Codes): the text the notes on the whole
% puzzle are taken from ('$zt_text_notes'/2, '$zt_owner_notes'/4): its
% lines without comments and without a line too long to read, which is
% refused without being scanned word by word.
'$zt_note_codes'(Lines, Codes) :-
    '$zt_max_line'(Max),
    findall(L, ( member(L, Lines), length(L, N), N =< Max ), Kept),
    foldl('$zt_note_line', Kept, Codes, []).

'$zt_note_line'(Line, Codes, Tail) :-
    append(Line, [0'\n|Tail], Codes).

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
    (   append(Mid, [from, left, to, right|End], After)
    ->  true
    ;   Mid = After, End = [],          % "stand in a single row, numbered 1
        Mid = [_, _|_],                 % to 5": the reader's own order
        \+ ( member(T, Before), memberchk(T, [left, right, leftmost, rightmost]) )
    ),
    forall(member(T, Mid), ( integer(T) ; '$zt_number_word'(T, _) ; T = ord(_)
                           ; '$zt_ordinal'(T, _) ; memberchk(T, [to, through, and]) )),
    \+ memberchk(reverse, Tokens),
    append(Before, End, Rest),
    '$zt_items'(Ctx, clue, Rest, Items, _),   % naming no value, so comparing
    \+ memberchk(v(_, _), Items),             % nothing
    \+ memberchk(kw(not), Items),
    !.
'$zt_remark'(Ctx, S) :-
    '$zt_table_question'(Ctx, S),
    !.
'$zt_remark'(Ctx, s(_, 0'., Codes)) :-
    is_list(Codes),
    '$zt_tokens'(Codes, Tokens),
    '$zt_reader_orientation'(Ctx, Tokens),
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
    (   End == 0'?,                     % "Can you match them up before the
        \+ ( member(Q, Tokens),         % kettle boils?": asks for no one
             memberchk(Q, [who, whom, whose, which, what, where, when, how]) )
    ->  true
    ;   '$zt_items'(Ctx, clue, Tokens, Items, _),
        forall(member(Item, Items),
               (   '$zt_remark_item'(Item)
               ->  true
               ;   Item == kw(last),      % "adopted a pet last weekend"
                   \+ memberchk(left, Tokens), \+ memberchk(right, Tokens)
               ->  true
               ;   '$zt_orientation_item'(Item),
                   '$zt_orientation'(Tokens)
               ))
    ).

% '$zt_names_value'(+Ctx, +Tokens): some value's phrase starts at some
% token (a look-up in the lexicon, not a reading: a longer phrase of the
% grammar there makes no remark of a clue either).
'$zt_names_value'(Ctx, Tokens) :-
    append(_, Ts, Tokens),
    '$zt_value_here'(Ctx, Ts),
    !.

% '$zt_numbered_place'(+Sentences, +Attr0, -Attr): a category of the
% numbers 1 to N that the text says its nouns are numbered with ("five
% paintings hung on hooks numbered 1 to 5 from left to right") is the
% row's places, as seats and lockers are: its name gains the word
% "position".
'$zt_numbered_place'(Sentences, attr(A, Name, Ws, Vs), attr(A, Name, Ws1, Vs)) :-
    (   \+ ( member(W, Ws), '$zt_singular_or_plural'(W, Sg), '$zt_position_like'(Sg) ),
        findall(N, ( member(value(V, _, _), Vs),
                     ( integer(V) -> N = V ; '$zt_ordinal'(V, N) ) ), Ns),
        length(Vs, K), numlist(1, K, Ns),
        member(s(_, _, Codes), Sentences),
        is_list(Codes),
        '$zt_tokens'(Codes, Tokens),
        member(W, Ws), '$zt_singular_or_plural'(W, T),
        '$zt_numbers_places'(Tokens, T)
    ->  append(Ws, [position], Ws1)
    ;   Ws1 = Ws
    ).

% '$zt_numbers_places'(+Tokens, +Noun): the sentence numbers the nouns
% as places in a row: "hooks numbered 1 to 5", "the pots are counted
% from the left", "the first pot is the leftmost".
'$zt_numbers_places'(Tokens, T) :-
    append(_, [T|After0], Tokens),
    (   After0 = [Be|After1], memberchk(Be, [are, were]) -> true ; After1 = After0 ),
    (   After1 = [numbered|After],
        ( After = [1|_] ; After = [from, 1|_] ; After = [from, the, left|_] )
    ;   After1 = [counted, from, the, left|_]
    ),
    !.
'$zt_numbers_places'(Tokens, T) :-     % "Four greenhouses stand in a row,
    append(_, [T|Mid], Tokens),         % numbered 1 to 4 from left to right"
    append(Between, [numbered, 1|_], Mid),
    length(Between, L),
    (   L =< 6 -> true                  % "Five sun loungers stand in a row
    ;   L =< 10, memberchk(row, Between) % beside the hotel pool, numbered 1
    ),                                  % to 5" (corpus 50)
    \+ ( member(W, Between), ( integer(W) ; W = tm(_) ) ),
    !.
'$zt_numbers_places'(Tokens, T) :-
    append(_, [First, T, is|After], Tokens),
    memberchk(First, [first, '1st']),
    (   After = [the, leftmost|_]
    ;   After = [on, the, left|_]
    ;   After = [at, the, left|_]
    ),
    !.

% '$zt_intro_texts'(+Lines, -Texts): the sentences of the scene-setting
% paragraph published puzzles put between the category lines and the
% clues ("Five friends took turns hosting a film night, one evening each
% from Monday to Friday."): the first paragraph after the last category
% line, when it is not numbered, a blank line separates it from the
% clues, and either the clues after it are numbered or it has at most
% three sentences and the clues after it at least as many (so a puzzle
% whose clues come in paragraphs does not lose its first ones); or,
% with no blank line after it, right above numbered clues.  Such a
% sentence is read as
% a clue when it can be; one that cannot is dropped as a remark
% ('$zt_unread_intro'/4).  Dropping a sentence only ever weakens the
% puzzle: if the clues left have one solution, it is the solution.
'$zt_intro_texts'(Lines, Texts) :-
    (   '$zt_after_categories'(Lines, After),
        (   '$zt_intro_paragraph'(After, Para)
        ;   '$zt_intro_above_numbers'(After, Para)
        ;   '$zt_intro_count_line'(After, Para)
        )
    ->  '$zt_sentences'(Para, Ss),
        findall(T, member(s(T, _, _), Ss), Texts)
    ;   Texts = []
    ).

% '$zt_after_categories'(+Lines, -After): the lines after the last
% category line, blank lines at the start dropped; fails when there is
% no category line or a line is too long to read.
'$zt_after_categories'(Lines, After) :-
    '$zt_max_line'(Max),
    \+ ( member(L0, Lines), length(L0, Len), Len > Max ),
    append(_, [Last|After0], Lines),
    Last \== [],
    '$zt_attribute_line'(Last, _, _),
    \+ ( member(L, After0), L \== [], '$zt_attribute_line'(L, _, _) ),
    !,
    '$zt_drop_blank_lines'(After0, After).

% '$zt_intro_paragraph'(+After, -Para): the first paragraph, not
% numbered, with a blank line after it, as '$zt_intro_texts'/2 says.
'$zt_intro_paragraph'(After, Para) :-
    append(Para, Rest0, After),
    Para \== [],
    ( Rest0 = [[]|Rest1] ; Rest0 == [], Rest1 = [] ),
    \+ memberchk([], Para),
    '$zt_drop_blank_lines'(Rest1, Rest),
    \+ ( member(L1, Para), '$zt_drop_number'(L1, L2), L2 \== L1 ),
    '$zt_sentences'(Para, Ss),
    length(Ss, NIntro),
    (   '$zt_numbered_lines'(Rest)
    ->  true
    ;   NIntro =< 3,
        '$zt_sentences'(Rest, Later),
        exclude('$zt_question_sentence', Later, LaterClues),
        length(LaterClues, NLater), NLater >= NIntro
    ).

% '$zt_intro_count_line'(+After, -Para): the one line above unnumbered
% clues that opens with a count and a plural ("Five writers each
% published a first novel ...", "Four teams each tried a different
% room"), as puzzle sites set the scene; like any intro, it is left out
% only when it cannot be read as a clue ('$zt_unread_intro'/4).
'$zt_intro_count_line'([First|_], [First]) :-
    '$zt_drop_number'(First, First1), First1 == First,
    atom_codes(A, First),
    split_string(A, " ", "", [W1|Ws]),
    string_lower(W1, L1), atom_string(C, L1),
    '$zt_count_word'(C, K), K >= 2,
    once(( append(Front, [W|_], Ws), length(Front, NF), NF =< 2,   % "Five
           sub_string(W, _, 1, 0, "s") )).                         % ballpark
                                                                   % employees"

% '$zt_intro_above_numbers'(+After, -Para): the scene-setting lines with
% no blank line after them, right above numbered clues: unnumbered
% lines, then at least two lines, each a numbered clue or a question,
% up to the next blank line or the end.
'$zt_intro_above_numbers'(After, Para) :-
    (   append(Block, [[]|_], After) -> true ; Block = After ),
    append(Para, Numbered, Block),
    Para \== [],
    Numbered = [First|_],
    '$zt_drop_number'(First, First1), First1 \== First,
    !,
    \+ ( member(L1, Para), '$zt_drop_number'(L1, L2), L2 \== L1 ),
    '$zt_numbered_lines'(Numbered).

% '$zt_compass'(+Attrs, +Sentences0, -Sentences): a row that runs
% between two points of the compass ("numbered 1 to 5 from north to
% south", "running from west to east") is read as the reader reads a
% row from left to right: the first point is the left ("north of" is
% "left of", "the northernmost" the leftmost), the other the right.
% Not when a value has such a word ("North Shore") or no sentence says
% which way the row runs.
'$zt_compass'(Attrs, Sentences0, Sentences) :-
    (   member(s(_, _, Codes), Sentences0),
        is_list(Codes),
        '$zt_tokens'(Codes, Tokens),
        append(_, [from, D1, to, D2|_], Tokens),
        memberchk(D1-D2, [north-south, south-north, east-west, west-east]),
        \+ ( member(attr(_, _, _, Vs), Attrs), member(value(_, VWs, VTs), Vs),
              member(D, [D1, D2]),
              ( memberchk(D, VWs) ; memberchk(D, VTs) ) )
    ->  '$zt_compass_words'(D1, left, Left),
        '$zt_compass_words'(D2, right, Right),
        append(Left, Right, Pairs),
        maplist('$zt_compass_sentence'(Pairs), Sentences0, Sentences)
    ;   Sentences = Sentences0
    ).

'$zt_compass_words'(D, Side, [D-Side, Most-SideMost, Most2-SideMost, Ern-Side]) :-
    atom_concat(Side, most, SideMost),
    atom_concat(D, ernmost, Most),
    atom_concat(D, most, Most2),
    atom_concat(D, ern, Ern).

'$zt_compass_sentence'(Pairs, s(Text, End, Codes0), s(Text, End, Codes)) :-
    (   is_list(Codes0)
    ->  '$zt_replace_words'(Codes0, Pairs, true, Codes)
    ;   Codes = Codes0
    ).

% '$zt_replace_words'(+Codes0, +Pairs, +AtStart, -Codes): each whole
% lower-case word W of a pair W-New replaced by New.
'$zt_replace_words'([], _, _, []).
'$zt_replace_words'(Codes0, Pairs, true, Codes) :-
    member(W-New, Pairs),
    atom_codes(W, WC),
    append(WC, Rest, Codes0),
    (   Rest = [C|_] -> \+ code_type(C, alpha) ; true ),
    !,
    atom_codes(New, NC),
    append(NC, Codes1, Codes),
    '$zt_replace_words'(Rest, Pairs, false, Codes1).
'$zt_replace_words'([C|Cs0], Pairs, _, [C|Cs]) :-
    (   code_type(C, alpha) -> Start = false ; Start = true ),
    '$zt_replace_words'(Cs0, Pairs, Start, Cs).

% A question whose verb comes last ("What did the Chens collect?").
'$zt_aux_question'(s(_, _, Codes)) :-
    is_list(Codes),
    '$zt_tokens'(Codes, [_, Aux|_]),
    memberchk(Aux, [did, does, do, will, would, can, could, has, have, had,
                    is, was, are, were]).

'$zt_drop_blank_lines'([[]|Ls], Rest) :- !, '$zt_drop_blank_lines'(Ls, Rest).
'$zt_drop_blank_lines'(Ls, Ls).

% '$zt_numbered_lines'(+Lines): the clues in Lines are numbered: at least
% two lines, and every line that is no question starts with a number.
'$zt_numbered_lines'(Lines) :-
    exclude(==([]), Lines, Lines1),
    exclude('$zt_question_line', Lines1, Clues),
    Clues = [_, _|_],
    forall(member(L, Clues), ( '$zt_drop_number'(L, L1), L1 \== L )).

'$zt_question_line'(Line) :-
    last(Line, 0'?).

'$zt_unread_intro'(Ctx, Heads, Intro, S) :-
    S = s(Text, _, Codes),
    memberchk(Text, Intro),
    '$zt_tokens'(Codes, Tokens0),
    '$zt_rewrite'(Ctx, Tokens0, Tokens),    % not "left it to steep"
    \+ ( append(Before, [T|_], Tokens),   % "numbered 1 to 3 from right to left"
         memberchk(T, [left, right, leftmost, rightmost, east, west, north,
                       south, clockwise, anticlockwise, counterclockwise,
                       reverse, reversed, backwards]),
         \+ ( T == left, last(Before, Be),  % but "how much charge was left"
              memberchk(Be, [was, were, is, are, be, been, had, has, have]) ) ),
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
    (   '$zt_grid_rule'(Tokens)             % "Four teams each tried a
    ->  Ctx = ctx(_, Count, _, _, _, _),    % different room at the escape
        \+ ( member(I, Items),              % room center": the count of
             '$zt_constraining_item'(I),    % teams, and a center that is
             I \== num(Count),              % a place's name
             \+ ( I == kw(middle),
                  ( memberchk(center, Tokens) ; memberchk(centre, Tokens) ) ) )
    ;   \+ ( member(I, Items), '$zt_constraining_item'(I) ),
        '$zt_suggestions'(Ctx, Unknown, [])
    ),
    \+ '$zt_inner_capital'(Text),
    \+ catch('$zt_read_clue'(Ctx, Heads, 0-S, _), error(zebra_error(_), _), fail).

% The rule of every grid, as an intro states it: "each ... a different
% ...", "no two ... the same": its words are no misspelt values.
'$zt_grid_rule'(Tokens) :-
    (   append(_, [A, different|_], Tokens), memberchk(A, [a, an, each])
    ;   append(_, [no, two|_], Tokens)
    ),
    !.

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
% street.", "Left and right are as you face the shelf.", "In statement 6, right means your right."  One that puts the
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
        member(From, [street, front, facing, road, face, faces, you, viewer]),
        memberchk(From, Tokens),
        \+ ( member(Back, [behind, back, rear, garden, garden]), memberchk(Back, Tokens) ),
        \+ append(_, [right, to, left|_], Tokens),   % "numbered 1 to 5 from
        \+ append(_, [from, the, right|_], Tokens)   % right to left as you face
    ).                                              % the office, and left and
                                                    % right below are as you face
                                                    % it too" (held out, read
                                                    % as a remark, corpus 54)

% '$zt_reader_orientation'(+Ctx, +Tokens): a sentence on which way the
% places run that agrees with the reader's order (the first place on
% the left): "in positions 1 to 5 from left to right", "with bay 1 on
% the left", "space 1 on the left and space 5 on the right", "the
% places are counted from the left, so the 1st gnome is at the left
% end", "left and right are as you face the tents, so tent 1 is the
% leftmost".  It names no value but the first and last of a category of
% places, and nothing but where they are: its words are a remark's, its
% ends (the first and last places, "1 to 5" a range of them) and sides
% ("left", "rightmost", "the last") pair the first with the left and
% the last with the right in each part of it ("and" parts it), and no
% part says the first is the last ("house 5 is the leftmost").  A
% sentence that puts the first place on the right, runs "from right to
% left", or speaks of the compass or of turning, is no such remark (and
% is refused as a clue that cannot be read).
'$zt_reader_orientation'(Ctx, Tokens) :-
    once(( member(T, Tokens), memberchk(T, [left, right, leftmost, rightmost]) )),
    \+ ( member(T, Tokens),
         memberchk(T, [east, west, north, south, clockwise, anticlockwise,
                       counterclockwise, reverse, reversed, backwards, not,
                       never, behind, back, rear]) ),
    \+ append(_, [right, to, left|_], Tokens),
    '$zt_items'(Ctx, clue, Tokens, Items, _),
    maplist('$zt_orientation_marker'(Ctx), Items, Markers0),
    exclude(==(none), Markers0, Markers1),
    \+ append(_, [r, l|_], Markers1),              % "from right to left"
    (   Markers2 = Markers1
    ;   '$zt_drop_side_pairs'(Markers1, Markers2)  % "left and right are ..."
    ),
    '$zt_drop_ranges'(Markers2, Markers),          % "numbered 1 to 5"
    '$zt_split_and'(Markers, Parts),
    forall(member(Part, Parts),
           \+ ( memberchk(lo, Part), memberchk(r, Part)
              ; memberchk(hi, Part), memberchk(l, Part)
              ; memberchk(lo, Part), memberchk(hi, Part) )),
    !.

% '$zt_orientation_marker'(+Ctx, +Item, -Marker): vlo and vhi for the
% first and last values of a category of places, lo and hi for the
% words first and last, l and r for the sides, and for "and"; none for
% a remark's words; fails on anything else.
'$zt_orientation_marker'(Ctx, v(A, V), M) :-
    !,
    Ctx = ctx(Attrs, _, Ordered, _, _, _),
    memberchk(ordered(A, _, Pairs), Ordered),
    memberchk(attr(A, _, Ws, _), Attrs),
    once(( member(W, Ws), '$zt_singular_or_plural'(W, Sg), '$zt_position_like'(Sg) )),
    keysort(Pairs, Sorted),
    Sorted = [_-First|_],
    last(Sorted, _-Last),
    (   V == First -> M = vlo
    ;   V == Last -> M = vhi
    ).
'$zt_orientation_marker'(_, pos(1), lo) :- !.     % "first", "leftmost"
'$zt_orientation_marker'(_, kw(last), hi) :- !.    % "last", "rightmost"
'$zt_orientation_marker'(_, kw(left), l) :- !.
'$zt_orientation_marker'(_, kw(from_left), l) :- !.
'$zt_orientation_marker'(_, kw(right), r) :- !.
'$zt_orientation_marker'(_, kw(and), and) :- !.
'$zt_orientation_marker'(_, Item, none) :-
    '$zt_remark_item'(Item).

'$zt_drop_side_pairs'([], []).
'$zt_drop_side_pairs'([S1, and, S2|Ms0], Ms) :-
    msort([S1, S2], [l, r]),
    !,
    '$zt_drop_side_pairs'(Ms0, Ms).
'$zt_drop_side_pairs'([M|Ms0], [M|Ms]) :-
    '$zt_drop_side_pairs'(Ms0, Ms).

% A range of values, "bays 1 to 4", places nothing; then a first or
% last value is a first or last place.
'$zt_drop_ranges'([], []).
'$zt_drop_ranges'([vlo, vhi|Ms0], Ms) :-
    !,
    '$zt_drop_ranges'(Ms0, Ms).
'$zt_drop_ranges'([M0|Ms0], [M|Ms]) :-
    ( M0 == vlo -> M = lo ; M0 == vhi -> M = hi ; M = M0 ),
    '$zt_drop_ranges'(Ms0, Ms).

'$zt_split_and'(Ms, Parts) :-
    (   append(Part, [and|Rest], Ms)
    ->  Parts = [Part|Parts1],
        '$zt_split_and'(Rest, Parts1)
    ;   Parts = [Ms]
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
'$zt_remark_item'(cat_noun(_)).         % "Four kids open their lunchboxes."
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
    Ctx = ctx(Attrs, _, Ordered, _, AttrWords, _),
    member(ordered(A, _, Pairs), Ordered),
    memberchk(attr(A, _, Ws, Values), Attrs),
    once(( member(W, Ws), '$zt_singular_or_plural'(W, Sg), '$zt_position_like'(Sg) )),
    findall(T, member(T-A, AttrWords), Nouns),
    (   append(Pre, [numbered|Mid0], Tokens),
        append(Mid, [from, left, to, right], Mid0)
    ->  forall(member(T, Pre), memberchk(T, [the, all, are, is|Nouns])),
        forall(member(T, Mid), ( integer(T) ; '$zt_number_word'(T, _) ; memberchk(T, [to, through, and]) ))
    ;   append(Pre, [V, from|Post], Tokens),          % "Positions are counted
        memberchk(V, [counted, numbered])              % from the left."
    ->  forall(member(T, Pre), memberchk(T, [the, all, are, is, were|Nouns])),
        memberchk(left, Post),
        forall(member(T, Post), memberchk(T, [the, left, end, side, hand, '-']))
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


% The rest of the reader (see the header).  Inclusion keeps every helper
% local to this module and the clauses in their order; the parts are
% embedded with the library (src/vm/autoload.rs, PARTS), so an include
% here never reads the file system.
:- include(text/tokens).
:- include(text/lexicon).
:- include(text/clue).
:- include(text/rewrite).
:- include(text/grammar).
:- include(text/place).
:- include(text/question).


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
text_message(owned_comparison(N, Text, A, Owner),
             "cannot understand clue ~d: \"~w\" (it compares the ~w, which the text says are the ~ws'; a comparison of them names the ~w)",
             [N, Text, A, Owner, Owner]).
text_message(comparison(N, Text, _, []),
             "cannot understand clue ~d: \"~w\" (it compares, and no ordered category fits the comparison)",
             [N, Text]).
text_message(comparison(N, Text, _, [A|As]),
             "cannot understand clue ~d: \"~w\" (it compares, and could be about ~w)",
             [N, Text, List]) :-
    atomic_list_concat([A|As], ' or ', List).

% The grammar's phrases are indexed once, when the library loads.
:- '$zt_make_keywords'.
