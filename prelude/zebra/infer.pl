/** <module> library(zebra/infer): the categories of a puzzle printed without them

Classic zebra texts list no categories: the 1962 Life International
puzzle names its pets, drinks and cigarettes only in its clues, and the
zebra and the water only in its questions; Einstein's riddle as usually
printed is the same.  zebra_infer/3 finds the categories and their
values in such a text from the words around each mention:

    drinks X, X is drunk, the X drinker              a drink
    smokes X, X are smoked, the X smoker             a cigarette
    eats X, X is eaten, the X eater                  a food
    The X lives/keeps/..., is a X (X an occupation)  a job
    owns/keeps/rears (the) X, with the X,
      where the X is kept, the X owner               a pet
    the <colour> house, which is <colour>            a colour
    The <Capitalised word>, as a clue's subject      a nationality

and writes them as category lines before the text, so the strict reader
(library(zebra/text)) reads the clues as it reads any other puzzle.  It
never guesses: a category that does not end up with one value per
house, a value found in two categories, or a sentence that mentions no
value and is no remark is an error naming what is missing.

Remarks are the sentences that mention no value and say that values
differ ("each of the five houses is painted a different color", "a
certain brand of cigar", "no owners have the same pet"), or
what a direction means ("in statement 6, right means your right": the
reader's "right" is already the viewer's right, a higher house number);
they are dropped, as is "There are five houses", which gives the count;
without it, the count is the number of values every category names
(they must agree).
A question's leading "Now," or "The question is," is dropped.

The helpers, named '$zi_...', are local to the module.
*/

:- module(zebra_infer, [zebra_infer/3]).
:- use_module(library(zebra/text), [text_orientation_remark/1]).

%!  zebra_infer(+Codes, -Completed, -Categories) is det.
%
%   Codes is the text of a puzzle.  When it has category lines
%   (`Name: v1, v2, ...`), Completed is Codes and Categories is [].
%   Otherwise Categories is the list of Name-Values inferred (values as
%   first written) and Completed the text the strict reader reads: a
%   `Name: v1, v2, ...` line per category, then the clues and questions
%   one per line, numbered as written, without the remarks.  Errors are
%   thrown as error(zebra_error(E), _): infer_count(Category, Values,
%   Houses), infer_shared(Value, Category1, Category2),
%   infer_no_houses(Counts), infer_sentence(Text).
%
%       ?- zebra_infer(`There are two houses. The Dane drinks tea. ...`,
%                      Completed, Categories).
zebra_infer(Codes, Codes, []) :-
    '$zi_has_category_lines'(Codes),
    !.
zebra_infer(Codes, Completed, Categories) :-
    '$zi_sentences'(Codes, Sentences),
    '$zi_houses'(Sentences, Houses, Rest0),
    maplist('$zi_mentions', Rest0, Mentions),
    append(Mentions, AllMentions),
    '$zi_categories'(AllMentions, Houses, Categories),
    '$zi_keep'(Rest0, Mentions, Categories, Kept),
    '$zi_completed'(Categories, Kept, Completed).

'$zi_error'(E) :-
    throw(error(zebra_error(E), _)).


                /*******************************
                *   CATEGORY LINES             *
                *******************************/

% A line "Name: a, b" (one to three words before the colon, a comma
% after it) is a category line.
'$zi_has_category_lines'(Codes) :-
    string_codes(S, Codes),
    split_string(S, "\n", " \t\r", Lines),
    member(L, Lines),
    sub_string(L, B, 1, A, ":"),
    sub_string(L, 0, B, _, Name),
    sub_string(L, _, A, 0, After),
    sub_string(After, _, _, _, ","),
    split_string(Name, " ", " ", Words0),
    exclude(==(""), Words0, Words),
    Words = [_|_],
    length(Words, K), K =< 3,
    forall(member(W, Words), '$zi_letters'(W)),
    !.

'$zi_letters'(W) :-
    string_codes(W, Cs),
    Cs = [_|_],
    forall(member(C, Cs), code_type(C, alpha)).


                /*******************************
                *   SENTENCES AND WORDS        *
                *******************************/

% '$zi_sentences'(+Codes, -Sentences): each s(Number, Words, End, Text):
% Number the statement's number as written ("6." before it) or none,
% Words its tokens w(Written, Lower), End `.`, `?` or `!`, Text the
% sentence as written (spacing tidied, without its number).
'$zi_sentences'(Codes, Sentences) :-
    '$zi_drop_comments'(Codes, Text),
    '$zi_tokens'(Text, Tokens),
    '$zi_split'(Tokens, Sentences).

