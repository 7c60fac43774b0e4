:- module(reex, [own/1]).
% reexport/1,2: what is imported is exported too; export/1 adds to the
% export list; import/1 makes one predicate of another module visible.
:- reexport(colors).
:- reexport(shapes, [area/2]).
:- reexport(library(pairs), [pairs_keys/2]).
:- export(extra/1).
:- import(shapes:twice/2).

own(X) :- color(X).
extra(X) :- area(square(X), _).
uses_twice(X, Y) :- twice(X, Y).
