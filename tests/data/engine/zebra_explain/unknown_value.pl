% A clue naming a value no attribute has is an error naming the value
% and the clue, not a puzzle without a solution.  library(zebra/explain),
% issue 13.

main :-
    P = puzzle(2, [name-[ann, ben], drink-[tea, milk]],
               [at(name=ann, 1), same(name=ben, drink=coffee)], []),
    catch(zebra_explain(P, _), error(E, C), true),
    print(E-C), nl.
