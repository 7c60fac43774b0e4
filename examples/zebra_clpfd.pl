% The zebra puzzle (Life International, 1962) with library(clpfd).
% Five houses, each with a colour, an owner, a pet, a drink and a brand
% of cigarettes.  Who drinks water?  Who owns the zebra?
%
% Every colour, nationality, pet, drink and brand is an integer variable:
% the number, 1 to 5 from the left, of the house it belongs to.  Each
% group of five is all different, and each clue is one constraint.
% "Right of" means one house further along; "next to" means the house
% numbers differ by one.

:- use_module(library(clpfd)).
:- initialization(main, main).

% The attributes: for each, its values paired with their variables.
street(Attributes) :-
    Colours = [red-Red, green-Green, ivory-Ivory, yellow-Yellow, blue-Blue],
    People  = [englishman-English, spaniard-Spaniard, ukrainian-Ukrainian,
               norwegian-Norwegian, japanese-Japanese],
    Pets    = [dog-Dog, snails-Snails, fox-Fox, horse-Horse, zebra-_Zebra],
    Drinks  = [coffee-Coffee, tea-Tea, milk-Milk, orange_juice-Juice,
               water-_Water],
    Smokes  = [old_gold-OldGold, kools-Kools, chesterfield-Chesterfield,
               lucky_strike-LuckyStrike, parliament-Parliament],
    Attributes = [colour-Colours, nationality-People, pet-Pets,
                  drink-Drinks, smoke-Smokes],
    maplist(houses, Attributes),
    English #= Red,                         %  2
    Spaniard #= Dog,                        %  3
    Coffee #= Green,                        %  4
    Ukrainian #= Tea,                       %  5
    Green #= Ivory + 1,                     %  6
    OldGold #= Snails,                      %  7
    Kools #= Yellow,                        %  8
    Milk #= 3,                              %  9
    Norwegian #= 1,                         % 10
    next_to(Chesterfield, Fox),             % 11
    next_to(Kools, Horse),                  % 12
    LuckyStrike #= Juice,                   % 13
    Japanese #= Parliament,                 % 14
    next_to(Norwegian, Blue),               % 15
    pairs_values_all(Attributes, Vars),
    label(Vars).

% houses(Name-Pairs): the five values of one attribute are in five
% different houses.
houses(_-Pairs) :-
    pairs_values(Pairs, Vars),
    Vars ins 1..5,
    all_different(Vars).

next_to(X, Y) :- abs(X - Y) #= 1.

pairs_values_all(Attributes, Vars) :-
    pairs_values(Attributes, Groups),
    maplist(pairs_values, Groups, VarLists),
    append(VarLists, Vars).

main :-
    street(Attributes),
    print_row('', [1, 2, 3, 4, 5]),
    forall(member(Name-Pairs, Attributes),
           ( numlist(1, 5, Houses),
             maplist(in_house(Pairs), Houses, Values),
             print_row(Name, Values) )),
    member(nationality-People, Attributes),
    member(drink-Drinks, Attributes),
    member(pet-Pets, Attributes),
    member(water-W, Drinks), member(Drinker-W, People),
    member(zebra-Z, Pets), member(Owner-Z, People),
    format("~nThe ~w drinks water.~nThe ~w owns the zebra.~n",
           [Drinker, Owner]),
    findall(x, street(_), All),
    length(All, Count),
    format("~nSolutions: ~d~n", [Count]).

% in_house(Pairs, House, Value): Value is the one in house number House.
in_house(Pairs, House, Value) :-
    member(Value-House, Pairs), !.

% One row: a 14-wide label column, then five columns 14 wide (the last
% is not padded, so no line ends in spaces).
print_row(Label, Values) :-
    format("~w~t~14|~w~t~14+~w~t~14+~w~t~14+~w~t~14+~w~n",
           [Label|Values]).
