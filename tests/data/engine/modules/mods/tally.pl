:- module(tally, [tally/3, doubled_all/2, count_where/3]).
:- meta_predicate count_where(1, +, -).

% A module's own closures, passed to library and system predicates, run
% in the module.
tally(L, Sum, Max) :-
    foldl(add, L, 0, Sum),
    aggregate_all(max(X), member(X, L), Max).
add(X, A0, A) :- A is A0 + X.

doubled_all(L, D) :- maplist(dbl, L, D).
dbl(X, Y) :- Y is 2 * X.

% The caller's closure runs in the caller's module.
count_where(P, L, N) :- include(P, L, In), length(In, N).
