% library(zebra/text), part grammar: the clue grammar, a DCG over the
% items that must consume them all ('$zt_clue'//2, '$zt_pred',
% '$zt_comparison', '$zt_np'); the attribute a comparison is about
% ('$zt_compared', '$zt_result_attr', units and their scales, the hints
% of a comparative that fit a category, reversed comparisons).
%
% Included by prelude/zebra/text.pl into module zebra_text; its
% predicates are local to that module.

                /*******************************
                *   THE CLUE GRAMMAR           *
                *******************************/

% Terms use the attribute house for positions; '$zt_place'/4 turns them
% into a category's relations in a grid puzzle.
'$zt_clue'(Ctx, pair(A, B, C, D)) -->
    [kw(of)], '$zt_np'(Ctx, A), [kw(and)], '$zt_np'(Ctx, B),
    [kw(one)], '$zt_np'(Ctx, C), [kw(and)], [kw(other)], '$zt_np'(Ctx, D).
'$zt_clue'(Ctx, either(X, Y, Z)) -->
    [kw(either)], '$zt_np'(Ctx, Y), [kw(or)], '$zt_np'(Ctx, Z), '$zt_np'(Ctx, X).
'$zt_clue'(Ctx, C) -->                  % "Neither the chess streamer nor the
    [kw(neither)], '$zt_np'(Ctx, Y),     % Omaha streamer went live on Tuesday":
    [kw(nor)], '$zt_np'(Ctx, Z),         % two different ones, as published
    '$zt_np'(Ctx, X),                    % puzzles mean it
    { '$zt_two_others'(Y, Z, and(not_same(X, Y), not_same(X, Z)), C) }.
'$zt_clue'(Ctx, C) -->                  % "None of Mrs Brennan, Ms Castellano and
    (   [kw(none_of)], '$zt_np_list'(Ctx, Xs)   % Mr Dufresne keeps a National
    ;   [kw(neither)], '$zt_np'(Ctx, X1),      % hive", "Neither A nor B nor C
        [kw(nor)], '$zt_nor_nps'(Ctx, Xs1),    % ...": the predicate is false of
        { Xs = [X1|Xs1], Xs1 = [_, _|_] }      % each, and they are different
    ),                                         % ones, as the list means
    '$zt_rest'(Rest),
    { Xs = [_, _|_], \+ memberchk('$pos'(_), Xs), Rest \== [],
      '$zt_none_preds'(Xs, Ctx, Rest, Ns),
      findall(not_same(Y, Z), ( append(_, [Y|T], Xs), member(Z, T),
                                '$zt_other_attribute'(Y, Z) ), Ds),
      append(Ns, Ds, Cs),
      '$zt_and_list'(Cs, C) }.
'$zt_clue'(Ctx, and(N1, N2)) -->        % "Neither St Anne's nor the bridge that
    [kw(neither)], '$zt_np'(Ctx, X),      % opened in 1864 crosses the Ouse or
    [kw(nor)], '$zt_np'(Ctx, Y),          % the Wye": the one predicate is
    '$zt_rest'(Rest),                     % false of each
    { Rest \== [],
      (   append(R1, [kw(and), kw(neither)|R20], Rest),   % "..., and neither
          ( R20 = [kw(of)|R2] -> true ; R2 = R20 )       % of them ..."
      ->  '$zt_neither_preds'(Ctx, X, Y, R1, M1),
          '$zt_neither_preds'(Ctx, X, Y, R2, M2),
          N1 = M1, N2 = M2
      ;   '$zt_neither_preds'(Ctx, X, Y, Rest, and(N10, N2)),
          '$zt_two_others'(X, Y, N10, N1)
      ) }.
'$zt_clue'(Ctx, and(C1, C2)) -->        % "Dotty isn't getting red velvet, and
    '$zt_np'(Ctx, X), '$zt_rest'(Rest),   % nor is Elio"; "..., nor is she the
    { append(PredItems, Tail, Rest),      % one from Clopton"
      (   Tail = [kw(and), kw(nor)|YItems]
      ;   Tail = [kw(nor)|YItems]
      ;   Tail = [kw(and), kw(neither)|YItems]
      ),
      PredItems = [kw(not)|_],
      phrase('$zt_pred'(Ctx, X, C1), PredItems),
      phrase('$zt_np'(Ctx, Y), YItems),
      (   X = (A=_), Y = (A=_)            % one of X's kind: the same is
      ->  phrase('$zt_pred'(Ctx, Y, C2), PredItems)   % said of it
      ;   '$zt_other_attribute'(X, Y),    % else X is not it either
          C2 = not_same(X, Y)
      ) }.
'$zt_clue'(Ctx, xor(C1, C2)) -->        % "Exactly one of Dana and Gus ordered soup"
    [kw(directly), kw(one)], ( [kw(of)] -> [] ; [] ),  % "of" dropped unless leading
    '$zt_np'(Ctx, X), [kw(and)], '$zt_np'(Ctx, Y),
    '$zt_rest'(Rest),
    { phrase('$zt_preds'(Ctx, X, C1), Rest),
      phrase('$zt_preds'(Ctx, Y, C2), Rest) }.
'$zt_clue'(Ctx, and(C1, C2)) -->        % "Both Dana and Gus paid more than Ellis",
    ( [kw(both)] -> { Both = true } ; { Both = false } ),  % "Dana and Gus both ..."
    '$zt_np'(Ctx, X), [kw(and)], '$zt_np'(Ctx, Y),
    ( { Both == true } -> [] ; [kw(both)] ),
    '$zt_rest'(Rest),
    { phrase('$zt_preds'(Ctx, X, C1), Rest),
      phrase('$zt_preds'(Ctx, Y, C2), Rest) }.
'$zt_clue'(Ctx, all_different(L)) -->
    ( [num(K)] -> [] ; { K = _ } ),
    '$zt_np_list'(Ctx, L),
    { length(L, Len), Len >= 2 },
    (   [kw(all), kw(different)] -> []
    ;   [kw(different)] -> []
    ;   [num(K1), kw(different)], { K1 =:= Len } -> []   % "are three different
    ;   [kw(all), num(K1), kw(different)], { K1 =:= Len } -> []   % people"
    ;   { integer(K), K =:= Len }
    ).
'$zt_clue'(Ctx, C) -->                 % "Aled and Bryony picked Night Train
    '$zt_np_list'(Ctx, Xs),             % and Paper Moons, respectively"
    '$zt_np_list'(Ctx, Ys),
    [kw(respectively)],
    { same_length(Xs, Ys), Xs = [_, _|_],
      maplist([X, Y, same(X, Y)]>>'$zt_other_attribute'(X, Y), Xs, Ys, Cs),
      '$zt_and_list'(Cs, C) }.
'$zt_clue'(Ctx, next_to(X, Y)) -->
    '$zt_np'(Ctx, X), [kw(and)], '$zt_np'(Ctx, Y), [kw(next)].
'$zt_clue'(Ctx, not_next_to(X, Y)) -->
    '$zt_np'(Ctx, X), [kw(and)], '$zt_np'(Ctx, Y), [kw(not), kw(next)].
'$zt_clue'(Ctx, distance(house, X, Y, =, D)) -->   % "The cooper and the
    '$zt_np'(Ctx, X), [kw(and)], '$zt_np'(Ctx, Y),    % whippet's owner are at
    [kw(opposite_ends)],                              % opposite ends": one
    { Ctx = ctx(_, Count, _, _, _, _), D is Count - 1 }.   % end and the other
'$zt_clue'(Ctx, not(distance(house, X, Y, =, D))) -->
    '$zt_np'(Ctx, X), [kw(and)], '$zt_np'(Ctx, Y),
    [kw(not), kw(opposite_ends)],
    { Ctx = ctx(_, Count, _, _, _, _), D is Count - 1 }.
