% library(zebra/brainzilla): the reader of zebra puzzles written in the
% "brainzilla" style, for library(zebra) (prelude/zebra.pl), which calls
% it when a text looks like one.  The style:
%
%     Color: blue, green, red, white, yellow.
%     Smoke: Blends, Blue Master, Dunhill, Pall Mall, Prince.
%     The Brit lives in the red house.
%     The green house is exactly to the left of the white house.
%     Who owns the fish?
%
% Attribute lines (a name, a colon, the values), then one sentence per
% clue, then questions ending in "?".  examples/puzzles/README.md lists
% the sentence shapes understood.  The result is library(zebra)'s puzzle
% term, puzzle(Houses, Attributes, Clues, Questions).
%
% The pipeline:
%   1. codes -> sentences -> tokens     DCGs over the character codes
%   2. tokens -> known words            a lexicon made from the attribute
%                                       lines; words it lacks are dropped
%   3. known words -> clue terms        the clue grammar, a DCG over words
%
% A word the lexicon lacks is dropped, so "The Brit lives in the red
% house" keeps [Brit, red]; a sentence whose kept words have no clue
% shape is an error naming the clue, its text and the words dropped,
% never a clue silently skipped.  Errors are thrown as
% error(zebra_error(E), _); library(zebra)'s zebra_message/2 words them.
%
% The helpers, named '$zebra_bz_...', are local to the module.

:- module(zebra_brainzilla, [brainzilla_read/3]).

% brainzilla_read(+Codes, -Puzzle, -ClueTexts): Codes is the text of a
% puzzle; ClueTexts is the sentence of each clue as written (its spacing
% tidied), in the order of the puzzle's clues.
brainzilla_read(Codes, puzzle(Houses, Attributes, Clues, Questions), Texts) :-
    phrase('$zebra_bz_sentences'(Sentences), Codes),
    partition('$zebra_bz_declaration_sentence', Sentences, Declarations, Others),
    partition('$zebra_bz_question_sentence', Others, QuestionSentences, ClueSentences),
    maplist('$zebra_bz_attribute', Declarations, Attrs),
    '$zebra_bz_check_attrs'(Attrs, Houses),
    maplist('$zebra_bz_attr_term', Attrs, Attributes),
    '$zebra_bz_lexicon'(Attrs, Houses, Lexicon),
    findall(N-S, nth1(N, ClueSentences, S), NumberedClues),
    maplist('$zebra_bz_read_clue'(Lexicon), NumberedClues, Clues),
    maplist('$zebra_bz_sentence_text', ClueSentences, Texts),
    maplist('$zebra_bz_question'(Lexicon), QuestionSentences, Questions).

'$zebra_bz_error'(E) :-
    throw(error(zebra_error(E), _)).

'$zebra_bz_sentence_text'(sentence(Text, _, _), Text).


                /*******************************
                *   1. SENTENCES AND TOKENS    *
                *******************************/

% '$zebra_bz_sentences'(-Sentences)// : each sentence(Text, End, Tokens),
% where Text is the sentence as written (with its spacing tidied, for
% messages) and End is the code of the full stop or question mark that
% ends it.  Lines starting with % are comments.
'$zebra_bz_sentences'(Sentences) -->
    '$zebra_bz_layout',
    (   '$zebra_bz_eos'
    ->  { Sentences = [] }
    ;   '$zebra_bz_sentence'(S),
        { Sentences = [S|Rest] },
        '$zebra_bz_sentences'(Rest)
    ).

'$zebra_bz_layout' --> '$zebra_bz_blank', !, '$zebra_bz_layout'.
'$zebra_bz_layout' --> "%", !, '$zebra_bz_string_without'(`\n`, _), '$zebra_bz_layout'.
'$zebra_bz_layout' --> [].

