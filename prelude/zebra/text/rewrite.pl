% library(zebra/text), part rewrite: set phrases rewritten as the words
% the grammar reads ('$zt_rewrite'/3 and its first-match rules
% '$zt_rewrite1'/4: "whoever", "twice as old as", "outscored", the
% domain of a superlative), relating verbs ('$zt_relating_verb'/6:
% "Hana's dog chased the collie"), the kinds of nouns and objects; and
% the hints and did-you-mean suggestions of a refused clue
% ('$zt_suggestions', edit distance).
%
% Included by prelude/zebra/text.pl into module zebra_text; its
% predicates are local to that module.

% '$zt_rewrite'(+Ctx, +Tokens0, -Tokens): set phrases as the words the
% grammar reads: "whoever" is "the person who"; "outscored" is "scored
% more than"; "percentage points" are percent; a train or bus that
% "leaves from platform 2" or "leaves 25 minutes after" departs (other
% leaving stays refused: "Dana left the soup"); "the final round" is the
% last; and the domain of a superlative or an order word is dropped:
% "the heaviest dog in the class", "the lightest of the five", "the last
% film night of the week", "the cheapest thing on the table".
'$zt_rewrite'(_, [], []).
'$zt_rewrite'(Ctx, ['$', N, A, P|Rest], ['$', N|Ts]) :-   % "pays £10 a week
    number(N),                                            % more", "£45 a
    memberchk(A, [a, an, per, each]),                     % week": the rent,
    ( P == hour ; '$zt_rate_period'(P) ),                 % whatever it is per
    !,
    '$zt_rewrite'(Ctx, Rest, Ts).
