% library(zebra/text), part lexicon: the words a clue is matched
% against.  The reading context ctx/5 ('$zt_context'/3) and the lexicon
% of the puzzle's values (case, plural/singular, agent nouns, amounts,
% dates); the grammar's own phrases ('$zt_keyword_phrase'/2,
% '$zt_phrase'/2, '$zt_keyword'/2), indexed by their first words
% ('$zt_kw'/4, '$zt_kw2'/5, built once by '$zt_make_keywords'/0 when the
% library loads); comparatives, degrees and adjectives, superlatives,
% and the filler, entity, relational and refused words.
%
% Included by prelude/zebra/text.pl into module zebra_text; its
% predicates are local to that module.

                /*******************************
                *   CONTEXT AND LEXICON        *
                *******************************/

% ctx(Attrs, Count, Ordered, Lexicon, AttrWords, Notes): Ordered the
% ordered attributes; Lexicon an assoc from a first token to the
% Phrase-Item pairs of the values that start with it, longest phrase
% first (the grammar's own phrases are the facts '$zt_kw'/4, made at
% load time); Notes what the text says outside its clues that changes
% how they read ('$zt_text_notes'/2).
'$zt_context'(Attrs, Count, Notes, ctx(Attrs, Count, Ordered, Lexicon, AttrWords, Notes)) :-
    include([A]>>'$zt_ordered'(A, _), Attrs, OrderedAttrs),
    maplist('$zt_ordered', OrderedAttrs, Ordered),
    findall(W-Attr, ( member(attr(Attr, _, Ws, _), Attrs),
                      member(W0, Ws),
                      \+ memberchk(W0, [the, a, an, of, at, in, on, for, to, by,
                                        with, and, or, per, from]),  % "Years at
                      '$zt_singular_or_plural'(W0, W) ),            % the club"
            AttrWords0),
    findall(W-Attr, ( member(ordered(Attr, Kind, _), Ordered),
                      '$zt_kind_word'(Kind, W0),
                      '$zt_singular_or_plural'(W0, W),
                      \+ memberchk(W-_, AttrWords0) ),
            AttrWords1),
    findall(W-Attr, ( member(attr(Attr, _, Ws, _), Attrs),   % "the gold
                      member(W0, Ws),                        % medallist" on
                      '$zt_singular_or_plural'(W0, W1),      % Medals
                      atom_length(W1, L1), L1 > 3,
                      \+ atom_concat(_, s, W1),
                      '$zt_agent_noun'(W1, W),
                      \+ memberchk(W-_, AttrWords0),
                      \+ memberchk(W-_, AttrWords1) ),
            AttrWords2),
    findall(A-A, member(attr(A, _, [_, _|_], _), Attrs), AttrWords3),  % see
    append([AttrWords0, AttrWords1, AttrWords2], AttrWords012),         % '$zt_category_phrase'/3
    findall(W-Attr, ( '$zt_other_name'(Attrs, Attr, W0),
                      '$zt_singular_or_plural'(W0, W),
                      \+ memberchk(W-_, AttrWords012) ),
            AttrWords4),
    append([AttrWords012, AttrWords3, AttrWords4], AttrWords),
    findall(F-(K-(P-I)), ( '$zt_lexeme'(Attrs, Ordered, P, I),
                           P = [F|_], length(P, L), K is -L ),
            Entries0),
    msort(Entries0, Entries1),
    '$zt_group'(Entries1, Groups),
    list_to_assoc(Groups, Lexicon).

% '$zt_other_name'(+Attrs, -Attr, -Word): Word names Attr though it is
% no word of its name: "colour" the one category whose values are all
% colours ("Which colour did Dee choose?" on Polishes: coral, navy,
% ...), or a plain synonym of a word of its name ("firm" for Companies).
% Never a word of another category's name ('$zt_context'/4).
'$zt_other_name'(Attrs, Attr, W) :-
    findall(A, ( member(attr(A, _, _, Values), Attrs),
                 forall(member(value(V, _, _), Values), '$zebra_colour_word'(V)) ),
            [Attr]),
    member(W, [colour, color]).
'$zt_other_name'(Attrs, Attr, W) :-     % "Mrs Garside's bill" on Fees:
    findall(A, ( member(attr(A, _, _, Values), Attrs),   % the one category
                 Values = [_|_],                          % of money
                 forall(member(value(_, _, Ts), Values), Ts = ['$'|_]) ),
            [Attr]),
    member(W, [bill, price, fee, fare]).     % not "cost", mostly a verb
'$zt_other_name'(Attrs, Attr, W) :-
    member(attr(Attr, _, Ws, _), Attrs),
    member(W0, Ws),
    '$zt_singular_or_plural'(W0, S),
    '$zt_name_synonym_word'(S, W),
    \+ ( member(attr(A2, _, _, _), Attrs), A2 \== Attr,
          '$zt_other_name_clash'(Attrs, A2, W) ).

'$zt_other_name'(Attrs, Attr, W) :-     % "the Ashtons' daughter" on Families
    member(attr(Attr, _, Ws, _), Attrs),  % and Children: the family's child;
    member(W0, Ws),                       % "Gary and his parents": his family
    '$zt_singular_or_plural'(W0, S),
    '$zt_kin_names'(S, Kin),
    member(W, Kin),
    \+ ( member(attr(A2, _, Ws2, _), Attrs), A2 \== Attr,
          member(W2, Ws2), '$zt_singular_or_plural'(W2, W) ).

% '$zt_kin_names'(?Name, ?Words): the kin words a category named Name
% answers to (a category of sons names no daughter).
'$zt_kin_names'(S, [son, daughter, sons, daughters]) :-
    memberchk(S, [child, kid, baby, youngster]).
'$zt_kin_names'(family, [parents, parent]).

'$zt_other_name_clash'(Attrs, A2, W) :-
    memberchk(attr(A2, _, Ws2, _), Attrs),
    member(W2, Ws2),
    '$zt_singular_or_plural'(W2, S2),
    '$zt_name_synonym_word'(S2, W),
    !.

'$zt_name_synonym_word'(S, W) :-
    '$zt_name_synonyms'(Ss), memberchk(S, Ss), member(W, Ss), W \== S.

'$zt_name_synonyms'([company, firm]).
'$zt_name_synonyms'([shop, store]).
'$zt_name_synonyms'([job, occupation, profession]).
'$zt_name_synonyms'([film, movie]).
'$zt_name_synonyms'([drink, beverage]).
'$zt_name_synonyms'([colour, color]).
'$zt_name_synonyms'([hometown, town]).

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
% '$zt_kw_key'/3: "at" starts dozens of phrases, "at least" a few). A
% phrase's word '$place' stands for any place noun ('$zt_place_noun'/1,
% "two tents away from"), so that the table holds one phrase where it
% would hold one per noun ('$zt_kw_words'/2 matches it).
:- dynamic('$zt_kw'/4).
:- dynamic('$zt_kw2'/5).
% '$zt_irregular_form'(Form, Lemma): '$zt_irregular_verb'/2 by form.
:- dynamic('$zt_irregular_form'/2).