% A sentence longer than '$zebra_bz_max_sentence'/1 characters is not
% read: its Tokens are too_long(Length) and its Text the start of it, so
% that a line of megabytes is refused with an error naming its clue at
% once, in memory that does not grow with it (issue 25).
'$zebra_bz_sentence'(Sentence, S0, S) :-
    '$zebra_bz_body_length'(S0, 0, Length, S1),
    '$zebra_bz_max_sentence'(Max),
    Length > Max,
    !,
    '$zebra_bz_take'(60, S0, Start0),
    phrase('$zebra_bz_tidy'(Start1), Start0),
    append(Start1, `...`, StartCodes),
    atom_codes(Start, StartCodes),
    (   S1 = [End|S]
    ->  true
    ;   End = 0'., S = S1
    ),
    Sentence = sentence(Start, End, too_long(Length)).
'$zebra_bz_sentence'(sentence(Text, End, Tokens)) -->
    '$zebra_bz_string_without'(`.?`, Body),
    (   [End]
    ->  []
    ;   { End = 0'. }                   % the last sentence may lack its stop
    ),
    {   phrase('$zebra_bz_tidy'(Tidy), Body),
        append(Tidy, [End], TextCodes),
        atom_codes(Text, TextCodes),
        phrase('$zebra_bz_tokens'(Tokens), Body)
    }.

'$zebra_bz_max_sentence'(10000).

% '$zebra_bz_body_length'(+Codes, +N0, -N, -Rest): N0 plus the number of
% codes before the first full stop or question mark (or the end), Rest
% the codes from there; builds nothing.
'$zebra_bz_body_length'([C|Cs], N0, N, Rest) :-
    C =\= 0'.,
    C =\= 0'?,
    !,
    N1 is N0 + 1,
    '$zebra_bz_body_length'(Cs, N1, N, Rest).
'$zebra_bz_body_length'(Rest, N, N, Rest).

% '$zebra_bz_take'(+N, +List, -Prefix): the first N elements (all when
% there are fewer).
'$zebra_bz_take'(N, List, Prefix) :-
    (   N > 0, List = [X|Xs]
    ->  Prefix = [X|Prefix1],
        N1 is N - 1,
        '$zebra_bz_take'(N1, Xs, Prefix1)
    ;   Prefix = []
    ).

% '$zebra_bz_tidy'(-Codes)// : the codes with each run of layout made one
% space and none at the end.
'$zebra_bz_tidy'(Codes) -->
    '$zebra_bz_blank', !, '$zebra_bz_blanks',
    (   '$zebra_bz_eos'
    ->  { Codes = [] }
    ;   { Codes = [0' |Rest] },
        '$zebra_bz_tidy'(Rest)
    ).
'$zebra_bz_tidy'([C|Cs]) --> [C], !, '$zebra_bz_tidy'(Cs).
'$zebra_bz_tidy'([]) --> [].

% '$zebra_bz_tokens'(-Tokens)// : w(Word) for a word as written, n(Integer)
% for a number, p(Code) for any other character.  "doesn't" is two
% words, "does not"; other endings after an apostrophe ("Dane's") are
% dropped.
'$zebra_bz_tokens'(Tokens) --> '$zebra_bz_blank', !, '$zebra_bz_tokens'(Tokens).
'$zebra_bz_tokens'([n(N)|Tokens]) -->
    '$zebra_bz_digit'(D), !, '$zebra_bz_digits'(Ds),
    { number_codes(N, [D|Ds]) },
    '$zebra_bz_tokens'(Tokens).
'$zebra_bz_tokens'(Tokens) -->
    '$zebra_bz_letters'(Cs), !,
    '$zebra_bz_word_end'(Cs, Tokens, Rest),
    '$zebra_bz_tokens'(Rest).
'$zebra_bz_tokens'([p(C)|Tokens]) --> [C], !, '$zebra_bz_tokens'(Tokens).
'$zebra_bz_tokens'([]) --> [].

'$zebra_bz_word_end'(Cs, [w(Word), w(not)|Tokens], Tokens) -->
    '$zebra_bz_apostrophe', "t",
    { append(Base, `n`, Cs) },
    !,
    { atom_codes(Word, Base) }.
'$zebra_bz_word_end'(Cs, [w(Word)|Tokens], Tokens) -->
    ( '$zebra_bz_apostrophe', '$zebra_bz_letters'(_) -> [] ; [] ),
    { atom_codes(Word, Cs) }.

'$zebra_bz_apostrophe' --> "'".
'$zebra_bz_apostrophe' --> [0x2019].       % the typographic one

'$zebra_bz_letters'([C|Cs]) -->
    '$zebra_bz_letter'(C),
    ( '$zebra_bz_letters'(Cs) -> [] ; { Cs = [] } ).

% Only reads: given no text, code_type/2 would enumerate every letter.
'$zebra_bz_letter'(C) --> [C], { integer(C), code_type(C, alpha) }.

% The few dcg/basics non-terminals the reader needs, under its own names
% (a program's own blank//0 must not change how puzzles read).
'$zebra_bz_blank' --> [C], { code_type(C, space) }.

'$zebra_bz_blanks' --> '$zebra_bz_blank', !, '$zebra_bz_blanks'.
'$zebra_bz_blanks' --> [].

'$zebra_bz_digit'(C) --> [C], { code_type(C, digit) }.

'$zebra_bz_digits'([C|Cs]) --> '$zebra_bz_digit'(C), !, '$zebra_bz_digits'(Cs).
'$zebra_bz_digits'([]) --> [].

'$zebra_bz_eos'([], []).

'$zebra_bz_string_without'(End, [C|Cs]) -->
    [C], { \+ memberchk(C, End) }, !,
    '$zebra_bz_string_without'(End, Cs).
'$zebra_bz_string_without'(_, []) --> [].


                /*******************************
                *   2. ATTRIBUTES AND LEXICON  *
                *******************************/

% An attribute line is read into attr(Attr, Name, Phrase, Values): Attr
% the puzzle term's attribute (car_model), Name as written (Car Model),
% Phrase the words that mention it in a question ([car, model]); Values
% is [value(Value, Key, Phrase)], Value as written ('Blue Master', 25),
% Key the value's words lower-cased (blue_master: two values with one
% Key could not be told apart in a clue), Phrase its words ([blue,
% master]).

'$zebra_bz_declaration_sentence'(sentence(_, _, Tokens)) :-
    is_list(Tokens),
    memberchk(p(0':), Tokens).

'$zebra_bz_question_sentence'(sentence(_, 0'?, _)).

% '$zebra_bz_attribute'(+Sentence, -Attr): "Smoke: Blends, Blue Master."
'$zebra_bz_attribute'(sentence(Text, _, Tokens), Attr) :-
    (   phrase('$zebra_bz_declaration'(Attr), Tokens)
    ->  true
    ;   '$zebra_bz_error'(attribute_line(Text))
    ).

'$zebra_bz_declaration'(attr(Attr, Name, Phrase, Values)) -->
    '$zebra_bz_words'(Words), [p(0':)], '$zebra_bz_declared_values'(Values),
    { '$zebra_bz_naming'(Words, Attr, Name, Phrase) }.

'$zebra_bz_declared_values'([V|Vs]) -->
    '$zebra_bz_declared_value'(V),
    ( [p(0',)] -> '$zebra_bz_declared_values'(Vs) ; { Vs = [] } ).

'$zebra_bz_declared_value'(value(N, N, [N])) --> [n(N)], !.
'$zebra_bz_declared_value'(value(Name, Key, Phrase)) -->
    '$zebra_bz_words'(Words),
    { '$zebra_bz_naming'(Words, Key, Name, Phrase) }.

'$zebra_bz_words'([W|Ws]) --> [w(W)], ( '$zebra_bz_words'(Ws) -> [] ; { Ws = [] } ).

% '$zebra_bz_naming'(+Words, -Key, -Name, -Phrase): [Blue, Master] is
% written 'Blue Master', keyed blue_master and mentioned as [blue, master].
'$zebra_bz_naming'(Words, Key, Name, Phrase) :-
    maplist(downcase_atom, Words, Phrase),
    atomic_list_concat(Phrase, '_', Key),
    atomic_list_concat(Words, ' ', Name).

% The checks the puzzle term cannot make: values are told apart by their
% lower-cased words, and clues name values without their attribute, so
% no two values of the whole puzzle may share a Key.  The number of
% houses is the first attribute's number of values.
'$zebra_bz_check_attrs'(Attrs, Houses) :-
    (   Attrs = [attr(_, _, _, Values)|_]
    ->  length(Values, Houses)
    ;   '$zebra_bz_error'(no_attributes)
    ),
    forall(( member(attr(_, Name, _, Vs), Attrs),
             append(_, [value(ValueName, Key, _)|Later], Vs),
             memberchk(value(_, Key, _), Later) ),
           '$zebra_bz_error'(duplicate_value(Name, ValueName))),
    forall(( append(_, [attr(_, Name1, _, Vs1)|Later], Attrs),
             member(attr(_, Name2, _, Vs2), Later),
             member(value(ValueName, Key, _), Vs1),
             memberchk(value(_, Key, _), Vs2) ),
           '$zebra_bz_error'(shared_value(ValueName, Name1, Name2))).

'$zebra_bz_attr_term'(attr(Attr, _, _, Values), Attr-Names) :-
    maplist('$zebra_bz_value_name', Values, Names).

'$zebra_bz_value_name'(value(Name, _, _), Name).

% The lexicon: for each word that starts a phrase, Word-Entries, each
% entry Rest-Token (Rest the phrase's other words), longest phrase
% first, so that "Blue Master" is read as the cigar before "blue" is
% read as the colour.  Tokens:
%   Attr=Value     a value: "the red house", "the Brit", "the youngest"
%   attr(Attr)     an attribute's name: "What does the Brit drink?"
%   pos(L, R)      a house counted L from the left, R from the right
%   less(Attr), more(Attr)   "younger", "older"
%   a keyword      left, right, next, somewhere, between, ends, not,
%                  who, what, where
%   unknown(Word)  a word known to mean something the puzzle cannot
%                  (no Age attribute for "oldest"): no clue parses
'$zebra_bz_lexicon'(Attrs, Houses, Lexicon) :-
    findall((First-Shorter)-(Rest-Token),
            ( '$zebra_bz_lexeme'(Attrs, Houses, [First|Rest], Token),
              length(Rest, Length),
              Shorter is -Length ),
            Keyed),
    keysort(Keyed, Sorted),             % stable: values before keywords
    '$zebra_bz_group'(Sorted, Lexicon).

'$zebra_bz_group'([], []).
'$zebra_bz_group'([(First-_)-Entry|Keyed], [First-[Entry|Entries]|Groups]) :-
    '$zebra_bz_same_first'(Keyed, First, Entries, Rest),
    '$zebra_bz_group'(Rest, Groups).

'$zebra_bz_same_first'([(First-_)-Entry|Keyed], First, [Entry|Entries], Rest) :-
    !,
    '$zebra_bz_same_first'(Keyed, First, Entries, Rest).
'$zebra_bz_same_first'(Rest, _, [], Rest).

'$zebra_bz_lexeme'(Attrs, _, Phrase, Attr=Value) :-
    member(attr(Attr, _, _, Values), Attrs),
    member(value(Value, _, Words), Values),
    '$zebra_bz_singular_or_plural'(Words, Phrase).
'$zebra_bz_lexeme'(Attrs, _, Phrase, attr(Attr)) :-
    member(attr(Attr, _, Phrase, _), Attrs).
'$zebra_bz_lexeme'(_, _, [Word], Token) :-
    '$zebra_bz_keyword'(Word, Token).
'$zebra_bz_lexeme'(_, Houses, [Word], pos(L, R)) :-
    (   '$zebra_bz_ordinal'(L, Word),
        L =< Houses
    ;   Word = last,
        L = Houses
    ;   '$zebra_bz_middle'(Word),
        Houses mod 2 =:= 1,
        L is (Houses + 1) // 2
    ),
    R is Houses + 1 - L.
'$zebra_bz_lexeme'(Attrs, _, [Word], Token) :-
    '$zebra_bz_scale'(Attr, Least, Most, Less, More),
    member(Word-Degree, [Least-least, Most-most, Less-less, More-more]),
    (   member(attr(Attr, _, _, Values), Attrs),
        maplist('$zebra_bz_numeric_value', Values)
    ->  '$zebra_bz_degree_token'(Degree, Attr, Values, Token)
    ;   Token = unknown(Word)
    ).

% A value is also mentioned with its last word singular or plural: "keeps
% dogs" for the value dog, "the cat owner" for cats.
'$zebra_bz_singular_or_plural'(Words, Words).
'$zebra_bz_singular_or_plural'(Words, Other) :-
    append(Init, [Last], Words),
    atom(Last),
    (   atom_concat(Singular, s, Last)
    ->  Word = Singular
    ;   atom_concat(Last, s, Word)
    ),
    append(Init, [Word], Other).

'$zebra_bz_numeric_value'(value(N, _, _)) :-
    integer(N).

'$zebra_bz_degree_token'(least, Attr, Values, Attr=Min) :-
    maplist('$zebra_bz_value_name', Values, Ns),
    min_list(Ns, Min).
'$zebra_bz_degree_token'(most, Attr, Values, Attr=Max) :-
    maplist('$zebra_bz_value_name', Values, Ns),
    max_list(Ns, Max).
'$zebra_bz_degree_token'(less, Attr, _, less(Attr)).
'$zebra_bz_degree_token'(more, Attr, _, more(Attr)).

'$zebra_bz_keyword'(left, left).
'$zebra_bz_keyword'(right, right).
'$zebra_bz_keyword'(next, next).
'$zebra_bz_keyword'(neighbour, next).
'$zebra_bz_keyword'(neighbours, next).
'$zebra_bz_keyword'(neighbor, next).
'$zebra_bz_keyword'(neighbors, next).
'$zebra_bz_keyword'(beside, next).
'$zebra_bz_keyword'(adjacent, next).
'$zebra_bz_keyword'(somewhere, somewhere).
'$zebra_bz_keyword'(anywhere, somewhere).
'$zebra_bz_keyword'(between, between).
'$zebra_bz_keyword'(end, ends).
'$zebra_bz_keyword'(ends, ends).
'$zebra_bz_keyword'(not, not).
'$zebra_bz_keyword'(never, not).
'$zebra_bz_keyword'(who, who).
'$zebra_bz_keyword'(what, what).
'$zebra_bz_keyword'(which, what).
'$zebra_bz_keyword'(where, where).

'$zebra_bz_ordinal'(1, first).
'$zebra_bz_ordinal'(2, second).
'$zebra_bz_ordinal'(3, third).
'$zebra_bz_ordinal'(4, fourth).
'$zebra_bz_ordinal'(5, fifth).
'$zebra_bz_ordinal'(6, sixth).
'$zebra_bz_ordinal'(7, seventh).
'$zebra_bz_ordinal'(8, eighth).
'$zebra_bz_ordinal'(9, ninth).

'$zebra_bz_middle'(centre).
'$zebra_bz_middle'(center).
'$zebra_bz_middle'(middle).

% '$zebra_bz_scale'(Attr, Least, Most, Less, More): the words for the ends
% and the order of a numeric attribute.
'$zebra_bz_scale'(age, youngest, oldest, younger, older).
'$zebra_bz_scale'(height, shortest, tallest, shorter, taller).
'$zebra_bz_scale'(weight, lightest, heaviest, lighter, heavier).

% '$zebra_bz_known_words'(+Lexicon, +Tokens, -Known, -Dropped): the tokens
% read against the lexicon, longest phrase first; Dropped is the words
% and numbers it lacks, in order.  Punctuation is dropped silently: it
% starts no phrase.
'$zebra_bz_known_words'(Lexicon, Tokens, Known, Dropped) :-
    maplist('$zebra_bz_lower', Tokens, Words),
    phrase('$zebra_bz_known'(Lexicon, Known, Dropped), Words).

'$zebra_bz_lower'(w(Word), Lower) :- downcase_atom(Word, Lower).
'$zebra_bz_lower'(n(N), N).
'$zebra_bz_lower'(p(C), p(C)).

'$zebra_bz_known'(Lexicon, [Token|Tokens], Dropped) -->
    [Word],
    { memberchk(Word-Entries, Lexicon),
      member(Rest-Token, Entries) },
    '$zebra_bz_phrase_words'(Rest),
    !,
    '$zebra_bz_known'(Lexicon, Tokens, Dropped).
'$zebra_bz_known'(Lexicon, Tokens, Dropped) -->
    [Word], !,
    { Word = p(_) -> Dropped = Dropped1 ; Dropped = [Word|Dropped1] },
    '$zebra_bz_known'(Lexicon, Tokens, Dropped1).
'$zebra_bz_known'(_, [], []) --> [].

'$zebra_bz_phrase_words'([]) --> [].
'$zebra_bz_phrase_words'([W|Ws]) --> [W], '$zebra_bz_phrase_words'(Ws).


                /*******************************
                *   3. CLUES AND QUESTIONS     *
                *******************************/

% A clue sentence is read into one clue term of library(zebra) (a
% sentence with several facts into and/2).
'$zebra_bz_read_clue'(_, N-sentence(Start, _, too_long(Length)), _) :-
    !,
    '$zebra_bz_max_sentence'(Max),
    (   sub_atom(Start, _, _, _, ':')   % an attribute line, by its start
    ->  '$zebra_bz_error'(line_too_long(Start, Length, Max))
    ;   '$zebra_bz_error'(clue_too_long(N, Start, Length, Max))
    ).
'$zebra_bz_read_clue'(Lexicon, N-sentence(Text, _, Tokens), Clue) :-
    '$zebra_bz_known_words'(Lexicon, Tokens, Known0, Dropped),
    exclude('$zebra_bz_question_word', Known0, Known),
    (   phrase('$zebra_bz_clue'(Clue), Known)
    ->  true
    ;   '$zebra_bz_unmatched'(Dropped, Unmatched),
        '$zebra_bz_error'(clue(N, Text, Unmatched))
    ).

% The dropped words worth naming in an error: those that are not the
% filler every clue has ("the", "lives", "in"), or all of them when
% there are no others.
'$zebra_bz_unmatched'(Dropped, Unmatched) :-
    exclude('$zebra_bz_filler', Dropped, Content),
    (   Content == []
    ->  Words = Dropped
    ;   Words = Content
    ),
    list_to_set(Words, Unmatched).

'$zebra_bz_filler'(Word) :-
    memberchk(Word, [a, an, the, and, is, are, of, in, on, at, to, as, by,
                     with, than, who, that, one, man, woman, person, owner,
                     lives, live, living, house, has, have, owns, keeps,
                     drinks, smokes, eats, plays, drives]).

% Question words and the names of attributes only matter in questions:
% "the man who keeps dogs as pets" is about dogs.
'$zebra_bz_question_word'(attr(_)).
'$zebra_bz_question_word'(who).
'$zebra_bz_question_word'(what).
'$zebra_bz_question_word'(where).

'$zebra_bz_clue'(C) --> '$zebra_bz_value'(X), '$zebra_bz_relation'(X, C).
'$zebra_bz_clue'(not(C)) --> '$zebra_bz_value'(X), [not], '$zebra_bz_relation'(X, C).
'$zebra_bz_clue'(and(same(X, Y), Cs)) -->
    '$zebra_bz_value'(X), '$zebra_bz_value'(Y), '$zebra_bz_value'(Z),
    '$zebra_bz_sames'(X, Z, Cs),
    { '$zebra_bz_other_attribute'(X, Y) }.
'$zebra_bz_clue'(next_to(X, Y)) --> '$zebra_bz_value'(X), '$zebra_bz_value'(Y), [next].
'$zebra_bz_clue'(C) --> '$zebra_bz_position'(P), '$zebra_bz_value'(X), { '$zebra_bz_at'(P, X, C) }.

'$zebra_bz_relation'(X, same(X, Y)) -->
    '$zebra_bz_value'(Y), { '$zebra_bz_other_attribute'(X, Y) }.
'$zebra_bz_relation'(X, left_of(X, Y)) --> [left], '$zebra_bz_value'(Y).
'$zebra_bz_relation'(X, right_of(X, Y)) --> [right], '$zebra_bz_value'(Y).
'$zebra_bz_relation'(X, somewhere_left_of(X, Y)) --> [somewhere, left], '$zebra_bz_value'(Y).
'$zebra_bz_relation'(X, somewhere_right_of(X, Y)) --> [somewhere, right], '$zebra_bz_value'(Y).
'$zebra_bz_relation'(X, next_to(X, Y)) --> [next], '$zebra_bz_value'(Y).
'$zebra_bz_relation'(X, between(Y, X, Z)) -->
    ( [somewhere] ; [] ), [between], '$zebra_bz_value'(Y), '$zebra_bz_value'(Z).
'$zebra_bz_relation'(X, C) --> '$zebra_bz_position'(P), { '$zebra_bz_at'(P, X, C) }.
'$zebra_bz_relation'(X, less(Attr, X, Y)) --> [less(Attr)], '$zebra_bz_value'(Y).
'$zebra_bz_relation'(X, greater(Attr, X, Y)) --> [more(Attr)], '$zebra_bz_value'(Y).

% The third and later values of "The Dane drinks tea and keeps cats":
% each in the house of the first.
'$zebra_bz_sames'(X, Z, same(X, Z)) -->
    [], { '$zebra_bz_other_attribute'(X, Z) }.
'$zebra_bz_sames'(X, Z, and(same(X, Z), Cs)) -->
    '$zebra_bz_value'(Y), { '$zebra_bz_other_attribute'(X, Z) },
    '$zebra_bz_sames'(X, Y, Cs).

'$zebra_bz_at'(ends, X, at_end(X)) :- !.
'$zebra_bz_at'(P, X, at(X, P)).

% Two values of one attribute are never in the same house: "The Brit
% lives opposite the Dane" has lost its meaning with "opposite".
'$zebra_bz_other_attribute'(Attr1=_, Attr2=_) :-
    Attr1 \== Attr2.

'$zebra_bz_value'(Attr=Value) --> [Attr=Value].

'$zebra_bz_position'(L) --> [pos(L, _)], ( [left] ; [] ).
'$zebra_bz_position'(R) --> [pos(_, R)], [right].
'$zebra_bz_position'(ends) --> [ends].

% Questions: who(X) asks for the person of X's house, what(Attr, X) for
% its Attr, where(X) for its number.
'$zebra_bz_question'(_, sentence(Start, _, too_long(Length)), _) :-
    !,
    '$zebra_bz_max_sentence'(Max),
    '$zebra_bz_error'(question_too_long(Start, Length, Max)).
'$zebra_bz_question'(Lexicon, sentence(Text, _, Tokens), question(Text, Query)) :-
    '$zebra_bz_known_words'(Lexicon, Tokens, Known, Dropped),
    (   phrase('$zebra_bz_query'(Query), Known)
    ->  true
    ;   '$zebra_bz_unmatched'(Dropped, Unmatched),
        '$zebra_bz_error'(question(Text, Unmatched))
    ).

'$zebra_bz_query'(who(X)) --> [who], '$zebra_bz_value'(X).
'$zebra_bz_query'(what(Attr, X)) --> [what, attr(Attr)], '$zebra_bz_value'(X).
'$zebra_bz_query'(what(Attr, X)) --> [what], '$zebra_bz_value'(X), [attr(Attr)].
'$zebra_bz_query'(where(X)) --> [where], '$zebra_bz_value'(X).
