% A puzzle whose clues contradict each other: the explanation says so
% (and has no steps).  library(zebra/explain), issue 13.

main :-
    P = puzzle(3,
               [ name-[ann, ben, cat],
                 drink-[tea, milk, beer]
               ],
               [ at(name=ann, 1),
                 left_of(drink=tea, name=ann),
                 same(name=ben, drink=milk)
               ],
               []),
    zebra_explain(P, E),
    print(E), nl,
    zebra_print_explanation(P, E).
