/** <module> library(zebra/grid_explain): logic-grid puzzles explained step by simplest step

In prelude/zebra/grid_explain.pl; library(zebra/explain) is the house
puzzles' explainer (prelude/zebra/explain.pl).

Explains how a grid puzzle (library(zebra)'s `puzzle(grid(N), ...)`)
is solved on the grid people draw: for each pair of categories a table
of cells (value A, value B), each yes, no or unknown (issues 26, 27).

A STEP is premises (cells already known, each with the step that
derived it) plus at most one clue, or only the grid rules, and its
conclusion (cells):

  only       each value pairs with exactly one value of every other
             category: a row of a table with every cell but one no
             makes that one yes.
  transfer   X is Y, so what is known of Y in a third category holds
             for X (yes and no alike).
  exclude    X and Z can share no value of a third category, so X is
             not Z.
  clue(K)    clue K alone over the cells it reads (see PROPAGATION).
  case_split(Supposition, SubSteps)
             when nothing simpler moves: supposing a cell yes leads by
             simple steps (SubSteps, the last a contradiction) to a
             contradiction, so the cell is no.

A yes cell crosses out the rest of its row and column in the same
step (a person does that with the mark), so a step's conclusion holds
those cells too (they are listed apart, as crossed).  The cheapest
step is taken first: a contradiction, then `only` (N-1 facts), then
the `transfer` with fewest facts, `exclude` (N facts), then the clue
step with fewest facts (a clue costs CLUE_COST facts), and a case
split only when none of these moves.

PROPAGATION of one clue: the clue reads the values it names (its
references) and a key category: the attribute it compares (prices,
years, ...) or, for a clue of identities only, the category most of
its references share.  A world gives each reference a value of the
key category such that the cells known allow it (a reference is not
paired with a value its cell says no to, two references of one
category differ, two of different categories are one entity exactly
when their key values are equal, as their cell allows); the clue
must hold in the world.  What holds in every world is concluded:
cells (reference, key value) no world uses, cells (reference,
reference) on which all worlds agree.  No world at all is a
contradiction.  The premises are the known cells the worlds read,
pruned by a deletion filter to those the conclusion still needs, so
that a step's premises and clue alone imply its conclusion.

THE CHECKER (zebra_grid_check/3) is independent of the chooser: it
confirms that every premise is a conclusion of an earlier step (or of
the supposition, inside a case split), and, with library(zebra)'s own
CLP(FD) solver, that the premises and the step's clue(s) with the
negation of its conclusion have no solution.

Every other predicate here is named '$zxg_...' and is local to the
module.
*/

:- module(zebra_grid_explain,
          [ zebra_grid_explain/2,       % +Puzzle, -Explanation
            zebra_grid_print/2,         % +Puzzle, +Explanation
            zebra_grid_check/3          % +Puzzle, +Explanation, -Problems
          ]).

:- use_module(library(zebra)).
:- use_module(library(zebra/model), ['$zebra_attribute_numbers'/2]).

