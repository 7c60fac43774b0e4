/** <module> library(zebra/explain): explain how a zebra puzzle is solved, step by step, as a person would

    In prelude/zebra/explain.pl (issue 13); grid puzzles are explained
    by library(zebra/grid_explain).

        zebra_explain(+Puzzle, -Explanation)
        zebra_print_explanation(+Puzzle, +Explanation)

    Puzzle is library(zebra)'s term puzzle(Houses, Attributes, Clues,
    Questions), a house puzzle with the clue terms of issue 13:
    a grid puzzle (grid(N)), a clue diff/4, distance/5, either/3,
    pair/4, all_different/1, or/2 or xor/2, or a comparison over an
    attribute whose values are not integers is the error
    zebra_error(explain_unsupported(What)) (issue 27 will teach them).
    Every other predicate here starts with '$zx_' and is local to the
    module.

    EXAMPLE

        ?- P = puzzle(3, [name-[ann, ben, cat], drink-[tea, milk, beer]],
                      [at(name=ann, 1), left_of(drink=milk, name=cat),
                       same(name=ann, drink=tea)], []),
           zebra_explain(P, E), zebra_print_explanation(P, E).
        1. Clue 1: ann is in house 1.
        2. Clue 3: ann and tea (drink) are in the same house, so tea
           (drink) is in house 1.
        3. tea (drink) is in house 1, so milk (drink) is not; clue 2:
           milk (drink) is directly left of cat, so milk (drink) is in
           house 2 and cat is in house 3.
        4. ann is in house 1 and cat in house 3, so only house 2 is
           left for ben.
        5. tea (drink) is in house 1 and milk (drink) in house 2, so
           only house 3 is left for beer (drink).

        Difficulty: medium.

        Solution:
        house  name  drink
        1      ann   tea
        2      ben   milk
        3      cat   beer

        (each step is one line; wrapped here.)  E is
        explanation([step(direct, [1], [in(name=ann, 1)]), ...],
                    solution([[name=ann, drink=tea], ...]), medium).

    THE GRID.  For each value (Attr=Value) the set of houses still
    possible, all houses at first.  A value is fixed when one house is
    left.  Each house holds one value of each attribute, so fixing a
    value removes its house from the attribute's other values; that
    all-different rule is applied with every step (it is what a reader
    does without being told), and what it leaves is announced by the
    "only one left" rules below.

    THE RULES, tried in this order at every step; the first that
    changes the grid makes the step:
      only_house   a value with one house left, not yet stated
                   ("Only house 3 is left for milk (drink).")
      only_value   a house where one value of an attribute is left
                   ("House 2 is the only place left ... ")
      direct       a position clue: at, not_at, at_end, not_at_end
      transfer     same / not_same: what is known of one value holds
                   (or is excluded) for the other.  Values joined by
                   same/2 clues are one group: a step gives all of them
                   the houses all of them may take, citing the group's
                   clues ("Clues 3 and 14: ... are in the same house")
      relation     every other clue (left_of, next_to, between,
                   one_between, less, not(...), ...): a house of a value
                   is removed when no houses of the clue's other values
                   make the clue true with it (so "X directly left of Y"
                   takes house 1 from Y); less/greater, once one side's
                   house is known, also take from that house the values
                   of the compared attribute that cannot be smaller
                   (greater) than one the other side may have
      case_split   when nothing else applies: suppose a value is in a
                   house, apply the rules above until the grid
                   contradicts itself, and conclude the value is not
                   there.  The supposition with the shortest chain is
                   shown, looked for with a bound on the chain's length
                   that doubles from 2: within each bound, the values
                   with fewest houses left first (two: "X is in 2 or 4;
                   if in 2, ..."; then three, ...); the first of these
                   groups where a supposition contradicts gives the
                   shortest of that group.  (If none contradicts
                   without a case split of its own, the supposition is
                   explained with nested case splits.)  The chain is
                   then pruned to the steps the contradiction rests on:
                   each step reads some houses values have lost (those
                   of the clue's values; of those lost since the
                   supposition, a clue step keeps only the ones it
                   still needs when the others are given back), each
                   lost house comes from a step (or from the
                   supposition, or from before it),
                   and only the steps the contradiction needs, through
                   those, are kept, in order.  (Choosing the supposition
                   whose pruned chain is shortest instead took twice the
                   time on 6x6 puzzles and needed more case splits.)
    Clues in each of direct, transfer and relation are tried in clue
    order; and(C1, C2) counts as two clues with one number.

    THE EXPLANATION is explanation(Steps, Outcome, Difficulty):
      Steps       [step(Rule, ClueNumbers, Conclusions)], Rule one of
                  only_house, only_value, direct, transfer, relation, or
                  case_split(Ref, House, SubSteps, Contradiction) for
                  "suppose Ref were in House": SubSteps are the steps
                  that follow from it that Contradiction rests on
                  (the others are left out), Contradiction is no_house(Ref)
                  (a value with no house left) or no_value(Attr, House)
                  (a house with no value of Attr left).  ClueNumbers of
                  a case split are all the clues its sub-steps use.
                  Conclusions are in(Ref, House) (fixed) and
                  not_in(Ref, Houses) (removed); a Ref is Attr=Value.
      Outcome     solution(Rows), Rows as library(zebra) returns a
                  solution: [House, ...], each [Attr=Value, ...];
                  no_solution (Steps = []); or several(Rows1, Rows2),
                  two different solutions (Steps = []).
      Difficulty  easy      only direct and transfer clues and singles;
                  medium    a relation clue was needed;
                  hard      a case split was needed;
                  none      for no_solution and several.
                  The printed rating adds the number of case splits
                  (not their lengths: a case split is the one step
                  a person needs pencil and paper for).
    A clue naming a value no attribute has raises
    error(existence_error(zebra_value, Attr=Value), clue(Number)).

    PRINTING says, before a step, the houses the all-different rule
    took that the step needs and no earlier step has said: "flute
    (instrument) is in house 3, so drums (instrument) is not; clues 19
    and 21: ...".  The steps are replayed on the grid as they are
    printed; the houses needed are found by giving each taken house back
    in turn and keeping it given back while the step still follows.

    PRINTING names a value by the value alone when its attribute names
    the person (name, nationality, person, owner: "Bob", "Norwegian"),
    else as "Value (attribute words)": "milk (drink)", "google pixel 6
    (phone model)", "25 (age)".  The words say which attribute is meant
    when two share a value (red hair, red favourite colour) and read the
    same for both puzzle styles.
*/

:- module(zebra_explain, [zebra_explain/2, zebra_print_explanation/2]).

:- use_module(library(zebra)).

%!  zebra_explain(+Puzzle, -Explanation) is det.
%
%   Explanation is explanation(Steps, Outcome, Difficulty) for the house
%   puzzle Puzzle: the steps of THE RULES above that solve it, Outcome
%   solution(Rows), or no_solution or several(Rows1, Rows2) with no
%   steps (the solutions are found first), and Difficulty easy, medium
%   or hard (none without one solution).  A puzzle term the rules do
%   not cover is the error zebra_error(explain_unsupported(What)).
zebra_explain(puzzle(N, Attributes, Clues, _), Explanation) :-
    '$zx_check_supported'(N, Attributes, Clues),
    '$zx_check_values'(Attributes, Clues),
    '$zx_context'(N, Attributes, Clues, Ctx),
    '$zx_initial'(Ctx, S0),
    findall(Sol, limit(2, '$zx_solve'(Ctx, S0, Sol)), Sols),
    (   Sols == []
    ->  Explanation = explanation([], no_solution, none)
    ;   Sols = [A, B]
    ->  '$zx_rows'(Ctx, A, RowsA),
        '$zx_rows'(Ctx, B, RowsB),
        Explanation = explanation([], several(RowsA, RowsB), none)
    ;   Sols = [Sol],
        '$zx_chain'(Ctx, S0, sol(Sol), Steps, End),
        (   End == solved
        ->  true
        ;   throw(error(zebra_explain(End), _))
        ),
        '$zx_rows'(Ctx, Sol, Rows),
        '$zx_difficulty'(Steps, Difficulty),
        Explanation = explanation(Steps, solution(Rows), Difficulty)
    ).

% Grid puzzles, the clue terms of issue 26 and comparisons over values
% that are not integers are not explained yet (issue 27): an error
% zebra_error(explain_unsupported(What)), never a wrong step.
'$zx_check_supported'(N, _, _) :-
    \+ integer(N),
    !,
    throw(error(zebra_error(explain_unsupported('grid puzzles')), _)).
'$zx_check_supported'(_, Attributes, Clues) :-
    forall(( member(Clue, Clues), '$zx_subclue'(Clue, C) ),
           '$zx_supported'(Attributes, C)).

'$zx_subclue'(C, C).
'$zx_subclue'(C, S) :-
    compound(C),
    C =.. [F, A, B],
    memberchk(F, [and, or, xor]),
    ( '$zx_subclue'(A, S) ; '$zx_subclue'(B, S) ).
'$zx_subclue'(not(C), S) :-
    '$zx_subclue'(C, S).

