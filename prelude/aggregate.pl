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
    findall(E, G, [H|T]),
    M0 is max(H, H),
    '$aggr_max'(T, M0, Max).
aggregate_all(min(E), G, Min) :- !,
    findall(E, G, [H|T]),
    M0 is min(H, H),
    '$aggr_min'(T, M0, Min).
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