%!  zebra_grid_explain(+Puzzle, -Explanation) is det.
%
%   Explanation is explanation(Steps, Outcome, Stats) for the grid
%   puzzle Puzzle (puzzle(grid(N), Attributes, Clues, Questions)).
%   Steps are step(Id, Rule, Premises, Cells, Crossed): Rule one of
%   only, transfer, exclude, clue(K), contradiction(Rule0) (inside a
%   case split: Rule0's premises cannot hold together) and
%   case_split(Supposition, SubSteps); Premises [Id-Cell, ...], each
%   Cell a conclusion of step Id; Cells the conclusion, Crossed the
%   cells a yes in Cells crosses out.  A cell is yes(X, Y) or no(X, Y),
%   X and Y Attr=Value of two categories, X's first in Attributes.
%   Outcome is solution(Rows) (as zebra_solve/2 gives it), no_solution
%   or several(Rows1, Rows2) (Steps = []), or stuck(Rows) when the
%   steps stop short of the solution.  Stats is stats(Steps, Grid,
%   OneClue, Splits, Cost, MaxSub): the number of top-level steps, of
%   grid-rule steps, of one-clue steps, of case splits, the total
%   cost, and the longest sub-sequence of a case split.
%
%       ?- zebra_read(file('examples/puzzles/diner.txt'), P),
%          zebra_grid_explain(P, E), zebra_grid_print(P, E).
zebra_grid_explain(Puzzle, explanation(Steps, Outcome, Stats)) :-
    zebra_unique(Puzzle, Verdict),
    (   Verdict = unique(Rows)
    ->  '$zxg_env'(Puzzle, Env),
        '$zxg_grid'(Env, G),
        '$zxg_loop'(Env, G, [], Steps0),
        reverse(Steps0, Steps1),
        Puzzle = puzzle(_, Attributes, _, _),
        maplist('$zxg_export'(Attributes), Steps1, Steps),
        (   '$zxg_done'(Env, G)
        ->  Outcome = solution(Rows)
        ;   Outcome = stuck(Rows)
        ),
        '$zxg_stats'(Steps, Stats)
    ;   Steps = [],
        Stats = stats(0, 0, 0, 0, 0, 0),
        (   Verdict = several(S1, S2)
        ->  Outcome = several(S1, S2)
        ;   Outcome = no_solution
        )
    ).

% The cost of a clue, in facts: a step with one clue costs more than
% any grid-rule step.
'$zxg_clue_cost'(20).
'$zxg_split_cost'(100).

'$zxg_stats'(Steps, stats(Count, Grid, One, Splits, Cost, MaxSub)) :-
    length(Steps, Count),
    aggregate_all(count, (member(S, Steps), '$zxg_grid_rule'(S)), Grid),
    aggregate_all(count, member(step(_, clue(_), _, _, _), Steps), One),
    aggregate_all(count, member(step(_, case_split(_, _), _, _, _), Steps), Splits),
    aggregate_all(sum(C), (member(S, Steps), '$zxg_step_cost'(S, C)), Cost),
    findall(L, ( member(step(_, case_split(_, Sub), _, _, _), Steps),
                 length(Sub, L) ), Ls),
    max_list([0|Ls], MaxSub).

'$zxg_grid_rule'(step(_, R, _, _, _)) :-
    memberchk(R, [only, transfer, exclude]).

'$zxg_step_cost'(step(_, Rule, Ps, _, _), Cost) :-
    length(Ps, F),
    (   Rule = clue(_)
    ->  '$zxg_clue_cost'(CC), Cost is CC + F
    ;   Rule = case_split(_, Sub)
    ->  '$zxg_split_cost'(SC),
        aggregate_all(sum(C), (member(S, Sub), '$zxg_step_cost'(S, C)), SubCost),
        Cost is SC + F + SubCost
    ;   Rule = contradiction(R0)
    ->  '$zxg_step_cost'(step(0, R0, Ps, [], []), Cost)
    ;   Cost = F
    ).


                /*******************************
                *   THE PUZZLE AND THE GRID    *
                *******************************/

% env(M, N, Attributes, Clues, Infos, VDs): M categories of N values
% each.  A value inside is v(C, I), value I of category C.  Infos holds
% one ci(K, Refs, Keys, Compiled) per clue; VDs every value paired with
% each other category, v(C, I)-D.
'$zxg_env'(puzzle(grid(N), Attributes, Clues, _), Env) :-
    length(Attributes, M),
    Env = env(M, N, Attributes, Clues, Infos, VDs),
    findall(Info, ( nth1(K, Clues, Clue),
                    '$zxg_clue_info'(Attributes, N, K, Clue, Info) ),
            Infos),
    findall(v(C, I)-D, ( between(1, M, C), between(1, N, I),
                         between(1, M, D), D =\= C ),
            VDs).

'$zxg_ref'(Attributes, A=V, v(C, I)) :-
    nth1(C, Attributes, A-Values),
    !,
    nth1(I, Values, V),
    !.

'$zxg_unref'(Attributes, v(C, I), A=V) :-
    nth1(C, Attributes, A-Values),
    nth1(I, Values, V).

'$zxg_cell_term'(_, false, false) :- !.
'$zxg_cell_term'(Attributes, Cell, Term) :-
    Cell =.. [YN, X, Y],
    '$zxg_unref'(Attributes, X, RX),
    '$zxg_unref'(Attributes, Y, RY),
    Term =.. [YN, RX, RY].

% A step with its cells as Attr=Value.
'$zxg_export'(As, step(Id, Rule0, Ps0, Cells0, Crossed0), step(Id, Rule, Ps, Cells, Crossed)) :-
    (   Rule0 = case_split(Supp0, Sub0)
    ->  '$zxg_cell_term'(As, Supp0, Supp),
        maplist('$zxg_export'(As), Sub0, Sub),
        Rule = case_split(Supp, Sub)
    ;   Rule = Rule0
    ),
    findall(Id1-C, ( member(Id1-C0, Ps0), '$zxg_cell_term'(As, C0, C) ), Ps),
    maplist('$zxg_cell_term'(As), Cells0, Cells),
    maplist('$zxg_cell_term'(As), Crossed0, Crossed).

% The grid: g(Cells, Masks, Yes, Counter, Cache), terms changed by
% setarg/3 (undone on backtracking, so a case split explores on the
% grid itself), indexed by category and value without arithmetic.
% Cells: for value (C, I) and value (D, J), 0 (unknown) or s(yes|no,
% StepId); Masks: for value (C, I) and category D, the bits of the
% values of D its cells do not say no to; Yes the same, the index of
% the value of D its cell says yes to, or 0; Cache one per clue,
% c(View, Result) of its last propagation.
'$zxg_grid'(env(M, N, _, _, Infos, _), g(Cells, Masks, Yes, counter(0), Cache)) :-
    Full is (1 << (N + 1)) - 2,
    '$zxg_table'([M, N, M, N], 0, Cells),
    '$zxg_table'([M, N, M], Full, Masks),
    '$zxg_table'([M, N, M], 0, Yes),
    length(Infos, NC),
    length(Nones, NC),
    maplist(=(none), Nones),
    Cache =.. [cache|Nones].

'$zxg_table'([], Leaf, Leaf).
'$zxg_table'([D|Ds], Leaf, Table) :-
    length(Args, D),
    maplist('$zxg_table'(Ds, Leaf), Args),
    Table =.. [t|Args].

'$zxg_cell'(_, g(Cells, _, _, _, _), v(C, I), v(D, J), S) :-
    arg(C, Cells, T1), arg(I, T1, T2), arg(D, T2, T3), arg(J, T3, S).

'$zxg_mask'(_, G, X, D, Mask) :-
    (   X = v(D, I)
    ->  Mask is 1 << I
    ;   X = v(C, I),
        G = g(_, Masks, _, _, _),
        arg(C, Masks, T1), arg(I, T1, T2), arg(D, T2, Mask)
    ).

'$zxg_yes'(_, G, X, D, J) :-
    (   X = v(D, I)
    ->  J = I
    ;   X = v(C, I),
        G = g(_, _, Yes, _, _),
        arg(C, Yes, T1), arg(I, T1, T2), arg(D, T2, J)
    ).

% '$zxg_canon'(+Cell0, -Cell): the cell with its first category first.
'$zxg_canon'(Cell0, Cell) :-
    Cell0 =.. [YN, X, Y],
    X = v(C1, _), Y = v(C2, _),
    (   C1 < C2
    ->  Cell = Cell0
    ;   Cell =.. [YN, Y, X]
    ).

% '$zxg_set'(+Env, +G, +Cell, +Id, -Crossed): record Cell (unknown
% before) as a conclusion of step Id; a yes crosses out the rest of
% its row and column, Crossed the cells that were unknown.
'$zxg_set'(Env, G, Cell, Id, Crossed) :-
    Cell =.. [YN, X, Y],
    '$zxg_put'(Env, G, X, Y, YN, Id),
    (   YN == yes
    ->  X = v(C, I), Y = v(D, J),
        Env = env(_, N, _, _, _, _),
        findall(no(X1, Y1),
                ( between(1, N, K),
                  (   K =\= J, X1 = X, Y1 = v(D, K)
                  ;   K =\= I, X1 = v(C, K), Y1 = Y
                  ),
                  '$zxg_cell'(Env, G, X1, Y1, 0) ),
                Crossed),
        maplist('$zxg_put_no'(Env, G, Id), Crossed)
    ;   Crossed = []
    ).

'$zxg_put_no'(Env, G, Id, no(X, Y)) :-
    '$zxg_put'(Env, G, X, Y, no, Id).

'$zxg_put'(_, G, X, Y, YN, Id) :-
    G = g(Cells, Masks, Yes, _, _),
    X = v(C, I), Y = v(D, J),
    arg(C, Cells, A1), arg(I, A1, A2), arg(D, A2, A3), setarg(J, A3, s(YN, Id)),
    arg(D, Cells, B1), arg(J, B1, B2), arg(C, B2, B3), setarg(I, B3, s(YN, Id)),
    arg(C, Masks, MA1), arg(I, MA1, MA2),
    arg(D, Masks, MB1), arg(J, MB1, MB2),
    (   YN == no
    ->  arg(D, MA2, M1), M1a is M1 /\ \(1 << J), setarg(D, MA2, M1a),
        arg(C, MB2, M2), M2a is M2 /\ \(1 << I), setarg(C, MB2, M2a)
    ;   arg(C, Yes, YA1), arg(I, YA1, YA2), setarg(D, YA2, J),
        arg(D, Yes, YB1), arg(J, YB1, YB2), setarg(C, YB2, I),
        M1a is 1 << J, setarg(D, MA2, M1a),
        M2a is 1 << I, setarg(C, MB2, M2a)
    ).

% The solution is fixed once every value knows its row (its value of
% the first category).
'$zxg_done'(Env, G) :-
    Env = env(M, N, _, _, _, _),
    forall(( between(2, M, C), between(1, N, I) ),
           ( '$zxg_yes'(Env, G, v(C, I), 1, J), J > 0 )).

'$zxg_next_id'(g(_, _, _, Counter, _), Id) :-
    arg(1, Counter, Id0),
    Id is Id0 + 1,
    setarg(1, Counter, Id).

'$zxg_premise'(Env, G, Cell, Id-Cell) :-
    Cell =.. [_, X, Y],
    '$zxg_cell'(Env, G, X, Y, s(_, Id)).


                /*******************************
                *   THE MAIN LOOP              *
                *******************************/

'$zxg_loop'(Env, G, Steps0, Steps) :-
    (   '$zxg_done'(Env, G)
    ->  Steps = Steps0
    ;   '$zxg_simple'(Env, G, Cand)
    ->  '$zxg_apply'(Env, G, Cand, Step),
        '$zxg_loop'(Env, G, [Step|Steps0], Steps)
    ;   '$zxg_case_split'(Env, G, Step)
    ->  '$zxg_loop'(Env, G, [Step|Steps0], Steps)
    ;   Steps = Steps0
    ).

% '$zxg_apply'(+Env, +G, +Cand, -Step): Cand is cand(Rule, Premises,
% Cells); a contradiction's Cells are [false].
'$zxg_apply'(Env, G, cand(Rule, Premises0, Cells0), step(Id, Rule, Premises, Cells, Crossed)) :-
    '$zxg_next_id'(G, Id),
    maplist('$zxg_canon', Premises0, Premises1),
    maplist('$zxg_premise'(Env, G), Premises1, Premises),
    (   Cells0 == [false]
    ->  Cells = [false], Crossed = []
    ;   maplist('$zxg_canon', Cells0, Cells1),
        sort(Cells1, Cells),
        foldl('$zxg_apply_cell'(Env, G, Id), Cells, [], Crossed0),
        reverse(Crossed0, Crossed1),
        append(Crossed1, Crossed2),
        maplist('$zxg_canon', Crossed2, Crossed)
    ).

'$zxg_apply_cell'(Env, G, Id, Cell, Acc, [Crossed|Acc]) :-
    Cell =.. [_, X, Y],
    (   '$zxg_cell'(Env, G, X, Y, 0)
    ->  '$zxg_set'(Env, G, Cell, Id, Crossed)
    ;   Crossed = []
    ).

% '$zxg_simple'(+Env, +G, -Cand): the cheapest step without a case
% split, a contradiction first.
'$zxg_simple'(Env, G, Cand) :-
    (   '$zxg_empty'(Env, G, Cand)
    ->  true
    ;   '$zxg_conflict'(Env, G, Cand)
    ->  true
    ;   '$zxg_only'(Env, G, Cand)
    ->  true
    ;   '$zxg_transfer'(Env, G, Cand)
    ->  true
    ;   '$zxg_exclude'(Env, G, Cand)
    ->  true
    ;   '$zxg_best_clue'(Env, G, Cand)
    ).

'$zxg_value'(env(_, _, _, _, _, VDs), X, D) :-
    member(X-D, VDs).

% A value with no value of a category left: a contradiction.
'$zxg_empty'(Env, G, cand(contradiction(only), Premises, [false])) :-
    '$zxg_value'(Env, X, D),
    '$zxg_mask'(Env, G, X, D, 0),
    !,
    Env = env(_, N, _, _, _, _),
    findall(Cell, ( between(1, N, J), '$zxg_canon'(no(X, v(D, J)), Cell) ), Premises).

% X is Y, but Y's cell with Z says the opposite of X's.
'$zxg_conflict'(Env, G, cand(contradiction(transfer), [yes(X, Y), S1, S2], [false])) :-
    '$zxg_value'(Env, X, D),
    X = v(C, _), C < D,
    '$zxg_yes'(Env, G, X, D, J), J > 0,
    Y = v(D, J),
    Env = env(M, _, _, _, _, _),
    between(1, M, E), E =\= C, E =\= D,
    (   '$zxg_yes'(Env, G, Y, E, L), L > 0,
        '$zxg_mask'(Env, G, X, E, MX), MX /\ (1 << L) =:= 0
    ->  S1 = yes(Y, v(E, L)), S2 = no(X, v(E, L))
    ;   '$zxg_yes'(Env, G, X, E, L), L > 0,
        '$zxg_mask'(Env, G, Y, E, MY), MY /\ (1 << L) =:= 0
    ->  S1 = no(Y, v(E, L)), S2 = yes(X, v(E, L))
    ),
    !.

% A row with one cell not crossed out.
'$zxg_only'(Env, G, cand(only, Premises, [yes(X, v(D, J))])) :-
    '$zxg_value'(Env, X, D),
    X = v(C, _), C < D,
    '$zxg_yes'(Env, G, X, D, 0),
    '$zxg_mask'(Env, G, X, D, Mask),
    Mask /\ (Mask - 1) =:= 0,
    !,
    J is msb(Mask),
    Env = env(_, N, _, _, _, _),
    findall(no(X, v(D, K)), (between(1, N, K), K =\= J), Premises).
'$zxg_only'(Env, G, cand(only, Premises, [yes(v(C, J), X)])) :-
    '$zxg_value'(Env, X, C),
    X = v(D, _), C < D,
    '$zxg_yes'(Env, G, X, C, 0),
    '$zxg_mask'(Env, G, X, C, Mask),
    Mask /\ (Mask - 1) =:= 0,
    !,
    J is msb(Mask),
    Env = env(_, N, _, _, _, _),
    findall(no(v(C, K), X), (between(1, N, K), K =\= J), Premises).

% X is Y: what is known of Y in a third category holds for X; the
% transfer with fewest facts.
'$zxg_transfer'(Env, G, Cand) :-
    findall(Cost-cand(transfer, [yes(X, Y)|Ps], Cells),
            ( '$zxg_value'(Env, X, D),
              '$zxg_yes'(Env, G, X, D, J), J > 0,
              Y = v(D, J),
              '$zxg_transfer_cells'(Env, G, X, Y, Ps, Cells),
              Cells \== [],
              length(Ps, Cost) ),
            Cands),
    keysort(Cands, [_-Cand|_]).

'$zxg_transfer_cells'(Env, G, X, Y, Ps, Cells) :-
    X = v(C, _), Y = v(D, _),
    Env = env(M, N, _, _, _, _),
    findall(P-Cell,
            ( between(1, M, E), E =\= C, E =\= D,
              '$zxg_yes'(Env, G, X, E, 0),
              (   '$zxg_yes'(Env, G, Y, E, L), L > 0
              ->  P = yes(Y, v(E, L)), Cell = yes(X, v(E, L))
              ;   '$zxg_mask'(Env, G, X, E, MX),
                  '$zxg_mask'(Env, G, Y, E, MY),
                  Diff is MX /\ \MY,
                  Diff =\= 0,
                  between(1, N, L),
                  Diff /\ (1 << L) =\= 0,
                  P = no(Y, v(E, L)), Cell = no(X, v(E, L))
              ) ),
            Pairs0),
    % A yes carries its row's no's: keep the yes alone.
    (   member(P-Cell, Pairs0), P = yes(_, _)
    ->  Pairs = [P-Cell]
    ;   Pairs = Pairs0
    ),
    pairs_keys_values(Pairs, Ps, Cells).

% X and Z can share no value of a third category D.
'$zxg_exclude'(Env, G, cand(exclude, Premises, [no(X, Z)])) :-
    Env = env(M, N, _, _, _, _),
    between(1, M, C), between(1, N, I),
    X = v(C, I),
    between(C, M, E), E > C,
    between(1, N, L),
    Z = v(E, L),
    '$zxg_cell'(Env, G, X, Z, 0),
    between(1, M, D), D =\= C, D =\= E,
    '$zxg_mask'(Env, G, X, D, MX),
    '$zxg_mask'(Env, G, Z, D, MZ),
    MX /\ MZ =:= 0,
    !,
    findall(P, ( between(1, N, J),
                 (   MX /\ (1 << J) =:= 0
                 ->  P = no(X, v(D, J))
                 ;   P = no(Z, v(D, J))
                 ) ),
            Premises).


                /*******************************
                *   CLUES                      *
                *******************************/

% ci(K, Refs, Keys, Compiled): Refs the values clue K names, in a
% term r(V1, V2, ...); Keys the key categories k(C1, ...); Compiled
% the clue over reference positions p(I), comparisons naming the
% key's position and the key category's numbers.
'$zxg_clue_info'(Attributes, N, K, Clue, ci(K, Refs, Keys, Compiled)) :-
    findall(R, '$zxg_clue_ref'(Clue, R), Rs0),
    maplist('$zxg_ref'(Attributes), Rs0, Vs0),
    sort(Vs0, Vs),
    Refs =.. [r|Vs],
    findall(A, '$zxg_clue_compared'(Clue, A), As0),
    sort(As0, As),
    (   As == []
    ->  '$zxg_identity_key'(Vs0, Key),
        KeyList = [Key]
    ;   maplist('$zxg_attr_index'(Attributes), As, KeyList)
    ),
    Keys =.. [k|KeyList],
    '$zxg_compile'(Clue, Attributes, N, Vs, KeyList, Compiled).

'$zxg_attr_index'(Attributes, A, C) :-
    nth1(C, Attributes, A-_),
    !.

% The category most of an identity clue's references share (the last
% such in the clue: "X is either Y or Z" reads Y and Z's).
'$zxg_identity_key'(Vs, Key) :-
    findall(C, member(v(C, _), Vs), Cs),
    msort(Cs, Sorted),
    '$zxg_clumped'(Sorted, Counts),
    last(Vs, v(Last, _)),
    aggregate_all(max(Count), member(_-Count, Counts), Max),
    (   memberchk(Last-Max, Counts)
    ->  Key = Last
    ;   member(Key-Max, Counts)
    ->  true
    ).

'$zxg_clumped'([], []).
'$zxg_clumped'([X|Xs], [X-N|Ps]) :-
    '$zxg_count_same'(Xs, X, 1, N, Rest),
    '$zxg_clumped'(Rest, Ps).

'$zxg_count_same'([Y|Ys], X, N0, N, Rest) :-
    Y == X,
    !,
    N1 is N0 + 1,
    '$zxg_count_same'(Ys, X, N1, N, Rest).
'$zxg_count_same'(Rest, _, N, N, Rest).

'$zxg_clue_ref'(Clue, R) :-
    '$zxg_ref_args'(Clue, Args),
    member(A, Args),
    (   A = (_=_)
    ->  R = A
    ;   is_list(A)
    ->  member(R, A)
    ;   compound(A), A \= (_=_)
    ->  '$zxg_clue_ref'(A, R)
    ).

'$zxg_ref_args'(Clue, Args) :-
    compound(Clue),
    Clue =.. [_|Args].

'$zxg_clue_compared'(less(A, _, _), A).
'$zxg_clue_compared'(greater(A, _, _), A).
'$zxg_clue_compared'(diff(A, _, _, _), A).
'$zxg_clue_compared'(distance(A, _, _, _, _), A).
'$zxg_clue_compared'(ratio(A, _, _, _, _), A).
'$zxg_clue_compared'(and(X, Y), A) :- ( '$zxg_clue_compared'(X, A) ; '$zxg_clue_compared'(Y, A) ).
'$zxg_clue_compared'(or(X, Y), A) :- ( '$zxg_clue_compared'(X, A) ; '$zxg_clue_compared'(Y, A) ).
'$zxg_clue_compared'(xor(X, Y), A) :- ( '$zxg_clue_compared'(X, A) ; '$zxg_clue_compared'(Y, A) ).
'$zxg_clue_compared'(not(X), A) :- '$zxg_clue_compared'(X, A).

'$zxg_compile'(Clue, Attributes, N, Vs, Keys, Compiled) :-
    '$zxg_c'(Clue, c(Attributes, N, Vs, Keys), Compiled).

'$zxg_c'(same(X, Y), E, same(PX, PY)) :- !, '$zxg_p'(E, X, PX), '$zxg_p'(E, Y, PY).
'$zxg_c'(not_same(X, Y), E, not(same(PX, PY))) :- !, '$zxg_p'(E, X, PX), '$zxg_p'(E, Y, PY).
'$zxg_c'(less(A, X, Y), E, cmp(<, KP, Ns, PX, PY)) :- !,
    '$zxg_key'(E, A, KP, Ns), '$zxg_p'(E, X, PX), '$zxg_p'(E, Y, PY).
'$zxg_c'(greater(A, X, Y), E, cmp(>, KP, Ns, PX, PY)) :- !,
    '$zxg_key'(E, A, KP, Ns), '$zxg_p'(E, X, PX), '$zxg_p'(E, Y, PY).
'$zxg_c'(diff(A, X, Y, D), E, diff(KP, Ns, PX, PY, D)) :- !,
    '$zxg_key'(E, A, KP, Ns), '$zxg_p'(E, X, PX), '$zxg_p'(E, Y, PY).
'$zxg_c'(ratio(A, X, Y, P, Q), E, ratio(KP, Ns, PX, PY, P, Q)) :- !,
    '$zxg_key'(E, A, KP, Ns), '$zxg_p'(E, X, PX), '$zxg_p'(E, Y, PY).
'$zxg_c'(distance(A, X, Y, Op, D), E, dist(KP, Ns, PX, PY, Op, D)) :- !,
    '$zxg_key'(E, A, KP, Ns), '$zxg_p'(E, X, PX), '$zxg_p'(E, Y, PY).
'$zxg_c'(either(X, Y, Z), E, xor(same(PX, PY), same(PX, PZ))) :- !,
    '$zxg_p'(E, X, PX), '$zxg_p'(E, Y, PY), '$zxg_p'(E, Z, PZ).
'$zxg_c'(pair(A, B, C, D), E,
         and(not(same(PA, PB)),
             or(and(same(PA, PC), same(PB, PD)), and(same(PA, PD), same(PB, PC))))) :- !,
    '$zxg_p'(E, A, PA), '$zxg_p'(E, B, PB), '$zxg_p'(E, C, PC), '$zxg_p'(E, D, PD).
'$zxg_c'(all_different(L), E, all_different(Ps)) :- !,
    maplist('$zxg_p'(E), L, Ps).
'$zxg_c'(and(X, Y), E, and(CX, CY)) :- !, '$zxg_c'(X, E, CX), '$zxg_c'(Y, E, CY).
'$zxg_c'(or(X, Y), E, or(CX, CY)) :- !, '$zxg_c'(X, E, CX), '$zxg_c'(Y, E, CY).
'$zxg_c'(xor(X, Y), E, xor(CX, CY)) :- !, '$zxg_c'(X, E, CX), '$zxg_c'(Y, E, CY).
'$zxg_c'(not(X), E, not(CX)) :- !, '$zxg_c'(X, E, CX).
'$zxg_c'(Clue, _, _) :-
    functor(Clue, F, A),
    format(atom(What), "the clue term ~w in a grid puzzle", [F/A]),
    throw(error(zebra_error(explain_unsupported(What)), _)).

'$zxg_p'(c(Attributes, _, Vs, _), R, p(P)) :-
    '$zxg_ref'(Attributes, R, V),
    nth1(P, Vs, V),
    !.

'$zxg_key'(c(Attributes, N, _, Keys), A, KP, Ns) :-
    '$zxg_attr_index'(Attributes, A, C),
    nth1(KP, Keys, C),
    !,
    nth1(C, Attributes, _-Values),
    length(Values, N),
    (   '$zebra_attribute_numbers'(Values, Numbers0)
    ->  Numbers = Numbers0
    ;   maplist('$zxg_number', Values, Numbers)
    ),
    Ns =.. [n|Numbers].

'$zxg_number'(V, X) :-
    (   zebra_value_number(V, X0)
    ->  X = X0
    ;   integer(V)
    ->  X = V
    ).

% '$zxg_view'(+Env, +G, +Info, -View): what clue Info reads of the
% grid: view(Masks, Pairs), Masks a term with, for each reference,
% m(Mask, Yes) per key category; Pairs pr(I, J, State) for every two
% references of different categories (State u, yes or no).
'$zxg_view'(Env, G, ci(_, Refs, Keys, _), view(Ms, Pairs)) :-
    Refs =.. [_|Vs],
    Keys =.. [_|Ks],
    findall(KMs,
            ( member(V, Vs),
              findall(m(Mask, Yes),
                      ( member(K, Ks),
                        '$zxg_mask'(Env, G, V, K, Mask),
                        '$zxg_yes'(Env, G, V, K, Yes) ),
                      KMs) ),
            Ms),
    findall(pr(I, J, S),
            ( nth1(I, Vs, X), nth1(J, Vs, Y), I < J,
              X = v(C1, _), Y = v(C2, _), C1 =\= C2,
              '$zxg_cell'(Env, G, X, Y, S0),
              ( S0 = s(S, _) -> true ; S = u ) ),
            Pairs).

% The premises a view stands for: the yes of a reference and key, or
% else its no's; the known cells between references.
'$zxg_view_premises'(Env, ci(_, Refs, Keys, _), view(Ms, Pairs), Premises) :-
    Env = env(_, N, _, _, _, _),
    Refs =.. [_|Vs],
    Keys =.. [_|Ks],
    Full is (1 << (N + 1)) - 2,
    findall(P,
            ( nth1(I, Vs, V), nth1(I, Ms, KMs),
              nth1(KI, Ks, K), nth1(KI, KMs, m(Mask, Yes)),
              V = v(C, _), C =\= K,
              (   Yes > 0
              ->  P = yes(V, v(K, Yes))
              ;   between(1, N, J),
                  Full /\ Mask /\ (1 << J) =:= 0,
                  P = no(V, v(K, J))
              )
            ; member(pr(I, J, S), Pairs), S \== u,
              nth1(I, Vs, X), nth1(J, Vs, Y),
              P =.. [S, X, Y]
            ),
            Ps0),
    maplist('$zxg_canon', Ps0, Ps1),
    sort(Ps1, Premises).

% '$zxg_premise_view'(+Env, +Info, +Premises, -View): the view of a
% grid that knows only Premises.
'$zxg_premise_view'(Env, ci(_, Refs, Keys, _), Premises, view(Ms, Pairs)) :-
    Env = env(_, N, _, _, _, _),
    Refs =.. [_|Vs],
    Keys =.. [_|Ks],
    Full is (1 << (N + 1)) - 2,
    findall(KMs,
            ( member(V, Vs),
              findall(m(Mask, Yes),
                      ( member(K, Ks),
                        '$zxg_premise_mask'(V, K, Full, Premises, Mask, Yes) ),
                      KMs) ),
            Ms),
    findall(pr(I, J, S),
            ( nth1(I, Vs, X), nth1(J, Vs, Y), I < J,
              X = v(C1, _), Y = v(C2, _), C1 =\= C2,
              '$zxg_canon'(yes(X, Y), yes(A, B)),
              (   memberchk(yes(A, B), Premises) -> S = yes
              ;   memberchk(no(A, B), Premises) -> S = no
              ;   S = u
              ) ),
            Pairs).

'$zxg_premise_mask'(V, K, Full, Premises, Mask, Yes) :-
    (   V = v(K, I)
    ->  Mask is 1 << I, Yes = I
    ;   '$zxg_canon'(yes(V, v(K, 0)), Probe),
        Probe = yes(A, _),
        (   A == V
        ->  (   member(yes(V, v(K, J)), Premises)
            ->  Mask is 1 << J, Yes = J
            ;   aggregate_all(bag(J), member(no(V, v(K, J)), Premises), Js),
                foldl('$zxg_clear', Js, Full, Mask), Yes = 0
            )
        ;   (   member(yes(v(K, J), V), Premises)
            ->  Mask is 1 << J, Yes = J
            ;   aggregate_all(bag(J), member(no(v(K, J), V), Premises), Js),
                foldl('$zxg_clear', Js, Full, Mask), Yes = 0
            )
        )
    ).

'$zxg_clear'(J, M0, M) :-
    M is M0 /\ \(1 << J).

% '$zxg_worlds'(+Info, +View, -Worlds): each world w(Js1, ...), the
% key values of each reference.
'$zxg_worlds'(ci(_, Refs, _, Compiled), view(Ms, Pairs), Worlds) :-
    Refs =.. [_|Vs],
    findall(W,
            ( '$zxg_assign'(Vs, Ms, 1, Pairs, [], Assigned),
              reverse(Assigned, Js),
              W =.. [w|Js],
              '$zxg_holds'(Compiled, W) ),
            Worlds).

'$zxg_assign'([], [], _, _, Acc, Acc).
'$zxg_assign'([V|Vs], [KMs|Ms], I, Pairs, Acc, Out) :-
    maplist('$zxg_pick', KMs, Js),
    '$zxg_fits'(Acc, I, V, Js, Pairs),
    I1 is I + 1,
    '$zxg_assign'(Vs, Ms, I1, Pairs, [Js|Acc], Out).

'$zxg_pick'(m(Mask, _), J) :-
    Mask > 0,
    Top is msb(Mask),
    between(1, Top, J),
    Mask /\ (1 << J) =\= 0.

% The new reference (number I, value V, key values Js) against each
% earlier one.
'$zxg_fits'(Acc, I, V, Js, Pairs) :-
    V = v(C, _),
    length(Acc, L),
    '$zxg_fits_'(Acc, L, I, C, Js, Pairs).

'$zxg_fits_'([], _, _, _, _, _).
'$zxg_fits_'([Js0|Acc], P, I, C, Js, Pairs) :-
    (   memberchk(pr(P, I, S), Pairs)
    ->  '$zxg_same_entity'(Js0, Js, Eq),
        '$zxg_allowed'(S, Eq)
    ;   % two values of one category are two entities
        '$zxg_all_differ'(Js0, Js)
    ),
    P1 is P - 1,
    '$zxg_fits_'(Acc, P1, I, C, Js, Pairs).

'$zxg_same_entity'([J0|Js0], [J|Js], Eq) :-
    (   J0 =:= J -> Eq = true ; Eq = false ),
    '$zxg_agree'(Js0, Js, Eq).

'$zxg_agree'([], [], _).
'$zxg_agree'([J0|Js0], [J|Js], Eq) :-
    (   J0 =:= J -> Eq == true ; Eq == false ),
    '$zxg_agree'(Js0, Js, Eq).

'$zxg_all_differ'([], []).
'$zxg_all_differ'([J0|Js0], [J|Js]) :-
    J0 =\= J,
    '$zxg_all_differ'(Js0, Js).

'$zxg_allowed'(u, _).
'$zxg_allowed'(yes, true).
'$zxg_allowed'(no, false).

'$zxg_holds'(same(p(X), p(Y)), W) :- !,
    arg(X, W, [J1|_]), arg(Y, W, [J2|_]), J1 =:= J2.
'$zxg_holds'(not(C), W) :- !, \+ '$zxg_holds'(C, W).
'$zxg_holds'(and(A, B), W) :- !, '$zxg_holds'(A, W), '$zxg_holds'(B, W).
'$zxg_holds'(or(A, B), W) :- !, ( '$zxg_holds'(A, W) -> true ; '$zxg_holds'(B, W) ).
'$zxg_holds'(xor(A, B), W) :- !,
    (   '$zxg_holds'(A, W) -> \+ '$zxg_holds'(B, W) ; '$zxg_holds'(B, W) ).
'$zxg_holds'(all_different(Ps), W) :- !,
    \+ ( append(_, [P|Rest], Ps), member(Q, Rest),
         '$zxg_holds'(same(P, Q), W) ).
'$zxg_holds'(cmp(Op, KP, Ns, p(X), p(Y)), W) :- !,
    '$zxg_num'(W, X, KP, Ns, NX), '$zxg_num'(W, Y, KP, Ns, NY),
    (   Op == (<) -> NX < NY ; NX > NY ).
'$zxg_holds'(diff(KP, Ns, p(X), p(Y), D), W) :- !,
    '$zxg_num'(W, X, KP, Ns, NX), '$zxg_num'(W, Y, KP, Ns, NY),
    NX - NY =:= D.
'$zxg_holds'(ratio(KP, Ns, p(X), p(Y), P, Q), W) :- !,
    '$zxg_num'(W, X, KP, Ns, NX), '$zxg_num'(W, Y, KP, Ns, NY),
    NX * Q =:= NY * P.
'$zxg_holds'(dist(KP, Ns, p(X), p(Y), Op, D), W) :-
    '$zxg_num'(W, X, KP, Ns, NX), '$zxg_num'(W, Y, KP, Ns, NY),
    Dist is abs(NX - NY),
    (   Op == (=) -> Dist =:= D
    ;   Op == (>=) -> Dist >= D
    ;   Dist =< D
    ).

'$zxg_num'(W, X, KP, Ns, Num) :-
    arg(X, W, Js),
    nth1(KP, Js, J),
    arg(J, Ns, Num).

% '$zxg_entailed'(+Env, +Info, +Worlds, -Cells): the cells every world
% agrees on (canonical, sorted); [false] for no world.
'$zxg_entailed'(_, _, [], [false]) :- !.
'$zxg_entailed'(Env, ci(_, Refs, Keys, _), Worlds, Cells) :-
    Env = env(_, N, _, _, _, _),
    Refs =.. [_|Vs],
    Keys =.. [_|Ks],
    findall(Cell,
            ( nth1(I, Vs, V), V = v(C, _),
              nth1(KI, Ks, K), K =\= C,
              aggregate_all(bag(J), ( member(W, Worlds), arg(I, W, Js), nth1(KI, Js, J) ), Used0),
              sort(Used0, Used),
              (   Used = [J]
              ->  Cell0 = yes(V, v(K, J))
              ;   between(1, N, J),
                  \+ memberchk(J, Used),
                  Cell0 = no(V, v(K, J))
              ),
              '$zxg_canon'(Cell0, Cell)
            ; nth1(I, Vs, X), nth1(J, Vs, Y), I < J,
              X = v(C1, _), Y = v(C2, _), C1 =\= C2,
              \+ memberchk(C1, Ks), \+ memberchk(C2, Ks),
              (   \+ ( member(W, Worlds), '$zxg_holds'(same(p(I), p(J)), W) )
              ->  Cell0 = no(X, Y)
              ;   \+ ( member(W, Worlds), \+ '$zxg_holds'(same(p(I), p(J)), W) )
              ->  Cell0 = yes(X, Y)
              ),
              '$zxg_canon'(Cell0, Cell)
            ),
            Cells0),
    sort(Cells0, Cells).

% '$zxg_propagate'(+Env, +G, +Info, -Result): none, or cand(clue(K),
% Premises, Cells) for what clue Info concludes that is not known yet
% (a contradiction when no world is left).  Remembered per clue with
% the view it read.
'$zxg_propagate'(Env, G, Info, Result) :-
    Info = ci(K, _, _, _),
    '$zxg_view'(Env, G, Info, View),
    G = g(_, _, _, _, Cache),
    arg(K, Cache, Cached),
    (   Cached = c(View0, Result0), View0 == View
    ->  Result = Result0
    ;   '$zxg_worlds'(Info, View, Worlds),
        '$zxg_entailed'(Env, Info, Worlds, Entailed),
        (   Entailed == [false]
        ->  Cells = [false]
        ;   include('$zxg_unknown'(Env, G), Entailed, Cells)
        ),
        (   Cells == []
        ->  Result = none
        ;   '$zxg_view_premises'(Env, Info, View, Premises0),
            '$zxg_minimise'(Env, Info, Premises0, Cells, Premises),
            (   Cells == [false]
            ->  Rule = contradiction(clue(K))
            ;   Rule = clue(K)
            ),
            Result = cand(Rule, Premises, Cells)
        ),
        setarg(K, Cache, c(View, Result))
    ).

'$zxg_unknown'(Env, G, Cell) :-
    Cell =.. [_, X, Y],
    '$zxg_cell'(Env, G, X, Y, 0).

% A deletion filter: drop each premise the conclusion does not need.
'$zxg_minimise'(Env, Info, Premises0, Cells, Premises) :-
    '$zxg_minimise'(Premises0, [], Env, Info, Cells, Premises).

'$zxg_minimise'([], Kept, _, _, _, Premises) :-
    reverse(Kept, Premises).
'$zxg_minimise'([P|Ps], Kept, Env, Info, Cells, Premises) :-
    append(Kept, Ps, Without),
    (   '$zxg_implies'(Env, Info, Without, Cells)
    ->  '$zxg_minimise'(Ps, Kept, Env, Info, Cells, Premises)
    ;   '$zxg_minimise'(Ps, [P|Kept], Env, Info, Cells, Premises)
    ).

'$zxg_implies'(Env, Info, Premises, Cells) :-
    '$zxg_premise_view'(Env, Info, Premises, View),
    '$zxg_worlds'(Info, View, Worlds),
    '$zxg_entailed'(Env, Info, Worlds, Entailed),
    (   Entailed == [false]
    ->  true
    ;   Cells \== [false],
        subtract(Cells, Entailed, [])
    ).

% The clue step with fewest premises (a contradiction first).
'$zxg_best_clue'(Env, G, Cand) :-
    Env = env(_, _, _, _, Infos, _),
    findall(Key-C,
            ( member(Info, Infos),
              '$zxg_propagate'(Env, G, Info, C),
              C = cand(Rule, Ps, _),
              length(Ps, L),
              (   Rule = contradiction(_) -> Key = 0 ; Key = L )
            ),
            Cands),
    Cands \== [],
    keysort(Cands, [_-Cand|_]).


                /*******************************
                *   CASE SPLITS                *
                *******************************/

% '$zxg_case_split'(+Env, +G, -Step): a cell supposed yes and refuted.
% The suppositions are tried by how many cells their row has left (two
% first); in the first group where some supposition is refuted by
% rounds of all simple steps at once (at most 2 rounds, else 4, 8,
% 20), the few refuted in fewest rounds
% are each explained by simple steps, cheapest first, pruned to those
% the contradiction rests on, and the shortest explanation is taken.
'$zxg_case_split'(Env, G, Step) :-
    '$zxg_suppositions'(Env, G, Groups),
    member(Supps, Groups),
    member(Cap, [2, 4, 8, 20]),
    findall(Rounds-Supp,
            ( member(Supp, Supps),
              once('$zxg_refuted_in'(Env, G, Supp, Cap, Rounds)) ),
            Found),
    Found \== [],
    !,
    keysort(Found, Sorted),
    '$zxg_first'(Sorted, 4, Best),
    G = g(_, _, _, counter(Id0), _),
    Id is Id0 + 1,
    Base is Id * 1000,
    findall(Len-(Supp-Sub-Premises),
            ( member(_-Supp, Best),
              findall(Sub0-Ps0,
                      once('$zxg_refute'(Env, G, Supp, Base, 500, Sub0, Ps0)),
                      [Sub-Premises]),
              length(Sub, Len) ),
            Explained),
    keysort(Explained, [_-(Supp-Sub-Premises)|_]),
    '$zxg_next_id'(G, Id),
    Supp = yes(X, Y),
    '$zxg_set'(Env, G, no(X, Y), Id, Crossed),
    Step = step(Id, case_split(Supp, Sub), Premises, [no(X, Y)], Crossed).

'$zxg_first'(List, N, First) :-
    length(List, L),
    (   L =< N
    ->  First = List
    ;   length(First, N),
        append(First, _, List)
    ).

% '$zxg_refuted_in'(+Env, +G, +Supp, +Cap, -Rounds): supposing Supp,
% rounds of every simple conclusion at once reach a contradiction in
% Rounds =< Cap.
'$zxg_refuted_in'(Env, G, Supp, Cap, Rounds) :-
    findall(R,
            ( '$zxg_set'(Env, G, Supp, 0, _),
              '$zxg_rounds'(Env, G, Cap, 1, R) ),
            [Rounds]).

'$zxg_rounds'(Env, G, Cap, R0, R) :-
    R0 =< Cap,
    (   (   '$zxg_empty'(Env, G, _)
        ;   '$zxg_conflict'(Env, G, _)
        )
    ->  R = R0
    ;   '$zxg_round'(Env, G, Cells),
        (   Cells == [false]
        ->  R = R0
        ;   Cells \== [],
            maplist('$zxg_quick_set'(Env, G), Cells),
            R1 is R0 + 1,
            '$zxg_rounds'(Env, G, Cap, R1, R)
        )
    ).

'$zxg_quick_set'(Env, G, Cell) :-
    Cell =.. [_, X, Y],
    (   '$zxg_cell'(Env, G, X, Y, 0)
    ->  '$zxg_set'(Env, G, Cell, 0, _)
    ;   true
    ).

% Every cell one simple step would conclude now ([false]: a clue
% without a world).
'$zxg_round'(Env, G, Cells) :-
    Env = env(_, _, _, _, Infos, _),
    findall(Cs,
            ( '$zxg_grid_cells'(Env, G, Cs)
            ; member(Info, Infos),
              '$zxg_view'(Env, G, Info, View),
              '$zxg_worlds'(Info, View, Worlds),
              '$zxg_entailed'(Env, Info, Worlds, Cs0),
              (   Cs0 == [false]
              ->  Cs = Cs0
              ;   include('$zxg_unknown'(Env, G), Cs0, Cs)
              ) ),
            Css),
    (   memberchk([false], Css)
    ->  Cells = [false]
    ;   append(Css, Cells0),
        sort(Cells0, Cells)
    ).

% What every grid-rule step could conclude now.
'$zxg_grid_cells'(Env, G, Cells) :-
    Env = env(M, N, _, _, _, _),
    findall(Cell,
            ( '$zxg_value'(Env, X, D),
              X = v(C, _),
              '$zxg_yes'(Env, G, X, D, J),
              (   J =:= 0
              ->  '$zxg_mask'(Env, G, X, D, Mask),
                  (   Mask /\ (Mask - 1) =:= 0, Mask =\= 0
                  ->  L is msb(Mask),
                      '$zxg_canon'(yes(X, v(D, L)), Cell)
                  ;   D > C,
                      between(1, N, L),
                      Mask /\ (1 << L) =\= 0,
                      Z = v(D, L),
                      between(1, M, E), E =\= C, E =\= D,
                      '$zxg_mask'(Env, G, X, E, MX),
                      '$zxg_mask'(Env, G, Z, E, MZ),
                      MX /\ MZ =:= 0
                  ->  Cell = no(X, Z)
                  )
              ;   '$zxg_transfer_cells'(Env, G, X, v(D, J), _, Cells0),
                  member(Cell0, Cells0),
                  '$zxg_canon'(Cell0, Cell)
              ) ),
            Cells).

'$zxg_suppositions'(Env, G, Groups) :-
    Env = env(M, N, _, _, _, _),
    findall(Count-yes(X, Y),
            ( between(1, M, C), between(1, N, I), X = v(C, I),
              between(1, M, D), D > C,
              '$zxg_mask'(Env, G, X, D, Mask),
              Count is popcount(Mask),
              Count > 1,
              between(1, N, J), Mask /\ (1 << J) =\= 0,
              Y = v(D, J),
              '$zxg_cell'(Env, G, X, Y, 0) ),
            Pairs),
    keysort(Pairs, Sorted),
    '$zxg_group'(Sorted, Groups).

'$zxg_group'([], []).
'$zxg_group'([K-S|Ps], [[S|Ss]|Groups]) :-
    '$zxg_same_key'(Ps, K, Ss, Rest),
    '$zxg_group'(Rest, Groups).

'$zxg_same_key'([K1-S|Ps], K, [S|Ss], Rest) :-
    K1 == K,
    !,
    '$zxg_same_key'(Ps, K, Ss, Rest).
'$zxg_same_key'(Rest, _, [], Rest).

% Suppose Supp (as step Base) and take simple steps up to Bound until
% one is a contradiction; Sub the steps it rests on, Premises the
% cells from before the supposition they use.
'$zxg_refute'(Env, G, Supp, Base, Bound, Sub, Premises) :-
    G = g(_, _, _, Counter, _),
    setarg(1, Counter, Base),
    '$zxg_set'(Env, G, Supp, Base, _),
    '$zxg_nested'(Env, G, Bound, [], Steps),
    Steps = [Last|_],
    Last = step(_, contradiction(_), _, _, _),
    '$zxg_prune'(Steps, Base, Sub, Premises0),
    sort(Premises0, Premises).

'$zxg_nested'(Env, G, Bound, Steps0, Steps) :-
    Bound > 0,
    '$zxg_simple'(Env, G, Cand),
    '$zxg_apply'(Env, G, Cand, Step),
    (   Step = step(_, contradiction(_), _, _, _)
    ->  Steps = [Step|Steps0]
    ;   Bound1 is Bound - 1,
        '$zxg_nested'(Env, G, Bound1, [Step|Steps0], Steps)
    ).

% Keep the steps (newest first in Steps) the last one rests on.
'$zxg_prune'([Last|Steps], Base, Sub, Outer) :-
    '$zxg_needs'(Last, Base, [], Need0, [], Outer0),
    '$zxg_prune_'(Steps, Base, Need0, [Last], Sub, Outer0, Outer).

'$zxg_prune_'([], _, _, Sub, Sub, Outer, Outer).
'$zxg_prune_'([S|Ss], Base, Need, Acc, Sub, Outer0, Outer) :-
    S = step(Id, _, _, _, _),
    (   memberchk(Id, Need)
    ->  '$zxg_needs'(S, Base, Need, Need1, Outer0, Outer1),
        '$zxg_prune_'(Ss, Base, Need1, [S|Acc], Sub, Outer1, Outer)
    ;   '$zxg_prune_'(Ss, Base, Need, Acc, Sub, Outer0, Outer)
    ).

'$zxg_needs'(step(_, _, Ps, _, _), Base, Need0, Need, Outer0, Outer) :-
    foldl('$zxg_need'(Base), Ps, Need0-Outer0, Need-Outer).

'$zxg_need'(Base, Id-Cell, Need0-Outer0, Need-Outer) :-
    (   Id > Base
    ->  Need = [Id|Need0], Outer = Outer0
    ;   Id =:= Base
    ->  Need = Need0, Outer = Outer0
    ;   Need = Need0, Outer = [Id-Cell|Outer0]
    ).


                /*******************************
                *   THE CHECKER                *
                *******************************/

%!  zebra_grid_check(+Puzzle, +Explanation, -Problems) is det.
%
%   Replays Explanation (of zebra_grid_explain/2) independently of the
%   code that chose its steps: Problems is [] when every premise of
%   every step is a conclusion of an earlier step (inside a case
%   split: of an earlier step of it, of its supposition, or of a step
%   before the split), and library(zebra)'s solver finds no solution
%   of the premises, the step's clue (a case split: the clues of its
%   steps; a grid rule: none) and the negation of its conclusion;
%   else Problems lists bad_premise(StepId, Id-Cell) and
%   not_implied(StepId).
zebra_grid_check(Puzzle, explanation(Steps, _, _), Problems) :-
    '$zxg_check_steps'(Steps, Puzzle, [], _, [], Problems0),
    reverse(Problems0, Problems).

