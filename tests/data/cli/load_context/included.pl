% Included by load_context.pl: the file is this one, the source that one.
:- ends(file, '/cli/load_context/included.pl').
:- ends(source, '/cli/load_context.pl').
:- ends(directory, '/cli/load_context').
:- ensure_loaded(loaded).
