% Loads a file by a name relative to this file, not to the working
% directory, as SWI-Prolog does.
:- ensure_loaded(include_helper).
main :- helper(X), write(X), nl.