'$zxg_check_steps'([], _, Known, Known, Problems, Problems).
'$zxg_check_steps'([S|Ss], Puzzle, Known0, Known, P0, P) :-
    '$zxg_check_step'(S, Puzzle, Known0, P0, P1),
    S = step(Id, _, _, Cells, Crossed),
    append(Cells, Crossed, All),
    '$zxg_check_steps'(Ss, Puzzle, [Id-All|Known0], Known, P1, P).

'$zxg_check_step'(step(Id, Rule, Premises, Cells, Crossed), Puzzle, Known, P0, P) :-
    foldl('$zxg_check_premise'(Id, Known), Premises, P0, P1),
    (   Rule = case_split(Supp, Sub)
    ->  '$zxg_supposition_id'(Id, Sid),
        '$zxg_crossed'(Puzzle, Supp, SuppCrossed),
        '$zxg_check_steps'(Sub, Puzzle, [Sid-[Supp|SuppCrossed]|Known], _, P1, P2),
        findall(K, ( member(step(_, R, _, _, _), Sub), '$zxg_rule_clue'(R, K) ), Ks0),
        sort(Ks0, Ks)
    ;   P2 = P1,
        findall(K, '$zxg_rule_clue'(Rule, K), Ks)
    ),
    pairs_values(Premises, PCells),
    append(Cells, Crossed, Concl),
    (   '$zxg_implied'(Puzzle, Ks, PCells, Concl)
    ->  P = P2
    ;   P = [not_implied(Id)|P2]
    ).

