% The questions zebralogic_read/2 keeps: "What is <attribute> of X?",
% "Who ...X?", "Where does X live?", "Which house is X in?", "What is
% <attribute> of the person who lives in House N?", "Who lives in the
% second house?". A question of another form is an error naming its
% unknown words, never left out (issue 26).
% library(zebra/zebralogic), issue 13.

main :-
    atomic_list_concat(
        [ 'There are 3 houses.',
          ' - Each person has a unique name: alice, bob, carol',
          ' - The people keep different animals: cat, dog, fish',
          ' - People use different phone models: google pixel 6, iphone 13, oneplus 9',
          '1. Alice is the cat lover.',
          'What is the name of the dog owner?',
          'What is PhoneModel of the person who keeps fish?',
          'What is the animal of Bob? Answer with one word.',
          'What is Phone of Carol?',
          'Who uses a Google Pixel 6?',
          'Who is the cat lover?',
          'Where does the fish enthusiast live?',
          'Which house is Carol in?',
          'In which house does the dog owner live?',
          'What is Name of the person who lives in House 1?? Provide only the name.',
          'Who lives in the second house?'
        ], '\n', Text),
    zebralogic_read(Text, puzzle(_, _, _, Questions)),
    forall(member(Q, Questions), (print(Q), nl)),
    forall(member(Bad, ['How old is Bob?', 'What is the colour of Bob?']),
           ( atomic_list_concat(
                 [ 'There are 3 houses.',
                   ' - Each person has a unique name: alice, bob, carol',
                   ' - The people keep different animals: cat, dog, fish',
                   '1. Alice is the cat lover.',
                   Bad ], '\n', BadText),
             catch(zebralogic_read(BadText, _), error(E, _), true),
             print(E), nl )).