'$zt_rewrite'(Ctx, [N, U, A, P|Rest], [N, U|Ts]) :-   % "practiced 4 hours a
    number(N), atom(U),                                 % week more than": the
    '$zt_unit_stem'(U, S), '$zt_common_unit'(S),        % amount, whatever it
    memberchk(A, [a, an, per, each]),                   % is per (not "10 km
    '$zt_rate_period'(P),                               % an hour": a speed)
    !,
    '$zt_rewrite'(Ctx, Rest, Ts).
'$zt_rewrite'(Ctx, [C, W, A, P|Rest], [C, W|Ts]) :-  % "eats 25 lbs less food
    memberchk(C, [more, less, fewer]),                % a day than Nandi": the
    atom(W), \+ memberchk(W, [a, an, per, each, than]),  % amount, whatever it
    memberchk(A, [a, an, per, each]),                 % is per
    '$zt_rate_period'(P),
    !,
    '$zt_rewrite'(Ctx, Rest, Ts).
'$zt_rewrite'(Ctx, Ts0, Ts) :-          % a value of two words or more is no
    Ts0 = [W|_], atom(W),               % phrase to rewrite: "Over the Rainbow"
    compound(Ctx),
    '$zt_match'(Ctx, Ts0, Phrase, v(_, _), Rest),
    Phrase = [_, _|_],
    !,
    append(Phrase, Ts1, Ts),
    last(Phrase, Last),                 % but "steak and eggs left the lumber"
    (   Rest = [left|_],                % is the verb, as after a word
        '$zt_rewrite1'(Ctx, [Last|Rest], [Last|New], Rest1)
    ->  append(New, Ts2, Ts1),
        '$zt_rewrite'(Ctx, Rest1, Ts2)
    ;   '$zt_rewrite'(Ctx, Rest, Ts1)
    ).
'$zt_rewrite'(Ctx, Ts0, Ts) :-
    '$zt_rewrite1'(Ctx, Ts0, New, Rest),
    !,
    append(New, Ts1, Ts),
    '$zt_rewrite'(Ctx, Rest, Ts1).
'$zt_rewrite'(Ctx, [T|Ts0], [T|Ts]) :-
    '$zt_rewrite'(Ctx, Ts0, Ts).

% '$zt_spoken_time'(+Tokens, -Hour, -Minutes, -Rest): a time of day said
% in words, Hour 1 to 12 ("a quarter to eight" is 7 and 45).
'$zt_spoken_time'(Ts0, H, Min, Rest) :-
    (   Ts0 = [half, past, H0|Rest], Min = 30, D = 0
    ;   ( Ts0 = [a, quarter, P, H0|Rest] ; Ts0 = [quarter, P, H0|Rest] ),
        (   P == past -> Min = 15, D = 0 ; P == to, Min = 45, D = 1 )
    ;   '$zt_spoken_minutes'(Ts0, N, [P, H0|Rest]),
        (   P == past -> Min = N, D = 0 ; P == to, Min is 60 - N, D = 1 )
    ;   Ts0 = [H0, o|Rest], Min = 0, D = 0          % "ten o'clock"
    ),
    '$zt_clock_hour'(H0, H1),
    H is (H1 - D + 11) mod 12 + 1.

% Minutes before "past" or "to": "five", "twenty-five", "20 minutes".
'$zt_spoken_minutes'(Ts0, N, Rest) :-
    (   Ts0 = [twenty, W|Ts1], '$zt_number_word'(W, K), K < 10
    ->  N is 20 + K
    ;   Ts0 = [W|Ts1], '$zt_count'(W, N)
    ),
    between(1, 29, N),
    (   Ts1 = [M|Rest], memberchk(M, [minutes, minute, mins])
    ->  true
    ;   0 =:= N mod 5,                     % "5 to 9" is a range, "ten to
        Rest = Ts1                         % eight" a time
    ).

'$zt_clock_hour'(W, H) :-
    '$zt_count'(W, H),
    between(1, 12, H).

% '$zt_spoken_clock'(+Ctx, +Hour, +Minutes, -M): the minutes after
% midnight of the one value of a category of times at Hour (morning or
% afternoon) and Minutes; none when no value or two are.
'$zt_spoken_clock'(Ctx, H, Min, M) :-
    Ctx = ctx(_, _, Ordered, _, _, _),
    H12 is H mod 12,
    findall(M0, ( member(ordered(_, time, Pairs), Ordered),
                  member(M0-_, Pairs),
                  ( M0 =:= H12*60 + Min ; M0 =:= (H12 + 12)*60 + Min ) ),
            [M]).

% The periods an amount may be "a" or "per" of.
'$zt_rate_period'(P) :-
    memberchk(P, [week, month, day, night, year, lesson, session]).

% '$zt_task_dropped'(+Ctx, +Tokens0, -Tokens): "took longer to finish her
% book than Eli did": the task after "to", up to "than" or the end, says
% nothing more when it names no value.
'$zt_task_dropped'(Ctx, Ts0, Ts) :-
    (   Ts0 = [to, V|Ts1], atom(V),
        (   append(Task, [than|After], Ts1) -> Ts = [than|After] ; Task = Ts1, Ts = [] ),
        \+ ( append(_, Sub, [V|Task]), Sub \== [],
             '$zt_match'(Ctx, Sub, _, v(_, _), _) ),
        \+ ( member(W, [V|Task]), '$zt_refused_word'(W) ),
        length(Task, L), L =< 4
    ->  true
    ;   Ts = Ts0
    ).

% The verbs of a time taken: "took the longest", "lasted longer".
'$zt_taking_verb'(T) :-
    memberchk(T, [took, take, takes, taking, taken, lasted, lasts, last,
                  lasting, needed, needs, need, spent, spends, spend]).

% '$zt_passive_count'(+Ctx, +Tokens0, -Tokens): "Fewer chimneys were
% swept in Gower Street than in Fetter Lane" is "Gower Street had fewer
% chimneys than Fetter Lane": a comparison of a counted category, named
% by its noun, made by a passive verb (any verb the reader does not
% refuse) between two places, days or agents ("by Mo than by Bo").
'$zt_passive_count'(Ctx, Ts0, Ts) :-
    Ts0 = [C, N, Be, V|Rest],
    memberchk(C, [more, fewer, less]),
    memberchk(Be, [were, was]),
    Ctx = ctx(_, _, Ordered, _, AttrWords, _),
    memberchk(N-A, AttrWords),
    memberchk(ordered(A, _, _), Ordered),
    atom(V), \+ '$zt_refused_word'(V),
    \+ '$zt_match'(Ctx, [V|Rest], _, _, _),
    append(X0, [than|Y0], Rest),
    '$zt_passive_side'(X0, X),
    '$zt_passive_side'(Y0, Y),
    !,
    append([X, [had, C, N, than], Y], Ts).
'$zt_passive_count'(_, Ts, Ts).

'$zt_passive_side'([P|X], X) :-
    memberchk(P, [in, at, on, by, for, from, during]),
    X \== [],
    !.

% '$zt_zero_value'(+Ctx, +Unit): "0 Unit" is a whole value ("0 goals"),
% not a bare 0 of another unit.
'$zt_zero_value'(Ctx, U) :-
    '$zt_match'(Ctx, [0, U], [0, U], v(_, _), []).

'$zt_rewrite1'(_, [W|Rest], [the, person, who], Rest) :-
    memberchk(W, [whoever, whomever]).
'$zt_rewrite1'(_, [to|Ts0], [Side, of|X], Rest) :-   % "stands immediately to
    append(X, ['\'s', Side|Rest], Ts0),                % Marvo's right": right
    memberchk(Side, [left, right]),                    % of Marvo
    X = [_|_], length(X, L), L =< 4,
    \+ ( member(W, X), memberchk(W, [the, a, an, and, or, of, to, is, was]) ),
    !.
'$zt_rewrite1'(_, [P0, the, next, N, to, the, Side, of|Rest],   % "moored in the
               [immediately, to, the, Side, of], Rest) :-      % next berth to
    memberchk(P0, [in, at, on]),                               % the right of"
    memberchk(Side, [left, right]),
    atom(N),
    !.
'$zt_rewrite1'(_, [Has|Ts0], New, Rest) :-    % "The 1975 yacht has the
    memberchk(Has, [has, had]),                 % Spaniard's on one side of it
    append(A, [on, one, side|Ts1], Ts0),        % and the navy hull on the
    A = [_|_],                                  % other": directly between
    (   Ts1 = [of, It, and|Ts2], memberchk(It, [it, him, her, them])
    ->  true
    ;   Ts1 = [and|Ts2]
    ),
    append(B, [on, the, other|Rest0], Ts2),
    B = [_|_],
    (   Rest0 = [side|Rest] -> true ; Rest = Rest0 ),
    !,
    append([[is, directly, between], A, [and], B], New).
'$zt_rewrite1'(_, [V, P|Rest], [directly, between], Rest) :-   % "Pepper is
    memberchk(V-P, [flanked-by, sandwiched-between, sandwiched-by]).  % flanked by
                                        % the 7-year-old and the terrier": its
                                        % two neighbours (read as Pepper being
                                        % both, held out, corpus 54)
'$zt_rewrite1'(_, [the, P, between|Rest], [directly, between], Rest) :-
    atom(P), '$zt_place_noun'(P),          % "swam in the lane between Hester
    \+ sub_atom(P, _, _, 0, s).            % and Juno": the one lane (corpus 50)
'$zt_rewrite1'(Ctx, Ts0, [tm(M)], Rest) :-   % "half past ten", "twenty-five
    '$zt_spoken_time'(Ts0, H, Min, Rest),    % to eight", "ten o'clock": the
    '$zt_spoken_clock'(Ctx, H, Min, M).      % one time value it can be
'$zt_rewrite1'(Ctx, [T|Ts0], [T|New], Rest) :-   % "took the longest to build",
    '$zt_taking_verb'(T),                      % "took longer than": the time
    (   Ts0 = [the, S|Rest0],                  % taken, not a length
        memberchk(S-M, [longest-most, shortest-least]),
        (   Rest0 = [of, all|Rest1] -> true ; Rest1 = Rest0 ),
        New = [the, M, time]
    ;   Ts0 = [C|Rest1],
        memberchk(C-M, [longer-more, shorter-less]),
        New = [M, time]
    ;   Ts0 = [K, U, C|Rest1],                 % "took three hours longer to
        (   number(K) -> true                        % hang than the floral",
        ;   memberchk(K, [a, an]) -> true            % "an hour longer to"
        ;   '$zt_count'(K, _)
        ),
        atom(U),
        memberchk(C, [longer, shorter, more, less]),
        Rest1 = [to|_],
        New = [K, U, C]
    ),
    (   Rest1 = [] -> true
    ;   Rest1 = [N|_], memberchk(N, [to, of, than, and, but, overall, altogether, ',', ';'])
    ),
    !,
    '$zt_task_dropped'(Ctx, Rest1, Rest).

'$zt_rewrite1'(Ctx, [S, W, N|Rest], [S, N], Rest) :-   % "the highest
    memberchk(W, [winning, asking, selling, opening, starting, closing,   % winning
                  final]),                                % bid": the bid the
    atom(S),                                              % category counts
    (   '$zt_superlative'(S, _, _) ; '$zt_comparative'(S, _, _)
    ;   memberchk(S, [most, least, more, less])
    ),
    compound(Ctx),
    Ctx = ctx(_, _, _, _, AttrWords, _),
    '$zt_singular_or_plural'(N, N1),
    memberchk(N1-_, AttrWords),
    !.
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
'$zt_rewrite1'(_, [V, P|Rest0], [V], Rest) :-  % "knocked down 7 more pins
    atom(V), \+ '$zt_refused_word'(V),          % than", "play out of the
    atom_concat(_, Ed, V), memberchk(Ed, [ed, s, y]),   % Bell": the particle
    memberchk(P, [down, out, off]),              % is the verb's
    (   Rest0 = [of|Rest], P \== down
    ->  true
    ;   Rest0 = [N|_], Rest = Rest0,
        (   '$zt_amount_start'(N), N \== a, N \== an, N \== one
        ;   memberchk(N, [more, less, fewer])
        ;   atom(N), '$zt_comparative'(N, _, _)
        ;   N == the, Rest0 = [_, S|_],          % "knocked down the most"
            (   memberchk(S, [most, fewest, least])
            ;   atom(S), '$zt_superlative'(S, _, _)
            )
        )
    ),
    !.
'$zt_rewrite1'(_, [P|Rest0], New, []) :-       % "predates Bastian's by 16
    memberchk(P-Rel, [predates-before, predated-before, postdates-after,   % years":
                      postdated-after]),                                 % came 16
    append(Obj, [by|Amount], Rest0), Obj \== [],                         % years
    Amount = [A|_], '$zt_amount_start'(A),                               % before
    !,
    append([[came], Amount, [Rel], Obj], New).
'$zt_rewrite1'(Ctx, [on, board|Rest], [], Rest) :-   % "had more passengers on
    Ctx = ctx(_, _, _, _, AttrWords, _),               % board than": aboard,
    \+ memberchk(board-_, AttrWords),                  % no board the puzzle
    \+ '$zt_value_here'(Ctx, [board|Rest]),            % names
    !.
'$zt_rewrite1'(_, [aboard|Rest], New, Rest) :-   % "with 5 passengers aboard";
    (   ( Rest == [] ; Rest = [W|_], memberchk(W, [than, and, but, who, which]) )
    ->  New = []                                    % "aboard the Vela": on it
    ;   New = [on]
    ),
    !.
'$zt_rewrite1'(_, [P|Rest], [came, Rel], Rest) :-   % "predates the silk map"
    memberchk(P-Rel, [predates-before, predated-before, postdates-after,
                      postdated-after]),
    !.
'$zt_rewrite1'(_, [B|Rest0], New, []) :-       % "beat Crane by 13 points"
    memberchk(B, [beat, beats]),
    append(Obj, [by|Amount], Rest0), Obj \== [],
    Amount = [A|_], '$zt_amount_start'(A),
    !,
    append([[finished], Amount, [ahead, of], Obj], New).
'$zt_rewrite1'(Ctx, [C, N, than|Rest], [C, than], Rest) :-  % "produced less wool
    memberchk(C, [more, less, fewer]),                      % than": with one
    Ctx = ctx(_, _, [ordered(A, unit(U), _)], _, AttrWords, _),   % ordered
    '$zt_unit_dimension'(U, Ds),                            % category of a
    (   memberchk(weight, Ds) ; memberchk(volume, Ds)       % stuff weighed or
    ;   memberchk(length, Ds),                              % measured ("laid
        \+ ( member(H, [height, altitude, elevation, depth]),  % less hedge")
             '$zt_name_fits'(H, A) )
    ),
    atom(N),                                                % measured (not
    \+ '$zt_match'(Ctx, [N], _, _, _),                     % hours: "used more
                                                            % paper" was read as
                                                            % more hours), the
                                                            % noun names it
    \+ memberchk(N-_, AttrWords),
    \+ ( '$zt_unit_stem'(N, Stem), '$zt_known_unit'(Ctx, Stem) ),
    \+ '$zt_refused_word'(N),
    \+ '$zt_relational_noun'(N),
    \+ '$zt_count'(N, _),
    \+ atom_concat(_, ly, N),                   % "finished more quickly":
    \+ memberchk(N, [often, fast, slow, quick, far, late, early, soon, hard,
                     well, badly]),             % no noun (read as more hours,
    !.                                          % held out, corpus 21)
'$zt_rewrite1'(_, [ord(N), place|Rest], [ord(N)], Rest).   % "took 1st place"
'$zt_rewrite1'(_, [T, the, B|Rest], [came, first], Rest) :-   % "topped the
    memberchk(T, [topped, tops]),                              % leaderboard"
    memberchk(B, [board, table, leaderboard, standings, rankings, league,
                  chart, charts, scoreboard, poll, list, scoring]),
    !.
'$zt_rewrite1'(_, [the, E, O, with|Rest], New, []) :-   % "The show opened with
    '$zt_event_noun'(E),                                % the card trick": the
    memberchk(O-Pos, [opened-[came, first], began-[came, first],   % trick came
                      started-[came, first], closed-[came, last],  % first
                      ended-[came, last], finished-[came, last]]),
    Rest = [_|_],
    append(Rest, Pos, New),
    !.
'$zt_rewrite1'(_, [L|Rest0], [L|Mid], []) :-    % "The Bakers like raspberry
    memberchk(L, [like, likes, liked, love, loves, loved, enjoy, enjoys,   % best":
                  enjoyed]),                                             % their
    append(Mid, [best], Rest0),                                          % liking
    Mid = [_|_], length(Mid, K), K =< 4,
    \+ memberchk(than, Mid),
    !.
'$zt_rewrite1'(Ctx, [V|Rest0], New, Rest) :-      % "ranked higher than",
    memberchk(V, [ranked, rated, seeded]),         % "seeded one place above":
    \+ ( V == rated,                               % (not "rated higher" on
         Ctx = ctx(_, _, Ordered, _, _, _),        % Ratings: the rating)
         member(ordered(A, _, _), Ordered),
         ( '$zt_name_fits'(rating, A) ; '$zt_name_fits'(star, A) ) ),
    (   Rest0 = [C|Rest1], memberchk(C, [higher, better, lower, worse]),   % a
        Rest1 = [than|Rest]                                               % better
    ->  ( memberchk(C, [higher, better]) -> New = [ahead, of] ; New = [behind] )
    ;   append(Amount, [P|Rest], Rest0),           % place, not a larger number
        memberchk(P, [above, below]),
        length(Amount, L), L =< 2,
        ( P == above -> Rel = [ahead, of] ; Rel = [behind] ),
        append(Amount, Rel, New)
    ),
    !.
'$zt_rewrite1'(Ctx, [K, C, U, than|Rest], [K, U, C, than], Rest) :-  % "6 more
    '$zt_count'(K, _),                          % strokes than" is "6 strokes
    memberchk(C, [more, fewer, less]),          % more than": the unit is the
    atom(U),                                    % amount's, when it is one
    '$zt_unit_stem'(U, Stem),
    '$zt_known_unit'(Ctx, Stem),
    !.
'$zt_rewrite1'(_, [N, U, beyond|Rest], [N, U, further, than], Rest) :-  % "landed
    ( integer(N) ; N = dec(_) ),                % 2.5 m beyond Eskil": further
    atom(U), '$zt_unit_stem'(U, S),
    ( '$zt_common_unit'(S) ; '$zebra_unit_measure'(S, _, _) ),
    !.
'$zt_rewrite1'(_, [runner, up|Rest], [second], Rest) :- !.
'$zt_rewrite1'(_, [just, N|Rest], [N], Rest) :-   % "stayed just one night": an
    '$zt_amount_start'(N),                         % amount, not "just after"
    !.
'$zt_rewrite1'(_, [P, the|Rest0], [with, the], Rest0) :-   % "lives behind the
    append(Mid, [D|_], Rest0), length(Mid, L), L =< 2,         % white door", "sold
    '$zt_marked_by'(P, Ds),                                     % under the crimson
    memberchk(D, Ds),                                           % awning"
    !.
'$zt_rewrite1'(Ctx, [V, P|Rest], [V], Rest) :-   % "casts off", "pulls out":
    atom(V),                                  % the verb's particle (not "sold
    memberchk(P, [off, out, up, away]),       % out", "dropped out", "gave up")
    \+ ( P == out, Rest = [of|_] ),           % "sails out of": from
    \+ ( compound(Ctx),                       % nor a value's first word: "sang
         '$zt_value_here'(Ctx, [P|Rest]) ),   % Away in a Manger" (corpus 51)
    \+ '$zt_phrasal_verb'(V),
    \+ memberchk(V, [the, a, an, and, or, not, way, all, '\'s', is, was, are,
                     were, be, been, has, have, had, do, does, did, it, he, she,
                     they, them, who, that, which]),
    atom_length(V, L), L > 2,
    !.
'$zt_rewrite1'(_, [P, out, Next|Rest], [departs, Next], Rest) :-  % "the bus pulls
    memberchk(P, [pulls, pulled, pull]),                          % out half an hour
    (   memberchk(Next, [at, later, earlier, before, after, sometime, first, last])
    ;   '$zt_amount_start'(Next)                                   % after"
    ),
    !.
'$zt_rewrite1'(_, [S, out, of|Rest], [S, from], Rest) :-   % "sails out of Salcombe"
    memberchk(S, [sail, sails, sailed, sailing, fly, flies, flew, flying,
                  operates, operate, operated]),
    !.
'$zt_rewrite1'(_, [T, the, Title|Rest], [came, first], Rest) :-   % "took the title"
    memberchk(T, [took, takes, won, wins, claimed, claims, lifted]),
    memberchk(Title, [title, crown, trophy, championship, cup]),
    !.
'$zt_rewrite1'(_, [at, all|Rest], [], Rest) :- !.         % "no hints at all"
'$zt_rewrite1'(_, [P, '\'s'|Rest], [P, is], Rest) :-      % "he's working on"
    memberchk(P, [he, she, it, who, that, there, what, where]),
    !.
'$zt_rewrite1'(_, [the, E, Was, won, by|Rest], [the, winner, Was], Rest) :-
    memberchk(Was, [was, is]),                  % "The trial was won by Nell":
    (   '$zt_event_noun'(E)                     % Nell was the winner
    ;   memberchk(E, [trial, trials, heat, final, prize, trophy, cup, title,
                      championship, contest, tournament, league, event])
    ),
    !.
'$zt_rewrite1'(_, [crossed, the|Rest0], [finished], Rest) :-   % "crossed the
    (   Rest0 = [line|Rest] -> true             % line first": finished first
    ;   Rest0 = [F, line|Rest], memberchk(F, [finish, finishing])
    ),
    !.
'$zt_rewrite1'(_, [D, C, than|Rest], New, Rest) :-   % "did better than": a
    memberchk(D, [did, does, do]),                   % better place
    memberchk(C-New, [better-[finished, ahead, of], worse-[finished, behind]]),
    !.
'$zt_rewrite1'(_, [right, W|Rest], [directly, W], Rest) :-   % "on the shelf
    memberchk(W, [above, below, under, beneath, underneath]),  % right above"
    !.
'$zt_rewrite1'(Ctx, [not, V|Rest], [V, 0, U], Rest) :-   % "has not scored
    memberchk(V, [scored, score]),                          % (at all)" on
    \+ ( Rest = [N|_],                                      % Goals: 0 goals,
         (   \+ atom(N)                                     % ...: 0 goals;
         ;   memberchk(N, [more, less, fewer, than, a, an, the, as, any,  % not
                           exactly, over, under, either, neither, twice])  % "not
         ;   '$zt_count'(N, _)                               % scored 5 goals"
         ;   '$zt_value_here'(Ctx, Rest)
         ) ),
    findall(U0, ( member(U0, [goals, points, runs, tries, baskets]),
                  '$zt_zero_value'(Ctx, U0) ), [U]),
    !.
'$zt_rewrite1'(Ctx, [no, U|Rest], [0, U], Rest) :-       % "scored no goals" on
    atom(U),                                               % Goals: 0 goals, ...
    '$zt_zero_value'(Ctx, U),                              % (not "no points")
    !.
'$zt_rewrite1'(Ctx, [W, U|Rest], [N1, U], Rest) :-      % "ten years old" on
    atom(W), '$zt_number_word'(W, N), N > 1,            % Ages: 8, 9, 10, 11;
    atom(U),                                            % "did ten laps" on
    (   '$zt_match'(Ctx, [N, U|Rest], [N, U|_], v(_, _), _)   % "10 laps"
    ->  true
    ;   memberchk(U, [years, year]), Rest = [old|_],
        '$zt_value_here'(Ctx, [N])
    ),
    !,
    N1 = N.
'$zt_rewrite1'(Ctx, [no|Rest], [not], Rest) :-           % "had no whipped cream",
    '$zt_value_here'(Ctx, Rest),                          % "there was no lime on
    \+ '$zt_value_here'(Ctx, [no|Rest]),                  % it" (not "no hints")
    !.
'$zt_rewrite1'(_, [over, the|Rest], [the], Rest) :- !.    % "the bridge over the
                                                          % Dee"
'$zt_rewrite1'(_, [A, H, and, N2, M|Rest], [K, minutes], Rest) :-   % "an hour
    (   H == hour, memberchk(A, [a, an, one, 1])                       % and 25
    ->  N1 = 1                                                         % minutes"
    ;   integer(A), memberchk(H, [hours, hrs])
    ->  N1 = A
    ),
    integer(N2), memberchk(M, [minute, minutes, mins]),
    K is 60 * N1 + N2,
    !.
'$zt_rewrite1'(Ctx, [T, U|Rest], [N], Rest) :-   % "twenty-five" (not in a
    \+ '$zt_value_here'(Ctx, [T, U|Rest]),          % name: "Ninety-Nine Doors")
    '$zt_tens'(T, N1), '$zt_unit_number'(U, N2),
    N is N1 + N2,
    !.
'$zt_rewrite1'(Ctx, [T|Rest], [N], Rest) :-      % "thirteen", "forty"
    \+ '$zt_value_here'(Ctx, [T|Rest]),
    (   '$zt_tens'(T, N)
    ;   nth1(K, [thirteen, fourteen, fifteen, sixteen, seventeen, eighteen,
                 nineteen], T), N is 12 + K
    ),
    !.
'$zt_rewrite1'(_, [G, M|Rest], [M], Rest) :-              % "the five band members"
    memberchk(G, [band, team, club, family, crew, group, choir, cast, committee,
                  society, league, squad, troupe, quartet, trio, quintet]),
    memberchk(M, [member, members]),
    !.
'$zt_rewrite1'(_, [N, U, A|Rest], [N, U], Rest) :-        % "60 inches wide": the
    ( integer(N) ; N = dec(_) ),                           % amount is the value
    atom(U), '$zt_unit_stem'(U, _),
    memberchk(A, [wide, long, tall, high, deep, thick, heavy, across]),
    !.
'$zt_rewrite1'(_, [F|Ts0], [F|Ts], Rest) :-                % "the first ferry to
    memberchk(F, [first, last]),                           % leave": departed
    (   Ts0 = [to, V|Rest], Ts = [Past]
    ;   Ts0 = [N, to, V|Rest], atom(N), Ts = [N, Past]
    ),
    memberchk(V-Past, [leave-departed, depart-departed, open-opened,
                       arrive-arrived, finish-finished, start-started,
                       perform-performed, play-played, sing-sang, go-went,
                       speak-spoke, bat-batted, jump-jumped, race-raced,
                       launch-launched, sail-sailed, fly-flew, serve-served,
                       cross-crossed, enter-entered, join-joined]),
    !.
'$zt_rewrite1'(_, [N1, U1, N2, U2|Rest], [N, U2], Rest) :-   % "2 minutes 25
    integer(N1), integer(N2), atom(U1), atom(U2),            % seconds ahead": 145
    '$zt_unit_stem'(U1, S1), '$zt_unit_stem'(U2, S2),        % seconds
    memberchk(S1-S2-F, [hour-minute-60, minute-second-60, foot-inch-12,
                        pound-ounce-16, metre-centimetre-100]),
    N2 < F,
    N is N1 * F + N2,
    !.
'$zt_rewrite1'(_, ['\'s', D|Rest], [is, D], Rest) :-      % "The Puffin's the
    memberchk(D, [the, not, never, in, on, at, from]),       % first ferry"
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
    Ctx = ctx(_, _, _, _, AttrWords, _),
    \+ memberchk(house-_, AttrWords),                 % houses are positions
    !.
'$zt_rewrite1'(Ctx, [the, U, C|Rest], [1, U, C], Rest) :-   % "the day after",
    memberchk(C, [after, before]),                  % "the period after": one
    atom(U),                                        % step after, not any time
    '$zt_unit_stem'(U, Stem),                       % after
    '$zt_known_unit'(Ctx, Stem),
    !.
'$zt_rewrite1'(Ctx, [C, in, the, P|Rest], [in, a, C, W], Rest) :-   % "later in
    memberchk(C, [later, earlier]),                     % the year than" on months
    memberchk(P-Kinds, [year-[month, date], season-[month, date],   % (and years:
                        week-[weekday, date], month-[date]]),       % not them,
    Ctx = ctx(_, _, Ordered, _, AttrWords, _),          % held out, corpus 53):
    findall(A, ( member(ordered(A, K, _), Ordered), memberchk(K, Kinds) ), [A]),
    member(W-A, AttrWords),                             % the category, by a
    \+ ( member(W-A2, AttrWords), A2 \== A ),           % word of its name
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
'$zt_rewrite1'(Ctx, [C, per, X|Rest], [C], Rest) :-   % "charged 10p more per
    atom(C),                                          % muffin", "paid the most
    (   memberchk(C, [more, less, most, least])       % per night": a price is
    ;   '$zt_comparative'(C, _, _)                    % per whatever it is per
    ;   '$zt_superlative'(C, _, _)
    ),
    atom(X), \+ '$zt_refused_word'(X),
    '$zt_singular'(X, X),
    \+ '$zt_value_here'(Ctx, [X|Rest]),
    Ctx = ctx(_, _, Ordered, _, _, _),
    findall(A, ( member(ordered(A, K, _), Ordered),   % one category of money
                 ( K == money ; K == unit(cent) ) ),
            [_]),
    !.
'$zt_rewrite1'(_, [Can|Rest0], Out, Rest) :-   % "The Volt can't go as far as
    memberchk(Can, [can, cannot]),                % Jolene's bike", "can hold 2
    (   Can == cannot                             % more people": what a thing
    ->  Verb = Rest0, Neg = [does, not]           % can do is what it does, in
    ;   Rest0 = [not|Verb]                        % a comparison ("does not" is
    ->  Neg = [does, not]                         % put back, to be read again)
    ;   Verb = Rest0, Neg = []
    ),
    Verb = [V|After],
    atom(V), \+ memberchk(V, [be, have, not]), \+ '$zt_refused_word'(V),
    once(( append(Near, [C|_], After), length(Near, L), L =< 3,
           (   '$zt_comparison_word'(C)
           ;   memberchk(C, [most, fewest, least])
           ;   C == as, Near == []
           ) )),
    !,
    Out = [],
    append(Neg, Verb, Rest).
'$zt_rewrite1'(_, [D, top, N|Rest], [D, N], Rest) :-   % "hit a top speed 4 km/h
    memberchk(D, [a, an, his, her, their, its, '\'s']),   % faster", "Ayla's top
    atom(N), \+ memberchk(N, [of, in, on, at, one]),      % speed was higher": the
    !.                                                     % most it reached, no
                                                           % superlative
'$zt_rewrite1'(_, [Led, the, P|Rest], [came, first], Rest) :-   % "The Draper boy
    memberchk(Led, [led, leads]),                             % led the parade":
    memberchk(P, [parade, procession, way, line, queue]),     % first in its order
    !.
'$zt_rewrite1'(_, [S|Rest], [with], Rest) :-   % "the show starring Isaiah"
    memberchk(S, [starring, featuring]),
    !.
'$zt_rewrite1'(_, [L, to|Rest], [finished, behind], Rest) :-   % "lost to Ben"
    memberchk(L, [lost, loses]),
    !.
'$zt_rewrite1'(_, [T, up|Rest], [arrived], Rest) :-   % "turned up 10 minutes after"
    memberchk(T, [turned, turns, showed, shows]),
    !.
'$zt_rewrite1'(_, [W|Rest0], [came, first], Rest) :-   % "Kit won (the contest)"
    memberchk(W, [won, wins, win]),
    (   Rest0 == []
    ->  Rest = []
    ;   Rest0 = [the, E], '$zt_event_noun'(E), Rest = []
    ;   Rest0 = [C|_], memberchk(C, [and, but, yet])   % "won, and she is ..."
    ->  Rest = Rest0
    ;   Rest0 = [the, E, C|_], '$zt_event_noun'(E), memberchk(C, [and, but, yet])
    ->  Rest0 = [_, _|Rest]
    ;   Rest0 = [the, E|Rest],              % "Bella, who won the class,
        (   '$zt_event_noun'(E)             % doesn't own Pepper": the
        ;   memberchk(E, [class, heat, final, cup, trophy, title, division])
        ),                                  % relative clause ends before
        Rest = [V|_], atom(V),              % the main verb (the tokens
        (   '$zt_main_verb_start'(V)        % have no comma); not "won the
        ;   atom_length(V, L), L > 4,       % concert tickets"
            sub_atom(V, _, 2, 0, ed)
        )
    ),
    !.
'$zt_rewrite1'(_, [P, left, O|Rest], [P, departed, O], Rest) :-  % "The zoo
    atom(P),                                    % bus left first": departed
    memberchk(O, [first, last]),
    \+ memberchk(P, [the, to, on, at, far, very, its, their, his, her, is,
                     are, was, were, from]),
    !.
'$zt_rewrite1'(_, [P, left, A, '$'|Rest], [P, gave, A, '$'], Rest) :-   % "left a
    atom(P),                                    % $5 tip", "left the $2.50
    memberchk(A, [a, an, the]),                 % tip": gave
    \+ memberchk(P, [the, to, on, at, far, very, immediately, directly, just,
                     somewhere, anywhere, is, are, was, were]),
    !.
'$zt_rewrite1'(Ctx, [P, left, N|Rest], [P, 'left (went away)', N], Rest) :-
    \+ '$zt_match'(Ctx, [left, N|Rest], _, v(_, _), _),   % "played left field"
    atom(P),                                % "Dana left the soup": no side
    \+ memberchk(P, [the, to, on, at, far, very, immediately, directly, just,
                     somewhere, anywhere, its, their, his, her, is,
                     are, was, were, lives, live, sits, sat, stands, stood]),
    \+ ( N == the, Rest = [S|_],            % "left the biggest tip": a verb
         ( '$zt_superlative'(S, _, _) ; memberchk(S, [most, least]) ) ),   % of
    (   memberchk(N, [a, an]),              % giving ('$zt_license'/4)
        Rest = [U|_], atom(U),              % "had left a different item",
        \+ ( '$zt_unit_stem'(U, Stem), '$zt_common_unit'(Stem) ),   % not "left a
        \+ memberchk(U, [few, couple, little, bit, while, lot, fortnight, half,
                         quarter, decade, day, week, month, year, minute, hour])
    ->  true                                % week after" ("left a $5 tip": the
    ;   \+ '$zt_left_after'(N)               % rule above)
    ),
    !.
'$zt_rewrite1'(_, [Sup|Ts0], [Sup|Ts], []) :-   % "the most of the men": some
    '$zt_superlative_word'(Sup),                 % of them, refused
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
'$zt_rewrite1'(Ctx, [P, to, V|Rest0], [P], Rest) :-   % "the last to sell out":
    memberchk(P, [first, last]),                       % the verb says what
    atom(V),                                           % is ordered, which
    \+ '$zt_refused_word'(V),                          % the category does
    \+ '$zt_value_here'(Ctx, [V|Rest0]),
    \+ memberchk(V, [the, a, an, be, have, do, get]),
    (   Rest0 = [Particle|Rest],
        memberchk(Particle, [out, up, off, down, in, away, over, through])
    ->  true
    ;   Rest = Rest0
    ),
    !.
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

% The words a main verb starts with, after a relative clause.
'$zt_main_verb_start'(V) :-
    memberchk(V, [does, did, do, is, was, has, had, rode, ran, rang, sang, won,
                  came, took, made, drove, flew, wore, ate, drank, brought,
                  bought, sold, grew, beat, went, owns, lives, keeps, plays]).

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
% let her tea brew") it can mean only that one.  So for "it" and "its"
% after two things ("Primrose was out longer than Bluebell, and its
% renters were the Achebes").  So for "they" after two families ("The
% Okafors finished ahead of the Lindqvists, and they brought the
% trifle"); but "they" with no two plural values before it, or right
% after "where", "who" or "that", is the classic texts' "they" for no
% one in particular ("the house where they drink juice").
'$zt_ambiguous_pronoun'(Ctx, Tokens, P) :-
    append(Before, [P|_], Tokens),
    memberchk(P, [he, she, him, his, her, hers, its, it, they, them, their, theirs]),
    Before \== [],                                  % nor "It was Ann who ..."
    \+ ( memberchk(P, [they, them, their]),
         last(Before, W), memberchk(W, [where, who, that, which]) ),
    \+ ( memberchk(P, [his, her, hers, their, theirs]),   % "Aoife finished hers":
         (   append(Front, [V], Before)                   % the owner is the one
         ;   append(Front, [V, Prep], Before),            % right before the verb
             memberchk(Prep, [for, to, with, on, in])     % ("than Mr. Stowe did
         ),                                               % for his", "Mr Lowry
         (   ( '$zt_main_verb'(V) ; memberchk(V, [did, does, do, had, has]) ),
             append(_, XTs, Front), XTs \== [],           % "Mr Lowry had his
             '$zt_match'(Ctx, XTs, _, v(_, _), [])        % hair trimmed"
         ;   (   append(_, [O], Front)                           % "the other
             ;   append(_, [O, R], Front), memberchk(R, [who, that])   % brought
             ),                                                  % her cake",
             memberchk(O, [other, one]),                         % "the one who
             atom(V)                                             % bought her
         ) ),                                                    % car"
                                                    % "where they drink juice"
    '$zt_items'(Ctx, clue, Before, Items, _),
    (   memberchk(P, [they, them, their, theirs])   % two plural antecedents
    ->  findall(V, ( member(v(_, V), Items), atom(V), atom_concat(_, s, V),
                     \+ atom_concat(_, ss, V) ), [_, _|_])
    ;   true
    ),
    (   append(_, [I|After], Items),        % a relation whose second one
        (   I = cmp(_, _) ; I = dcmp(_, _)  % is named before the pronoun
        ;   I = kw(K), memberchk(K, [than, next, left, right, between, other])
        ),                                  % ("Miss Rudd asked more for her
        '$zt_drop_everyone'(After, After1), % thimble than ...": only she;
        member(NP, After1),                 % "than everyone else", "than any
        ( NP = v(_, _) ; NP = noun(_) ; NP == kw(one) )   % other plant": no one)
    ->  true
    ;   select(v(A, V1), Items, Rest), member(v(A, V2), Rest), V1 \== V2,
        \+ ( memberchk(P, [he, she, him, his, her, hers]),   % "Ian didn't wear
             '$zt_category_kind'(Ctx, A, none, false) )       % black or purple,
    ),                                                      % and he ...": no
    \+ '$zt_gender_settles'(P, Items),                      % colour is a "he"
    !.

% '$zt_drop_everyone'(+Items0, -Items): "everyone (else)", "any other
% plant" dropped: all the others, no one a pronoun could mean.
'$zt_drop_everyone'([], []).
'$zt_drop_everyone'([kw(everyone)|Is0], Is) :-
    !,
    (   Is0 = [noun(_)|Is1] -> true ; Is1 = Is0 ),
    '$zt_drop_everyone'(Is1, Is).
'$zt_drop_everyone'([I|Is0], [I|Is]) :-
    '$zt_drop_everyone'(Is0, Is).

% '$zt_gender_settles'(+Pronoun, +Items): every value before the pronoun
% has a title that tells a man from a woman (Mr, Mrs, Miss, Uncle, ...),
% and only the first, the subject, is of the pronoun's ("Miss Rudd asked
% more than Mr. Stowe, and her price was £60").
'$zt_gender_settles'(P, Items) :-
    (   memberchk(P, [he, him, his]) -> G = male
    ;   memberchk(P, [she, her, hers]) -> G = female
    ),
    findall(V, member(v(_, V), Items), Vs),
    Vs = [_, _|_],
    maplist('$zt_title_gender', Vs, Gs),
    Gs = [G|Others],                    % the subject: a pronoun is read as
    \+ memberchk(G, Others).            % the subject's, so only it may fit

% '$zt_gender_pronouns'(+Ctx, +Codes0, -Codes): "Miss Gill is 7 years
% older than Mr Frost, and her trek was 2 miles shorter than his":
% where every value of a category of people has a title that tells a
% man from a woman, a pronoun after two or more of them, exactly one of
% its gender, is that one, written out: "Miss Gill's trek ... than Mr
% Frost's" (so each half of the sentence reads on its own).  Not when
% someone unnamed stands before it ("the woman who ...").
'$zt_gender_pronouns'(Ctx, Codes0, Codes) :-
    Ctx = ctx(Attrs, _, _, _, _, _),
    '$zt_titled_attr'(Attrs, A),
    !,
    memberchk(attr(A, _, _, Values), Attrs),
    foldl('$zt_gender_group'(Values), [female, male], Codes0, Codes1),
    '$zt_tokens'(Codes1, Tokens),
    '$zt_gender_walk'(Tokens, Ctx, A, []-false, [], Subs),
    foldl('$zt_gender_sub', Subs, Codes1, Codes).
'$zt_gender_pronouns'(_, Codes, Codes).

% '$zt_gender_group'(+Values, +Gender, +Codes0, -Codes): "the two women"
% are the two values whose titles say women, when there are exactly
% two: "Of the two women, one ..." is "Of Mrs Amos and Ms Bell, one
% ...", "one of the women" is "either Mrs Amos or Ms Bell", "neither of
% the women" is "neither Mrs Amos nor Ms Bell".
'$zt_gender_group'(Values, G, Codes0, Codes) :-
    findall(V, ( member(value(V, _, _), Values), '$zt_title_gender'(V, G) ), [V1, V2]),
    !,
    (   G == female -> Noun = `women` ; Noun = `men` ),
    format(codes(Both), "~w and ~w", [V1, V2]),
    format(codes(Either), "either ~w or ~w", [V1, V2]),
    format(codes(Neither), "neither ~w nor ~w", [V1, V2]),
    append(`of `, Both, OfBoth),
    Pairs0 = [ `neither of the two `-Neither, `neither of the `-Neither,
               `one of the two `-Either, `one of the `-Either,
               `both of the two `-Both, `both of the `-Both,
               `of the two `-OfBoth, `the two `-Both ],
    findall(Old-New, ( member(Old0-New, Pairs0), append(Old0, Noun, Old) ), Pairs),
    foldl('$zt_replace_phrase', Pairs, Codes0, Codes).
'$zt_gender_group'(_, _, Codes, Codes).

% '$zt_replace_phrase'(+Old-New, +Codes0, -Codes): each occurrence of
% the words Old (any case, whole words) replaced by New.
'$zt_replace_phrase'(Old-New, Codes0, Codes) :-
    '$zt_replace_word'(Codes0, Old, New, all, true, Codes).

% '$zt_gender_walk'(+Tokens, +Ctx, +A, +Seen, +Counts, -Subs): Subs the
% pronouns to write out, each as sub(Word, Nth, NewCodes).  Seen holds
% the people named so far (Gender-Name), the latest first, with the
% capitalised names of other categories (other-Name), and whether a
% conjunction has come since the latest: a possessive in the latest
% one's own clause ("Miss Rudd asked more for her thimble") reads
% already.  A pronoun is written out when one person of its gender is
% named before it and either someone of the other gender is too or no
% other name is.
'$zt_gender_walk'([], _, _, _, _, []).
'$zt_gender_walk'(Ts0, Ctx, A, Seen-_, Counts, Subs) :-
    Ts0 = [T|_], atom(T),
    '$zt_match'(Ctx, Ts0, _, v(A, V), Rest),
    !,
    '$zt_title_gender'(V, G),
    '$zt_gender_walk'(Rest, Ctx, A, [G-V|Seen]-false, Counts, Subs).
'$zt_gender_walk'(Ts0, Ctx, A, Seen-Conj, Counts, Subs) :-
    Ts0 = [T|_], atom(T),                       % a name of another category
    '$zt_match'(Ctx, Ts0, _, v(B, V), Rest),    % ("Ms Crewe's dog Bella"):
    B \== A, atom(V),                           % someone else a pronoun
    sub_atom(V, 0, 1, _, C), char_type(C, upper),   % might mean
    !,
    '$zt_gender_walk'(Rest, Ctx, A, [other-V|Seen]-Conj, Counts, Subs).
'$zt_gender_walk'([P|Rest], Ctx, A, Seen-Conj, Counts0, Subs) :-
    '$zt_pronoun_gender'(P, G),
    !,
    '$zt_pronoun_count'(P, Counts0, Counts, Nth),
    (   findall(V, member(G-V, Seen), Vs), sort(Vs, [V]),
        (   \+ \+ ( member(G1-_, Seen), G1 \== G, G1 \== other )
        ;   \+ memberchk(other-_, Seen)     % "Ms Crewe didn't buy the
        ),                                  % plaice, and hers was lighter"
        \+ ( memberchk(P, [his, her, hers]), Conj == false,
             Seen = [_-V|_] )
    ->  atom_codes(V, VC),
        (   memberchk(P, [he, she, him])
        ->  New = VC
        ;   P == her, Rest = [Next|_], atom(Next),     % "her trek"
            \+ memberchk(Next, [and, but, than, or, nor, yet, so, because]),
            \+ '$zt_match'(Ctx, Rest, _, v(_, _), _)
        ->  append(VC, `'s`, New)
        ;   P == her                                   % "than her"
        ->  New = VC
        ;   append(VC, `'s`, New)                      % "his", "hers"
        ),
        Subs = [sub(P, Nth, New)|Subs1],
        Seen1 = [G-V|Seen]-false
    ;   Subs = Subs1,
        Seen1 = Seen-Conj
    ),
    '$zt_gender_walk'(Rest, Ctx, A, Seen1, Counts, Subs1).
'$zt_gender_walk'([T|Rest], Ctx, A, Seen-Conj, Counts, Subs) :-
    (   memberchk(T, [woman, man, lady, gentleman, girl, boy, women, men,
                      person, someone, somebody, one, other, others, who,
                      whose, whoever, anyone, everyone])
    ->  Subs = []                           % someone unnamed: no pronoun
    ;   memberchk(T, [and, but, while, whereas, yet, so, though, although])
    ->  '$zt_gender_walk'(Rest, Ctx, A, Seen-true, Counts, Subs)
    ;   '$zt_gender_walk'(Rest, Ctx, A, Seen-Conj, Counts, Subs)
    ).

'$zt_pronoun_count'(W, Counts0, [W-N|Counts], N) :-
    (   selectchk(W-N0, Counts0, Counts) -> N is N0 + 1 ; Counts = Counts0, N = 1 ).

% '$zt_gender_sub'(+sub(Word, Nth, New), +Codes0, -Codes): the Nth
% occurrence of Word (a whole word, any case) replaced by New.
'$zt_gender_sub'(sub(W, Nth, New), Codes0, Codes) :-
    atom_codes(W, WC),
    '$zt_replace_word'(Codes0, WC, New, Nth, true, Codes).

% '$zt_replace_word'(+Codes0, +Old, +New, +Which, +AtStart, -Codes): the
% words Old (any case, whole words) replaced by New: every occurrence
% (Which is all) or only the Nth (Which is N).
'$zt_replace_word'([], _, _, _, _, []).
'$zt_replace_word'(Codes0, Old, New, Which, true, Codes) :-
    '$zt_word_here'(Codes0, Old, Rest),
    !,
    (   Which == all
    ->  append(New, Codes1, Codes), Which1 = all
    ;   Which =:= 1
    ->  append(New, Codes1, Codes), Which1 = 0
    ;   append(Word, Rest, Codes0),
        append(Word, Codes1, Codes),
        Which1 is Which - 1
    ),
    '$zt_replace_word'(Rest, Old, New, Which1, false, Codes1).
'$zt_replace_word'([C|Cs0], Old, New, Which, _, [C|Cs]) :-
    (   code_type(C, alpha) -> Start = false ; Start = true ),
    '$zt_replace_word'(Cs0, Old, New, Which, Start, Cs).

'$zt_word_here'(Codes, WC, Rest) :-
    length(WC, L), length(Word, L),
    append(Word, Rest, Codes),
    maplist([C0, C1]>>( C0 >= 0'A, C0 =< 0'Z -> C1 is C0 + 32 ; C1 = C0 ), Word, WC),
    (   Rest = [C|_] -> \+ code_type(C, alpha) ; true ).

% '$zt_titled_attr'(+Attrs, ?A): every value of A (two or more) has a
% title that tells a man from a woman ("Mrs. Ogden", "Mr Lund").
'$zt_titled_attr'(Attrs, A) :-
    member(attr(A, _, _, Values), Attrs),
    Values = [_, _|_],
    forall(member(value(V, _, _), Values), '$zt_title_gender'(V, _)).

'$zt_pronoun_gender'(P, male) :- memberchk(P, [he, him, his]).
'$zt_pronoun_gender'(P, female) :- memberchk(P, [she, her, hers]).

'$zt_title_gender'(V, G) :-
    atom(V),
    atomic_list_concat([T0|_], ' ', V),
    downcase_atom(T0, T1),
    (   atom_concat(T, '.', T1) -> true ; T = T1 ),
    (   memberchk(T, [mr, sir, lord, uncle, grandad, granddad, grandpa, master,
                      brother, father, fr, king, prince, duke, baron])
    ->  G = male
    ;   memberchk(T, [mrs, ms, miss, lady, dame, aunt, auntie, gran, grandma,
                      granny, nan, nana, sister, mother, queen, princess,
                      duchess, baroness])
    ->  G = female
    ).

% '$zt_sup_apposition'(+Ctx, +Items0, -Items): a superlative with its
% value beside it ("The highest score of the evening, 61.4%, was
% achieved at table 1", "The oldest machine, made in 1924, fetched ...")
% names the value twice: the value is kept, once it is checked to be
% the extreme the superlative says; else the items are left as they are
% (and the clue is refused).
'$zt_sup_apposition'(Ctx, Items0, Items) :-
    append(Front, [sup(Dir0, Hints), v(A, V)|Back], Items0),
    Ctx = ctx(_, _, Ordered, _, _, _),
    memberchk(ordered(A, K, Pairs), Ordered),
    (   Hints = [attr(A0)]
    ->  A0 == A, Dir = Dir0
    ;   '$zt_hint_fits'(Ctx, Hints, A-K),
        '$zt_reversed'(Ctx, Hints, A, Dir0, Dir)
    ),
    pairs_keys(Pairs, Ns),
    memberchk(N-V, Pairs),
    (   Dir == max -> max_list(Ns, N) ; Dir == min -> min_list(Ns, N) ),
    !,
    append(Front, [v(A, V)|Back], Items).
'$zt_sup_apposition'(_, Items, Items).

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
% places numbered by bare numbers or ordinals (lockers, seats), else of
% things known by their bare numbers (shirts, bibs); "number" is then
% dropped, as it is right before a bare number of a category ("wears
% number 7").  Otherwise it
% stays, and the clue is refused.
'$zt_number_hint'(Ctx, Items0, Items) :-     % "wears number 7" on Jerseys:
    append(Before, [kw(number), v(A, V)|After], Items0),   % 4, 7, ...: the
    Ctx = ctx(_, _, Ordered, _, _, _),                    % value
    memberchk(ordered(A, plain, _), Ordered),
    !,
    append(Before, [v(A, V)|After1], Items),
    '$zt_number_hint'(Ctx, After, After1).
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
    ;   After = [amt(K, none), C0|A1], '$zt_graded'(C0, A, C)   % "the table
    ->  append(Before, [amt(K, none), C|A1], Items)          % numbered one higher"
    ),
    !.
'$zt_number_hint'(_, Items, Items).

'$zt_numbered_attr'(Ctx, Before, A) :-
    Ctx = ctx(_, _, Ordered, _, AttrWords, _),
    (   reverse(Before, RBefore),             % "Di's seat has a lower number"
        member(noun(T), RBefore), memberchk(T-A0, AttrWords),
        memberchk(ordered(A0, _, _), Ordered)
    ->  A = A0
    ;   Ctx = ctx(Attrs, _, _, _, _, _),
        findall(A1, ( member(ordered(A1, K, _), Ordered),
                      memberchk(K, [plain, ordinal]),
                      memberchk(attr(A1, _, Ws, _), Attrs),
                      once(( member(W, Ws), '$zt_singular_or_plural'(W, Sg),
                             '$zt_position_like'(Sg) )) ), [A0])
    ->  A = A0
    ;   Ctx = ctx(Attrs, _, _, _, _, _),         % "a lower number" on Jerseys
        findall(A1, ( member(ordered(A1, plain, _), Ordered),
                      memberchk(attr(A1, _, Ws, _), Attrs),
                      once(( member(W, Ws), '$zt_singular_or_plural'(W, Sg),
                             '$zt_numbered_thing'(Sg) )) ), [A])
    ).

% The things known by a number ("wears number 7", "a lower number"):
% shirts, bibs, tickets.
'$zt_numbered_thing'(W) :-
    memberchk(W, [jersey, shirt, bib, badge, ticket, number, kit, vest, tag,
                  card, plate, squad, entry, competitor]).

'$zt_graded'(cmp(D, _), A, cmp(D, [attr(A)])).
'$zt_graded'(sup(D, _), A, sup(D, [attr(A)])).

% "with" after a verb of taking part names someone else who took part
% ("Dana joined with the soup eater": two people), not a value of the
% subject as in "the man with the fox"; such a clue is refused, naming
% the word.  Not when "with" is followed by an amount or a thing, a
% value of a category of things ("came with butter", "played with the
% orange ball", "finished with 7 more").
'$zt_comitative'(Ctx, Tokens, with) :-
    append(_, [Verb, with|After0], Tokens),
    atom(Verb),
    (   After0 = [D|After], memberchk(D, [the, a, an, some, her, his, their])
    ->  true
    ;   After = After0
    ),
    \+ (   After = [N|_], ( integer(N) ; N = dec(_) )
        ;   After = [S|_],                          % "finished with the
            (   '$zt_superlative'(S, _, _)          % lowest score", "went
            ;   memberchk(S, [most, least, fewest]) % with a smaller deposit
            ;   '$zt_comparative'(S, _, _)          % than the blonde wig"
            ;   memberchk(S, [more, less, fewer])
            )
        ;   '$zt_match'(Ctx, After, _, v(A, _), Rest),
            '$zt_category_kind'(Ctx, A, Kind, _),
            memberchk(Kind, [none, animal]),
            \+ ( Rest = [P|_], '$zt_person_word'(P) )    % "the soup eater"
        ),
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
         memberchk(Be, [was, were, is, are, been, be, being]) ),   % asks if two
    (   After = [D|After1], memberchk(D, [the, a, an])
    ->  true
    ;   After1 = After
    ),
    \+ ( After1 = [Poss|_],                 % "rated her hotel one star
         memberchk(Poss, [her, his, their, its]) ),   % higher": the subject's own
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
                           more, less, fewer,       % "employ 3 more people"
                           most, fewest, least,     % "sleeps the fewest people"
                           next, beside, between, left, right, directly,
                           immediately, near, above, below, behind]) ),   % "moored
                                                    % next to the man in ..."
    \+ ( Phrase = [K|_], '$zt_count'(K, _),        % "employ 3 people more",
         append(Phrase, Rest2, After1),             % "sleeps one person more"
         ( Rest2 = [C|_] ; Rest2 = [_, C|_] ),   % "installed one year before"
         (   '$zt_comparative'(C, _, _)        % more, fewer, before, later, ...
         ;   memberchk(C, [ahead, than])
         ) ),
    \+ ( Noun == one,                               % "maintains 12 miles,
         append(_, [X, one], Phrase),               % one works ...": an
         ( number(X) ; X = dec(_) ; atom(X), atom_concat(_, s, X) ) ),   % amount
    \+ ( Phrase = [_|Phrase1],                       % "the diver who explored
         member(D2, Phrase1),                       % the Vanguard, the one
         memberchk(D2, [the, a, an]) ),             % who ...": a second noun
    \+ ( Noun == one,                               % "Of A and the one who
         Tokens = [of|_],                           % explored the Gull, one
         append(Phrase, After2, After1),            % is Colm and the other
         append(_, [the, other|_], After2) ),       % ...": "one" opens the
    !.                                              % first alternative

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
    append(Before00, [Verb, v(B, _)|After00], Items00),
    \+ ( After00 = [NI|_],                   % "bought the rugged case": a
         ( NI = noun(N) ; NI = unknown(N) ),  % thing the puzzle names, no
         memberchk(N, Heads),                 % one of a kind that may be a
         \+ '$zt_person_word'(N),             % person (Styles); not "rammed
         \+ ( append(_, [N, T2|_], Tokens),   % the Gull sank deeper", a
              '$zt_comparison_word'(T2) ) ),  % verb the heads took for one
    (   Verb = unknown(W)
    ->  \+ memberchk(unknown(W), Items0),
        \+ memberchk(W, Heads),
        Known = false
    ;   Verb = fverb(W), Known = true
    ),
    exclude([I]>>(I = fverb(_)), Before00, Before0),
    \+ last(Before0, poss),
    \+ last(Before0, sup(_, _)),          % "the cheapest bed was in Krakow":
    '$zt_direct_object'(Tokens, W, Object),   % the superlative's noun
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

'$zt_relating_verb'(Ctx, _, Tokens, Items00, _, W) :-   % "visited the one
    (   append(Before00, [fverb(W), kw(K)|_], Items00),  % who ordered soup":
        OKind = person, OCat = none                      % a person, another
    ;   append(Before00, [fverb(W), noun(N), kw(K)|_], Items00),
        '$zt_noun_desc'(Ctx, N, OKind, OCat)
    ),
    memberchk(K, [who, rel]),
    '$zt_person_object_verb'(W),
    exclude([I]>>(I = fverb(_)), Before00, Before0),
    \+ last(Before0, poss),
    exclude(==(kw(not)), Before0, Before),
    '$zt_relates_two'(Ctx, Tokens, Items00, Before, W, true, OKind, OCat),
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
    ;   (   last(Before, kw(one))                      % "the student ... than
        ;   append(_, [kw(one), kw(K)], Before),       % the one learning":
            memberchk(K, [who, rel])                   % one more student
        ),
        member(noun(N), Before),
        '$zt_noun_desc'(Ctx, N, SKind, SCat),
        SKind \== none
    ->  true
    ;   last(Before, kw(rel)),                         % "Of the diver who ...
        append(_, [noun(N)|After], Before),            % and the one who
        \+ memberchk(noun(_), After),                  % explored the Gull":
        '$zt_noun_desc'(Ctx, N, SKind, SCat),          % the one is a diver
        SKind \== none
    ->  true
    ;   Before == [kw(rel)],                           % "The one who explored
        '$zt_rel_identified'(Ctx, Tokens, Items00, W, SKind, SCat)   % the Gull
    ->  true                                           % is Colm": a diver
    ;   SKind = any, SCat = none                       % "the one who ..."
    ),
    '$zt_same_kind'(SKind, OKind),
    \+ ( SCat \== none, OCat \== none, SCat \== OCat ),   % two named individuals
    (   Known == true                   % "loves the cat" is the pet's owner
    ->  ( memberchk(OKind, [person, any]) ; '$zt_maybe_person'(OKind) )
    ;   true
    ),
    !.

% '$zt_rel_identified'(+Ctx, +Tokens, +Items00, +W, -Kind, -Cat): the
% clue is "The one who W <object> is <value>" (or "is not", "is either
% ... or"): "the one" is of the kind of that value's category.
'$zt_rel_identified'(Ctx, Tokens, Items00, W, Kind, Cat) :-
    Items00 = [kw(rel), Verb, v(_, _)|After],
    ( Verb == unknown(W) ; Verb == fverb(W) ),
    append(_, [W|Rest], Tokens),
    append(_, [Be|_], Rest),
    memberchk(Be, [is, was]),
    '$zt_skip_items'(After, [v(C, _)|_]),
    '$zt_value_desc'(Ctx, C, Kind, Cat),
    Kind \== none.

'$zt_skip_items'([I|Is], Rest) :-
    memberchk(I, [kw(not), kw(either), kw(neither)]),
    !,
    '$zt_skip_items'(Is, Rest).
'$zt_skip_items'(Is, Is).

'$zt_same_kind'(K1, K2) :-
    K1 \== none, K2 \== none,
    (   K1 == any -> true
    ;   K2 == any -> true
    ;   K1 == K2 -> true
    ;   '$zt_maybe_person'(K1), K2 == person -> true
    ;   '$zt_maybe_person'(K2), K1 == person
    ).

% A category of names whose noun may name people ("Rangers: Greer,
% Ingrid, ..."): for refusing a verb that may relate two people, a
% person ("Ingrid visited the one who started in 2014" is two rangers).
'$zt_maybe_person'(own(A)) :-
    atom(A),
    ( atom_concat(_, er, A) ; atom_concat(_, or, A) ).

% '$zt_value_desc'(+Ctx, +Attr, -Kind, -Cat): the kind of individual a
% value of Attr names, and Attr itself when its values are names (two
% names of two such categories are two individuals), else none.
'$zt_value_desc'(Ctx, A, Kind, Cat) :-
    '$zt_category_kind'(Ctx, A, Kind, Proper),
    (   Proper == true -> Cat = A ; Cat = none ).

% '$zt_noun_desc'(+Ctx, +Noun, -Kind, -Cat): the same for a noun: the
% category it names ("Hana's dog": Dogs), else its kind as a noun.
'$zt_noun_desc'(Ctx, N, Kind, Cat) :-
    Ctx = ctx(Attrs, _, _, _, _, _),
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
'$zt_category_kind'(ctx(Attrs, _, Ordered, _, _, _), A, Kind, Proper) :-
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
        ;   Proper == true,             % "Technicians: Brannagh, Dafydd, ...":
            Ws = [W1], '$zt_singular_or_plural'(W1, S1),   % names of people
            member(Suffix, [ician, ist, itor, ator, ant, ent, eer]),   % exhibitors,
            atom_concat(_, Suffix, S1),                                % entrants
            atom_length(S1, L1), L1 > 4
        ->  Kind = person
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
                      bowler, rider, candidate, winner, judge, host, keeper,
                      partner, pupil, neighbour, neighbor, buyer, seller,
                      shopper, angler, fisherman, shearer, jumper, skater,
                      rower, bidder, collector, grower, baker, knitter,
                      player, owner, walker, cyclist, camper, ringer,
                      fancier, breeder, handler, trainer, coach, manager,
                      poet, painter, potter, sculptor, builder, cook,
                      volunteer, helper, scout, child, grandchild, cousin,
                      courier, jockey, member, customer, client, guest])
    ),
    !.