'$zxg_supposition_id'(Id, Sid) :-
    Sid is Id * 1000.

% The cells yes(X, Y) crosses out: X with the other values of Y's
% category, Y with the other values of X's.
'$zxg_crossed'(puzzle(_, Attributes, _, _), yes(A=V, B=W), Crossed) :-
    memberchk(A-As, Attributes),
    memberchk(B-Bs, Attributes),
    findall(no(A=V, B=W1), ( member(W1, Bs), W1 \== W ), C1),
    findall(no(A=V1, B=W), ( member(V1, As), V1 \== V ), C2),
    append(C1, C2, Crossed).

'$zxg_rule_clue'(clue(K), K).
'$zxg_rule_clue'(contradiction(clue(K)), K).

'$zxg_check_premise'(Id, Known, Pid-Cell, P0, P) :-
    (   member(Pid-Cells, Known),
        memberchk(Cell, Cells)
    ->  P = P0
    ;   P = [bad_premise(Id, Pid-Cell)|P0]
    ).

% The puzzle with only clues Ks and the premises, and not one cell of
% the conclusion, has no solution: each cell is implied (a conjunction
% is implied when each of its parts is; one negated cell at a time
% propagates where the negation of the whole conjunction, a disjunction,
% made the solver search).
'$zxg_implied'(Puzzle, Ks, Premises, Concl) :-
    Puzzle = puzzle(Houses, Attributes, Clues, _),
    findall(C, ( member(K, Ks), nth1(K, Clues, C) ), Cs),
    maplist('$zxg_cell_clue', Premises, Ps),
    append(Cs, Ps, Given),
    (   Concl == [false]
    ->  '$zxg_unsatisfiable'(Houses, Attributes, Given)
    ;   forall(member(Cell, Concl),
               ( '$zxg_cell_clue'(Cell, Q),
                 '$zxg_cell_negation'(Q, NotQ),
                 '$zxg_unsatisfiable'(Houses, Attributes, [NotQ|Given]) ))
    ).