'$zx_supported'(Attributes, C) :-
    (   compound(C),
        functor(C, F, Arity),
        memberchk(F/Arity, [diff/4, distance/5, ratio/5, either/3, pair/4, all_different/1,
                            or/2, xor/2])
    ->  format(atom(What), "the clue term ~w", [F/Arity]),
        throw(error(zebra_error(explain_unsupported(What)), _))
    ;   compound(C),
        ( C = less(A, _, _) ; C = greater(A, _, _) ),
        \+ ( memberchk(A-Vs, Attributes), maplist(integer, Vs) )
    ->  format(atom(What), "comparisons over ~w", [A]),
        throw(error(zebra_error(explain_unsupported(What)), _))
    ;   true
    ).

% A clue naming a value no attribute has is an error, not a puzzle
% without a solution.
'$zx_check_values'(Attributes, Clues) :-
    forall(( nth1(No, Clues, Clue),
             '$zx_refs'(Clue, Refs),
             member(A=V, Refs)
           ),
           (   memberchk(A-Vs, Attributes),
               memberchk(V, Vs)
           ->  true
           ;   throw(error(existence_error(zebra_value, A=V), clue(No)))
           )).

% ctx(Houses, Attributes, Clues, Deps, Reps): Clues is a term clues(c(Number,
% Tier, Clue, Refs), ...) in the order the rules try them (tier, then
% number), and(_, _) split, not(_) pushed inward where it meets
% less/greater.  Deps is [Ref-Ks]: the clues (their argument positions
% in Clues) whose conclusions may change when Ref's houses change.  Reps
% is [Ref-Rep]: Rep the first value of the same/2 group Ref is in.
'$zx_context'(N, Attributes, Clues, ctx(N, Attributes, ClueTerm, Deps, Reps)) :-
    '$zx_number_clues'(Clues, 1, Cs0),
    findall(No-C, ( member(No-C0, Cs0), '$zx_split'(C0, C1), '$zx_norm'(C1, C) ),
            Split),
    findall(No-(X-Y), member(No-same(X, Y), Split), Sames),
    '$zx_same_groups'(Sames, Groups),
    findall(TierNo-(No-c([No], Tier, C, Refs)),
            ( member(No-C, Split),
              C \= same(_, _),
              '$zx_tier'(C, Tier),
              nth1(TierNo, [direct, transfer, relation], Tier),
              '$zx_refs'(C, Refs0),
              sort(Refs0, Refs)
            ),
            Keyed1),
    findall(2-(No-c(Nos, transfer, same_group(Refs), Refs)),
            ( member(Nos-Refs, Groups), Nos = [No|_] ),
            Keyed2),
    append(Keyed1, Keyed2, Keyed0),
    findall(Ref-Rep, ( member(_-[Rep|Refs], Groups), member(Ref, [Rep|Refs]) ), Reps),
    msort(Keyed0, Keyed),
    findall(Clue, member(_-(_-Clue), Keyed), Cs),
    ClueTerm =.. [clues|Cs],
    findall((A=V)-Ks,
            ( member(A-Vs, Attributes),
              member(V, Vs),
              findall(K,
                      ( nth1(K, Cs, c(_, _, C, Refs)),
                        '$zx_depends'(C, Refs, A=V)
                      ),
                      Ks)
            ),
            Deps).

% Values joined by same/2 clues: [Numbers-Refs], both sorted.
'$zx_same_groups'(Sames, Groups) :-
    findall([No]-Refs, ( member(No-(X-Y), Sames), sort([X, Y], Refs) ), Gs0),
    '$zx_merge_groups'(Gs0, Groups).

'$zx_merge_groups'(Gs0, Gs) :-
    (   select(N1-R1, Gs0, Gs1),
        select(N2-R2, Gs1, Gs2),
        member(R, R1),
        memberchk(R, R2)
    ->  ord_union(N1, N2, N),
        ord_union(R1, R2, Rs),
        '$zx_merge_groups'([N-Rs|Gs2], Gs)
    ;   Gs = Gs0
    ).

'$zx_depends'(_, Refs, Ref) :-
    memberchk(Ref, Refs),
    !.
'$zx_depends'(C, _, A=_) :-
    '$zx_compares'(C, A).

% A clue that compares values of attribute A depends on all of them.
'$zx_compares'(less(A, _, _), A) :- !.
'$zx_compares'(greater(A, _, _), A) :- !.
'$zx_compares'(C, A) :-
    compound(C),
    C \= (_=_),
    functor(C, _, N),
    between(1, N, I),
    arg(I, C, Arg),
    '$zx_compares'(Arg, A),
    !.

'$zx_number_clues'([], _, []).
'$zx_number_clues'([C|Cs], I, [I-C|Ns]) :-
    I1 is I + 1,
    '$zx_number_clues'(Cs, I1, Ns).

'$zx_split'(and(A, B), C) :-
    !,
    (   '$zx_split'(A, C)
    ;   '$zx_split'(B, C)
    ).
'$zx_split'(C, C).

'$zx_norm'(not(C), N) :- !, '$zx_neg'(C, N).
'$zx_norm'(and(A, B), and(NA, NB)) :- !, '$zx_norm'(A, NA), '$zx_norm'(B, NB).
'$zx_norm'(C, C).

