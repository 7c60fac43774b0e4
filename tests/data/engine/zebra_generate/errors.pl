% Issue 13: bad options to zebra_generate/2 are errors that say what is
% wrong.

:- use_module(library(zebra/generate)).

try(Options) :-
    catch(( zebra_generate(Options, _), print(ok) ),
          error(E, _),
          print(E)),
    nl.

main :-
    try([houses(1)]),
    try([houses(9)]),
    try([attributes(0)]),
    try([attributes(11)]),
    try([houses(five)]),
    try([kinds([same, sideways])]),
    try([kinds([])]),
    try([kinds([one_between]), style(brainzilla)]),
    try([kinds([less]), style(zebralogic)]),
    try([style(sonnet)]),
    try([houses(3), kinds([at_end])]),
    % Issue 26: a grid puzzle has 3 to 6 people and 3 to 5 categories,
    % and no words for the positional kinds.
    try([style(grid), houses(7)]),
    try([style(grid), houses(2)]),
    try([style(grid), attributes(6)]),
    try([style(grid), kinds([same, next_to])]),
    try([style(grid), kinds([sideways])]).
