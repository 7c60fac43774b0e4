% The zebra puzzle, in the 15-clue form usually credited to Einstein.
%
% Five houses in a row, each with its own colour, owner nationality,
% drink, brand of cigar and pet.  Who owns the fish?
%
% A house is h(Colour, Nationality, Drink, Smoke, Pet); the street is a
% list of five houses, leftmost first.  Each clue is one goal.



street(Houses) :-
    length(Houses, 5),
    member(h(red, brit, _, _, _), Houses),                  %  1
    member(h(_, swede, _, _, dogs), Houses),                %  2
    member(h(_, dane, tea, _, _), Houses),                  %  3
    nextto(h(green, _, _, _, _), h(white, _, _, _, _), Houses), %  4
    member(h(green, _, coffee, _, _), Houses),              %  5
    member(h(_, _, _, pall_mall, birds), Houses),           %  6
    member(h(yellow, _, _, dunhill, _), Houses),            %  7
    Houses = [_, _, h(_, _, milk, _, _), _, _],             %  8
    Houses = [h(_, norwegian, _, _, _)|_],                  %  9
    next_to(h(_, _, _, blends, _), h(_, _, _, _, cats), Houses),      % 10
    next_to(h(_, _, _, _, horses), h(_, _, _, dunhill, _), Houses),   % 11
    member(h(_, _, beer, blue_master, _), Houses),          % 12
    member(h(_, german, _, prince, _), Houses),             % 13
    next_to(h(_, norwegian, _, _, _), h(blue, _, _, _, _), Houses),   % 14
    next_to(h(_, _, _, blends, _), h(_, _, water, _, _), Houses),     % 15
    member(h(_, _, _, _, fish), Houses).                    % the question

% next_to(X, Y, List): X and Y are neighbours, in either order.
next_to(X, Y, List) :- nextto(X, Y, List).
next_to(X, Y, List) :- nextto(Y, X, List).

main :-
    street(Houses),
    print_table(Houses),
    member(h(_, Owner, _, _, fish), Houses),
    format("~nThe ~w owns the fish.~n", [Owner]).

print_table(Houses) :-
    print_row('', [1, 2, 3, 4, 5]),
    forall(attribute(Name, Index),
           ( maplist(arg(Index), Houses, Values),
             print_row(Name, Values) )).

attribute(colour, 1).
attribute(nationality, 2).
attribute(drink, 3).
attribute(smoke, 4).
attribute(pet, 5).

% One row: a 14-wide label column, then five columns 12 wide (the last
% is not padded, so no line ends in spaces).  ~t fills
% with spaces up to the column stop, ~14| is an absolute stop and ~12+ a
% stop 12 columns after the previous one.
print_row(Label, Values) :-
    format("~w~t~14|~w~t~12+~w~t~12+~w~t~12+~w~t~12+~w~n",
           [Label|Values]).
