/** <module> library(zebra/zebralogic): read a zebra puzzle in the ZebraLogic benchmark style

    In prelude/zebra/zebralogic.pl.  Reads a zebra puzzle written in the
    style AI benchmarks use (ZebraLogic, reasoning-gym's zebra_puzzles)
    into the puzzle term of library(zebra):

        puzzle(Houses, Attributes, Clues, Questions)

    zebralogic_read(+Text, -Puzzle) reads Text (an atom, a string or a
    code list holding the whole puzzle).  Every other
    predicate here starts with '$zl_' and is local to the module.

    THE TEXT, line by line (blank lines are skipped):

      header      the lines before the first attribute line (but clues
                  and questions); "There are N houses" (N in digits or
                  a word, two..ten) gives the number of houses, else
                  the first attribute's count.
      attribute   "- <description>: v1, v2, ..., vN"  (also "* " or a
                  bullet).  Values may be in backquotes; a leading "or"
                  or "and" and a final full stop are dropped.  A value
                  that is an integer ("7") is read as one.
      clue        "<digits>. <sentence>"  (or "<digits>) ...").
      question    any other line holding "?": the text up to the first
                  "?".
      heading     a line starting with "#" or ending with ":" ("## Clues:").

    Any other line is part of the header before the first attribute line,
    an error, zebra_puzzle(line(Line)), between it and the last clue (a
    clue that lost its number is never skipped), and ignored after the
    last clue.

    ATTRIBUTE NAMES come from the description, lower case, words joined
    with "_", each word singular:
      - the words after the first of the verbs has, have, keep(s),
        use(s), own(s), prefer(s), like(s), wear(s), play(s), drive(s),
        live(s), eat(s), drink(s), read(s), are, is; leading a, an, the,
        their, unique, different, certain, distinct, of, in,
        accompanied, by are dropped:
        "People use different phone models" -> phone_model,
        "Each person has a favorite color" -> favorite_color,
        "The people are of nationalities" -> nationality,
        "Each mother is accompanied by their child" -> child;
      - with nothing after the verb, the words before it: "The mothers'
        names are" -> mother_name;
      - "something ... for X" -> X ("something different for lunch" ->
        lunch); "type of X", "kind of X" -> X; "Y of X" -> x_y ("a
        unique level of education" -> education_level);
      - a description with no other words ("The people") names the
        attribute `attribute`; a name met twice gets _2, _3 ...
        appended.

    WORDS.  Text is cut into words: runs of letters, runs of digits
    ("F-150" and "f150" are both f, 150; "hip-hop" is hip, hop); "'s"
    and a final "'" are dropped, "n't" is "not".  Words are compared
    lower case and singular (a final s, es after ch/sh/x/ss, ies -> y:
    "horses" = horse, "lilies" = lily, "roses" = rose).

    VALUES IN CLUES.  A clue names a value by a phrase holding the
    value's words ("the person who uses a Google Pixel 6"); each other
    word of the phrase must be one the templates or the generators'
    phrases use around values ('$zl_filler'/1: "person", "who", "likes"
    ...) or a word of an attribute's description, and never a relation
    word, so a clue with any other word is refused, not read without
    it.  At each word the longest value
    that matches wins ("boba tea" over "tea", "very short" over
    "short").  A value also matches without the words every value of its
    attribute shares ("age 7" is mentioned as "7 years old").  A value
    word no clue writes as it is matches a clue word it is the start of
    ("jan" -> January, "brit" -> British) or, less a final e, the start
    of ("swede" -> Swedish), or a clue word of four letters or more is
    the start of ("paints" -> painting), when exactly one value word
    fits; words of the templates and of the generator's phrases are not
    taken for abbreviations.  The same
    words naming values of two attributes ("alice" a name and a child)
    are told apart by the words near them (three before, two after, not
    crossing another value): the attribute whose description shares the
    most of them wins ("the person's child is named Alice" -> child).
    With none near, an attribute the clues always name with such a word
    ("black hair", "red hair") is not the one meant ("the person who
    loves red" is the favorite color); then the attribute listed first.

    CLUES, X and Y each a phrase naming one value (the generator's nine
    templates first, then a few common variants):

      X is in the <ordinal> house.              at(X, N)
      X is not in the <ordinal> house.          not_at(X, N)
      X is Y.                                   same(X, Y)
      X is not Y.                               not_same(X, Y)
      X is directly left of Y.                  left_of(X, Y)
      X is directly right of Y.                 right_of(X, Y)
      X and Y are next to each other.           next_to(X, Y)
      X and Y are not next to each other.       not_next_to(X, Y)
      X is next to Y.   X is not next to Y.     next_to, not_next_to
      X is somewhere to the left of Y.          somewhere_left_of(X, Y)
      X is somewhere to the right of Y.         somewhere_right_of(X, Y)
      There is one house between X and Y.       one_between(X, Y)
      There are two houses between X and Y.     two_between(X, Y)
      X is somewhere between Y and Z.           between(Y, X, Z)
      X is at one of the ends.  X is not ...    at_end(X), not_at_end(X)
      X is in the middle house.                 at(X, M), N odd

    "in house 3" and "in the last house" may stand for "in the third
    house", "lives" for "is" in the clues about a house, "immediately"
    for "directly", "beside" and "a neighbour of" for "next to", "are
    neighbours" for "are next to each other", "at an end" and "at either
    end" for "at one of the ends"; "to the" may be left out of "to the
    left of".  A phrase naming a value never holds one of the words of
    '$zl_relation_word'/1 (left, next, opposite, ...), so "The Dane lives
    opposite Bob." is not read as same/2.  The clues are listed in the
    order of the text; a clue no template reads raises

        error(zebra_clue(Number, Text, Words), context(zebralogic_read/2, _))

    Text the clue as written, Words the words (as written) that are
    neither part of a value nor known: the template words, the words the
    generator's phrases put around a value ("the person who loves", "the
    fish enthusiast") and the words of the clues that were read are
    known; when every word is known, the clue's words other than its
    values.

    QUESTIONS of the forms "What is <attribute> of X?" (what(Attr, X);
    the attribute by its name, its words run together ("PhoneModel"),
    or a word of its name), "Who <phrase naming X>?" (who(X)) and
    "Where does X live?" / "Which house ... X?" (where(X)) become
    question(Text, Q); "What is <attribute> of the person who lives in
    House N?" (reasoning-gym's only question; also "in the second
    house") becomes what(Attr, house(N)), "Who lives in House N?"
    who(house(N)).  Any other question is an error,
    error(zebra_puzzle(question(Text, Words)), _), Words its words that
    are neither a value's nor a template's (all of them when there are
    none): a question is answered or refused, never left out.

    Other errors: error(zebra_puzzle(Problem), context(zebralogic_read/2,
    _)) with Problem no_attributes, values(Attr, Count, Houses) (an
    attribute with the wrong number of values), duplicate_value(Attr,
    Value), houses(N) (fewer than 2) or line(Line) (a line among the
    attributes and clues that is none of them).
*/