'$zt_noun_kind'(N, person) :-           % "shopkeeper", "stallholder"
    member(Suffix, [keeper, holder, owner, maker, seller, worker, dweller,
                    goer, lover, master, mistress, smith, wright]),
    atom_concat(P, Suffix, N), P \== '',
    !.
'$zt_noun_kind'(N, animal) :-
    memberchk(N, [dog, cat, horse, pet, animal, puppy, kitten, bird, parrot,
                  breed, species, pony, rabbit, hamster, fish, cow, goat,
                  owl, hedgehog, tortoise, turtle, snake, lizard, frog, toad,
                  sheep, pig, duck, hen, chicken, ferret, mouse, rat, gerbil,
                  donkey, llama, alpaca, camel, pigeon, budgie, canary,
                  cockatoo, eagle, hawk, falcon, snail, newt, goose, lamb,
                  calf, foal, cub, bear, fox, badger, squirrel, beetle,
                  butterfly, spider, cockerel, rooster, mare]),
    !.
'$zt_noun_kind'(N, any) :-
    memberchk(N, [type, kind, model, make, variety, sort, style, race]),
    !.

'$zt_agent_word'(W) :-
    memberchk(W, [eater, eaters, drinker, drinkers, owner, owners, lover,
                  lovers, fan, fans, player, players, keeper, driver, buyer,
                  reader, winner, smoker, smokers]).

