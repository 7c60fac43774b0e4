% Predicates the exercism track's solutions use (issue 14):
% concurrent_maplist/2..4 (here one goal after another), pow/3 of
% library(quintus), atomics_to_string/3.
double(X, Y) :- Y is 2 * X.
add(X, Y, Z) :- Z is X + Y.

main :-
    concurrent_maplist(integer, [1,2]), writeln(ok),
    concurrent_maplist(double, [1,2,3], D), print(D), nl,
    concurrent_maplist(add, [1,2], [10,20], S), print(S), nl,
    ( concurrent_maplist(integer, [1,a]) -> writeln(yes) ; writeln(no) ),
    pow(2, 10, P), print(P), nl,
    pow(2.0, 3, F), print(F), nl,
    atomics_to_string([a, 1, "b", 2.5], '-', T), print(T), nl,
    atomics_to_string([], ', ', E), print(E), nl.
