% Loaded by load_context.pl (from its included file, and by load_files/2).
% (With no clause here SWI-Prolog would load it again for if(not_loaded).)
:- ends(file, '/cli/load_context/loaded.pl').
loaded.
