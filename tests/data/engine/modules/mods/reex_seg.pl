:- module(reex_seg, [blank_run//0]).
% use_module/2 and reexport/2 of a library named by a path with a slash,
% library(dcg/basics): what is named is imported (and, for reexport,
% exported), as for library(pairs).
:- use_module(library(dcg/basics), [blanks//0]).
:- reexport(library(dcg/basics), [digits//1]).

blank_run --> blanks.