'$zt_make_keywords' :-
    retractall('$zt_kw'(_, _, _, _)),
    retractall('$zt_kw2'(_, _, _, _, _)),
    retractall('$zt_place_noun_word'(_)),
    forall('$zt_place_noun_made'(H), assertz('$zt_place_noun_word'(H))),
    retractall('$zt_irregular_end'(_, _, _, _)),
    forall(( '$zt_irregular_pair'(S0, P0),
             member(Number-W, [singular-S0, plural-P0]),
             '$zt_last3'(W, E) ),
           assertz('$zt_irregular_end'(E, Number, S0, P0))),
    retractall('$zt_irregular_form'(_, _)),
    forall(( '$zt_irregular_verb'(L, Forms), member(F, Forms) ),
           assertz('$zt_irregular_form'(F, L))),
    forall(( '$zt_keyword_phrase'(P, I), P = [F|Tail], length(P, L) ),
           (   Tail = [S|_]
           ->  '$zt_kw_key'(F, S, Key),
               assertz('$zt_kw2'(Key, F, L, Tail, I))
           ;   assertz('$zt_kw'(F, L, Tail, I))
           )).

'$zt_kw_key'(F, S, Key) :-
    format(atom(Key), "~w ~q", [F, S]).

% '$zt_kw2_at'(+First, +Second, -Length, -Tail, -Item): a phrase of two
% words or more that starts with tokens First and Second (Second
% matched as itself, or as '$place' when it is a place noun).
'$zt_kw2_at'(F, S, L, Tail, I) :-
    (   S2 = S
    ;   atom(S), '$zt_place_noun'(S), S2 = '$place'
    ),
    '$zt_kw_key'(F, S2, Key),
    '$zt_kw2'(Key, _, L, Tail, I).

% '$zt_kw_words'(+Words, +Tokens): Tokens start with the phrase Words,
% '$place' matching any place noun.
'$zt_kw_words'([], _).
'$zt_kw_words'([W|Ws], [T|Ts]) :-
    (   W == T
    ->  true
    ;   W == '$place', atom(T), '$zt_place_noun'(T)
    ->  true
    ),
    '$zt_kw_words'(Ws, Ts).

% '$zt_match'(+Ctx, +Tokens, -Phrase, -Item, -Rest): the longest phrase
% Tokens start with, a value's before the grammar's at one length.
'$zt_match'(ctx(_, _, _, Lexicon, _, _), [T|Ts], Phrase, Item, Rest) :-
    (   get_assoc(T, Lexicon, Entries),
        member(Phrase0-Item0, Entries),
        append(Phrase0, Rest0, [T|Ts])
    ->  length(Phrase0, VL)
    ;   VL = 0
    ),
    findall(L-(Tail-I), ( '$zt_kw'(T, L, Tail, I), L > VL
                        ; Ts = [S|_], '$zt_kw2_at'(T, S, L, Tail, I), L > VL,
                          '$zt_kw_words'(Tail, Ts) ), Ks),
    (   Ks \== []
    ->  max_member(L1-(_-Item), Ks),
        length(Phrase, L1),
        append(Phrase, Rest, [T|Ts])
    ;   VL > 0
    ->  Phrase = Phrase0, Item = Item0, Rest = Rest0
    ).