:- module(zebra_zebralogic, [zebralogic_read/2]).

%!  zebralogic_read(+Text, -Puzzle) is det.
%
%   Puzzle is the puzzle term of Text, an atom, string or code list
%   holding a whole puzzle in the ZebraLogic style (THE TEXT above).  A
%   text that cannot be read is an error, never a guess: zebra_puzzle(What)
%   for a line, zebra_clue(Number, Text, Words) for a clue no template
%   reads.
zebralogic_read(Text, puzzle(Houses, Attributes, Clues, Questions)) :-
    '$zl_lines'(Text, Lines),
    '$zl_classify'(Lines, Header, AttributeLines, ClueLines, QuestionLines),
    '$zl_attributes'(AttributeLines, Attributes0),
    '$zl_houses'(Header, Attributes0, Houses),
    '$zl_check_attributes'(Attributes0, Houses),
    maplist('$zl_clue_words', ClueLines, ClueWords),
    '$zl_lexicon'(Attributes0, ClueWords, Lexicon),
    findall(W, ( member(attr(Name, _, Support), Attributes0),
                 (   member(W, Support)
                 ;   atomic_list_concat(NameWords, '_', Name),
                     member(W, NameWords)
                 ) ),
            DescriptionWords0),
    sort(DescriptionWords0, DescriptionWords),
    b_setval('$zl_description_words', DescriptionWords),
    maplist('$zl_clue_marks'(Lexicon), ClueWords, ClueMarks),
    findall(Marks, member(_-_-Marks, ClueMarks), MarksLists),
    '$zl_needs_context'(MarksLists, Needs),
    maplist('$zl_read_clue'(Needs, Houses), ClueMarks, Readings),
    '$zl_clues'(Readings, Clues),
    '$zl_questions'(QuestionLines, Lexicon, Needs, Questions),
    maplist('$zl_attribute_pair', Attributes0, Attributes).

'$zl_clue_words'(N-Text, N-Text-Words) :-
    '$zl_words'(Text, Words).

'$zl_clue_marks'(Lexicon, N-Text-Words, N-Text-Marks) :-
    '$zl_marks'(Lexicon, Words, Marks).

'$zl_error'(Problem) :-
    throw(error(Problem, context(zebralogic_read/2, _))).


                /*******************************
                *   LINES                      *
                *******************************/

'$zl_lines'(Text, Lines) :-
    text_to_string(Text, String),
    split_string(String, "\n", " \t\r", Lines0),
    exclude(==(""), Lines0, Lines).

% '$zl_classify'(+Lines, -Header, -Attributes, -Clues, -Questions):
% Header is one string (the lines before the first attribute line,
% joined), Attributes a list of Description-ValuesString, Clues N-Text,
% Questions the texts.  A line after the first attribute line that is
% none of these nor a heading ("## Clues:") is an error if a clue
% follows it (a clue that lost its number must not be skipped) and is
% ignored after the last clue (instructions to a reader).
'$zl_classify'(Lines, Header, As, Cs, Qs) :-
    maplist('$zl_line_kind', Lines, Kinds),
    (   append(Before, [attribute(D, V)|After], Kinds),
        \+ memberchk(attribute(_, _), Before)
    ->  true
    ;   Before = Kinds, After = []
    ),
    findall(L, ( member(K, Before), '$zl_header_text'(K, L) ), Ls),
    atomic_list_concat(Ls, ' ', HeaderAtom),
    atom_string(HeaderAtom, Header),
    Rest = [attribute(D, V)|After],
    (   append(_, [other(Line)|Later], After),
        memberchk(clue(_, _), Later)
    ->  atom_string(LineAtom, Line),
        '$zl_error'(zebra_puzzle(line(LineAtom)))
    ;   true
    ),
    findall(D1-V1, member(attribute(D1, V1), Rest), As0),
    (   var(D) -> As = [] ; As = As0 ),
    findall(N-C, member(clue(N, C), Kinds), Cs),
    findall(Q, member(question(Q), Kinds), Qs).

'$zl_header_text'(other(L), L).
'$zl_header_text'(heading(L), L).

% A line longer than '$zl_max_line'/1 characters is refused before it is
% taken apart, with an error naming the clue when it is one, so that a
% line of megabytes costs neither time nor memory (issue 25).
'$zl_line_kind'(Line, _) :-
    string_length(Line, Length),
    '$zl_max_line'(Max),
    Length > Max,
    !,
    sub_string(Line, 0, 80, _, Start0),
    string_codes(Start0, StartCodes),
    (   phrase('$zl_clue_line'(N, Clue), StartCodes)
    ->  string_concat(Clue, "...", Start),
        '$zl_error'(zebra_puzzle(clue_too_long(N, Start, Length, Max)))
    ;   string_concat(Start0, "...", Start),
        '$zl_error'(zebra_puzzle(line_too_long(Start, Length, Max)))
    ).
'$zl_line_kind'(Line, Kind) :-
    string_codes(Line, Codes),
    (   phrase('$zl_attribute_line'(Desc, Values), Codes)
    ->  Kind = attribute(Desc, Values)
    ;   phrase('$zl_clue_line'(N, Clue), Codes)
    ->  Kind = clue(N, Clue)
    ;   sub_string(Line, Before, _, _, "?")
    ->  sub_string(Line, 0, Before, _, Question0),
        string_concat(Question0, "?", Question),
        Kind = question(Question)
    ;   (   sub_string(Line, 0, 1, _, "#")
        ;   sub_string(Line, _, 1, 0, ":")
        )
    ->  Kind = heading(Line)
    ;   Kind = other(Line)
    ).