% Lines starting with % are comments.
'$zi_drop_comments'(Codes, Text) :-
    string_codes(S, Codes),
    split_string(S, "\n", "", Lines),
    exclude('$zi_comment_line', Lines, Kept),
    atomic_list_concat(Kept, '\n', A),
    atom_codes(A, Text).

'$zi_comment_line'(Line) :-
    split_string(Line, "", " \t", [Trimmed]),
    sub_string(Trimmed, 0, _, _, "%").

'$zi_tokens'([], []).
'$zi_tokens'([C|Cs], Tokens) :-
    (   code_type(C, space)
    ->  '$zi_tokens'(Cs, Tokens)
    ;   code_type(C, alpha)
    ->  '$zi_word'([C|Cs], Word, Rest),
        atom_codes(W, Word),
        downcase_atom(W, L),
        Tokens = [w(W, L)|Tokens1],
        '$zi_tokens'(Rest, Tokens1)
    ;   code_type(C, digit)
    ->  '$zi_digits'([C|Cs], Ds, Rest),
        number_codes(N, Ds),
        Tokens = [n(N)|Tokens1],
        '$zi_tokens'(Rest, Tokens1)
    ;   char_code(P, C),
        Tokens = [p(P)|Tokens1],
        '$zi_tokens'(Cs, Tokens1)
    ).

% A word: letters, digits and _, with an inner apostrophe or hyphen
% ("Dane's" stays one word; the reader takes the possessive apart).
'$zi_word'([C|Cs], [C|Ws], Rest) :-
    code_type(C, csym),
    !,
    '$zi_word'(Cs, Ws, Rest).
