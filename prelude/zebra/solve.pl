/** <module> library(zebra/solve): solving puzzle terms by CLP(FD), uniqueness and diagnoses

In prelude/zebra/solve.pl, part of library(zebra).

The model: one FD variable per value, its row (house number, 1..N);
the values of an attribute all_distinct; in a grid puzzle the first
attribute's rows fixed; each clue posted as constraints on the
variables it names ('$zebra_post'/3), comparisons over the numbers of
an ordered attribute through one variable per value compared, tied to
its row; labeling first-fail, most constrained first (ffc).

On top of it: zebra_unique/2 and zebra_check/2 (is the solution unique,
which clues are redundant), zebra_conflict/2 (a minimal set of clues
that contradict each other) and zebra_diagnose/2 (for several
solutions, the cells no clue fixes and a clue that would).

The helpers other parts of library(zebra) call are exported with their
'$zebra_' names; the rest are local to the module.
*/

:- module(zebra_solve,
          [ zebra_solve/2,              % +Puzzle, -Solution
            zebra_unique/2,             % +Puzzle, -Verdict
            zebra_check/2,              % +Puzzle, -Report
            zebra_conflict/2,           % +Puzzle, -ClueNumbers
            zebra_diagnose/2,           % +Puzzle, -Diagnosis
            '$zebra_negation'/2,        % +Clue, -Negated
            '$zebra_solutions'/3,       % +Puzzle, +Skip, -Solution
            '$zebra_model'/4,           % +Puzzle, +Skip, -Env, -Vars
            '$zebra_diagnosis'/3        % +Verdict, +Puzzle, -Diagnosis
          ]).

:- use_module(library(clpfd)).
:- use_module(library(zebra/model)).

                /*******************************
                *   SOLVING                    *
                *******************************/

%!  zebra_solve(+Puzzle, -Solution) is nondet.
%
%   The solutions of Puzzle, one by one (house puzzles and grid
%   puzzles alike); an error if Puzzle is not a well-formed puzzle.
zebra_solve(Puzzle, Solution) :-
    '$zebra_validate'(Puzzle),
    '$zebra_solutions'(Puzzle, [], Solution).

%!  '$zebra_solutions'(+Puzzle, +Skip, -Solution) is nondet.
%
%   The solutions of Puzzle without the clues numbered in Skip, one by
%   one; Puzzle is known to be valid.
'$zebra_solutions'(Puzzle, Skip, Solution) :-
    '$zebra_model'(Puzzle, Skip, Env, Vars),
    labeling([ffc], Vars),
    '$zebra_solution'(Puzzle, Env, Solution).

%!  '$zebra_model'(+Puzzle, +Skip, -Env, -Vars) is det.
%
%   Env is env(Houses, [Attr-[Value-Var, ...], ...]), every value's FD
%   variable (its row); Vars all of them.  In a grid puzzle value I of
%   the first attribute is in row I.  The clues not in Skip are posted.
'$zebra_model'(puzzle(Houses, Attributes, Clues, _), Skip, Env, Vars) :-
    Env = env(Houses, Table),
    '$zebra_size'(Houses, N),
    maplist('$zebra_attribute_vars'(N), Attributes, Table, VarLists),
    (   Houses = grid(_)
    ->  VarLists = [Rows|_],
        numlist(1, N, Rows)
    ;   true
    ),
    append(VarLists, Vars),
    '$zebra_post_clues'(Clues, 1, Skip, Env).

'$zebra_attribute_vars'(Houses, Attr-Values, Attr-Pairs, Vars) :-
    same_length(Values, Vars),
    Vars ins 1..Houses,
    all_distinct(Vars),
    pairs_keys_values(Pairs, Values, Vars).

'$zebra_post_clues'([], _, _, _).
'$zebra_post_clues'([Clue|Clues], N, Skip, Env) :-
    (   memberchk(N, Skip)
    ->  true
    ;   '$zebra_post'(Clue, N, Env)
    ),
    N1 is N + 1,
    '$zebra_post_clues'(Clues, N1, Skip, Env).