% No matching of the categories the clues name satisfies them: the
% categories no clue names are left out (each is a matching of its own
% that any solution of the others extends), so that a step's few clues
% are refuted over their few categories, not searched over all.
'$zxg_unsatisfiable'(Houses, Attributes, Clues) :-
    findall(A, ( sub_term(T, Clues), compound(T),
                 (   T = (A=_)
                 ;   T =.. [F, A|_], memberchk(F, [less, greater, diff, distance, ratio])
                 ),
                 atom(A) ), As0),
    sort(As0, As),
    include([A-_]>>memberchk(A, As), Attributes, Named),
    (   Named = [_, _|_]
    ->  Used = Named
    ;   Used = Attributes
    ),
    \+ zebra_solve(puzzle(Houses, Used, Clues, []), _).

'$zxg_cell_negation'(same(X, Y), not_same(X, Y)).
'$zxg_cell_negation'(not_same(X, Y), same(X, Y)).

'$zxg_cell_clue'(yes(X, Y), same(X, Y)).
'$zxg_cell_clue'(no(X, Y), not_same(X, Y)).



                /*******************************
                *   PRINTING                   *
                *******************************/

%!  zebra_grid_print(+Puzzle, +Explanation) is det.
%
%   Prints Explanation (of zebra_grid_explain/2) in English, one
%   sentence a step, the steps of a case split indented under it, then
%   the figures and the solution table (zebra_print/2):
%
%       1. Clue 1: the price of Dana is $2 more than the price of
%          Ellis, so Dana is not $24 or $25 (price) and Ellis is not
%          $26 or $27 (price).
%       ...
%       7. Ellis is not $24 (price) or $25 (price); 1990 (year) is
%          not ..., so Ellis is not 1990 (year).
zebra_grid_print(Puzzle, explanation(Steps, Outcome, Stats)) :-
    (   Outcome = no_solution
    ->  format("The puzzle has no solution.~n")
    ;   Outcome = several(Rows1, Rows2)
    ->  format("The puzzle has more than one solution. Two of them:~n~n"),
        zebra_print(Puzzle, Rows1),
        nl,
        zebra_print(Puzzle, Rows2)
    ;   '$zxg_labels'(Steps, '', Labels),
        forall(member(S, Steps), '$zxg_print_step'(Puzzle, Labels, '', S)),
        Stats = stats(Count, Grid, One, Splits, Cost, MaxSub),
        format("~nSteps: ~d (grid rules ~d, one clue ~d, case splits ~d); cost ~d",
               [Count, Grid, One, Splits, Cost]),
        (   Splits > 0
        ->  format("; longest case split ~d steps", [MaxSub])
        ;   true
        ),
        format(".~n"),
        (   Outcome = stuck(Rows)
        ->  format("The steps stop here; the solution, found by search:~n")
        ;   Outcome = solution(Rows),
            format("~nSolution:~n")
        ),
        zebra_print(Puzzle, Rows)
    ).

