% The loading directives of real programs: module/2, use_module/1,2,
% ensure_loaded/1 (loads once), consult/1 and [F] with atom and string
% names, include/1 (relative to the including file), mode/1,
% discontiguous/1, set_prolog_flag/2; Module:Goal calls.
:- module(mymod, [main/0, foo/1]).
:- use_module(library(lists)).
:- use_module(library(apply), [maplist/3]).
:- use_module(library(dcg/basics)).
:- [library(dcg/basics)].
:- ensure_loaded(library(lists)).
:- ensure_loaded(loading/helper).
:- ensure_loaded('loading/helper').
:- ensure_loaded("loading/helper.pl").
:- consult("loading/other").
:- [loading/other2].
:- include(loading/inc).
:- mode(foo(+)).
:- discontiguous foo/1.
:- dynamic counter/1.
:- set_prolog_flag(double_quotes, codes).
:- initialization(true).

foo(1).
x.
foo(2).
str(X) :- X = "ab".

main :-
    forall(foo(X), ( print(X), nl )),
    helper(H), print(H), nl,
    other(O), print(O), nl,
    other2(O2), print(O2), nl,
    inc(I), print(I), nl,
    inc2(J), print(J), nl,
    str(S), print(S), nl,
    lists:append([a], [b], L), print(L), nl,
    call(lists:member, M, [z]), print(M), nl,
    findall(Y, user:foo(Y), Ys), print(Ys), nl,
    aggregate_all(count, mymod:foo(_), C), print(C), nl,
    G = foo(Z), mymod:G, print(Z), nl,
    \+ mymod:foo(9), print(ok), nl,
    maplist(lists:append([x]), [[1], [2]], XL), print(XL), nl,
    findall(N, loaded(N), LN), print(LN), nl.
