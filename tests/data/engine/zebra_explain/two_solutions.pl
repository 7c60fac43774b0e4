% A puzzle with two solutions: the explanation says so and shows both
% (and has no steps).  library(zebra/explain), issue 13.

main :-
    P = puzzle(3,
               [ name-[ann, ben, cat],
                 drink-[tea, milk, beer]
               ],
               [ at(name=ann, 1),
                 same(name=ben, drink=milk),
                 not_same(name=cat, drink=tea)
               ],
               []),
    zebra_explain(P, E),
    print(E), nl,
    zebra_print_explanation(P, E).