% Step ids to the numbers printed: 1, 2, ... and 12.1, 12.2, ... inside
% a case split.
'$zxg_labels'(Steps, Prefix, Labels) :-
    findall(Id-Label,
            ( nth1(I, Steps, step(Id, _, _, _, _)),
              format(atom(Label), "~w~d", [Prefix, I]) ),
            Labels).

'$zxg_print_step'(Puzzle, Labels, Indent, step(Id, Rule, Premises, Cells, _)) :-
    memberchk(Id-Label, Labels),
    format("~w~w. ", [Indent, Label]),
    pairs_values(Premises, PCells),
    '$zxg_facts'(Puzzle, PCells, Facts),
    (   Rule = case_split(Supp, Sub)
    ->  '$zxg_fact'(Puzzle, Supp, SuppText),
        '$zxg_were'(SuppText, Were),
        format("Suppose ~w:~n", [Were]),
        format(atom(Indent1), "~w   ", [Indent]),
        format(atom(Prefix), "~w.", [Label]),
        '$zxg_labels'(Sub, Prefix, SubLabels),
        forall(member(S, Sub), '$zxg_print_step'(Puzzle, SubLabels, Indent1, S)),
        '$zxg_facts'(Puzzle, Cells, Concl),
        format("~wSo ~w.~n", [Indent1, Concl])
    ;   Rule = contradiction(R0)
    ->  (   R0 = clue(K)
        ->  '$zxg_clue_text'(Puzzle, K, Facts, Text),
            format("~w: impossible.~n", [Text])
        ;   format("~w: impossible.~n", [Facts])
        )
    ;   '$zxg_facts'(Puzzle, Cells, Concl),
        (   Rule = clue(K)
        ->  '$zxg_clue_text'(Puzzle, K, Facts, Text),
            format("~w, so ~w.~n", [Text, Concl])
        ;   '$zxg_upper'(Facts, Upper),
            format("~w, so ~w.~n", [Upper, Concl])
        )
    ).

