% "\c" in quoted text skips the layout after it, as in SWI-Prolog: a
% long format string can go on over several source lines. Found while
% writing library(zebra/generate) (issue 13); zebralog called it an
% undefined escape sequence.

main :-
    atom_length('one \c
                 two', L1), print(L1), nl,
    X = "a\c   b", print(X), nl,
    format("There are ~w houses, numbered \c
            from left to right.~n", [5]),
    atom_codes('x\c
y', C), print(C), nl,
    atom_length('\c', L2), print(L2), nl.
