% Einstein's puzzle (examples/puzzles/einstein.txt), the term written by
% hand: the whole printed explanation.  library(zebra/explain), issue 13.

main :-
    einstein(P),
    zebra_explain(P, E),
    zebra_print_explanation(P, E).

einstein(puzzle(5,
    [ color-[blue, green, red, white, yellow],
      nationality-['Brit', 'Dane', 'German', 'Norwegian', 'Swede'],
      drink-[beer, coffee, milk, tea, water],
      smoke-['Blends', 'Blue Master', 'Dunhill', 'Pall Mall', 'Prince'],
      pet-[birds, cats, dogs, fish, horses]
    ],
    [ same(nationality='Brit', color=red),
      same(nationality='Swede', pet=dogs),
      same(nationality='Dane', drink=tea),
      left_of(color=green, color=white),
      same(color=green, drink=coffee),
      same(smoke='Pall Mall', pet=birds),
      same(color=yellow, smoke='Dunhill'),
      at(drink=milk, 3),
      at(nationality='Norwegian', 1),
      next_to(smoke='Blends', pet=cats),
      next_to(pet=horses, smoke='Dunhill'),
      same(smoke='Blue Master', drink=beer),
      same(nationality='German', smoke='Prince'),
      next_to(nationality='Norwegian', color=blue),
      next_to(smoke='Blends', drink=water)
    ],
    [question('Who owns the fish?', who(pet=fish))])).