'$zxg_were'(Text, Were) :-
    (   sub_atom(Text, B, _, A, ' is ')
    ->  sub_atom(Text, 0, B, _, Subject),
        sub_atom(Text, _, A, 0, Rest),
        format(atom(Were), "~w were ~w", [Subject, Rest])
    ;   Were = Text
    ).

% "Clue K: its sentence", after the facts it uses when there are any.
'$zxg_clue_text'(Puzzle, K, Facts, Text) :-
    Puzzle = puzzle(_, _, Clues, _),
    nth1(K, Clues, Clue),
    zebra_english(Puzzle, Clue, English0),
    '$zxg_sentence'(English0, English),
    (   Facts == ''
    ->  format(atom(Text), "Clue ~d: ~w", [K, English])
    ;   '$zxg_upper'(Facts, Upper),
        format(atom(Text), "~w; clue ~d: ~w", [Upper, K, English])
    ).

% A clue's sentence inside another: no final full stop, and a capital
% that only starts the sentence made small.
'$zxg_sentence'(English0, English) :-
    atom_string(A0, English0),
    (   sub_atom(A0, B, 1, 0, '.')
    ->  sub_atom(A0, 0, B, _, A1)
    ;   A1 = A0
    ),
    (   sub_atom(A1, 0, _, _, First),
        sub_atom(First, _, 1, 0, ' '),
        sub_atom(First, 0, L, 1, Word),
        L > 0,
        \+ sub_atom(Word, _, _, _, ' '),
        downcase_atom(Word, Lower),
        memberchk(Lower, [the, of, neither, either, both, exactly, one, each, all, at, if])
    ->  sub_atom(A1, L, _, 0, Rest),
        atom_concat(Lower, Rest, English)
    ;   English = A1
    ).

