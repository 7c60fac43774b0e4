:- module(shapes, [area/2, twice/2, apply_to/3, local_count/1]).
:- meta_predicate apply_to(2, +, -).

area(square(S), A) :- A is S * S.
area(circle(R), A) :- A is round(pi * R * R).

twice(X, Y) :- helper(X, Y).
helper(X, Y) :- Y is 2 * X.

% The closure runs in the caller's module.
apply_to(G, X, Y) :- call(G, X, Y).

:- dynamic counter/1.
counter(0).
local_count(N) :- retract(counter(N0)), N is N0 + 1, assertz(counter(N)).
