% Issue 10: prolog_load_context/2 while loading (absolute names: only
% their ends are shown), load_files/2 and exists_source/1. A file loaded
% from an included file resolves its names beside itself and is no
% longer "included".
ends(Key, End) :-
    prolog_load_context(Key, Value), atom_concat(_, End, Value), !,
    writeln(Key-End).
ends(Key, _) :- prolog_load_context(Key, Value), writeln(Key-Value).
:- ends(directory, '/cli').
:- ends(source, '/cli/load_context.pl').
:- ends(file, '/cli/load_context.pl').
:- prolog_load_context(module, M), writeln(module-M).
:- prolog_load_context(dialect, D), writeln(dialect-D).
:- include(load_context/included).
main :-
    ( prolog_load_context(source, _) -> writeln(loading) ; writeln(not_loading) ),
    load_files(load_context/loaded, [if(not_loaded)]),
    load_files(load_context/loaded, [if(not_loaded)]),
    load_files([load_context/loaded], []),
    catch(load_files(no_such_file, []), error(E, _), (print(E), nl)),
    forall(member(F, [load_context/loaded, no_such_file, library(lists), library(no_such)]),
           ( exists_source(F) -> writeln(F-yes) ; writeln(F-no) )),
    catch(exists_source(_), error(E2, _), (print(E2), nl)).
