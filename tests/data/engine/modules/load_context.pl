% prolog_load_context(module, M) names the module being loaded into: a
% module file's own after its module/2 directive, user again after it.
:- prolog_load_context(module, M), print(before(M)), nl.
:- use_module(mods/ctx).
:- prolog_load_context(module, M), print(after(M)), nl.

main :- here(M), print(M), nl.
