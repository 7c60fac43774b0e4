% library(zebra/text), part question: the questions of a puzzle.
% '$zt_question'/5 reads one sentence ending in "?" (split at "and",
% pronouns replaced) as a query ('$zt_query'), a rank question ("Who
% finished first?") or a verb question ("Who drinks water?"), or keeps
% it as unread(E) for library(zebra) to raise or report.
%
% Included by prelude/zebra/text.pl into module zebra_text; its
% predicates are local to that module.

                /*******************************
                *   QUESTIONS                  *
                *******************************/

% '$zt_question'(+Ctx, +ClueTokens, +N-Sentence, -Question): the
% question read, question(Text, Q), or question(Text, unread(E)) when it
% cannot be read, E the error naming it.  library(zebra) decides what an
% unread question does (zebra_read/3: an error, or reported after the
% solution); it is never dropped silently.
% A question for a value of its own row's category ("Whose phone is the
% Nimbus Pro?" read as the phone of the Nimbus Pro) asks nothing: it is
% a misreading, and unread.
'$zt_question'(Ctx, Heads, ClueTokens, NS, Question) :-
    NS = _-s(Text, _, _),
    catch('$zt_read_question'(Ctx, Heads, ClueTokens, NS, Question0),
          error(zebra_error(E), _),
          Question0 = question(Text, unread(E))),
    (   Question0 = question(_, what(A, X)), nonvar(X), X = (A0=_), A0 == A
    ->  Question = question(Text, unread(question(Text, [])))
    ;   Question = Question0
    ).

% '$zt_table_question'(+Ctx, +Sentence): a question that asks for the
% whole solution ("Can you work out who found what, and in which
% month?", "Who owns which hamster, and how heavy is each one?", "In
% what order did they finish?"): it names no value and no place in an
% order, and asks of each row (each, every, order), asks two things at
% once, or asks the reader to work it out.  The solution's table
% answers it, so it is a remark ('$zt_remark'/2).
'$zt_table_question'(Ctx, s(_, 0'?, Codes)) :-
    is_list(Codes),
    '$zt_tokens'(Codes, Tokens),
    (   append(_, [Can, you|_], Tokens), memberchk(Can, [can, could])
    ;   member(W, Tokens), memberchk(W, [each, every, order])
    ;   include([W]>>memberchk(W, [who, what, which, where, when, how, whose]),
                Tokens, [_, _|_])
    ),
    !,
    \+ '$zt_names_value'(Ctx, Tokens),
    \+ ( member(W, Tokens), '$zt_winner_word'(W),
         \+ '$zt_whole_grid_request'(Tokens) ),   % ("the prize each winner took")
    (   append(_, [can, you|Asked], Tokens)     % "From the clues below, can
    ->  true                                    % you work out ...?"
    ;   Asked = Tokens
    ),
    (   '$zt_whole_grid_request'(Tokens)      % "From the clues, can you
    ->  true                                  % determine each person's full
    ;   '$zt_items'(Ctx, clue, Asked, Items, _),   % name, ... and the order
        \+ ( member(I, Items),                 % ...?" (not "can you find
              ( I = pos(_) ; I = sup(_, _) ; I = kw(last) ; I = kw(not) ; I = cmp(_, _) ) )
    ).                                        % who finished last?")

% '$zt_whole_grid_request'(+Tokens): the reader is asked to work out
% something of each one: "can you determine/find/match/work out", with
% "each" or "every" after it.
'$zt_whole_grid_request'(Tokens) :-
    append(_, [Can, you, V|Asked], Tokens),
    memberchk(Can, [can, could]),
    memberchk(V, [determine, find, match, work, figure, tell, discover, deduce,
                  identify, name, say]),
    ( memberchk(each, Asked) ; memberchk(every, Asked) ),
    !.

% '$zt_split_question'(+Ctx, +Sentence, -Questions, ?Tail): a question
% that asks two things ("What did Mr Hale buy, and how much did he
% pay?") is two questions, the second's pronoun standing for the one
% value the first names ("How much did Mr Hale pay?").  A second part
% whose pronoun has no such value is left whole, and refused.
'$zt_split_question'(Ctx, S, Qs, Tail) :-
    S = s(_, End, Codes),
    is_list(Codes),
    append(C1, [0',, 0' , 0'a, 0'n, 0'd, 0' |Second00], Codes),
    atom_codes(A2, Second00),
    split_string(A2, " ", "", Words2),
    '$zt_second_question'(Words2, Second0),
    '$zt_tokens'(C1, T1),
    '$zt_items'(Ctx, question, T1, Items1, _),
    (   findall(V, member(v(_, V), Items1), [Value])
    ->  Second01 = Second0
    ;   '$zt_rank_question'(Ctx, T1, Rank),     % "Who won the race, and where
        ( Rank = who(_=Value) ; Rank = what(_, _=Value) )   % is the winner from?":
    ->  '$zt_the_winner'(Second0, Second01)     % the winner's row
    ),
    !,
    format(atom(ValueText), "~w", [Value]),
    atom_codes(ValueText, VCodes),
    '$zt_replace_pronouns'(Second01, VCodes, Second1),
    Second1 = [F|R], code_type(F, to_lower(U)),
    Second = [U|R],
    append(C1, [0'?], Q1), append(Second, [0'?], Q2),
    atom_codes(Text1, Q1), atom_codes(Text2, Q2),
    Qs = [s(Text1, End, C1), s(Text2, End, Second)|Tail].
'$zt_split_question'(_, S, [S|Tail], Tail).

% '$zt_second_question'(+Words, -Codes): the second part of a question
% after ", and", as a question of its own with a pronoun for the thing
% the first part asks about: a question from its wh-word on ("how much
% did he pay"), or a bare wh-phrase ("on which day", "from where") as
% "which day is it", "where is it".
'$zt_second_question'([Wh|Ws], Codes) :-
    string_lower(Wh, WhL),
    memberchk(WhL, ["what", "how", "where", "who", "which", "when", "whose"]),
    !,
    (   Ws = [N], memberchk(WhL, ["which", "what"])
    ->  atomic_list_concat([Wh, N, is, it], ' ', A)
    ;   Ws = [M], WhL == "how", memberchk(M, ["much", "many"])   % "and for
    ->  atomic_list_concat([Wh, M, is, it], ' ', A)            % how much"
    ;   Ws == [], memberchk(WhL, ["where", "when"])
    ->  atomic_list_concat([Wh, is, it], ' ', A)
    ;   atomic_list_concat([Wh|Ws], ' ', A)
    ),
    atom_codes(A, Codes).
'$zt_second_question'([P, Wh|Ws], Codes) :-       % "on which day", "from where"
    memberchk(P, ["on", "in", "at", "from", "for", "by"]),
    length(Ws, L), L =< 1,
    '$zt_second_question'([Wh|Ws], Codes).

% '$zt_the_winner'(+Codes0, -Codes): "the winner" in the second part of
% a question whose first part asks who won is a pronoun for that one.
'$zt_the_winner'(Codes0, Codes) :-
    atom_codes(A0, Codes0),
    split_string(A0, " ", "", Words0),
    (   append(Before, [The, W|After], Words0),
        string_lower(The, "the"),
        atom_string(WA, W), '$zt_winner_word'(WA)
    ->  append(Before, ["it"|After], Words),
        atomic_list_concat(Words, ' ', A),
        atom_codes(A, Codes)
    ;   Codes = Codes0
    ).

'$zt_replace_pronouns'(Codes0, Value, Codes) :-
    atom_codes(A, Codes0),
    split_string(A, " ", "", Words00),
    '$zt_that_noun'(Words00, Words0),
    foldl('$zt_pronoun_word'(Value), Words0, Words1, first, _),
    exclude(==(""), Words1, Words2),
    (   append(Words, [P], Words2),             % "charge for [it]"
        memberchk(P, ["for", "with", "on", "about", "at", "to", "in"])
    ->  true
    ;   Words = Words2
    ),
    atomic_list_concat(Words, ' ', A1),
    atom_codes(A1, Codes).

% '$zt_that_noun'(+Words0, -Words): "that child", "this speller" after a
% verb or preposition ("what did that child get", "how old is that
% speller") is a pronoun, "it", for the one the question before names.
'$zt_that_noun'([], []).
'$zt_that_noun'([W0, That, N|Ws0], [W0, P|Ws]) :-
    memberchk(W0, ["did", "does", "do", "is", "was", "were", "has", "had", "are",
                   "will", "of", "for", "to", "with", "by", "from", "on", "in", "at"]),
    string_lower(That, L),
    memberchk(L, ["that", "this"]),
    !,
    (   sub_string(N, _, _, 0, "'s")        % "that collector's coin"
    ->  P = "its"
    ;   P = "it"
    ),
    '$zt_that_noun'(Ws0, Ws).

'$zt_that_noun'([W|Ws0], [W|Ws]) :-
    '$zt_that_noun'(Ws0, Ws).

% '$zt_question_anaphora'(+Ctx, +Questions0, -Questions): "Who has the
% shilling? How heavy is that collector's coin?": a question with "that
% N" after one that names exactly one value is about that value's row.
'$zt_question_anaphora'(Ctx, Questions0, Questions) :-
    foldl('$zt_anaphora'(Ctx), Questions0, Questions, none, _).

'$zt_anaphora'(Ctx, S0, S, Prev, Value) :-
    S0 = s(_, End, Codes0),
    (   is_list(Codes0)
    ->  '$zt_tokens'(Codes0, Tokens),
        '$zt_items'(Ctx, question, Tokens, Items, _),
        findall(V, member(v(_, V), Items), Vs)
    ;   Vs = []
    ),
    (   Vs = [Value0]
    ->  Value = value(Value0)
    ;   Value = none
    ),
    (   Prev = value(V), Vs == [],
        atom_codes(A0, Codes0),
        split_string(A0, " ", "", Words0),
        '$zt_that_noun'(Words0, Words1),
        Words1 \== Words0
    ->  format(codes(VCodes), "~w", [V]),
        '$zt_replace_pronouns'(Codes0, VCodes, Codes),
        atom_codes(Text, Codes),
        format(atom(Text1), "~w?", [Text]),
        S = s(Text1, End, Codes)
    ;   S = S0
    ).



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
'$zt_grid_where'(Ctx, Houses, question(Text, where(X)), question(Text, Q)) :-
    atom_codes(Text, Codes),
    '$zt_tokens'(Codes, Tokens),
    (   '$zt_origin_question'(Tokens)   % "Where does the soap come from?":
    ->  Nouns = ['$zt_origin_noun']      % its town, not its stall
    ;   Houses = grid(_),                % "Where did Gus finish?": his place
        '$zt_ranking_verb'(Tokens)       % in the results
    ->  Nouns = ['$zt_rank_noun']
    ;   Houses = grid(_),                % "Where did Gus live?": not his
        member(T, Tokens),               % place in the results
        '$zt_dwell_verb'(T)
    ->  Nouns = ['$zt_home_noun']
    ;   Houses = grid(_)                 % "Where did Ansel watch from?": a
    ->  Nouns = ['$zt_where_noun']       % place
    ;   member(T, Tokens),               % "Where did the Dutch woman go on
        '$zt_away_verb'(T)               % holiday?" on a street: not her
    ->  Nouns = ['$zt_away_noun']        % house
    ),
    !,
    Ctx = ctx(Attrs, _, _, _, _, _),
    (   member(Noun, Nouns),
        findall(A, ( member(attr(A, _, Ws, _), Attrs),
                     (   member(W, Ws),
                         '$zt_singular'(W, Sg),
                         call(Noun, Sg)
                     ;   Ws = [_, P], memberchk(P, [in, at, from])   % "Found in"
                     ) ),
                 As0),
        As0 \== []
    ->  true
    ;   As0 = []
    ),
    (   sort(As0, [A1]),
        X = (XA=_), XA \== A1
    ->  Q = what(A1, X)
    ;   Q = unread(question(Text, []))
    ).
'$zt_grid_where'(Ctx, _, question(Text, who(X)), question(Text, what(A, X))) :-
    X = (XA=_),                      % "Who drives the Volvo?" with Drivers:
    atom_codes(Text, Codes),         % the category named by the verb's
    '$zt_tokens'(Codes, [who, V|_]), % agent noun
    atom(V),
    Ctx = ctx(Attrs, _, _, _, _, _),
    findall(A0, ( member(attr(A0, _, Ws, _), Attrs), A0 \== XA,
                  member(W, Ws), '$zt_singular'(W, Sg),
                  '$zt_lemma'(V, L), L \== V,
                  ( atom_concat(L, r, Sg) ; atom_concat(L, er, Sg) ) ), As),
    sort(As, [A]),
    !.
'$zt_grid_where'(Ctx, grid(_), question(Text, who(X)), question(Text, Q)) :-
    X = (XA=_),                      % "Who sold a coin to Jun?" is not Jun:
    '$zt_who_category'(Ctx, XA),     % a misreading
    !,
    Q = unread(question(Text, [])).
'$zt_grid_where'(Ctx, grid(_), question(Text, who(X)), question(Text, what(A, X))) :-
    X = (XA=_),                      % "Who wrote Wren's Nest?": the author,
    Ctx = ctx(Attrs, _, _, _, _, _),    % not the book itself
    findall(A0-P, ( member(attr(A0, _, _, _), Attrs), A0 \== XA,
                    '$zt_category_kind'(Ctx, A0, person, P) ), People),
    pairs_keys(People, As),
    (   As = [A]
    ->  true
    ;   Attrs = [attr(A, _, _, _)|_],               % the puzzle's own people
        memberchk(A-true, People),                  % first ("Who brought the
        '$zt_titled_attr'(Attrs, A)                 % coleslaw?" Mrs. Beal,
    ->  true                                        % not her first name)
    ;   findall(A0, member(A0-true, People), [A])   % names of people before
    ->  true                                        % trades ("Who is the
    ;   findall(A0, ( member(A0-_, People),         % grocer?"); of first and
                      atomic_list_concat([F|_], '_', A0),   % last names, the
                      memberchk(F, [first, given, fore, forename, forenames]) ),
                [A])                                % first ("Who rode the
    ->  true                                        % green sled?" Sarah)
    ;   As == [],
        '$zt_named_people_of'(Ctx, XA, A)
    ),
    !.
'$zt_grid_where'(Ctx, Houses, question(Text, who(X)), question(Text, Q)) :-
    integer(Houses),                 % "Who plays the cello?" on a street
    X = (XA=_),                      % with no names nor nationalities: the
    Ctx = ctx(Attrs, _, _, _, _, _),    % one category of people (jobs), or
    \+ ( member(attr(A0, _, _, _), Attrs),   % unread (not the first category
          memberchk(A0, [name, nationality, person, owner]) ),   % that is no
    !,                                                           % number)
    findall(A0-P, ( member(attr(A0, _, _, _), Attrs), A0 \== XA,
                    '$zt_category_kind'(Ctx, A0, person, P) ), People),
    (   findall(A0, member(A0-true, People), [A])   % names of people first,
    ->  Q = what(A, X)                              % ("Shopkeepers: Ada, ...")
    ;   '$zt_named_people_of'(Ctx, XA, A),          % before jobs ("Trades:
        (   People == []                            % baker, ..."); but not
        ;   '$zt_agent_category'(Ctx, A)            % makes of car before
        )                                           % jobs ("Who drinks tea?"
    ->  Q = what(A, X)                              % is the pilot, not the
    ;   People = [A-_]                              % Subaru: corpus 35)
    ->  Q = what(A, X)
    ;   Q = unread(question(Text, []))
    ).
'$zt_grid_where'(Ctx, _, question(Text, who(_)), question(Text, Q)) :-
    Ctx = ctx(Attrs, _, _, _, _, _),    % "Who sells the funnel cakes?"
    \+ ( member(attr(A0, _, _, _), Attrs),   % with Awnings, Vendors and
          memberchk(A0, [name, nationality, person, owner]) ),   % Hometowns:
    !,                                  % no category the answer could be
    Q = unread(question(Text, [])).     % sure of, never the first one
'$zt_grid_where'(_, _, Q, Q).           % (corpus 36)

% '$zt_named_people_of'(+Ctx, +XA, -A): the one category of people's
% names other than XA: the only one, or the only one named for what its
% people do ("Traders: Alma, ..." beside "Vans: Citroen, ...").
'$zt_named_people_of'(Ctx, XA, A) :-
    Ctx = ctx(Attrs, _, _, _, _, _),
    findall(A0, ( member(attr(A0, _, _, _), Attrs), A0 \== XA,
                  '$zt_named_people'(Ctx, A0) ), Named),
    (   Named = [A]
    ->  true
    ;   include('$zt_agent_category'(Ctx), Named, [A])
    ).

% '$zt_named_people'(+Ctx, ?A): A is a category whose values are
% people's names: proper names of no place ("Vendors: Alma, ...", not
% "Hometowns: Ashland, ...") or families ("the Bakers, the Coopers").
% Where some category's values all have titles (Mr., Mrs., ...), only
% such a category is.
'$zt_named_people'(Ctx, A) :-
    Ctx = ctx(Attrs, _, _, _, _, _),
    '$zt_titled_attr'(Attrs, _),
    !,
    '$zt_titled_attr'(Attrs, A).
'$zt_named_people'(Ctx, A) :-
    Ctx = ctx(Attrs, _, _, _, _, _),
    member(attr(A, _, Ws, Values), Attrs),
    (   '$zt_category_kind'(Ctx, A, own(_), true),
        \+ ( member(W, Ws), '$zt_singular_or_plural'(W, S),
              ( '$zt_where_noun'(S) ; '$zt_thing_category_noun'(S) ) )
    ->  true
    ;   Values = [_, _|_],
        forall(member(value(V, _, _), Values),
               ( atom_concat('the ', F, V), sub_atom(F, 0, 1, _, C),
                 char_type(C, upper), sub_atom(F, _, 1, 0, s) ))
    ).

% Nouns for things whose values are names (makes, brands, models).
'$zt_thing_category_noun'(S) :-
    memberchk(S, [car, make, brand, model, boat, ship, bike, horse, dog, cat,
                  pet, team, band, book, film, movie, song, album, show, game,
                  plane, train, product, company, firm, label, breed, variety,
                  van, truck, lorry, tractor, bus, vehicle, newspaper, paper,
                  magazine, wood, woods, forest]).

% '$zt_count_unit'(+Ctx, +Word, -A): Word is the unit of the one
% ordered category A counted in it ("copies" of Sales: 38 copies, ...).
'$zt_count_unit'(Ctx, U, A) :-
    atom(U),
    \+ '$zt_value_here'(Ctx, [U]),
    '$zt_unit_stem'(U, S),
    '$zt_unit_attr'(Ctx, S, A).

% '$zt_unit_attr'(+Ctx, +Unit, -A): A is the one ordered category whose
% values are counted in Unit.
'$zt_unit_attr'(ctx(_, _, Ordered, _, _, _), S, A) :-
    findall(A0, member(ordered(A0, unit(S), _), Ordered), [A]).

% '$zt_how_far_from'(+Ctx, +Tokens0, -Tokens): "How far from the studio
% does Quentin live?": one word the puzzle does not know after "from
% the" is the place the distances are measured from, so the question
% asks for Quentin's distance.  A value there names a row ("How far
% from Ana does Quentin live?") and stays, to be refused.
'$zt_how_far_from'(Ctx, [how, far, From, the, N, Aux|Rest], [how, far, Aux|Rest]) :-
    From == from,
    atom(N),
    \+ '$zt_match'(Ctx, [N], _, _, _),
    \+ '$zt_refused_word'(N),
    \+ '$zt_relational_noun'(N),
    memberchk(Aux, [does, do, did, is, are, was, were]).

% The nouns for places, which "where" asks for.
'$zt_rank_noun'(Sg) :-
    memberchk(Sg, [place, placing, position, rank, ranking, finish]).

'$zt_home_noun'(Sg) :-
    '$zt_where_noun'(Sg),
    \+ '$zt_rank_noun'(Sg).

'$zt_dwell_verb'(V) :-
    memberchk(V, [live, lives, lived, living, reside, resides, resided]).

'$zt_where_noun'(Sg) :-
    memberchk(Sg, [park, city, town, country, destination, place, location,
                   venue, room, hotel, island, beach, restaurant, school, street,
                   state, garden, lake, resort, shop, store, station, airport,
                   campsite, site, village, office, platform, stall, table,
                   county, region, continent, address, home, neighbourhood,
                   neighborhood, house, spot, parish, hometown, farm, field,
                   borough, district, suburb, port, harbour, harbor, market,
                   area, pitch, court, course, track, hall, church, pub, cafe,
                   club, theatre, theater, museum, gallery, library, hospital,
                   ward, province, territory, river, mountain, valley, forest,
                   zoo, base, origin, birthplace, homeland, nationality]).

% The verbs of being somewhere other than at home: a where-question
% with one asks for a category of places, never for the house.
'$zt_away_verb'(T) :-
    memberchk(T, [go, goes, went, gone, going, travel, travels, travelled,
                  traveled, travelling, traveling, fly, flies, flew, holiday,
                  holidays, holidayed, vacation, vacationed, visit, visits,
                  visited, work, works, worked, study, studies, studied,
                  shop, shops, shopped, eat, eats, ate, born, grow, grows,
                  grew, meet, meets, met, teach, teaches, taught, swim, swims,
                  swam, walk, walks, walked, train, trains, trained, head,
                  heads, headed, bound, move, moves, moved, retire, retired,
                  emigrate, emigrated, perform, performs, performed, play,
                  plays, played, spend, spent, trip, honeymoon,
                  honeymooned, worship, worships, worshipped, volunteer,
                  volunteers, volunteered]).

% The places "where" asks for away from home.
'$zt_away_noun'(Sg) :-
    '$zt_where_noun'(Sg),
    \+ memberchk(Sg, [house, home, address, spot]).

% "Where does X come from?", "Where is X from?": where X comes from.
'$zt_origin_question'(Tokens) :-
    append(_, [V, from], Tokens),
    (   memberchk(V, [come, comes, came, hail, hails, hailed, originate,
                      originates, originated])
    ->  true
    ;   Tokens = [where, Be|_],
        memberchk(Be, [is, are, was, were])
    ).

% The nouns for where someone or something comes from.
'$zt_origin_noun'(Sg) :-
    memberchk(Sg, [town, city, country, village, county, region, state, island,
                   nationality, birthplace, hometown, homeland, origin, parish,
                   province, nation, continent, farm, port]).

% '$zt_agent_category'(+Ctx, +A): A's name is a noun for people by
% what they do ("Shopkeepers", "Tenants"), not for things ("Cars").
'$zt_agent_category'(ctx(Attrs, _, _, _, _, _), A) :-
    memberchk(attr(A, _, Ws, _), Attrs),
    member(W0, Ws),
    '$zt_singular_or_plural'(W0, S),
    member(Suffix, [er, or, ist, ian, ant, ent, eer]),
    atom_concat(_, Suffix, S),
    atom_length(S, L), L > 4,
    !.

% '$zt_who_category'(+Ctx, ?A): A is the category "who" asks for in a
% grid puzzle, of all of them: the one of people, else the one of
% people's names among several of people (Shopkeepers: Ada, ... beside
% Trades: baker, ...), else the one of proper names, else the first one
% not ordered (as library(zebra/print) answers "who").
'$zt_who_category'(Ctx, A) :-
    Ctx = ctx(Attrs, _, Ordered, _, _, _),
    findall(A0-P, ( member(attr(A0, _, _, _), Attrs),
                    '$zt_category_kind'(Ctx, A0, person, P) ), People),
    (   People = [A1-_]
    ->  true
    ;   findall(A0, member(A0-true, People), [A1])
    ->  true
    ;   '$zt_named_people_of'(Ctx, none, A1)
    ->  true
    ;   member(attr(A1, _, _, _), Attrs),
        \+ memberchk(ordered(A1, _, _), Ordered)
    ->  true
    ),
    A == A1.

'$zt_read_question'(_, _, _, _-s(Start, _, too_long(Length)), _) :-
    !,
    '$zt_max_line'(Max),
    '$zt_error'(question_too_long(Start, Length, Max)).
'$zt_read_question'(Ctx, Heads, ClueTokens, N-s(Text, _, Codes), question(Text, Q)) :-
    '$zt_tokens'(Codes, Tokens0),
    '$zt_topic_about'(Tokens0, Tokens0000a),
    (   append(Front, [the|ValueOne], Tokens0000a),   % "Whose case is the
        append(Value, [one], ValueOne),                % green one?": the
        '$zt_match'(Ctx, Value, Value, v(_, _), [])    % value
    ->  append(Front, [the|Value], Tokens000)
    ;   Tokens000 = Tokens0000a
    ),
    (   Tokens000 = [What, Be|Rest000],      % "What is the sheep called?": the
        memberchk(What, [what, which]),     % name of the sheep
        memberchk(Be, [is, was, are, were]),
        append(Mid000, [Called], Rest000),
        memberchk(Called, [called, named]),
        Mid000 = [_|_]
    ->  append([what, is, the, name, of], Mid000, Tokens0000)
    ;   Tokens0000 = Tokens000
    ),
    '$zt_category_phrase'(Ctx, Tokens0000, Tokens0001),
    '$zt_year_noun'(Ctx, Tokens0001, Tokens00),
    (   Tokens00 = [whose, W0|Rest00],     % "Whose phone is the Nimbus Pro?":
        \+ '$zt_value_here'(Ctx, [W0|Rest00])  % who has it
    ->  Tokens01 = [who|Rest00]
    ;   Tokens01 = Tokens00
    ),
    (   Tokens01 = [how, many, U|Rest01],  % "How many copies of the memoir
        '$zt_count_unit'(Ctx, U, CountOf)  % were sold?": the category counted
    ->  Tokens1 = [what|Rest01]            % in copies
    ;   Tokens01 = [how, many|Rest01]      % "How many marbles does Cora have?":
    ->  Tokens1 = [what|Rest01],           % the category of marbles
        CountOf = none
    ;   '$zt_how_far_from'(Ctx, Tokens01, Tokens1)   % "How far from the
    ->  CountOf = none                                % studio does Quentin live?"
    ;   Tokens1 = Tokens01,
        CountOf = none
    ),
    (   member(Won, [won, wins, win]), memberchk(Won, Tokens1)
    ->  Tokens2 = Tokens1                 % "Who won?": '$zt_rank_question'/3
    ;   '$zt_rewrite'(Ctx, Tokens1, Tokens2)
    ),
    Ctx = ctx(_, _, _, _, AttrWords, _),
    '$zt_drop_heads'(Ctx, Heads, AttrWords, Tokens2, Tokens),  % "the Bristol
                                                               % train"
    '$zt_items'(Ctx, question, Tokens, Items0000, Unknown0),
    (   CountOf \== none,
        Items0000 = [kw(what)|R0]
    ->  Items000x = [count(CountOf)|R0]
    ;   Tokens01 = [how, many|_],            % "How many shrimps were found?":
        Items0000 = [kw(what), v(A0, V0)|R0] % the count, not the category of
    ->  Items000x = [how_many, v(A0, V0)|R0]  % shrimps
    ;   Tokens01 = [how, many, CN|_],        % "How many cookies did Kai eat?"
        Items0000 = [kw(what), attr(A0)|R0], % on Cookies and Cookies eaten:
        Ctx = ctx(_, _, Ordered0, _, AttrWords0, _),   % a count, never
        \+ memberchk(ordered(A0, _, _), Ordered0)      % a kind
    ->  (   findall(A1, ( member(CN-A1, AttrWords0),
                          memberchk(ordered(A1, _, _), Ordered0) ), As1),
            sort(As1, [A1])
        ->  Items000x = [kw(what), attr(A1)|R0]
        ;   Items000x = [unknown(CN)|R0]
        )
    ;   Items000x = Items0000
    ),
    (   Items000x = [kw(what), attr(A2), attr(A3)|R2], A2 == A3   % "What colour
    ->  Items000 = [kw(what), attr(A2)|R2]                        % spoon did
    ;   Items000 = Items000x                                      % Jude use?"
    ),
    (   Items000 = [kw(how_much)|Rest000],   % "How much did Theo's birdhouse
        member(T, Tokens),                   % weigh?": the weight, not money
        '$zt_verb_hint'(T, Hints),
        Hints \= ['$'|_],
        Hints \= [duration|_]                % "How much did the stall take?"
    ->  Items00 = [how(Hints)|Rest000]
    ;   Items00 = Items000
    ),
    '$zt_question_verb'(Items00, Unknown0, Items0a, Unknown),
    (   Items0a = [kw(what), kw(number)|R0a],   % "What number does the
        '$zt_numbered_attr'(Ctx, [], NA)        % shortstop wear?" on Jerseys:
    ->  Items0 = [kw(what), attr(NA)|R0a]        % #3, #8, ...
    ;   Items0 = Items0a
    ),
    exclude([I]>>memberchk(I, [kw(of), kw(number)]), Items0, ItemsR0),
    (   ItemsR0 = [kw(how_much)|RestR],      % "How much did Ana pay?" asks
        member(TM, Tokens),                  % for money, never for another
        '$zt_verb_hint'(TM, ['$'|_])         % amount
    ->  ItemsR = [how_money|RestR]
    ;   ItemsR = ItemsR0
    ),
    '$zt_question_relative'(ItemsR, Items),
    (   Unknown == [],
        catch(phrase('$zt_query'(Ctx, Q), Items), zt_compare(_, _), fail)
    ->  true
    ;   Unknown = [W],                        % "Who stroked Ashford?" on
        '$zt_category_verb'(Ctx, W, VA),      % Strokes: the stroke, named
        '$zt_category_verb_query'(Ctx, W, VA, Items, Q0)   % by the verb
    ->  Q = Q0
    ;   (   Unknown = [W],                    % "Who talked about the diary?"
            (   '$zt_clue_verb'(Ctx, ClueTokens, any, W, _)
            ;   '$zt_category_verb'(Ctx, W)     % "Who skippered Marigold?"
            )
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
    ;   (   '$zt_verb_question'(Ctx, ClueTokens, Tokens, Q0)
        ;   Tokens2 \== Tokens,                % "What does the Bolivian listen
            '$zt_verb_question'(Ctx, ClueTokens, Tokens2, Q0)   % to?" with
        )                                     % "listen" learned as a noun
    ->  Q = Q0
    ;   '$zt_loose_question'(Ctx, Tokens, Items, Unknown, Q0)
    ->  Q = Q0
    ;   '$zt_thing_question'(Ctx, Tokens, Tokens2, Q0)
    ->  Q = Q0
    ;   Unknown \== []
    ->  '$zt_suggestions'(Ctx, Unknown, Suggestions),
        '$zt_error'(question(N, Text, Unknown, Suggestions))
    ;   member(W, Tokens), '$zt_winner_word'(W)     % "Who won?" with no ranking
    ->  '$zt_error'(question(N, Text, [W], []))
    ;   '$zt_error'(question(Text, []))
    ),
    (   Tokens0 = [how, M|_],               % "How many did Otto sell?" asks
        memberchk(M, [many, much]),
        Q = what(QA, _),                    % an amount, never the flavour
        Ctx = ctx(_, _, QOrdered, _, _, _),  % "sold" names in a clue
        \+ memberchk(ordered(QA, _, _), QOrdered)   % (answered so, held
    ->  '$zt_error'(question(Text, []))     % out, corpus 48)
    ;   true
    ).

% '$zt_year_noun'(+Ctx, +Tokens0, -Tokens): "What year did Ann join?",
% "In which year ...", on a category of years named otherwise (Joined:
% 1968, 1974, ...): "year" is that category, when it is the only one
% whose values are years and no category is named for years.  Only in
% a question's wh-phrase: in a clue "years" is a unit ("six years older").
'$zt_year_noun'(Ctx, Tokens0, Tokens) :-
    (   append(Wh, [year|Rest], Tokens0),
        ( Wh = [W] ; Wh = [P, W], memberchk(P, [in, during, from, since]) ),
        memberchk(W, [what, which]),
        Ctx = ctx(Attrs, _, Ordered, _, AttrWords, _),
        \+ memberchk(year-_, AttrWords),
        findall(A, ( member(ordered(A, plain, Pairs), Ordered),
                     forall(member(N-_, Pairs), between(1000, 2999, N)) ),
                [A]),
        memberchk(attr(A, _, Ws, _), Attrs),
        member(Name0, Ws), '$zt_singular_or_plural'(Name0, Name),
        memberchk(Name-A, AttrWords)
    ->  append(Wh, [Name|Rest], Tokens)
    ;   Tokens = Tokens0
    ).

% '$zt_loose_question'(+Ctx, +Tokens, +Items, +Unknown, -Q): a question
% about one row, named by one noun phrase, whose verb (or adjective) the
% reader does not know: "Which book did Miss Cho return?", "Who spotted
% the supernova?", "How much did Desmond's pumpkin weigh?".  A question
% asks for a value of the row its noun phrase names, so the verb only
% pairs the two, as the verb of a clue's relative clause does; it is
% never a word of '$zt_refused_word'/1 ("Who lost to ...", "Who hates
% ..."), but for a verb of '$zt_measured_verb'/1 in a question for an
% amount ("How many words does the budgie know?"), and no preposition that relates two rows ("with", "for",
% "behind") comes before the noun phrase ("Who danced with Ann?" is
% not about Ann's row).
'$zt_loose_question'(Ctx, Tokens, Items, Unknown, Q) :-
    Unknown = [_|_],
    length(Unknown, L), L =< 2,
    forall(member(W, Unknown),
           ( atom(W),
             (   '$zt_refused_word'(W)
             ->  '$zt_measured_verb'(W), Measured = true  % "What temperature
             ;   true                                     % was it fired at?"
             ) )),
    \+ ( append(Before, Ts, Tokens),
          '$zt_value_here'(Ctx, Ts),
          member(P, Before), '$zt_relating_preposition'(P) ),
    exclude([I]>>(I = unknown(_)), Items, Items1),
    (   Items1 = [kw(how_much)|Rest],       % "How much did Desmond's pumpkin
        member(W, Unknown),                 % weigh?": the verb says what
        '$zt_verb_hint'(W, Hints)
    ->  Items2 = [how(Hints)|Rest]
    ;   Items2 = Items1
    ),
    catch(phrase('$zt_query'(Ctx, Q), Items2), zt_compare(_, _), fail),
    (   Measured == true                    % an amount, not "Who knows Bo?"
    ->  Q = what(A, _),
        Ctx = ctx(_, _, Ordered, _, _, _),
        memberchk(ordered(A, _, _), Ordered)
    ;   true
    ),
    !.

% '$zt_drop_heads'(+Ctx, +Heads, +AttrWords, +Tokens0, -Tokens): the
% puzzle's head nouns dropped, but not inside a value ("the chess
% piece" with pieces a head noun).
'$zt_drop_heads'(_, _, _, [], []) :- !.
'$zt_drop_heads'(Ctx, Heads, AttrWords, Tokens0, Tokens) :-
    '$zt_match'(Ctx, Tokens0, Phrase, v(_, _), Rest),
    Phrase = [_, _|_],
    !,
    append(Phrase, Tokens1, Tokens),
    '$zt_drop_heads'(Ctx, Heads, AttrWords, Rest, Tokens1).
'$zt_drop_heads'(Ctx, Heads, AttrWords, [T|Ts0], Tokens) :-
    (   memberchk(T, Heads), \+ memberchk(T-_, AttrWords)
    ->  Tokens = Ts
    ;   Tokens = [T|Ts]
    ),
    '$zt_drop_heads'(Ctx, Heads, AttrWords, Ts0, Ts).

'$zt_relating_preposition'(P) :-
    memberchk(P, [with, against, beside, besides, near, behind, opposite, across,
                  facing, after, before, above, below, under, over, than, to,
                  for, by, from, between, among, toward, towards, past, beyond,
                  without, unlike, except, but, like, next, ahead, around,
                  alongside, beneath, underneath, within, into, onto]).

% '$zt_question_relative'(+Items0, -Items): "How old is the knitter who
% made the mittens?": a category noun and "who" before the value that
% names the row asked about are dropped.
'$zt_question_relative'(Items0, Items) :-
    (   append(Before, [attr(_), kw(who), v(A, V)|After], Items0),
        Before = [_|_]
    ->  append(Before, [v(A, V)|After], Items)
    ;   Items = Items0
    ).

% A verb made from a category's name: "skippered" for Skippers,
% "captained" for Captains, "stroked" for Strokes; or the verb a
% category is named by in its past participle: "open" for Opened.
'$zt_category_verb'(Ctx, W) :-
    '$zt_category_verb'(Ctx, W, _).

'$zt_category_verb'(ctx(_, _, _, _, AttrWords, _), W, A) :-
    atom(W),
    atom_length(W, L), L > 2,
    (   member(End, [ed, d, s, es]),
        atom_concat(Stem, End, W),
        memberchk(Stem-A, AttrWords)
    ;   member(End, [ed, d]),
        atom_concat(W, End, Name),
        memberchk(Name-A, AttrWords)
    ;   (   atom_concat(S, e, W)            % "take": Takings, "earn":
        ->  Stem = S                        % Earnings, "win": Winnings
        ;   sub_atom(W, _, 1, 0, C), atom_concat(W, C, Stem)
        ;   Stem = W
        ),
        atom_concat(Stem, ings, Name),
        memberchk(Name-A, AttrWords)
    ;   '$zt_won_noun'(W),                  % "What did Mrs Ogden win?" on
        member(Name, [prize, award, trophy, medal]),   % Prizes
        memberchk(Name-A, AttrWords)
    ),
    !.

'$zt_won_noun'(W) :-
    memberchk(W, [win, won, wins]).

% '$zt_category_verb_query'(+Ctx, +W, +A, +Items, -Q): the question with
% the verb W read as the name of its category A: "Who stroked Ashford?"
% asks for Ashford's stroke, "In what year did the Zephyr open?" for
% its year opened.
'$zt_category_verb_query'(Ctx, W, A, Items0, Q) :-
    \+ ( Items0 = [How|_],                   % "How many did Otto sell?" asks
         '$zt_how_item'(How),                 % an amount, never the flavour
         Ctx = ctx(_, _, Ordered, _, _, _),   % "sold" names (answered "crispy
         \+ memberchk(ordered(A, _, _), Ordered) ),   % rice", corpus 48)
    once(append(Before, [unknown(W)|After], Items0)),
    append(Before, [attr(A)|After], Items),
    catch(phrase('$zt_query'(Ctx, Q0), Items), zt_compare(_, _), fail),
    !,
    (   Q0 = who(X), X = (XA=_), XA \== A
    ->  Q = what(A, X)
    ;   Q0 = what(A, _)
    ->  Q = Q0
    ).

% '$zt_thing_question'(+Ctx, +Tokens, +Tokens2, -Q): a question for a
% thing that names no category: "What does Jasper do (for a living)?"
% asks for the one category of jobs; "What did the Chens collect?",
% "Which coin did Iris buy?" (a verb that takes a thing for its object,
% '$zt_verb_object'/2, with someone as its subject) and "What's in Room
% 2?" (a place) ask for the one category of things: not ordered (an
% amount is asked with "how much", a year with "when"), not of people
% (nor the category "who" asks for), not the row's own.  Tokens2 are
% the tokens before head nouns were dropped: "which" may name the thing
% by a head noun ("coin"), never by a noun for a person.  With no such
% category, or two, the question is left unread.
'$zt_thing_question'(Ctx, Tokens, _, what(A, X)) :-
    Tokens = [what, Aux|Rest],
    memberchk(Aux, [does, did, do]),
    (   append(NPTokens, [do, for, a, living], Rest)
    ;   append(NPTokens, [do], Rest)
    ),
    !,
    '$zt_question_np'(Ctx, NPTokens, X),
    Ctx = ctx(Attrs, _, _, _, _, _),
    findall(A0, ( member(attr(A0, _, Ws, _), Attrs),
                  member(W0, Ws), '$zt_singular_or_plural'(W0, S),
                  memberchk(S, [job, occupation, profession, career, trade,
                                work, business, vocation]) ),
            As0),
    sort(As0, [A]),
    X = (XA=_), XA \== A.
'$zt_thing_question'(Ctx, Tokens, Tokens2, what(A, X)) :-
    Tokens = [Wh, Aux|Rest],
    memberchk(Wh, [what, which]),
    memberchk(Aux, [does, did, do, will]),
    Tokens2 = [Wh|Rest2],
    append(Named, [Aux|_], Rest2),
    !,
    \+ ( member(N, Named),
          (   \+ atom(N)
          ;   '$zt_singular_or_plural'(N, S), '$zt_noun_kind'(S, person)
          ;   '$zt_entity_noun'(N)
          ) ),
    append(NPTokens, [Verb], Rest),
    atom(Verb),
    \+ '$zt_refused_word'(Verb),
    \+ '$zt_verb_hint'(Verb, _),
    '$zt_lemma'(Verb, L), '$zt_verb_object'(L, _),
    !,
    '$zt_question_np'(Ctx, NPTokens, X),
    X = (XA=_),
    (   '$zt_category_kind'(Ctx, XA, person, _)
    ->  true
    ;   '$zt_who_category'(Ctx, XA)
    ),
    '$zt_thing_category'(Ctx, XA, A).
'$zt_thing_question'(Ctx, Tokens, _, what(A, X)) :-
    Tokens = [what, Be, P|NPTokens],
    memberchk(Be, [is, are, was, were]),
    memberchk(P, [in, on, at, inside, behind, under]),
    '$zt_question_np'(Ctx, NPTokens, X),
    X = (XA=_),
    Ctx = ctx(Attrs, _, Ordered, _, _, _),
    (   memberchk(ordered(XA, _, _), Ordered)
    ->  true
    ;   memberchk(attr(XA, _, Ws, _), Attrs),
        member(W0, Ws), '$zt_singular'(W0, Sg), '$zt_where_noun'(Sg)
    ),
    !,
    '$zt_thing_category'(Ctx, XA, A).

'$zt_question_np'(Ctx, Tokens, X) :-
    '$zt_items'(Ctx, question, Tokens, Items, []),
    phrase('$zt_np'(Ctx, X), Items).

% '$zt_thing_category'(+Ctx, +Row, -A): the one category of things
% there is besides Row's: not ordered, not of people.
'$zt_thing_category'(Ctx, XA, A) :-
    Ctx = ctx(Attrs, _, Ordered, _, _, _),
    findall(A0, ( member(attr(A0, _, _, _), Attrs),
                  A0 \== XA,
                  \+ memberchk(ordered(A0, _, _), Ordered),
                  \+ '$zt_category_kind'(Ctx, A0, person, _),
                  \+ '$zt_who_category'(Ctx, A0) ),
            [A]).

% '$zt_rank_question'(+Ctx, +Tokens, -Q): "Which dog won?", "Who came
% third?", "Who finished last?": the question names no value, only a
% place in a ranking.  "won" (wins, winner, champion) is the first
% place of the one ordered category named for a ranking (rank, place,
% finish, ...); an ordinal or "last" is that place of the one ordered
% position-like category.  Anything else (no such category, or two)
% leaves the question unread.
'$zt_rank_question'(Ctx, Tokens0, Q) :-
    '$zt_contest_noun'(Ctx, Tokens0, Tokens, Contest),
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
    Ctx = ctx(Attrs, Count, Ordered, _, _, _),
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
    ;   Rs0 == [], Names \== any,            % "Who won the race?" on times
        '$zt_race_noun'(Contest),            % 2:41, 2:44, ...: the first to
        findall(R0, member(ordered(R0, time, _), Ordered), [R])   % finish
    ->  K = 1
    ),
    R \== A,
    '$zt_nth_value'(Ctx, R, K, V).

% '$zt_contest_noun'(+Ctx, +Tokens0, -Tokens, -Contest): "Who won the
% race?", "Who won the egg-and-spoon race?": a word the puzzle does not
% know, after "won the" and up to three words that name no value at the
% end, names the contest itself, Contest (else none; a value there,
% "won the gold", names a row).
'$zt_contest_noun'(Ctx, Tokens0, Tokens, Contest) :-
    (   append(Before, [W, the|NP], Tokens0),
        '$zt_winner_word'(W),
        NP = [_|_],
        length(NP, L), L =< 4,
        last(NP, N),
        atom(N),
        \+ '$zt_match'(Ctx, [N], _, _, _),
        \+ '$zt_refused_word'(N),
        \+ '$zt_relational_noun'(N),
        '$zt_no_value'(Ctx, NP)
    ->  append(Before, [W], Tokens),
        Contest = N
    ;   Tokens = Tokens0,
        Contest = none
    ).

% The contests won by finishing first, whose times order the field.
'$zt_race_noun'(N) :-
    memberchk(N, [race, marathon, sprint, relay, regatta, triathlon, rally,
                  derby, steeplechase, dash]).


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
    (   append(NPTokens, [Verb, P], Rest),      % "What does the Bolivian
        memberchk(P, [to, for, on, with, about, in, at])   % listen to?"
    ;   append(NPTokens, [Verb], Rest)
    ),
    (   memberchk(Aux, [does, did, do, will])
    ->  true
    ;   memberchk(Aux, [was, were, is, are]),   % "What were the Carrow-Smiths
        (   memberchk(Verb, [given, sent, offered, awarded, shown, lent,   % given?",
                             handed, served, brought, taught])   % "What is Fin
        ;   atom(Verb), atom_concat(_, ing, Verb)                % eating?"
        )
    ),
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
        Ctx = ctx(Attrs, _, _, _, _, _),
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
    (   '$zt_match'(Ctx, After, _, v(A, _), _)
    ->  true
    ;   After = [D, N|_],                   % "each babysat for a different
        memberchk(D, [different, separate]),   % family": a category's word
        Ctx = ctx(_, _, _, _, AttrWords, _),
        '$zt_attr_word'(AttrWords, N, A)
    ).

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
    '$zt_irregular_form'(W, L).
'$zt_lemma'(W, W).
'$zt_lemma'(W, L) :-
    member(Suffix-Add, [ies-y, ied-y, es-'', s-'', ed-'', d-'', ing-'', ing-e]),
    atom_concat(S, Suffix, W),
    atom_length(S, N), N > 1,
    atom_concat(S, Add, L).
'$zt_lemma'(W, L) :-                    % "dropped", "skipping": the
    member(Suffix, [ed, ing]),          % consonant doubled before the
    atom_concat(S, Suffix, W),          % ending
    atom_length(S, N), N > 2,
    sub_atom(S, _, 2, 0, CC),
    memberchk(CC, [bb, dd, gg, mm, nn, pp, rr, tt]),
    sub_atom(S, 0, _, 1, L).

'$zt_irregular_verb'(sell, [sold]).
'$zt_irregular_verb'(grow, [grew, grown, growth]).   % "grew less" on Growth
'$zt_irregular_verb'(give, [gave, given]).
'$zt_irregular_verb'(send, [sent]).
'$zt_irregular_verb'(lend, [lent]).
'$zt_irregular_verb'(show, [shown]).
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
'$zt_irregular_verb'(catch, [caught]).
'$zt_irregular_verb'(feed, [fed]).
'$zt_irregular_verb'(sit, [sat]).
'$zt_irregular_verb'(meet, [met]).
'$zt_irregular_verb'(lose, [lost]).
'$zt_irregular_verb'(sleep, [slept]).
'$zt_irregular_verb'(dig, [dug]).
'$zt_irregular_verb'(hang, [hung]).
'$zt_irregular_verb'(shoot, [shot]).
'$zt_irregular_verb'(sweep, [swept]).
'$zt_irregular_verb'(weave, [wove, woven]).
'$zt_irregular_verb'(spin, [spun]).
'$zt_irregular_verb'(sew, [sewn]).
'$zt_irregular_verb'(blow, [blew, blown]).
'$zt_irregular_verb'(see, [saw, seen]).
'$zt_irregular_verb'(tell, [told]).
'$zt_irregular_verb'(think, [thought]).
'$zt_irregular_verb'(begin, [began, begun]).
'$zt_irregular_verb'(ring, [rang, rung]).
'$zt_irregular_verb'(steal, [stole, stolen]).
'$zt_irregular_verb'(break, [broke, broken]).
'$zt_irregular_verb'(freeze, [froze, frozen]).
'$zt_irregular_verb'(hide, [hid, hidden]).
'$zt_irregular_verb'(stand, [stood]).
'$zt_irregular_verb'(bring, [brought]).
'$zt_irregular_verb'(fight, [fought]).
'$zt_irregular_verb'(sink, [sank, sunk]).
'$zt_irregular_verb'(light, [lit]).

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
'$zt_verb_object'(listen, N) :- memberchk(N, [music, song, genre, album, band, station, podcast]).
'$zt_verb_object'(eat, N) :- memberchk(N, [breakfast, lunch, dinner, supper, cake, pie, sandwich]).
'$zt_verb_object'(carry, N) :- memberchk(N, [luggage, bag, case, item]).
'$zt_verb_object'(give, N) :- memberchk(N, [present, gift, prize]).
'$zt_verb_object'(bring, N) :- memberchk(N, [garment, item, dish, gift, present, food]).
'$zt_verb_object'(watch, N) :- memberchk(N, [film, movie, show, programme, program, sport]).
'$zt_verb_object'(drink, N) :- memberchk(N, [drink, beverage, tea, coffee, juice, wine, beer]).

% "How far did Aziz hike?": a question for an amount (how much, how
% far, ...) may end in a verb the reader does not know, after the noun
% phrase it asks about; never a word of '$zt_refused_word'/1.
'$zt_question_verb'(Items0, [W], Items, []) :-
    Items0 = [How|_],                   % "How many bars did Otto sell?": the
    '$zt_how_item'(How),                % count asked
    append(Items, [unknown(W)], Items0),
    last(Items, v(_, _)),
    \+ '$zt_refused_word'(W),
    !.
'$zt_question_verb'(Items, Unknown, Items, Unknown).

% '$zt_how_item'(+Item): the first item of a question for an amount ("how
% much", "how many", "how far", "how many eggs").
'$zt_how_item'(How) :-
    (   How = how(_) ; How = count(_)
    ;   memberchk(How, [kw(how_much), how_many, how_money])
    ),
    !.

'$zt_query'(Ctx, what(A, X)) -->        % "Who was Audrey's partner?": a
    [kw(who)], '$zt_np'(Ctx, X), [attr(A)],   % category of people, named
    { '$zt_category_kind'(Ctx, A, Kind, _),   % after the possessive
      memberchk(Kind, [person, own(_), animal]),   % "Who was Dagny's lead
      X = (XA=_), XA \== A }.                       % dog?"
'$zt_query'(Ctx, who(X)) --> [kw(who)], '$zt_attrs', '$zt_np'(Ctx, X), '$zt_attrs'.
'$zt_query'(Ctx, what(A, X)) -->        % "Which gnome is holding the
    [kw(what), attr(A)], [attr(B)],      % lantern?" on "Holding: ...": the
    '$zt_np'(Ctx, X), '$zt_attrs',       % category named before its value
    { X = (B=_) }.
'$zt_query'(Ctx, what(A, X)) --> [kw(what), attr(A)], '$zt_row_np'(Ctx, A, X), '$zt_attrs'.
'$zt_query'(Ctx, what(A, X)) -->        % "How many shrimps were found?":
    [how_many], '$zt_attrs', '$zt_np'(Ctx, X), '$zt_attrs',   % the one
    { Ctx = ctx(_, _, Ordered, _, _, _),                         % category of
      findall(A0, member(ordered(A0, plain, _), Ordered), [A]),   % counts
      X = (XA=_), XA \== A }.
'$zt_query'(Ctx, what(A, X)) -->        % "How many eggs did the hen in the
    [count(A)], '$zt_row_np'(Ctx, A, X), '$zt_attrs',   % green coop lay?"
    { X = (XA=_), XA \== A }.
'$zt_query'(Ctx, what(A, X)) --> [kw(what)], '$zt_np'(Ctx, X), [attr(A)].
'$zt_query'(Ctx, what(A, X)) --> [attr(A)], '$zt_np'(Ctx, X).
'$zt_query'(Ctx, where(X)) --> [kw(where)], '$zt_attrs', '$zt_np'(Ctx, X), '$zt_attrs'.
'$zt_query'(Ctx, what(A, X)) -->        % "When was Old Ferry opened?": the
    [kw(when)], '$zt_attrs', '$zt_np'(Ctx, X), '$zt_attrs',   % one category
    { Ctx = ctx(_, _, Ordered, _, _, _),                      % of times or dates
      findall(A0, ( member(ordered(A0, K, _), Ordered),
                    (   memberchk(K, [time, date, month, weekday])
                    ;   '$zt_calendar'(Ctx, A0)
                    ) ), [A]),
      X = (XA=_), XA \== A }.

'$zt_query'(Ctx, what(A, X)) -->
    [How], { How == kw(how_much) ; How == how_money },
    '$zt_attrs', '$zt_np'(Ctx, X), '$zt_attrs',
    { catch('$zt_compared'(Ctx, '$', [], how_much, A, _), zt_compare(_, _), fail) }.
'$zt_query'(Ctx, what(A, X)) -->        % "How much did Dilys pick?" with
    [kw(how_much)], '$zt_attrs', '$zt_np'(Ctx, X), '$zt_attrs',   % no prices:
    { Ctx = ctx(_, _, Ordered, _, _, _),     % the one amount of stuff (weight,
      \+ memberchk(ordered(_, money, _), Ordered),   % volume)
      findall(A0, ( member(ordered(A0, unit(U), _), Ordered),
                    '$zt_unit_dimension'(U, Ds),
                    ( memberchk(weight, Ds) ; memberchk(volume, Ds) ) ),
              As0),
      sort(As0, [A]),
      X = (XA=_), XA \== A }.
'$zt_query'(Ctx, what(A, X)) -->        % "How old is the child with the
    [how(Hints)], '$zt_row_np'(Ctx, none, X), '$zt_attrs',   % green belt?"
    { catch('$zt_compared'(Ctx, none, Hints, how, A, _), zt_compare(_, _), fail),
      X = (XA=_), XA \== A }.
'$zt_query'(Ctx, what(A, X)) -->        % "How far did Splash jump?" with
    [How], '$zt_attrs', '$zt_np'(Ctx, X), [attr(A)],   % Jumps: 1.2 m, ...;
    { ( How = how(_) ; How == kw(how_much) ),
      Ctx = ctx(_, _, Ordered, _, _, _),                  % "How much honey did
      memberchk(ordered(A, _, _), Ordered),            % the beekeeper from
      X = (XA=_), XA \== A }.                          % Dunmore harvest?" on
                                                       % Harvests: 12.5 kg, ...

% The verbs of "Who drinks water?" are category words.
'$zt_attrs' --> [attr(_)], !, '$zt_attrs'.
'$zt_attrs' --> [].

% '$zt_row_np'(+Ctx, +Asked, -X): the noun phrase naming the row asked
% about, after a category noun for that row ("the hen in the green
% coop", "the child with the green belt"): the noun is neither the
% category asked for nor the value's own ("Which gnome is holding the
% lantern?" names the value's category), so it only says what the row
% is.
'$zt_row_np'(Ctx, Asked, X) -->
    [attr(B)], '$zt_np'(Ctx, X),
    { X = (XA=_), B \== XA, B \== Asked }.
'$zt_row_np'(Ctx, _, X) -->
    '$zt_np'(Ctx, X).
