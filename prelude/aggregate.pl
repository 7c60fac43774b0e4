/*  aggregate.pl -- aggregate_all/3 with the semantics of SWI-Prolog's
    library(aggregate).

    Templates: count, sum(E), max(E), min(E),
    max(E, W), min(E, W), bag(T), set(T).  count, sum, max and min fold
    each solution into a running value as it is found (as SWI's library
    does), so an arithmetic error on one is raised before the goal is
    asked for the next (which may throw or not end), and memory stays
    flat however many solutions there are (issue 25).
*/

:- module(aggregate,
          [ aggregate_all/3, aggregate/3, bagof/3, setof/3,
            '$bagof_memberchk_eq'/2     % for foreach/2 (library.pl)
          ]).
:- meta_predicate
    aggregate_all(?, 0, -),
    aggregate(?, ^, -),
    bagof(?, ^, -),
    setof(?, ^, -).

aggregate_all(T, _, _) :-
    var(T), !,
    throw(error(instantiation_error, _)).
aggregate_all(count, G, Count) :- !,
    '$aggr_fold'(G, count, 0, Count).
aggregate_all(sum(E), G, Sum) :- !,
    '$aggr_fold'(G, sum(E), 0, Sum).
aggregate_all(max(E), G, Max) :- !,
    '$aggr_fold'(G, max(E), E, Max),
    nonvar(Max).
aggregate_all(min(E), G, Min) :- !,
    '$aggr_fold'(G, min(E), E, Min),
    nonvar(Min).
aggregate_all(max(E, W), G, max(Max, Witness)) :- !,
    '$aggr_fold'(G, max(E, W), none, Max-Witness).
aggregate_all(min(E, W), G, min(Min, Witness)) :- !,
    '$aggr_fold'(G, min(E, W), none, Min-Witness).
aggregate_all(bag(T), G, Bag) :- !,
    findall(T, G, Bag).
aggregate_all(set(T), G, Set) :- !,
    findall(T, G, Bag),
    sort(Bag, Set).
aggregate_all(T, _, _) :-
    throw(error(domain_error(aggregate_template, T), _)).

/*  '$aggr_fold'(:G, +Step, +Init, -Acc): Acc is Init with each solution
    of G folded in by '$aggr_next'/3 as soon as it is found.  The
    accumulator is the argument of a box term updated with nb_setarg/3,
    so it outlives the backtracking into G for the next solution.
*/
'$aggr_fold'(G, Step, Init, Acc) :-
    Box = '$acc'(Init),
    (   call(G),
        arg(1, Box, A0),
        '$aggr_next'(Step, A0, A),
        nb_setarg(1, Box, A),
        fail
    ;   arg(1, Box, Acc)
    ).

%   '$aggr_next'(+Step, +Acc0, -Acc): the accumulator after one more
%   solution; fails when the solution leaves it as it was.  A maximum or
%   minimum starts as the template itself, so the first solution is
%   compared with itself (a non-number raises at once) and, as in
%   SWI-Prolog, a ground template with no solutions is the answer.  With
%   a witness, the first value must be a number and a later one replaces
%   the best only when strictly better.
'$aggr_next'(count, C0, C) :-
    C is C0 + 1.
'$aggr_next'(sum(E), S0, S) :-
    S is S0 + E.
'$aggr_next'(max(E), M0, M) :-
    M is max(M0, E).
'$aggr_next'(min(E), M0, M) :-
    M is min(M0, E).
'$aggr_next'(max(E, W), none, E-W) :- !,
    '$aggr_must_be_number'(E).
'$aggr_next'(max(E, W), M0-_, E-W) :-
    E > M0.
'$aggr_next'(min(E, W), none, E-W) :- !,
    '$aggr_must_be_number'(E).
'$aggr_next'(min(E, W), M0-_, E-W) :-
    E < M0.

'$aggr_must_be_number'(E) :-
    (   number(E)
    ->  true
    ;   throw(error(type_error(number, E), _))
    ).

/*  bagof/3 and setof/3 (ISO 8.10.2, 8.10.3).  The free variables of the
    goal -- those not in the template and not bound by Var^ -- are the
    witness; solutions are grouped by witness (variants group together),
    groups come in the standard order of their witnesses, and solutions
    within a group keep the order in which they were found.
*/

bagof(Templ, MGoal0, List) :-
    strip_module(MGoal0, M, Goal0),
    '$bagof_split'(Goal0, Templ, Goal1, Witness),
    Goal = M:Goal1,
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

%   V^Goal outside bagof/setof is no predicate, as in SWI-Prolog (ISO
%   has no ^/2 either): calling it raises an existence error.

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