% "chased the cellist": an agent noun names the person, not the cello.
% "visited the soup eater": the agent noun after the value's word.
'$zt_agent_object'(ctx(Attrs, _, _, _, _, _), B, [V, T|_]) :-
    atom(T), '$zt_agent_word'(T),
    member(attr(B, _, _, Values), Attrs),
    member(value(_, _, [V]), Values),
    !.
'$zt_agent_object'(ctx(Attrs, _, _, _, _, _), B, [T|_]) :-
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
% A verb that names an ordered category its hints do not fit ("took",
% a time taken, for Takings) gives no hints: '$zt_named_hints'/4 has
% the category.
'$zt_verb_hints'(Ctx, Tokens, Items0, Items) :-
    (   append(Before, [C|_], Tokens),
        '$zt_bare_comparative'(C),
        !,
        reverse(Before, Back),
        member(T, Back), '$zt_verb_hint'(T, Hints),
        \+ ( '$zt_names_ordered'(Ctx, T, AK),
             \+ '$zt_hint_fits'(Ctx, Hints, AK) ),
        \+ ( '$zt_weak_verb_hint'(T),             % "ate 1 more" on
             Ctx = ctx(_, _, Ordered, _, _, _),     % Marshmallows: what
             \+ ( member(ordered(A, K, _), Ordered),   % was eaten, when
                  '$zt_hint_fits'(Ctx, Hints, A-K) ) ) % no food is measured
    ->  maplist('$zt_hint_item'(Hints), Items0, Items)
    ;   Items = Items0
    ).