'$zxg_upper'(Text, Upper) :-
    (   sub_atom(Text, 0, 1, _, C)
    ->  upcase_atom(C, U),
        sub_atom(Text, 1, _, 0, Rest),
        atom_concat(U, Rest, Upper)
    ;   Upper = Text
    ).

% '$zxg_facts'(+Puzzle, +Cells, -Text): the cells in words, those of one
% value and one other category together: "Dana is not $24 or $25
% (price)".
'$zxg_facts'(_, [], '') :- !.
'$zxg_facts'(_, [false], 'impossible') :- !.
'$zxg_facts'(Puzzle, Cells, Text) :-
    '$zxg_fact_groups'(Cells, Groups0),
    '$zxg_merge_groups'(Groups0, Groups),
    maplist('$zxg_group_text'(Puzzle), Groups, Texts),
    '$zxg_and'(Texts, Text).

'$zxg_fact_groups'([], []).
'$zxg_fact_groups'([Cell|Cells], [g(YN, X, B, [W|Ws])|Groups]) :-
    Cell =.. [YN, X, B=W],
    '$zxg_take_group'(Cells, YN, X, B, Ws, Rest),
    '$zxg_fact_groups'(Rest, Groups).

'$zxg_take_group'([], _, _, _, [], []).
'$zxg_take_group'([Cell|Cells], YN, X, B, Ws, Rest) :-
    (   Cell =.. [YN, X1, B1=W], X1 == X, B1 == B
    ->  Ws = [W|Ws1],
        '$zxg_take_group'(Cells, YN, X, B, Ws1, Rest)
    ;   Rest = [Cell|Rest1],
        '$zxg_take_group'(Cells, YN, X, B, Ws, Rest1)
    ).

% No's of one value of B against single values of one category A
% together too: "$24 and $25 (price) are not 1990 (year)".
'$zxg_merge_groups'([], []).
'$zxg_merge_groups'([G|Gs], [M|Ms]) :-
    (   G = g(no, A=V, B, [W])
    ->  '$zxg_take_same'(Gs, A, B, W, Vs, Rest),
        (   Vs == []
        ->  M = G
        ;   M = gs(A, [V|Vs], B=W)
        )
    ;   M = G,
        Rest = Gs
    ),
    '$zxg_merge_groups'(Rest, Ms).

'$zxg_take_same'([], _, _, _, [], []).
'$zxg_take_same'([G|Gs], A, B, W, Vs, Rest) :-
    (   G = g(no, A1=V, B1, [W1]), A1 == A, B1 == B, W1 == W
    ->  Vs = [V|Vs1],
        '$zxg_take_same'(Gs, A, B, W, Vs1, Rest)
    ;   Rest = [G|Rest1],
        '$zxg_take_same'(Gs, A, B, W, Vs, Rest1)
    ).

'$zxg_group_text'(Puzzle, gs(A, Vs, Y), Text) :-
    !,
    '$zxg_name'(Puzzle, Y, NY),
    '$zxg_and'(Vs, And),
    '$zxg_name'(Puzzle, A=And, NX),
    format(atom(Text), "~w are not ~w", [NX, NY]).
'$zxg_group_text'(Puzzle, g(YN, X, B, Ws), Text) :-
    '$zxg_name'(Puzzle, X, NX),
    '$zxg_or'(Ws, Or),
    '$zxg_name'(Puzzle, B=Or, NY),
    (   YN == yes
    ->  format(atom(Text), "~w is ~w", [NX, NY])
    ;   format(atom(Text), "~w is not ~w", [NX, NY])
    ).

'$zxg_fact'(Puzzle, Cell, Text) :-
    '$zxg_facts'(Puzzle, [Cell], Text).

% A value by itself when its category is the first (the people),
% else followed by its category: "$24 (price)".
'$zxg_name'(puzzle(_, [First-_|_], _, _), A=V, Name) :-
    (   A == First
    ->  format(atom(Name), "~w", [V])
    ;   atomic_list_concat(Parts, '_', A),
        atomic_list_concat(Parts, ' ', Words),
        format(atom(Name), "~w (~w)", [V, Words])
    ).

'$zxg_or'([W], Text) :- !, format(atom(Text), "~w", [W]).
'$zxg_or'([W1, W2], Text) :- !, format(atom(Text), "~w or ~w", [W1, W2]).
'$zxg_or'([W|Ws], Text) :-
    '$zxg_or'(Ws, Rest),
    format(atom(Text), "~w, ~w", [W, Rest]).

'$zxg_and'([T], T) :- !.
'$zxg_and'([T1, T2], Text) :- !, format(atom(Text), "~w and ~w", [T1, T2]).
'$zxg_and'([T|Ts], Text) :-
    '$zxg_and'(Ts, Rest),
    format(atom(Text), "~w, ~w", [T, Rest]).