'$zt_clue'(Ctx, distance(house, X, Y, =, D)) -->
    ( [kw(directly)] -> [] ; [] ),      % "exactly one seat between"
    [gap(K)], '$zt_np'(Ctx, X), [kw(and)], '$zt_np'(Ctx, Y), { D is K + 1 }.
'$zt_clue'(Ctx, at(X, P)) -->
    '$zt_position'(Ctx, P), '$zt_np'(Ctx, X).
'$zt_clue'(Ctx, C) -->                  % "The first customer wasn't Mr Ortiz"
    '$zt_position'(Ctx, P), [kw(not)], '$zt_np'(Ctx, X),
    { P == ends -> C = not_at_end(X) ; C = not_at(X, P) }.
'$zt_clue'(Ctx, and(at(X, P), at(Y, P))) -->   % "The Chilean lives in the first
    '$zt_np'(Ctx, X), '$zt_position'(Ctx, P),  % house, which is white"
    { integer(P) },
    '$zt_np'(Ctx, Y), { '$zt_other_attribute'(X, Y) }.
'$zt_clue'(Ctx, C) -->
    '$zt_np'(Ctx, X), '$zt_preds'(Ctx, X, C).
'$zt_clue'(Ctx, C) -->                  % "The youngest exhibitor, who is 12,
    [sup(D, H)],                        % finished last": the value restates
    { phrase('$zt_np'(Ctx, X), [sup(D, H)]) },   % the superlative's own (and
    [v(A, V)], { X == (A=V) },          % is refused when it is not that)
    '$zt_preds'(Ctx, X, C).
'$zt_clue'(Ctx, and(same(X, Y), C)) -->  % "Dana, who ordered soup, paid $25"
    '$zt_np'(Ctx, X), '$zt_np'(Ctx, Y), { '$zt_other_attribute'(X, Y) },
    '$zt_preds'(Ctx, X, C).
'$zt_clue'(Ctx, C) -->                  % "The one who paid $5 more than Y ordered Z"
    '$zt_comparison'(Ctx, X, C), '$zt_np'(Ctx, X).
'$zt_clue'(Ctx, C) -->                  % "The one who paid $5 more than Y didn't
    '$zt_comparison'(Ctx, X, C0),       % order Z": no such one is Z, and there
    [kw(not)], '$zt_np'(Ctx, X),        % is one ('$zt_presupposed'/3)
    { '$zt_negate'(C0, N),
      '$zt_presupposed'(Ctx, C0, Ps),
      '$zt_and_list'([N|Ps], C) }.
'$zt_clue'(Ctx, and(C0, C)) -->          % "Kim, who didn't order pie, drank the cola"
    '$zt_np'(Ctx, X), [kw(not)], '$zt_pred1'(Ctx, X, C1), { '$zt_negate'(C1, C0) },
    '$zt_preds'(Ctx, X, C).
'$zt_clue'(Ctx, not_same(Z, Y)) -->      % "The man who isn't Tom drank the tea"
    [kw(not)], '$zt_np'(Ctx, Y), '$zt_np'(Ctx, Z), { '$zt_other_attribute'(Y, Z) }.
'$zt_clue'(Ctx, C) -->                  % "In a house next to the house where
    '$zt_pred1'(Ctx, X, C),             % they have a horse, they smoke Dunhill"
    { '$zt_fronted'(C) },
    '$zt_np'(Ctx, X).

% '$zt_two_others'(+Y, +Z, +C0, -C): "neither Y nor Z" names two
% different ones: C0 and Y is not Z, when they are of two categories.
'$zt_two_others'(Y, Z, C0, C) :-
    (   '$zt_other_attribute'(Y, Z)
    ->  C = and(not_same(Y, Z), C0)
    ;   C = C0
    ).

'$zt_nor_nps'(Ctx, [Y|Ys]) -->
    '$zt_np'(Ctx, Y),
    (   [kw(nor)]
    ->  '$zt_nor_nps'(Ctx, Ys)
    ;   { Ys = [] }
    ).

'$zt_none_preds'([], _, _, []).
'$zt_none_preds'([X|Xs], Ctx, Items, [N|Ns]) :-
    once(phrase('$zt_pred'(Ctx, X, P), Items)),
    '$zt_negate'(P, N),
    '$zt_none_preds'(Xs, Ctx, Items, Ns).

'$zt_or_nps'(Ctx, [Y|Ys]) -->
    '$zt_np'(Ctx, Y),
    (   [kw(or)]
    ->  '$zt_or_nps'(Ctx, Ys)
    ;   { Ys = [] }
    ).

% '$zt_presupposed'(+Ctx, +Comparison, -Clues): what "the one who paid $5
% more than Y" takes for granted, that there is such a one: Y's value is
% none whose number plus 5 is no value's. Only for a comparison that
% picks one ("the one who paid more than Y" may be any of several, and
% "isn't Z" of it has no one reading).
'$zt_presupposed'(_, same(_, _), []).
'$zt_presupposed'(Ctx, diff(A, _, Y, D), Ps) :-
    Ctx = ctx(Attrs, _, _, _, _, _),
    memberchk(attr(A, _, _, Values), Attrs),
    findall(V, member(value(V, _, _), Values), Vs),
    '$zebra_attribute_numbers'(Vs, Ns),
    findall(not_same(Y, A=V),
            ( nth1(I, Vs, V), nth1(I, Ns, N),
              N1 is N + D, \+ memberchk(N1, Ns) ),
            Ps).

'$zt_and_list'([C], C) :- !.
'$zt_and_list'([C|Cs], and(C, C1)) :-
    '$zt_and_list'(Cs, C1).

% The positional relations a clue may put before its subject.
'$zt_fronted'(next_to(_, _)).
'$zt_fronted'(left_of(_, _)).
'$zt_fronted'(right_of(_, _)).
'$zt_fronted'(somewhere_left_of(_, _)).
'$zt_fronted'(somewhere_right_of(_, _)).

'$zt_np_list'(Ctx, [X|Xs]) -->
    '$zt_list_np'(Ctx, X),
    (   [kw(and)], '$zt_list_np'(Ctx, Y)
    ->  { Xs = [Y] }
    ;   '$zt_np_list'(Ctx, Xs)
    ).

% One of a list: a noun phrase, or the one at a place in an order ("The
% five cosplayers are Celeste, ... and the one who came last"):
% '$pos'(K), which '$zt_place'/5 makes a value of the category of the
% clue's order, or refuses.
'$zt_list_np'(Ctx, X) -->
    '$zt_np'(Ctx, X).
'$zt_list_np'(Ctx, '$pos'(K)) -->
    (   [kw(last)]
    ->  { Ctx = ctx(_, K, _, _, _, _) }
    ;   [pos(K)], { integer(K) }
    ).

'$zt_preds'(Ctx, X, C) -->
    '$zt_pred'(Ctx, X, C0),
    (   [kw(and)]
    ->  '$zt_preds'(Ctx, X, C1), { C = and(C0, C1) }
    ;   { C = C0 }
    ).

'$zt_pred'(Ctx, X, C) -->               % "is not A or B", "wasn't in red,
    [kw(not)], '$zt_np'(Ctx, Y), [kw(or)],  % blue or yellow" (the commas
    '$zt_or_nps'(Ctx, Zs),                  % made "or" by '$zt_negated_list')
    { maplist([Z, not_same(X, Z)]>>'$zt_other_attribute'(X, Z), [Y|Zs], Cs),
      '$zt_and_list'(Cs, C) }.
'$zt_pred'(Ctx, X, and(C1, C2)) -->     % "paid more than both Ellis and Gus"
    '$zt_rest'(Items),
    { append(Before, [kw(both)|After], Items),
      append(Y1, [kw(and)|Y2], After),
      append(Before, Y1, Items1), append(Before, Y2, Items2),
      phrase('$zt_pred'(Ctx, X, C1), Items1),
      phrase('$zt_pred'(Ctx, X, C2), Items2) }.
