% callable([]) fails in SWI 7, as atom([]) does ([] is not an atom).
% Found by the differential fuzzer (issue 10).
t(G) :- ( G -> writeq(yes(G)) ; writeq(no(G)) ), nl.

main :-
    t(callable([])),
    t(callable(a)),
    t(callable(f(x))),
    t(callable([a])),
    t(callable(1)),
    t(callable("s")).