'$zi_word'([Q, C|Cs], [Q, C|Ws], Rest) :-
    ( Q == 0'' ; Q == 0'- ; Q == 0x2019 ),
    code_type(C, alpha),
    !,
    '$zi_word'(Cs, Ws, Rest).
'$zi_word'(Rest, [], Rest).

'$zi_digits'([C|Cs], [C|Ds], Rest) :-
    code_type(C, digit),
    !,
    '$zi_digits'(Cs, Ds, Rest).
'$zi_digits'(Rest, [], Rest).

% Sentences end at . ? or !; a number and a full stop opening one are
% its statement number; "Mr." and the like do not end one.
'$zi_split'([], []) :- !.
'$zi_split'(Tokens0, [s(Number, Words, End, Text)|Sentences]) :-
    (   Tokens0 = [n(K), p('.')|Tokens1]
    ->  Number = K
    ;   Tokens0 = [n(K), p(')')|Tokens1]
    ->  Number = K
    ;   Number = none, Tokens1 = Tokens0
    ),
    '$zi_until_end'(Tokens1, Words, End, Rest),
    '$zi_text'(Words, End, Text),
    '$zi_split'(Rest, Sentences).

'$zi_until_end'([], [], '.', []).
'$zi_until_end'([p(E)|Ts], [], E, Ts) :-
    memberchk(E, ['.', '?', '!']),
    !.
'$zi_until_end'([T|Ts], [T|Ws], E, Rest) :-
    '$zi_until_end'(Ts, Ws, E, Rest).

'$zi_text'(Words, End, Text) :-
    foldl('$zi_text_token', Words, "", Text0),
    string_concat(Text0, End, Text1),
    split_string(Text1, "", " ", [Text]).

'$zi_text_token'(w(W, _), S0, S) :- '$zi_join'(S0, W, S).
'$zi_text_token'(n(N), S0, S) :- '$zi_join'(S0, N, S).
'$zi_text_token'(p(P), S0, S) :- string_concat(S0, P, S).

'$zi_join'(S0, X, S) :-
    (   S0 == "" -> format(string(S), "~w", [X])
    ;   format(string(S), "~w ~w", [S0, X])
    ).


                /*******************************
                *   THE NUMBER OF HOUSES       *
                *******************************/

% "There are five houses." gives the count, and is dropped when it
% mentions no value ("There are five houses in five different colors").
% A text that never says how many houses there are has as many as each
% category has values, when all its categories agree (Houses is left
% unbound here and settled by '$zi_categories'/3).
'$zi_houses'(Sentences, Houses, Rest) :-
    (   append(Before, [S|After], Sentences),
        S = s(_, Words, '.', _),
        '$zi_lowers'(Words, Ls),
        Ls = [there, Are, Count, houses|_],
        memberchk(Are, [are, were]),
        '$zi_count'(Count, Houses)
    ->  (   '$zi_mentions'(S, [])
        ->  append(Before, After, Rest)
        ;   Rest = Sentences
        )
    ;   append(Before, [S|After], Sentences),   % "There are five cottages.",
        S = s(_, Words, '.', _),                % "Five stalls stand in a
        '$zi_lowers'(Words, Ls),                % row": the places counted,
        (   Ls = [there, Are, Count, Places|_],  % when the sentence names no
            memberchk(Are, [are, were, stand, stood])   % value
        ;   Ls = [Count, Places|_]
        ;   Ls = [the, Count, Places|_]
        ),
        '$zi_count'(Count, Houses), Houses >= 3,
        atom(Places), atom_concat(_, s, Places),
        '$zi_mentions'(S, [])
    ->  append(Before, After, Rest)
    ;   Rest = Sentences
    ).

'$zi_lowers'([], []).
'$zi_lowers'([w(_, L)|Ws], [L|Ls]) :- !, '$zi_lowers'(Ws, Ls).
'$zi_lowers'([n(N)|Ws], [N|Ls]) :- !, '$zi_lowers'(Ws, Ls).
'$zi_lowers'([p(P)|Ws], [P|Ls]) :- '$zi_lowers'(Ws, Ls).

'$zi_count'(N, N) :- integer(N), N >= 2.
'$zi_count'(W, N) :-
    nth1(N, [one, two, three, four, five, six, seven, eight, nine, ten], W),
    N >= 2.


                /*******************************
                *   MENTIONS                   *
                *******************************/

% '$zi_mentions'(+Sentence, -Mentions): Category-Words for each value
% the sentence mentions, Words as written.
'$zi_mentions'(s(_, Words, _, _), Mentions) :-
    findall(M, '$zi_mention'(Words, M), Mentions0),
    '$zi_dedup'(Mentions0, Mentions).

'$zi_dedup'([], []).
'$zi_dedup'([M|Ms], [M|Ds]) :-
    exclude(==(M), Ms, Rest),
    '$zi_dedup'(Rest, Ds).

'$zi_mention'(Words, C-V) :-
    '$zi_cue'(C, Verbs, Participles, Agents),
    (   append(_, [w(_, Verb)|After], Words),
        memberchk(Verb, Verbs),
        '$zi_object'(After, V)
    ;   C == pet,                                 % "the man with the fox",
        append(_, [w(_, with)|After], Words),     % "the house with cats"
        '$zi_object'(After, V)
    ;   '$zi_passive'(Words, Participles, V)
    ;   '$zi_agent'(Words, Agents, V)
    ),
    \+ '$zi_not_value'(C, V).
'$zi_mention'(Words, colour-[W]) :-
    append(_, [w(W, L), w(_, H)|_], Words),
    memberchk(H, [house, houses, 'house\'s']),
    '$zi_colour_word'([L]).
'$zi_mention'(Words, colour-[W]) :-         % "the first house, which is white"
    append(_, [w(_, P), w(W, L)|After], Words),
    memberchk(P, [is, painted]),
    '$zi_colour_word'([L]),
    '$zi_ends'(After).
'$zi_mention'(Words, job-[W]) :-            % "The pilot lives ...", "The farmer, who"
    Words = [w(_, the), w(W, L), Next|_],
    (   Next = w(_, V), memberchk(V, [lives, keeps, drinks, smokes, eats, owns,
                                      has, plays, likes, is])
    ;   Next = p(',')
    ),
    '$zi_occupation'(L).
'$zi_mention'(Words, job-[W]) :-            % "... is a doctor and drinks tea"
    append(_, [w(_, is), w(_, A), w(W, L)|After], Words),
    memberchk(A, [a, an]),
    '$zi_ends'(After),
    '$zi_occupation'(L).
'$zi_mention'(Words, nationality-[W]) :-
    append(_, [w(_, the), w(W, L)|After], Words),
    '$zi_capitalised'(W),
    \+ '$zi_after_name'(After),
    \+ memberchk(L, [house, one, man, woman, person, owner]).

% An occupation: a word of the closed list, or a lower-case agent noun
% (baker, sailor, pianist, musician) that no other cue claims.
'$zi_occupation'(L) :-
    atom(L),
    \+ '$zi_cue_agent'(L),
    \+ memberchk(L, [owner, neighbour, neighbor, person, other, answer,
                     number, order, corner, border, centre, center, letter,
                     colour, color, water, beer, cider, liquor, lager,
                     parrot, tiger, spider, lobster, hamster, ferret]),
    (   memberchk(L, [pilot, doctor, nurse, chef, cook, vet, dentist, surgeon,
                      architect, engineer, lawyer, judge, pianist, artist,
                      scientist, journalist, mechanic, plumber, electrician,
                      musician, librarian, tailor, actor, sailor, soldier,
                      author, poet, priest, clerk, guard, farmer, baker,
                      teacher, painter, writer, singer, dancer, banker,
                      butcher, carpenter, gardener, builder, fisherman,
                      postman, student, professor, detective, diplomat,
                      accountant, programmer, photographer, firefighter])
    ->  true
    ;   atom_length(L, N), N >= 5,
        ( sub_atom(L, _, 2, 0, er) ; sub_atom(L, _, 2, 0, or)
        ; sub_atom(L, _, 3, 0, ist) ; sub_atom(L, _, 3, 0, ian) )
    ).

'$zi_cue_agent'(L) :-
    '$zi_cue'(_, _, _, Agents),
    memberchk(L, Agents),
    !.

% '$zi_cue'(?Category, -Verbs, -Participles, -AgentNouns): the words
% whose object (drinks X), passive subject (X is drunk) or agent-noun
% modifier (the X drinker) is a value of Category.
'$zi_cue'(drink, [drinks, drink, drank], [drunk], [drinker, drinkers]).
'$zi_cue'(smoke, [smokes, smoke, smoked], [smoked], [smoker, smokers]).
'$zi_cue'(food, [eats, eat, ate], [eaten], [eater, eaters]).
'$zi_cue'(pet, [owns, own, owned, keeps, keep, kept, rears, rear, raises,
                raise, has, have, had],
          [kept], [owner, owners]).

% Words that follow an object or stand before "owner" but are no pet
% ("owns a house", "the green owner").
'$zi_not_value'(pet, V) :-
    (   '$zi_not_pet'(V)
    ;   '$zi_colour_word'(V)
    ),
    !.

% Words that follow an object but are no pet ("owns a house").
'$zi_not_pet'([W]) :-
    downcase_atom(W, L),
    memberchk(L, [house, home, neighbour, neighbor, one, man, woman,
                  person, car]).

% "The Old Gold smoker": a capitalised word followed by another, or by
% smoker/drinker/owner, is part of a longer name.
'$zi_after_name'([w(W, _)|_]) :-
    '$zi_capitalised'(W),
    !.
'$zi_after_name'([w(_, L)|_]) :-
    memberchk(L, [smoker, smokers, drinker, drinkers, owner, owners, house]).

'$zi_capitalised'(W) :-
    atom_codes(W, [C|_]),
    code_type(C, upper).

% The object of a verb: after a determiner, a run of capitalised words
% (Old Gold, Lucky Strike) or one or two lower-case words ending before
% a word of '$zi_stop'/1 or the sentence end (orange juice, snails).
'$zi_object'(Words0, V) :-
    (   Words0 = [w(_, Det)|Words], memberchk(Det, [the, a, an, some])
    ->  true
    ;   Words = Words0
    ),
    Words = [w(W, L)|More],
    \+ '$zi_stop'(L),
    \+ '$zi_quantifier'(L),
    (   '$zi_capitalised'(W)
    ->  '$zi_caps'(More, Cs),
        V = [W|Cs]
    ;   More = [w(W2, L2)|More2], \+ '$zi_stop'(L2), '$zi_ends'(More2)
    ->  V = [W, W2]
    ;   '$zi_ends'(More)
    ->  V = [W]
    ).

% "own different pets", "a certain type of beverage": no value.
'$zi_quantifier'(L) :-
    memberchk(L, [different, certain, same, unique, distinct, various,
                  no, any, each, every]).

'$zi_caps'([w(W, _)|Ws], [W|Cs]) :-
    '$zi_capitalised'(W),
    !,
    '$zi_caps'(Ws, Cs).
'$zi_caps'(_, []).

'$zi_ends'([]).
'$zi_ends'([p(_)|_]).
'$zi_ends'([w(_, L)|_]) :- '$zi_stop'(L).

'$zi_stop'(L) :-
    memberchk(L, [in, at, on, and, or, as, with, who, whom, which, that,
                  lives, live, lived, is, are, was, were, next, to, than,
                  of, but, the, a, an, has, have, drinks, smokes, owns,
                  keeps, rears, where, pets, pet, for]).

% "Coffee is drunk", "the horse is kept": one or two words before is/are.
'$zi_passive'(Words, Participles, V) :-
    append(Before, [w(_, Be), w(_, P)|_], Words),
    memberchk(Be, [is, are, was, were]),
    memberchk(P, Participles),
    '$zi_subject'(Before, V).

% The words naming the subject, at the end of Before: after its
% determiner, "where", "which" or a comma ("the purple house, where
% cocoa is drunk"), or the whole of Before when it has none.
'$zi_subject'(Before, V) :-
    (   append(_, [Mark|V0], Before), '$zi_subject_start'(Mark),
        \+ ( member(M, V0), '$zi_subject_start'(M) )
    ->  true
    ;   V0 = Before
    ),
    V0 = [_|_],
    length(V0, K), K =< 2,
    forall(member(T, V0), T = w(_, _)),
    findall(W, member(w(W, _), V0), V).

'$zi_subject_start'(p(_)).
'$zi_subject_start'(w(_, W)) :-
    memberchk(W, [the, a, an, where, which, that]).

% "the Old Gold smoker": the words between a determiner and the noun.
'$zi_agent'(Words, Nouns, V) :-
    append(_, [w(_, Det)|After], Words),
    memberchk(Det, [the, a, an]),
    append(V0, [w(_, N)|_], After),
    memberchk(N, Nouns),
    V0 = [_|_],
    length(V0, K), K =< 2,
    forall(member(T, V0), ( T = w(_, L), \+ '$zi_stop'(L), \+ '$zi_noise'(L) )),
    findall(W, member(w(W, _), V0), V).

% Words that are never part of a value's name: counts, quantifiers and
% the houses themselves ("the five owners", "the green house's owner").
'$zi_noise'(L) :-
    (   '$zi_quantifier'(L)
    ;   '$zi_count'(L, _)
    ;   memberchk(L, [house, houses, 'house\'s', other, first, last])
    ),
    !.

'$zi_colour_word'([W]) :-
    downcase_atom(W, L),
    memberchk(L, [red, green, blue, yellow, white, ivory, black, orange,
                  pink, purple, brown, grey, gray, beige, violet, cream,
                  silver, gold, turquoise, maroon, crimson, scarlet]).


                /*******************************
                *   CATEGORIES                 *
                *******************************/

% '$zi_categories'(+Mentions, +Houses, -Categories): Name-Values per
% category, in the order of first mention; values merged when they
% differ only in case or a final "s" (dogs, dog), kept as first
% written.
'$zi_categories'(Mentions, Houses, Categories) :-
    findall(C, member(C-_, Mentions), Cs0),
    '$zi_dedup'(Cs0, Cs),
    maplist('$zi_category'(Mentions), Cs, Categories00),
    '$zi_jobs_yield'(Categories00, Categories0),
    maplist('$zi_name', Categories0, Categories),
    '$zi_check_shared'(Categories),
    '$zi_settle_houses'(Categories, Houses),
    maplist('$zi_check_count'(Houses), Categories).

% With no "There are N houses", every category must name the same
% number of values, at least two; that number is the count.
'$zi_settle_houses'(_, Houses) :-
    integer(Houses),
    !.
'$zi_settle_houses'(Categories, Houses) :-
    findall(K, ( member(_-Vs, Categories), length(Vs, K) ), Ks),
    sort(Ks, Distinct),
    (   Distinct = [Houses], Houses >= 2
    ->  true
    ;   findall(C-K, ( member(C-Vs, Categories), length(Vs, K) ), Counts),
        '$zi_error'(infer_no_houses(Counts))
    ).

% A word read as an occupation only by its shape ("the hamster is
% kept" is a pet, not a job) gives way to any other category.
'$zi_jobs_yield'(Categories0, Categories) :-
    (   select(job-Jobs0, Categories0, Others)
    ->  exclude('$zi_claimed'(Others), Jobs0, Jobs),
        (   Jobs == []
        ->  Categories = Others
        ;   '$zi_replace_jobs'(Categories0, Jobs, Categories)
        )
    ;   Categories = Categories0
    ).

'$zi_claimed'(Others, V) :-
    member(_-Vs, Others),
    member(V2, Vs),
    '$zi_same_value'(V, V2),
    !.

'$zi_replace_jobs'([], _, []).
'$zi_replace_jobs'([job-_|Cs], Jobs, [job-Jobs|Cs]) :- !.
'$zi_replace_jobs'([C|Cs], Jobs, [C|Rs]) :-
    '$zi_replace_jobs'(Cs, Jobs, Rs).

'$zi_category'(Mentions, C, C-Values) :-
    findall(V, ( member(C-Ws, Mentions),
                 atomic_list_concat(Ws, ' ', V0),
                 '$zi_value_case'(C, V0, V) ),
            Vs0),
    '$zi_merge'(Vs0, Values).

% Drinks, pets and colours are common nouns, written in lower case
% ("Coffee is drunk" opens a sentence); cigarettes and nationalities are
% names, kept as written.
'$zi_value_case'(C, V0, V) :-
    (   memberchk(C, [drink, pet, colour, food, job])
    ->  downcase_atom(V0, V)
    ;   V = V0
    ).

'$zi_merge'([], []).
'$zi_merge'([V|Vs], [V|Ms]) :-
    exclude('$zi_same_value'(V), Vs, Rest),
    '$zi_merge'(Rest, Ms).

'$zi_same_value'(A, B) :-
    '$zi_key'(A, K),
    '$zi_key'(B, K).

'$zi_key'(V, K) :-                      % "Finn's" is Finn
    downcase_atom(V, L0),
    (   ( atom_concat(L, '\'s', L0) ; atom_concat(L, '\u2019s', L0) ) -> true ; L = L0 ),
    (   atom_concat(K0, s, L) -> K = K0 ; K = L ).

'$zi_check_shared'(Categories) :-
    forall(( append(_, [C1-Vs1|Later], Categories),
             member(C2-Vs2, Later),
             member(V1, Vs1), member(V2, Vs2),
             '$zi_same_value'(V1, V2) ),
           '$zi_error'(infer_shared(V1, C1, C2))).

'$zi_check_count'(Houses, C-Values) :-
    length(Values, K),
    (   K =:= Houses
    ->  true
    ;   '$zi_error'(infer_count(C, Values, Houses))
    ).

'$zi_name'(C-Vs, Name-Vs) :-
    '$zi_category_name'(C, Name).

'$zi_category_name'(nationality, 'Nationality').
'$zi_category_name'(colour, 'Colour').
'$zi_category_name'(drink, 'Drink').
'$zi_category_name'(smoke, 'Smoke').
'$zi_category_name'(pet, 'Pet').
'$zi_category_name'(food, 'Food').
'$zi_category_name'(job, 'Job').


                /*******************************
                *   THE COMPLETED TEXT         *
                *******************************/

% The sentences that mention a value are kept; one that mentions none
% must be a remark, else it is an error.
'$zi_keep'([], [], _, []).
'$zi_keep'([S|Ss], [M|Ms], Cats, Kept) :-
    (   M \== []
    ->  Kept = [S|Kept1]
    ;   '$zi_remark'(S)
    ->  Kept = Kept1
    ;   S = s(_, _, _, Text),
        '$zi_error'(infer_sentence(Text))
    ),
    '$zi_keep'(Ss, Ms, Cats, Kept1).

'$zi_remark'(s(_, Words, '.', _)) :-
    '$zi_lowers'(Words, Ls),
    (   member(Q, [different, same, certain, unique, distinct]),
        memberchk(Q, Ls)
    ;   text_orientation_remark(Ls)          % the reader's own order
    ),
    !.

'$zi_completed'(Categories, Sentences, Completed) :-
    with_output_to(codes(Completed),
                   ( forall(member(Name-Vs, Categories),
                            ( atomic_list_concat(Vs, ', ', Line),
                              format("~w: ~w.~n", [Name, Line]) )),
                     nl,
                     forall(member(S, Sentences), '$zi_print_sentence'(S)) )).

'$zi_print_sentence'(s(Number, _, End, Text0)) :-
    (   End == '?',
        member(Lead, ["Now, ", "The question is, ", "The question is: "]),
        sub_string(Text0, 0, _, A, Lead)
    ->  sub_string(Text0, _, A, 0, Text1),
        '$zi_upcase_first'(Text1, Text)
    ;   Text = Text0
    ),
    (   Number == none
    ->  format("~w~n", [Text])
    ;   format("~w. ~w~n", [Number, Text])
    ).

'$zi_upcase_first'(S0, S) :-
    sub_string(S0, 0, 1, A, F),
    sub_string(S0, 1, A, 0, R),
    string_upper(F, FU),
    string_concat(FU, R, S).
