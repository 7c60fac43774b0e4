% examples/puzzles/musicians.txt, the term written by hand (a
% brainzilla-style puzzle): between/3 both ways, at_end/1, not/1 over
% next_to/2 and same/2, less/3 on heights; the printed explanation.
% library(zebra/explain), issue 13.

main :-
    musicians(P),
    zebra_explain(P, E),
    zebra_print_explanation(P, E).

musicians(puzzle(5,
    [ nationality-['Brazilian', 'Chinese', 'Egyptian', 'Indian', 'Mexican'],
      height-[160, 165, 170, 175, 180],
      car-['Audi', 'BMW', 'Fiat', 'Tesla', 'Volvo'],
      sport-[chess, golf, hockey, rugby, tennis],
      food-[curry, pasta, pizza, sushi, tacos],
      instrument-[cello, drums, flute, guitar, piano]
    ],
    [ somewhere_left_of(car='Tesla', car='Audi'),
      somewhere_left_of(nationality='Chinese', height=160),
      between(car='Tesla', sport=rugby, car='Audi'),
      between(food=curry, sport=golf, sport=rugby),
      at_end(nationality='Chinese'),
      at_end(nationality='Brazilian'),
      not(next_to(height=175, sport=chess)),
      not(same(sport=chess, food=pizza)),
      next_to(nationality='Indian', food=tacos),
      same(nationality='Indian', instrument=flute),
      less(height, car='Volvo', instrument=drums),
      next_to(instrument=guitar, sport=rugby),
      next_to(height=160, nationality='Mexican'),
      left_of(height=180, instrument=cello),
      left_of(nationality='Indian', food=sushi),
      same(car='BMW', sport=golf),
      left_of(height=170, food=pizza),
      same(nationality='Mexican', height=175),
      same(instrument=drums, sport=hockey),
      next_to(food=pasta, height=160),
      same(car='Fiat', instrument=drums)
    ],
    [])).