% '$zebra_post'(+Clue, +N, +Env): posts clue number N (kept for the
% explanations to come, which will name the clue behind each step).
'$zebra_post'(Clue, _, Env) :-
    '$zebra_post'(Clue, Env).

'$zebra_post'(and(C1, C2), Env) :-
    !,
    '$zebra_post'(C1, Env),
    '$zebra_post'(C2, Env).
'$zebra_post'(or(C1, C2), Env) :-
    !,
    '$zebra_reify'(C1, Env, B1),
    '$zebra_reify'(C2, Env, B2),
    B1 + B2 #>= 1.
'$zebra_post'(xor(C1, C2), Env) :-
    !,
    '$zebra_reify'(C1, Env, B1),
    '$zebra_reify'(C2, Env, B2),
    B1 + B2 #= 1.
'$zebra_post'(not(C), Env) :-
    !,
    '$zebra_post_not'(C, Env).
'$zebra_post'(at_end(X), env(Houses, T)) :-
    !,
    '$zebra_var'(T, X, PX),
    PX in 1 \/ Houses.
'$zebra_post'(not_at_end(X), env(Houses, T)) :-
    !,
    '$zebra_var'(T, X, PX),
    PX #\= 1,
    PX #\= Houses.
'$zebra_post'(between(X, Y, Z), env(Houses, T)) :-
    !,
    '$zebra_var'(T, X, PX),
    '$zebra_var'(T, Y, PY),
    '$zebra_var'(T, Z, PZ),
    findall([A, B, C], '$zebra_between'(Houses, A, B, C), Triples),
    tuples_in([[PX, PY, PZ]], Triples).
'$zebra_post'(Clue, env(Houses, T)) :-
    '$zebra_distance_clue'(Clue),
    !,
    '$zebra_binary'(Clue, X, Y),
    '$zebra_var'(T, X, PX),
    '$zebra_var'(T, Y, PY),
    findall([A, B], ( between(1, Houses, A),
                      between(1, Houses, B),
                      '$zebra_distance'(Clue, A, B) ),
            Pairs),
    tuples_in([[PX, PY]], Pairs).
'$zebra_post'(Clue, Env) :-
    '$zebra_number_clue'(Clue, _, _, _, _),
    !,
    '$zebra_post_numbers'(Clue, true, Env).
'$zebra_post'(less(A, X, Y), Env) :-
    !,
    '$zebra_num'(Env, A, X, NX),
    '$zebra_num'(Env, A, Y, NY),
    NX #< NY.
'$zebra_post'(greater(A, X, Y), Env) :-
    !,
    '$zebra_num'(Env, A, X, NX),
    '$zebra_num'(Env, A, Y, NY),
    NX #> NY.
'$zebra_post'(either(X, Y, Z), env(Houses, T)) :-
    !,
    '$zebra_size'(Houses, N),
    maplist('$zebra_var'(T), [X, Y, Z], Vs),
    findall([A, B, C], ( between(1, N, B), between(1, N, C), B =\= C,
                         ( A = B ; A = C ) ),
            Triples),
    tuples_in([Vs], Triples).
'$zebra_post'(pair(A, B, C, D), env(Houses, T)) :-
    !,
    '$zebra_size'(Houses, N),
    maplist('$zebra_var'(T), [A, B, C, D], Vs),
    findall([I, J, K, L], ( between(1, N, I), between(1, N, J), I =\= J,
                            ( [K, L] = [I, J] ; [K, L] = [J, I] ) ),
            Tuples),
    tuples_in([Vs], Tuples).
'$zebra_post'(all_different(Xs), env(_, T)) :-
    !,
    maplist('$zebra_var'(T), Xs, Vs),
    all_distinct(Vs).
