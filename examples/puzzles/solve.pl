% solve.pl: read a zebra puzzle written in English, and solve it.
%
%     swipl solve.pl einstein.txt
%     zebralog solve.pl einstein.txt
%
% The puzzle file names its attributes, one line each,
%
%     Pet: birds, cats, dogs, fish, horses.
%
% then gives its clues, one sentence each, and may end with questions:
%
%     The Brit lives in the red house.
%     The green house is exactly to the left of the white house.
%     Who owns the fish?
%
% README.md in this directory lists the sentence shapes understood.  The
% program prints the street as a table (one row per house, leftmost
% first), answers the questions and says whether the solution is unique.
%
% The pipeline, one section of this file each:
%   1. text -> sentences -> tokens     DCGs over the character codes
%   2. tokens -> known words           a lexicon made from the attribute
%                                      lines; words it lacks are dropped
%   3. known words -> constraints      the clue grammar, a DCG over words
%   4. constraints -> houses           generate and test: member/nextto,
%                                      then a permutation per attribute
%   5. houses -> table and answers
%
% The puzzle is the last command-line argument that ends in ".txt"; with
% none, a usage line and exit status 2.  A puzzle the program cannot read
% ("solve.pl: cannot understand clue 3: ...") or that has no solution is
% reported on standard error with exit status 1.

:- use_module(library(lists)).
:- use_module(library(apply)).
:- use_module(library(pairs)).
:- use_module(library(readutil)).
:- use_module(library(dcg/basics)).
:- use_module(library(solution_sequences)).

:- initialization(main, main).

main :-
    current_prolog_flag(argv, Argv),
    (   puzzle_argument(Argv, File)
    ->  catch(solve_file(File), puzzle_error(Format, Args),
              report_error(Format, Args))
    ;   format(user_error, "usage: solve.pl PUZZLE.txt~n", []),
        halt(2)
    ).

% The last argument naming a .txt file: whatever else the system running
% the script leaves in argv, the puzzle is found.
puzzle_argument(Argv, File) :-
    reverse(Argv, Reversed),
    member(File, Reversed),
    sub_atom(File, _, _, 0, '.txt'),
    !.

solve_file(File) :-
    read_puzzle(File, Puzzle),
    solutions(Puzzle, Solutions),
    print_solutions(Puzzle, Solutions).

% Errors in the puzzle are thrown as puzzle_error(Format, Args) and
% printed once, in main.
puzzle_error(Format, Args) :-
    throw(puzzle_error(Format, Args)).

report_error(Format, Args) :-
    format(user_error, "solve.pl: ", []),
    format(user_error, Format, Args),
    nl(user_error),
    halt(1).


                /*******************************
                *   1. SENTENCES AND TOKENS    *
                *******************************/

% A puzzle is puzzle(Attributes, Constraints, Questions):
%   Attributes   [attribute(Key, Name, Phrase, Values)], in file order;
%                Values is [value(Key, Name, Phrase)]
%   Constraints  the clues as constraint terms (section 3)
%   Questions    [question(Text, Query)]
% A Key is the atom or number the solver works with (blue_master), a
% Name is the text the table prints (Blue Master) and a Phrase is the
% words that mention it in a clue ([blue, master]).

read_puzzle(File, puzzle(Attributes, Constraints, Questions)) :-
    catch(read_file_to_codes(File, Codes, []),
          error(existence_error(source_sink, _), _),
          puzzle_error("cannot read ~w", [File])),
    phrase(sentences(Sentences), Codes),
    partition(declaration_sentence, Sentences, Declarations, Others),
    partition(question_sentence, Others, QuestionSentences, ClueSentences),
    maplist(attribute, Declarations, Attributes),
    check_attributes(Attributes),
    lexicon(Attributes, Lexicon),
    findall(N-S, nth1(N, ClueSentences, S), NumberedClues),
    maplist(clue_constraints(Lexicon), NumberedClues, ConstraintLists),
    append(ConstraintLists, Constraints),
    maplist(question(Lexicon), QuestionSentences, Questions).

% sentences(-Sentences)// : each sentence(Text, End, Tokens), where Text
% is the sentence as written (with its spacing tidied, for messages) and
% End is the code of the full stop or question mark that ends it.
% Lines starting with % are comments.
sentences(Sentences) -->
    layout,
    (   eos
    ->  { Sentences = [] }
    ;   sentence(S),
        { Sentences = [S|Rest] },
        sentences(Rest)
    ).

