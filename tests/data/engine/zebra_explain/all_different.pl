% A step that rests on a house the all-different rule took says so:
% "tea (drink) is in house 1, so milk (drink) is not; clue 2: ..."; a
% value's last house names the values in the others ("ann is in house 1
% and cat in house 3, so only house 2 is left for ben."); a value left
% one house that no step has placed yet "can only be" there.  The first
% puzzle is the one in library(zebra/explain)'s header; the second has a
% same/2 group.  library(zebra/explain), issue 13.

main :-
    P1 = puzzle(3, [name-[ann, ben, cat], drink-[tea, milk, beer]],
                [at(name=ann, 1), left_of(drink=milk, name=cat),
                 same(name=ann, drink=tea)], []),
    zebra_explain(P1, E1),
    zebra_print_explanation(P1, E1),
    nl,
    P2 = puzzle(4, [name-[ann, ben, cat, dan], pet-[cat, dog, emu, fox],
                    car-[audi, bmw, fiat, kia]],
                [at(pet=dog, 2), same(name=ben, car=kia), same(car=kia, pet=emu),
                 next_to(name=ann, pet=dog), not_at_end(name=cat),
                 left_of(car=audi, car=bmw), not_same(name=dan, car=fiat),
                 somewhere_left_of(pet=fox, name=dan),
                 not_same(name=ann, car=fiat), not_at(name=ann, 3)], []),
    zebra_explain(P2, E2),
    zebra_print_explanation(P2, E2).
