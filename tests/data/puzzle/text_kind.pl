% library(zebra/text) decides house puzzle or grid(N): a house puzzle
% when a clue speaks of houses or the street (not a category named
% Houses) or of positions with no ordered category at all; grid(N)
% otherwise, positions then being about the category of places, or
% for "finished last" (order in time) about the times.
% No clue at all: a house puzzle, as before grid puzzles.

main :-
    forall(text(Why, Text),
           (   string_codes(Text, Codes),
               text_read(Codes, puzzle(Houses, _, Clues, _), _),
               format("~w: ~q ~q~n", [Why, Houses, Clues])
           )).

text(houses_named,
     "Names: Ann, Bob.\nHouses: Tudor, ranch.\nAnn lives in the Tudor house.").
text(house_word,
     "Names: Ann, Bob.\nPets: cat, dog.\nAnn lives in the first house.").
text(position_words,
     "Names: Ann, Bob.\nPets: cat, dog.\nAnn lives at one of the ends.").
text(floors,
     "Names: Ann, Bob, Cy.\nFloors: 1st, 2nd, 3rd.\nAnn lives next to Cy.\nBob lives on the top floor.").
text(order_in_time,
     "Names: Ann, Bob, Cy.\nTimes: 21 minutes, 23 minutes, 25 minutes.\nAnn finished last.").
text(identity_only,
     "Names: Ann, Bob.\nPets: cat, dog.\nAnn owns the dog.").
text(no_clue,
     "Names: Ann, Bob.\nPets: cat, dog.").