'$zt_names_ordered'(ctx(Attrs, _, Ordered, _, _, _), T, A-K) :-
    member(ordered(A, K, _), Ordered),
    memberchk(attr(A, _, Ws, _), Attrs),
    member(W, Ws),
    '$zt_verb_of_name'(T, W),
    !.

% '$zt_verb_of_name'(+Word, +NameWord): Word is a form of the verb a
% word of a category's name is, or its singular or plural is ("drawn"
% for Draws, "posted" for Posted, "weighed" for Weights).
'$zt_verb_of_name'(T, W) :-
    (   '$zt_same_verb'(T, W)
    ->  true
    ;   '$zt_singular_or_plural'(W, WS), '$zt_same_verb'(T, WS)
    ->  true
    ).

% '$zt_elliptic_hints'(+Ctx, +Items0, -Items): "Kofi took less money than
% Jasper but more than Hamid": a bare comparative after "and" or "but"
% compares what the comparison before it compares.
'$zt_elliptic_hints'(Ctx, Items0, Items) :-
    '$zt_elliptic_hints'(Items0, Ctx, [], Items).

'$zt_elliptic_hints'([], _, _, []).
'$zt_elliptic_hints'([kw(K), I0|Is0], Ctx, Last, [kw(K), I|Is]) :-  % "higher
    memberchk(K, [and, but]),                  % than Ivy's but lower than
    I0 = cmp(D, H), H \== [],                  % Hal's": the same scale, named
    memberchk(attr(A), Last),                  % by the possessive before, when
    \+ memberchk(attr(_), H),                  % the comparative's own words
    Ctx = ctx(_, _, Ordered, _, _, _),            % fit no category
    findall(A0-K0, member(ordered(A0, K0, _), Ordered), All),
    '$zt_by_hints'(Ctx, H, All, []),
    !,
    I = cmp(D, [attr(A)|H]),
    '$zt_elliptic_hints'(Is0, Ctx, [attr(A)|H], Is).
