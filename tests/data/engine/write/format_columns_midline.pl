% format/2 column stops count from the start of the stream's line, also
% when the format starts mid-line; into a sink from the sink's start (issue 5).
main :-
    format("ab"), format("~w~t~6|~w~n", [c,d]),
    write(xyz), format("~t~w~10|~n", [right]),
    write(abc), format("~a~t~8+~a~n", [x, y]),
    format("~w~t~5|~w~n", [a, b]),
    write(long_text_here), format("~w~t~5|~w~n", [a, b]),
    format(atom(A), "~w~t~6|~w", [c,d]), write(A), nl,
    write(q), with_output_to(string(S), format("~w~t~4|~w", [a,b])), print(S), nl.