'$zebra_post'(Clue, env(_, T)) :-
    '$zebra_relation'(Clue, T, Goal),
    call(Goal).

% '$zebra_post_not'(+Clue, +Env): posts the negation of Clue, as a clue
% of its own where there is one, else by reification.
'$zebra_post_not'(not(C), Env) :-
    !,
    '$zebra_post'(C, Env).
'$zebra_post_not'(or(C1, C2), Env) :-
    !,
    '$zebra_post_not'(C1, Env),
    '$zebra_post_not'(C2, Env).
'$zebra_post_not'(xor(C1, C2), Env) :-
    !,
    '$zebra_reify'(C1, Env, B1),
    '$zebra_reify'(C2, Env, B2),
    B1 #= B2.
'$zebra_post_not'(C, Env) :-
    '$zebra_negation'(C, Negated),
    !,
    '$zebra_post'(Negated, Env).
'$zebra_post_not'(C, Env) :-
    '$zebra_number_clue'(C, _, _, _, _),
    !,
    '$zebra_post_numbers'(C, false, Env).
'$zebra_post_not'(C, Env) :-
    '$zebra_reify'(C, Env, B),
    B #= 0.

% The clues about the distance between two houses are tables of the
% pairs of houses they allow: tuples_in/2 removes every house with no
% partner left, where abs(PX - PY) #= 1 only narrows the bounds.
'$zebra_distance_clue'(next_to(_, _)).
'$zebra_distance_clue'(not_next_to(_, _)).
'$zebra_distance_clue'(one_between(_, _)).
'$zebra_distance_clue'(two_between(_, _)).

'$zebra_distance'(next_to(_, _), A, B) :- abs(A - B) =:= 1.
'$zebra_distance'(not_next_to(_, _), A, B) :- abs(A - B) =\= 1.
'$zebra_distance'(one_between(_, _), A, B) :- abs(A - B) =:= 2.
'$zebra_distance'(two_between(_, _), A, B) :- abs(A - B) =:= 3.

% '$zebra_between'(+Houses, -A, -B, -C): B is strictly between A and C.
'$zebra_between'(Houses, A, B, C) :-
    between(1, Houses, A),
    between(1, Houses, B),
    B =\= A,
    between(1, Houses, C),
    ( A < B, B < C ; C < B, B < A ).