'$zt_pred'(Ctx, X, C) -->
    [kw(not)], !, '$zt_pred1'(Ctx, X, C0), { '$zt_negate'(C0, C) }.
'$zt_pred'(Ctx, X, C) -->
    '$zt_pred1'(Ctx, X, C).

'$zt_pred1'(Ctx, X, same(X, Y)) -->
    '$zt_np'(Ctx, Y), { '$zt_other_attribute'(X, Y) }.
'$zt_pred1'(Ctx, X, either(X, Y, Z)) -->
    [kw(either)], '$zt_np'(Ctx, Y), [kw(or)], '$zt_np'(Ctx, Z).
'$zt_pred1'(Ctx, X, either(X, Y, Z)) -->   % "joined in 1990 or 1993": one category
    '$zt_np'(Ctx, Y), [kw(or)], '$zt_np'(Ctx, Z),
    { Y = (A=_), Z = (A=_), '$zt_other_attribute'(X, Y) }.
'$zt_pred1'(Ctx, X, and(not_same(X, Y), not_same(X, Z))) -->
    [kw(neither)], '$zt_np'(Ctx, Y), [kw(nor)], '$zt_np'(Ctx, Z).
'$zt_pred1'(Ctx, X, C) -->
    '$zt_comparison'(Ctx, X, C).

'$zt_pred1'(Ctx, X, C) -->
    '$zt_directly', [kw(Side)], { memberchk(Side, [left, right]) }, '$zt_np'(Ctx, Y),
    { Side == left -> C = left_of(X, Y) ; C = right_of(X, Y) }.
'$zt_pred1'(Ctx, X, C) -->
    [kw(somewhere), kw(Side)], { memberchk(Side, [left, right]) }, '$zt_np'(Ctx, Y),
    { Side == left -> C = somewhere_left_of(X, Y) ; C = somewhere_right_of(X, Y) }.
'$zt_pred1'(Ctx, X, next_to(X, Y)) -->
    '$zt_directly', [kw(next)], '$zt_np'(Ctx, Y).
'$zt_pred1'(Ctx, X, and(next_to(X, Y), next_to(X, Z))) -->
    [kw(next)], '$zt_np'(Ctx, Y), [kw(and)], '$zt_np'(Ctx, Z),   % "next to the
    { Y = (A=_), Z = (A=_) }.           % archer and the painter": of one
                                        % category, not "next to Bo and drinks tea"
'$zt_pred1'(Ctx, X, and(between(Y, X, Z), and(next_to(X, Y), next_to(X, Z)))) -->
    [kw(directly), kw(between)],        % "directly between A and B": next to
    '$zt_np'(Ctx, Y), [kw(and)], '$zt_np'(Ctx, Z).   % both, on either side
'$zt_pred1'(Ctx, X, between(Y, X, Z)) -->
    ( [kw(somewhere)] -> [] ; [] ),
    [kw(between)], '$zt_np'(Ctx, Y), [kw(and)], '$zt_np'(Ctx, Z).
'$zt_pred1'(Ctx, X, C) -->
    '$zt_position'(Ctx, P),
    { P == ends -> C = at_end(X) ; C = at(X, P) }.
'$zt_pred1'(Ctx, X, far(distance(house, X, Y, >=, 2))) -->
    [kw(far)], '$zt_np'(Ctx, Y).
'$zt_pred1'(Ctx, X, distance(house, X, Y, Op, K)) -->
    [dist(Op, K)], '$zt_np'(Ctx, Y).
'$zt_pred1'(Ctx, X, diff(house, X, Y, D)) -->
    [hdiff(D)], '$zt_np'(Ctx, Y).

% The comparisons: "$5 more than Y", "somewhat shorter than Y", "directly
% above Y".
'$zt_comparison'(Ctx, X, distance(A, X, Y, =, D)) -->
    ( [kw(either)] -> [] ; [] ),        % "either 3 years before or 3 years
    [amt(K, Unit), cmp(Dir1, Hints)],   % after", "$2 more or $2 less than"
    [kw(or)],
    ( [amt(K2, Unit2)] -> { K2 == K, Unit2 == Unit } ; [] ),
    [cmp(Dir2, Hints2)], { Dir1 \== Dir2 },
    '$zt_than', '$zt_np'(Ctx, Y),
    { '$zt_compared'(Ctx, Unit, Hints, cmp(Dir1), A, Scale),
      '$zt_compared'(Ctx, Unit, Hints2, cmp(Dir2), A, _),
      '$zt_scaled'(K, Scale, D) }.
'$zt_comparison'(Ctx, X, diff(A, X, Y, D)) -->
    [amt(K, Unit)], [cmp(Dir0, Hints)], '$zt_than', '$zt_np'(Ctx, Y),
    { '$zt_compared'(Ctx, Unit, Hints, cmp(Dir0), A, Scale),
      '$zt_reversed'(Ctx, Hints, A, Dir0, Dir),
      '$zt_scaled'(K, Scale, D0),
      ( Dir == more -> D = D0 ; D is -D0 ) }.
'$zt_comparison'(Ctx, X, diff(A, X, Y, D)) -->
    ( [kw(directly), cmp(Dir0, Hints)] -> [] ; [dcmp(Dir0, Hints)] ),
    '$zt_than', '$zt_np'(Ctx, Y),
    { '$zt_compared'(Ctx, none, Hints, cmp(Dir0), A, _),
      '$zt_consecutive'(Ctx, A),
      '$zt_reversed'(Ctx, Hints, A, Dir0, Dir),
      ( Dir == more -> D = 1 ; D = -1 ) }.
'$zt_comparison'(Ctx, X, ratio(A, X, Y, P, Q)) -->     % "twice as old as Y"
    [rat(P0, Q0), cmp(Dir0, Hints)], '$zt_than', '$zt_np'(Ctx, Y),
    { '$zt_compared'(Ctx, none, Hints, cmp(Dir0), A, _),
      '$zt_reversed'(Ctx, Hints, A, Dir0, Dir),
      ( Dir == more -> P/Q = P0/Q0 ; P/Q = Q0/P0 ) }.
'$zt_comparison'(Ctx, X, same(X, Y)) -->  % "farther than anyone else"
    [cmp(Dir, Hints)], '$zt_than', [kw(everyone)],
    { ( Dir == more -> S = max ; S = min ),
      phrase('$zt_np'(Ctx, Y), [sup(S, Hints)]) }.
'$zt_comparison'(Ctx, X, C) -->
    ( [kw(some)] -> [] ; [kw(somewhere)] -> [] ; [] ),
    [cmp(Dir0, Hints)], '$zt_than', '$zt_np'(Ctx, Y),
    { '$zt_compared'(Ctx, none, Hints, cmp(Dir0), A, _),
      '$zt_reversed'(Ctx, Hints, A, Dir0, Dir),
      ( Dir == more -> C = greater(A, X, Y) ; C = less(A, X, Y) ) }.

% '$zt_rest'(-Items): all the items left.
'$zt_rest'(Items, Items, []).

% "of the day" after "the first patient".
'$zt_period' --> [period], !.
'$zt_period' --> [].

'$zt_directly' --> [kw(directly)], !.
'$zt_directly' --> [].

'$zt_than' --> [kw(than)], !.
'$zt_than' --> [].

% Positions: "the first house", "the second from the right", "the
% middle", "the last", "one of the ends".
'$zt_position'(Ctx, P) -->
    [pos(K)],
    (   [kw(from_right)]
    ->  { Ctx = ctx(_, N, _, _, _, _), P is N + 1 - K }
    ;   ( [kw(from_left)] -> [] ; [] ),
        { P = K }
    ),
    '$zt_period'.
