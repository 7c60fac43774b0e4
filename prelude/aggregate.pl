/*  aggregate.pl -- aggregate_all/3 with the semantics of SWI-Prolog's
    library(aggregate).

    Templates: count, sum(E), max(E), min(E),
    max(E, W), min(E, W), bag(T), set(T).  SWI keeps a running total with
    nb_setarg/3; zebralog has no destructive assignment, so this collects
    the solutions with findall/3 and folds over them.  The results and the
    errors are the same; the cost is memory proportional to the number of
    solutions.
*/

aggregate_all(T, _, _) :-
    var(T), !,
    throw(error(instantiation_error, _)).
aggregate_all(count, G, Count) :- !,
    findall(x, G, L),
    length(L, Count).
aggregate_all(sum(E), G, Sum) :- !,
    findall(E, G, L),
    '$aggr_sum'(L, 0, Sum).
aggregate_all(max(E), G, Max) :- !,
    findall(E, G, L),
    (   L = [H|T]
    ->  M0 is max(H, H),
        '$aggr_max'(T, M0, Max)
    ;   '$aggr_empty'(E, Max)
    ).
aggregate_all(min(E), G, Min) :- !,
    findall(E, G, L),
    (   L = [H|T]
    ->  M0 is min(H, H),
        '$aggr_min'(T, M0, Min)
    ;   '$aggr_empty'(E, Min)
    ).
aggregate_all(max(E, W), G, max(Max, Witness)) :- !,
    findall(E-W, G, [E0-W0|T]),
    '$aggr_must_be_number'(E0),
    '$aggr_max_witness'(T, E0, W0, Max, Witness).
aggregate_all(min(E, W), G, min(Min, Witness)) :- !,
    findall(E-W, G, [E0-W0|T]),
    '$aggr_must_be_number'(E0),
    '$aggr_min_witness'(T, E0, W0, Min, Witness).
aggregate_all(bag(T), G, Bag) :- !,
    findall(T, G, Bag).
aggregate_all(set(T), G, Set) :- !,
    findall(T, G, Bag),
    sort(Bag, Set).
aggregate_all(T, _, _) :-
    throw(error(domain_error(aggregate_template, T), _)).

'$aggr_sum'([], S, S).
'$aggr_sum'([X|Xs], S0, S) :-
    S1 is S0 + X,
    '$aggr_sum'(Xs, S1, S).

'$aggr_max'([], M, M).
'$aggr_max'([X|Xs], M0, M) :-
    M1 is max(M0, X),
    '$aggr_max'(Xs, M1, M).

'$aggr_min'([], M, M).
'$aggr_min'([X|Xs], M0, M) :-
    M1 is min(M0, X),
    '$aggr_min'(Xs, M1, M).

%   No solutions: SWI's running total starts as the template itself and
%   is the answer when it is not a variable, unevaluated
%   (aggregate_all(max(1+1), fail, M) gives M = 1+1).
'$aggr_empty'(E, E) :-
    nonvar(E).

%   The first solution with the best value is the witness.
'$aggr_max_witness'([], M, W, M, W).
'$aggr_max_witness'([X-XW|T], M0, W0, M, W) :-
    (   X > M0
    ->  '$aggr_max_witness'(T, X, XW, M, W)
    ;   '$aggr_max_witness'(T, M0, W0, M, W)
    ).

'$aggr_min_witness'([], M, W, M, W).
'$aggr_min_witness'([X-XW|T], M0, W0, M, W) :-
    (   X < M0
    ->  '$aggr_min_witness'(T, X, XW, M, W)
    ;   '$aggr_min_witness'(T, M0, W0, M, W)
    ).

'$aggr_must_be_number'(X) :-
    (   number(X)
    ->  true
    ;   throw(error(type_error(number, X), _))
    ).

