% A clue is read by its template or refused naming the words it does
% not know, never read with a word dropped (issue 26): "is the brother
% of" is not "is", "never eats" is not "eats", "either ... or" is not
% "and"; "does not" / "doesn't" are negations, as in the other reader.
% library(zebra/zebralogic).

main :-
    forall(clue(C),
           (   puzzle_text(C, Text),
               catch(( zebralogic_read(Text, puzzle(_, _, Clues, _)),
                       last(Clues, Clue),
                       format("~w~n  ~q~n", [C, Clue]) ),
                     error(E, _),
                     format("~w~n  ! ~q~n", [C, E]))
           )).

clue('Eric does not like milk.').
clue('Eric doesn''t drink milk.').
clue('The person who likes milk did not eat stew.').
clue('Eric is the brother of the person who likes tea.').
clue('The person who likes milk never eats pizza.').
clue('Eric is either the person who likes tea or the person who eats stew.').
clue('The person who likes milk is the neighbour of Peter.').
clue('Eric is the person who likes milk.').

puzzle_text(Clue, Text) :-
    atom_concat('2. ', Clue, Line),
    atomic_list_concat(
        [ 'There are 3 houses, numbered 1 to 3 from left to right.',
          ' - Each person has a unique name: `Arnold`, `Eric`, `Peter`',
          ' - Each person has a favorite drink: `milk`, `tea`, `water`',
          ' - People have unique favorite foods: `pizza`, `stew`, `grilled cheese`',
          '',
          '## Clues:',
          '1. Arnold is in the first house.',
          Line ], '\n', Text).
