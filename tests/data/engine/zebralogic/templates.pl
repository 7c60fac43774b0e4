% Every clue form zebralogic_read/2 understands, one clue each: the nine
% templates of the ZebraLogic generator (clues 1-9), then the variants
% (10-). library(zebra/zebralogic), issue 13.

main :-
    atomic_list_concat(
        [ 'There are 5 houses (numbered 1 on the left, 5 on the right).',
          ' - Each person has a unique name: alice, bob, carol, david, eric',
          ' - The people keep different animals: cat, dog, bird, fish, horse',
          ' - Each person has a favorite drink: tea, coffee, milk, water, root beer',
          '1. Alice is in the third house.',
          '2. The cat lover is not in the first house.',
          '3. Bob is the tea drinker.',
          '4. The dog owner is directly left of Carol.',
          '5. The coffee drinker and David are next to each other.',
          '6. The person who keeps horses is somewhere to the left of Eric.',
          '7. The bird keeper is somewhere to the right of the root beer lover.',
          '8. There is one house between Alice and the fish enthusiast.',
          '9. There are two houses between the person who likes milk and Bob.',
          '10. Carol is not the one who only drinks water.',
          '11. Eric is directly right of the dog owner.',
          '12. Eric is immediately to the left of the cat lover.',
          '13. David and the tea drinker are not next to each other.',
          '14. The person who likes milk is next to Alice.',
          '15. The fish enthusiast is not next to Bob.',
          '16. The coffee drinker is beside the bird keeper.',
          '17. The dog owner is somewhere left of Eric.',
          '18. Alice is somewhere between Bob and the cat lover.',
          '19. Alice is between Bob and Carol.',
          '20. The bird keeper is at one of the ends.',
          '21. Eric is not at one of the ends.',
          '22. David lives in the middle house.',
          '23. Bob is in house 5.',
          '24. The tea drinker is in the last house.',
          '25. Carol and the dog owner are neighbours.',
          '26. Eric lives in the second house.'
        ], '\n', Text),
    zebralogic_read(Text, puzzle(Houses, Attributes, Clues, Questions)),
    print(Houses), nl,
    forall(member(A, Attributes), (print(A), nl)),
    forall(nth1(I, Clues, C), format("~d. ~q~n", [I, C])),
    print(Questions), nl.
