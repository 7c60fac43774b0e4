:- ensure_loaded(harness).

% aggregate_all/3 with sum, max, min (and max/min with a witness) folds
% each solution in as it is found, as SWI's library does with
% nb_setarg/3: an error on one solution is raised before the goal is
% asked for the next, which here would throw instead.  Found by the
% differential fuzzer (seed 7777 case 3091).
q(1).
q(_).
q(a).
q(_) :- throw(too_far).

r(1, x).
r(a, y).
r(_, _) :- throw(too_far).

c(G) :- catch(t(G), B, ( print(caught(B)), nl )).

main :-
    c(aggregate_all(sum(X), q(X), _)),
    c(aggregate_all(max(X), q(X), _)),
    c(aggregate_all(min(X), q(X), _)),
    c(aggregate_all(max(sin(X)), q(X), _)),
    c(aggregate_all(sum(X), member(X, [1, a]), _)),
    c(aggregate_all(max(X), ( member(X, [1, a]) ; throw(too_far) ), _)),
    c(aggregate_all(max(X, W), r(X, W), _)),
    c(aggregate_all(min(X, W), r(X, W), _)),
    c(aggregate_all(max(X, W), ( member(X-W, [b-1]) ; throw(too_far) ), _)),
    c(aggregate_all(min(X, W), ( member(X-W, [2-1, 1-2, 1-3, 3-4]) ), _)),
    c(aggregate_all(max(X, W), ( member(X-W, [2-1, 1-2, 2-3, 3.0-4, 3-5]) ), _)),
    c(aggregate_all(count, ( member(_, [a, b]) ; throw(too_far) ), _)),
    c(aggregate_all(bag(X), ( member(X, [a, b]) ; throw(too_far) ), _)),
    c(aggregate_all(sum(X), member(X, [1, 2.5, 3]), _)),
    c(aggregate_all(max(X), member(X, [1, 3 + 4, 2]), _)),
    c(aggregate_all(max(1 + 1), fail, _)),
    c(aggregate_all(sum(1 + 1), fail, _)).
