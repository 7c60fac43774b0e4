% A library zebralog does not have, and a directive that raises: each is
% reported at file:line as SWI 9 reports it, and the rest loads.
:- use_module(library(lists)).
:- use_module(library(dcg/basics)).
:- use_module(library(clpz)).
:- X is foo + 1, write(X).
loaded.