layout --> blank, !, layout.
layout --> "%", !, string_without(`\n`, _), layout.
layout --> [].

sentence(sentence(Text, End, Tokens)) -->
    string_without(`.?`, Body),
    (   [End]
    ->  []
    ;   { End = 0'. }                   % the last sentence may lack its stop
    ),
    {   phrase(tidy(Tidy), Body),
        append(Tidy, [End], TextCodes),
        atom_codes(Text, TextCodes),
        phrase(tokens(Tokens), Body)
    }.

% tidy(-Codes)// : the codes with each run of layout made one space and
% none at the end.
tidy(Codes) -->
    blank, !, blanks,
    (   eos
    ->  { Codes = [] }
    ;   { Codes = [0' |Rest] },
        tidy(Rest)
    ).
tidy([C|Cs]) --> [C], !, tidy(Cs).
tidy([]) --> [].

% tokens(-Tokens)// : w(Word) for a word as written, n(Integer) for a
% number, p(Code) for any other character.  "doesn't" is two words,
% "does not"; other endings after an apostrophe ("Dane's") are dropped.
tokens(Tokens) --> blank, !, tokens(Tokens).
tokens([n(N)|Tokens]) --> digit(D), !, digits(Ds),
    { number_codes(N, [D|Ds]) },
    tokens(Tokens).
tokens(Tokens) --> letters(Cs), !, word_end(Cs, Tokens, Rest), tokens(Rest).
tokens([p(C)|Tokens]) --> [C], !, tokens(Tokens).
tokens([]) --> [].

word_end(Cs, [w(Word), w(not)|Tokens], Tokens) -->
    apostrophe, "t",
    { append(Base, `n`, Cs) },
    !,
    { atom_codes(Word, Base) }.
word_end(Cs, [w(Word)|Tokens], Tokens) -->
    ( apostrophe, letters(_) -> [] ; [] ),
    { atom_codes(Word, Cs) }.

apostrophe --> "'".
apostrophe --> [0x2019].                % the typographic one

letters([C|Cs]) --> letter(C), ( letters(Cs) -> [] ; { Cs = [] } ).

letter(C) --> [C], { code_type(C, alpha) }.


                /*******************************
                *   2. ATTRIBUTES AND LEXICON  *
                *******************************/

declaration_sentence(sentence(_, _, Tokens)) :-
    memberchk(p(0':), Tokens).

question_sentence(sentence(_, 0'?, _)).

% attribute(+Sentence, -Attribute): "Smoke: Blends, Blue Master, Prince."
attribute(sentence(Text, _, Tokens), Attribute) :-
    (   phrase(declaration(Attribute), Tokens)
    ->  true
    ;   puzzle_error("cannot understand attribute line: \"~w\"", [Text])
    ).

declaration(attribute(Key, Name, Phrase, Values)) -->
    words(Words), [p(0':)], declared_values(Values),
    { naming(Words, Key, Name, Phrase) }.

declared_values([V|Vs]) -->
    declared_value(V),
    ( [p(0',)] -> declared_values(Vs) ; { Vs = [] } ).

declared_value(value(N, Name, [N])) --> [n(N)], !, { atom_number(Name, N) }.
declared_value(value(Key, Name, Phrase)) --> words(Words),
    { naming(Words, Key, Name, Phrase) }.

words([W|Ws]) --> [w(W)], ( words(Ws) -> [] ; { Ws = [] } ).

% naming(+Words, -Key, -Name, -Phrase): [Blue, Master] is the value
% blue_master, printed "Blue Master" and mentioned as [blue, master].
naming(Words, Key, Name, Phrase) :-
    maplist(downcase_atom, Words, Phrase),
    atomic_list_concat(Phrase, '_', Key),
    atomic_list_concat(Words, ' ', Name).

check_attributes(Attributes) :-
    (   Attributes = [attribute(_, _, _, Values)|_]
    ->  length(Values, Size)
    ;   puzzle_error("no attribute lines (\"Pet: cats, dogs, fish.\")", [])
    ),
    forall(( member(attribute(_, Name, _, Vs), Attributes),
             length(Vs, Length), Length =\= Size ),
           puzzle_error("~w has ~d values, not ~d like the first attribute",
                        [Name, Length, Size])),
    forall(( member(attribute(_, Name, _, Vs), Attributes),
             append(_, [value(Key, ValueName, _)|Later], Vs),
             memberchk(value(Key, _, _), Later) ),
           puzzle_error("~w lists ~w twice", [Name, ValueName])),
    forall(( select(attribute(_, Name1, _, Vs1), Attributes, Others),
             member(attribute(_, Name2, _, Vs2), Others),
             member(value(Key, ValueName, _), Vs1),
             memberchk(value(Key, _, _), Vs2) ),
           puzzle_error("~w is a value of both ~w and ~w",
                        [ValueName, Name1, Name2])).

street_size([attribute(_, _, _, Values)|_], Size) :-
    length(Values, Size).

% The lexicon: Phrase-Token pairs, longest phrase first, so that "Blue
% Master" is read as the cigar before "blue" is read as the colour.
% Tokens:
%   Key=Value      a value: "the red house", "the Brit", "the youngest"
%   attr(Key)      an attribute's name: "What does the Brit drink?"
%   pos(L, R)      a house counted L from the left, R from the right
%   less(Key), more(Key)   "younger", "older"
%   a keyword      left, right, next, somewhere, between, ends, not,
%                  who, what, where
%   unknown(Word)  a word known to mean something the puzzle cannot
%                  (no Age attribute for "oldest"): no clue parses
lexicon(Attributes, Lexicon) :-
    findall(Length-(Phrase-Token),
            ( lexeme(Attributes, Phrase, Token), length(Phrase, Length) ),
            Keyed),
    sort(1, @>=, Keyed, Sorted),
    pairs_values(Sorted, Lexicon).

lexeme(Attributes, Phrase, Key=Value) :-
    member(attribute(Key, _, _, Values), Attributes),
    member(value(Value, _, Words), Values),
    singular_or_plural(Words, Phrase).
lexeme(Attributes, Phrase, attr(Key)) :-
    member(attribute(Key, _, Phrase, _), Attributes).
lexeme(_, [Word], Token) :-
    keyword(Word, Token).
lexeme(Attributes, [Word], pos(L, R)) :-
    street_size(Attributes, Size),
    (   ordinal(L, Word),
        L =< Size
    ;   Word = last,
        L = Size
    ;   middle(Word),
        Size mod 2 =:= 1,
        L is (Size + 1) // 2
    ),
    R is Size + 1 - L.
lexeme(Attributes, [Word], Token) :-
    scale(Key, Least, Most, Less, More),
    member(Word-Degree, [Least-least, Most-most, Less-less, More-more]),
    (   member(attribute(Key, _, _, Values), Attributes),
        maplist(numeric_value, Values)
    ->  degree_token(Degree, Key, Values, Token)
    ;   Token = unknown(Word)
    ).

% A value is also mentioned with its last word singular or plural: "keeps
% dogs" for the value dog, "the cat owner" for cats.
singular_or_plural(Words, Words).
singular_or_plural(Words, Other) :-
    append(Init, [Last], Words),
    atom(Last),
    (   atom_concat(Singular, s, Last)
    ->  Word = Singular
    ;   atom_concat(Last, s, Word)
    ),
    append(Init, [Word], Other).

numeric_value(value(N, _, _)) :-
    integer(N).

degree_token(least, Key, Values, Key=Min) :-
    maplist(value_key, Values, Keys),
    min_list(Keys, Min).
degree_token(most, Key, Values, Key=Max) :-
    maplist(value_key, Values, Keys),
    max_list(Keys, Max).
degree_token(less, Key, _, less(Key)).
degree_token(more, Key, _, more(Key)).

value_key(value(Key, _, _), Key).

keyword(left, left).
keyword(right, right).
keyword(next, next).
keyword(neighbour, next).
keyword(neighbours, next).
keyword(neighbor, next).
keyword(neighbors, next).
keyword(beside, next).
keyword(adjacent, next).
keyword(somewhere, somewhere).
keyword(anywhere, somewhere).
keyword(between, between).
keyword(end, ends).
keyword(ends, ends).
keyword(not, not).
keyword(never, not).
keyword(who, who).
keyword(what, what).
keyword(which, what).
keyword(where, where).

ordinal(1, first).
ordinal(2, second).
ordinal(3, third).
ordinal(4, fourth).
ordinal(5, fifth).
ordinal(6, sixth).
ordinal(7, seventh).
ordinal(8, eighth).
ordinal(9, ninth).

middle(centre).
middle(center).
middle(middle).

% scale(Attribute, Least, Most, Less, More): the words for the ends and
% the order of a numeric attribute.
scale(age, youngest, oldest, younger, older).
scale(height, shortest, tallest, shorter, taller).
scale(weight, lightest, heaviest, lighter, heavier).

% known_words(+Lexicon, +Tokens, -Known): the tokens read against the
% lexicon, longest phrase first; words it lacks are dropped.
known_words(Lexicon, Tokens, Known) :-
    maplist(lower, Tokens, Words),
    phrase(known(Lexicon, Known), Words).

lower(w(Word), Lower) :- downcase_atom(Word, Lower).
lower(n(N), N).
lower(p(C), p(C)).

known(Lexicon, [Token|Tokens]) -->
    { member(Phrase-Token, Lexicon) },
    phrase_words(Phrase),
    !,
    known(Lexicon, Tokens).
known(Lexicon, Tokens) --> [_], !, known(Lexicon, Tokens).
known(_, []) --> [].

phrase_words([]) --> [].
phrase_words([W|Ws]) --> [W], phrase_words(Ws).


                /*******************************
                *   3. CLUES AND QUESTIONS     *
                *******************************/

% A clue is read into constraint terms over values Key=Value:
%   same(X, Y)                X and Y belong to the same house
%   left_of(X, Y)             X's house is immediately left of Y's
%   next_to(X, Y)             X's and Y's houses are neighbours
%   somewhere_left_of(X, Y)   X's house is somewhere left of Y's
%   in_between(X, Y, Z)       Y's house is somewhere between X's and Z's
%   at(X, P)                  X's house is number P (1 is leftmost), or
%                             at one of the ends when P is ends
%   less(Key, X, Y)           X's Key is less than Y's
%   not(C)                    C does not hold
clue_constraints(Lexicon, N-sentence(Text, _, Tokens), Constraints) :-
    known_words(Lexicon, Tokens, Known0),
    exclude(question_word, Known0, Known),
    (   phrase(clue(Constraints), Known)
    ->  true
    ;   puzzle_error("cannot understand clue ~d: \"~w\"", [N, Text])
    ).

% Question words and the names of attributes only matter in questions:
% "the man who keeps dogs as pets" is about dogs.
question_word(attr(_)).
question_word(who).
question_word(what).
question_word(where).

clue([C]) --> value(X), relation(X, C).
clue([not(C)]) --> value(X), [not], relation(X, C).
clue([same(X, Y), same(X, Z)|Cs]) -->
    value(X), value(Y), value(Z), sames(X, Cs),
    { other_attribute(X, Y), other_attribute(X, Z) }.
clue([next_to(X, Y)]) --> value(X), value(Y), [next].
clue([at(X, P)]) --> position(P), value(X).

relation(X, same(X, Y)) --> value(Y), { other_attribute(X, Y) }.
relation(X, left_of(X, Y)) --> [left], value(Y).
relation(X, left_of(Y, X)) --> [right], value(Y).
relation(X, somewhere_left_of(X, Y)) --> [somewhere, left], value(Y).
relation(X, somewhere_left_of(Y, X)) --> [somewhere, right], value(Y).
relation(X, next_to(X, Y)) --> [next], value(Y).
relation(X, in_between(Y, X, Z)) --> ( [somewhere] ; [] ), [between], value(Y), value(Z).
relation(X, at(X, P)) --> position(P).
relation(X, less(Key, X, Y)) --> [less(Key)], value(Y).
relation(X, less(Key, Y, X)) --> [more(Key)], value(Y).

sames(_, []) --> [].
sames(X, [same(X, Y)|Cs]) --> value(Y), { other_attribute(X, Y) }, sames(X, Cs).

% Two values of one attribute are never in the same house: "The Brit
% lives opposite the Dane" has lost its meaning with "opposite".
other_attribute(Key1=_, Key2=_) :-
    Key1 \== Key2.

value(Key=Value) --> [Key=Value].

position(L) --> [pos(L, _)], ( [left] ; [] ).
position(R) --> [pos(_, R)], [right].
position(ends) --> [ends].

% Questions: who(X) asks for the person (the Name or Nationality) of X's
% house, what(Key, X) for its Key, where(X) for its number.
question(Lexicon, sentence(Text, _, Tokens), question(Text, Query)) :-
    known_words(Lexicon, Tokens, Known),
    (   phrase(query(Query), Known)
    ->  true
    ;   puzzle_error("cannot understand question: \"~w\"", [Text])
    ).

query(who(X)) --> [who], value(X).
query(what(Key, X)) --> [what, attr(Key)], value(X).
query(what(Key, X)) --> [what], value(X), [attr(Key)].
query(where(X)) --> [where], value(X).


                /*******************************
                *   4. SOLVING                 *
                *******************************/

% The street is a list of houses, leftmost first; a house is a list with
% one slot per attribute, in the order of the attribute lines.  The
% clues that place houses run first, the most constraining first; then
% each attribute's values are spread over its slots by permutation (so
% values no clue mentions, like Einstein's fish, find their house); then
% the clues that only test (not, less) run on the finished street.
%
% Uniqueness: every choice the search makes (which house a value goes to,
% which neighbour is on the left) is fixed by the finished street, so no
% street is found twice, and two answers from limit/2 are two solutions.

solutions(puzzle(Attributes, Constraints, _), Solutions) :-
    findall(Houses, limit(2, street(Attributes, Constraints, Houses)),
            Solutions).

street(Attributes, Constraints, Houses) :-
    maplist(attribute_key, Attributes, Keys),
    maplist(compile(Keys), Constraints, Compiled),
    map_list_to_pairs(rank, Compiled, Ranked),
    keysort(Ranked, Sorted),
    pairs_values(Sorted, Ordered),
    partition(test, Ordered, Tests, Generators),
    street_size(Attributes, Size),
    length(Houses, Size),
    length(Keys, Slots),
    maplist(house(Slots), Houses),
    maplist(place(Houses), Generators),
    foldl(fill(Houses), Attributes, 1, _),
    maplist(holds(Houses), Tests).

attribute_key(attribute(Key, _, _, _), Key).

house(Slots, House) :-
    length(House, Slots).

% compile(+Keys, +Constraint, -Compiled): each value Key=Value becomes a
% house pattern, a house with only that slot filled; the attribute of
% less/3 becomes its slot number.
compile(Keys, less(Key, X0, Y0), less(I, X, Y)) :-
    !,
    nth1(I, Keys, Key),
    pattern(Keys, X0, X),
    pattern(Keys, Y0, Y).
compile(Keys, not(C0), not(C)) :-
    !,
    compile(Keys, C0, C).
compile(Keys, C0, C) :-
    C0 =.. [Name|Args0],
    maplist(compile_arg(Keys), Args0, Args),
    C =.. [Name|Args].

compile_arg(Keys, Key=Value, House) :-
    !,
    pattern(Keys, Key=Value, House).
compile_arg(_, Arg, Arg).

pattern(Keys, Key=Value, House) :-
    nth1(I, Keys, Key),
    same_length(Keys, House),
    nth1(I, House, Value).

rank(at(_, P), 0) :- integer(P), !.
rank(at(_, ends), 1).
rank(left_of(_, _), 1).
rank(same(_, _), 2).
rank(next_to(_, _), 3).
rank(somewhere_left_of(_, _), 4).
rank(in_between(_, _, _), 5).
rank(less(_, _, _), 6).
rank(not(_), 6).

test(less(_, _, _)).
test(not(_)).

holds(Houses, same(X, X)) :-
    member(X, Houses).
holds(Houses, left_of(X, Y)) :-
    nextto(X, Y, Houses).
holds(Houses, next_to(X, Y)) :-
    (   nextto(X, Y, Houses)
    ;   nextto(Y, X, Houses)
    ).
holds(Houses, somewhere_left_of(X, Y)) :-
    append(_, [X|Right], Houses),
    member(Y, Right).
holds(Houses, in_between(X, Y, Z)) :-
    (   holds(Houses, somewhere_left_of(X, Y)),
        holds(Houses, somewhere_left_of(Y, Z))
    ;   holds(Houses, somewhere_left_of(Z, Y)),
        holds(Houses, somewhere_left_of(Y, X))
    ).
holds(Houses, at(X, ends)) :-
    !,
    (   Houses = [X|_]
    ;   last(Houses, X)
    ).
holds(Houses, at(X, P)) :-
    nth1(P, Houses, X).
holds(Houses, less(I, X, Y)) :-
    member(X, Houses),
    member(Y, Houses),
    nth1(I, X, VX),
    nth1(I, Y, VY),
    VX < VY.
holds(Houses, not(C)) :-
    \+ holds(Houses, C).

% place(+Houses, +Generator): the generator holds, and has not
% put a value into a second house (which the permutations would only
% find out much later).
place(Houses, Generator) :-
    findall(I-Value, generator_value(Generator, I, Value), Values),
    holds(Houses, Generator),
    forall(member(I-Value, Values), in_one_house(Houses, I, Value)).

generator_value(Generator, I, Value) :-
    arg(_, Generator, House),
    is_list(House),
    nth1(I, House, Value),
    nonvar(Value).

in_one_house(Houses, I, Value) :-
    aggregate_all(count,
                  ( member(House, Houses), nth1(I, House, V), V == Value ),
                  1).

% fill(+Houses, +Attribute, +I, -I1): the attribute's values, one per
% house, in slot I.
fill(Houses, attribute(_, _, _, Values), I, I1) :-
    maplist(value_key, Values, Keys),
    maplist(nth1(I), Houses, Slots),
    permutation(Keys, Slots),
    I1 is I + 1.


                /*******************************
                *   5. OUTPUT                  *
                *******************************/

print_solutions(_, []) :-
    puzzle_error("the puzzle has no solution", []).
print_solutions(Puzzle, [Houses|More]) :-
    print_table(Puzzle, Houses),
    print_answers(Puzzle, Houses),
    (   More == []
    ->  format("~nThe solution is unique.~n")
    ;   format("~nThe solution is not unique: this is one of at least 2.~n")
    ).

% The table: a header of attribute names, then one row per house; each
% column is as wide as its widest entry plus two spaces.
print_table(puzzle(Attributes, _, _), Houses) :-
    maplist(attribute_name_of, Attributes, Names),
    findall([N|Cells],
            ( nth1(N, Houses, House),
              maplist(value_name, Attributes, House, Cells) ),
            Rows),
    Table = [['House'|Names]|Rows],
    column_stops(Table, Stops),
    maplist(print_row(Stops), Table).

attribute_name_of(attribute(_, Name, _, _), Name).

value_name(attribute(_, _, _, Values), Key, Name) :-
    memberchk(value(Key, Name, _), Values).

column_stops([Header|Rows], Stops) :-
    foldl(widen, Rows, Header, Widest),
    foldl(stop, Widest, Stops, 0, _).

widen(Row, Widest0, Widest) :-
    maplist(wider, Row, Widest0, Widest).

wider(Cell, Cell0, Wider) :-
    atom_length(Cell, L),
    atom_length(Cell0, L0),
    (   L > L0 -> Wider = Cell ; Wider = Cell0 ).

stop(Widest, Stop, Stop0, Stop) :-
    atom_length(Widest, L),
    Stop is Stop0 + L + 2.

% One format call per row, a column stop after each cell but the last
% (so no line ends in spaces).
print_row(Stops, Cells) :-
    row_format(Cells, Stops, Directives, Args),
    atomic_list_concat(Directives, Format),
    format(Format, Args).

row_format([Cell], _, ['~w~n'], [Cell]) :-
    !.
row_format([Cell|Cells], [Stop|Stops], ['~w~t~*|'|Directives],
           [Cell, Stop|Args]) :-
    row_format(Cells, Stops, Directives, Args).

% Each question as written, then its answer, the answers in a column.
print_answers(puzzle(_, _, []), _) :-
    !.
print_answers(puzzle(Attributes, _, Questions), Houses) :-
    nl,
    maplist(question_text, Questions, Texts),
    foldl(longer, Texts, '', Longest),
    atom_length(Longest, L),
    Stop is L + 2,
    forall(member(question(Text, Query), Questions),
           ( answer(Attributes, Houses, Query, Answer),
             format("~w~t~*|~w~n", [Text, Stop, Answer]) )).

question_text(question(Text, _), Text).

longer(Text, Longest0, Longest) :-
    wider(Text, Longest0, Longest).

answer(Attributes, Houses, who(X), Answer) :-
    person_attribute(Attributes, Key),
    answer(Attributes, Houses, what(Key, X), Answer).
answer(Attributes, Houses, what(Key, X), Answer) :-
    house_of(Attributes, Houses, X, N, House),
    nth1(I, Attributes, Attribute),
    attribute_key(Attribute, Key),
    !,
    nth1(I, House, Value),
    value_name(Attribute, Value, Name),
    format(atom(Answer), "~w (house ~d)", [Name, N]).
answer(Attributes, Houses, where(X), Answer) :-
    house_of(Attributes, Houses, X, N, _),
    format(atom(Answer), "house ~d", [N]).

house_of(Attributes, Houses, X, N, House) :-
    maplist(attribute_key, Attributes, Keys),
    pattern(Keys, X, House),
    nth1(N, Houses, House),
    !.

% "Who" asks for the attribute that names people, or else the first.
person_attribute(Attributes, Key) :-
    member(attribute(Key, _, _, _), Attributes),
    memberchk(Key, [name, nationality, person, owner]),
    !.
person_attribute([attribute(Key, _, _, _)|_], Key).