/*  bagof/3 and setof/3 (ISO 8.10.2, 8.10.3).  The free variables of the
    goal -- those not in the template and not bound by Var^ -- are the
    witness; solutions are grouped by witness (variants group together),
    groups come in the standard order of their witnesses, and solutions
    within a group keep the order in which they were found.
*/

bagof(Templ, Goal0, List) :-
    '$bagof_split'(Goal0, Templ, Goal, Witness),
    (   Witness == []
    ->  findall(Templ, Goal, List),
        List \== []
    ;   W =.. ['$w'|Witness],
        findall(W-Templ, Goal, Pairs),
        Pairs \== [],
        '$bagof_bind_keys'(Pairs, _),
        keysort(Pairs, Sorted),
        '$bagof_runs'(Sorted, Runs),
        member(W-List, Runs)
    ).

setof(Templ, Goal, Set) :-
    bagof(Templ, Goal, List),
    sort(List, Set).

%   V^Goal outside bagof/setof: just Goal.
_ ^ Goal :- call(Goal).

%   '$bagof_split'(+Goal0, +Templ, -Goal, -Witness): strip Var^ prefixes
%   and find the free variables.
'$bagof_split'(Goal0, Templ, Goal, Witness) :-
    '$bagof_strip'(Goal0, Goal, Bound),
    term_variables(Goal, GoalVars),
    term_variables(Templ-Bound, Fixed),
    '$bagof_subtract'(GoalVars, Fixed, Witness).

'$bagof_strip'(G, G, []) :- var(G), !.
'$bagof_strip'(V^G0, G, [V|Bound]) :- !, '$bagof_strip'(G0, G, Bound).
'$bagof_strip'(G, G, []).

'$bagof_subtract'([], _, []).
'$bagof_subtract'([V|Vs], Fixed, Free) :-
    (   '$bagof_memberchk_eq'(V, Fixed)
    ->  Free = Free1
    ;   Free = [V|Free1]
    ),
    '$bagof_subtract'(Vs, Fixed, Free1).

'$bagof_memberchk_eq'(X, [Y|Ys]) :- ( X == Y -> true ; '$bagof_memberchk_eq'(X, Ys) ).

%   As SWI's bind_bagof_keys/2: the I-th variable of every witness is
%   bound to the same variable, so witnesses that differ only in their
%   variables sort by the rest (and group) instead of by the age of the
%   variables findall/3 made.
'$bagof_bind_keys'([], _).
'$bagof_bind_keys'([W-_|Pairs], Shared) :-
    term_variables(W, Vars),
    '$bagof_bind_prefix'(Vars, Shared),
    '$bagof_bind_keys'(Pairs, Shared).

'$bagof_bind_prefix'([], _).
'$bagof_bind_prefix'([V|Vs], [V|Shared]) :-
    '$bagof_bind_prefix'(Vs, Shared).

%   Groups a keysorted list of W-T pairs into W-Ts runs of variant keys.
'$bagof_runs'([], []).
'$bagof_runs'([W-T|Pairs], [W-[T|Ts]|Runs]) :-
    '$bagof_same'(Pairs, W, Ts, Rest),
    '$bagof_runs'(Rest, Runs).

'$bagof_same'([W1-T|Pairs], W, [T|Ts], Rest) :-
    W1 =@= W, !,
    W1 = W,
    '$bagof_same'(Pairs, W, Ts, Rest).
'$bagof_same'(Rest, _, [], Rest).

/*  aggregate/3: as aggregate_all/3, but over bagof/3, so `^` and free
    variables work as in bagof/3: free variables of Goal group the
    solutions, one answer per group, and no solution means failure.
    The bag holds a witness term of the template's arguments, which
    aggregate_all/3 then folds.
*/
aggregate(T, _, _) :-
    var(T), !,
    throw(error(instantiation_error, _)).
aggregate(T, Goal, Result) :-
    T =.. [_|Args],
    W =.. [w|Args],
    bagof(W, Goal, Bag),
    aggregate_all(T, '$member'(W, Bag), Result).
