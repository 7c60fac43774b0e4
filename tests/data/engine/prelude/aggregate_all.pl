:- ensure_loaded(harness).

p(1, a). p(3, b). p(2, c). p(3, d).
main :-
    t(aggregate_all(count, p(_, _), _)),
    t(aggregate_all(count, fail, _)),
    t(aggregate_all(sum(X), p(X, _), _)),
    t(aggregate_all(sum(X * 2), p(X, _), _)),
    t(aggregate_all(sum(X), fail, _)),
    t(aggregate_all(max(X), p(X, _), _)),
    t(aggregate_all(min(X), p(X, _), _)),
    t(aggregate_all(max(X), fail, _)),
    t(aggregate_all(max(X, W), p(X, W), _)),
    t(aggregate_all(min(X, W), p(X, W), _)),
    t(aggregate_all(bag(W), p(_, W), _)),
    t(aggregate_all(set(X), p(X, _), _)),
    t(aggregate_all(max(X), member(X, [1, 2.5, 2]), _)),
    t(aggregate_all(foo, true, _)),
    t(aggregate_all(max(X), member(X, [a]), _)).