'$zt_position'(Ctx, P) -->
    [kw(middle)], { Ctx = ctx(_, N, _, _, _, _), N mod 2 =:= 1, P is (N + 1) // 2 },
    '$zt_period'.
'$zt_position'(Ctx, P) -->
    [kw(last)], { Ctx = ctx(_, P, _, _, _, _) },
    '$zt_period'.
'$zt_position'(_, ends) -->
    [kw(ends)].

% A noun phrase: a value, or a superlative ("the oldest").
'$zt_np'(_, A=V) -->
    [v(A, V)].
'$zt_np'(Ctx, A=V) -->
    [sup(Dir0, Hints)],
    { '$zt_nth_extreme'(Ctx, 1, Dir0, Hints, A, V) }.
'$zt_np'(Ctx, A=V) -->                 % "the second-fastest": the Nth
    [nth_sup(N, Dir0, Hints)],          % value from that end
    { '$zt_nth_extreme'(Ctx, N, Dir0, Hints, A, V) }.

% '$zt_nth_extreme'(+Ctx, +N, +Dir0, +Hints, -A, -V): V is the Nth value
% of category A from the end a superlative of Dir0 and Hints names (the
% least for min).
'$zt_nth_extreme'(Ctx, N, Dir0, Hints, A, V) :-
    '$zt_compared'(Ctx, none, Hints, sup(Dir0), A, _),
    '$zt_reversed'(Ctx, Hints, A, Dir0, Dir),
    Ctx = ctx(_, _, Ordered, _, _, _),
    memberchk(ordered(A, _, Pairs), Ordered),
    keysort(Pairs, Sorted0),
    (   Dir == min -> Sorted = Sorted0 ; reverse(Sorted0, Sorted) ),
    nth1(N, Sorted, _-V).

'$zt_other_attribute'(A1=_, A2=_) :-
    A1 \== A2.

% '$zt_negate'(+Clue, -Negated)
'$zt_negate'(same(X, Y), not_same(X, Y)) :- !.
'$zt_negate'(next_to(X, Y), not_next_to(X, Y)) :- !.
'$zt_negate'(at(X, P), not_at(X, P)) :- !.
'$zt_negate'(at_end(X), not_at_end(X)) :- !.
'$zt_negate'(far(_), _) :- !, fail.     % "not far from": no distance
'$zt_negate'(C, not(C)).

% '$zt_simplify'(+Term0, -Term): far(C), "far from" (at least two
% places apart, which '$zt_negate'/2 does not negate), is C.
'$zt_simplify'(far(C0), C) :-
    !,
    '$zt_simplify'(C0, C).
'$zt_simplify'(C0, C) :-
    compound(C0),
    C0 =.. [F|Args0],
    memberchk(F, [and, or, xor, not]),
    !,
    maplist('$zt_simplify', Args0, Args),
    C =.. [F|Args].
'$zt_simplify'(C, C).

% '$zt_verb_over_noun'(+Ctx, +Hints0, -Hints): "Merle's ticket
% was drawn before Fern's" on Tickets and Draws: the noun names one
% category (attr(A), the ticket), the verb another (named(B), drawn),
% and the comparison is of what the verb did when the comparative's own
% sense fits B and not A ("before" is an order, no ticket number; it was
% read as the ticket numbers).  Otherwise the noun's category stands.
'$zt_verb_over_noun'(Ctx, Hints0, Hints) :-
    (   memberchk(attr(A), Hints0),
        findall(B, ( member(verb_named(B), Hints0), B \== A ), Bs0),
        sort(Bs0, [B1|Bs])
    ->  exclude([H]>>(nonvar(H), ( H = attr(_) ; H = named(_) ; H = verb_named(_) )),
                Hints0, Own),
        Ctx = ctx(_, _, Ordered, _, _, _),
        (   Bs == [],
            Own \== [],
            memberchk(ordered(B1, K1, _), Ordered),
            '$zt_by_hints'(Ctx, Own, [B1-K1], [_]),
            \+ ( memberchk(ordered(A, KA, _), Ordered),
                 '$zt_by_hints'(Ctx, Own, [A-KA], [_]) )
        ->  Hints = [attr(B1)|Own]
        ;   Hints = Hints0
        )
    ;   Hints = Hints0
    ).

% '$zt_compared'(+Ctx, +Unit, +Hints, +Word, -Attr, -Scale): the ordered
% attribute a comparison is about: by its unit, else by the names the
% comparative goes with, else the only ordered one; of two or more such,
% the one the clue names elsewhere (named(A) in Hints, from
% '$zt_named_hints'/4: "posted" for Posted); Scale converts the
% unit (an hour is 60 minutes, a week 7 days).  A unit no category has
% is read only on a category of bare numbers ("2 years older" on ages
% 4, 5, 6; not years 1987, 1990): "2 weeks after" on months is no
% reading.  Otherwise
% zt_compare(Word, Candidates) is thrown (no reading, or more than one).
'$zt_compared'(Ctx, Unit, Hints00, Word, Attr, Scale) :-
    '$zt_verb_over_noun'(Ctx, Hints00, Hints01),
    exclude([H]>>(nonvar(H), H = verb_named(_)), Hints01, Hints0),
    partition([H]>>(nonvar(H), H = named(_)), Hints0, Named, Hints),
    Ctx = ctx(_, _, Ordered, _, _, _),
    findall(A-K, member(ordered(A, K, _), Ordered), All),
    (   Unit \== none,
        findall(A-S, ( member(A-K, All), once('$zt_unit_scale'(Ctx, Unit, A-K, S)),
                       \+ '$zt_better_misfit'(Ctx, Hints, A-K),
                       \+ '$zt_later_duration'(Ctx, Hints, A-K),
                       \+ ( memberchk(kind(duration), Hints),  % "has been trading
                            '$zt_point_in_time'(Ctx, A) ) ),    % 5 years longer" is
                                        % no later founding year (held out, corpus 48)
                ByUnit),
        ByUnit \== []
    ->  (   Unit == year,             % "5 years older": ages count years too
            member(Age-plain, All), '$zt_name_fits'(age, Age),
            \+ memberchk(Age-_, ByUnit)
        ->  Cands = [Age-1|ByUnit]
        ;   Cands = ByUnit
        )
    ;   Hints \== [],
        '$zt_by_hints'(Ctx, Hints, All, ByHint), ByHint \== [],
        (   Unit == none
        ->  true
        ;   forall(member(A-K, ByHint), ( K == plain, \+ '$zt_calendar'(Ctx, A) ))
        )
    ->  findall(A-1, member(A-_, ByHint), Cands)
    ;   Unit == none, Hints == []
    ->  findall(A-1, member(A-_, All), Cands)
    ;   Cands = []
    ),
    (   Cands = [Attr-Scale]
    ->  true
    ;   Ctx = ctx(_, _, Ordered, _, _, _),
        findall(A-S, ( member(A-S, Cands), memberchk(named(A), Named),
                       (   Hints == []  % the comparative's own sense fits
                       ->  true         % A too, so it goes the right way
                       ;   memberchk(ordered(A, K, _), Ordered),
                           '$zt_hint_fits'(Ctx, Hints, A-K)
                       ) ),
                [Attr-Scale])           % "Hamish posted his card two weeks
    ->  true                            % after": on dates posted, not days
    ;   memberchk(kind(duration), Hints),   % in the post; "took 3 days
        Ctx = ctx(_, _, Ordered, _, _, _),     % longer": on days in the post,
        findall(A-S, ( member(A-S, Cands),  % not dates posted; but "the
                       memberchk(ordered(A, K, _), Ordered),   % longest shelf"
                       '$zt_duration_kind'(A-K),   % may be its length in cm
                       \+ '$zt_calendar'(Ctx, A) ),   % or the hours it took
                [Attr-Scale]),                     % (read as the hours,
        forall(( member(A-_, Cands), A \== Attr ),  % corpus 10)
               '$zt_point_in_time'(Ctx, A))
    ->  true
    ;   memberchk(date, Hints), memberchk(year, Hints),   % "a week before":
        Ctx = ctx(_, _, Ordered, _, _, _),                   % on dates
        findall(A-S, ( member(A-S, Cands),
                       memberchk(ordered(A, K, _), Ordered),
                       (   memberchk(K, [date, month, weekday, time])
                       ;   '$zt_calendar'(Ctx, A)
                       ) ),
                [Attr-Scale])
    ->  true
    ;   \+ memberchk(reverse(_), Hints),          % "the tallest jumper"
        findall(A-S, ( member(A-S, Cands),         % on Heights and Drops
                       member(H, Hints), atom(H),   % in feet (a height too):
                       (   '$zt_name_fits'(H, A)    % the one the word names
                       ;   memberchk(ordered(A, K, _), Ordered),   % (or its
                           memberchk(K, [month, date]),
                           '$zt_kind_word'(K, H)    % values' kind: "later" on
                       ),                           % Meetings: January, ...
                                                    % and Years published is
                                                    % either, held out, corpus 53);
                       (   memberchk(kind(duration), Hints)   % not "older" (a
                       ->  H == stature             % birth year?), "longest"
                       ;   true                     % (the time it took?), but
                       ) ),                         % "shortest" of a person
                Own0),
        sort(Own0, [Attr-Scale])
    ->  true
    ;   Unit \== none, Hints \== [],     % "six years older" on Ages and
        Ctx = ctx(_, _, Ordered, _, _, _),   % Joined: 1968, ...: a year of
        findall(A-S, ( member(A-S, Cands),   % joining is no age (held out,
                       memberchk(ordered(A, K, _), Ordered),   % corpus 51)
                       '$zt_hint_fits'(Ctx, Hints, A-K) ),
                [Attr-Scale]),
        \+ ( member(A-_, Cands), A \== Attr,    % but plain "Years: 1990, ..."
             '$zt_name_fits'(year, A) )         % may be birth years
    ->  true
    ;   pairs_keys(Cands, As),
        throw(zt_compare(Word, As))
    ).

% The categories the names of a comparative fit; "shorter" and "longer"
% fall back on a category of durations ("3 nights").
'$zt_by_hints'(Ctx, Hints, All, By) :-
    include('$zt_hint_fits'(Ctx, Hints), All, By0),
    (   By0 == [],
        memberchk(kind(duration), Hints)
    ->  include('$zt_duration_kind', All, By)
    ;   By0 == [],                      % "the smallest hedgehog" on weights,
        memberchk(size, Hints),         % "the smallest snowman" on heights:
        include('$zt_body_measure', All, [B])   % the one measure of a thing
    ->  By = [B]
    ;   By0 == [],                      % "Bertram's village is the
        memberchk(settlement, Hints),   % smallest" on Populations: a
        include('$zt_people_count_attr', All, [B])   % town's size is its
    ->  By = [B]                                     % people
    ;   By0 == [],
        '$zt_ranking_hints'(Hints),
        '$zt_the_result_attr'(Ctx, R, _)
    ->  By = [R]
    ;   By = By0
    ).

'$zt_people_count_attr'(A-_) :-
    atomic_list_concat(Parts, '_', A),
    member(P, Parts),
    '$zt_people_count_name'(P),
    !.

'$zt_body_measure'(_-unit(U)) :-
    '$zt_unit_dimension'(U, Ds),
    ( memberchk(height, Ds) ; memberchk(weight, Ds) ; memberchk(volume, Ds) ),
    !.

% Hints of a place in a ranking ("ahead of", "the winner").
'$zt_ranking_hints'(Hints) :-
    member(H, Hints), '$zt_ranking_word'(H),
    !.

'$zt_ranking_word'(rank).
'$zt_ranking_word'(place).
'$zt_ranking_word'(placing).
'$zt_ranking_word'(finish).

% '$zt_better_misfit'(+Ctx, +Hints, +A-K): "better" said of a category
% it gives no direction ("8 points better" on rates).
'$zt_better_misfit'(Ctx, Hints, AK) :-
    memberchk(better, Hints),
    \+ '$zt_hint_fits'(Ctx, Hints, AK).

% '$zt_result_attr'(+Ctx, +Attr-Kind, -Best): with no ranking, a contest's
% places follow its result: the least time (a race, "48:15", "11.02 s")
% or strokes, the most points, goals, votes or marks.  "Finished ahead
% of" and "the winner" are read on the one such category, never on two.
'$zt_result_attr'(Ctx, A-Kind, Best) :-
    (   Kind = unit(U), memberchk(U, [second, minute, hour, stroke])
    ->  Best = min
    ;   '$zt_name_fits'(score, A), '$zt_golf'(Ctx)   % golf: the fewest
    ->  Best = min
    ;   ( Kind = unit(U) ; memberchk(Kind, [plain, percent]), U = none ),
        (   memberchk(U, [point, goal, vote, mark, run])
        ;   member(W, [point, score, goal, vote, share, mark, run, lift, jump,
                       throw, gain, return, profit, growth, earning, yield]),
            '$zt_name_fits'(W, A)
        )
    ->  Best = max
    ),
    \+ '$zt_ranking_attr'(Ctx).

% A golf puzzle: a category of golfers, strokes, courses or holes, or
% a text about golf ("a round of crazy golf", "the lowest score wins":
% read as the highest score, held out, corpus 11).
'$zt_golf'(ctx(Attrs, _, _, _, _, Notes)) :-
    (   memberchk(golf, Notes)
    ->  true
    ;   member(attr(A, _, _, _), Attrs),
        member(W, [golfer, golf, stroke, course, hole]),
        '$zt_name_fits'(W, A)
    ),
    !.

% The one category of results there is.
'$zt_the_result_attr'(Ctx, A-K, Best) :-
    Ctx = ctx(_, _, Ordered, _, _, _),
    findall(A0-K0-B0, ( member(ordered(A0, K0, _), Ordered),
                        '$zt_result_attr'(Ctx, A0-K0, B0) ), [A-K-Best]).

'$zt_ranking_attr'(ctx(_, _, Ordered, _, _, _)) :-
    member(ordered(A, _, _), Ordered),
    member(W, [rank, place, placing, finish, position, prize, award, medal]),
    '$zt_name_fits'(W, A),
    !.

% A measure a contest is won by having more of: height, length,
% distance, weight ("jumped 5 cm higher", "the heaviest marrow").
'$zt_more_is_better'(_-unit(U)) :-
    '$zt_unit_dimension'(U, Ds),
    member(D, [height, length, distance, weight]),
    memberchk(D, Ds),
    !.

% A category of dates, years, months, weekdays or clock times.
'$zt_point_in_time'(Ctx, A) :-
    Ctx = ctx(_, _, Ordered, _, _, _),
    memberchk(ordered(A, K, _), Ordered),
    (   memberchk(K, [date, month, weekday, time])
    ->  true
    ;   '$zt_calendar'(Ctx, A)
    ).

'$zt_duration_kind'(A-unit(U)) :-            % an age is no time taken
    memberchk(U, [second, minute, hour, day, night, week, month, year]),
    \+ '$zt_name_fits'(age, A).

% A word for a unit: a common one, a unit counting places in an order,
% an ordered attribute's unit, or its name ("3 points more").
'$zt_known_unit'(_, U) :-
    '$zt_common_unit'(U),
    !.
'$zt_known_unit'(_, U) :-
    '$zt_position_unit'(U),
    !.
'$zt_known_unit'(ctx(_, _, Ordered, _, _, _), U) :-
    member(ordered(A, Kind, _), Ordered),
    (   Kind == unit(U)
    ->  true
    ;   '$zt_name_fits'(U, A)
    ->  true
    ;   Kind = unit(U2),                % "1 km" on "500 m, 1 km, ..."
        '$zebra_unit_measure'(U, M, _),
        '$zebra_unit_measure'(U2, M, _)
    ),
    !.

'$zt_common_unit'(U) :-
    memberchk(U, [year, month, fortnight, week, day, night, hour, minute, second, decade,
                  dollar, cent, point, goal, run, stroke, foot, inch, metre, meter,
                  centimetre, mile, kilometre, kilometer, pound, kilogram,
                  gram, percent, degree, vote, page, ticket, medal, mark,
                  people, person, employee, worker, staff]).

% The nouns that count steps along an order ("two performances after",
% "three places behind"): one step is one place of an order (ordinals
% 1st, 2nd, ..., or a category named order, turn, slot, ... numbered
% 1, 2, 3, ...); a noun that names a category ("two floors above",
% "seats") counts its places only.
'$zt_position_unit'(U) :-
    (   memberchk(U, [house, floor, seat, place, position, spot, slot, lane,
                      round, turn, performance, act, step, stop, rank, level,
                      storey, story, room, locker, booth, stall, space, row,
                      heat, door, stage, game, match, race, show, talk, song,
                      piece, appointment, session, event, boat, berth, plot,
                      bay, box, pew, desk, table, bed, kennel, cage, pen, hive,
                      pod])
    ->  true
    ;   '$zt_dwelling'(U)
    ).

% '$zt_unit_scale'(+Ctx, +Unit, +Attr-Kind, -Scale): Unit measures Attr,
% one Unit being Scale of its numbers.
% '$zt_scaled'(+Amount, +Scale, -D): the amount of a clue in the numbers
% of a category: whole, or a decimal ('0.7' seconds on a category of
% tenths is 7); a decimal the category cannot hold is no reading.
'$zt_scaled'(K, frac(Num, Den0), D) :-    % "200 g" on "0.8 kg, 1.0 kg":
    !,                                      % 2 tenths of a kilogram
    (   integer(K)
    ->  N = K, Den = Den0
    ;   '$zt_decimal'(K, N, Places),
        Den is Den0 * 10^Places
    ),
    N*Num mod Den =:= 0,
    D is N*Num // Den.
'$zt_scaled'(K, Scale, D) :-
    (   integer(K)
    ->  D is K*Scale
    ;   '$zt_decimal'(K, N, Places),
        Den is 10^Places,
        N*Scale mod Den =:= 0,
        D is N*Scale // Den
    ).

% A category of decimals counts in its last place: "$1.25, ..." counts
% cents, so $1 is 100 and 25 cents 25.
'$zt_unit_scale'(Ctx, U, A-K, S) :-
    '$zt_places'(Ctx, A, P),
    (   U == cent, K == money
    ->  ( P =:= 2 -> true ; '$zt_counts_cents'(Ctx, A) ), S = 1
    ;   '$zt_unit_scale0'(Ctx, U, A-K, S0),
        (   S0 = frac(N0, D0)               % a smaller unit: "15 cm" on
        ->  N1 is N0 * 10^P,                % "3.20 m, 3.35 m" is 15 hundredths
            (   N1 mod D0 =:= 0
            ->  S is N1 // D0
            ;   S = frac(N1, D0)
            )
        ;   S is S0 * 10^P
        )
    ).

% A category of money counts in cents when its values mix pounds and
% pence ("85p, £1.20": 85 and 120).
'$zt_counts_cents'(ctx(Attrs, _, _, _, _, _), A) :-
    memberchk(attr(A, _, _, Values), Attrs),
    maplist([value(V, _, _), V]>>true, Values, Vs),
    '$zebra_ordered_values'(Vs, amount([U])),
    '$zt_money_unit'(U), '$zt_unit_stem'(U, cent).

'$zt_money_unit'(U) :-
    memberchk(U, [p, penny, pence, cent, '£', '€', euro, dollar]).

'$zt_unit_scale0'(_, '$', _-money, 1).
'$zt_unit_scale0'(_, dollar, _-money, 1).
'$zt_unit_scale0'(_, percent, _-percent, 1).
'$zt_unit_scale0'(_, point, _-percent, 1).       % percentage points
'$zt_unit_scale0'(_, U, _-Kind, Scale) :-
    '$zt_time_unit'(U, Kind, Scale).
'$zt_unit_scale0'(Ctx, second, A-time, 1) :-    % "6 seconds faster" on "2:04,
    '$zt_minutes_seconds'(Ctx, A).               % 2:07, ...": minutes and seconds
'$zt_unit_scale0'(Ctx, U, A-plain, Scale) :-
    '$zt_calendar'(Ctx, A),
    '$zt_time_unit'(U, unit(year), Scale).
'$zt_unit_scale0'(_, U, _-unit(U), 1).
'$zt_unit_scale0'(_, U, _-unit(U2), Scale) :-   % "1 km farther" on "500 m,
    U \== U2,                                      % 1 km, ...": 1000 metres
    '$zebra_unit_measure'(U, M, F),
    '$zebra_unit_measure'(U2, M, F2),
    (   F mod F2 =:= 0
    ->  Scale is F // F2
    ;   Scale = frac(F, F2)                 % "200 g less" on kilograms
    ),
    !.
'$zt_unit_scale0'(_, U, _-unit(U2), 1) :-   % "3 more people" on "6 staff, ...",
    member(Same, [[people, person, employee, worker, staff, member],   % "3 degrees"
                  [degree, c, celsius], [degree, f, fahrenheit]]),    % on "-8°C"
    memberchk(U, Same), memberchk(U2, Same).
'$zt_unit_scale0'(_, U, A-_, 1) :-
    '$zt_name_fits'(U, A).
'$zt_unit_scale0'(_, U, A-K, 1) :-          % "8 fewer people" on Passengers,
    ( K == plain ; K = unit(U2), \+ '$zt_common_unit'(U2) ),   % Capacities:
    memberchk(U, [people, person]),                           % sleeps 2, ...
    atomic_list_concat(Parts, '_', A),
    member(P, Parts),
    (   '$zt_people_count_name'(P)
    ;   '$zt_people_noun'(P)
    ),
    !.
'$zt_unit_scale0'(Ctx, stroke, A-plain, 1) :-    % "3 strokes more" on golf
    '$zt_name_fits'(score, A),                   % scores
    '$zt_golf'(Ctx).
'$zt_unit_scale0'(Ctx, U, A-Kind, 1) :-
    '$zt_position_unit'(U),
    '$zt_order_attr'(Ctx, A-Kind),
    '$zt_consecutive'(Ctx, A).

% A category that is an order: named for one, or ordinals (1st, 2nd)
% not named for places ("Floors: first floor, ...").
'$zt_order_attr'(_, A-Kind) :-
    memberchk(Kind, [plain, ordinal]),
    member(W, [order, turn, slot, round, rank, position, place, sequence, heat]),
    '$zt_name_fits'(W, A),
    !.
'$zt_order_attr'(_, A-ordinal) :-
    \+ ( member(W, [seat, floor, lane, row, level, storey, story, stall, booth,
                    locker, room, house, door, space, spot, apartment, flat,
                    cabin, table, desk, bed]),
         '$zt_name_fits'(W, A) ).

% '$zt_time_unit'(?Unit, ?Kind, ?Scale): one Unit is Scale of the
% numbers of a category of Kind (clock times count minutes, dates days).
'$zt_time_unit'(minute, time, 1).
'$zt_time_unit'(minute, unit(minute), 1).
'$zt_time_unit'(hour, time, 60).
'$zt_time_unit'(hour, unit(minute), 60).
'$zt_time_unit'(hour, unit(hour), 1).
'$zt_time_unit'(day, weekday, 1).
'$zt_time_unit'(day, date, 1).
'$zt_time_unit'(day, unit(day), 1).
'$zt_time_unit'(week, date, 7).
'$zt_time_unit'(fortnight, date, 14).
'$zt_time_unit'(fortnight, unit(day), 14).
'$zt_time_unit'(fortnight, unit(week), 2).
'$zt_time_unit'(week, unit(day), 7).
'$zt_time_unit'(week, unit(week), 1).
'$zt_time_unit'(month, month, 1).
'$zt_time_unit'(month, unit(month), 1).
'$zt_time_unit'(year, unit(year), 1).
'$zt_time_unit'(decade, unit(year), 10).
'$zt_time_unit'(decade, unit(decade), 1).

% A category of times written "2:04", "4:40" (no am or pm, no hour
% word): a clue that counts them in seconds reads them as minutes and
% seconds, whose seconds are the numbers a clock time of the same
% digits has in minutes.
'$zt_minutes_seconds'(ctx(_, _, Ordered, _, _, _), A) :-
    memberchk(ordered(A, time, Pairs), Ordered),
    forall(member(_-V, Pairs),
           ( atom(V),
             atomic_list_concat([M, S], ':', V),
             atom_length(S, 2),
             forall(sub_atom(V, _, 1, _, C), ( C == (:) ; char_type(C, digit(_)) )),
             M \== '' )).

% A category of years: bare numbers from 1000 to 2999, or centuries.
'$zt_calendar'(ctx(_, _, Ordered, _, _, _), A) :-
    memberchk(ordered(A, Kind, Pairs), Ordered),
    (   Kind == plain
    ->  forall(member(N-_, Pairs), between(1000, 2999, N))
    ;   Kind == ordinal                      % "14th century", ...
    ->  forall(member(_-V, Pairs), ( atom(V), sub_atom(V, _, _, 0, century) ))
    ).

% Years that date what a thing or person is (its age): "Birth years",
% "Year built", "Founded"; the older, the earlier.  Plain "Years" could
% be when someone joined or moved, which says nothing of age.
'$zt_birth_years'(Ctx, A) :-
    '$zt_calendar'(Ctx, A),
    atomic_list_concat(Parts, '_', A),
    member(P, Parts),
    memberchk(P, [born, birth, birthyear, built, founded, established,
                  constructed, erected, made, launched, vintage, opened]),
    !.

% '$zt_only_years'(+Ctx, +Attr): Attr is the puzzle's one category of
% years and no category is of ages: "older" and "the oldest" can then
% only mean an earlier year ("The white car is the oldest" on "Years:
% 2015, 2017, ...", "the oldest piece in the shop").
'$zt_only_years'(Ctx, A) :-
    '$zt_calendar'(Ctx, A),
    Ctx = ctx(_, _, Ordered, _, _, _),
    \+ ( member(ordered(A2, _, _), Ordered), A2 \== A, '$zt_calendar'(Ctx, A2) ),
    \+ ( member(ordered(A3, _, _), Ordered), '$zt_name_fits'(age, A3) ).

'$zt_name_fits'(Word, A) :-
    atomic_list_concat(Parts, '_', A),
    member(P, Parts),
    '$zt_singular_or_plural'(P, S),
    ( S == Word ; '$zt_unit_stem'(S, Word) ; '$zt_name_synonym'(S, Word) ),
    !.

% Category names that mean another: "Turning: 5, 6, ..." are ages.
'$zt_name_synonym'(turning, age).
'$zt_name_synonym'(score, point).             % "3.5 points more" on "Scores: 48.5, ..."
'$zt_name_synonym'(rainfall, rain).
'$zt_name_synonym'(aged, age).
'$zt_name_synonym'(height, stature).           % "shorter": of people, not altitudes

% '$zt_hint_fits'(+Ctx, +Hints, +Attr-Kind): the names of a comparative
% fit an ordered category; semidet, so a findall over the categories
% lists each one once.
'$zt_hint_fits'(Ctx, Hints, AK) :-
    once('$zt_hint_fits0'(Ctx, Hints, AK)).

'$zt_hint_fits0'(Ctx, Hints, AK) :-          % "married five years after" on
    '$zt_later_duration'(Ctx, Hints, AK),     % Years married: no order in
    !,                                        % time
    fail.
'$zt_hint_fits0'(_, Hints, _-Kind) :-        % "the longest time": no clock
    '$zt_length_of_a_point'(Hints, Kind),   % time
    !,
    fail.
'$zt_hint_fits0'(Ctx, Hints, A-Kind) :-    % "better": a place or the result,
    memberchk(better, Hints),               % and the category any noun of the
    !,                                      % clue names ("Ayla's time")
    forall(( member(H, Hints), atom(H), H \== strict, H \== better,
             \+ '$zt_ranking_word'(H) ),
           '$zt_name_fits'(H, A)),
    forall(member(attr(A0), Hints), A == A0),
    (   '$zt_ranking_word'(H), '$zt_name_fits'(H, A)
    ->  true
    ;   '$zt_the_result_attr'(Ctx, A-Kind, _)
    ).
'$zt_hint_fits0'(Ctx, Hints, A-Kind) :-
    (   memberchk(attr(A0), Hints)
    ->  A == A0,
        \+ '$zt_later_duration'(Ctx, Hints, A-Kind)
    ;   Kind == scale(vertical)             % "above", "lower", "the top"
    ->  memberchk(storey, Hints)            % on bunks, shelves: floors' words
    ;   '$zt_reverse_fits'(Ctx, Hints, A-Kind)
    ->  true
    ;   member(H, Hints),
        atom(H),
        '$zt_name_fits'(H, A),
        \+ ( H == order, Kind = unit(_),    % "later" of "his order" on Orders:
             memberchk(kind(calendar), Hints) )   % 2 dozen, ...: no order in
    ->  true                                      % time (corpus 48)
    ;   member(H, Hints),               % "140 more residents" on Populations
        atom(H), '$zt_people_noun'(H),
        atomic_list_concat(Parts, '_', A),
        member(P, Parts), '$zt_people_count_name'(P)
    ->  true
    ;   memberchk(kind(calendar), Hints),
        '$zt_calendar'(Ctx, A)
    ->  true
    ;   memberchk(time, Hints),
        memberchk(Kind, [time, month, weekday, date])
    ->  true
    ;   memberchk('$', Hints),
        ( Kind == money ; Kind == unit(cent) )   % "spent the most" on Cents
    ;   member(H, Hints),
        atom(H),
        '$zt_attr_dimension'(Ctx, A-Kind, H)
    ).

% '$zt_later_duration'(+Ctx, +Hints, +A-Kind): "later" or "earlier" (an
% order in time) said of a category of durations counted in a unit of
% time ("on a later day than" with Days overdue: 3, 5, ... beside
% Returned: Monday, ...; read as more days overdue, held out, corpus
% 53): no order in time, whatever noun names it.
'$zt_later_duration'(Ctx, Hints, A-Kind) :-
    (   memberchk(kind(calendar), Hints)        % later, earlier
    ->  true
    ;   memberchk(arrival, Hints)               % after, before ("married
    ),                                          % five years after" on Years
                                                % married: fewer of them)
    \+ '$zt_point_in_time'(Ctx, A),
    \+ memberchk(Kind, [ordinal, scale(_)]),
    atomic_list_concat([First, Second|_], '_', A),
    '$zt_singular_or_plural'(First, U),
    memberchk(U, [second, minute, hour, day, night, week, month, year]),
    \+ memberchk(Second, [to, until, till, before]).   % "Days to sprout": the
                                        % time until it happened ("sprouted 2
                                        % days before": 2 days fewer)

% "The longest time": a comparative of length (long, short) is never
% about a category of clock times or dates, though it be named "times".
'$zt_length_of_a_point'(Hints, Kind) :-
    memberchk(kind(duration), Hints),
    memberchk(Kind, [time, date, month, weekday]).

% '$zt_attr_dimension'(+Ctx, +Attr-Kind, ?Dimension): what the numbers
% of an ordered category measure, by their unit or kind, for a
% comparative whose names the category's own name does not fit ("Hana's
% tank is the largest" on "Tanks: 40 litres, ...", "the shortest book"
% on pages, "after" on rounds or legs of a race).
'$zt_attr_dimension'(_, A-unit(U), D) :-
    '$zt_unit_dimension'(U, Ds0),
    (   memberchk(length, Ds0),             % "the shortest flight" is no
        atomic_list_concat(Parts, '_', A),  % altitude in metres or km: an
        member(P, Parts),                   % altitude is high or low, not
        memberchk(P, [altitude, altitudes, elevation, elevations])   % long
    ->  Ds = [height]
    ;   memberchk(length, Ds0),             % "the smallest asteroid" on
        atomic_list_concat(Parts, '_', A),  % Diameters: a diameter is a
        member(P, Parts),                   % thing's size
        memberchk(P, [diameter, diameters, radius, radii, circumference,
                      girth, width, widths])
    ->  Ds = [size, width, length]
    ;   memberchk(height, Ds0),             % "the highest" is no rainfall in
        atomic_list_concat(Parts, '_', A),  % mm, nor a depth in metres: the
        member(P, Parts),                   % name says what the lengths are
        '$zt_length_measure_name'(P, Ds1)
    ->  Ds = Ds1
    ;   Ds = Ds0
    ),
    memberchk(D, Ds).
'$zt_attr_dimension'(_, _-money, D) :-
    memberchk(D, [price, cost, fee]).
'$zt_attr_dimension'(Ctx, A-Kind, order) :-
    '$zt_order_attr'(Ctx, A-Kind).

% The names of categories of lengths that are no heights.
'$zt_length_measure_name'(P, Ds) :-
    member(Ws-Ds, [[rain, rainfall, rainfalls, snow, snowfall, snowfalls,
                    precipitation]-[rain, rainfall, precipitation],
                   [depth, depths]-[depth],
                   [width, widths, wingspan, wingspans]-[width, span, wingspan],
                   [thickness]-[thickness]]),
    memberchk(P, Ws),
    !.

'$zt_unit_dimension'(U, [size, volume, capacity]) :-
    memberchk(U, [litre, liter, l, gallon, ml, millilitre, milliliter, pint]).
'$zt_unit_dimension'(page, [length]).
'$zt_unit_dimension'(U, [volume, capacity]) :-   % "the biggest harvest" in
    memberchk(U, [barrel, bushel, sack, crate, basket, bucket, tub, bale,   % barrels
                  truckload, cartload, bin]).              % (no "largest bog")
'$zt_unit_dimension'(U, [size, area]) :-
    memberchk(U, [acre, hectare, ha, sqft, sqm, sqmi, sqkm, sqyd, sqin]).
'$zt_unit_dimension'(U, [size]) :-     % "the smallest group" of campers
    memberchk(U, [staff, employee, worker, people, person, member, seat,
                  camper, student, pupil, child, kid, guest, visitor,
                  passenger, resident, attendee, volunteer, player]).
'$zt_unit_dimension'(U, [height, stature, length, distance]) :-
    memberchk(U, [m, metre, meter, cm, centimetre, centimeter, foot, ft, inch,
                  mm, yard, yd]).
'$zt_unit_dimension'(U, [distance, length]) :-
    memberchk(U, [km, kilometre, kilometer, mile, mi]).
'$zt_unit_dimension'(U, [weight]) :-
    memberchk(U, [kg, kilogram, kilo, lb, pound, g, gram, ounce, oz, ton, tonne, stone]).
'$zt_unit_dimension'(U, [temperature]) :-
    memberchk(U, [c, f, degree, celsius, fahrenheit]).
'$zt_unit_dimension'(U, [speed]) :-
    memberchk(U, [mph, kph, kmh, 'km/h', knot]).
'$zt_unit_dimension'(U, [duration]) :-   % not time: "later", "more recent"
    memberchk(U, [second, minute, hour, sec, min, hr]).

% '$zt_reversed'(+Ctx, +Hints, +Attr, +Dir0, -Dir): the direction of a
% comparison on Attr.  A comparative whose hints have reverse(Name) goes
% the other way on an attribute it fits only by that name: "faster"
% is more speed but less time ("2 minutes faster than"), "older" more
% age but an earlier year.  "Ahead of", "beat" (a place in a ranking)
% on a category that is no ranking goes the way a win goes: less time,
% more points, more height or weight ("beat the Pine jumper by 5 cm":
% read as less, held out, corpus 22); on any other ("beat Bo by $5")
% it has no reading, and the comparison fails.
'$zt_reversed'(Ctx, Hints, A, Dir0, Dir) :-   % "better": more points, less time
    memberchk(better, Hints),
    !,
    Ctx = ctx(_, _, Ordered, _, _, _),
    memberchk(ordered(A, Kind, _), Ordered),
    (   '$zt_the_result_attr'(Ctx, A-Kind, max)
    ->  '$zt_opposite'(Dir0, Dir)
    ;   Dir = Dir0
    ).
'$zt_reversed'(Ctx, Hints, A, Dir0, Dir) :-
    Ctx = ctx(_, _, Ordered, _, _, _),
    (   '$zt_ranking_hints'(Hints),
        memberchk(ordered(A, Kind0, _), Ordered),
        ( Kind0 = unit(_) ; Kind0 == money ),  % not places, ranks, seeds
        \+ ( member(H0, Hints),
             ( H0 = reverse(H) -> true ; H = H0 ),
             atom(H), '$zt_name_fits'(H, A) )
    ->  (   '$zt_result_attr'(Ctx, A-Kind0, _)
        ->  true
        ;   '$zt_more_is_better'(A-Kind0)
        )
    ;   true
    ),
    (   memberchk(ordered(A, Kind, _), Ordered),
        \+ ( member(H, Hints), atom(H), '$zt_name_fits'(H, A) ),
        '$zt_reverse_fits'(Ctx, Hints, A-Kind)
    ->  '$zt_opposite'(Dir0, Dir)
    ;   Dir = Dir0
    ).

'$zt_reverse_fits'(Ctx, Hints, A-Kind) :-    % "ahead of" on points: more
    '$zt_ranking_hints'(Hints),
    \+ ( member(H, Hints), atom(H), '$zt_name_fits'(H, A) ),
    (   '$zt_the_result_attr'(Ctx, A-Kind, max)
    ->  true
    ;   \+ '$zt_result_attr'(Ctx, A-Kind, _),
        '$zt_more_is_better'(A-Kind)
    ),
    !.
'$zt_reverse_fits'(Ctx, Hints, A-Kind) :-
    member(reverse(H), Hints),
    (   H = unit(U)                     % "2 months faster" on "3 months",
    ->  Kind == unit(U)                 % ...: fewer (but no calendar month)
    ;   H = kind(birth_year)
    ->  (   '$zt_birth_years'(Ctx, A)
        ->  true
        ;   memberchk(kind(thing_years), Hints),
            '$zt_only_years'(Ctx, A)
        )
    ;   '$zt_name_fits'(H, A)
    ;   H == time, Kind == time
    ;   Kind == unit(H)
    ),
    !.

% "Directly after" is the next value, read as 1 more only on a category
% whose numbers are consecutive (ranks, seats, years 1990..1993); on
% "21 minutes, 23 minutes, ..." or clock times it is not read.
'$zt_consecutive'(ctx(_, _, Ordered, _, _, _), A) :-
    memberchk(ordered(A, _, Pairs), Ordered),
    pairs_keys(Pairs, Ns0),
    msort(Ns0, [N0|Ns]),
    foldl([N, P0, N]>>(N =:= P0 + 1), Ns, N0, _).

'$zt_opposite'(more, less).
'$zt_opposite'(less, more).
'$zt_opposite'(max, min).
'$zt_opposite'(min, max).
