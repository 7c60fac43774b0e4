% examples/puzzles/neighbours.txt, the term written by hand (a
% brainzilla-style puzzle with an integer attribute): between/3, at_end/1,
% less/3, not_same/2, the printed explanation.  library(zebra/explain),
% issue 13.

main :-
    neighbours(P),
    zebra_explain(P, E),
    zebra_print_explanation(P, E).

neighbours(puzzle(5,
    [ name-['Alice', 'Bob', 'Carol', 'Dave', 'Eve'],
      age-[20, 25, 30, 35, 40],
      color-[blue, green, red, white, yellow],
      job-[baker, doctor, farmer, painter, teacher],
      drink-[coffee, juice, milk, tea, water],
      pet-[cat, dog, fish, hamster, parrot]
    ],
    [ between(drink=juice, color=green, name='Carol'),
      between(color=blue, color=white, drink=juice),
      at_end(age=25),
      less(age, drink=water, pet=hamster),
      not_same(name='Bob', age=25),
      left_of(name='Dave', name='Eve'),
      left_of(age=25, age=30),
      same(name='Dave', pet=hamster),
      left_of(pet=parrot, drink=tea),
      somewhere_left_of(job=doctor, drink=water),
      left_of(drink=milk, color=green),
      next_to(age=40, color=red),
      same(age=35, pet=dog),
      next_to(job=teacher, pet=cat),
      same(pet=fish, color=green),
      same(job=farmer, pet=hamster),
      at(job=farmer, 3),
      left_of(name='Carol', name='Dave'),
      left_of(drink=water, job=painter)
    ],
    [])).
