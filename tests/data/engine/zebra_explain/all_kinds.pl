% A 4-house puzzle whose clues use the kinds the generated puzzles lack:
% right_of, somewhere_right_of, not_next_to, at_end, not_at_end,
% between, two_between, less/greater on an integer attribute, and/2 and
% not/1 (over same/2 and over less/3).  The explanation term and the
% printed chain.  library(zebra/explain), issue 13.

main :-
    puzzle(P),
    zebra_explain(P, E),
    E = explanation(Steps, Outcome, Difficulty),
    % write_canonical: clpfd, loaded by library(zebra), makes `in` an
    % operator, which SWI keeps inside the library (no modules here yet).
    forall(member(S, Steps), ( write_canonical(S), nl )),
    write_canonical(Outcome), nl,
    print(Difficulty), nl, nl,
    zebra_print_explanation(P, E).

puzzle(puzzle(4,
    [ name-[ann, ben, cat, dan],
      age-[20, 30, 40, 50],
      pet-[dog, emu, fox, gnu]
    ],
    [ at_end(name=ann),
      not_at_end(pet=dog),
      right_of(name=ben, pet=dog),
      somewhere_right_of(age=50, name=ann),
      between(name=ann, pet=emu, age=50),
      two_between(pet=fox, name=dan),
      not(same(name=cat, pet=gnu)),
      not_next_to(age=20, age=30),
      not(less(age, pet=fox, pet=emu)),
      and(less(age, name=cat, name=dan), greater(age, pet=gnu, pet=emu)),
      not(less(age, pet=emu, name=ben))
    ],
    [])).
