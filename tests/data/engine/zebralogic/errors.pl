% What zebralogic_read/2 raises for a puzzle it cannot read: for a clue,
% zebra_clue(Number, Text, Words), Words the words that are neither part
% of a value nor known (or, when all are known, all but the values); for
% the attribute lines, or a line among the clues that is no clue,
% zebra_puzzle(Problem). The first clue not read is the one reported.
% library(zebra/zebralogic), issue 13.

main :-
    forall(bad(Name, Lines),
           ( atomic_list_concat(Lines, '\n', Text),
             catch(( zebralogic_read(Text, P), R = read(P) ), error(E, _),
                   R = E),
             format("~w:~n  ~q~n", [Name, R]) )).

header([ 'There are 3 houses.',
         ' - Each person has a unique name: alice, bob, carol',
         ' - The people keep different animals: cat, dog, fish',
         '1. The cat lover is in the first house.',
         '2. The dog owner is directly left of Alice.'
       ]).

bad('a relation no template has', Lines) :-
    header(H), append(H, ['3. The fish enthusiast lives opposite Bob.'], Lines).
bad('a value the puzzle lacks', Lines) :-
    header(H), append(H, ['3. The zebra owner is Bob.'], Lines).
bad('known words in no template', Lines) :-
    header(H), append(H, ['3. Bob is Alice is Carol.'], Lines).
bad('a house past the last', Lines) :-
    header(H), append(H, ['3. Bob is in the fifth house.'], Lines).
bad('two clues not read: the first is reported', Lines) :-
    header(H), append(H, ['3. Bob sits across from Carol.',
                          '4. The fish enthusiast lives opposite Bob.'], Lines).
bad('a clue that lost its number', Lines) :-
    header(H), append(H, ['The fish enthusiast is Bob.',
                          '4. Carol is in the third house.'], Lines).
bad('too few values', [ 'There are 3 houses.',
                        ' - Each person has a unique name: alice, bob, carol',
                        ' - The people keep different animals: cat, dog' ]).
bad('a value twice', [ 'There are 2 houses.',
                       ' - Each person has a unique name: bob, bob' ]).
bad('no attributes', [ 'There are 2 houses.',
                       '1. Bob is in the first house.' ]).
bad('one house', [ ' - Each person has a unique name: bob',
                   '1. Bob is in the first house.' ]).