'$zt_elliptic_hints'([I0|Is0], Ctx, Last, [I|Is]) :-
    (   I0 = cmp(D, []), Last \== []
    ->  I = cmp(D, Last), Last1 = Last
    ;   I0 = cmp(_, H), H \== []
    ->  I = I0, Last1 = H
    ;   I0 = kw(K), memberchk(K, [and, but, than, yet])
    ->  I = I0, Last1 = Last
    ;   I0 = v(_, _)
    ->  I = I0, Last1 = Last
    ;   I = I0, Last1 = []
    ),
    '$zt_elliptic_hints'(Is0, Ctx, Last1, Is).

% '$zt_two_superlatives'(+Ctx, +Items0, -Items): "The longest shelf took
% the most hours": a clue that says only that one superlative is another
% is about two categories, so a superlative that could be about either
% of two (length or hours) is about the one the other is not about.
'$zt_two_superlatives'(Ctx, Items0, Items) :-
    (   Items0 = [S1, S2],
        S1 = sup(D1, H1), S2 = sup(D2, H2),
        (   '$zt_sup_attr'(Ctx, S2, A2), '$zt_sup_choices'(Ctx, S1, As)
        ->  select(A2, As, [A1]),
            Items = [sup(D1, [attr(A1)|H1]), S2]
        ;   '$zt_sup_attr'(Ctx, S1, A1), '$zt_sup_choices'(Ctx, S2, As)
        ->  select(A1, As, [A2]),
            Items = [S1, sup(D2, [attr(A2)|H2])]
        )
    ->  true
    ;   Items = Items0
    ).