% Only less/greater are checked against the grid rather than the houses
% of the clue's values, so their negation is rewritten, not negated.
'$zx_neg'(not(C), N) :- !, '$zx_norm'(C, N).
'$zx_neg'(and(A, B), or(NA, NB)) :- !, '$zx_neg'(A, NA), '$zx_neg'(B, NB).
'$zx_neg'(or(A, B), and(NA, NB)) :- !, '$zx_neg'(A, NA), '$zx_neg'(B, NB).
'$zx_neg'(less(A, X, Y), N) :- !, '$zx_or_same'(X, Y, greater(A, X, Y), N).
'$zx_neg'(greater(A, X, Y), N) :- !, '$zx_or_same'(X, Y, less(A, X, Y), N).
% The negations the puzzle term has kinds of its own for ("The Dane is
% not the tea drinker" reads as not(same(...))) are those kinds, and are
% explained by the same rules.
'$zx_neg'(C, N) :- '$zebra_negation'(C, N), !.
'$zx_neg'(C, not(C)).

% "Not smaller" is "greater, or the same house", which two values of one
% attribute never share.
'$zx_or_same'(B=X, B=Y, C, C) :- X \== Y, !.
'$zx_or_same'(X, Y, C, or(same(X, Y), C)).

'$zx_tier'(at(_, _), direct) :- !.
'$zx_tier'(not_at(_, _), direct) :- !.
'$zx_tier'(at_end(_), direct) :- !.
'$zx_tier'(not_at_end(_), direct) :- !.
'$zx_tier'(same(_, _), transfer) :- !.
'$zx_tier'(not_same(_, _), transfer) :- !.
'$zx_tier'(_, relation).

'$zx_refs'(A=V, [A=V]) :- !.
'$zx_refs'(less(_, X, Y), Refs) :- !, '$zx_refs_list'([X, Y], Refs).
'$zx_refs'(greater(_, X, Y), Refs) :- !, '$zx_refs_list'([X, Y], Refs).
'$zx_refs'(C, Refs) :-
    compound(C),
    !,
    C =.. [_|Args],
    '$zx_refs_list'(Args, Refs).
'$zx_refs'(_, []).

'$zx_refs_list'([], []).
'$zx_refs_list'([X|Xs], Refs) :-
    '$zx_refs'(X, R1),
    '$zx_refs_list'(Xs, R2),
    append(R1, R2, Refs).

% st(Grid, Known, Agenda, Dirty): Grid is [Attr-[Value-Houses, ...],
% ...] in the puzzle's order, Known the fixed values already stated
% (Attr=Value), Agenda the clues (positions in the context's Clues) that
% may conclude something: the others were tried since their values last
% changed.  Dirty, likewise, the attributes (in order) that may have a
% house with one value or none left.
'$zx_initial'(ctx(N, Attributes, Clues, _, _), st(Grid, [], Agenda, Dirty)) :-
    findall(A, member(A-_, Attributes), Dirty),
    numlist(1, N, Hs),
    findall(A-Vals,
            ( member(A-Vs, Attributes),
              findall(V-Hs, member(V, Vs), Vals)
            ),
            Grid),
    functor(Clues, _, Count),
    numlist(1, Count, Agenda).

'$zx_cand'(st(Grid, _, _, _), A=V, Hs) :-
    memberchk(A-Vals, Grid),
    memberchk(V-Hs, Vals).

% ---------------------------------------------------------------------
% The chain

% '$zx_chain'(+Ctx, +S, +Splits, -Steps, -End): Splits is sol(Solution)
% (case splits suppose only what the solution denies), any (a
% contradictory grid: any supposition), or none (no case splits).  End
% is solved, contradiction(C) or stuck.
'$zx_chain'(Ctx, S, Splits, Steps, End) :-
    '$zx_chain'(Ctx, S, Splits, 1000000, Steps, End, _).

% ... with at most Limit steps (End = limit when they run out), and the
% final grid.
'$zx_chain'(Ctx, S0, Splits, Limit, Steps, End, SEnd) :-
    '$zx_census'(S0, Census, S1),
    '$zx_chain'(Ctx, S1, Census, Splits, Limit, Steps, End, SEnd).

'$zx_chain'(_, S, Census, _, _, [], contradiction(C), S) :-
    '$zx_contradiction'(S, Census, C),
    !.
'$zx_chain'(_, S, _, _, 0, [], limit, S) :- !.
'$zx_chain'(Ctx, S0, Census, Splits, Limit, Steps, End, SEnd) :-
    '$zx_step'(Ctx, S0, Census, Found, S),
    (   Found = step(Step)
    ->  Steps = [Step|Steps1],
        Limit1 is Limit - 1,
        '$zx_chain'(Ctx, S, Splits, Limit1, Steps1, End, SEnd)
    ;   '$zx_solved'(S)
    ->  % No rule applies: every clue holds on a grid of fixed values.
        Steps = [],
        End = solved,
        SEnd = S
    ;   Splits \== none,
        '$zx_case_split'(Ctx, S, Splits, Step, S1)
    ->  Steps = [Step|Steps1],
        Limit1 is Limit - 1,
        '$zx_chain'(Ctx, S1, Splits, Limit1, Steps1, End, SEnd)
    ;   Steps = [],
        End = stuck,
        SEnd = S
    ).

'$zx_solved'(st(Grid, Known, _, _)) :-
    forall(( member(A-Vals, Grid), member(V-Hs, Vals) ),
           ( Hs = [_], memberchk(A=V, Known) )).

'$zx_contradiction'(st(Grid, _, _, _), _, no_house(A=V)) :-
    member(A-Vals, Grid),
    member(V-[], Vals),
    !.
'$zx_contradiction'(_, Census, no_value(A, H)) :-
    memberchk(A-missing(H), Census).

% The houses of each dirty attribute: Census is [Attr-missing(House)]
% (no value left for House) or [Attr-single(Value, House)] (only Value
% left for House, and Value not fixed yet) for the attributes that have
% one; the others are clean until their values change.
'$zx_census'(st(Grid, Known, Agenda, Dirty0), Census, st(Grid, Known, Agenda, Dirty)) :-
    findall(A-Status,
            ( member(A, Dirty0),
              memberchk(A-Vals, Grid),
              '$zx_house_status'(Vals, Status)
            ),
            Census),
    findall(A, member(A-_, Census), Dirty).

'$zx_house_status'(Vals, Status) :-
    '$zx_house_counts'(Vals, Counts),
    length(Vals, N),
    (   length(Counts, Len),
        Len < N
    ->  between(1, N, H),
        \+ memberchk(H-_, Counts),
        !,
        Status = missing(H)
    ;   member(H-1, Counts),
        once(( member(V-Hs, Vals), memberchk(H, Hs) )),
        Hs \== [H],
        !,
        Status = single(V, H)
    ).

% For each house some value of the group may take, in order, House-Count.
'$zx_house_counts'(Vals, Counts) :-
    findall(H, ( member(_-Hs, Vals), member(H, Hs) ), Hs0),
    msort(Hs0, Sorted),
    '$zx_runs'(Sorted, Counts).

'$zx_runs'([], []).
'$zx_runs'([H|Hs0], [H-C|Cs]) :-
    '$zx_run'(Hs0, H, 1, C, Hs),
    '$zx_runs'(Hs, Cs).

'$zx_run'([H|Hs0], H, C0, C, Hs) :-
    !,
    C1 is C0 + 1,
    '$zx_run'(Hs0, H, C1, C, Hs).
'$zx_run'(Hs, _, C, C, Hs).

% One step by the first rule that changes the grid: Found is step(Step),
% or none when no rule applies (S is then S0 with an empty agenda).
'$zx_step'(Ctx, S0, Census, Found, S) :-
    (   '$zx_single'(S0, Census, Step)
    ->  Step = step(_, _, Conclusions),
        '$zx_apply'(Ctx, S0, Conclusions, S),
        Found = step(Step)
    ;   '$zx_clue_step'(Ctx, S0, Found, S)
    ).

'$zx_single'(st(Grid, Known, _, _), _, step(only_house, [], [in(A=V, H)])) :-
    member(A-Vals, Grid),
    member(V-[H], Vals),
    \+ memberchk(A=V, Known),
    !.
'$zx_single'(_, Census, step(only_value, [], [in(A=V, H)])) :-
    memberchk(A-single(V, H), Census).

'$zx_clue_step'(_, st(Grid, Known, [], D), none, st(Grid, Known, [], D)).
'$zx_clue_step'(Ctx, S0, Found, S) :-
    S0 = st(Grid, Known, [K|Ks], D),
    Ctx = ctx(_, _, Clues, _, _),
    arg(K, Clues, c(Nos, Tier, C, Refs)),
    '$zx_filter'(Ctx, S0, C, Refs, Conclusions),
    (   Conclusions == []
    ->  '$zx_clue_step'(Ctx, st(Grid, Known, Ks, D), Found, S)
    ;   '$zx_apply'(Ctx, S0, Conclusions, S),
        Found = step(step(Tier, Nos, Conclusions))
    ).

% What clue C removes: each house of each of its values that no houses
% of its other values make true.  Values joined by same/2 clues share
% the houses all of them may take.
'$zx_filter'(_, S, same_group(Refs), _, Conclusions) :-
    !,
    findall(Hs, ( member(Ref, Refs), '$zx_cand'(S, Ref, Hs) ), [Hs0|Hss]),
    foldl([Hs1, I0, I]>>ord_intersection(I0, Hs1, I), Hss, Hs0, Inter),
    findall(Conclusion,
            ( member(Ref, Refs),
              '$zx_cand'(S, Ref, Hs),
              '$zx_narrowed'(Ref, Hs, Inter, Conclusion)
            ),
            Conclusions).
'$zx_filter'(Ctx, S, C, Refs, Conclusions) :-
    '$zx_filter_houses'(Ctx, S, C, Refs, Conclusions0),
    (   '$zx_comparison'(C, A, X, Y)
    ->  '$zx_filter_values'(S, A, X, Y, Conclusions0, Conclusions)
    ;   Conclusions = Conclusions0
    ).

'$zx_filter_houses'(Ctx, S, C, Refs, Conclusions) :-
    findall(Conclusion,
            ( member(Ref, Refs),
              '$zx_cand'(S, Ref, Hs),
              include('$zx_supported'(Ctx, S, C, Refs, Ref), Hs, Keep),
              '$zx_narrowed'(Ref, Hs, Keep, Conclusion)
            ),
            Conclusions).

% '$zx_narrowed'(+Ref, +Houses, +Kept, -Conclusion): what keeping only
% Kept of Ref's Houses concludes; fails when nothing goes.
'$zx_narrowed'(Ref, Hs, Keep, Conclusion) :-
    Keep \== Hs,
    (   Keep = [H]
    ->  Conclusion = in(Ref, H)
    ;   ord_subtract(Hs, Keep, Gone),
        Conclusion = not_in(Ref, Gone)
    ).

'$zx_comparison'(less(A, X, Y), A, X, Y).
'$zx_comparison'(greater(A, Y, X), A, X, Y).

% less(A, X, Y) once X's house is known: the values of A there that are
% not smaller than any value Y's houses may hold go, and likewise for Y.
% (Not for values the clue's own conclusions already name.)
'$zx_filter_values'(S, A, X, Y, Conclusions0, Conclusions) :-
    S = st(Grid, _, _, _),
    memberchk(A-Vals, Grid),
    findall(V-H,
            ( (   '$zx_cand'(S, X, [H]),
                  Side = smaller(Y)
              ;   '$zx_cand'(S, Y, [H]),
                  Side = larger(X)
              ),
              member(V-Hs, Vals),
              memberchk(H, Hs),
              \+ ( member(C0, Conclusions0), arg(1, C0, A=V) ),
              \+ '$zx_value_supported'(S, A, V, H, Side)
            ),
            Gone0),
    sort(Gone0, Gone),
    findall(Conclusion,
            ( member(V-Hs, Vals),
              findall(H, member(V-H, Gone), [G|Gs]),
              ord_subtract(Hs, [G|Gs], Left),
              (   Left = [Only]
              ->  Conclusion = in(A=V, Only)
              ;   Conclusion = not_in(A=V, [G|Gs])
              )
            ),
            Conclusions1),
    append(Conclusions0, Conclusions1, Conclusions).

% Value V of A in house H (X's) is smaller than some value Y may hold.
'$zx_value_supported'(S, A, V, H, smaller(Y)) :-
    '$zx_cand'(S, Y, HYs),
    member(HY, HYs),
    HY =\= H,
    '$zx_value_at'(S, A, HY, W),
    V < W,
    !.
'$zx_value_supported'(S, A, V, H, larger(X)) :-
    '$zx_cand'(S, X, HXs),
    member(HX, HXs),
    HX =\= H,
    '$zx_value_at'(S, A, HX, W),
    W < V,
    !.

'$zx_supported'(Ctx, S, C, Refs, Ref, H) :-
    '$zx_place'(Refs, S, Ref, H, [], Pos),
    '$zx_holds'(C, Ctx, S, Pos),
    !.

% Houses for the clue's values: Ref at H, the others where the grid
% allows, values of one attribute in different houses.
'$zx_place'([], _, _, _, Pos, Pos).
'$zx_place'([R|Rs], S, Ref, H, Pos0, Pos) :-
    (   R == Ref
    ->  P = H
    ;   '$zx_cand'(S, R, Hs),
        member(P, Hs)
    ),
    R = (A=_),
    \+ ( member((A=_)-P0, Pos0), P0 =:= P ),
    '$zx_place'(Rs, S, Ref, H, [R-P|Pos0], Pos).

'$zx_pos'(Pos, Ref, P) :- memberchk(Ref-P, Pos).

'$zx_holds'(same(X, Y), _, _, Pos) :-
    '$zx_pos'(Pos, X, P), '$zx_pos'(Pos, Y, Q), P =:= Q.
'$zx_holds'(not_same(X, Y), _, _, Pos) :-
    '$zx_pos'(Pos, X, P), '$zx_pos'(Pos, Y, Q), P =\= Q.
'$zx_holds'(left_of(X, Y), _, _, Pos) :-
    '$zx_pos'(Pos, X, P), '$zx_pos'(Pos, Y, Q), P + 1 =:= Q.
'$zx_holds'(right_of(X, Y), _, _, Pos) :-
    '$zx_pos'(Pos, X, P), '$zx_pos'(Pos, Y, Q), P =:= Q + 1.
'$zx_holds'(somewhere_left_of(X, Y), _, _, Pos) :-
    '$zx_pos'(Pos, X, P), '$zx_pos'(Pos, Y, Q), P < Q.
'$zx_holds'(somewhere_right_of(X, Y), _, _, Pos) :-
    '$zx_pos'(Pos, X, P), '$zx_pos'(Pos, Y, Q), P > Q.
'$zx_holds'(next_to(X, Y), _, _, Pos) :-
    '$zx_pos'(Pos, X, P), '$zx_pos'(Pos, Y, Q), abs(P - Q) =:= 1.
'$zx_holds'(not_next_to(X, Y), _, _, Pos) :-
    '$zx_pos'(Pos, X, P), '$zx_pos'(Pos, Y, Q), abs(P - Q) =\= 1.
'$zx_holds'(at(X, H), _, _, Pos) :-
    '$zx_pos'(Pos, X, P), P =:= H.
'$zx_holds'(not_at(X, H), _, _, Pos) :-
    '$zx_pos'(Pos, X, P), P =\= H.
'$zx_holds'(at_end(X), ctx(N, _, _, _, _), _, Pos) :-
    '$zx_pos'(Pos, X, P), ( P =:= 1 ; P =:= N ), !.
'$zx_holds'(not_at_end(X), ctx(N, _, _, _, _), _, Pos) :-
    '$zx_pos'(Pos, X, P), P =\= 1, P =\= N.
'$zx_holds'(between(X, Y, Z), _, _, Pos) :-
    '$zx_pos'(Pos, X, P), '$zx_pos'(Pos, Y, Q), '$zx_pos'(Pos, Z, R),
    (   P < Q, Q < R
    ->  true
    ;   R < Q, Q < P
    ).
'$zx_holds'(one_between(X, Y), _, _, Pos) :-
    '$zx_pos'(Pos, X, P), '$zx_pos'(Pos, Y, Q), abs(P - Q) =:= 2.
'$zx_holds'(two_between(X, Y), _, _, Pos) :-
    '$zx_pos'(Pos, X, P), '$zx_pos'(Pos, Y, Q), abs(P - Q) =:= 3.
'$zx_holds'(less(A, X, Y), _, S, Pos) :-
    '$zx_pos'(Pos, X, P), '$zx_pos'(Pos, Y, Q),
    '$zx_value_at'(S, A, P, VX),
    '$zx_value_at'(S, A, Q, VY),
    VX < VY,
    !.
'$zx_holds'(greater(A, X, Y), _, S, Pos) :-
    '$zx_pos'(Pos, X, P), '$zx_pos'(Pos, Y, Q),
    '$zx_value_at'(S, A, P, VX),
    '$zx_value_at'(S, A, Q, VY),
    VX > VY,
    !.
'$zx_holds'(and(C1, C2), Ctx, S, Pos) :-
    '$zx_holds'(C1, Ctx, S, Pos),
    '$zx_holds'(C2, Ctx, S, Pos).
'$zx_holds'(or(C1, C2), Ctx, S, Pos) :-
    (   '$zx_holds'(C1, Ctx, S, Pos)
    ->  true
    ;   '$zx_holds'(C2, Ctx, S, Pos)
    ).
'$zx_holds'(not(C), Ctx, S, Pos) :-
    \+ '$zx_holds'(C, Ctx, S, Pos).

% A value of attribute A that house P may still hold.
'$zx_value_at'(st(Grid, _, _, _), A, P, V) :-
    memberchk(A-Vals, Grid),
    member(V-Hs, Vals),
    memberchk(P, Hs).

% Apply conclusions, then the all-different rule to a fixed point; the
% clues of the values that changed go on the agenda.
'$zx_apply'(Ctx, st(Grid0, Known0, Agenda0, Dirty0), Conclusions,
            st(Grid, Known, Agenda, Dirty)) :-
    foldl('$zx_conclude', Conclusions, Grid0, Grid1),
    findall(Ref, member(in(Ref, _), Conclusions), New),
    append(Known0, New, Known),
    findall(A, ( member(C, Conclusions), arg(1, C, A=_) ), Touched),
    '$zx_all_different'(Grid1, Touched, Grid),
    findall(Ref, '$zx_changed'(Grid0, Grid, Ref), Changed),
    '$zx_wake'(Ctx, Changed, Agenda0, Agenda),
    Ctx = ctx(_, Attributes, _, _, _),
    findall(A,
            ( member(A-_, Attributes),
              (   memberchk(A, Dirty0)
              ->  true
              ;   memberchk(A=_, Changed)
              )
            ),
            Dirty).

'$zx_wake'(ctx(_, _, _, Deps, _), Changed, Agenda0, Agenda) :-
    findall(K,
            ( member(Ref, Changed),
              memberchk(Ref-Ks, Deps),
              member(K, Ks)
            ),
            Woken0),
    sort(Woken0, Woken),
    ord_union(Agenda0, Woken, Agenda).

'$zx_changed'(Grid0, Grid, A=V) :-
    '$zx_pairs'(Grid0, Grid, A, Vals0, Vals),
    Vals0 \== Vals,
    '$zx_pairs'(Vals0, Vals, V, Hs0, Hs),
    Hs0 \== Hs.

'$zx_pairs'([K-X0|_], [_-X|_], K, X0, X).
'$zx_pairs'([_|Ps0], [_|Ps], K, X0, X) :-
    '$zx_pairs'(Ps0, Ps, K, X0, X).

'$zx_conclude'(in(Ref, H), Grid0, Grid) :-
    '$zx_replace'(Grid0, Ref, [H], Grid).
'$zx_conclude'(not_in(A=V, Gone), Grid0, Grid) :-
    memberchk(A-Vals, Grid0),
    memberchk(V-Hs0, Vals),
    ord_subtract(Hs0, Gone, Hs),
    '$zx_replace'(Grid0, A=V, Hs, Grid).

'$zx_replace'([A0-Vals0|Gs0], A=V, Hs, [A0-Vals|Gs]) :-
    (   A0 == A
    ->  '$zx_replace_value'(Vals0, V, Hs, Vals),
        Gs = Gs0
    ;   Vals = Vals0,
        '$zx_replace'(Gs0, A=V, Hs, Gs)
    ).

'$zx_replace_value'([V0-Hs0|Vs0], V, Hs, [V0-Hs1|Vs]) :-
    (   V0 == V
    ->  Hs1 = Hs,
        Vs = Vs0
    ;   Hs1 = Hs0,
        '$zx_replace_value'(Vs0, V, Hs, Vs)
    ).

% All different: each house a value is fixed to is taken from the
% attribute's other values, until nothing changes (in the attributes
% Touched, the only ones that changed).
'$zx_all_different'([], _, []).
'$zx_all_different'([G0|Gs0], Touched, [G|Gs]) :-
    G0 = A-_,
    (   memberchk(A, Touched)
    ->  '$zx_distinct'(G0, G)
    ;   G = G0
    ),
    '$zx_all_different'(Gs0, Touched, Gs).

'$zx_distinct'(A-Vals0, A-Vals) :-
    findall(H, member(_-[H], Vals0), Fixed0),
    sort(Fixed0, Fixed),
    maplist('$zx_take'(Fixed), Vals0, Vals1),
    (   Vals1 == Vals0
    ->  Vals = Vals0
    ;   '$zx_distinct'(A-Vals1, A-Vals)
    ).

'$zx_take'(Fixed, V-Hs0, V-Hs) :-
    (   Hs0 = [_]
    ->  Hs = Hs0
    ;   ord_subtract(Hs0, Fixed, Hs)
    ).

% ---------------------------------------------------------------------
% Case splits

'$zx_case_split'(Ctx, S, Splits, Step, S1) :-
    '$zx_suppositions'(Ctx, S, Splits, Sups),
    Sups \== [],
    findall(Len-Group,
            ( member(Len-_, Sups),
              findall(Len-Sup, member(Len-Sup, Sups), Group)
            ),
            Groups0),
    sort(Groups0, Groups),
    (   member(Limit, [2, 4, 8, 16, 32, 64, 1000000]),
        member(_-Group, Groups),
        '$zx_shortest'(Group, Ctx, S, Limit, none, Best),
        Best = best(_, Ref, H, Sub0, Contra),
        '$zx_prune'(Ctx, S, Ref, H, Sub0, Contra, Sub)
    ->  true
    ;   Sups = [_-(Ref-H)|_],
        '$zx_suppose'(Ctx, S, Ref, H, S2),
        '$zx_chain'(Ctx, S2, any, Sub0, End),
        End = contradiction(Contra),
        '$zx_prune'(Ctx, S, Ref, H, Sub0, Contra, Sub)
    ),
    '$zx_sub_clues'(Sub, Clues),
    '$zx_cand'(S, Ref, Hs0),
    ord_subtract(Hs0, [H], Hs),
    (   Hs = [Only]
    ->  Conclusion = in(Ref, Only)
    ;   Conclusion = not_in(Ref, [H])
    ),
    Step = step(case_split(Ref, H, Sub, Contra), Clues, [Conclusion]),
    '$zx_apply'(Ctx, S, [Conclusion], S1).

% Suppositions Count-(Ref-House), values with fewest houses first.  When
% no rule applies, the values of a same/2 group have the same houses, and
% supposing any of them leads to the same chain: only the first is
% supposed.
'$zx_suppositions'(ctx(_, _, _, _, Reps), st(Grid, _, _, _), Splits, Sups) :-
    findall(Len-(Ref-H),
            ( member(A-Vals, Grid),
              member(V-Hs, Vals),
              Ref = (A=V),
              (   memberchk(Ref-Rep, Reps)
              ->  Rep == Ref
              ;   true
              ),
              Hs = [_, _|_],
              length(Hs, Len),
              member(H, Hs),
              (   Splits = sol(Sol)
              ->  \+ memberchk(Ref-H, Sol)
              ;   true
              )
            ),
            Sups0),
    msort(Sups0, Sups).

% The supposition whose chain (without case splits) contradicts soonest,
% within Limit0 steps.  The caller raises Limit0 until one does, so the
% suppositions that lead nowhere are followed only a few steps.
'$zx_shortest'([], _, _, _, Best, Best).
'$zx_shortest'([_-(Ref-H)|Sups], Ctx, S, Limit0, Best0, Best) :-
    (   Best0 = best(Len0, _, _, _, _)
    ->  Limit is Len0 - 1
    ;   Limit = Limit0
    ),
    (   Limit >= 0,
        '$zx_suppose'(Ctx, S, Ref, H, S2),
        '$zx_chain'(Ctx, S2, none, Limit, Sub, contradiction(Contra), _)
    ->  length(Sub, Len),
        Best1 = best(Len, Ref, H, Sub, Contra)
    ;   Best1 = Best0
    ),
    (   Best1 = best(0, _, _, _, _)
    ->  Best = Best1
    ;   '$zx_shortest'(Sups, Ctx, S, Limit0, Best1, Best)
    ).

'$zx_suppose'(Ctx, S0, Ref, H, S) :-
    '$zx_apply'(Ctx, S0, [in(Ref, H)], S).

'$zx_sub_clues'(Steps, Clues) :-
    findall(No, ( member(step(_, Nos, _), Steps), member(No, Nos) ), Nos0),
    sort(Nos0, Clues).

% ---------------------------------------------------------------------
% Pruning a case split: only the sub-steps its contradiction rests on

% '$zx_prune'(+Ctx, +S, +Ref, +H, +Sub, +Contra, -Kept): Kept is Sub
% without the steps the contradiction does not depend on.  The chain is
% replayed from S (the grid before the supposition, step 0); each house
% it takes from a value is a fact with an origin, the steps the fact
% needs: its own step when the step concludes it, else (the all-different
% rule took it, a value of the attribute being fixed there) also the
% origins of that value's facts.  A step needs the origins of the facts
% it reads ('$zx_used'); what the contradiction needs, closed under
% that, is kept.  Facts from before the supposition need nothing.
'$zx_prune'(Ctx, S, Ref, H, Sub, Contra, Kept) :-
    '$zx_replay'(Sub, Ctx, S, [in(Ref, H)], 0, [], Origins, [], Deps, SEnd),
    SEnd = st(Grid, _, _, _),
    '$zx_contra_used'(Ctx, Grid, Contra, Used),
    '$zx_origins_of'(Used, Origins, Need0),
    '$zx_need'(Need0, Deps, Need),
    findall(Step,
            ( nth1(K, Sub, Step), memberchk(K, Need) ),
            Kept).

% The steps Need0 rest on, closed (a fact may need a later step: see
% '$zx_fact_origin').
'$zx_need'(Need0, Deps, Need) :-
    findall(D, ( member(K, Need0), memberchk(K-Ds, Deps), member(D, Ds) ), New0),
    sort(New0, New),
    ord_union(Need0, New, Need1),
    (   Need1 == Need0
    ->  Need = Need0
    ;   '$zx_need'(Need1, Deps, Need)
    ).

% Replay: step K's conclusions Cs on state S0; Deps gets K-Needs for the
% steps after the supposition.
'$zx_replay'(Steps, Ctx, S0, Cs, K, Or0, Or, Deps0, Deps, S) :-
    '$zx_apply'(Ctx, S0, Cs, S1),
    S0 = st(G0, _, _, _),
    S1 = st(G1, _, _, _),
    '$zx_removed'(G0, G1, Removed),
    Ctx = ctx(N, _, _, _, _),
    foldl('$zx_origin'(Cs, K, Steps, G1, N, Removed), Removed, Or0, Or1),
    (   Steps = []
    ->  Or = Or1, Deps = Deps0, S = S1
    ;   Steps = [step(Rule, Nos, Cs1)|Rest],
        K1 is K + 1,
        (   Rule = case_split(_, _, _, _)
        ->  numlist(0, K, Ds)
        ;   '$zx_used'(Ctx, G1, Rule, Nos, Cs1, Used0),
            '$zx_fewer_used'(Used0, Or1, Ctx, G1, Rule, Nos, Cs1, Used),
            '$zx_origins_of'(Used, Or1, Ds)
        ),
        '$zx_replay'(Rest, Ctx, S1, Cs1, K1, Or1, Or, [K1-Ds|Deps0], Deps, S)
    ).

% A clue step may not need every house its values lost: those lost
% since the supposition are given back in turn, and stay given back
% while the step still follows ('$zx_still').
'$zx_fewer_used'(Used0, Origins, Ctx, G, Rule, Nos, Cs, Used) :-
    (   memberchk(Rule, [direct, transfer, relation])
    ->  include([F]>>memberchk(F-_, Origins), Used0, Cands),
        '$zx_fewer'(Cands, Ctx, G, Rule, Nos, Cs, Used)
    ;   Used = Used0
    ).

'$zx_fewer'([], _, _, _, _, _, []).
'$zx_fewer'([(A=V)-H|Fs], Ctx, G, Rule, Nos, Cs, Used) :-
    memberchk(A-Vals, G),
    memberchk(V-Hs0, Vals),
    ord_union(Hs0, [H], Hs),
    '$zx_replace'(G, A=V, Hs, G1),
    (   '$zx_still'(Rule, Ctx, G1, Nos, Cs)
    ->  '$zx_fewer'(Fs, Ctx, G1, Rule, Nos, Cs, Used)
    ;   Used = [(A=V)-H|Used1],
        '$zx_fewer'(Fs, Ctx, G, Rule, Nos, Cs, Used1)
    ).

'$zx_origins_of'(Used, Origins, Ds) :-
    findall(D, ( member(F, Used), memberchk(F-Os, Origins), member(D, Os) ), Ds0),
    sort(Ds0, Ds).

% The houses taken from values between two grids: [(A=V)-House].
'$zx_removed'(G0, G1, Removed) :-
    findall((A=V)-H,
            ( '$zx_pairs'(G0, G1, A, Vals0, Vals1),
              Vals0 \== Vals1,
              '$zx_pairs'(Vals0, Vals1, V, Hs0, Hs1),
              Hs0 \== Hs1,
              member(H, Hs0),
              \+ memberchk(H, Hs1)
            ),
            Removed).

'$zx_origin'(Cs, K, Later, G1, N, Removed, F, Or0, [F-Os|Or0]) :-
    '$zx_fact_origin'(F, Cs, K, Later, G1, N, Removed, Or0, [F], Os).

% A house taken by the all-different rule from a value fixed by the
% removal of its other houses also needs the step that says the value
% is fixed ("Only house 5 is left for ..."), if one follows, so that the
% reader is told before the house taken is used.
'$zx_fact_origin'(Ref-H, Cs, K, Later, G1, N, Removed, Or0, Seen, Os) :-
    (   '$zx_concludes'(Cs, Ref, H)
    ->  Os = [K]
    ;   Ref = (A=_),
        memberchk(A-Vals, G1),
        member(V-[H], Vals),
        (A=V) \== Ref,
        memberchk(in(A=V, H), Cs)
    ->  Os = [K]
    ;   Ref = (A=_),
        memberchk(A-Vals, G1),
        member(V-[H], Vals),
        (A=V) \== Ref
    ->  % all-different: V was left only H by the removal of its others
        findall(O,
                ( between(1, N, P),
                  P =\= H,
                  F = (A=V)-P,
                  (   memberchk(F-Os1, Or0)
                  ->  member(O, Os1)
                  ;   memberchk(F, Removed),
                      \+ memberchk(F, Seen),
                      '$zx_fact_origin'(F, Cs, K, Later, G1, N, Removed, Or0,
                                        [F|Seen], Os1),
                      member(O, Os1)
                  )
                ;   nth1(J0, Later, step(only_house, _, [in(A=V, H)])),
                    O is K + J0
                ),
                Os0),
        sort([K|Os0], Os)
    ;   Os = [K]
    ).

'$zx_concludes'(Cs, Ref, H) :-
    member(C, Cs),
    (   C = not_in(Ref, Gone)
    ->  memberchk(H, Gone)
    ;   C = in(Ref, H1),
        H \== H1
    ),
    !.

% The facts (Ref-House, a house Ref lost) a step read on grid G.
'$zx_used'(_, G, only_house, _, [in(Ref, _)], Used) :-
    !,
    '$zx_lost'(G, Ref, Used).
'$zx_used'(Ctx, G, only_value, _, [in(A=V, H)], Used) :-
    !,
    Ctx = ctx(_, Attributes, _, _, _),
    memberchk(A-Vs, Attributes),
    findall((A=W)-H, ( member(W, Vs), W \== V ), Used0),
    '$zx_lost_only'(G, Used0, Used).
'$zx_used'(Ctx, G, _, Nos, Cs, Used) :-
    Ctx = ctx(_, Attributes, Clues, _, _),
    findall(C-Refs, ( arg(_, Clues, c(Nos, _, C, Refs)) ), Entries),
    findall(R, ( member(_-Refs, Entries), member(R, Refs) ), Rs0),
    sort(Rs0, Rs),
    (   member(C-_, Entries),
        '$zx_compares'(C, A)
    ->  % less/greater read the houses of every value of A
        memberchk(A-Vs, Attributes),
        findall(A=V, member(V, Vs), AVs),
        append(Rs, AVs, Read0)
    ;   % a value's own lost houses matter only when it is concluded
        % fixed; the others' when something else is concluded
        findall(R,
                ( member(R, Rs),
                  (   memberchk(in(R, _), Cs)
                  ->  true
                  ;   member(C1, Cs), arg(1, C1, R1), R1 \== R
                  ->  true
                  )
                ),
                Read0)
    ),
    sort(Read0, Read),
    findall(F, ( member(R, Read), '$zx_lost'(G, R, Fs), member(F, Fs) ), Used).

'$zx_contra_used'(_, G, no_house(Ref), Used) :-
    '$zx_lost'(G, Ref, Used).
'$zx_contra_used'(ctx(_, Attributes, _, _, _), G, no_value(A, H), Used) :-
    memberchk(A-Vs, Attributes),
    findall((A=V)-H, member(V, Vs), Used0),
    '$zx_lost_only'(G, Used0, Used).

% The houses Ref lost (every house not in its list), as facts.
'$zx_lost'(G, A=V, Facts) :-
    memberchk(A-Vals, G),
    memberchk(V-Hs, Vals),
    length(Vals, N),
    findall((A=V)-H, ( between(1, N, H), \+ memberchk(H, Hs) ), Facts).

'$zx_lost_only'(G, Facts0, Facts) :-
    include([(A=V)-H]>>( memberchk(A-Vals, G), memberchk(V-Hs, Vals),
                         \+ memberchk(H, Hs) ),
            Facts0, Facts).

% ---------------------------------------------------------------------
% Solutions, found by the same rules and a search

'$zx_solve'(Ctx, S0, Sol) :-
    '$zx_chain'(Ctx, S0, none, 1000000, _, End, S),
    (   End == solved
    ->  S = st(Grid, _, _, _),
        findall((A=V)-H, ( member(A-Vals, Grid), member(V-[H], Vals) ), Sol)
    ;   End == stuck,
        '$zx_suppositions'(Ctx, S, any, [_-(Ref-_)|_]),
        '$zx_cand'(S, Ref, Hs),
        member(H, Hs),
        '$zx_suppose'(Ctx, S, Ref, H, S1),
        '$zx_solve'(Ctx, S1, Sol)
    ).

'$zx_rows'(ctx(N, Attributes, _, _, _), Sol, Rows) :-
    findall(Row,
            ( between(1, N, H),
              findall(A=V,
                      ( member(A-Vs, Attributes),
                        member(V, Vs),
                        memberchk((A=V)-H, Sol)
                      ),
                      Row)
            ),
            Rows).

'$zx_difficulty'(Steps, Difficulty) :-
    (   memberchk(step(case_split(_, _, _, _), _, _), Steps)
    ->  Difficulty = hard
    ;   memberchk(step(relation, _, _), Steps)
    ->  Difficulty = medium
    ;   Difficulty = easy
    ).

% ---------------------------------------------------------------------
% Printing

%!  zebra_print_explanation(+Puzzle, +Explanation) is det.
%
%   Prints an explanation from zebra_explain/2 in English: the numbered
%   steps, the difficulty and the solution table (zebra_print/2), or
%   what the outcome says instead (no solution, two of the solutions).
zebra_print_explanation(Puzzle, explanation(Steps, Outcome, Difficulty)) :-
    Puzzle = puzzle(_, _, Clues, _),
    (   Outcome = no_solution
    ->  format("The puzzle has no solution.~n")
    ;   Outcome = several(Rows1, Rows2)
    ->  format("The puzzle has more than one solution. Two of them:~n~n"),
        '$zx_print_table'(Puzzle, Rows1),
        nl,
        '$zx_print_table'(Puzzle, Rows2)
    ;   Outcome = solution(Rows),
        Puzzle = puzzle(N, Attributes, _, _),
        '$zx_context'(N, Attributes, Clues, Ctx),
        '$zx_initial'(Ctx, S0),
        '$zx_print_steps'(Steps, Ctx-Clues, pc(S0, [], []), _, 0, '', 1),
        '$zx_count_splits'(Steps, Splits),
        format("~nDifficulty: ~w", [Difficulty]),
        (   Splits > 0
        ->  ( Splits =:= 1 -> Plural = '' ; Plural = s ),
            format(" (~d case split~w)", [Splits, Plural])
        ;   true
        ),
        format(".~n~nSolution:~n"),
        '$zx_print_table'(Puzzle, Rows)
    ).

'$zx_count_splits'(Steps, Count) :-
    aggregate_all(count, member(step(case_split(_, _, _, _), _, _), Steps), Count).

% Each step on a line of its own, numbered 1., 2., ...; the steps of a
% case split indented under it, numbered 12.1., 12.2., ...  The steps
% are replayed on the grid as they are printed: PC is pc(State, Apart,
% Told), Apart the houses the all-different rule took, ad(Ref, House,
% Fixed) (Ref is not in House as Fixed is), and Told those of them a
% step has said.
'$zx_print_steps'([], _, PC, PC, _, _, _).
'$zx_print_steps'([Step|Steps], Env, PC0, PC, Indent, Number, I) :-
    '$zx_pad'(Indent),
    format("~w~d. ", [Number, I]),
    Env = Ctx-_,
    PC0 = pc(S0, Apart0, Told0),
    Step = step(Rule, Nos, Cs),
    '$zx_given'(Ctx, S0, Apart0, Told0, Rule, Nos, Cs, Given),
    append(Told0, Given, Told1),
    (   Rule = case_split(Ref, H, Sub, Contra)
    ->  '$zx_print_case_split'(Ref, H, Sub, Contra, Cs, Env, PC0, Indent, Number, I)
    ;   with_output_to(string(Text),
                       '$zx_print_step'(Step, Env, Indent, Number, I)),
        '$zx_sentence'('$zx_print_given'(Given, S0, Step, Text))
    ),
    '$zx_replay_print'(Ctx, S0, Cs, Apart0, S1, Apart1),
    I1 is I + 1,
    '$zx_print_steps'(Steps, Env, pc(S1, Apart1, Told1), PC, Indent, Number, I1).

'$zx_print_case_split'(Ref, H, Sub, Contra, Cs, Env, pc(S0, Apart0, Told0),
                       Indent, Number, I) :-
    Env = Ctx-_,
    '$zx_name'(Ref, Name),
    format("Suppose ~w were in house ~d:~n", [Name, H]),
    format(atom(SubNumber), "~w~d.", [Number, I]),
    SubIndent is Indent + 4,
    '$zx_replay_print'(Ctx, S0, [in(Ref, H)], Apart0, S1, Apart1),
    '$zx_print_steps'(Sub, Env, pc(S1, Apart1, Told0), pc(S2, Apart2, Told2),
                      SubIndent, SubNumber, 1),
    '$zx_given'(Ctx, S2, Apart2, Told2, contradiction, [], [Contra], Given),
    '$zx_contradiction_text'(Contra, CText),
    '$zx_conclusions_text'(Cs, Concl),
    '$zx_pad'(SubIndent),
    format(string(Text), "~w: impossible. So ~w.~n", [CText, Concl]),
    '$zx_sentence'('$zx_print_given'(Given, S2, contradiction(Contra, Concl), Text)).

% What Goal prints, as a sentence: its first letter a capital (a step
% may start with a value the puzzle writes in lower case).
'$zx_sentence'(Goal) :-
    with_output_to(string(Line), Goal),
    (   sub_string(Line, 0, 1, _, First)
    ->  string_upper(First, Upper),
        sub_string(Line, 1, _, 0, Rest),
        format("~w~w", [Upper, Rest])
    ;   true
    ).

% A step's conclusions on the grid, and what the all-different rule took
% with them.
'$zx_replay_print'(Ctx, S0, Cs, Apart0, S, Apart) :-
    '$zx_apply'(Ctx, S0, Cs, S),
    S0 = st(G0, _, _, _),
    S = st(G, _, _, _),
    '$zx_removed'(G0, G, Removed),
    findall(ad(A=W, H, A=V),
            ( member((A=W)-H, Removed),
              \+ '$zx_concludes'(Cs, A=W, H),
              memberchk(A-Vals, G),
              member(V-[H], Vals),
              V \== W
            ),
            New),
    append(Apart0, New, Apart).

% Given: the houses the all-different rule took (and no step has said)
% that the step needs, ad(Ref, House, Fixed): found by giving each back
% in turn, keeping it given back when the step still follows.
'$zx_given'(Ctx, S, Apart, Told, Rule, Nos, Cs, Given) :-
    '$zx_given_refs'(Ctx, Rule, Nos, Cs, Refs),
    findall(ad(R, H, V),
            ( member(ad(R, H, V), Apart),
              memberchk(R, Refs),
              \+ memberchk(ad(R, H, _), Told)
            ),
            Cands),
    S = st(G, _, _, _),
    '$zx_given_greedy'(Cands, Ctx, G, Rule, Nos, Cs, Given).

'$zx_given_refs'(_, only_house, _, [in(Ref, _)], [Ref]) :- !.
'$zx_given_refs'(_, contradiction, _, [no_house(Ref)], [Ref]) :- !.
'$zx_given_refs'(Ctx, Tier, Nos, _, Refs) :-
    memberchk(Tier, [direct, transfer, relation]),
    !,
    Ctx = ctx(_, Attributes, Clues, _, _),
    findall(R,
            ( arg(_, Clues, c(Nos, _, C, Rs)),
              (   member(R, Rs)
              ;   '$zx_compares'(C, A),
                  memberchk(A-Vs, Attributes),
                  member(V, Vs),
                  R = (A=V)
              )
            ),
            Refs).
'$zx_given_refs'(_, _, _, _, []).

'$zx_given_greedy'([], _, _, _, _, _, []).
'$zx_given_greedy'([ad(R, H, V)|Cands], Ctx, G, Rule, Nos, Cs, Given) :-
    R = (A=W),
    memberchk(A-Vals, G),
    memberchk(W-Hs0, Vals),
    ord_union(Hs0, [H], Hs),
    '$zx_replace'(G, R, Hs, G1),
    (   '$zx_still'(Rule, Ctx, G1, Nos, Cs)
    ->  '$zx_given_greedy'(Cands, Ctx, G1, Rule, Nos, Cs, Given)
    ;   Given = [ad(R, H, V)|Given1],
        '$zx_given_greedy'(Cands, Ctx, G, Rule, Nos, Cs, Given1)
    ).

% The step (or contradiction) still follows on grid G.
'$zx_still'(only_house, _, G, _, [in(Ref, H)]) :-
    '$zx_cand'(st(G, _, _, _), Ref, [H]).
'$zx_still'(contradiction, _, G, _, [no_house(Ref)]) :-
    '$zx_cand'(st(G, _, _, _), Ref, []).
'$zx_still'(Tier, Ctx, G, Nos, Cs) :-
    memberchk(Tier, [direct, transfer, relation]),
    Ctx = ctx(_, _, Clues, _, _),
    S = st(G, [], [], []),
    arg(_, Clues, c(Nos, _, C, Refs)),
    '$zx_filter'(Ctx, S, C, Refs, Cs1),
    foldl('$zx_conclude', Cs1, G, G1),
    forall(member(Concl, Cs), '$zx_holds_in'(Concl, G1)),
    !.

'$zx_holds_in'(in(Ref, H), G) :-
    '$zx_cand'(st(G, _, _, _), Ref, [H]).
'$zx_holds_in'(not_in(Ref, Gone), G) :-
    '$zx_cand'(st(G, _, _, _), Ref, Hs),
    ord_intersection(Hs, Gone, []).

% A step after what the all-different rule gave it: "flute (instrument)
% is in house 3, so drums (instrument) is not; clue 19: ...", Text's
% first letter made small; "ann is in house 1 and cat in house 3, so
% only house 2 is left for ben." for a value's last house.
'$zx_print_given'([], _, _, Text) :-
    !,
    format("~s", [Text]).
'$zx_print_given'(Given, S, step(only_house, _, [in(Ref, H)]), _) :-
    !,
    '$zx_placed_text'(Given, S, Placed),
    '$zx_name'(Ref, Name),
    format("~w, so only house ~d is left for ~w.~n", [Placed, H, Name]).
'$zx_print_given'(Given, S, contradiction(no_house(Ref), Concl), _) :-
    !,
    '$zx_placed_text'(Given, S, Placed),
    '$zx_name'(Ref, Name),
    format("~w, so no house is left for ~w: impossible. So ~w.~n",
           [Placed, Name, Concl]).
'$zx_print_given'(Given, S, _, Text) :-
    findall(R, member(ad(R, _, _), Given), Rs0),
    '$zx_dedup'(Rs0, Rs),
    findall(R-Part,
            ( member(R, Rs),
              findall(ad(R, H, V), member(ad(R, H, V), Given), [F1, F2|Fs]),
              '$zx_placed_text'([F1, F2|Fs], S, Placed),
              '$zx_name'(R, Name),
              (   '$zx_cand'(S, R, [Left])
              ->  format(atom(Part), "~w, so ~w is in house ~d", [Placed, Name, Left])
              ;   ( Fs == [] -> In = neither ; In = 'none of them' ),
                  format(atom(Part), "~w, so ~w is in ~w", [Placed, Name, In])
              )
            ),
            Multi),
    findall(V-H,
            ( member(ad(R, H, V), Given), \+ memberchk(R-_, Multi) ),
            Keys0),
    '$zx_dedup'(Keys0, Keys),
    findall(Part,
            ( member(V-H, Keys),
              findall(N,
                      ( member(ad(R, H, V), Given),
                        \+ memberchk(R-_, Multi),
                        '$zx_name'(R, N)
                      ),
                      Ns),
              '$zx_placed_text'([ad(_, H, V)], S, Placed),
              '$zx_join'(Ns, NsText),
              ( Ns = [_] -> Verb = is ; Verb = are ),
              format(atom(Part), "~w, so ~w ~w not", [Placed, NsText, Verb])
            ),
            Singles),
    findall(P, member(_-P, Multi), MultiParts),
    append(Singles, MultiParts, Parts),
    atomic_list_concat(Parts, '; ', Prefix),
    '$zx_small_first'(Text, Small),
    format("~w; ~s", [Prefix, Small]).

% "ann is in house 1 and cat in house 3": where the values that took the
% houses are.  A value the all-different rule left one house, and that no
% step has said is there yet, "can only be in house 4".
'$zx_placed_text'(Given0, st(_, Known, _, _), Text) :-
    partition([ad(_, _, V)]>>memberchk(V, Known), Given0, Stated, Unstated),
    append(Stated, Unstated, Given),
    findall(T,
            ( nth1(I, Given, ad(_, H, V)),
              '$zx_name'(V, N),
              (   \+ memberchk(V, Known)
              ->  format(atom(T), "~w can only be in house ~d", [N, H])
              ;   I =:= 1
              ->  format(atom(T), "~w is in house ~d", [N, H])
              ;   format(atom(T), "~w in house ~d", [N, H])
              )
            ),
            Ts),
    '$zx_join'(Ts, Text).

'$zx_small_first'(Text, Small) :-
    string_chars(Text, [C0|Cs]),
    (   C0 @>= 'A', C0 @=< 'Z', Cs = [C1|_], \+ ( C1 @>= 'A', C1 @=< 'Z' )
    ->  downcase_atom(C0, C)
    ;   C = C0
    ),
    string_chars(Small, [C|Cs]).

'$zx_dedup'([], []).
'$zx_dedup'([X|Xs], [X|Ys]) :-
    exclude(==(X), Xs, Xs1),
    '$zx_dedup'(Xs1, Ys).

'$zx_pad'(N) :-
    forall(between(1, N, _), put_char(' ')).

'$zx_print_step'(step(only_house, _, [in(Ref, H)]), _, _, _, _) :-
    '$zx_name'(Ref, Name),
    format("Only house ~d is left for ~w.~n", [H, Name]).
'$zx_print_step'(step(only_value, _, [in(A=V, H)]), _, _, _, _) :-
    '$zx_name'(A=V, Name),
    '$zx_attr_words'(A, Words),
    format("~w is the only ~w left for house ~d.~n", [Name, Words, H]).
'$zx_print_step'(step(transfer, Nos, Conclusions), _-Clues, _, _, _) :-
    Nos = [_, _|_],
    !,
    findall(R,
            ( member(No, Nos),
              nth1(No, Clues, C0),
              '$zx_split'(C0, same(X, Y)),
              member(R, [X, Y])
            ),
            Refs0),
    sort(Refs0, Refs),
    maplist('$zx_name', Refs, Names),
    '$zx_join'(Names, NamesText),
    '$zx_join'(Nos, NosText),
    '$zx_conclusions_text'(Conclusions, CText),
    format("Clues ~w: ~w are in the same house, so ~w.~n", [NosText, NamesText, CText]).
'$zx_print_step'(step(Tier, [No], Conclusions), _-Clues, _, _, _) :-
    memberchk(Tier, [direct, transfer, relation]),
    nth1(No, Clues, Clue),
    '$zx_clue_text'(Clue, Text),
    '$zx_conclusions_text'(Conclusions, CText),
    (   '$zx_restates'(Clue, Conclusions)
    ->  format("Clue ~d: ~w.~n", [No, Text])
    ;   format("Clue ~d: ~w, so ~w.~n", [No, Text, CText])
    ).
'$zx_restates'(at(X, H), [in(X, H)]).
'$zx_restates'(not_at(X, H), [not_in(X, [H])]).
'$zx_restates'(not(C), Conclusions) :-
    '$zebra_negation'(C, D),
    '$zx_restates'(D, Conclusions).

'$zx_contradiction_text'(no_house(Ref), Text) :-
    '$zx_name'(Ref, Name),
    format(atom(Text), "Then no house is left for ~w", [Name]).
'$zx_contradiction_text'(no_value(A, H), Text) :-
    '$zx_attr_words'(A, Words),
    format(atom(Text), "Then no ~w is left for house ~d", [Words, H]).

'$zx_conclusions_text'(Conclusions, Text) :-
    maplist('$zx_conclusion_text', Conclusions, Texts),
    '$zx_join'(Texts, Text).

'$zx_conclusion_text'(in(Ref, H), Text) :-
    '$zx_name'(Ref, Name),
    format(atom(Text), "~w is in house ~d", [Name, H]).
'$zx_conclusion_text'(not_in(Ref, Hs), Text) :-
    '$zx_name'(Ref, Name),
    '$zx_houses_text'(Hs, HText),
    format(atom(Text), "~w is not in ~w", [Name, HText]).

'$zx_houses_text'([H], Text) :-
    !,
    format(atom(Text), "house ~d", [H]).
'$zx_houses_text'(Hs, Text) :-
    '$zx_or'(Hs, Or),
    format(atom(Text), "houses ~w", [Or]).

'$zx_or'([H], Text) :- !, format(atom(Text), "~w", [H]).
'$zx_or'([H1, H2], Text) :- !, format(atom(Text), "~w or ~w", [H1, H2]).
'$zx_or'([H|Hs], Text) :-
    '$zx_or'(Hs, Rest),
    format(atom(Text), "~w, ~w", [H, Rest]).

'$zx_join'([T], T) :- !.
'$zx_join'([T1, T2], Text) :- !, format(atom(Text), "~w and ~w", [T1, T2]).
'$zx_join'([T|Ts], Text) :-
    '$zx_join'(Ts, Rest),
    format(atom(Text), "~w, ~w", [T, Rest]).

'$zx_clue_text'(same(X, Y), T) :- '$zx_text2'("~w and ~w are in the same house", X, Y, T).
'$zx_clue_text'(not_same(X, Y), T) :- '$zx_text2'("~w and ~w are not in the same house", X, Y, T).
'$zx_clue_text'(left_of(X, Y), T) :- '$zx_text2'("~w is directly left of ~w", X, Y, T).
'$zx_clue_text'(right_of(X, Y), T) :- '$zx_text2'("~w is directly right of ~w", X, Y, T).
'$zx_clue_text'(somewhere_left_of(X, Y), T) :- '$zx_text2'("~w is somewhere left of ~w", X, Y, T).
'$zx_clue_text'(somewhere_right_of(X, Y), T) :- '$zx_text2'("~w is somewhere right of ~w", X, Y, T).
'$zx_clue_text'(next_to(X, Y), T) :- '$zx_text2'("~w is next to ~w", X, Y, T).
'$zx_clue_text'(not_next_to(X, Y), T) :- '$zx_text2'("~w is not next to ~w", X, Y, T).
'$zx_clue_text'(one_between(X, Y), T) :- '$zx_text2'("there is one house between ~w and ~w", X, Y, T).
'$zx_clue_text'(two_between(X, Y), T) :- '$zx_text2'("there are two houses between ~w and ~w", X, Y, T).
'$zx_clue_text'(at(X, H), T) :-
    '$zx_name'(X, N), format(atom(T), "~w is in house ~d", [N, H]).
'$zx_clue_text'(not_at(X, H), T) :-
    '$zx_name'(X, N), format(atom(T), "~w is not in house ~d", [N, H]).
'$zx_clue_text'(at_end(X), T) :-
    '$zx_name'(X, N), format(atom(T), "~w is at one end", [N]).
'$zx_clue_text'(not_at_end(X), T) :-
    '$zx_name'(X, N), format(atom(T), "~w is not at an end", [N]).
'$zx_clue_text'(between(X, Y, Z), T) :-
    '$zx_name'(X, NX), '$zx_name'(Y, NY), '$zx_name'(Z, NZ),
    format(atom(T), "~w is somewhere between ~w and ~w", [NY, NX, NZ]).
'$zx_clue_text'(less(A, X, Y), T) :-
    '$zx_attr_words'(A, W), '$zx_name'(X, NX), '$zx_name'(Y, NY),
    format(atom(T), "~w has a smaller ~w than ~w", [NX, W, NY]).
'$zx_clue_text'(greater(A, X, Y), T) :-
    '$zx_attr_words'(A, W), '$zx_name'(X, NX), '$zx_name'(Y, NY),
    format(atom(T), "~w has a greater ~w than ~w", [NX, W, NY]).
'$zx_clue_text'(and(C1, C2), T) :-
    '$zx_clue_text'(C1, T1), '$zx_clue_text'(C2, T2),
    format(atom(T), "~w, and ~w", [T1, T2]).
'$zx_clue_text'(not(C), T) :-
    (   '$zebra_negation'(C, D)
    ->  '$zx_clue_text'(D, T)
    ;   C = less(A, X, Y)
    ->  '$zx_attr_words'(A, W), '$zx_name'(X, NX), '$zx_name'(Y, NY),
        format(atom(T), "~w does not have a smaller ~w than ~w", [NX, W, NY])
    ;   C = greater(A, X, Y)
    ->  '$zx_attr_words'(A, W), '$zx_name'(X, NX), '$zx_name'(Y, NY),
        format(atom(T), "~w does not have a greater ~w than ~w", [NX, W, NY])
    ;   '$zx_clue_text'(C, T1),
        format(atom(T), "it is not so that ~w", [T1])
    ).

'$zx_text2'(Format, X, Y, T) :-
    '$zx_name'(X, NX),
    '$zx_name'(Y, NY),
    format(atom(T), Format, [NX, NY]).

'$zx_name'(A=V, Name) :-
    (   '$zx_person_attribute'(A)
    ->  format(atom(Name), "~w", [V])
    ;   '$zx_attr_words'(A, Words),
        format(atom(Name), "~w (~w)", [V, Words])
    ).

'$zx_person_attribute'(name).
'$zx_person_attribute'(nationality).
'$zx_person_attribute'(person).
'$zx_person_attribute'(owner).

'$zx_attr_words'(A, Words) :-
    atomic_list_concat(Parts, '_', A),
    atomic_list_concat(Parts, ' ', Words).

% The solution table (and the answers to the puzzle's questions), as
% `zebralog puzzle solve` prints it.
'$zx_print_table'(Puzzle, Rows) :-
    zebra_print(Puzzle, Rows).
