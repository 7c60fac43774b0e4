% A call that a wakeup interrupts (a frozen goal runs first) is made
% afterwards in its own module: here a module's local predicate, which
% the program cannot see. Also clpfd's labeling, whose bindings wake its
% propagators inside library(clpfd).
:- use_module(mods/wake).
:- use_module(library(clpfd)).

main :-
    run(X), print(X), nl,
    findall(Q, (length(Q, 3), Q ins 1..3, all_distinct(Q), label(Q)), L),
    length(L, N), print(N), nl.
