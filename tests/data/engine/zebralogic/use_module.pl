% library(zebra/zebralogic) loads by use_module/1 (its export also
% autoloads, as the other cases here use it). Issue 13.

:- use_module(library(zebra/zebralogic)).

main :-
    zebralogic_read("There are 2 houses.\n - Each person has a unique name: alice, bob\n1. Bob is directly left of Alice.\n", P),
    print(P), nl.