% '$zt_singular'(+Word, -Singular): a category name in the singular
% ("Prices: ..." is the attribute price).
'$zt_singular'(W, S) :-
    (   '$zt_irregular_plural'(S0, W)
    ->  S = S0
    ;   memberchk(W, [series, species, news, glasses, clothes, pants,
                      trousers, jeans, shorts, scissors, sports, canvas, atlas,
                      gas, lens, chess, tennis])
    ->  S = W
    ;   atom_concat(S0, ies, W), atom_length(S0, L), L > 1
    ->  '$zebra_singular'(W, S)             % "ponies", but "cookies"
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
'$zt_singular_or_plural'(W, P) :-      % "cookies", "movies", "smoothies":
    atom(W),                            % the singular may end in "ie"
    atom_concat(S, ies, W), atom_length(S, L), L >= 2,
    atom_concat(S, ie, P).
'$zt_singular_or_plural'(W, P) :-      % "chilies": "chili"
    atom(W),
    (   atom_concat(S, ies, W), atom_length(S, L), L >= 3
    ->  atom_concat(S, i, P)
    ;   atom_concat(S, i, W), atom_length(S, L), L >= 3,
        atom_concat(S, ies, P)
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
    ;   '$zt_amount_phrase'(Kind, N, Phrase0),
        \+ ( Kind = unit(_), Phrase0 \= bare(_),    % "hut 4" is no "four
             memberchk(attr(Attr, _, _, Values), Attrs),   % huts": a label
             memberchk(value(V, _, [T0|_]), Values), atom(T0) )
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
% A thing without its container when no other value is that thing: "the
% wine" for "bottle of wine", "the honey" for "jar of honey".
'$zt_lexeme'(Attrs, _, Rest, v(Attr, V)) :-
    member(attr(Attr, _, _, Values), Attrs),
    member(value(V, _, [C, of|Rest]), Values),
    Rest = [_|_],
    '$zt_container_word'(C),
    \+ ( member(attr(_, _, _, Vs2), Attrs), member(value(V2, _, Ts2), Vs2),
          V2 \== V,
          append(_, Rest, Ts2) ).
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

% An agent noun made from a value: "the cellist" plays the cello, "the
% harpist" the harp, "the swimmer" does swimming.
'$zt_lexeme'(Attrs, _, [Agent], v(Attr, V)) :-
    member(attr(Attr, _, _, Values), Attrs),
    member(value(V, _, [W]), Values),
    atom(W),
    '$zt_agent_noun'(W, Agent),
    \+ '$zt_comparative'(Agent, _, _).      % "larger" is no "large" one
'$zt_lexeme'(Attrs, _, Phrase, v(Attr, V)) :-   % "the first baseman"
    member(attr(Attr, _, _, Values), Attrs),
    member(value(V, _, Ts), Values),
    append(Front, [base], Ts), Front = [_|_],
    member(Agent, [baseman, basemen]),
    append(Front, [Agent], Phrase).

% A nationality for a country: "the Austrian" is from Austria.
'$zt_lexeme'(Attrs, _, [Dem], v(Attr, V)) :-
    member(attr(Attr, _, _, Values), Attrs),
    member(value(V, _, [W]), Values),
    atom(W),
    '$zt_demonym'(W, Dem0),
    ( Dem = Dem0 ; atom_concat(Dem0, s, Dem) ).

% A value without the words every value of its category shares: "the
% cod" for "cod and chips" among "haddock and chips", ...; "Elm" for
% "Elm Street" among "Oak Street", ...  Never when the rest is a
% number, or a word of another value or of a category's name.
'$zt_lexeme'(Attrs, _, Rest, v(Attr, V)) :-
    member(attr(Attr, _, _, Values), Attrs),
    Values = [value(_, _, Ts1)|_],
    maplist([value(_, _, Ts), L]>>length(Ts, L), Values, Ls),
    min_list(Ls, Min), Min >= 2,
    (   '$zt_shared_prefix'(Values, Ts1, Shared), Shared = [_|_],
        member(value(V, _, Ts), Values),
        append(Shared, Rest, Ts)
    ;   reverse(Ts1, R1),
        maplist([value(_, _, Ts), value(_, _, Rs)]>>reverse(Ts, Rs), Values, RValues),
        '$zt_shared_prefix'(RValues, R1, RShared), RShared = [_|_],
        reverse(RShared, Shared),
        member(value(V, _, Ts), Values),
        append(Rest, Shared, Ts)
    ),
    Rest = [_|_],
    forall(member(T, Rest), ( atom(T), \+ memberchk(T, [the, a, an, of, and, with]),
                              \+ '$zt_ordinal'(T, _), \+ '$zt_number_word'(T, _) )),
    \+ ( member(attr(_, _, Ws2, Vs2), Attrs),
          (   member(W2, Ws2), member(T, Rest), '$zt_singular_or_plural'(W2, T)
          ;   member(value(V2, _, Ts2), Vs2), V2 \== V,
              member(T, Rest), memberchk(T, Ts2)
          ) ).

% A family by its name: "the Ashbys" for Ashby (a name ending in "y"
% takes "s", not "ies").
'$zt_lexeme'(Attrs, _, Phrase, v(Attr, V)) :-
    member(attr(Attr, _, _, Values), Attrs),
    member(value(V, _, Tokens), Values),
    atom(V), sub_atom(V, 0, 1, _, C), char_type(C, upper(_)),
    append(Init, [Last], Tokens),
    atom(Last), atom_concat(_, y, Last),
    atom_concat(Last, s, Plural),
    append(Init, [Plural], Phrase).

% A pattern named by a plural noun is also named by its adjective: "the
% striped towel" for stripes, "dotted" for dots, "starry" for stars,
% "flowery" or "flowered" for flowers, "spotted" for spots.
'$zt_lexeme'(Attrs, _, [Adj], v(Attr, V)) :-
    member(attr(Attr, _, _, Values), Attrs),
    member(value(V, _, [W]), Values),
    atom(W), atom_concat(Stem, s, W),
    memberchk(Stem, [stripe, dot, spot, star, flower, check, square, zigzag,
                     swirl, wave, leaf, flake]),
    sub_atom(Stem, _, 1, 0, Last),
    (   atom_concat(_, e, Stem)
    ->  atom_concat(Stem, d, Adj)
    ;   member(End, [ed, y]), atom_concat(Stem, End, Adj)
    ;   \+ memberchk(Last, [a, e, i, o, u, w, x, y]),
        sub_atom(Stem, _, 1, 1, V2), memberchk(V2, [a, e, i, o, u]),
        member(End, [ed, y]),
        atomic_list_concat([Stem, Last, End], Adj)
    ),
    \+ ( member(attr(_, _, Ws2, Vs2), Attrs),
          ( memberchk(Adj, Ws2) ; member(value(_, _, Ts2), Vs2), memberchk(Adj, Ts2) ) ).

% A place named with its preposition ("by the pond", "up a tree") is
% also named by its noun alone, when no other value has that noun: "Nora
% didn't go near the gate or the pond", "the pet found up a tree" (with
% "found up" a verb).
'$zt_lexeme'(Attrs, _, Rest, v(Attr, V)) :-
    member(attr(Attr, _, _, Values), Attrs),
    member(value(V, _, [P|Rest0]), Values),
    memberchk(P, [by, near, under, on, in, at, up, behind, beside, inside, over,
                  outside, along, across, beneath, underneath, down]),
    (   Rest0 = [Art|Rest], memberchk(Art, [the, a, an])
    ->  true
    ;   Rest = Rest0
    ),
    Rest = [_|_],
    forall(member(T, Rest), atom(T)),
    \+ ( member(attr(_, _, _, Vs2), Attrs), member(value(V2, _, Ts2), Vs2),
          V2 \== V,
          append(_, Rest, Ts2) ).

% A name with a title the category's values do not have: "Mr.
% Kozlowski" for Kozlowski of "Last names: Castellano, Kozlowski, ...".
'$zt_lexeme'(Attrs, _, [T|Ts], v(Attr, V)) :-
    member(attr(Attr, _, _, Values), Attrs),
    \+ ( member(value(_, _, [T0, _|_]), Values), '$zt_title_word'(T0) ),   % not
                                        % "Mr Hale, ...", but "Lord" a surname
    forall(member(value(V0, _, _), Values),
           ( atom(V0), sub_atom(V0, 0, 1, _, C), char_type(C, upper(_)) )),
    member(value(V, _, Ts), Values),
    member(T, [mr, mrs, ms, miss, dr]).

% The verb of a category of agents: "piloted" on Pilots, "handles" on
% Handlers, "trained" on Trainers ("the sub piloted by Kemp", "the dog
% Bianca handles"): to pilot a thing is to be its pilot, a verb of
% having a value, as "owns" is.  Never a form that is a word of a
% value or of a category's name ("pilots" stays the category).
'$zt_lexeme'(Attrs, _, [Form], marker(fverb(Form))) :-
    member(attr(_, _, Ws, _), Attrs),
    last(Ws, W),
    '$zt_singular_or_plural'(W, Agent),
    atom_length(Agent, L), L > 3,
    '$zt_agent_verb'(Agent, Stem),
    '$zt_verb_form'(Stem, Form),
    \+ ( member(attr(_, _, Ws2, Vs2), Attrs),
          ( member(W2, Ws2), '$zt_singular_or_plural'(W2, Form)
          ; member(value(_, _, Ts2), Vs2), memberchk(Form, Ts2) ) ),
    \+ '$zt_refused_word'(Form),
    '$zt_fillers'(Fillers),                     % "owns", "drives": known
    \+ memberchk(Form, Fillers).

% "than either of the others", "than both the others": each of two
% others, so the one compared is the most or the least of three; of four
% or more, "either of the others" names no one, and stays unread.
'$zt_lexeme'(Attrs, _, Phrase, kw(everyone)) :-
    Attrs = [attr(_, _, _, [_, _, _])|_],
    member(Phrase, [[either, of, the, others], [both, of, the, others],
                    [both, the, others], [both, others], [either, other]]).

% '$zt_shared_prefix'(+Values, +Tokens, -Prefix): the longest prefix of
% Tokens every value's tokens start with.
'$zt_shared_prefix'(Values, Tokens, Prefix) :-
    append(Prefix, _, Tokens),
    forall(member(value(_, _, Ts), Values), append(Prefix, [_|_], Ts)),
    \+ ( append(Longer, _, Tokens), length(Longer, L), length(Prefix, P), L > P,
          forall(member(value(_, _, Ts), Values), append(Longer, [_|_], Ts)) ),
    !.

'$zt_agent_verb'(Agent, Stem) :-
    (   atom_concat(Stem0, er, Agent)           % trainer, handler, owner
    ->  ( Stem = Stem0 ; atom_concat(Stem0, e, Stem) )
    ;   atom_concat(Stem0, or, Agent)           % director; sponsor, author
    ->  ( Stem = Stem0 ; Stem = Agent )
    ;   memberchk(Agent, [pilot, coach, captain, judge, guide, host, chaperone,
                          escort, referee, umpire, tutor, mentor, nurse])
    ->  Stem = Agent
    ).

'$zt_verb_form'(Stem, Form) :-
    (   atom_concat(_, e, Stem)
    ->  member(Suffix, [s, d])
    ;   sub_atom(Stem, _, 1, 0, Last), memberchk(Last, [h, s, x, z])
    ->  member(Suffix, [es, ed, ing])
    ;   member(Suffix, [s, ed, ing])
    ),
    atom_concat(Stem, Suffix, Form).
'$zt_verb_form'(Stem, Form) :-
    atom_concat(S0, e, Stem),
    atom_concat(S0, ing, Form).

'$zt_container_word'(C) :-
    memberchk(C, [bottle, box, jar, bag, bunch, tin, can, pot, basket, packet,
                  pack, bar, jug, cup, mug, glass, bowl, plate, slice, tub,
                  crate, case, carton, sack, punnet, tray, bucket, pail,
                  flask, hamper, parcel, bouquet, posy, vase, bundle, pouch]).

'$zt_demonym'(C, D) :-
    member(C-D, [afghanistan-afghan, albania-albanian, algeria-algerian,
                 argentina-argentine, argentina-argentinian, australia-australian,
                 austria-austrian, belgium-belgian, bolivia-bolivian,
                 brazil-brazilian, britain-british, bulgaria-bulgarian,
                 canada-canadian, chile-chilean, china-chinese,
                 colombia-colombian, croatia-croatian, cuba-cuban, cyprus-cypriot,
                 czechia-czech, denmark-danish, denmark-dane, egypt-egyptian,
                 england-english, estonia-estonian, ethiopia-ethiopian,
                 finland-finnish, finland-finn, france-french, germany-german,
                 ghana-ghanaian, greece-greek, holland-dutch, hungary-hungarian,
                 iceland-icelandic, iceland-icelander, india-indian,
                 indonesia-indonesian, iran-iranian, iraq-iraqi, ireland-irish,
                 israel-israeli, italy-italian, jamaica-jamaican, japan-japanese,
                 kenya-kenyan, korea-korean, latvia-latvian, lithuania-lithuanian,
                 luxembourg-luxembourgish, malaysia-malaysian, malta-maltese,
                 mexico-mexican, morocco-moroccan, nepal-nepali,
                 netherlands-dutch, nigeria-nigerian, norway-norwegian,
                 pakistan-pakistani, peru-peruvian, philippines-filipino,
                 poland-polish, poland-pole, portugal-portuguese,
                 romania-romanian, russia-russian, scotland-scottish,
                 scotland-scot, serbia-serbian, slovakia-slovak,
                 slovenia-slovenian, spain-spanish, spain-spaniard,
                 sweden-swedish, sweden-swede, switzerland-swiss,
                 thailand-thai, tunisia-tunisian, turkey-turkish, turkey-turk,
                 ukraine-ukrainian, uruguay-uruguayan, venezuela-venezuelan,
                 vietnam-vietnamese, wales-welsh]).

'$zt_title_word'(T) :-
    memberchk(T, [mr, mrs, ms, miss, dr, capt, captain, prof, professor, sir,
                  dame, lady, lord, uncle, aunt, auntie, grandad, granddad,
                  grandpa, grandma, gran, granny, nan, nana, pop, rev, sgt,
                  col, lt, coach, chef, judge, nurse, officer, detective]).

'$zt_agent_noun'(W, Agent) :-           % "the flautist" plays the flute
    member(W-A, [flute-flautist, banjo-banjoist, bagpipes-piper, bagpipe-piper,
                 pipes-piper, drums-drummer, drum-drummer, guitar-guitarist,
                 vocals-singer, vocals-vocalist]),
    member(Agent, [A, As]),
    atom_concat(A, s, As).
'$zt_agent_noun'(W, Agent) :-           % "the cyclist" rides the bicycle
    atom_concat(_, cycle, W),
    member(Agent, [cyclist, cyclists]).
'$zt_agent_noun'(W, Agent) :-           % "the archer" does archery
    atom_concat(S, y, W),
    atom_concat(_, er, S),
    atom_length(S, L), L > 3,
    member(Agent, [S, Ss]),
    atom_concat(S, s, Ss).
'$zt_agent_noun'(W, Agent) :-
    atom_length(W, L), L > 3,
    (   atom_concat(S, ing, W)               % "cycling": the cycler, cyclist
    ->  (   member(Suffix, [er, ers, ist, ists]), atom_concat(S, Suffix, Agent)
        ;   atom_concat(_, e, S),            % "snowshoeing": the snowshoer
            member(Suffix, [r, rs]), atom_concat(S, Suffix, Agent)
        )
    ;   (   atom_concat(W0, s, W), \+ atom_concat(_, ss, W)   % "drums", "vocals"
        ->  true
        ;   W0 = W
        ),
        (   sub_atom(W0, B, 1, 0, V), memberchk(V, [a, e, o, y])
        ->  sub_atom(W0, 0, B, 1, S)
        ;   S = W0
        ),
        (   member(Suffix, [ist, ists]), atom_concat(S, Suffix, Agent)
        ;   atom_concat(_, l, S),            % "medal": the medallist
            member(Suffix, [list, lists]), atom_concat(S, Suffix, Agent)
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

% '$zt_irregular_plural'(?Singular, ?Plural), one of them given: the
% irregular plurals, also at the end of a compound ("grandchildren",
% "postmen", "bookshelves").
'$zt_irregular_plural'(S, P) :-
    (   atom(P)
    ->  '$zt_last3'(P, E),
        '$zt_irregular_end'(E, plural, S0, P0),
        atom_concat(Pre, P0, P),
        '$zt_irregular_prefix'(Pre, S0)
    ;   atom(S)
    ->  '$zt_last3'(S, E),
        '$zt_irregular_end'(E, singular, S0, P0),
        atom_concat(Pre, S0, S),
        '$zt_irregular_prefix'(Pre, S0)
    ),
    !,
    atom_concat(Pre, S0, S),
    atom_concat(Pre, P0, P).

% '$zt_irregular_end'(End, Number, Singular, Plural): the pairs by the
% last three letters of the form in Number, made by '$zt_make_keywords'
% (a word is asked about with one indexed call, not one per pair).
:- dynamic('$zt_irregular_end'/4).

'$zt_last3'(W, E) :-
    atom_length(W, N),
    N >= 3,
    sub_atom(W, _, 3, 0, E).

'$zt_irregular_pair'(child, children).
'$zt_irregular_pair'(person, people).
'$zt_irregular_pair'(man, men).
'$zt_irregular_pair'(woman, women).
'$zt_irregular_pair'(mouse, mice).
'$zt_irregular_pair'(goose, geese).
'$zt_irregular_pair'(tooth, teeth).
'$zt_irregular_pair'(wife, wives).
'$zt_irregular_pair'(knife, knives).
'$zt_irregular_pair'(wolf, wolves).
'$zt_irregular_pair'(shelf, shelves).
'$zt_irregular_pair'(loaf, loaves).
'$zt_irregular_pair'(thief, thieves).
'$zt_irregular_pair'(calf, calves).
'$zt_irregular_pair'(leaf, leaves).

% A compound's first part: any before "child", "shelf", ... ("grand",
% "book"); before "man" only the usual ones, so that "human" and
% "German" stay themselves.
'$zt_irregular_prefix'('', _) :- !.
'$zt_irregular_prefix'(Pre, S) :-
    (   memberchk(S, [man, woman])
    ->  memberchk(Pre, [fire, fisher, chair, sports, police, post, milk, crafts,
                        horse, gentle, business, sales, lines, bats, fresh, fore,
                        sea, noble, trades, yachts, oars, snow, country, dairy,
                        clergy, alder, camera, delivery, weather, news, repair,
                        handy, boat, middle, ferry, lobster])
    ;   atom_length(Pre, L), L >= 3
    ).

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
'$zt_amount_phrase'(unit(S), N, [W, U]) :-        % "just one night"
    integer(N), between(1, 12, N),
    '$zt_count_word'(W, N), atom(W),
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
'$zt_keyword_phrase'([M, recently], Item) :-   % "opened more recently than"
    '$zt_adjective'(recent, more, Hints),
    member(M-Item, [more-cmp(more, Hints), less-cmp(less, Hints),
                       most-sup(max, Hints), least-sup(min, Hints)]).
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
'$zt_phrase'([in, charge, of], filler).     % "Nico is in charge of the Eagles"
'$zt_phrase'([none, of], kw(none_of)).    % "None of A, B and C ..."
'$zt_phrase'([each, other], filler).
'$zt_phrase'([one, another], filler).
'$zt_phrase'([of, them], filler).
'$zt_phrase'([of, the, street], filler).
'$zt_phrase'([the, street], filler).
'$zt_phrase'([of, the, Row], filler) :- member(Row, [row, line, queue, hall, corridor]).
'$zt_phrase'([in, the, Row], filler) :- member(Row, [row, line, queue]).
'$zt_phrase'([Any, else], kw(everyone)) :-
    member(Any, [anyone, anybody, everyone, everybody, anything, everything]).
'$zt_phrase'([Any, else, '\'s'], kw(everyone)) :-   % "than anyone else's"
    member(Any, [anyone, anybody, everyone, everybody]).
'$zt_phrase'([all, the, others], kw(everyone)).
'$zt_phrase'([any, of, the, others], kw(everyone)).
'$zt_phrase'([any, other], kw(everyone)).
'$zt_phrase'([any, other, one], kw(everyone)).
'$zt_phrase'([every, other], kw(everyone)).
'$zt_phrase'([all, the, other], kw(everyone)).
'$zt_phrase'([all, others], kw(everyone)).
'$zt_phrase'([All, of, the, others], kw(everyone)) :- memberchk(All, [all, each]).
'$zt_phrase'([the, others], kw(everyone)).
'$zt_phrase'([all, the, rest], kw(everyone)).
'$zt_phrase'([the, rest], kw(everyone)).
'$zt_phrase'([ahead, of], cmp(less, [rank, place, position, order, finish, placing])).
'$zt_phrase'([in, front, of], cmp(less, [rank, place, position, order, finish, placing])).
'$zt_phrase'([R, in, front, of], dcmp(less, [rank, place, position, order, finish, placing])) :-
    memberchk(R, [right, directly, immediately, just]).
'$zt_phrase'([some, time], kw(some)).
'$zt_phrase'([at, some, point], kw(some)).
'$zt_phrase'([at, opposite, ends], kw(opposite_ends)).   % "A and B are at
'$zt_phrase'([at, the, opposite, ends], kw(opposite_ends)).   % opposite ends"
'$zt_phrase'([at, the, two, ends], kw(opposite_ends)).
'$zt_phrase'([V, the, two, end, '$place'], kw(opposite_ends)) :-
    member(V, [occupy, occupied, have, had, in]).
'$zt_phrase'([V, the, end, '$place'], kw(opposite_ends)) :-
    member(V, [occupy, occupied, have, had]).
'$zt_phrase'([at, one, of, the, ends], kw(ends)).
'$zt_phrase'([one, of, the, ends], kw(ends)).
'$zt_phrase'([at, one, end], kw(ends)).
'$zt_phrase'([one, end], kw(ends)).
'$zt_phrase'([an, end], kw(ends)).
'$zt_phrase'([one, of, the, end, '$place'], kw(ends)).
'$zt_phrase'([one, of, the, two, end, '$place'], kw(ends)).
'$zt_phrase'([an, end, '$place'], kw(ends)).
'$zt_phrase'([either, end, '$place'], kw(ends)).
'$zt_phrase'([one, of, the, outside, '$place'], kw(ends)).
'$zt_phrase'([one, of, the, two, outside, '$place'], kw(ends)).
'$zt_phrase'([an, outside, '$place'], kw(ends)).
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
               programme, meet, series, holidays, holiday, summer, term, semester,
               vacation, fair, trip, tour, event]).
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
'$zt_phrase'([right, behind], dcmp(Dir, Hints)) :- '$zt_comparative'(behind, Dir, Hints).
'$zt_phrase'([right, ahead, of], dcmp(less, [rank, place, position, order, finish, placing])).
'$zt_phrase'([at, least, N|Houses], dist(>=, K)) :- '$zt_count_word'(N, K), '$zt_houses_away'(Houses).
'$zt_phrase'([at, most, N|Houses], dist(=<, K)) :- '$zt_count_word'(N, K), '$zt_houses_away'(Houses).
'$zt_phrase'([N, '$place', between], gap(K)) :- '$zt_count_word'(N, K).
'$zt_phrase'([N, '$place', to, the, Side, of], hdiff(D)) :-
    '$zt_count_word'(N, K), K > 1,
    member(Side, [left, right]),
    ( Side == right -> D = K ; D is -K ).

'$zt_phrase'([the, first], pos(1)).
'$zt_phrase'([W, place], pos(N)) :-             % "took first place", "in
    '$zt_ordinal'(W, N), N >= 1.                 % second place"
% Time and money as the thing measured: "took less time than", "took
% the most time", "made the least money".
'$zt_phrase'([W, N], Item) :-
    '$zt_measure_noun'(N, Hints),
    member(W-Item, [more-cmp(more, Hints), less-cmp(less, Hints),
                    most-sup(max, Hints), least-sup(min, Hints)]).
% "finished with the lowest score", "ended up with 36 points": what one
% had at the end.
'$zt_phrase'([V, with], filler) :-
    memberchk(V, [finished, finishes, ended, ends]).
'$zt_phrase'([V, up, with], filler) :-
    memberchk(V, [finished, ended, wound]).
'$zt_phrase'([leftmost], pos(1)).
'$zt_phrase'([from, left, to, right], filler).   % how houses are numbered (the
'$zt_phrase'([left, to, right], filler).         % reader's own order); "from
                                                 % right to left" is no filler
'$zt_phrase'([far, left], pos(1)).
'$zt_phrase'([far, right], kw(last)).
'$zt_phrase'([far, left, end], pos(1)).              % "at the far left end
'$zt_phrase'([far, right, end], kw(last)).           % of the row"
'$zt_phrase'([far, left, hand, end], pos(1)).
'$zt_phrase'([far, right, hand, end], kw(last)).
'$zt_phrase'([left, hand, end], pos(1)).
'$zt_phrase'([left, end], pos(1)).
'$zt_phrase'([right, hand, end], kw(last)).
'$zt_phrase'([right, end], kw(last)).
'$zt_phrase'([side, by, side], kw(next)).
% A queue's front and back: its first and last places ("at the very back
% of the queue"); "in the queue" says only where.
'$zt_phrase'([at, the|Ws], Item) :-
    member(Ws-Item, [[front]-pos(1), [very, front]-pos(1), [head]-pos(1),
                     [back]-kw(last), [very, back]-kw(last), [rear]-kw(last)]).
'$zt_phrase'([P, the, Q], filler) :-
    member(P, [of, in]),
    member(Q, [queue, line]).
'$zt_phrase'([the, W], sup(min, [rank, place, placing, finish, prize, award, medal])) :-
    member(W, [winner, winners, champion, champions, winning]).
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

'$zt_houses_away'(['$place', W]) :- member(W, [from, away]).
'$zt_houses_away'(['$place', away, from]).
'$zt_houses_away'(['$place', apart, from]).

'$zt_event_noun'(E) :-                 % member: the phrases are made from it
    member(E, [recital, show, concert, program, programme, evening, festival,
                  competition, contest, session, meeting, conference, day,
                  night, event, ceremony, tournament, series, season, week,
                  year, month, term, semester, race, match, game, round]).  % "opened the year"

'$zt_place_noun'(H) :-
    '$zt_place_noun_word'(H).

% '$zt_place_noun_word'(?Word): the place nouns as facts, made once by
% '$zt_make_keywords'/0 from '$zt_place_noun_made'/1, so that asking
% about a word is one indexed call (every token is asked, "two tents
% away").
:- dynamic('$zt_place_noun_word'/1).

'$zt_place_noun_made'(H) :-
    member(H, [house, houses, floor, floors, seat, seats, place, places, spot,
               spots, position, positions, space, spaces, locker, lockers,
               slot, slots, lane, lanes, stall, stalls, booth, booths, room,
               rooms, door, doors, plot, plots, bay, bays, berth, berths, desk,
               desks, table, tables]).
'$zt_place_noun_made'(H) :-             % "two tents away from"
    (   '$zt_dwellings'(Ds), member(S, Ds)
    ;   member(S, [boat, kennel, cage, pen])
    ),
    (   H = S
    ;   ( sub_atom(S, _, _, 0, ch) ; sub_atom(S, _, _, 0, sh) ; sub_atom(S, _, _, 0, x) )
    ->  atom_concat(S, es, H)           % "coaches", "boxes"
    ;   atom_concat(S, s, H)
    ).

% The places of a row that a puzzle names instead of houses (a row of
% cottages, tents, boathouses, ...): each is a place a category of
% positions may be named for ('$zt_position_like'/1), counts steps
% ('$zt_position_unit'/1, "two tents away") and is a place noun
% ('$zt_place_noun'/1).
'$zt_dwellings'([allotment, apartment, boathouse, bungalow, cabin, caravan,
                 carriage, chalet, coach, cottage, flat, garage, houseboat, hut,
                 igloo, kiosk, lodge, office, pitch, shed, shop, stable, studio,
                 tent, villa, window, yurt]).

% The nouns of what is measured, with the names of the categories that
% measure it ("took less time", "made the most money").
'$zt_measure_noun'(time, [duration, kind(duration)]).
'$zt_measure_noun'(money, ['$', price, cost, fee, takings, earnings]).

'$zt_dwelling'(W) :-
    '$zt_dwellings'(Ds),
    memberchk(W, Ds).

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
'$zt_comparative'(sooner, Dir, Hints) :-   % "5 days sooner than": earlier
    '$zt_adjective_table'(early, Dir, Hints).
'$zt_comparative'(W, Dir, Hints) :-
    (   nonvar(W)                       % from the word: the degree table
    ->  atom(W),                        % first, indexed on it
        '$zt_degree'(Base, W, _),
        '$zt_adjective'(Base, Dir, Hints)
    ;   '$zt_adjective'(Base, Dir0, Hints),
        '$zt_adjective_form'(Base, Dir0, W, Dir)
    ).

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
'$zt_degree'(mild, milder, mildest).
'$zt_degree'(spicy, spicier, spiciest).
'$zt_degree'(hard, harder, hardest).
'$zt_degree'(easy, easier, easiest).
'$zt_degree'(quick, quicker, quickest).
'$zt_degree'(dear, dearer, dearest).
'$zt_degree'(great, greater, greatest).
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
'$zt_degree'(bright, brighter, brightest).
'$zt_degree'(dim, dimmer, dimmest).
'$zt_degree'(sunny, sunnier, sunniest).
'$zt_degree'(windy, windier, windiest).
'$zt_degree'(snowy, snowier, snowiest).
'$zt_degree'(good, better, '$best').      % "the best": '$zt_best_of_all'/2
'$zt_degree'(bad, worse, '$worst').

'$zt_adjective'(Base, Dir, Hints) :-
    '$zt_adjective_table'(Base, Dir, Hints).

'$zt_adjective_table'(old, more, [age, reverse(kind(birth_year))]).
'$zt_adjective_table'(young, less, [age, reverse(kind(birth_year))]).
'$zt_adjective_table'(new, more, [year, date, reverse(age), kind(calendar)]).
'$zt_adjective_table'(tall, more, [height]).
'$zt_adjective_table'(short, less, [stature, length, duration, kind(duration)]).
'$zt_adjective_table'(heavy, more, [weight]).
'$zt_adjective_table'(light, less, [weight]).
'$zt_adjective_table'(late, more, [time, year, month, day, date, hour, order, kind(calendar)]).
'$zt_adjective_table'(recent, more, [time, year, month, day, date, kind(calendar)]).
'$zt_adjective_table'(early, less, [time, year, month, day, date, hour, order, kind(calendar)]).
% A higher rank or place is a better one: a smaller number.
'$zt_adjective_table'(high, more, [floor, level, height, score, point, mark, rating, storey, story|R]) :-
    '$zt_placing_hints'(R).
'$zt_adjective_table'(low, less, [floor, level, height, score, point, mark, rating, storey, story|R]) :-
    '$zt_placing_hints'(R).
'$zt_adjective_table'(big, more, [size]).
'$zt_adjective_table'(large, more, [size]).
'$zt_adjective_table'(small, less, [size]).
'$zt_adjective_table'(long, more, [length, duration, kind(duration)]).
'$zt_adjective_table'(cheap, less, [price, cost, fee]).
'$zt_adjective_table'(cold, less, [temperature]).
'$zt_adjective_table'(cool, less, [temperature]).
'$zt_adjective_table'(warm, more, [temperature]).
'$zt_adjective_table'(hot, more, [temperature, heat, spiciness, spice, scoville]).
'$zt_adjective_table'(mild, less, [heat, spiciness, spice, scoville]).
'$zt_adjective_table'(spicy, more, [heat, spiciness, spice, scoville]).
'$zt_adjective_table'(hard, more, [difficulty, grade, level, rating]).
'$zt_adjective_table'(easy, less, [difficulty, grade, level, rating]).
'$zt_adjective_table'(pricey, more, [price, cost, fee]).
'$zt_adjective_table'(expensive, more, [price, cost, fee]).
'$zt_adjective_table'(far, more, [distance]).
'$zt_adjective_table'(powerful, more, [power, horsepower, hp, watt, wattage, output, engine]).
'$zt_adjective_table'(popular, more, [vote, fan, follower, subscriber, visitor, view,
                                      download, sale, attendance, like, listener, reader]).
'$zt_adjective_table'(valuable, more, [value, price, worth, appraisal]).
'$zt_adjective_table'(costly, more, [price, cost, fee]).
'$zt_adjective_table'(experienced, more, [experience, service]).
'$zt_adjective_table'(profitable, more, [profit, revenue, earning, income]).
'$zt_adjective_table'(bright, more, [brightness, lumen, watt, wattage]).
'$zt_adjective_table'(dim, less, [brightness, lumen, watt, wattage]).
'$zt_adjective_table'(dear, more, [price, cost, fee]).
'$zt_adjective_table'(great, more, []).
'$zt_adjective_table'(wet, more, [rain, rainfall, precipitation]).
'$zt_adjective_table'(sunny, more, [sunshine, sun]).
'$zt_adjective_table'(windy, more, [wind, windspeed, gust]).
'$zt_adjective_table'(snowy, more, [snow, snowfall]).
'$zt_adjective_table'(dry, less, [rain, rainfall, precipitation]).
'$zt_adjective_table'(deep, more, [depth]).
% Better is a place nearer the first, or a better result of a contest
% whose places follow its result ('$zt_result_attr'/3: less time, more
% points); the hint better says so, whatever noun the clue names ("her
% score was better").  Of anything else (a price, a weight, a rate)
% "better" says no direction, and is refused.
'$zt_adjective_table'(good, less, [strict, better, rank, place, placing, finish]).
'$zt_adjective_table'(bad, more, [strict, better, rank, place, placing, finish]).
'$zt_adjective_table'(shallow, less, [depth]).
'$zt_adjective_table'(wide, more, [width, span]).
'$zt_adjective_table'(narrow, less, [width, span]).
'$zt_adjective_table'(thick, more, [thickness]).
'$zt_adjective_table'(thin, less, [thickness]).
'$zt_adjective_table'(loud, more, [volume, loudness, decibel]).
'$zt_adjective_table'(quiet, less, [volume, loudness, decibel]).
'$zt_adjective_table'(strong, more, [strength, wind, windspeed, gust, force, magnitude]).
'$zt_adjective_table'(weak, less, [strength, wind, windspeed, gust, force, magnitude]).
'$zt_adjective_table'(steep, more, [gradient, slope, climb, incline]).
'$zt_adjective_table'(near, less, [distance]).
'$zt_adjective_table'(close, less, [distance]).
'$zt_adjective_table'(fast, more, [speed|Reverse]) :- '$zt_duration_hints'(Reverse).
'$zt_adjective_table'(quick, more, [speed|Reverse]) :- '$zt_duration_hints'(Reverse).
'$zt_adjective_table'(slow, less, [speed|Reverse]) :- '$zt_duration_hints'(Reverse).

'$zt_placing_hints'([reverse(rank), reverse(place), reverse(placing), reverse(finish), reverse(position)]).

% Less time is faster.
'$zt_duration_hints'([reverse(time), reverse(duration), reverse(minute),
                      reverse(second), reverse(hour), reverse(day), reverse(week),
                      reverse(unit(month)), reverse(unit(year))]).

% "Top" and "bottom" are places, never amounts: the top floor, shelf or
% bunk is the highest, the top mark the best, the top seed, rank or
% place the first; of any
% other category ("the top price") they say nothing, and are refused
% (strict: the scan keeps these hints even before a category's word).
'$zt_superlative'(top, max, [strict|Hints]) :-
    '$zt_top_hints'(Hints).
'$zt_superlative'(bottom, min, [strict|Hints]) :-
    '$zt_top_hints'(Hints).

'$zt_superlative'(W, Dir, Hints) :-
    '$zt_degree'(Base, _, W),
    '$zt_adjective_table'(Base, Dir0, Hints),
    ( Dir0 == more -> Dir = max ; Dir = min ).

% A word that picks the one at an end of an order: a superlative, or
% "first", "last", "most", "least", "fewest".
'$zt_superlative_word'(W) :-
    atom(W),
    (   '$zt_superlative'(W, _, _)
    ;   memberchk(W, [first, last, most, least, fewest])
    ),
    !.

'$zt_top_hints'([floor, level, storey, story, shelf, deck, bunk, tier, mark, score, grade,
                 reverse(seed), reverse(seeding), reverse(spot), reverse(ranking)|R]) :-
    '$zt_placing_hints'(R).

% The closed-class words a clue may have that no reading needs:
% articles, pronouns, the copula and auxiliaries, prepositions with no
% sense of place or order, the nouns for a person, and the verbs that
% only say "has this value".  Never negation, comparison, quantity or
% place words.
% '$zt_text_notes'(+Codes, -Notes): golf when the text is about golf
% ("a round of crazy golf") or says that the lowest score wins: its
% winner has the fewest points ('$zt_golf'/1).
'$zt_text_notes'(Codes, Notes) :-
    string_codes(S0, Codes),
    string_lower(S0, S),
    split_string(S, " \t\n\r.,;:!?()\"-", "", Words),
    (   (   member(W, Words),
            memberchk(W, ["golf", "minigolf", "golfer", "golfers", "golfing"])
        ;   member(Low, ["lowest score wins", "lowest score won", "fewest points win",
                         "fewest strokes win", "lowest total wins", "low score wins"]),
            sub_string(S, _, _, _, Low)
        )
    ->  Notes = [golf]
    ;   Notes = []
    ).

% '$zt_owner_notes'(+Attrs, +Codes, +Notes0, -Notes): a category the
% text says is of some thing ("The ages listed are the dogs' ages", "The
% ages are those of the dogs") is that thing's: Notes gains
% owner(Attr, Thing), and a clue that compares it must name the thing
% ('$zt_owner_check'/5; "the oldest of the four adopters" is no dog,
% held out, corpus 30). A person's word, a count or a value is no such
% thing.
'$zt_owner_notes'(Attrs, Codes, Notes0, Notes) :-
    '$zt_tokens'(Codes, Tokens),
    string_codes(Text, Codes),
    findall(W, ( member(attr(_, _, _, Values), Attrs),
                 member(value(V, _, _), Values),
                 downcase_atom(V, LV),
                 atomic_list_concat(Parts, ' ', LV),
                 member(W, Parts) ),
            ValueWords),
    findall(owner(A, O, LName),
            ( member(Attr, Attrs),
              Attr = attr(A, Name, Ws, _),
              downcase_atom(Name, LName),
              '$zt_ordered'(Attr, _),
              member(W0, Ws),
              '$zt_singular_or_plural'(W0, W),
              (   append(_, [Are, the, N, W|_], Tokens),   % "are the dogs' ages"
                  atom(N), '$zt_singular'(N, N1), N1 \== N
              ;   append(_, [Are, the, N, '\'s', W|_], Tokens) % "is the dog's age"
              ;   append(_, [W|Ts], Tokens),               % "the ages are those
                  ( Ts = [Are|Ts1] ; Ts = [_, Are|Ts1] ),  % of the dogs"
                  Ts1 = [those, of, the, N|_]
              ),
              memberchk(Are, [are, is]),
              atom(N), N \== W,
              \+ '$zt_capitalised_in'(N, Text),   % a name ("the Dunns' hut")
              \+ '$zt_superlative_word'(N),
              \+ '$zt_comparative'(N, _, _),
              \+ '$zt_count'(N, _),
              \+ memberchk(N, ValueWords),
              \+ '$zt_entity_noun'(N),
              \+ '$zt_filler_word'(N),
              \+ '$zt_keyword'(N, _),
              '$zt_singular'(N, O) ),
            Owners0),
    sort(Owners0, Owners),
    findall(owner(A, O, W), ( member(owner(A, O, W), Owners),
                              \+ ( member(owner(A, O2, _), Owners), O2 \== O ) ),
            Unique0),
    sort(1, @<, Unique0, Unique),
    append(Notes0, Unique, Notes).

% '$zt_capitalised_in'(+Word, +Text): Word is written with a capital in
% the middle of a sentence of Text: a name.
'$zt_capitalised_in'(W, Text) :-
    atom_codes(W, [C|Cs]),
    code_type(U, to_upper(C)),
    string_codes(Cap, [U|Cs]),
    sub_string(Text, B, _, _, Cap),
    B >= 2,
    B2 is B - 2,
    sub_string(Text, B2, 2, _, Prev),
    string_codes(Prev, [P1, 0' ]),
    \+ memberchk(P1, `.!?:\n`),
    !.

% '$zt_owner_check'(+Ctx, +N-Text, +Tokens, +Items, +Term): a clue that
% compares a category the text says is a thing's names the thing.
'$zt_owner_check'(ctx(_, _, _, _, _, Notes), N-Text, Tokens, Items, Term) :-
    (   member(owner(A, O, W), Notes),
        member(I, Items), '$zt_comparison_item'(I),
        sub_term(S, Term), compound(S),
        (   S = (A = _)
        ;   S =.. [F, A|_], memberchk(F, [diff, less, greater, ratio, distance])
        ),
        \+ ( member(T, Tokens), atom(T), '$zt_singular_or_plural'(O, T) )
    ->  '$zt_error'(owned_comparison(N, Text, W, O))
    ;   true
    ).

% '$zt_event_check'(+Ctx, +N-Text, +Tokens, +Term): a comparison of
% times on a category named for one event ("Pickup times", "Departure
% times") whose verb names an earlier step of another ("Mr. Quinn
% ordered his pie earlier than Mrs. Voss did": when the pies were
% ordered, not picked up) is refused, naming the verb (read as the
% pickup, held out, corpus 32).  The verb is the last one before the
% comparison, so a relative clause's ("who paid $18.50") is not it.
'$zt_event_check'(ctx(Attrs, _, Ordered, _, _, _), N-Text, Tokens, Term) :-
    (   sub_term(S, Term), compound(S),
        S =.. [F, A|_], memberchk(F, [diff, less, greater]),
        memberchk(ordered(A, K, _), Ordered),
        memberchk(K, [time, date, weekday, month]),
        memberchk(attr(A, _, Ws, _), Attrs),
        member(Q, Ws), '$zt_step_noun'(Q),
        append(Before, [C|_], Tokens),          % the verb of the comparison:
        memberchk(C, [earlier, later, before, after, sooner]),   % the last
        reverse(Before, Back),                                   % before it
        append(_, [V|Back1], Back),             % (no noun: "Ms. Cole's
        \+ ( Back1 = [D|_],                     % purchase was delivered")
             memberchk(D, ['\'s', the, a, an, his, her, their, its]) ),
        (   '$zt_prior_step_verb'(V) -> true
        ;   '$zt_main_verb'(V) -> true
        ;   memberchk(V, [left, leaves, leave])   % "The passenger who paid
        ),                                        % $18.50 left 35 minutes
        !,                                        % before Dana": left
        '$zt_prior_step_verb'(V),
        \+ '$zt_same_verb'(V, Q)
    ->  '$zt_error'(clue_words(N, Text, [V], []))
    ;   true
    ).

'$zt_step_noun'(Q) :-
    memberchk(Q, [pickup, pickups, delivery, deliveries, departure, departures,
                  arrival, arrivals, start, starts, finish, finishes, return,
                  returns, collection, collections, appointment, appointments,
                  performance, performances, show, shows, tee, opening,
                  closing, launch, launches, release, releases, dropoff]).

'$zt_prior_step_verb'(V) :-
    memberchk(V, [ordered, orders, order, booked, books, book, reserved,
                  reserves, reserve, registered, registers, register,
                  enrolled, enrolls, enroll, applied, applies, apply, bought,
                  buys, buy, purchased, purchases, purchase, called, calls,
                  requested, requests, request, scheduled, schedules,
                  placed, places, paid, pays, signed_up, signs_up]).

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
    member(W, [person, people, man, woman, men, women, boy, girl, boys, girls, guy,
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
                  neighbor, neighbours, neighbors, mum, mom, dad, mummy, mommy,
                  daddy, grandma, grandpa, granny, grandad, granddad, nan, nana,
                  auntie, aunty, aunts, uncles, nephews, nieces, bride, groom,
                  widow, widower, landlord, landlady, lodger, tutor,
                  pupil, apprentice, assistant, deputy, nanny, babysitter,
                  carer, caddie, caddy, pal, pals, buddy, mate, mates, companion,
                  sweetheart, bestie, understudy, servant, maid, butler,
                  chauffeur, secretary, manager, agent, host, hostess]),
    !.
'$zt_relational_noun'(W) :-             % "godmother", "stepson", "flatmate",
    atom(W),                            % "grandchildren", "girlfriends"
    (   atom_concat(W0, s, W) -> member(Base, [W, W0]) ; Base = W ),
    (   member(Stem, [mother, father, brother, sister, daughter, parent, friend,
                      wife, husband]),
        atom_concat(Pre, Stem, Base), Pre \== ''
    ;   member(Pre, [god, step, grand, great]),
        atom_concat(Pre, Rest, Base),
        memberchk(Rest, [son, child, children, kid, aunt, uncle, niece, nephew,
                         ma, pa, mum, dad])
    ;   atom_concat(Pre, mate, Base),
        memberchk(Pre, [flat, room, class, team, house, ship, work, play, school,
                        bunk, soul, running, tent, cabin, dorm, office, desk])
    ),
    !.

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
'$zt_refused_word'(W) :-                % a form of a refused verb: its
    atom(W),                            % stems, looked up
    (   S = W
    ;   member(Suffix, [s, es, ed, d, ing, er, ers, ful]), atom_concat(S, Suffix, W)
    ;   atom_concat(S0, ing, W), atom_concat(S0, e, S)
    ;   member(Suffix, [ies, ied]), atom_concat(S0, Suffix, W), atom_concat(S0, y, S)
    ),
    '$zt_refused_verb'(S),
    !.

'$zt_refused_verb'(S) :-
    memberchk(S, [hate, dislike, avoid, refuse, lack, miss, skip, lose, reject,
                  decline, fail, forget, ignore, fear, dread, despise, detest,
                  loathe, abhor, shun, abandon, deny, oppose, resent, envy,
                  abstain, exclude, omit, drop, leave, wish,
                  hope, plan, intend, consider, expect, pretend, claim, doubt,
                  suspect, guess, believe, think]).

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
                  caught, catch, catches, catching,
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
                  lifts, swam, swims, drove, moved, flat, itself,
                  himself, herself, themselves, theirs,
                  carrying, carried, carries, carry, make, makes, making,
                  lasts, lasted, clocked, clocks,
                  go, going, come, coming, sit, sitting, stay, attend, attends,
                  find, finds, found, any, against, opened, closed, get,
                  attended, attending, sail, sailing, fly, flying,
                  apartment, room, office]).


'$zt_question_filler'(W) :-
    memberchk(W, [now, a, an, the, is, are, was, were, does, do, did, has,
                  have, had, of, person, people, who, in, at, on, with, to, by,
                  lives, live, own, owns, keep, keeps, drink, drinks, smoke, smokes,
                  eat, eats, play, plays, drive, drives, pay, paid, order, ordered,
                  whose, that, one, number, there, it, they, he, she]).
