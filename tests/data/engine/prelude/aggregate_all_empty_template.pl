% aggregate_all(max(E)/min(E), Goal, R) when Goal has no solutions: SWI
% fails for a variable E but answers E itself, unevaluated, for any other
% template (its running total starts as the template). Found by the
% differential fuzzer (issue 10).
:- ensure_loaded(harness).

main :-
    t(aggregate_all(max(X), fail, _)),
    t(aggregate_all(min(X), fail, _)),
    t(aggregate_all(max(1+1), fail, _)),
    t(aggregate_all(min(0xff), fail, _)),
    t(aggregate_all(max(f(Y)), fail, _)),
    t(aggregate_all(max(2<<45), member(_, [a]), _)),
    t(aggregate_all(min(X), member(X, [3, 1+1, 2.5]), _)),
    t(aggregate_all(max(a), fail, _)),
    t(aggregate_all(max(a), true, _)),
    t(aggregate_all(sum(1+1), fail, _)),
    t(aggregate_all(max(X, w), fail, _)),
    t(aggregate_all(max(1, w), fail, _)),
    Y = y.
