% clumped/2 counts runs of equal adjacent items; apply/2 appends arguments.
main :-
    clumped([a, a, b, a, c, c, c], L), print(L), nl,
    clumped([], L2), print(L2), nl,
    apply(format, ["~w-~w~n", [x, y]]),
    apply(atom_length(abc), [N]), print(N), nl.