% '$zebra_number_clue'(?Clue, -Attr, -X, -Y, -Test): the clues that
% compare the numbers of two values by an arithmetic test of
% NX and NY (Test is Test(NX, NY) once Test's variables are bound).
'$zebra_number_clue'(diff(A, X, Y, D), A, X, Y, t(NX, NY, NX - NY =:= D)).
'$zebra_number_clue'(ratio(A, X, Y, P, Q), A, X, Y, t(NX, NY, NX * Q =:= NY * P)).
'$zebra_number_clue'(distance(A, X, Y, Op, D), A, X, Y, t(NX, NY, Test)) :-
    '$zebra_arith_op'(Op, Op1, _),
    Test =.. [Op1, abs(NX - NY), D].

'$zebra_arith_op'(=, =:=, #=).
'$zebra_arith_op'(>=, >=, #>=).
'$zebra_arith_op'(=<, =<, #=<).

% '$zebra_post_numbers'(+Clue, +Holds, +Env): posts a number clue
% (Holds true) or its negation (false) as the table of the pairs of
% numbers it allows, which removes every number with no partner left.
'$zebra_post_numbers'(Clue, Holds, Env) :-
    '$zebra_number_clue'(Clue, A, X, Y, t(I, J, Test)),
    '$zebra_numbers'(Env, A, Numbers),
    '$zebra_num'(Env, A, X, NX),
    '$zebra_num'(Env, A, Y, NY),
    findall([I, J], ( member(I, Numbers), member(J, Numbers),
                      (   Holds == true
                      ->  Test
                      ;   \+ Test
                      ) ),
            Pairs),
    tuples_in([[NX, NY]], Pairs).

%!  '$zebra_negation'(+Clue, -Negated) is semidet.
%
%   Negated is the clue whose posting is the negation of Clue, where
%   there is one without reification (library(zebra/explain) uses it).
'$zebra_negation'(same(X, Y), not_same(X, Y)).
'$zebra_negation'(not_same(X, Y), same(X, Y)).
'$zebra_negation'(next_to(X, Y), not_next_to(X, Y)).
'$zebra_negation'(not_next_to(X, Y), next_to(X, Y)).
'$zebra_negation'(at(X, P), not_at(X, P)).
'$zebra_negation'(not_at(X, P), at(X, P)).
'$zebra_negation'(at_end(X), not_at_end(X)).
'$zebra_negation'(not_at_end(X), at_end(X)).
'$zebra_negation'(not(C), C).

% '$zebra_relation'(+Clue, +Table, -Goal): the one constraint a clue
% over two values (or a value and a house) is.
'$zebra_relation'(Clue, T, Goal) :-
    '$zebra_binary'(Clue, X, Y),
    !,
    '$zebra_var'(T, X, PX),
    '$zebra_var'(T, Y, PY),
    '$zebra_binary_goal'(Clue, PX, PY, Goal).
'$zebra_relation'(at(X, P), T, PX #= P) :-
    '$zebra_var'(T, X, PX).
'$zebra_relation'(not_at(X, P), T, PX #\= P) :-
    '$zebra_var'(T, X, PX).

'$zebra_binary_goal'(same(_, _), PX, PY, PX #= PY).
'$zebra_binary_goal'(not_same(_, _), PX, PY, PX #\= PY).
'$zebra_binary_goal'(left_of(_, _), PX, PY, PX + 1 #= PY).
'$zebra_binary_goal'(right_of(_, _), PX, PY, PX #= PY + 1).
'$zebra_binary_goal'(somewhere_left_of(_, _), PX, PY, PX #< PY).
'$zebra_binary_goal'(somewhere_right_of(_, _), PX, PY, PX #> PY).
'$zebra_binary_goal'(next_to(_, _), PX, PY, abs(PX - PY) #= 1).
'$zebra_binary_goal'(not_next_to(_, _), PX, PY, abs(PX - PY) #\= 1).
'$zebra_binary_goal'(one_between(_, _), PX, PY, abs(PX - PY) #= 2).
'$zebra_binary_goal'(two_between(_, _), PX, PY, abs(PX - PY) #= 3).

% '$zebra_reify'(+Clue, +Env, -B): B is 1 if the clue holds, 0 if not.
% (The numbers a comparison names are tied to their rows by constraints
% that hold either way.)
'$zebra_reify'(and(C1, C2), Env, B) :-
    !,
    '$zebra_reify'(C1, Env, B1),
    '$zebra_reify'(C2, Env, B2),
    B #<==> (B1 #/\ B2).
'$zebra_reify'(or(C1, C2), Env, B) :-
    !,
    '$zebra_reify'(C1, Env, B1),
    '$zebra_reify'(C2, Env, B2),
    B #<==> (B1 #\/ B2).
'$zebra_reify'(xor(C1, C2), Env, B) :-
    !,
    '$zebra_reify'(C1, Env, B1),
    '$zebra_reify'(C2, Env, B2),
    B #<==> (B1 #\ B2).
'$zebra_reify'(not(C), Env, B) :-
    !,
    '$zebra_reify'(C, Env, B1),
    B #= 1 - B1.
'$zebra_reify'(at_end(X), env(Houses, T), B) :-
    !,
    '$zebra_var'(T, X, PX),
    B #<==> (PX #= 1 #\/ PX #= Houses).
'$zebra_reify'(not_at_end(X), Env, B) :-
    !,
    '$zebra_reify'(not(at_end(X)), Env, B).
'$zebra_reify'(between(X, Y, Z), env(_, T), B) :-
    !,
    '$zebra_var'(T, X, PX),
    '$zebra_var'(T, Y, PY),
    '$zebra_var'(T, Z, PZ),
    B #<==> ((PX #< PY #/\ PY #< PZ) #\/ (PZ #< PY #/\ PY #< PX)).
'$zebra_reify'(less(A, X, Y), Env, B) :-
    !,
    '$zebra_num'(Env, A, X, NX),
    '$zebra_num'(Env, A, Y, NY),
    B #<==> (NX #< NY).
'$zebra_reify'(greater(A, X, Y), Env, B) :-
    !,
    '$zebra_num'(Env, A, X, NX),
    '$zebra_num'(Env, A, Y, NY),
    B #<==> (NX #> NY).
'$zebra_reify'(diff(A, X, Y, D), Env, B) :-
    !,
    '$zebra_num'(Env, A, X, NX),
    '$zebra_num'(Env, A, Y, NY),
    B #<==> (NX - NY #= D).
'$zebra_reify'(ratio(A, X, Y, P, Q), Env, B) :-
    !,
    '$zebra_num'(Env, A, X, NX),
    '$zebra_num'(Env, A, Y, NY),
    B #<==> (NX * Q #= NY * P).
'$zebra_reify'(distance(A, X, Y, Op, D), Env, B) :-
    !,
    '$zebra_num'(Env, A, X, NX),
    '$zebra_num'(Env, A, Y, NY),
    '$zebra_arith_op'(Op, _, FdOp),
    C =.. [FdOp, abs(NX - NY), D],
    B #<==> C.
'$zebra_reify'(either(X, Y, Z), env(_, T), B) :-
    !,
    maplist('$zebra_var'(T), [X, Y, Z], [PX, PY, PZ]),
    B #<==> ((PX #= PY) #\ (PX #= PZ)).
'$zebra_reify'(pair(A, B0, C, D), env(_, T), B) :-
    !,
    maplist('$zebra_var'(T), [A, B0, C, D], [PA, PB, PC, PD]),
    B #<==> (PA #\= PB #/\ ((PA #= PC #/\ PB #= PD) #\/ (PA #= PD #/\ PB #= PC))).
'$zebra_reify'(all_different(Xs), env(_, T), B) :-
    !,
    maplist('$zebra_var'(T), Xs, Vs),
    '$zebra_pairs'(Vs, Pairs),
    maplist('$zebra_differ', Pairs, Bs),
    foldl('$zebra_conjoin', Bs, 1, All),
    B #<==> All.
'$zebra_reify'(Clue, env(_, T), B) :-
    '$zebra_relation'(Clue, T, C),
    B #<==> C.

'$zebra_conjoin'(C, Conj0, Conj0 #/\ C).

% '$zebra_pairs'(+Vars, -Pairs): each two of Vars (the variables
% themselves, which findall/3 would copy).
'$zebra_pairs'([], []).
'$zebra_pairs'([V|Vs], Pairs) :-
    findall(I, nth1(I, Vs, _), Is),
    maplist('$zebra_pair_with'(V, Vs), Is, Front),
    '$zebra_pairs'(Vs, Back),
    append(Front, Back, Pairs).

'$zebra_pair_with'(V, Vs, I, V-W) :-
    nth1(I, Vs, W).

'$zebra_differ'(P-Q, B) :-
    B #<==> (P #\= Q).

'$zebra_var'(Table, Attr=Value, Var) :-
    memberchk(Attr-Pairs, Table),
    memberchk(Value-Var, Pairs).

% '$zebra_numbers'(+Env, +Attr, -Numbers): the numbers of the values of
% the ordered attribute Attr (1..N for house).
'$zebra_numbers'(env(Houses, _), house, Numbers) :-
    integer(Houses),
    !,
    numlist(1, Houses, Numbers).
'$zebra_numbers'(env(_, T), Attr, Numbers) :-
    memberchk(Attr-Pairs, T),
    pairs_keys(Pairs, Values),
    '$zebra_attribute_numbers'(Values, Numbers).

% '$zebra_num'(+Env, +Attr, +Ref, -N): N is the number of the value of
% the ordered attribute Attr in Ref's row: Ref's own number when Ref is
% of Attr, its house when Attr is house, the number of the row by a
% table when Attr is a grid puzzle's first attribute, else a variable
% tied to Ref's row by one reified equality per value of Attr.
'$zebra_num'(env(Houses, T), house, Ref, N) :-
    integer(Houses),
    !,
    '$zebra_var'(T, Ref, N).
'$zebra_num'(Env, Attr, Attr=Value, N) :-
    !,
    Env = env(_, T),
    memberchk(Attr-Pairs, T),
    nth1(I, Pairs, Value-_),
    !,
    '$zebra_numbers'(Env, Attr, Numbers),
    nth1(I, Numbers, N).
'$zebra_num'(Env, Attr, Ref, N) :-
    Env = env(grid(_), T),
    T = [Attr-_|_],
    !,
    '$zebra_var'(T, Ref, P),
    '$zebra_numbers'(Env, Attr, Numbers),
    findall([I, Num], nth1(I, Numbers, Num), Rows),
    tuples_in([[P, N]], Rows).
'$zebra_num'(Env, Attr, Ref, N) :-
    Env = env(_, T),
    '$zebra_var'(T, Ref, P),
    memberchk(Attr-Pairs, T),
    '$zebra_numbers'(Env, Attr, Numbers),
    foldl('$zebra_domain_union', Numbers, 1..0, Dom),
    N in Dom,
    maplist('$zebra_channel'(P, N), Numbers, Pairs).

'$zebra_domain_union'(Value, Dom, Dom \/ Value).

'$zebra_channel'(P, N, Number, _-PValue) :-
    (N #= Number) #<==> (P #= PValue).

% '$zebra_solution'(+Puzzle, +Env, -Solution): the labeled rows.
'$zebra_solution'(puzzle(Houses, _, _, _), env(_, Table), Solution) :-
    '$zebra_size'(Houses, N),
    numlist(1, N, Numbers),
    maplist('$zebra_house'(Table), Numbers, Solution).

'$zebra_house'(Table, N, House) :-
    maplist('$zebra_house_value'(N), Table, House).

'$zebra_house_value'(N, Attr-Pairs, Attr=Value) :-
    member(Value-P, Pairs),
    P == N,
    !.


                /*******************************
                *   UNIQUENESS AND REDUNDANCY  *
                *******************************/

%!  zebra_unique(+Puzzle, -Verdict) is det.
%
%   Verdict is unique(Solution), none, or several(Solution1,
%   Solution2), two of the solutions (zebra_diagnose/2 says more).
zebra_unique(Puzzle, Verdict) :-
    '$zebra_validate'(Puzzle),
    '$zebra_verdict'(Puzzle, [], Verdict).

'$zebra_verdict'(Puzzle, Skip, Verdict) :-
    findall(S, limit(2, '$zebra_solutions'(Puzzle, Skip, S)), Solutions),
    (   Solutions = [S1, S2]
    ->  Verdict = several(S1, S2)
    ;   Solutions = [S]
    ->  Verdict = unique(S)
    ;   Verdict = none
    ).

%!  zebra_check(+Puzzle, -Report) is det.
%
%   Report is report(Verdict, Redundant), Verdict as zebra_unique/2
%   gives it and Redundant the numbers of the clues the puzzle could do
%   without, each on its own: leaving it out leaves the solution
%   unique.  [] unless the solution is unique.
zebra_check(Puzzle, report(Verdict, Redundant)) :-
    zebra_unique(Puzzle, Verdict),
    (   Verdict = unique(_)
    ->  Puzzle = puzzle(_, _, Clues, _),
        length(Clues, Count),
        findall(N, ( between(1, Count, N),
                     \+ '$zebra_ambiguous_without'(Puzzle, N) ),
                Redundant)
    ;   Redundant = []
    ).

'$zebra_ambiguous_without'(Puzzle, N) :-
    '$zebra_negate_clue'(Puzzle, N, Negated),
    once('$zebra_solutions'(Negated, [], _)).

% With the solution unique, a puzzle without clue N has another solution
% exactly when the puzzle with clue N negated has one (any other solution
% breaks clue N, or the puzzle would have two); the negated clue
% propagates, so this search fails fast where counting two solutions
% without clue N would wander.
'$zebra_negate_clue'(puzzle(H, As, Clues, Qs), N, puzzle(H, As, Negated, Qs)) :-
    nth1(N, Clues, Clue, Others),
    nth1(N, Negated, not(Clue), Others).


                /*******************************
                *   DIAGNOSES                  *
                *******************************/

%!  zebra_conflict(+Puzzle, -Clues) is semidet.
%
%   Puzzle has no solution, and Clues is a minimal list of the numbers
%   of clues that contradict each other: without any one of them the
%   others have a solution.  Found by a deletion filter (each clue in
%   turn is left out for good if the rest still have no solution), so
%   it is one such set, not the smallest.  Fails if Puzzle has a
%   solution.
zebra_conflict(Puzzle, Conflict) :-
    '$zebra_validate'(Puzzle),
    \+ '$zebra_solutions'(Puzzle, [], _),
    Puzzle = puzzle(_, _, Clues, _),
    length(Clues, Count),
    numlist(1, Count, All),
    foldl('$zebra_filter_clue'(Puzzle), All, [], Removed),
    subtract(All, Removed, Conflict).

'$zebra_filter_clue'(Puzzle, N, Removed0, Removed) :-
    (   \+ '$zebra_solutions'(Puzzle, [N|Removed0], _)
    ->  Removed = [N|Removed0]
    ;   Removed = Removed0
    ).

%!  zebra_diagnose(+Puzzle, -Diagnosis) is det.
%
%   Diagnosis is unique(Solution); no_solution(Clues), Clues as
%   zebra_conflict/2 gives them; or several(S1, S2, Cells, Clue): S1
%   and S2 two solutions, Cells the cells cell(Row, Attr) that are not
%   the same in every solution (Row a house number, or in a grid puzzle
%   the first attribute's value, Attr=Value), and Clue a same/not_same
%   (or, in a house puzzle, at/2) clue true in S1 that would make S1
%   the only solution, or none if no such clue does.
zebra_diagnose(Puzzle, Diagnosis) :-
    zebra_unique(Puzzle, Verdict),
    '$zebra_diagnosis'(Verdict, Puzzle, Diagnosis).

%!  '$zebra_diagnosis'(+Verdict, +Puzzle, -Diagnosis) is det.
%
%   Diagnosis is what zebra_diagnose/2 says of Puzzle, given its
%   zebra_unique/2 Verdict.
'$zebra_diagnosis'(unique(S), _, unique(S)).
'$zebra_diagnosis'(none, Puzzle, no_solution(Clues)) :-
    zebra_conflict(Puzzle, Clues).
'$zebra_diagnosis'(several(S1, S2), Puzzle, several(S1, S2, Cells, Clue)) :-
    '$zebra_undetermined'(Puzzle, S1, Cells),
    (   '$zebra_settling_clue'(Puzzle, S1, S2, Cells, Clue0)
    ->  Clue = Clue0
    ;   Clue = none
    ).

% '$zebra_undetermined'(+Puzzle, +S1, -Cells): the cells of S1 some
% other solution fills differently.
'$zebra_undetermined'(Puzzle, S1, Cells) :-
    Puzzle = puzzle(Houses, [First-_|_], _, _),
    findall(cell(Row, A), ( nth1(R, S1, House),
                            member(A=V, House),
                            \+ ( Houses = grid(_), A == First ),
                            '$zebra_row'(Houses, House, R, Row),
                            '$zebra_cell_clue'(Houses, Row, A=V, not, Not),
                            '$zebra_with_clue'(Puzzle, Not, Other),
                            once('$zebra_solutions'(Other, [], _)) ),
            Cells).

% A row is named by its house number, or by its value of the first
% attribute in a grid puzzle.
'$zebra_row'(Houses, House, R, Row) :-
    (   Houses = grid(_)
    ->  House = [Row|_]
    ;   Row = R
    ).

% '$zebra_cell_clue'(+Houses, +Row, +Ref, +Polarity, -Clue): the clue
% that Ref is (same) or is not (not) in Row.
'$zebra_cell_clue'(Houses, Row, Ref, Polarity, Clue) :-
    (   integer(Houses)
    ->  ( Polarity == same -> Clue = at(Ref, Row) ; Clue = not_at(Ref, Row) )
    ;   ( Polarity == same -> Clue = same(Row, Ref) ; Clue = not_same(Row, Ref) )
    ).

'$zebra_with_clue'(puzzle(H, As, Clues, Qs), Clue, puzzle(H, As, Clues1, Qs)) :-
    append(Clues, [Clue], Clues1).

% '$zebra_settling_clue'(+Puzzle, +S1, +S2, +Cells, -Clue): a clue true
% in S1 that leaves S1 the only solution: that a row's anchor (its
% name, or what stands for it) is an undetermined cell's value, then
% (house puzzles) that the value is in its house, then that the anchor
% is not the value S2 has there.
'$zebra_settling_clue'(Puzzle, S1, S2, Cells, Clue) :-
    '$zebra_settling_candidate'(Puzzle, S1, S2, Cells, Clue),
    '$zebra_with_clue'(Puzzle, Clue, With),
    findall(x, limit(2, '$zebra_solutions'(With, [], _)), [_]),
    !.

'$zebra_settling_candidate'(puzzle(Houses, Attributes, _, _), S1, S2, Cells, Clue) :-
    '$zebra_anchor_attribute'(Houses, Attributes, Anchor),
    (   member(cell(Row, A), Cells),
        A \== Anchor,
        '$zebra_cell_value'(Houses, S1, Row, A, V),
        '$zebra_cell_value'(Houses, S1, Row, Anchor, W),
        Clue = same(Anchor=W, A=V)
    ;   integer(Houses),
        member(cell(Row, A), Cells),
        '$zebra_cell_value'(Houses, S1, Row, A, V),
        Clue = at(A=V, Row)
    ;   member(cell(Row, A), Cells),
        A \== Anchor,
        '$zebra_cell_value'(Houses, S2, Row, A, V),
        '$zebra_cell_value'(Houses, S1, Row, A, V1),
        V \== V1,
        '$zebra_cell_value'(Houses, S1, Row, Anchor, W),
        Clue = not_same(Anchor=W, A=V)
    ).

'$zebra_anchor_attribute'(grid(_), [First-_|_], First) :- !.
'$zebra_anchor_attribute'(_, Attributes, Attr) :-
    '$zebra_person_attribute'(Attributes, Attr).

% '$zebra_cell_value'(+Houses, +Solution, +Row, +Attr, -Value)
'$zebra_cell_value'(Houses, Solution, Row, Attr, Value) :-
    (   integer(Houses)
    ->  nth1(Row, Solution, House)
    ;   member(House, Solution),
        House = [Row|_]
    ),
    memberchk(Attr=Value, House).

% "Who" asks for the attribute that names people, or else the first.
'$zebra_person_attribute'(Attributes, Attr) :-
    member(Attr-_, Attributes),
    memberchk(Attr, [name, nationality, person, owner]),
    !.
'$zebra_person_attribute'([Attr-_|_], Attr).
