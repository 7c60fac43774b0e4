/** <module> library(zebra/infer): the categories of a puzzle printed without them

Classic zebra texts list no categories: the 1962 Life International
puzzle names its pets, drinks and cigarettes only in its clues, and the
zebra and the water only in its questions; Einstein's riddle as usually
printed is the same, and so are retellings with boats, tents or seats.
zebra_infer/3 finds the categories and their values in such a text
from the words around each mention, and writes them as category lines
before the text, so the strict reader (library(zebra/text)) reads the
clues as it reads any other puzzle.

Each mention says what it can of its value's category:

    drinks X, X is drunk, the X drinker,       the category of the verb
      plays the X, X is played, the X player   (any verb of '$zi_verb'/3,
      fishes for X, is eating X                 lemmatised)
    owns/keeps/has X, X belongs to, with the X, a possession: any
      the X owner, the owner of the X          category of things
    the <colour> house/hut/boat/one, the mint  a colour (a plain word
      caravan, a black front, which is white    between "the" and a place)
    The X lives/keeps/...  (X lower case)      a job (an occupation) or a
                                                thing
    The <Capitalised>, the Belgian's tent      a nationality or a thing
    Tom, next to Bea, Sean's boat              a name or a thing
    is going to York, bound for Derby          a destination
    comes from Ghana, the student from Peru    a country of origin
    in July, the October traveller             a month (April, May, June
                                                and August only after "in")
    the dentist's dog is a beagle              a possession
    the law student, a jazz fan                studies law, likes jazz

A value's candidates are the categories all its mentions allow.  When
they leave some open, the values are settled only if exactly one
assignment gives every category none or one value per place, keeps a
category's values all capitalised or all in lower case (names and
brands, or common nouns), gives each category a value that is there by
its own words (not by the count alone), and lets categories of verbs
the text alone uses merge ("lands crab", "fishes for cod").  It never
guesses: otherwise, a category without one value per place, a value of
two categories, or a sentence that mentions no value and is no remark
is an error naming what is missing.  The number of places comes from
"There are five houses", "Four fishing boats ...", "seats 1 to 6" or
"numbered 1, 2, 3 and 4"; a text that gives none has as many places as
each category has values, every value in its usual category.

Remarks are the sentences that mention no value and say that values
differ ("each of the five houses is painted a different color"), count
or describe the places, or speak of the clues, or say the reader's own
order ("in statement 6, right means your right", "numbered 1 to 5 from
left to right"); they are dropped.  The nouns of "<verb> a different
<noun>" name the categories ("play different instruments" makes the
objects of "play" Instrument).
A question's leading "Now," or "The question is," is dropped.  A noun counted in the text ("five painted wagons") is a place
when the clues use it as one ("the middle wagon", "wagon 1").

The helpers, named '$zi_...', are local to the module.
*/

:- module(zebra_infer, [zebra_infer/3]).
:- use_module(library(zebra/text), [text_orientation_remark/1]).
:- use_module(library(zebra/model), ['$zebra_colour_word'/1]).

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
    '$zi_houses'(Sentences, Houses, Modifiers),
    '$zi_remark_nouns'(Sentences, Remarks),
    '$zi_head_nouns'(Remarks, Heads),
    Ctx = ctx(Modifiers, Heads),
    maplist('$zi_mentions'(Ctx), Sentences, Mentions0),
    '$zi_people_nouns'(Sentences, People),
    maplist('$zi_drop_people'(People), Mentions0, Mentions),
    append(Mentions, AllMentions),
    '$zi_categories'(AllMentions, Houses, Remarks, Categories),
    '$zi_keep'(Ctx, Categories, Sentences, Mentions, Kept),
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
        (   '$zi_contraction'(L, L1)            % "isn't": is not
        ->  Tokens = [w(L1, L1), w(not, not)|Tokens1]
        ;   Tokens = [w(W, L)|Tokens1]
        ),
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

