% format/2's ~k writes its argument as write_canonical/1 does
% (found by the differential fuzzer, issue 10).
main :-
    format("~k~n", [-1]),
    format("~k~n", ['hello world']),
    format("~k~n", [[123456789012345678901234567890, b]]),
    format("~k~n", [1+2*3]),
    format("~k~n", [f(X, Y, X, Y, _)]),
    format("~k~n", [{a, b}]),
    format("~k~n", ["str"]),
    format(atom(A), "~k", ['A'(0.1)]), writeq(A), nl,
    format("~k|~k~n", [- 1, -(1)]).