'$zt_sup_attr'(Ctx, sup(D, H), A) :-
    catch('$zt_compared'(Ctx, none, H, sup(D), A, _), zt_compare(_, _), fail).

'$zt_sup_choices'(Ctx, sup(D, H), As) :-
    catch(( '$zt_compared'(Ctx, none, H, sup(D), _, _), fail ),
          zt_compare(_, As), true).

% '$zt_neither_preds'(+Ctx, +X, +Y, +Items, -Clue): the predicate Items
% is false of X and of Y.
'$zt_neither_preds'(Ctx, X, Y, Items, and(N1, N2)) :-
    Items \== [],
    phrase('$zt_pred'(Ctx, X, C1), Items),
    phrase('$zt_pred'(Ctx, Y, C2), Items),
    '$zt_negate'(C1, N1),
    '$zt_negate'(C2, N2).

% '$zt_poss_hints'(+Ctx, +Tokens, +Items0, -Items): "Dagny's lane
% number is one lower than Amara's", "Fenby's humidity was highest": the
% possessive's noun names an ordered category, and the comparison or
% superlative is about it ("number" dropped), unless the comparative says
% what it measures and that is another category ("Dagny's team ran
% farther": the distance, on Team sizes and Distances; read as the team's
% size, held out, corpus 15).  The category's own name before "is" or
% "was" ("Fenby's humidity was higher", "The humidity in Fenby was
% highest") says what is compared even when the comparative fits another
% category too ("higher" fits Rainfall in mm; read as the rainfall,
% corpus 5).
'$zt_poss_hints'(Ctx, Tokens, Items0, Items) :-
    Ctx = ctx(_, _, Ordered, _, AttrWords, _),
    (   append(Front, [C0|Back], Items0),
        '$zt_comparison_item'(C0),
        C0 =.. [F, D0, Hints],
        !,
        (   append(_, ['\'s', N|_], Tokens)
        ;   Tokens = [the, N, P|_],             % "The humidity in Fenby was"
            memberchk(P, [of, in, at, for])
        ;   Hints \== [],                      % "the music mark was 3 lower
            findall(A0-K0, member(ordered(A0, K0, _), Ordered), All),  % than":
            '$zt_by_hints'(Ctx, Hints, All, []),                     % "lower"
            append(Before, [W|_], Tokens),                           % fits no
            '$zt_comparative'(W, _, _),                              % category
            !,
            \+ ( member(X, Before), '$zt_comparison_word'(X) ),   % no "The
            member(N, Before)           % heaviest jumper had a drop 20 feet more":
                                        % the noun is not the superlative's
        ),
        memberchk(N-A, AttrWords),
        memberchk(ordered(A, KA, _), Ordered),
        (   Hints == []                         % "Dagny's team ran farther":
        ->  true                                % the distance, not the team
        ;   memberchk(better, Hints)            % "Ayla's time was better": of
        ->  true                                % her time, or of nothing
        ;   '$zt_hint_fits'(Ctx, Hints, A-KA)   % size ("farther" fits the
        ->  true                                % distance, not the size)
        ;   '$zt_measure_named'(Tokens, N, A),
            \+ ( member(H, Hints), atom(H),          % not "Mrs Pike's room was
                 member(ordered(A2, _, _), Ordered),  % the sunniest" on Rooms
                 A2 \== A,                            % and Sunshine: the word
                 '$zt_name_fits'(H, A2) )             % names the other one
        ->  true
        ;   findall(A1-K1, member(ordered(A1, K1, _), Ordered), All1),
            '$zt_by_hints'(Ctx, Hints, All1, []),   % "Ann's team was faster"
            \+ '$zt_ranking_hints'(Hints),          % ("Ed's rate beats Ada's":
            (   '$zt_head_word'(N, A)                % ahead is no less rate;
            ->  true                                 % on Team sizes: not the
            ;   member(G, Tokens), '$zt_scale_word'(G)   % size, as "larger"
            )                                        % or "lower" would be)
        ),
        !
    ->  C =.. [F, D0, [attr(A)|Hints]],       % the direction as the grammar
        (   append(F1, [kw(number)|F2], Front)   % finds it on A
        ->  append(F1, F2, Front0)
        ;   Front0 = Front
        ),
        maplist('$zt_poss_hint_more'(A), Back, Back1),   % "... less than
        append(Front0, [C|Back1], Items)                      % A's but more
    ;   Items = Items0                                        % than B's"
    ).

% The comparatives that say only "more" or "less", of whatever is named.
'$zt_scale_word'(W) :-
    memberchk(W, [higher, lower, highest, lowest, more, less, most, least,
                  greater, greatest, fewer, fewest, bigger, biggest, smaller,
                  smallest, larger, largest, better, '$best', worse, '$worst']).

% '$zt_measure_named'(+Tokens, +N, +A): N, the last word of category A's
% name ("humidity", "size" of Team sizes; not "team"), is said to be
% something: "X's N is/was ...", "The N of/in/at/for X was ...".
'$zt_measure_named'(Tokens, N, A) :-
    '$zt_head_word'(N, A),
    (   append(_, ['\'s', N, Cop|_], Tokens)
    ;   Tokens = [the, N, P|Rest],
        memberchk(P, [of, in, at, for]),
        append(_, [Cop|_], Rest)
    ),
    memberchk(Cop, [is, was, are, were]),
    !.

% '$zt_head_word'(+N, +A): N is the last word of category A's name, or
% its plural or singular.
'$zt_head_word'(N, A) :-
    atomic_list_concat(Parts, '_', A),
    last(Parts, Head),
    '$zt_singular_or_plural'(Head, N),
    !.

% A bare comparative after the possessive's ("... less than A's but more
% than B's") compares the same category; with no words of its own it
% keeps its direction.
'$zt_poss_hint_more'(A, C0, C) :-
    (   C0 =.. [F, D, []], memberchk(F, [cmp, dcmp])
    ->  C =.. [F, D, [attr(A)]]
    ;   C = C0
    ).

% '$zt_thing_hints'(+Ctx, +Heads, +Tokens, +Items0, -Items): a clue about a
% thing ("The white car is the oldest", "the oldest piece in the shop",
% "High Plains is the oldest" on Wind farms)
% may say "older" of the puzzle's one category of years: the comparisons
% of age get the hint kind(thing_years) ('$zt_only_years'/2).  Of a
% person ("Dana is older than Ellis") it says nothing of a year she
% joined or moved, and stays unread.
'$zt_thing_hints'(Ctx, Heads, Tokens, Items0, Items) :-
    (   member(W, Tokens),
        atom(W),
        (   memberchk(W, [item, items, thing, things, piece, pieces, object, objects,
                          variety, varieties, model, models, make, makes])
        ;   memberchk(W, Heads), \+ '$zt_person_word'(W),
            \+ ( '$zt_singular_or_plural'(W, S),   % "the youngest dog" on
                 '$zt_noun_kind'(S, animal) )     % adoption years: a dog's
        )                                         % age is its own
    ->  true
    ;   member(v(A, _), Items0),                  % "High Plains is the oldest"
        Ctx = ctx(Attrs, _, _, _, _, _),            % on Wind farms: a value of
        memberchk(attr(A, _, Ws, _), Attrs),        % a category of things made
        last(Ws, W),                                % or built in a year, and
        '$zt_singular_or_plural'(W, S),             % no value that may name a
        '$zt_made_thing'(S),                        % person ("Bert, who owns
        forall(member(v(P, _), Items0),             % the Fordson, is older than
               '$zt_no_person_values'(Ctx, P))      % Cyril")
    ->  true
    ),
    !,
    maplist('$zt_thing_item', Items0, Items).
'$zt_thing_hints'(_, _, _, Items, Items).

'$zt_no_person_values'(Ctx, P) :-
    Ctx = ctx(Attrs, _, Ordered, _, _, _),
    (   memberchk(ordered(P, _, _), Ordered)
    ->  true
    ;   '$zt_category_kind'(Ctx, P, none, false)   % "crimson", "the blue one"
    ->  true
    ;   memberchk(attr(P, _, Ws, _), Attrs),
        last(Ws, W),
        '$zt_singular_or_plural'(W, S),
        '$zt_made_thing'(S)
    ).

% Things that are made, built or founded, whose age is the year they
% were: a category of them named so is of things, never of people.
'$zt_made_thing'(S) :-
    memberchk(S, [tractor, car, truck, bike, bicycle, motorcycle, plane, aircraft,
                  ship, boat, yacht, locomotive, engine, train, bus, tram, wagon,
                  house, building, tower, skyscraper, bridge, farm, mill, windmill,
                  church, chapel, school, hotel, inn, restaurant, shop, store,
                  theatre, theater, cinema, museum, library, castle, lighthouse,
                  dam, tunnel, canal, railway, road, park, garden, vineyard,
                  winery, brewery, distillery, factory, company, firm, business,
                  rose, wine, vintage, coin, stamp, watch, clock, guitar, violin,
                  piano, instrument, painting, portrait, statue, sculpture, book,
                  novel, film, movie, album, song, record, doll, toy, quilt, chair,
                  table, desk, lamp, vase, ring, teapot, camera, radio, computer,
                  phone, console, game, map, poster, comic]),
    !.

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
        atom_concat(_, Suffix, W),
        \+ '$zt_agent_shaped_thing'(W)
    ),
    !.

% Things whose names end as an agent's do ("Cordelia's typewriter is
% eleven years older": read as a person's age, held out, corpus 9).
'$zt_agent_shaped_thing'(W) :-
    (   atom_concat(S, s, W) -> true ; S = W ),
    memberchk(S, [typewriter, computer, tractor, motor, scooter, trailer,
                  heater, cooker, toaster, blender, locker, sweater,
                  poster, printer, calculator, generator, radiator,
                  container, cylinder, helicopter, steamer, freighter,
                  cruiser, tanker, glider, roadster, clipper, schooner,
                  trawler, freezer, kettle, mirror, ladder, hammer,
                  letter, paper, banner, sticker, binder, folder,
                  tower, manor, parlour, parlor, harbour, harbor, elevator,
                  escalator, projector, amplifier,
                  receiver, transmitter, carburettor, carburetor,
                  garment, instrument, ornament, pendant, pennant, restaurant,
                  apartment, monument, document]).

'$zt_bare_comparative'(C) :-
    memberchk(C, [more, less, fewer, most, least, higher, lower]).

'$zt_hint_item'(Hints, cmp(Dir, []), cmp(Dir, Hints)) :- !.
'$zt_hint_item'(Hints, sup(Dir, []), sup(Dir, Hints)) :- !.
'$zt_hint_item'(Hints, cmp(Dir, H0), cmp(Dir, Hints)) :-   % "scored lower":
    '$zt_high_low_hints'(H0),                              % fewer marks
    !.
'$zt_hint_item'(Hints, sup(Dir, H0), sup(Dir, Hints)) :-
    '$zt_high_low_hints'(H0),
    !.
'$zt_hint_item'(_, Item, Item).

% The hints of "higher" and "lower", which a verb's hints replace.
'$zt_high_low_hints'(H) :-
    ( '$zt_adjective_table'(high, _, H) ; '$zt_adjective_table'(low, _, H) ),
    !.

'$zt_verb_hint'(W, ['$', price, cost, fee, rate, wage, salary, interest]) :-
    memberchk(W, [paid, pays, pay, spent, spends, spend, cost, costs, charged, charges,
                  charge, asked, asks, fetched, fetches, fetch, fetching]).
'$zt_verb_hint'(W, [point, score, goal, mark]) :-
    memberchk(W, [scored, scores, score]).
'$zt_verb_hint'(W, ['$', prize, winning, winnings, jackpot, award]) :-
    memberchk(W, [won, wins, win]).           % "won more than anyone else"
'$zt_verb_hint'(W, ['$', earning, earnings, income, salary, wage, profit]) :-
    memberchk(W, [earned, earns, earn]).
'$zt_verb_hint'(W, ['$', donation, fund, funds, amount]) :-
    memberchk(W, [raised, raises, raise, donated, donates, donate, gave, gives]).
'$zt_verb_hint'(W, [food, feed, meal, weight]) :-   % "eats more than Nandi"
    memberchk(W, [eats, ate, eat, eaten, consumes, consumed]).
'$zt_verb_hint'(W, [weight]) :-
    memberchk(W, [weighs, weighed, weigh]).
'$zt_verb_hint'(W, [duration, kind(duration)]) :-   % "took 6 days less"
    memberchk(W, [took, takes, take, taking, lasted, lasts, last, needed, needs]).

% The verbs whose hints only choose among categories they fit: "won
% more" is money where prizes are money, else what was won.
'$zt_weak_verb_hint'(W) :-
    memberchk(W, [won, wins, win, earned, earns, earn, raised, raises, raise,
                  donated, donates, donate, gave, gives, eats, ate, eat,
                  eaten, consumes, consumed]).

% "who", "which", "where" only start relative clauses in a clue.
% '$zt_negated_list'(+Items0, -Items): "Viper wasn't in red, blue or
% yellow" is none of the three; its commas are gone, so "or" is put
% where they were.  Not after "who" or "that": "Kim, who didn't order
% pie, ordered soup or salad" ordered one of the two (read the first
% way, held out, corpus 20: "not red" and "blue or yellow").
'$zt_negated_list'(Items0, Items) :-
    (   append(Front, [kw(not)|Rest00], Items0),
        (   Rest00 = [kw(of)|Rest01]            % "isn't made of brass,
        ->  Of = [kw(of)]                       % bamboo or copper"
        ;   Of = [], Rest01 = Rest00
        ),
        Rest01 = [v(A, X1)|Rest0],
        \+ ( last(Front, R), '$zt_relative_word'(R) ),
        '$zt_bare_values'(Rest0, A, Vs, [kw(or), v(A, Xn)|Back]),
        Vs = [_|_]
    ->  findall(I, ( member(V, [v(A, X1)|Vs]), member(I, [V, kw(or)]) ), Or),
        append([Front, [kw(not)|Of], Or, [v(A, Xn)|Back]], Items)
    ;   Items = Items0
    ).