'$zi_contraction'(W, Base) :-
    member(Q, ['\'', '\x2019\']),
    atomic_list_concat([B, t], Q, W),
    atom_concat(Base0, n, B),
    (   memberchk(Base0-Base, [wo-will, ca-can, sha-shall])
    ->  true
    ;   memberchk(Base0, [is, are, was, were, does, do, did, has, have, had,
                          could, would, should])
    ->  Base = Base0
    ),
    !.

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
'$zi_until_end'([w(W, L), p('.')|Ts], [w(W, L), p('.')|Ws], E, Rest) :-
    memberchk(L, [mr, mrs, ms, dr, st]),
    !,
    '$zi_until_end'(Ts, Ws, E, Rest).
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
                *   THE NUMBER OF PLACES       *
                *******************************/

% '$zi_houses'(+Sentences, -Houses, -Modifiers): the count of places a
% sentence gives ("There are five houses", "Four fishing boats ...",
% "in seats 1 to 6", "numbered 1, 2, 3 and 4"), or unbound when none
% does (the values settle it, '$zi_settle'/4).  Modifiers are the words
% before the counted place noun ("beach" in "five beach huts"): they
% name the places, never a colour.
'$zi_houses'(Sentences, Houses, Modifiers) :-
    (   member(s(_, Words, _, _), Sentences),
        '$zi_lowers'(Words, Ls),
        '$zi_count_phrase'(Ls, Houses, Modifiers0)
    ->  true
    ;   Modifiers0 = []
    ),
    '$zi_used_places'(Sentences, Houses, Used),
    append(Modifiers0, Used, Modifiers).

% '$zi_used_places'(+Sentences, ?Houses, -Nouns): a counted noun of no
% closed list is a place when the clues use it as one ("five painted
% wagons" and "the middle wagon", "wagon 1"): its singular and plural.
% When no sentence gave the count, its count is.
'$zi_used_places'(Sentences, Houses, Nouns) :-
    findall(Ls, ( member(s(_, Words, _, _), Sentences), '$zi_lowers'(Words, Ls) ), Lss),
    findall(N-[S, P], ( member(Ls, Lss),
                        append(_, [C|After], Ls),
                        '$zi_count'(C, N),
                        ( After = [P|_] ; After = [M, P|_], atom(M), \+ '$zi_stop'(M) ),
                        atom(P), '$zi_singular'(P, S), S \== P, S \== '',
                        \+ '$zi_place_noun'(S),
                        \+ '$zi_person_word'(P),
                        '$zi_used_as_place'(Lss, S) ),
            Found0),
    sort(Found0, Found),
    (   integer(Houses) -> true
    ;   Found = [N-_|_] -> Houses = N
    ;   true
    ),
    findall(W, member(_-[W, _], Found), Ss),
    findall(W, member(_-[_, W], Found), Ps),
    append(Ss, Ps, Nouns0),
    '$zi_dedup'(Nouns0, Nouns).

'$zi_used_as_place'(Lss, S) :-
    member(Ls, Lss),
    (   append(_, [the, Pos, S|_], Ls), memberchk(Pos, [middle, first, last])
    ;   append(_, [S, K|_], Ls), integer(K)
    ),
    !.

'$zi_count_phrase'(Ls, N, Mods) :-
    append(_, [C|After], Ls),
    '$zi_count'(C, N),
    (   After = [P|_], '$zi_places_word'(P)
    ->  Mods = []
    ;   After = [M, P|_], atom(M), '$zi_places_word'(P)
    ->  Mods = [M]
    ),
    !.
'$zi_count_phrase'(Ls, N, []) :-            % "numbered 1 to 5", "seats 1 to 6"
    append(_, [1, to, N|_], Ls),
    integer(N), N >= 2,
    !.
'$zi_count_phrase'(Ls, N, []) :-            % "numbered 1, 2, 3 and 4"
    append(_, [numbered, 1, ','|After], Ls),
    append(_, [and, N|_], After),
    integer(N), N >= 2,
    !.

'$zi_places_word'(P) :-
    atom(P),
    (   atom_concat(S, es, P), '$zi_place_noun'(S)
    ;   atom_concat(S, s, P), '$zi_place_noun'(S)
    ),
    !.

'$zi_lowers'([], []).
'$zi_lowers'([w(_, L)|Ws], [L|Ls]) :- !, '$zi_lowers'(Ws, Ls).
'$zi_lowers'([n(N)|Ws], [N|Ls]) :- !, '$zi_lowers'(Ws, Ls).
'$zi_lowers'([p(P)|Ws], [P|Ls]) :- '$zi_lowers'(Ws, Ls).

'$zi_count'(N, N) :- integer(N), N >= 2.
'$zi_count'(W, N) :-
    atom(W),
    nth1(N, [one, two, three, four, five, six, seven, eight, nine, ten], W),
    N >= 2.

% The places a row is made of.
'$zi_place_noun'(P) :-
    memberchk(P, [house, hut, caravan, cottage, cabin, tent, boat, float,
                  shop, stall, kiosk, seat, floor, berth, pitch, chalet,
                  villa, bungalow, flat, apartment, room, garage, locker,
                  office, plot, allotment, carriage, coach, stable, space,
                  door, bay, booth, desk, houseboat, narrowboat, barge,
                  yacht, home, cell, pen, kennel, cage, storey, mooring,
                  unit, store, stand, one]).

% '$zi_place'(+Ctx, +Lower): a place noun, singular or plural, or
% possessive ("house's"), or a word of the counted places.
'$zi_place'(Ctx, L) :-
    atom(L),
    '$zi_base'(L, B),
    (   '$zi_place_noun'(B)
    ;   '$zi_places_word'(B)
    ;   Ctx = ctx(Mods, _), memberchk(B, Mods)
    ),
    !.

% A word without its possessive ending.
'$zi_base'(L, B) :-
    (   atom_concat(B, '\'s', L) -> true
    ;   atom_concat(B, '\u2019s', L) -> true
    ;   B = L
    ).


                /*******************************
                *   MENTIONS                   *
                *******************************/

% '$zi_mentions'(+Ctx, +Sentence, -Mentions): m(Words, Kind, Initial)
% for each value the sentence mentions: Words as written, Initial true
% when the value opens the sentence, Kind what the words around it say
% of its category:
%
%   fixed(C)  its category is C: colour, nationality, job, name, or
%             v(Lemma), the category of a verb's objects
%   poss      owned, kept, with the ...: a thing, of any category
%             but the people's and the colours
%   subj      "The X lives ...": a thing or a job
%   capsubj   "The <Capitalised> ...": a nationality, unless other
%             mentions say what it is ("The Ford is owned by ...")
%   capname   a capitalised word without an article: a name, unless
%             other mentions say what it is
'$zi_mentions'(Ctx, s(_, Words, _, _), Mentions) :-
    findall(m(V, K, I), ( '$zi_mention'(Ctx, Words, V, K),
                          ( Words = [w(W1, _)|_], V = [W1|_] -> I = true ; I = false ) ),
            Mentions0),
    '$zi_dedup'(Mentions0, Mentions).

% '$zi_people_nouns'(+Sentences, -Nouns): occupations the text calls
% all its people ("Five students have rooms", "Each student studies
% ..."): no job of one of them.
'$zi_people_nouns'(Sentences, Nouns) :-
    findall(N, ( member(s(_, Words, _, _), Sentences),
                 '$zi_lowers'(Words, Ls),
                 append(_, [C, P|_], Ls),
                 (   '$zi_count'(C, _), atom(P), atom_concat(N, s, P)
                 ;   memberchk(C, [each, every]), N = P
                 ),
                 '$zi_occupation_word'(N) ),
            Nouns0),
    '$zi_dedup'(Nouns0, Nouns).

'$zi_drop_people'(People, Ms0, Ms) :-
    exclude('$zi_people_mention'(People), Ms0, Ms).

'$zi_people_mention'(People, m([W], _, _)) :-
    '$zi_key'(W, K),
    memberchk(K, People).

'$zi_dedup'([], []).
'$zi_dedup'([M|Ms], [M|Ds]) :-
    exclude(==(M), Ms, Rest),
    '$zi_dedup'(Rest, Ds).

% Objects of a verb: drinks tea, plays the harp, fishes for cod, is
% eating nachos, does not play tennis.
'$zi_mention'(Ctx, Words, V, K) :-
    append(Before, [w(_, F)|After0], Words),
    '$zi_active'(F, Lemma),
    Before \== [],                          % "Read the clues ..."
    \+ ( append(_, [w(_, D)], Before), '$zi_not_before_verb'(D) ),
    (   After0 = [w(_, Part)|After], '$zi_particle'(Lemma, Part)
    ->  Lemma1 = Lemma
    ;   After0 = [w(_, Part)|After], '$zi_phrasal'(Lemma, Part, Lemma1)
    ->  true
    ;   After = After0, Lemma1 = Lemma
    ),
    '$zi_object'(Ctx, After, V),
    '$zi_verb_kind'(Lemma1, K).
% Passives: coffee is drunk, the piano is played, the Ford is owned by.
'$zi_mention'(Ctx, Words, V, K) :-
    append(Before, [w(_, Be)|After], Words),
    memberchk(Be, [is, are, was, were]),
    (   After = [w(_, not), w(_, P)|_] -> true ; After = [w(_, P)|_] ),
    '$zi_participle'(P, Lemma),
    '$zi_subject'(Before, V),
    \+ '$zi_not_thing'(Ctx, V),
    '$zi_verb_kind'(Lemma, K).
% "The Toyota belongs to the man ...": the subject is owned.
'$zi_mention'(Ctx, Words, V, poss) :-
    append(Before, [w(_, B)|_], Words),
    memberchk(B, [belongs, belong, belonged]),
    '$zi_subject'(Before, V),
    \+ '$zi_not_thing'(Ctx, V).
% Agent nouns: the Old Gold smoker, the trumpet player, the Opel owner.
'$zi_mention'(Ctx, Words, V, K) :-
    append(_, [w(_, Det)|After], Words),
    memberchk(Det, [the, a, an]),
    append(V0, [w(_, N)|_], After),
    '$zi_agent_noun'(N, Lemma),
    V0 = [_|_],
    length(V0, Len), Len =< 2,
    forall(member(T, V0), ( T = w(_, L), \+ '$zi_stop'(L), \+ '$zi_noise'(L) )),
    findall(W, member(w(W, _), V0), V),
    \+ '$zi_not_thing'(Ctx, V),
    '$zi_verb_kind'(Lemma, K).
% "the pear tree", "a cherry tree grows": a word before a noun the
% remarks name as a category ("no two share ... a tree"); never a
% possessive ("the postman's dog is a terrier": the dog's owner).
'$zi_mention'(Ctx, Words, [W], fixed(noun(N))) :-
    Ctx = ctx(_, Heads),
    Heads \== [],
    append(_, [w(_, Det), w(W, L), w(_, H)|_], Words),
    memberchk(Det, [the, a, an]),
    '$zi_singular'(H, N),
    memberchk(N, Heads),
    \+ '$zi_capitalised'(W),
    '$zi_base'(L, B), B == L,                  % "the postman's dog": its owner
    \+ '$zi_stop'(L), \+ '$zi_noise'(L),
    \+ '$zi_position_word'(L), \+ '$zi_colour_word'(L).
% "The dentist's dog is a beagle", "Anya's pet is a camel": what an
% owner's thing is, is a possession.
'$zi_mention'(Ctx, Words, V, poss) :-
    append(_, [w(W0, L0), w(_, H), w(_, Be)|After0], Words),
    '$zi_base'(L0, L), L \== L0,
    '$zi_base'(W0, _),
    memberchk(Be, [is, was]),
    \+ '$zi_place'(Ctx, H), \+ '$zi_part'(H), \+ '$zi_stop'(H),
    \+ '$zi_person_word'(H),
    (   After0 = [w(_, not)|After1] -> true ; After1 = After0 ),
    After1 = [w(_, A)|After2],
    memberchk(A, [a, an]),
    '$zi_object'(Ctx, After2, V),
    V = [W|_], \+ '$zi_capitalised'(W),
    downcase_atom(W, LW), \+ '$zi_colour_word'(LW).
% "is going to York", "has been to Japan", "bound for Derby": a
% capitalised place a verb of travel goes to is a destination.
'$zi_mention'(_, Words, V, fixed(v(visit))) :-
    append(Before, [w(_, To)|After], Words),
    (   To == to,
        append(_, [w(_, G)], Before),
        '$zi_travel_verb'(G)
    ;   To == for,
        append(_, [w(_, B)], Before),
        memberchk(B, [bound, headed, heading, sails, sailing, leaves, left])
    ),
    '$zi_place_name'(After, V).
% "comes from Ghana", "is not from Poland", "the student from Brazil":
% a capitalised place someone is from is a country of origin.
'$zi_mention'(Ctx, Words, V, fixed(origin)) :-
    append(Before, [w(_, from)|After], Words),
    (   append(_, [w(_, C)], Before),
        memberchk(C, [comes, come, came, coming, hails, hail, hailed, is,
                      are, was, were, not, originally])
    ->  true
    ;   append(_, [w(_, the), w(N0, N)], Before),
        \+ '$zi_capitalised'(N0),
        (   '$zi_person_word'(N)
        ;   '$zi_subject_noun'(Ctx, N), \+ '$zi_verbish'(N)
        )
    ),
    '$zi_place_name'(After, V).
% A month: after "in", "during", ... any month; elsewhere only one that
% is no first name as well ("the October traveller", not "April").
'$zi_mention'(_, Words, [W], fixed(month)) :-
    append(Before, [w(W, L)|_], Words),
    '$zi_capitalised'(W),
    '$zi_month'(L, _),
    (   append(_, [w(_, P)], Before),
        memberchk(P, [in, during, until, since, through, throughout])
    ->  true
    ;   \+ memberchk(L, [april, may, june, august])
    ).

% "Their cars are an Audi, a Fiat, a Renault and a Toyota": each item
% of a list after "their/the <plural> are" is a value of that noun.
'$zi_mention'(_, Words, V, fixed(noun(N))) :-
    append(_, [w(_, Det), w(_, Pl), w(_, Are)|After], Words),
    memberchk(Det, [their, the]),
    memberchk(Are, [are, were, include, included]),
    atom_concat(_, s, Pl), \+ '$zi_stop'(Pl), \+ '$zi_noise'(Pl),
    '$zi_singular'(Pl, N), N \== Pl,
    '$zi_list_items'(After, Items),
    Items = [_, _|_],
    member(V, Items).

% "the owner of the hedgehog", "the man with the fox".
'$zi_mention'(Ctx, Words, V, poss) :-
    (   append(_, [w(_, O), w(_, of)|After], Words),
        memberchk(O, [owner, owners, keeper, keepers])
    ;   append(_, [w(_, with)|After], Words)
    ),
    '$zi_object'(Ctx, After, V).
% Colours: the red house, the mint caravan, a black front, the beige
% one, which is white, Owen's boat is not red.
'$zi_mention'(Ctx, Words, [W], K) :-
    append(Pre, [w(W, L), w(_, H)|_], Words),
    (   '$zi_place'(Ctx, H)
    ->  Place = true
    ;   '$zi_part'(H),
        Place = false
    ),
    (   '$zi_colour_word'(L)
    ->  K = fixed(colour)
    ;   Place == true,                      % "the mint caravan", but also
        append(_, [w(_, Det)], Pre),        % "the fish stall": a colour
        memberchk(Det, [the, a, an]),       % or a thing
        H \== one,
        '$zi_plain_modifier'(Ctx, W, L),
        K = modifier
    ).
'$zi_mention'(_, Words, [W], fixed(colour)) :-
    append(_, [w(_, P)|After0], Words),
    memberchk(P, [is, painted, are]),
    (   After0 = [w(_, not)|After1] -> true ; After1 = After0 ),
    After1 = [w(W, L)|After],
    '$zi_colour_word'(L),
    '$zi_ends'(After).
% "The pilot lives ...", "The farmer, who ...", "The cat lives ...":
% a lower-case subject is a job or a thing; an occupation is a job.
'$zi_mention'(Ctx, Words, [W], K) :-
    Words = [w(_, the), w(W, L), Next|_],
    \+ '$zi_capitalised'(W),
    (   Next = p(',') -> true ; Next = w(_, N), '$zi_verbish'(N) ),
    '$zi_subject_noun'(Ctx, L),
    '$zi_person_kind'(L, K).
% "Where does the zebra live?": the subject of a question.
'$zi_mention'(Ctx, Words, [W], K) :-
    append(_, [w(_, Do), w(_, the), w(W, L), w(_, V)|_], Words),
    memberchk(Do, [does, did, do]),
    \+ '$zi_capitalised'(W),
    \+ memberchk(V, [in, at, on, of, and, or, ',']),
    '$zi_subject_noun'(Ctx, L),
    '$zi_person_kind'(L, K).
% "the vicar's hut", "the judge's": an owner's word.
'$zi_mention'(Ctx, Words, [W], K) :-
    append(_, [w(_, the), w(W0, L0)|_], Words),
    \+ '$zi_capitalised'(W0),
    '$zi_base'(L0, L), L \== L0,
    '$zi_base'(W0, W),
    '$zi_subject_noun'(Ctx, L),
    '$zi_person_kind'(L, K).
% "owned by the baker", "next to the pilot's": an occupation anywhere.
'$zi_mention'(_, Words, [W], fixed(job)) :-
    append(_, [w(_, Det), w(W0, L0)|_], Words),
    memberchk(Det, [the, a, an]),
    \+ '$zi_capitalised'(W0),
    '$zi_base'(L0, L), '$zi_base'(W0, W),
    '$zi_occupation_word'(L).
% "... is a doctor and drinks tea"
'$zi_mention'(Ctx, Words, [W], K) :-
    append(_, [w(_, is), w(_, A), w(W, L)|After], Words),
    memberchk(A, [a, an]),
    '$zi_ends'(After),
    \+ '$zi_capitalised'(W),
    '$zi_subject_noun'(Ctx, L),
    (   '$zi_occupation_word'(L) -> K = fixed(job)
    ;   '$zi_agent_shape'(L), K = subj
    ).
% The Dane, the Belgian's tent: a nationality or a thing.
'$zi_mention'(Ctx, Words, [W], capsubj) :-
    append(_, [w(_, the), w(W0, L0)|After], Words),
    '$zi_capitalised'(W0),
    '$zi_base'(W0, W), '$zi_base'(L0, L),
    (   L \== L0                            % the Finn's caravan
    ->  true
    ;   \+ '$zi_after_name'(Ctx, After)
    ),
    \+ memberchk(L, [house, one, man, woman, person, owner]).
% Tom, Bea's, Sean's boat: a name (or a thing).
'$zi_mention'(Ctx, Words, [W], capname) :-
    append(Before, [w(W0, L0)|After], Words),
    '$zi_capitalised'(W0),
    '$zi_base'(W0, W), '$zi_base'(L0, L),
    atom_length(L, Len), Len >= 2,          % "coach D": a label, no name
    \+ '$zi_function_word'(L),
    \+ '$zi_place'(Ctx, L),
    \+ '$zi_colour_word'(L),
    \+ ( After = [w(W2, _)|_], '$zi_capitalised'(W2) ),
    ( L \== L0 -> true ; '$zi_ends'(After) ),     % not "American cigarettes"
    (   Before == []
    ->  (   L \== L0
        ->  true
        ;   After = [w(_, N)|After2], '$zi_verbish'(N),
            \+ ( memberchk(N, [is, are, was, were]),
                 ( After2 = [w(_, not), w(_, P)|_] -> true ; After2 = [w(_, P)|_] ),
                 (   '$zi_participle'(P, _)
                 ;   atom_length(P, PN), PN > 3, atom_concat(_, ed, P)   % "Jigs
                 ) )                                   % are used in ...": a thing
        )
    ;   append(_, [Prev], Before),
        \+ ( Prev = w(_, PL), memberchk(PL, [the, a, an, mr, mrs, ms, dr, st, statement, clue]) ),
        \+ ( Prev = w(_, PL), ( '$zi_active'(PL, _) ; '$zi_participle'(PL, _) ) ),
        \+ ( Prev = w(PW, _), '$zi_capitalised'(PW) ),
        \+ ( Prev = p('.') )
    ).

% '$zi_list_items'(+Words, -Items): "an Audi, a Fiat and a Toyota" (an
% article before each item optional, items of one or two words); the
% list ends at its last item or at a comma after it.
'$zi_list_items'(Words, [V|Vs]) :-
    '$zi_list_item'(Words, V, Rest),
    (   Rest = [p(',')|Rest1], '$zi_list_items'(Rest1, Vs)
    ->  true
    ;   Rest = [w(_, and)|Rest1], '$zi_list_item'(Rest1, V2, Rest2),
        ( Rest2 == [] ; Rest2 = [p(_)|_] )
    ->  Vs = [V2]
    ;   Rest = [p(','), w(_, and)|Rest1], '$zi_list_item'(Rest1, V2, Rest2),
        ( Rest2 == [] ; Rest2 = [p(_)|_] )
    ->  Vs = [V2]
    ).

'$zi_list_item'(Words0, V, Rest) :-
    (   Words0 = [w(_, A)|Words], memberchk(A, [a, an, the]) -> true ; Words = Words0 ),
    Words = [w(W1, L1)|Rest0],
    \+ '$zi_stop'(L1), \+ '$zi_noise'(L1), L1 \== and,
    (   Rest0 = [w(W2, L2)|Rest], L2 \== and, \+ '$zi_stop'(L2), \+ '$zi_noise'(L2)
    ->  V = [W1, W2]
    ;   V = [W1], Rest = Rest0
    ).

% The verbs of going somewhere.
'$zi_travel_verb'(G) :-
    memberchk(G, [go, goes, going, went, gone, been, travel, travels,
                  travelling, traveling, travelled, traveled, fly, flies,
                  flying, flew, flown, move, moves, moving, moved, head,
                  heads, heading, headed, sail, sails, sailing, sailed,
                  emigrate, emigrated, emigrating, return, returns,
                  returning, returned, commute, commutes, commuting]).

% A place's name: a run of capitalised words, not a possessive (goes to
% Tom's), not a month or the start of a name that goes on.
'$zi_place_name'(After, V) :-
    After = [w(W, L)|More],
    '$zi_capitalised'(W),
    '$zi_base'(L, B), B == L,
    \+ '$zi_function_word'(L),
    \+ '$zi_month'(L, _),
    '$zi_caps'(More, Cs),
    V = [W|Cs],
    \+ ( last(V, Last), downcase_atom(Last, LL), '$zi_base'(LL, LB), LB \== LL ).

'$zi_month'(L, N) :-
    nth1(N, [january, february, march, april, may, june, july, august,
             september, october, november, december], L).

% The parts of a place that have a colour.
'$zi_part'(H) :-
    memberchk(H, [front, awning, roof, walls, shutters, gate, window,
                  windows, sign, fence, canopy, paintwork, hull, sail, shed,
                  door, doors, tent, boat, trim, stripe, stripes]).

'$zi_person_kind'(L, K) :-
    (   '$zi_occupation_word'(L) -> K = fixed(job) ; K = subj ).

% A word that can follow a subject as its verb.
'$zi_verbish'(N) :-
    (   '$zi_aux_verb'(N)
    ;   '$zi_active'(N, _)
    ),
    !.

'$zi_aux_verb'(N) :-
    memberchk(N, [is, are, was, were, does, did, do, has, have, had, can,
                  lives, live, sits, sit, stands, works, camps, pitches,
                  parks, stays, sleeps, grows, goes, knits, runs, rides,
                  comes, came, hails, travels, flies,
                  brought, been, got, 'doesn\'t', 'isn\'t']).


% Words a lower-case subject may not be: people, places, positions.
'$zi_subject_noun'(Ctx, L) :-
    atom(L),
    \+ '$zi_place'(Ctx, L),
    \+ '$zi_colour_word'(L),
    \+ '$zi_stop'(L),
    \+ '$zi_noise'(L),
    \+ '$zi_person_word'(L),
    \+ '$zi_position_word'(L),
    \+ '$zi_function_word'(L).

'$zi_person_word'(L) :-
    memberchk(L, [man, men, woman, women, person, people, family, families,
                  friend, friends, child, children, boy, girl, camper, campers,
                  pupil, pupils, neighbour, neighbor, neighbours, neighbors,
                  owner, owners, occupant, resident, skipper, lady, gentleman,
                  guest, inhabitant, tenant, one, other, others, first, last,
                  answer, question, clue, statement, puzzle, row, street,
                  left, right, end, house, houses]).

'$zi_position_word'(L) :-
    memberchk(L, [first, second, third, fourth, fifth, sixth, seventh,
                  eighth, last, middle, centre, center, end, left, right,
                  next, other, same, corner, top, bottom, far, near, nearest,
                  furthest, farthest, front, back, rear, leftmost, rightmost,
                  ground, upper, lower, higher, highest, lowest, narrow, wide,
                  big, small, large, little, tall, short, long,
                  'left-hand', 'right-hand', opposite, only, whole, row]).

% Words that never name a value when they open a sentence or follow a
% preposition capitalised.
'$zi_function_word'(L) :-
    memberchk(L, [the, a, an, who, whoever, whose, what, which, where, when,
                  how, why, each, every, there, it, in, on, at, one, so, now,
                  left, right, if, read, to, of, neither, nor, either, both,
                  no, not, all, this, that, these, those, he, she, they, his,
                  her, their, its, my, your, we, you, i, and, but, or, then,
                  also, note, remember, statement, clue, from, for, as, by,
                  with, after, before, between, next, nobody, someone,
                  somebody, everyone, none, mr, mrs, ms, dr, st, counting,
                  numbered, question, answer, find, work, say, tell,
                  two, three, four, five, six, seven, eight, nine, ten,
                  first, second, third, fourth, fifth, last, to, be, quite,
                  one, other, thing, just, like, unlike, among, behind,
                  above, below, beside, under, over, across, opposite]).

'$zi_after_name'(Ctx, [w(W, L)|_]) :-
    (   '$zi_capitalised'(W)
    ;   '$zi_agent_noun'(L, _)
    ;   '$zi_place'(Ctx, L)
    ;   memberchk(L, [camper, campers, family])
    ),
    !.

'$zi_capitalised'(W) :-
    atom_codes(W, [C|_]),
    code_type(C, upper).

% A word before an adjective slot that is not a colour: positions,
% counts, -ing and -ly words, the place's own modifiers ("beach").
'$zi_plain_modifier'(Ctx, W, L) :-
    \+ '$zi_capitalised'(W),
    \+ '$zi_position_word'(L),
    \+ '$zi_stop'(L),
    \+ '$zi_noise'(L),
    \+ '$zi_place'(Ctx, L),
    \+ ( Ctx = ctx(Mods, _), memberchk(L, Mods) ),
    '$zi_base'(L, B), B == L,
    \+ sub_atom(L, _, 3, 0, ing),
    \+ '$zi_adverb'(L).

'$zi_adverb'(L) :-
    memberchk(L, [immediately, directly, only, exactly, just, really,
                  always, never, also, usually, certainly, probably, clearly,
                  likewise, similarly, respectively, nearly, closely,
                  slightly, definitely, actually, finally, firstly, lastly,
                  somewhere, elsewhere, together, apart, away, there, here]).

% An occupation: a word of the closed list.
'$zi_occupation_word'(L) :-
    memberchk(L, [pilot, doctor, nurse, chef, cook, vet, dentist, surgeon,
                  architect, engineer, lawyer, judge, pianist, artist,
                  scientist, journalist, mechanic, plumber, electrician,
                  musician, librarian, tailor, actor, sailor, soldier,
                  author, poet, priest, vicar, clerk, guard, farmer, baker,
                  teacher, painter, writer, singer, dancer, banker,
                  butcher, carpenter, gardener, builder, fisherman,
                  postman, student, professor, detective, diplomat,
                  accountant, programmer, photographer, firefighter,
                  optician, pharmacist, florist, grocer, barber,
                  waiter, waitress, porter, miner, potter, weaver, jeweller,
                  blacksmith, policeman, fireman, vicar, lecturer, manager,
                  secretary, cashier, cleaner, driver, sculptor, designer]).

% An agent noun by its shape (baker, sailor, pianist, musician).
'$zi_agent_shape'(L) :-
    atom_length(L, N), N >= 5,
    (   sub_atom(L, _, 2, 0, er) ; sub_atom(L, _, 2, 0, or)
    ;   sub_atom(L, _, 3, 0, ist) ; sub_atom(L, _, 3, 0, ian)
    ),
    !.

% '$zi_verb'(?Lemma, -Forms, -Participle): the verbs whose objects make
% a category, with their active forms and passive participle.
'$zi_verb'(drink, [drinks, drink, drank, drinking], drunk).
'$zi_verb'(smoke, [smokes, smoke, smoked, smoking], smoked).
'$zi_verb'(eat, [eats, eat, ate, eating], eaten).
'$zi_verb'(play, [plays, play, played, playing], played).
'$zi_verb'(drive, [drives, drive, drove, driving], driven).
'$zi_verb'(read, [reads, read, reading], read).
'$zi_verb'(ride, [rides, ride, rode, riding], ridden).
'$zi_verb'(wear, [wears, wear, wore, wearing], worn).
'$zi_verb'(write, [writes, write, wrote, writing], written).
'$zi_verb'(sing, [sings, sing, sang, singing], sung).
'$zi_verb'(buy, [buys, buy, bought, buying], bought).
'$zi_verb'(sell, [sells, sell, sold, selling], sold).
'$zi_verb'(catch, [catches, catch, caught, catching], caught).
'$zi_verb'(teach, [teaches, teach, taught, teaching], taught).
'$zi_verb'(study, [studies, study, studied, studying], studied).
'$zi_verb'(collect, [collects, collect, collected, collecting], collected).
'$zi_verb'(like, [likes, like, liked, liking], liked).
'$zi_verb'(love, [loves, love, loved, loving], loved).
'$zi_verb'(prefer, [prefers, prefer, preferred, preferring], preferred).
'$zi_verb'(fish, [fishes, fish, fished], fished).
'$zi_verb'(land, [lands, land, landed, landing], landed).
'$zi_verb'(cook, [cooks, cook, cooked, cooking], cooked).
'$zi_verb'(bake, [bakes, bake, baked, baking], baked).
'$zi_verb'(watch, [watches, watch, watched, watching], watched).
'$zi_verb'(visit, [visits, visit, visited, visiting], visited).
'$zi_verb'(support, [supports, support, supported, supporting], supported).
'$zi_verb'(speak, [speaks, speak, spoke, speaking], spoken).
'$zi_verb'(go, [goes, go, went], gone).
'$zi_verb'(run, [runs, run, ran], run).
'$zi_verb'(carry, [carries, carry, carried, carrying], carried).
'$zi_verb'(serve, [serves, serve, served, serving], served).
'$zi_verb'(grow, [grows, grow, grew, growing], grown).
'$zi_verb'(listen, [listens, listen, listened, listening], listened).
'$zi_verb'(own, [owns, own, owned], owned).
'$zi_verb'(keep, [keeps, keep, kept], kept).
'$zi_verb'(have, [has, have, had], had).
'$zi_verb'(rear, [rears, rear, reared], reared).
'$zi_verb'(raise, [raises, raise, raised], raised).
'$zi_verb'(possess, [possesses, possess, possessed], possessed).
'$zi_verb'(use, [uses, use, used, using], used).
'$zi_verb'(bring, [brings, bring, brought, bringing], brought).

'$zi_active'(F, Lemma) :-
    atom(F),
    '$zi_verb'(Lemma, Forms, _),
    memberchk(F, Forms),
    !.

'$zi_participle'(P, Lemma) :-
    '$zi_verb'(Lemma, _, P),
    !.

% "fishes for cod", "listens to jazz".
'$zi_particle'(fish, for).
'$zi_particle'(listen, to).

% "fishes with shrimp": the bait is what is used, not what is caught.
'$zi_phrasal'(fish, with, use).

% A verb form after one of these is a noun ("a different drink", "the
% drinks").
'$zi_not_before_verb'(D) :-
    memberchk(D, [the, a, an, different, own, its, their, his, her, same,
                  favourite, favorite, certain, some, any, each, every, of]).

% The possession family: its objects are things of any category.
'$zi_verb_kind'(Lemma, K) :-
    (   memberchk(Lemma, [own, keep, have, rear, raise, possess, bring])
    ->  K = poss
    ;   K = fixed(v(Lemma))
    ).

% Agent nouns: smoker, drinker, player, reader, owner (and plurals),
% and the few that are not the verb's ("the law student" studies law).
'$zi_agent_noun'(N0, Lemma) :-          % the law student, the jazz fan
    atom(N0),
    '$zi_base'(N0, N),
    (   atom_concat(N1, s, N) -> true ; N1 = N ),
    memberchk(N1-Lemma, [student-study, fan-like, enthusiast-like, lover-love]),
    !.
'$zi_agent_noun'(N, Lemma) :-
    atom(N),
    (   atom_concat(N1, s, N) -> true ; N1 = N ),
    '$zi_verb'(Lemma, _, _),
    (   atom_concat(Lemma, er, N1)
    ;   atom_concat(Lemma, r, N1)
    ;   atom_concat(Lemma, ner, N1)              % runner
    ),
    !.

% The object of a verb: after a determiner, a run of capitalised words
% (Old Gold, Lucky Strike) or one or two lower-case words ending before
% a word of '$zi_stop'/1, a verb or the sentence end (orange juice,
% snails); never a place, a person or a position.
'$zi_object'(Ctx, Words0, V) :-
    (   Words0 = [w(_, Det)|Words], memberchk(Det, [the, a, an, some])
    ->  true
    ;   Words = Words0
    ),
    Words = [w(W, L)|More],
    \+ '$zi_stop'(L),
    \+ '$zi_quantifier'(L),
    \+ '$zi_aux_verb'(L),
    \+ '$zi_participle'(L, _),
    (   '$zi_capitalised'(W)
    ->  '$zi_caps'(More, Cs),
        V = [W|Cs]
    ;   More = [w(W2, L2)|More2], \+ '$zi_stop'(L2), \+ '$zi_verbish'(L2),
        \+ '$zi_quantifier'(L2),
        '$zi_ends'(More2)
    ->  V = [W, W2]
    ;   '$zi_ends'(More)
    ->  V = [W]
    ),
    \+ '$zi_not_thing'(Ctx, V).

% Words that are no thing: places, people, positions, colours ("owns a
% house", "has the cream hut", "with the blue door"), counts and
% adverbs.
'$zi_not_thing'(Ctx, V) :-
    (   V = [W|_], downcase_atom(W, L),
        ( V = [_], '$zi_colour_word'(L) ; '$zi_position_word'(L) ; '$zi_noise'(L)
        ; '$zi_adverb'(L) )
    ;   V = [W1, W2], '$zi_colour_word'(W1), downcase_atom(W2, L2), '$zi_part'(L2)
    ;   V = [W|_], downcase_atom(W, one)
    ;   V = [_, W2], Ctx = ctx(_, Heads), downcase_atom(W2, L2),
        '$zi_singular'(L2, N2), memberchk(N2, Heads)
    ;   V = [_, W2], downcase_atom(W2, L2),
        ( '$zi_adverb'(L2) ; '$zi_position_word'(L2) )
    ;   last(V, W), \+ '$zi_capitalised'(W), downcase_atom(W, L),   % "the Seat"
        ( '$zi_place'(Ctx, L) ; '$zi_person_word'(L)
        ; memberchk(L, [car, neighbour, neighbor, front, garden, view,
                        something, nothing, anything, one, other, kind,
                        type, sort, breed, make, brand]) )
    ),
    !.

% "own different pets", "a certain type of beverage": no value.
'$zi_quantifier'(L) :-
    memberchk(L, [different, certain, same, unique, distinct, various,
                  no, any, each, every, own, its, their, his, her, my,
                  your, our, favourite, favorite]).

'$zi_caps'([w(W, _)|Ws], [W|Cs]) :-
    '$zi_capitalised'(W),
    !,
    '$zi_caps'(Ws, Cs).
'$zi_caps'(_, []).

'$zi_ends'([]).
'$zi_ends'([p(_)|_]).
'$zi_ends'([n(_)|_]).
'$zi_ends'([w(_, L)|_]) :- '$zi_stop'(L), !.
'$zi_ends'([w(_, L)|_]) :- '$zi_verbish'(L).

'$zi_stop'(L) :-
    memberchk(L, [in, at, on, and, or, as, with, who, whom, which, that,
                  lives, live, lived, is, are, was, were, next, to, than,
                  of, but, the, a, an, has, have, drinks, smokes, owns,
                  keeps, rears, where, pets, pet, for, from, by, not,
                  'doesn\'t', does, did, do, immediately, directly, two,
                  somewhere, between, behind, above, below, beside, under,
                  into, along, near, far, opposite, than, whose]).

% "Coffee is drunk", "the horse is kept": one or two words before is/are.
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
    forall(member(T, V0), ( T = w(_, L), \+ '$zi_stop'(L) )),
    findall(W, member(w(W, _), V0), V).

'$zi_subject_start'(p(_)).
'$zi_subject_start'(w(_, W)) :-
    memberchk(W, [the, a, an, where, which, that]).

% Words that are never part of a value's name: counts, quantifiers and
% the houses themselves ("the five owners", "the green house's owner").
'$zi_noise'(L) :-
    (   '$zi_quantifier'(L)
    ;   '$zi_count'(L, _)
    ;   memberchk(L, [house, houses, 'house\'s', other, first, last])
    ),
    !.

'$zi_colour_word'(L) :-
    '$zebra_colour_word'(L).


                /*******************************
                *   CATEGORIES                 *
                *******************************/

% '$zi_categories'(+Mentions, +Houses, +Remarks, -Categories):
% Name-Values per category, in the order of first mention; values
% merged when they differ only in case, a final "s" or a possessive
% (dogs, dog; Finn's, Finn), kept as first written.  Each value's
% candidate categories are those all its mentions allow; a value the
% words leave open is settled only when exactly one assignment gives
% every category one value per place ('$zi_settle'/4).
'$zi_categories'(Mentions, Houses, Remarks, Categories) :-
    '$zi_values'(Mentions, Values00),
    '$zi_same_named'(Values00, Remarks, Values0),
    findall(C, ( member(val(_, _, Ks, _), Values0), member(fixed(C), Ks) ), Cs0),
    '$zi_dedup'(Cs0, Fixed),
    (   member(val(_, _, Ks, _), Values0), memberchk(modifier, Ks)
    ->  Fixed1 = [colour|Fixed]
    ;   Fixed1 = Fixed
    ),
    '$zi_dedup'([pet, job, nationality, name|Fixed1], Universe),
    '$zi_settle'(Values0, Houses, Universe, Values, Solution),
    '$zi_category_order'(Values, Solution, Order),
    maplist('$zi_category_values'(Values, Solution), Order, Categories00),
    maplist('$zi_calendar_order', Categories00, Categories0),
    '$zi_names'(Categories0, Remarks, Categories).

% Months are listed in the calendar's order, so that a reader that
% orders a category by its line orders them as the calendar does.
'$zi_calendar_order'(C-Vs0, C-Vs) :-
    (   C == month
    ->  map_list_to_pairs('$zi_month_number', Vs0, Keyed),
        keysort(Keyed, Sorted),
        pairs_values(Sorted, Vs)
    ;   Vs = Vs0
    ).

'$zi_month_number'(V, N) :-
    downcase_atom(V, L),
    '$zi_month'(L, N).

% A category named by a noun ("Their cars are ...", "the bowler hat")
% is the category of the verb whose objects have that name ("drives
% the Toyota": Car), or that a remark gives that name ("wears a
% different hat").
'$zi_same_named'(Values0, Remarks, Values) :-
    findall(noun(N)-C, ( member(val(_, _, Ks, _), Values0), memberchk(fixed(noun(N)), Ks),
                         member(val(_, _, Ks2, _), Values0), member(fixed(C), Ks2),
                         C \= noun(_),
                         (   '$zi_category_name'(noun(N), Name),
                             '$zi_category_name'(C, Name)
                         ;   C = v(L), memberchk(L-N, Remarks)
                         ) ), Map0),
    sort(Map0, Map),
    maplist('$zi_rename'(Map), Values0, Values).

% val(Key, Words, Kinds, Case): a value, its words as first written,
% the kinds of its mentions, and its case: upper or lower as written
% where it does not open a sentence, initial when it only opens them.
'$zi_values'(Mentions, Values) :-
    '$zi_values'(Mentions, [], Values).

'$zi_values'([], Acc, Values) :-
    reverse(Acc, Values).
'$zi_values'([m(Ws, K, I)|Ms], Acc, Values) :-
    atomic_list_concat(Ws, ' ', V),
    '$zi_key'(V, Key),
    (   I == true -> Case = initial
    ;   Ws = [W|_], '$zi_capitalised'(W) -> Case = upper
    ;   Case = lower
    ),
    (   memberchk(val(Key, Ws0, Ks0, C0), Acc)
    ->  ( C0 == initial -> C1 = Case ; C1 = C0 ),
        '$zi_dedup'([K|Ks0], Ks1),
        '$zi_replace'(Acc, val(Key, Ws0, Ks0, C0), val(Key, Ws0, Ks1, C1), Acc2),
        '$zi_values'(Ms, Acc2, Values)
    ;   '$zi_values'(Ms, [val(Key, Ws, [K], Case)|Acc], Values)
    ).

'$zi_replace'([], _, _, []).
'$zi_replace'([X|Xs], Old, New, [Y|Ys]) :-
    (   X == Old -> Y = New ; Y = X ),
    '$zi_replace'(Xs, Old, New, Ys).

% cand(Key, Words, Kinds, Case, Candidates); none when no category
% fits all its mentions (then the assignment fails).
'$zi_candidates'(Universe, val(Key, Ws, Ks, I), cand(Key, Ws, Ks, I, Cands)) :-
    (   member(K, Ks), \+ memberchk(K, [capsubj, capname])
    ->  exclude('$zi_in'([capsubj, capname]), Ks, Ks1)   % "The Ford is owned"
    ;   Ks1 = Ks
    ),
    foldl('$zi_allow'(Universe), Ks1, Universe, Cands).

'$zi_allow'(Universe, Kind, Cands0, Cands) :-
    '$zi_allowed'(Kind, Universe, Allowed),
    include('$zi_in'(Allowed), Cands0, Cands).

'$zi_in'(List, X) :- memberchk(X, List).

'$zi_allowed'(fixed(C), _, [C]).
'$zi_allowed'(poss, U, Ts) :- '$zi_things'(U, Ts).
'$zi_allowed'(subj, U, [job|Ts]) :- '$zi_things'(U, Ts).
'$zi_allowed'(modifier, U, Cs) :- '$zi_things'(U, Ts), Cs = [colour|Ts].
'$zi_allowed'(capsubj, _, [nationality]).
'$zi_allowed'(capname, _, [name]).

'$zi_things'(U, Ts) :-
    exclude('$zi_in'([colour, nationality, name, job]), U, Ts).

% '$zi_settle'(+Values0, ?Houses, +Universe, -Values, -Solution):
% Solution pairs each value's key with its category (Values the values
% with their candidates); it is the only assignment that gives every
% category none or Houses values.  Categories of verbs the text alone
% uses (lands crab, fishes for cod) may merge when neither has a value
% per place.  A text that does not give the count puts each value in
% its usual category, and all categories must have one size.
'$zi_settle'(Values0, Houses, Universe, Values, Solution) :-
    (   integer(Houses)
    ->  nb_setval('$zi_steps', 0),
        catch(findall(Vs-Sol,
                      limit(2, ( '$zi_merges'(Values0, Houses, Universe, Universe1, Values1),
                                 maplist('$zi_candidates'(Universe1), Values1, Vs),
                                 '$zi_assign_all'(Vs, Houses, Sol) )),
                      Sols),
              '$zi_too_many_steps',
              Sols = [])
    ;   maplist('$zi_candidates'(Universe), Values0, Vs),
        '$zi_default'(Vs, Sol0),
        findall(K, ( member(_-C, Sol0),
                     aggregate_all(count, member(_-C, Sol0), K) ), Ks),
        sort(Ks, Sizes),
        (   Sizes = [N], N >= 2
        ->  msort(Sol0, Sol),
            Sols = [Vs-Sol],
            Houses = N
        ;   Sols = []
        )
    ),
    (   Sols = [Values-Solution]
    ->  true
    ;   Sols = [Vs1-S1, _-S2|_]
    ->  member(K-C1, S1), member(K-C2, S2), C1 \== C2,
        !,
        memberchk(cand(K, Ws, _, _, _), Vs1),
        atomic_list_concat(Ws, ' ', V),
        '$zi_category_name'(C1, N1), '$zi_category_name'(C2, N2),
        '$zi_error'(infer_shared(V, N1, N2))
    ;   maplist('$zi_candidates'(Universe), Values0, Vs),
        forall(member(cand(K, Ws, Ks, _, []), Vs),
               '$zi_conflict'(Ws, Ks)),
        '$zi_default'(Vs, Default),
        '$zi_category_order'(Vs, Default, Order),
        maplist('$zi_category_values'(Vs, Default), Order, Cats0),
        maplist('$zi_named_default', Cats0, Cats),
        (   integer(Houses)
        ->  (   member(C-Vals, Cats), length(Vals, K), K =\= Houses
            ->  '$zi_error'(infer_count(C, Vals, Houses))
            ;   findall(V, ( member(cand(_, Ws, Ks, _, [_, _|_]), Vs),
                             \+ memberchk(fixed(_), Ks),
                             atomic_list_concat(Ws, ' ', V) ), Open),
                '$zi_error'(infer_open(Open))
            )
        ;   findall(C-K, ( member(C-Vals, Cats), length(Vals, K) ), Counts),
            '$zi_error'(infer_no_houses(Counts))
        )
    ).

% A value whose mentions allow no category: two fixed ones, or a fixed
% one and a kind that excludes it.
'$zi_conflict'(Ws, Ks) :-
    findall(C, member(fixed(C), Ks), Fs0),
    '$zi_dedup'(Fs0, Fs),
    atomic_list_concat(Ws, ' ', V),
    (   Fs = [C1, C2|_] -> true
    ;   Fs = [C1] -> C2 = pet
    ;   C1 = pet, C2 = nationality
    ),
    '$zi_category_name'(C1, N1), '$zi_category_name'(C2, N2),
    '$zi_error'(infer_shared(V, N1, N2)).

'$zi_named_default'(C-Vs, N-Vs) :- '$zi_category_name'(C, N).

% Each value in its first candidate, preferring its fixed category.
'$zi_default'(Values, Default) :-
    findall(K-C, ( member(cand(K, Ws, Ks, _, Cs), Values),
                   (   member(fixed(C), Ks) -> true
                   ;   memberchk(capname, Ks), memberchk(name, Cs) -> C = name
                   ;   memberchk(capsubj, Ks), memberchk(nationality, Cs) -> C = nationality
                   ;   memberchk(subj, Ks), memberchk(job, Cs),
                       Ws = [W], downcase_atom(W, L), '$zi_agent_shape'(L) -> C = job
                   ;   memberchk(pet, Cs) -> C = pet
                   ;   Cs = [C|_]
                   ) ),
            Default).

% Verb categories of fewer than N values (but drink, smoke, eat) may
% merge, each set of them into one category.
'$zi_merges'(Values, N, Universe, Universe1, Values1) :-
    findall(v(L), ( member(v(L), Universe),
                    \+ memberchk(L, [drink, smoke, eat]),
                    aggregate_all(count, ( member(val(_, _, Ks, _), Values),
                                           memberchk(fixed(v(L)), Ks) ), K),
                    K < N ),
            Mergeable),
    '$zi_partition'(Mergeable, Blocks),
    findall(C-Rep, ( member(Block, Blocks), Block = [Rep|_], member(C, Block) ), Map),
    maplist('$zi_rename_cat'(Map), Universe, U1),
    '$zi_dedup'(U1, Universe1),
    maplist('$zi_rename'(Map), Values, Values1).

'$zi_rename'(Map, val(K, Ws, Ks0, I), val(K, Ws, Ks, I)) :-
    maplist('$zi_rename_kind'(Map), Ks0, Ks1),
    '$zi_dedup'(Ks1, Ks).

'$zi_rename_kind'(Map, K0, K) :-
    (   K0 = fixed(C0) -> '$zi_rename_cat'(Map, C0, C), K = fixed(C) ; K = K0 ).

'$zi_rename_cat'(Map, C0, C) :-
    (   memberchk(C0-C1, Map) -> C = C1 ; C = C0 ).

'$zi_partition'([], []).
'$zi_partition'([X|Xs], Blocks) :-
    '$zi_partition'(Xs, Blocks0),
    (   Blocks = [[X]|Blocks0]
    ;   select(B, Blocks0, Rest), Blocks = [[X|B]|Rest]
    ).

% Depth-first, the values with fewest candidates first; a category
% that has some values must be able to reach N with those left.
'$zi_assign_all'(Values, N, Sol) :-
    map_list_to_pairs('$zi_ncands', Values, Keyed),
    keysort(Keyed, Sorted),
    pairs_values(Sorted, Ordered),
    '$zi_assign'(Ordered, N, [], Sol0),
    findall(C, member(_-C, Sol0), Cs0),
    sort(Cs0, Cs),
    forall(member(C, Cs),
           ( member(K-C, Sol0), memberchk(cand(K, _, Ks, _, _), Values),
             '$zi_anchor'(Ks, C) )),
    msort(Sol0, Sol).

% A category needs a value that belongs there by its own words, not by
% the count alone: one fixed there, or open with C its usual category
% (a possession's the pets, a capitalised word's the names).  So a
% group of open values never makes a category of their own under
% another name.
'$zi_anchor'(Ks, C) :-
    member(K, Ks),
    '$zi_anchor_kind'(K, C),
    !.

'$zi_anchor_kind'(fixed(C), C).
'$zi_anchor_kind'(poss, pet).
'$zi_anchor_kind'(subj, pet).
'$zi_anchor_kind'(subj, job).
'$zi_anchor_kind'(capsubj, nationality).
'$zi_anchor_kind'(modifier, colour).
'$zi_anchor_kind'(capname, name).

'$zi_ncands'(cand(_, _, _, _, Cs), K) :- length(Cs, K).

'$zi_assign'([], N, Counts, []) :-
    forall(member(_-K-_, Counts), ( K =:= 0 ; K =:= N )).
'$zi_assign'([cand(Key, _, _, Case, Cs)|Vs], N, Counts0, [Key-C|Sol]) :-
    member(C, Cs),
    nb_getval('$zi_steps', Steps0),         % a text so open that the search
    Steps is Steps0 + 1,                    % would take long is one whose
    (   Steps > 20000                       % values the words do not settle
    ->  throw('$zi_too_many_steps')
    ;   nb_setval('$zi_steps', Steps)
    ),
    (   select(C-K0-Case0, Counts0, Rest) -> true ; K0 = 0, Case0 = initial, Rest = Counts0 ),
    K is K0 + 1,
    K =< N,
    '$zi_case_join'(Case0, Case, Case1),
    Counts = [C-K-Case1|Rest],
    forall(member(C2-K2-_, Counts),
           (   K2 >= N
           ->  true
           ;   aggregate_all(count, ( member(cand(_, _, _, _, Cs2), Vs),
                                      memberchk(C2, Cs2) ), More),
               K2 + More >= N
           )),
    '$zi_assign'(Vs, N, Counts, Sol).

% A category's values are all capitalised (names, brands) or all in
% lower case, where they do not open a sentence.
'$zi_case_join'(initial, C, C) :- !.
'$zi_case_join'(C, initial, C) :- !.
'$zi_case_join'(C, C, C).

% The categories in the order their first value was mentioned.
'$zi_category_order'(Values, Solution, Order) :-
    findall(C, ( member(cand(K, _, _, _, _), Values), memberchk(K-C, Solution) ), Cs),
    '$zi_dedup'(Cs, Order).

'$zi_category_values'(Values, Solution, C, C-Vs) :-
    findall(V, ( member(cand(K, Ws, _, I, _), Values),
                 memberchk(K-C, Solution),
                 '$zi_value_text'(C, Ws, I, Values, Solution, V) ),
            Vs).

% Names and nationalities are kept as written; a word that is
% capitalised only where it opens a sentence ("Coffee is drunk") is a
% common noun, written in lower case.
'$zi_value_text'(C, Ws, I, Values, Solution, V) :-
    atomic_list_concat(Ws, ' ', V0),
    (   memberchk(C, [name, nationality])
    ->  V = V0
    ;   I == upper
    ->  V = V0
    ;   I == initial, '$zi_names_category'(C, Values, Solution)
    ->  V = V0
    ;   downcase_atom(V0, V)
    ).

% A category whose values, where they do not open a sentence, are
% mostly capitalised (Old Gold, Chesterfields): brands, kept as written.
'$zi_names_category'(C, Values, Solution) :-
    findall(Cap, ( member(cand(K, _, _, Case, _), Values),
                   Case \== initial,
                   memberchk(K-C, Solution),
                   ( Case == upper -> Cap = 1 ; Cap = 0 ) ),
            Caps),
    sum_list(Caps, NC),
    length(Caps, N),
    NC * 2 > N.

'$zi_key'(V, K) :-                      % "Finn's" is Finn
    downcase_atom(V, L0),
    (   ( atom_concat(L, '\'s', L0) ; atom_concat(L, '\u2019s', L0) ) -> true ; L = L0 ),
    (   atom_concat(K1, ies, L) -> atom_concat(K1, i, K2)   % lilies, lily;
    ;   atom_concat(K0, oes, L) -> atom_concat(K0, o, K2)   % chilies, chili;
    ;   atom_concat(K0, s, L), \+ atom_concat(_, ss, L) -> K2 = K0   % tomatoes
    ;   K2 = L
    ),
    (   atom_concat(K3, y, K2), atom_length(K3, N), N > 1
    ->  atom_concat(K3, i, K)
    ;   K = K2
    ).

'$zi_same_value'(A, B) :-
    '$zi_key'(A, K),
    '$zi_key'(B, K).

% Category names: the noun a remark gives the verb's objects ("play
% different instruments"), else a fixed one.
'$zi_names'(Categories0, Remarks, Categories) :-
    maplist('$zi_name'(Remarks), Categories0, Categories).

'$zi_name'(Remarks, C-Vs, Name-Vs) :-
    (   C = v(L), \+ memberchk(L, [drink, smoke, eat]),
        memberchk(L-Noun, Remarks)
    ->  '$zi_noun_name'(Noun, Name)
    ;   C == pet,
        findall(N, ( member(L-N, Remarks),
                     memberchk(L, [own, keep, have, bring, rear]),
                     \+ '$zi_builtin_noun'(N) ), Ns0),
        '$zi_dedup'(Ns0, [Noun])
    ->  '$zi_noun_name'(Noun, Name)
    ;   '$zi_category_name'(C, Name)
    ).

% The nouns of the remarks that name a category of values written
% before them ("the pear tree"): none of the usual ones.
'$zi_head_nouns'(Remarks, Heads) :-
    findall(N, ( member(_-N, Remarks),
                 \+ '$zi_builtin_noun'(N),
                 \+ memberchk(N, [pet, animal, instrument, game, sport, car,
                                  newspaper, hobby, thing, one, other]) ),
            Heads0),
    '$zi_dedup'(Heads0, Heads).

'$zi_builtin_noun'(N) :-
    memberchk(N, [colour, color, nationality, extraction, country, job,
                  occupation, profession, trade, drink, beverage, food,
                  cigarette, cigaret, cigar, brand, name]).

'$zi_noun_name'(Noun, Name) :-
    atom_codes(Noun, [C|Cs]),
    code_type(C, to_lower(U)),
    atom_codes(Name, [U|Cs]).

'$zi_category_name'(nationality, 'Nationality').
'$zi_category_name'(colour, 'Colour').
'$zi_category_name'(pet, 'Pet').
'$zi_category_name'(job, 'Job').
'$zi_category_name'(name, 'Name').
'$zi_category_name'(v(drink), 'Drink') :- !.
'$zi_category_name'(v(smoke), 'Smoke') :- !.
'$zi_category_name'(v(eat), 'Food') :- !.
'$zi_category_name'(v(drive), 'Car') :- !.
'$zi_category_name'(v(read), 'Newspaper') :- !.
'$zi_category_name'(v(play), 'Game') :- !.
'$zi_category_name'(v(visit), 'Destination') :- !.
'$zi_category_name'(origin, 'Country') :- !.
'$zi_category_name'(month, 'Month') :- !.
'$zi_category_name'(noun(N), Name) :-
    !,
    '$zi_noun_name'(N, Name).
'$zi_category_name'(v(L), Name) :-
    (   '$zi_verb_noun'(L, Name0) -> Name = Name0 ; '$zi_noun_name'(L, Name) ).

% The noun for the objects of a verb, when no remark gives one.
'$zi_verb_noun'(grow, 'Plant').
'$zi_verb_noun'(use, 'Use').
'$zi_verb_noun'(ride, 'Ride').
'$zi_verb_noun'(wear, 'Clothing').
'$zi_verb_noun'(write, 'Book').
'$zi_verb_noun'(sing, 'Song').
'$zi_verb_noun'(buy, 'Purchase').
'$zi_verb_noun'(sell, 'Goods').
'$zi_verb_noun'(catch, 'Catch').
'$zi_verb_noun'(fish, 'Catch').
'$zi_verb_noun'(land, 'Catch').
'$zi_verb_noun'(teach, 'Subject').
'$zi_verb_noun'(study, 'Subject').
'$zi_verb_noun'(collect, 'Collection').
'$zi_verb_noun'(speak, 'Language').
'$zi_verb_noun'(listen, 'Music').
'$zi_verb_noun'(support, 'Team').
'$zi_verb_noun'(watch, 'Show').
'$zi_verb_noun'(cook, 'Dish').
'$zi_verb_noun'(bake, 'Cake').
'$zi_verb_noun'(serve, 'Dish').
'$zi_verb_noun'(carry, 'Luggage').
'$zi_verb_noun'(visit, 'Destination').
'$zi_verb_noun'(go, 'Activity').
'$zi_verb_noun'(run, 'Business').
'$zi_verb_noun'(like, 'Favourite').
'$zi_verb_noun'(love, 'Favourite').
'$zi_verb_noun'(prefer, 'Favourite').

% '$zi_remark_nouns'(+Sentences, -Pairs): Lemma-Noun for each "<verb>
% (a) different <noun>" or "<verb> its own <noun>" of the remarks: the
% categories the text names, and the verb that goes with each.
'$zi_remark_nouns'(Sentences, Pairs) :-
    findall(L-N, ( member(s(_, Words, _, _), Sentences),
                   '$zi_lowers'(Words, Ls),
                   '$zi_remark_pair'(Ls, L, N) ),
            Pairs0),
    '$zi_dedup'(Pairs0, Pairs).

'$zi_remark_pair'(Ls, share, Noun) :-         % "no two share a door colour,
    append(_, [share|After], Ls),               % a job, ... or a tree"
    append(_, [A|Rest], After),
    memberchk(A, [a, an]),
    append(NounWords, Tail, Rest),
    NounWords = [_|_],
    (   Tail == [] -> true ; Tail = [End|_], memberchk(End, [',', or, and]) ),
    \+ ( member(W, NounWords), memberchk(W, [',', or, and, a, an]) ),
    last(NounWords, Noun0),
    atom(Noun0),
    '$zi_singular'(Noun0, Noun).
'$zi_remark_pair'(Ls, Lemma, Noun) :-
    append(_, [F|After0], Ls),
    atom(F),
    (   '$zi_active'(F, Lemma) -> true
    ;   memberchk(F, [brought, bring, brings]) -> Lemma = bring
    ;   memberchk(F, [painted, is, are, of]) -> Lemma = be
    ),
    '$zi_skip'([a, an, different, its, their, own, his, her], After0, After1),
    After0 \== After1,
    once(( append(Skipped, [_|_], After0), append(Skipped, After1, After0),
           ( memberchk(different, Skipped) ; memberchk(own, Skipped) ) )),
    '$zi_head_noun'(After1, Noun0),
    '$zi_singular'(Noun0, Noun).

'$zi_skip'(Skip, [W|Ws], Rest) :-
    memberchk(W, Skip),
    !,
    '$zi_skip'(Skip, Ws, Rest).
'$zi_skip'(_, Ws, Ws).

% The noun of "make of car", "favourite sport", "breed of dog",
% "brands of American cigarets".
'$zi_head_noun'(Ls, Noun) :-
    '$zi_skip'([favourite, favorite, make, makes, kind, kinds, type, types,
                breed, breeds, brand, brands, line, lines, sort, sorts, of,
                american, english], Ls, [Noun|_]),
    atom(Noun),
    \+ memberchk(Noun, [and, or, in, of, a, an, the]).

'$zi_singular'(N, S) :-
    (   atom_concat(S0, ies, N) -> atom_concat(S0, y, S)
    ;   atom_concat(S, s, N), \+ atom_concat(_, ss, N) -> true
    ;   S = N
    ).

                /*******************************
                *   THE COMPLETED TEXT         *
                *******************************/

% The sentences that mention a value are kept; one that mentions none
% must be a remark, else it is an error.
'$zi_keep'(_, _, [], [], []).
'$zi_keep'(Ctx, Cats, [S|Ss], [M|Ms], Kept) :-
    (   ( M \== [] ; '$zi_names_a_value'(Cats, S) )
    ->  Kept = [S|Kept1]
    ;   '$zi_remark'(Ctx, S)
    ->  Kept = Kept1
    ;   S = s(_, _, _, Text),
        '$zi_error'(infer_sentence(Text))
    ),
    '$zi_keep'(Ctx, Cats, Ss, Ms, Kept1).

% A sentence that names a value found elsewhere ("What colour is the
% front of the bookshop?").
'$zi_names_a_value'(Cats, s(_, Words, _, _)) :-
    findall(K, ( member(w(W, _), Words), '$zi_key'(W, K) ), Keys),
    member(_-Vs, Cats),
    member(V, Vs),
    atomic_list_concat(Parts, ' ', V),
    maplist('$zi_key', Parts, PartKeys),
    append(_, Rest, Keys),
    append(PartKeys, _, Rest),
    !.

% A sentence that names no value is dropped when it says that values
% differ, counts or describes the places, or speaks of the clues; one
% that speaks of left and right only when it says the reader's order
% (the first place is on the left), since the other order would mirror
% the answer.
'$zi_remark'(Ctx, s(_, Words, '.', _)) :-
    '$zi_lowers'(Words, Ls),
    (   ( memberchk(left, Ls) ; memberchk(right, Ls) ; memberchk(reverse, Ls) )
    ->  '$zi_reader_order'(Ctx, Ls)
    ;   member(Q, [different, same, certain, unique, distinct, share, clue,
                   clues, puzzle, statement, statements]),
        memberchk(Q, Ls)
    ->  true
    ;   '$zi_count_phrase'(Ls, _, _)
    ->  true
    ;   member(P, Ls), '$zi_place'(Ctx, P)
    ),
    !.

'$zi_reader_order'(_, Ls) :-
    append(_, [from, left, to, right|_], Ls),
    \+ memberchk(reverse, Ls),
    \+ memberchk(reversed, Ls),
    !.
'$zi_reader_order'(Ctx, Ls) :-
    \+ ( member(W, Ls),                 % "as seen from the back": mirrored
         memberchk(W, [reverse, reversed, behind, back, rear, garden,
                       opposite, mirror, mirrored, their]) ),
    (   text_orientation_remark(Ls)
    ->  true
    ;   append(_, [from, left, to, right|_], Ls)
    ->  true
    ;   append(_, [from, the, left|_], Ls), \+ memberchk(right, Ls)
    ->  true
    ;   ( append(_, [left, and, right|_], Ls) ; append(_, [right, and, left|_], Ls) ),
        ( memberchk(as, Ls) ; memberchk(face, Ls) ; memberchk(look, Ls) ),
        \+ ( append(_, [first|After], Ls), memberchk(right, After) )
    ->  true
    ;   ( append(_, [P, One|After], Ls), memberchk(One, [1, one])
        ; append(_, [first, P|After], Ls)
        ),
        '$zi_place'(Ctx, P),
        append(Between, [left|_], After),
        length(Between, K), K =< 6,
        \+ memberchk(right, Between)
    ).

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