'$zl_max_line'(10000).

'$zl_attribute_line'(Desc, Values) -->
    [Bullet], { memberchk(Bullet, `-*\x2022\`) },
    '$zl_upto'(0':, DescCodes), [0':], '$zl_rest'(ValueCodes),
    { string_codes(Desc, DescCodes), string_codes(Values, ValueCodes) }.

'$zl_clue_line'(N, Clue) -->
    '$zl_digit'(D), '$zl_digits'(Ds), [P], { memberchk(P, `.)`) },
    '$zl_rest'(Codes),
    {   number_codes(N, [D|Ds]),
        string_codes(String, Codes),
        split_string(String, "", " \t", [Clue]),
        Clue \== ""
    }.

'$zl_upto'(Stop, [C|Cs]) --> [C], { C =\= Stop }, !, '$zl_upto'(Stop, Cs).
'$zl_upto'(_, []) --> [].

'$zl_rest'(Cs, Cs, []).

'$zl_digit'(D) --> [D], { D >= 0'0, D =< 0'9 }.

'$zl_digits'([D|Ds]) --> '$zl_digit'(D), !, '$zl_digits'(Ds).
'$zl_digits'([]) --> [].


                /*******************************
                *   WORDS                      *
                *******************************/

% '$zl_words'(+Text, -Words): Words is [w(Canon, AsWritten)], Canon the
% word lower case and singular.
'$zl_words'(Text, Words) :-
    string_codes(Text, Codes),
    phrase('$zl_tokens'(Words), Codes).

'$zl_tokens'(Words) --> [C], { \+ '$zl_word_code'(C) }, !, '$zl_tokens'(Words).
'$zl_tokens'([w(Canon, Word)|Words]) -->
    '$zl_digit'(D), !, '$zl_digits'(Ds),
    { atom_codes(Word, [D|Ds]), Canon = Word },
    '$zl_tokens'(Words).
'$zl_tokens'(Words) -->
    '$zl_letter'(L), !, '$zl_letters'(Ls),
    '$zl_word_end'([L|Ls], Words, Rest),
    '$zl_tokens'(Rest).
'$zl_tokens'([]) --> [].

'$zl_word_code'(C) :- '$zl_letter_code'(C), !.
'$zl_word_code'(C) :- C >= 0'0, C =< 0'9.

'$zl_letter_code'(C) :-
    (   C >= 0'a, C =< 0'z -> true
    ;   C >= 0'A, C =< 0'Z -> true
    ;   C > 127, code_type(C, alpha), \+ code_type(C, digit(_))
    ).

'$zl_letter'(C) --> [C], { '$zl_letter_code'(C) }.

'$zl_letters'([C|Cs]) --> '$zl_letter'(C), !, '$zl_letters'(Cs).
'$zl_letters'([]) --> [].

% "doesn't" is does, not; other endings after an apostrophe ("Dane's")
% are dropped.
'$zl_word_end'(Cs, [W, w(not, not)|Ws], Ws) -->
    '$zl_apostrophe', [T], { T == 0't ; T == 0'T },
    { append(Base, [N], Cs), ( N == 0'n ; N == 0'N ) },
    !,
    { '$zl_word'(Base, W) }.
'$zl_word_end'(Cs, [W|Ws], Ws) -->
    ( '$zl_apostrophe', '$zl_letters'(_) -> [] ; [] ),
    { '$zl_word'(Cs, W) }.

'$zl_apostrophe' --> [0''].
'$zl_apostrophe' --> [0x2019].

'$zl_word'(Codes, w(Canon, Word)) :-
    atom_codes(Word, Codes),
    '$zl_canon'(Word, Canon).

'$zl_canon'(Word, Canon) :-
    downcase_atom(Word, Lower),
    '$zl_singular'(Lower, Canon).

'$zl_singular'(W, S) :-
    atom_length(W, Len),
    (   Len > 4, atom_concat(Stem, ies, W)
    ->  atom_concat(Stem, y, S)
    ;   Len > 4, '$zl_es_plural'(W, S0)
    ->  S = S0
    ;   Len > 3, atom_concat(Stem, s, W),
        \+ ( member(End, [ss, us, is]), atom_concat(_, End, W) )
    ->  S = Stem
    ;   S = W
    ).

'$zl_es_plural'(W, S) :-
    member(End-Stem, [ches-ch, shes-sh, sses-ss, xes-x]),
    atom_concat(Base, End, W),
    !,
    atom_concat(Base, Stem, S).

'$zl_canons'(Words, Canons) :-
    maplist('$zl_canon_of', Words, Canons).

'$zl_canon_of'(w(C, _), C).

'$zl_written'(w(_, W), W).


                /*******************************
                *   ATTRIBUTES                 *
                *******************************/

% An attribute while reading: attr(Name, Values, Support), Values a list
% of value(Value, Canons), Support the canonical words of its
% description that tell its values from another attribute's.
'$zl_attributes'(Lines, Attributes) :-
    (   Lines == []
    ->  '$zl_error'(zebra_puzzle(no_attributes))
    ;   true
    ),
    foldl('$zl_attribute', Lines, Attributes, [], _).

'$zl_attribute'(Desc-ValuesText, attr(Name, Values, Support), Seen,
                [Name|Seen]) :-
    '$zl_words'(Desc, Words),
    '$zl_canons'(Words, Canons),
    maplist('$zl_written', Words, Written),
    maplist(downcase_atom, Written, Lower),
    (   '$zl_attribute_words'(Lower, NameWords0), NameWords0 \== []
    ->  maplist('$zl_singular', NameWords0, NameWords)
    ;   NameWords = [attribute]
    ),
    atomic_list_concat(NameWords, '_', Name0),
    '$zl_unique_name'(Name0, Seen, 1, Name),
    exclude('$zl_stop_word', Canons, Support0),
    append(Support0, NameWords, Support1),
    sort(Support1, Support),
    split_string(ValuesText, ",", " \t`'\".", Parts0),
    exclude(==(""), Parts0, Parts),
    maplist('$zl_value', Parts, Values).

'$zl_unique_name'(Name0, Seen, I, Name) :-
    (   I =:= 1 -> Try = Name0 ; atomic_list_concat([Name0, I], '_', Try) ),
    (   memberchk(Try, Seen)
    ->  I1 is I + 1,
        '$zl_unique_name'(Name0, Seen, I1, Name)
    ;   Name = Try
    ).

'$zl_value'(Part0, value(Value, Canons)) :-
    (   ( sub_string(Part0, 0, _, After, "or ")
        ; sub_string(Part0, 0, _, After, "and ") ),
        After > 0
    ->  sub_string(Part0, _, After, 0, Part1),
        split_string(Part1, "", " `", [Part])
    ;   Part = Part0
    ),
    (   number_string(N, Part), integer(N)
    ->  Value = N
    ;   atom_string(Value, Part)
    ),
    '$zl_words'(Part, Words),
    '$zl_canons'(Words, Canons).

% '$zl_attribute_words'(+DescWords, -NameWords), DescWords lower case.
'$zl_attribute_words'(Words, Name) :-
    (   append(_, [something|After], Words),
        append(_, [for|Name0], After),
        Name0 \== []
    ->  Name = Name0
    ;   append(Before, [Verb|After], Words),
        '$zl_name_verb'(Verb)
    ->  '$zl_drop_determiners'(After, Rest),
        (   Rest == []
        ->  '$zl_drop_determiners'(Before, Name1)
        ;   Name1 = Rest
        ),
        '$zl_of_phrase'(Name1, Name)
    ;   '$zl_drop_determiners'(Words, Name1),
        '$zl_of_phrase'(Name1, Name)
    ).

'$zl_of_phrase'(Words, Name) :-
    (   append(Head, [of|Tail], Words), Head \== [], Tail \== []
    ->  (   last(Head, Kind), memberchk(Kind, [type, kind, sort])
        ->  Name = Tail
        ;   append(Tail, Head, Name)
        )
    ;   Name = Words
    ).

'$zl_drop_determiners'([W|Ws], Rest) :-
    memberchk(W, [a, an, the, their, unique, different, certain, distinct,
                  of, in, by, accompanied, each, every, everyone, all, they,
                  people]),
    !,
    '$zl_drop_determiners'(Ws, Rest).
'$zl_drop_determiners'(Ws, Ws).

'$zl_name_verb'(V) :-
    memberchk(V, [has, have, keep, keeps, use, uses, own, owns, prefer,
                  prefers, like, likes, wear, wears, play, plays, drive,
                  drives, live, lives, eat, eats, drink, drinks, read, reads,
                  are, is]).

'$zl_stop_word'(W) :-
    memberchk(W, [each, every, everyone, person, people, has, have, a, an,
                  the, unique, different, are, is, of, they, all, their, by,
                  for, something, own, use, keep, prefer, live, in, one,
                  them, there, certain, distinct]).

'$zl_attribute_pair'(attr(Name, Values, _), Name-Vs) :-
    maplist('$zl_value_of', Values, Vs).

'$zl_value_of'(value(V, _), V).

'$zl_houses'(Header, Attributes, Houses) :-
    '$zl_words'(Header, Words),
    '$zl_canons'(Words, Canons),
    (   append(_, [there, are, Count, house|_], Canons),
        '$zl_count'(Count, N)
    ->  Houses = N
    ;   Attributes = [attr(_, Values, _)|_],
        length(Values, Houses)
    ),
    (   Houses >= 2
    ->  true
    ;   '$zl_error'(zebra_puzzle(houses(Houses)))
    ).

'$zl_count'(Word, N) :-
    (   atom_number(Word, N)
    ->  integer(N)
    ;   nth1(N, [one, two, three, four, five, six, seven, eight, nine, ten],
             Word)
    ).

'$zl_check_attributes'(Attributes, Houses) :-
    forall(member(attr(Name, Values, _), Attributes),
           (   length(Values, Count),
               (   Count =:= Houses
               ->  true
               ;   '$zl_error'(zebra_puzzle(values(Name, Count, Houses)))
               ),
               (   append(_, [value(V, _)|Later], Values),
                   memberchk(value(V, _), Later)
               ->  '$zl_error'(zebra_puzzle(duplicate_value(Name, V)))
               ;   true
               )
           )).


                /*******************************
                *   LEXICON                    *
                *******************************/

% lexicon(Index, Attributes, Aliases):
%   Index      a tree ('$zl_tree'/2) from a value's first canonical word to its
%              entries e(Length, Canons, I-(Attr=Value)), longest first;
%              I is the attribute's position, for ties
%   Attributes [I-Support]
%   Aliases    a tree from a clue word to the value word it abbreviates
'$zl_lexicon'(Attributes, ClueWords, lexicon(Index, Supports, Aliases)) :-
    findall(First-e(Len, Canons, I-(Name=V)),
            ( nth1(I, Attributes, attr(Name, Values, _)),
              '$zl_value_forms'(Values, value(V, _), Canons),
              Canons = [First|_],
              length(Canons, Len0),
              Len is -Len0 ),
            Entries0),
    msort(Entries0, Entries1),
    maplist('$zl_entry_length', Entries1, Entries),
    '$zl_group'(Entries, Groups),
    '$zl_tree'(Groups, Index),
    findall(I-Support, nth1(I, Attributes, attr(_, _, Support)), Supports),
    '$zl_aliases'(Attributes, ClueWords, Aliases).

% '$zl_group'(+Pairs, -Groups): keysorted K-V pairs as K-Vs, one per key.
'$zl_group'([], []).
'$zl_group'([K-V|Pairs], [K-[V|Vs]|Groups]) :-
    '$zl_same_key'(K, Pairs, Vs, Rest),
    '$zl_group'(Rest, Groups).

'$zl_same_key'(K, [K1-V|Pairs], [V|Vs], Rest) :-
    K1 == K,
    !,
    '$zl_same_key'(K, Pairs, Vs, Rest).
'$zl_same_key'(_, Pairs, [], Pairs).

% '$zl_tree'(+Pairs, -Tree): the keysorted Key-Value pairs, no key twice,
% as a balanced search tree, t(Key, Value, Left, Right) or nil; it never
% changes, so it needs no rebalancing (and no library(assoc)).
'$zl_tree'(Pairs, Tree) :-
    length(Pairs, N),
    '$zl_tree'(N, Pairs, [], Tree).

'$zl_tree'(0, Pairs, Pairs, nil) :-
    !.
'$zl_tree'(N, Pairs, Rest, t(K, V, L, R)) :-
    NL is (N - 1) // 2,
    NR is N - 1 - NL,
    '$zl_tree'(NL, Pairs, [K-V|Pairs1], L),
    '$zl_tree'(NR, Pairs1, Rest, R).

'$zl_lookup'(t(K, V, L, R), Key, Value) :-
    compare(Order, Key, K),
    '$zl_lookup'(Order, Key, Value, V, L, R).

'$zl_lookup'(=, _, V, V, _, _).
'$zl_lookup'(<, Key, Value, _, L, _) :-
    '$zl_lookup'(L, Key, Value).
'$zl_lookup'(>, Key, Value, _, _, R) :-
    '$zl_lookup'(R, Key, Value).

'$zl_in_tree'(t(_, V, L, R), Value) :-
    (   Value = V
    ;   '$zl_in_tree'(L, Value)
    ;   '$zl_in_tree'(R, Value)
    ).

'$zl_entry_length'(First-e(Neg, Canons, Ref), First-e(Len, Canons, Ref)) :-
    Len is -Neg.

% A value is named by all its words, or without the words every value of
% its attribute has ("age 7" by 7).
'$zl_value_forms'(Values, Value, Canons) :-
    member(Value, Values),
    Value = value(_, All),
    All \== [],
    (   Canons = All
    ;   findall(C, ( member(C, All),
                     forall(member(value(_, Cs), Values), memberchk(C, Cs)) ),
                Shared),
        Shared \== [],
        exclude('$zl_in'(Shared), All, Canons),
        Canons \== []
    ).

'$zl_in'(List, X) :- memberchk(X, List).

% A value word that no clue writes as it is may be abbreviating a clue
% word: "jan" for January, "swede" for Swedish.
'$zl_aliases'(Attributes, Clues, Aliases) :-
    findall(C, ( member(_-_-Ws, Clues), member(w(C, _), Ws) ), ClueWords0),
    sort(ClueWords0, ClueWords),
    findall(C, ( member(attr(_, Values, _), Attributes),
                 member(value(_, Cs), Values), member(C, Cs) ),
            ValueWords0),
    sort(ValueWords0, ValueWords),
    ord_subtract(ValueWords, ClueWords, Unwritten),
    ord_subtract(ClueWords, ValueWords, Unknown),
    findall(U-V, ( member(U, Unknown),
                   \+ '$zl_stop_word'(U),
                   \+ '$zl_template_word'(U),
                   findall(V0, ( member(V0, Unwritten),
                                 '$zl_abbreviates'(V0, U) ), [V]) ),
            Pairs),
    '$zl_tree'(Pairs, Aliases).

'$zl_abbreviates'(Value, Word) :-
    string_length(Value, L),
    L >= 3,
    string_length(Word, LW),
    (   LW > L
    ->  (   sub_string(Word, 0, _, _, Value)
        ->  true
        ;   atom_concat(Stem, e, Value),
            L >= 4,
            sub_atom(Word, 0, _, _, Stem)
        )
    ;   LW >= 4,
        LW < L,
        sub_string(Value, 0, _, _, Word)
    ).


                /*******************************
                *   VALUES IN A SENTENCE       *
                *******************************/

% '$zl_marks'(+Lexicon, +Words, -Marks): the words with each value named
% replaced by m(Candidates, Words), Candidates [Support-(I-(Attr=Value))]
% for each value those words may name, Support the number of words near
% them that the attribute's description has.
'$zl_marks'(Lexicon, Words0, Marks) :-
    Lexicon = lexicon(_, _, Aliases),
    maplist('$zl_alias'(Aliases), Words0, Words),
    '$zl_mark'(Words, Lexicon, [], Marks).

'$zl_alias'(Aliases, w(C, W), w(C1, W)) :-
    (   '$zl_lookup'(Aliases, C, C0) -> C1 = C0 ; C1 = C ).

'$zl_mark'([], _, _, []).
'$zl_mark'([w(C, W)|Ws], Lexicon, Before, Marks) :-
    Lexicon = lexicon(Index, Supports, _),
    (   '$zl_lookup'(Index, C, Entries),
        '$zl_longest'(Entries, [w(C, W)|Ws], Len, Refs)
    ->  length(Taken, Len),
        append(Taken, Rest, [w(C, W)|Ws]),
        '$zl_near'(Before, Rest, Near),
        maplist('$zl_support'(Supports, Near), Refs, Candidates),
        Marks = [m(Candidates, Taken)|Marks1],
        '$zl_mark'(Rest, Lexicon, [], Marks1)
    ;   Marks = [w(C, W)|Marks1],
        '$zl_mark'(Ws, Lexicon, [C|Before], Marks1)
    ).

% The entries (longest first) that match the words, all of the greatest
% length that matches.
'$zl_longest'([e(Len, Canons, Ref)|Es], Words, Longest, Refs) :-
    (   '$zl_prefix'(Canons, Words)
    ->  Longest = Len,
        findall(R, ( member(e(Len, Cs, R), Es), '$zl_prefix'(Cs, Words) ), Rs),
        sort([Ref|Rs], Refs)
    ;   '$zl_longest'(Es, Words, Longest, Refs)
    ).

'$zl_prefix'([], _).
'$zl_prefix'([C|Cs], [w(C, _)|Ws]) :-
    '$zl_prefix'(Cs, Ws).

% The words near a value: three before it (not before the value before)
% and two after.
'$zl_near'(Before, After, Near) :-
    '$zl_take'(3, Before, Near0),
    '$zl_take'(2, After, Next),
    maplist('$zl_canon_of', Next, NextCanons),
    append(Near0, NextCanons, Near).

'$zl_support'(Supports, Near, Ref, Count-Ref) :-
    Ref = I-_,
    memberchk(I-Support, Supports),
    '$zl_count_in'(Near, Support, 0, Count).

'$zl_count_in'([], _, N, N).
'$zl_count_in'([W|Ws], Support, N0, N) :-
    (   memberchk(W, Support) -> N1 is N0 + 1 ; N1 = N0 ),
    '$zl_count_in'(Ws, Support, N1, N).

% '$zl_needs_context'(+MarksLists, -Needs): the attributes whose values the
% text always names with a word of their description near ("red hair"):
% where words naming values of two attributes have no such word near,
% these are not the ones meant.
'$zl_needs_context'(MarksLists, Needs) :-
    findall(I-Count, ( member(Marks, MarksLists),
                       member(m([Count-(I-_)], _), Marks) ),
            Pairs),
    findall(I, member(I-0, Pairs), Bare0),
    sort(Bare0, Bare),
    findall(I, member(I-_, Pairs), All0),
    sort(All0, All),
    ord_subtract(All, Bare, Needs).

% '$zl_resolve'(+Needs, +Marks, -Items): each m/2 made v(Attr=Value, Words):
% the value whose attribute has the most support near, then one that
% does not need it, then the attribute listed first.
'$zl_resolve'(Needs, Marks, Items) :-
    maplist('$zl_resolve_mark'(Needs), Marks, Items).

'$zl_resolve_mark'(_, w(C, W), w(C, W)).
'$zl_resolve_mark'(Needs, m(Candidates, Taken), v(X, Taken)) :-
    (   Candidates = [_-(_-X)]
    ->  true
    ;   findall(Rank-Ref,
                ( member(Count-Ref, Candidates), Ref = I-_,
                  (   Count =:= 0, memberchk(I, Needs)
                  ->  Need = 1
                  ;   Need = 0
                  ),
                  Rank = r(Count, Need) ),
                Ranked),
        '$zl_best'(Ranked, _-X)
    ).

% The candidate with the greatest count, then the least need, then the
% first.
'$zl_best'([R-Ref|Ranked], Best) :-
    foldl('$zl_better', Ranked, R-Ref, _-Best).

'$zl_better'(r(C, N)-Ref, r(C0, N0)-Ref0, Best) :-
    (   ( C > C0 ; C =:= C0, N < N0 )
    ->  Best = r(C, N)-Ref
    ;   Best = r(C0, N0)-Ref0
    ).

% The first N elements of List (all of them when it is shorter), without
% walking the rest: '$zl_near'/3 takes two words after each value, and
% measuring what follows made a long sentence quadratic (issue 25).
'$zl_take'(N, List, Taken) :-
    (   N > 0, List = [X|Xs]
    ->  Taken = [X|Taken1],
        N1 is N - 1,
        '$zl_take'(N1, Xs, Taken1)
    ;   Taken = []
    ).


                /*******************************
                *   CLUES                      *
                *******************************/

% A reading is ok(N, Clue, Items) or failed(N, Text, Items).
'$zl_read_clue'(Needs, Houses, N-Text-Marks, Reading) :-
    '$zl_resolve'(Needs, Marks, Items),
    (   phrase('$zl_clue'(Houses, Clue), Items)
    ->  Reading = ok(N, Clue, Items)
    ;   atom_string(TextAtom, Text),
        Reading = failed(N, TextAtom, Items)
    ).

% The clues, or the error for the first clue not read: its unknown words
% are those of no template and no clue that was read.
'$zl_clues'(Readings, Clues) :-
    (   memberchk(failed(N, Text, Items), Readings)
    ->  findall(C, ( member(ok(_, _, Is), Readings), member(w(C, _), Is) ),
                Known0),
        sort(Known0, Known),
        findall(W, ( member(w(C, W), Items),
                     \+ memberchk(C, Known),
                     \+ '$zl_template_word'(C),
                     \+ '$zl_filler'(C) ),
                Unknown),
        (   Unknown == []
        ->  findall(W, member(w(_, W), Items), Words)
        ;   Words = Unknown
        ),
        '$zl_error'(zebra_clue(N, Text, Words))
    ;   findall(Clue, member(ok(_, Clue, _), Readings), Clues)
    ).

% The words of the templates, and those the generator's phrases use
% around a value ("the person who loves", "the fish enthusiast").
'$zl_template_word'(W) :-
    (   memberchk(W, [is, in, the, house, of, to, and, are, each, other,
                      there, one, two, at, end, middle, centre, center, a,
                      an, live, last, either, beside, neighbour, neighbor,
                      left, right, next, between, somewhere, directly,
                      immediately, not, his, her, their])
    ->  true
    ;   memberchk(W, [arrangement, birthday, book, boquet, bouquet, child,
                      color, colour, different, unique, drinker, drink,
                      eater, eating, enthusiast, favorite, favourite, hair,
                      has, height, keeper, keep, like, lover, love, many,
                      mother, music, name, named, old, only, owner, own,
                      partial, person, smoker, smoke, smoothie, use, vase,
                      who, whose, year, with, play, plays])
    ->  true
    ;   '$zl_ordinal'(W, _)
    ).

% Words that a phrase naming a value never holds: they belong to the
% sentence around it, and a clue with one that no template has is not
% read ("lives opposite").
'$zl_relation_word'(W) :-
    memberchk(W, [left, right, next, between, somewhere, directly,
                  immediately, not, beside, neighbour, neighbor, end,
                  middle, opposite, across, facing, near, far, above,
                  below, before, after, behind, front, adjacent, than,
                  older, younger, taller, shorter]).

% '$zl_clue'(+Houses, -Clue)// : the clue a sentence's items say, by
% its template; Houses bounds the house numbers.
'$zl_clue'(H, C) --> '$zl_np'(X), '$zl_is', '$zl_position_clue'(H, X, C).
'$zl_clue'(_, C) --> '$zl_np'(X), '$zl_is', '$zl_relation'(X, C).
'$zl_clue'(_, C) -->
    '$zl_np'(X), '$zl_and', '$zl_np'(Y), '$zl_are', '$zl_pair'(X, Y, C).
'$zl_clue'(_, C) -->
    '$zl_there_between'(K), '$zl_np'(X), '$zl_and', '$zl_np'(Y),
    { '$zl_between_clue'(K, X, Y, C) }.
'$zl_clue'(_, C) --> '$zl_np'(X), '$zl_w'(is), '$zl_same'(X, C).
'$zl_clue'(_, not_same(X, Y)) -->
    '$zl_np'(X), '$zl_does', '$zl_w'(not), '$zl_np'(Y).

% "does" is the word doe once made singular; "did" stays.
'$zl_does' --> '$zl_w'(doe).
'$zl_does' --> '$zl_w'(did).

'$zl_position_clue'(H, X, at(X, P)) --> '$zl_in_house'(H, P).
'$zl_position_clue'(H, X, not_at(X, P)) --> '$zl_w'(not), '$zl_in_house'(H, P).
'$zl_position_clue'(_, X, at_end(X)) --> '$zl_at_end'.
'$zl_position_clue'(_, X, not_at_end(X)) --> '$zl_w'(not), '$zl_at_end'.

'$zl_in_house'(H, P) -->
    '$zl_k'([in, the]), '$zl_ordinal_word'(H, P), '$zl_w'(house).
'$zl_in_house'(H, P) -->
    '$zl_k'([in, house]), [w(C, _)], { atom_number(C, P), between(1, H, P) }.
'$zl_in_house'(H, P) -->
    '$zl_k'([in, the]), '$zl_middle', '$zl_w'(house),
    { H mod 2 =:= 1, P is (H + 1) // 2 }.

'$zl_ordinal_word'(H, P) --> [w(C, _)], { '$zl_ordinal'(C, P), P =< H }.
'$zl_ordinal_word'(H, H) --> '$zl_w'(last).

'$zl_middle' --> '$zl_w'(middle).
'$zl_middle' --> '$zl_w'(centre).
'$zl_middle' --> '$zl_w'(center).

'$zl_at_end' --> '$zl_k'([at, one, of, the, end]).
'$zl_at_end' --> '$zl_k'([at, an, end]).
'$zl_at_end' --> '$zl_k'([at, either, end]).

'$zl_relation'(X, left_of(X, Y)) -->
    '$zl_directly', '$zl_to_the', '$zl_k'([left, of]), '$zl_np'(Y).
'$zl_relation'(X, right_of(X, Y)) -->
    '$zl_directly', '$zl_to_the', '$zl_k'([right, of]), '$zl_np'(Y).
'$zl_relation'(X, somewhere_left_of(X, Y)) -->
    '$zl_w'(somewhere), '$zl_to_the', '$zl_k'([left, of]), '$zl_np'(Y).
'$zl_relation'(X, somewhere_right_of(X, Y)) -->
    '$zl_w'(somewhere), '$zl_to_the', '$zl_k'([right, of]), '$zl_np'(Y).
'$zl_relation'(X, next_to(X, Y)) --> '$zl_next_to', '$zl_np'(Y).
'$zl_relation'(X, not_next_to(X, Y)) -->
    '$zl_w'(not), '$zl_next_to', '$zl_np'(Y).
'$zl_relation'(X, between(Y, X, Z)) -->
    ( '$zl_w'(somewhere) -> [] ; [] ), '$zl_w'(between),
    '$zl_np'(Y), '$zl_and', '$zl_np'(Z).

'$zl_pair'(X, Y, next_to(X, Y)) -->
    '$zl_k'([next, to, each, other]).
'$zl_pair'(X, Y, next_to(X, Y)) --> '$zl_w'(neighbour).
'$zl_pair'(X, Y, next_to(X, Y)) --> '$zl_w'(neighbor).
'$zl_pair'(X, Y, not_next_to(X, Y)) -->
    '$zl_k'([not, next, to, each, other]).
'$zl_pair'(X, Y, not_next_to(X, Y)) --> '$zl_k'([not, neighbour]).
'$zl_pair'(X, Y, not_next_to(X, Y)) --> '$zl_k'([not, neighbor]).

'$zl_same'(X, not_same(X, Y)) --> '$zl_w'(not), '$zl_np'(Y).
'$zl_same'(X, same(X, Y)) --> '$zl_np'(Y).

'$zl_there_between'(K) -->
    '$zl_w'(there), ( '$zl_w'(is) ; '$zl_w'(are) ), [w(Count, _)],
    { '$zl_count'(Count, K) }, '$zl_k'([house, between]).

'$zl_between_clue'(1, X, Y, one_between(X, Y)).
'$zl_between_clue'(2, X, Y, two_between(X, Y)).

'$zl_directly' --> '$zl_w'(directly).
'$zl_directly' --> '$zl_w'(immediately).

'$zl_to_the' --> '$zl_k'([to, the]).
'$zl_to_the' --> '$zl_k'([to, his]).
'$zl_to_the' --> '$zl_k'([to, her]).
'$zl_to_the' --> '$zl_k'([to, their]).
'$zl_to_the' --> [].

'$zl_next_to' --> '$zl_k'([next, to]).
'$zl_next_to' --> '$zl_w'(beside).
'$zl_next_to' --> '$zl_k'([a, neighbour, of]).
'$zl_next_to' --> '$zl_k'([a, neighbor, of]).

'$zl_is' --> '$zl_w'(is).
'$zl_is' --> '$zl_w'(live).

'$zl_and' --> '$zl_w'(and).

'$zl_are' --> '$zl_w'(are).
'$zl_are' --> '$zl_w'(live).

'$zl_w'(C) --> [w(C, _)].

% '$zl_k'(+Words)// : these words, in this order.
'$zl_k'([]) --> [].
'$zl_k'([C|Cs]) --> [w(C, _)], '$zl_k'(Cs).

% A phrase naming one value: words around it, each a word the templates
% and the generators' phrases use around values, or a word of an
% attribute's description ("the person who uses a Huawei P50" where
% people "use different phone models"), never a relation word.  Any
% other word ("Peter is the brother of Eric") leaves the clue unread,
% so it is refused, naming the word, rather than read as same/2.
'$zl_np'(X) --> '$zl_fillers', [v(X, _)], '$zl_fillers'.

'$zl_fillers' --> [].
'$zl_fillers' --> [w(C, _)], { '$zl_filler'(C) }, '$zl_fillers'.

'$zl_filler'(C) :-
    \+ '$zl_relation_word'(C),
    (   '$zl_template_word'(C)
    ->  true
    ;   '$zl_phrase_word'(C)
    ->  true
    ;   b_getval('$zl_description_words', Words),
        memberchk(C, Words)
    ).

% Words of the phrases around a value that no template lists: verbs of
% liking and having, pronouns, determiners (singular, as '$zl_canon'/2
% makes them: "drives" is drive).
'$zl_phrase_word'(C) :-
    memberchk(C, [that, which, whom, man, woman, people, someone, somebody,
                  drive, eat, read, wear, prefer, enjoy, have, had, was,
                  were, called, fan, lover, for, as, some, any,
                  this, its, love, like, own, keep, use, play, smoke, drink,
                  whose, owning, driving, eating, reading, wearing,
                  playing, using, keeping, drinking, smoking, loving,
                  liking, preferring, enjoying, living, doe, do, did, home]).

'$zl_ordinal'(first, 1).
'$zl_ordinal'(second, 2).
'$zl_ordinal'(third, 3).
'$zl_ordinal'(fourth, 4).
'$zl_ordinal'(fifth, 5).
'$zl_ordinal'(sixth, 6).
'$zl_ordinal'(seventh, 7).
'$zl_ordinal'(eighth, 8).
'$zl_ordinal'(ninth, 9).
'$zl_ordinal'(tenth, 10).


                /*******************************
                *   QUESTIONS                  *
                *******************************/

'$zl_questions'(Texts, Lexicon, Needs, Questions) :-
    maplist('$zl_read_question'(Lexicon, Needs), Texts, Questions).

% A question no form reads is an error naming it and its words that are
% neither a value's nor a template's, never a question left out.
'$zl_read_question'(Lexicon, Needs, Text, Question) :-
    (   '$zl_question'(Lexicon, Needs, Text, Question)
    ->  true
    ;   '$zl_words'(Text, Words),
        '$zl_marks'(Lexicon, Words, Marks),
        '$zl_resolve'(Needs, Marks, Items),
        findall(W, ( member(w(C, W), Items),
                     \+ '$zl_template_word'(C),
                     \+ memberchk(C, [what, who, which, where, does, do]) ),
                Unknown),
        (   Unknown == []
        ->  findall(W, member(w(_, W), Items), Unread)
        ;   Unread = Unknown
        ),
        atom_string(TextAtom, Text),
        '$zl_error'(zebra_puzzle(question(TextAtom, Unread)))
    ).

'$zl_question'(Lexicon, _, Text, question(TextAtom, Q)) :-
    '$zl_words'(Text, Words),
    '$zl_about_a_house'(Words, N),
    (   phrase('$zl_what_of'(Lexicon, Attr), Words, _)
    ->  Q = what(Attr, house(N))
    ;   Words = [w(who, _)|_]
    ->  Q = who(house(N))
    ),
    !,
    atom_string(TextAtom, Text).
'$zl_question'(Lexicon, Needs, Text, question(TextAtom, Q)) :-
    '$zl_words'(Text, Words),
    \+ '$zl_about_a_house'(Words, _),
    '$zl_marks'(Lexicon, Words, Marks),
    '$zl_resolve'(Needs, Marks, Items),
    phrase('$zl_query'(Lexicon, Q), Items),
    !,
    atom_string(TextAtom, Text).

% '$zl_about_a_house'(+Words, -N): the question names house N.
'$zl_about_a_house'(Words, N) :-
    append(_, [w(house, _), w(D, _)|_], Words),
    atom_number(D, N),
    !.
'$zl_about_a_house'(Words, N) :-
    append(_, [w(O, _), w(house, _)|_], Words),
    '$zl_ordinal'(O, N),
    !.

% "What is <attribute> of": the start of a question about a house.
'$zl_what_of'(Lexicon, Attr) -->
    '$zl_w'(what), ( '$zl_w'(is) ; '$zl_w'(are) ), '$zl_attr_words'(Ws),
    '$zl_w'(of),
    { '$zl_named_attribute'(Lexicon, Ws, Attr) }.

'$zl_query'(Lexicon, what(Attr, X)) -->
    '$zl_w'(what), ( '$zl_w'(is) ; '$zl_w'(are) ), '$zl_attr_words'(Ws),
    '$zl_w'(of),
    '$zl_np'(X),
    { '$zl_named_attribute'(Lexicon, Ws, Attr) }.
'$zl_query'(_, who(X)) --> '$zl_w'(who), '$zl_np'(X).
'$zl_query'(_, where(X)) --> '$zl_w'(where), '$zl_np'(X).
'$zl_query'(_, where(X)) -->
    ( '$zl_w'(which) ; '$zl_w'(what) ), '$zl_w'(house), '$zl_np'(X).
'$zl_query'(_, where(X)) -->
    '$zl_w'(in), ( '$zl_w'(which) ; '$zl_w'(what) ), '$zl_w'(house),
    '$zl_np'(X).

'$zl_attr_words'(Ws) --> ( '$zl_w'(the) -> [] ; [] ), '$zl_plain_words'(Ws).

'$zl_plain_words'([C|Cs]) --> [w(C, _)], { C \== of }, '$zl_plain_words'(Cs).
'$zl_plain_words'([C]) --> [w(C, _)], { C \== of }.

% The attribute a question names: by its name, by its words run
% together, or as the only attribute one of whose name words it is.
'$zl_named_attribute'(lexicon(Index, _, _), Words, Attr) :-
    findall(A, ( '$zl_in_tree'(Index, Es), member(e(_, _, _-(A=_)), Es) ),
            As0),
    sort(As0, As),
    atomic_list_concat(Words, '_', Joined),
    atomic_list_concat(Words, Together),
    (   memberchk(Joined, As)
    ->  Attr = Joined
    ;   member(Attr, As),
        atomic_list_concat(Parts, '_', Attr),
        atomic_list_concat(Parts, Together)
    ->  true
    ;   findall(A, ( member(A, As), atomic_list_concat(Parts, '_', A),
                     member(W, Words), memberchk(W, Parts) ),
                Found0),
        sort(Found0, [Attr])
    ).
