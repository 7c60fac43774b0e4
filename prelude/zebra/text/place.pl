% library(zebra/text), part place: house puzzle or grid, and where
% positions go.  '$zt_kind'/4 decides between a row of houses and
% grid(N); '$zt_place'/4 turns a clue's positions (the attribute house)
% into relations of the ordered category of places or of order in time,
% or refuses a clue that could be about two categories or none; ranked
% and ordinal positions.
%
% Included by prelude/zebra/text.pl into module zebra_text; its
% predicates are local to that module.

% House puzzle or grid: '$zt_kind'(+Ctx, +Raws, +Questions, -Houses).  A
% house puzzle when a clue or question says house(s) or street (not a
% category named Houses); when a clue places one entity beside another
% (left of, next to, between) and no category is one of places; when a
% clue has a position and no category is ordered (the positions can
% only be a row); or when there is no clue at all.  Otherwise grid(N),
% each positional clue being about an ordered category ('$zt_place'/4):
% an order word ("finished last") with times makes no row of houses.
'$zt_kind'(Ctx, Raws, QSentences, Houses) :-
    Ctx = ctx(_, Count, Ordered, _, AttrWords, _),
    (   Raws == []
    ->  Houses = Count
    ;   ( member(raw(_, Words), Raws) ; member(s(_, _, Codes), QSentences),
                                        '$zt_tokens'(Codes, Words) ),
        member(W, Words), memberchk(W, [house, houses, street]),
        \+ ( append(_, [the, W, P|_], Words),   % nor "the house shown at
             '$zt_participle'(P) ),             % 2:00 PM" (an open house)
        \+ memberchk(W-_, AttrWords),  % not a category named Houses,
        \+ '$zt_in_a_value'(Ctx, W),   % nor a value's word ("Ostrander House"),
        \+ '$zt_houses_unplaced'(Raws, QSentences)   % nor houses never placed
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

% '$zt_houses_unplaced'(+Raws, +QSentences): no clue places anything and
% no question asks where: "the largest house", "Mr. Abbott's house" of a
% grid puzzle about houses (read as a row of houses whose order nothing
% fixed, so "several solutions", corpus 29).
'$zt_houses_unplaced'(Raws, QSentences) :-
    \+ ( member(raw(T, _), Raws), '$zt_positional'(T) ),
    \+ ( member(s(_, _, Codes), QSentences), '$zt_tokens'(Codes, Ws),
         member(W, Ws), memberchk(W, [where, position, number, numbered, first,
                                      second, third, fourth, fifth, last,
                                      middle, end, left, right]) ).

'$zt_in_a_value'(ctx(Attrs, _, _, _, _, _), W) :-
    member(attr(_, _, _, Values), Attrs),
    member(value(_, _, Tokens), Values),
    memberchk(W, Tokens),
    !.

% The ordered categories named for places (seats, floors, lockers).
'$zt_place_attrs'(ctx(Attrs, _, Ordered, _, _, _), Places) :-
    findall(A, ( member(ordered(A, _, _), Ordered),
                 memberchk(attr(A, _, Ws, _), Attrs),
                 once(( member(W, Ws), '$zt_singular_or_plural'(W, Sg),
                        '$zt_position_like'(Sg) )) ),
            Places).

% The words that put a clue's order in time.
'$zt_temporal_words'(Words) :-          % "born first": the oldest
    append(_, [born, O|_], Words),
    memberchk(O, [first, last, second, third, fourth, fifth]),
    !.
'$zt_temporal_words'(Words) :-
    member(W, Words),
    (   memberchk(W, [opened, opens, closed, closes, began, begins, started,
                      starts, ended, finished, finishes, came, comes, come, arrived,
                      arrives, performed, performs, went, goes,
                      departed, departs, earliest, latest, day, week, month,
                      met, meets, happened,
                      visited, toured, played, held, shown, hosted, opened,
                      year, morning, afternoon, evening, night, weekend])
    ;   '$zt_event_noun'(W)
    ),
    !.

'$zt_order_word'(O) :-
    (   memberchk(O, [first, last, middle, second, third, fourth, fifth, sixth,
                      seventh, eighth, end, leftmost, rightmost])
    ->  true
    ;   O = ord(_)
    ).

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
    (   memberchk(W, [seat, floor, position, place, spot, slot, lane, row, rank,
                      level, storey, story, stall, booth, locker, order, room,
                      house, door, turn, round, plot, bay, berth, pew, pitch,
                      cubicle, pen, kennel, cage, stand, desk, table, bed, cabin,
                      platform, gate, pier, dock, box, shelf, barn, mooring,
                      space, compartment, unit, suite, cell, hall, court, field,
                      paddock, hive, pod, hook, peg, easel, bench, drawer, cot,
                      tower, kiosk, tent, pavilion, marquee, shed, chalet])
    ->  true
    ;   '$zt_dwelling'(W)
    ).

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
    ;   F == all_different,
        arg(1, S, L), memberchk('$pos'(_), L)
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
    (   sub_term(S, T), compound(S), S = '$pos'(_)   % "the one in the third house"
    ->  '$zt_error'(clue_shape(N, Text))           % in a list: no value names a house
    ;   '$zt_positional'(T),                % "finished last": houses or times?
        \+ ( sub_term(S, T), compound(S), '$zt_positional_term'(S, place) ),
        '$zt_temporal_words'(Words),
        Ctx = ctx(_, _, Ordered, _, _, _),
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
        ;   Ctx = ctx(_, _, Ordered, _, _, _),
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

'$zt_ranked'(ctx(_, N, _, _, _, _), T0, T) :-
    '$zt_ranked1'(N, T0, T).

'$zt_ranked1'(N, at(X, K), at(X, K1)) :- !, integer(K), K1 is N + 1 - K.
'$zt_ranked1'(N, not_at(X, K), not_at(X, K1)) :- !, integer(K), K1 is N + 1 - K.
'$zt_ranked1'(_, at_end(X), at_end(X)) :- !.
'$zt_ranked1'(N, all_different(L0), all_different(L)) :- !,
    maplist([X0, X]>>( X0 = '$pos'(K) -> K1 is N + 1 - K, X = '$pos'(K1) ; X = X0 ), L0, L).
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
'$zt_position_attr'(_, Clue, Words, none, []) :-
    member(V, Words),                   % "won the class, and his plot was
    memberchk(V, [came, come, comes, finished, finishes, placed, ranked]),
    sub_term(S, Clue), compound(S),     % next to Clem's": a place in the
    '$zt_positional_term'(S, place),    % results and a place in the row,
    sub_term(S1, Clue), compound(S1),   % which the one category the clue's
    '$zt_positional_term'(S1, order),   % places go to cannot both be
    !.
'$zt_position_attr'(Ctx, Clue, Words, Attr, Cands) :-
    Ctx = ctx(_, _, Ordered, _, _, _),
    findall(Sort, ( sub_term(S, Clue), compound(S), '$zt_positional_term'(S, Sort) ), Sorts0),
    (   member(LR, Words), memberchk(LR, [left, right, leftmost, rightmost])
    ->  Sorts = [place|Sorts0]          % "at the far left": a place, no rank
    ;   Sorts = Sorts0
    ),
    '$zt_place_attrs'(Ctx, Places),
    Ctx = ctx(_, _, _, _, AttrWords0, _),
    (   findall(A, ( member(A, Places),                   % "played in the
                     (   append(_, [O, W|_], Words),          % middle tent", "at
                         '$zt_order_word'(O),                 % one end of the
                         memberchk(W-A, AttrWords0)           % row": the tents,
                     ;   Places = [A],                        % whatever the verb
                         (   member(R, [row, street, lane, line]),
                             memberchk(R, Words),
                             \+ memberchk(R-_, AttrWords0)
                         ;   memberchk(place, Sorts)          % "next to"
                         )
                     ) ), Named0),
        sort(Named0, [NamedPlace])
    ->  Cands000 = [NamedPlace]
    ;   findall(A, '$zt_verbed_order'(Ctx, Words, A), Verbed00),   % "started
        sort(Verbed00, [VerbedA])                                  % last" on
    ->  Cands000 = [VerbedA]                                       % Start years
    ;   '$zt_temporal_words'(Words)
    ->  findall(A, ( member(ordered(A, K, _), Ordered),
                     '$zt_temporal_attr'(Ctx, A-K) ), Cands000)
    ;   Places \== []                  % places, or an order in time as well
    ->  findall(A, ( \+ memberchk(place, Sorts),         % ("the last of the
                     member(ordered(A, K, _), Ordered),   % four" with rooms
                     \+ memberchk(A, Places),             % and periods; not
                     (   memberchk(K, [time, date, month, weekday])  % "left of")
                     ;   '$zt_order_attr'(Ctx, A-K)
                     ) ),
                Others),
        append(Places, Others, Cands000)
    ;   memberchk(place, Sorts)
    ->  Cands000 = []
    ;   findall(A, ( member(ordered(A, _, _), Ordered),   % "Toby sang first"
                     \+ '$zt_name_fits'(age, A) ),        % is no age (read as
                Cands000)                                 % the youngest,
    ),                                                    % corpus 51)
    (   '$zt_ranking_verb'(Words),         % "Bakshi won", "came last": a
        '$zt_the_result_attr'(Ctx, R-_, _),  % place in the results too
        \+ memberchk(R, Cands000)
    ->  Cands0 = [R|Cands000]
    ;   Cands0 = Cands000
    ),
    (   Cands0 = [_, _|_],              % "Lottie's ticket was drawn last"
        Ctx = ctx(Attrs, _, _, _, _, _),  % on Tickets and Draws: the one
        findall(A, ( member(A, Cands0),   % the verb before the order word
                     memberchk(attr(A, _, Ws, _), Attrs),   % names
                     append(_, [V, O|_], Words), atom(V),
                     memberchk(O, [first, last, second, third, fourth, fifth]),
                     member(W, Ws), V \== W,
                     '$zt_verb_of_name'(V, W) ), Verbed0),
        sort(Verbed0, [Verbed])
    ->  Cands2 = [Verbed]
    ;   Cands0 = [_, _|_],              % "the end seats": the one named
        Ctx = ctx(_, _, _, _, AttrWords, _),
        findall(A, ( member(A, Cands0), member(W, Words), memberchk(W-A, AttrWords),
                     \+ '$zt_valued_elsewhere'(Clue, A),   % not "the kilt with
                     \+ '$zt_self_placed'(Clue, A) ), Named0),   % the most cloth"
        sort(Named0, [Named])
    ->  Cands2 = [Named]
    ;   Cands0 = [_, _|_],              % "took first place", "finished
        (   member(P, Words),           % last": the placings
            memberchk(P, [place, placed, placing, ranked, rank])
        ->  true
        ;   '$zt_ranking_verb'(Words)
        ),
        include([A]>>( member(R, [place, placing, rank, ranking, position, finish]),
                       '$zt_name_fits'(R, A) ), Cands0, [Ranked])
    ->  Cands2 = [Ranked]
    ;   Cands2 = Cands0
    ),
    (   Cands2 = [_, _|_],              % "delivered first" with sizes and
        \+ memberchk(place, Sorts),      % delivery times: an order word is
        \+ '$zt_ranking_verb'(Words),    % about the one sequence (a result
        include('$zt_sequence_attr'(Ctx, Places), Cands2, [Seq])  % ranks too)
    ->  Cands11 = [Seq]
    ;   Cands11 = Cands2
    ),
    (   Cands11 = [_, _|_],             % "The highest score came in the
        exclude('$zt_self_placed'(Clue), Cands11, [Other])   % last match": not
    ->  Cands1 = [Other]                  % a place in the scores, which says
    ;   Cands1 = Cands11                  % nothing (17 points is the highest)
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

% '$zt_verbed_order'(+Ctx, +Words, -Attr): the verb of an order word
% names ordered category Attr ("started last", "the last of the five to
% start" on Start years; "was built first" on Years built): the order
% is Attr's, a year though it be (read as the longest service, held
% out, corpus 46).
'$zt_verbed_order'(ctx(Attrs, _, Ordered, _, _, _), Words, A) :-
    (   append(_, [V, O|_], Words)
    ;   append(_, [O, V|_], Words)          % "the last started" (rewritten)
    ;   append(_, [O|Rest], Words),
        append(_, [to, V|_], Rest)
    ),
    memberchk(O, [first, last, second, third, fourth, fifth]),
    atom(V),
    member(ordered(A, _, _), Ordered),
    memberchk(attr(A, _, Ws, _), Attrs),
    member(W, Ws), V \== W,
    '$zt_verb_of_name'(V, W).

% '$zt_valued_elsewhere'(+Clue, +Attr): a part of Clue that places
% nothing names a value of Attr ("..., and her cake had the fewest
% tiers": the word "tiers" is that part's, not the order word's).
'$zt_valued_elsewhere'(Clue, A) :-
    sub_term(S, Clue),
    compound(S),
    \+ '$zt_positional_term'(S, _),
    S =.. [F|Args],
    \+ memberchk(F, [and, or, xor, not, =]),
    member(A=_, Args),
    !.

% '$zt_self_placed'(+Clue, +Attr): every positional term of Clue places
% a value of Attr itself (at(point='17 points', last)): as a place in
% Attr's own order it would say nothing or contradict the value.
'$zt_self_placed'(Clue, A) :-
    forall(( sub_term(S, Clue), compound(S), '$zt_positional_term'(S, _) ),
           ( functor(S, F, _),
             memberchk(F, [at, not_at, at_end, not_at_end]),
             arg(1, S, A=_) )).

% '$zt_sequence_attr'(+Ctx, +Places, +Attr): Attr is a sequence, whose
% values are points in time or places in an order (times, dates,
% months, weekdays, ordinals, "Day 1", years, seats), not amounts
% (sizes, prices, durations, ages), which nothing comes first in.
'$zt_sequence_attr'(Ctx, Places, A) :-
    Ctx = ctx(_, _, Ordered, _, _, _),
    memberchk(ordered(A, K, _), Ordered),
    (   memberchk(K, [time, date, month, weekday])
    ->  true
    ;   memberchk(A, Places)
    ->  true
    ;   '$zt_order_attr'(Ctx, A-K)
    ->  true
    ;   K = unit(S), '$zt_position_unit'(S)
    ->  true
    ;   K == plain, '$zt_name_fits'(year, A)
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
    Ctx = ctx(_, N, _, _, _, _),
    '$zt_nth_value'(Ctx, P, 1, V1), '$zt_nth_value'(Ctx, P, N, VN).
'$zt_grid_clue1'(Ctx, P, not_at_end(X), and(not_same(X, P=V1), not_same(X, P=VN))) :-
    Ctx = ctx(_, N, _, _, _, _),
    '$zt_nth_value'(Ctx, P, 1, V1), '$zt_nth_value'(Ctx, P, N, VN).
'$zt_grid_clue1'(Ctx, P, all_different(L0), all_different(L)) :-
    maplist('$zt_pos_value'(Ctx, P), L0, L).
'$zt_grid_clue1'(_, P, between(X, Y, Z),
                 or(and(less(P, X, Y), less(P, Y, Z)), and(less(P, Z, Y), less(P, Y, X)))).

'$zt_pos_value'(Ctx, P, X0, X) :-
    (   X0 = '$pos'(K)
    ->  '$zt_nth_value'(Ctx, P, K, V), X = (P=V)
    ;   X = X0
    ).

% The K-th value of an ordered category, smallest first.
'$zt_nth_value'(ctx(_, _, Ordered, _, _, _), P, K, V) :-
    memberchk(ordered(P, _, Pairs), Ordered),
    keysort(Pairs, Sorted),
    nth1(K, Sorted, _-V).