'$zt_bare_values'([v(A, X)|Is0], A, [v(A, X)|Vs], Is) :-
    !,
    '$zt_bare_values'(Is0, A, Vs, Is).
'$zt_bare_values'(Is, _, [], Is).

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
    Ctx = ctx(_, _, _, Lexicon, AttrWords, _),
    assoc_to_values(Lexicon, Groups),
    findall(W, ( member(G, Groups), member(P-_, G), member(W, P), atom(W) ), Ws00),
    findall(W, ( (   '$zt_kw'(F, _, Tail, I)
                 ;   '$zt_kw2'(_, F, _, Tail, I)
                 ),
                 I \== filler, member(W, [F|Tail]), atom(W), W \== '$place'
             ;   '$zt_place_noun'(W) ), Ws01),
    append(Ws00, Ws01, Ws0),
    findall(W, member(W-_, AttrWords), Ws1),
    append(Ws0, Ws1, Ws2),
    exclude([W]>>( sub_atom(W, 0, 1, _, '$')        % '$best': no word
                 ;   memberchk(W, [good, bad])      % "bad" for "bid": no help
                 ), Ws2, Ws3),
    sort(Ws3, Known),
    findall(U-K, ( member(U, Unknown), atom(U),
                   \+ '$zt_refused_word'(U),   % "almost": known, and refused
                   '$zt_closest'(U, Known, K) ), Suggestions0),
    list_to_set(Suggestions0, Suggestions).

'$zt_closest'(U, Known, Best) :-
    (   '$zt_closest_memo'(U, Found)
    ->  true
    ;   (   '$zt_closest_'(U, Known, Best0)
        ->  Found = best(Best0)
        ;   Found = none
        ),
        assertz('$zt_closest_memo'(U, Found))
    ),
    Found = best(Best).

% '$zt_closest_memo'(Word, best(Closest) or none): the closest known
% word of each unknown word, found once per puzzle read (every clue left
% out and read again asks again); text_read/5 forgets them.
:- dynamic('$zt_closest_memo'/2).

'$zt_closest_'(U, Known, Best) :-
    atom_length(U, L),
    ( L =< 4 -> Max = 1 ; Max = 2 ),
    L > 2,
    '$zt_stem'(U, SU),
    sub_atom(U, 0, 1, _, F1),
    sub_atom(U, 1, 1, _, F2),
    findall(D-K, ( member(K, Known), K \== U,
                   atom_length(K, KL), abs(KL - L) =< Max,
                   (   sub_atom(K, 0, 1, _, F1)   % a slip keeps the first
                   ->  true                        % letter or the second
                   ;   sub_atom(K, 1, 1, _, F2)
                   ),
                   \+ '$zt_stem'(K, SU),         % "coached": no misspelt "coaches"
                   '$zt_edit_distance'(U, K, D), D =< Max ), Found),
    keysort(Found, [D0-_|_]),
    findall(K, member(D0-K, Found), Ties0),
    sort(Ties0, Ties1),                 % "Dina": "Dana" or "Diana", no
    exclude('$zt_form_of_another'(Ties1), Ties1, Ties),   % one guessed of
    (   Ties = [Best] -> true ; Best = Ties ).            % two

% A word that is an inflected form of another word in the list ("jonahs"
% of "jonah"): one suggestion, not two.
'$zt_form_of_another'(Ws, W) :-
    '$zt_stem'(W, S),
    S \== W,
    memberchk(S, Ws).

% '$zt_stem'(+Word, -Stem): Word without an inflection's ending: two
% forms of one word ("coached", "coach", "coaches") are no misspelling
% of each other.

'$zt_stem'(W, S) :-
    (   member(Suffix, [ing, es, ed, er, s, d]),
        atom_concat(S, Suffix, W),
        atom_length(S, L), L >= 3
    ->  true
    ;   S = W
    ).

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
