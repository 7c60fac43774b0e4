% Included by load_context.pl: the file is this one, the source that one.
:- ends(file, '/cli/load_context/included.pl').
:- ends(source, '/cli/load_context.pl').
:- ends(directory, '/cli/load_context').
:- ensure_loaded(loaded).
% absolute_file_name/3 resolves beside the file being loaded.
:- absolute_file_name(data, F, []), atom_concat(_, End, F),
   atom_concat('/cli/', _, End), !, writeln(absolute-End).
