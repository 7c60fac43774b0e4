:- module(ctx, [here/1]).
:- prolog_load_context(module, M), print(loading_in(M)), nl.
here(M) :- ( prolog_load_context(module, M) -> true ; M = not_loading ).
