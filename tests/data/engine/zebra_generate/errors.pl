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
    try([houses(3), kinds([at_end])]).
