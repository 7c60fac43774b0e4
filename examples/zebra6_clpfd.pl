% A six-house, six-attribute zebra puzzle with library(clpfd): the
% puzzle of the puzzle6 benchmark (member / next-to style), its clues
% translated to constraints on house numbers.
%
% Each house has a person's name, a colour, a child, a nationality, a
% flower and a phone.  Every value is an integer variable: the number,
% 1 to 6 from the left, of the house it belongs to.  "Left of" means
% somewhere to the left; "directly left of" means one house before.
% Every solution is counted: there is exactly one.

:- use_module(library(clpfd)).
:- initialization(main, main).

% The attributes: for each, its values paired with their variables.
street(Attributes) :-
    Names   = [emily-Emily, alice-Alice, arnold-Arnold, carol-Carol,
               bob-Bob, david-David],
    Colours = [purple-Purple, white-White, yellow-_Yellow, brown-Brown,
               green-Green, blue-Blue],
    Children = [billy-Billy, meredith-Meredith, timothy-Timothy,
                alice-_AliceChild, bella-Bella, fred-Fred],
    Nations = [mexican-_Mexican, brit-Brit, chinese-Chinese, german-German,
               norwegian-Norwegian, dane-Dane],
    Flowers = [iris-Iris, orchid-Orchid, lilies-Lilies,
               daffodils-_Daffodils, roses-Roses, carnations-Carnations],
    Phones  = [sony_xperia_5-Sony, oneplus_9-OnePlus, xiaomi_mi_11-Xiaomi,
               samsung_galaxy_s21-Samsung, huawei_p50-_Huawei,
               google_pixel_6-Pixel],
    Attributes = [name-Names, colour-Colours, child-Children,
                  nationality-Nations, flower-Flowers, phone-Phones],
    maplist(houses, Attributes),
    Arnold #= 3,                    % Arnold lives in the third house.
    Iris #< Arnold,                 % The iris grows left of Arnold's.
    David #= Dane,                  % David is the Dane.
    Brit #= White,                  % The Brit lives in the white house.
    Alice #< Chinese,               % Alice lives left of the Chinese.
    Dane #= Blue,                   % The Dane lives in the blue house.
    German #= 4,                    % The German lives in the fourth house.
    German #< Carnations,           % The carnations are right of the German.
    Billy #= Emily,                 % Billy is Emily's child.
    Billy + 1 #= OnePlus,           % Billy is directly left of the OnePlus.
    Timothy #< David,               % Timothy lives left of David.
    Timothy #= Lilies,              % Timothy's house has the lilies.
    Carnations #= Fred,             % Fred's house has the carnations.
    Brown + 1 #= Norwegian,         % The brown house is directly left of
                                    % the Norwegian's.
    Purple #= 1,                    % The first house is purple.
    Lilies #= Xiaomi,               % The lilies go with the Xiaomi.
    Orchid #= 2,                    % The orchid is in the second house.
    Roses #= Bob,                   % Bob grows roses.
    Pixel #= 6,                     % The Pixel is in the sixth house.
    Samsung #= German,              % The German has the Samsung.
    Sony + 1 #= Meredith,           % The Sony is directly left of Meredith.
    Sony #= Billy,                  % Billy's house has the Sony.
    Bella #= Green,                 % Bella lives in the green house.
    Carol #\= 5,                    % Carol is not in the fifth house.
    pairs_values(Attributes, Groups),
    maplist(pairs_values, Groups, VarLists),
    append(VarLists, Vars),
    label(Vars).

% houses(Name-Pairs): the six values of one attribute are in six
% different houses.
houses(_-Pairs) :-
    pairs_values(Pairs, Vars),
    Vars ins 1..6,
    all_different(Vars).

main :-
    street(Attributes),
    pairs_keys(Attributes, Headings),
    print_row([house|Headings]),
    forall(between(1, 6, House),
           ( maplist(in_house(House), Attributes, Values),
             print_row([House|Values]) )),
    findall(x, street(_), All),
    length(All, Count),
    format("~nSolutions: ~d~n", [Count]).

% in_house(House, _-Pairs, Value): Value is the one in house number House.
in_house(House, _-Pairs, Value) :-
    member(Value-House, Pairs), !.

% One row: columns 7, 8, 8, 10, 13 and 12 wide, then the phone.
print_row(Columns) :-
    format("~w~t~7|~w~t~8+~w~t~8+~w~t~10+~w~t~13+~w~t~12+~w~n", Columns).
