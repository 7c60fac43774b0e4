% How clues name values: a phrase holding the value's words, compared
% lower case and singular, longest value first, with hyphens and
% letter-digit runs split, abbreviated values (or a clue word that
% abbreviates a value), words every value of an attribute shares left
% out, and values of two attributes with the same words told apart by
% the words near them. library(zebra/zebralogic), issue 13.

main :-
    forall(puzzle(Name, Lines), show(Name, Lines)).

show(Name, Lines) :-
    atomic_list_concat(Lines, '\n', Text),
    zebralogic_read(Text, puzzle(_, _, Clues, _)),
    format("~w:~n", [Name]),
    forall(nth1(I, Clues, C), format("  ~d. ~q~n", [I, C])).

puzzle('plural, case, several words, one value inside another',
       [ 'There are 3 houses.',
         ' - Each person has a unique name: alice, bob, carol',
         ' - The people keep different animals: horse, cat, dog',
         ' - They all have a different favorite flower: roses, lilies, tulips',
         ' - People use different phone models: google pixel 6, iphone 13, oneplus 9',
         ' - Each person has a favorite drink: tea, boba tea, root beer',
         ' - People have different heights: very short, short, tall',
         '1. The person who keeps horses is Alice.',
         '2. The person who loves the rose bouquet is Bob.',
         '3. The person who loves the boquet of lilies is Carol.',
         '4. The person who uses a Google Pixel 6 is the boba tea drinker.',
         '5. The tea drinker is the person who is very short.',
         '6. The person who is short is the person who uses an iPhone 13.',
         '7. THE DOG OWNER is not in the first house.'
       ]).
puzzle('hyphens, digits, abbreviations, shared words',
       [ 'There are 3 houses.',
         ' - Each person has a unique name: alice, bob, carol',
         ' - People own different car models: ford f150, tesla model 3, honda civic',
         ' - People have different favorite music genres: hip hop, jazz, rock',
         ' - Each person has a unique birthday month: jan, sept, april',
         ' - The people are of nationalities: brit, swede, dane',
         ' - Each person has a unique age: age 7, age 8, age 10',
         '1. The person who owns a Ford F-150 is the person who loves hip-hop music.',
         '2. The person whose birthday is in January is the British person.',
         '3. The person whose birthday is in September is the Swedish person.',
         '4. The person who is 7 years old is the Dane.',
         '5. The person who is 10 is Bob.',
         '6. The person who owns a Tesla Model 3 is the person who is 8.'
       ]).
puzzle('the same words in two attributes',
       [ 'There are 3 houses.',
         ' - Each person has a unique name: alice, bob, carol',
         ' - Each mother is accompanied by their child: alice, fred, bella',
         ' - People have different hair colors: red, black, brown',
         ' - Each person has a favorite color: red, white, brown',
         '1. The person\'s child is named Alice is Bob.',
         '2. Alice is the person who has black hair.',
         '3. The person who has red hair is Carol.',
         '4. The person whose favorite color is red is Alice.',
         '5. The person who loves brown is the person\'s child is named Fred.',
         '6. The person who has brown hair is the person who loves white.',
         '7. The person who is the mother of Bella is not in the second house.'
       ]).
puzzle('a clue word that starts a value word',
       [ 'There are 3 houses.',
         ' - Each person has a unique name: alice, bob, carol',
         ' - Each person has a unique hobby: painting, gardening, cooking',
         ' - Each person lives in a unique style of house: colonial, ranch, victorian',
         '1. The person who paints as a hobby is Bob.',
         '2. The person living in a colonial-style house is in the first house.',
         '3. The person who enjoys gardening is the person in a ranch-style home.'
       ]).
