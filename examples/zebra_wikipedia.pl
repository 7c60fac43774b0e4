% The zebra puzzle as printed in Life International (1962) and on
% Wikipedia.  Five houses, each with a colour, an owner, a pet, a drink
% and a brand of cigarettes.  Who drinks water?  Who owns the zebra?
%
% A house is h(Colour, Nationality, Pet, Drink, Smoke); the street is a
% list of five houses, leftmost first.  "Right of" means next along the
% list.

:- initialization(main, main).

street(Houses) :-
    length(Houses, 5),
    member(h(red, englishman, _, _, _), Houses),                       %  2
    member(h(_, spaniard, dog, _, _), Houses),                         %  3
    member(h(green, _, _, coffee, _), Houses),                         %  4
    member(h(_, ukrainian, _, tea, _), Houses),                        %  5
    nextto(h(ivory, _, _, _, _), h(green, _, _, _, _), Houses),        %  6
    member(h(_, _, snails, _, old_gold), Houses),                      %  7
    member(h(yellow, _, _, _, kools), Houses),                         %  8
    Houses = [_, _, h(_, _, _, milk, _), _, _],                        %  9
    Houses = [h(_, norwegian, _, _, _)|_],                             % 10
    next_to(h(_, _, _, _, chesterfield), h(_, _, fox, _, _), Houses),  % 11
    next_to(h(_, _, _, _, kools), h(_, _, horse, _, _), Houses),       % 12
    member(h(_, _, _, orange_juice, lucky_strike), Houses),            % 13
    member(h(_, japanese, _, _, parliament), Houses),                  % 14
    next_to(h(_, norwegian, _, _, _), h(blue, _, _, _, _), Houses),    % 15
    member(h(_, _, _, water, _), Houses),           % the two questions
    member(h(_, _, zebra, _, _), Houses).

next_to(X, Y, List) :- nextto(X, Y, List).
next_to(X, Y, List) :- nextto(Y, X, List).

main :-
    street(Houses),
    print_row('', [1, 2, 3, 4, 5]),
    forall(attribute(Name, Index),
           ( maplist(arg(Index), Houses, Values),
             print_row(Name, Values) )),
    member(h(_, Drinker, _, water, _), Houses),
    member(h(_, Owner, zebra, _, _), Houses),
    format("~nThe ~w drinks water.~nThe ~w owns the zebra.~n",
           [Drinker, Owner]).

attribute(colour, 1).
attribute(nationality, 2).
attribute(pet, 3).
attribute(drink, 4).
attribute(smoke, 5).

print_row(Label, Values) :-
    format("~w~t~14|~w~t~14+~w~t~14+~w~t~14+~w~t~14+~w~n",
           [Label|Values]).
