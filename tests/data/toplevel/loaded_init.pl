% Loaded by initialization.queries: its initialization goal runs when
% the file has loaded, however it is loaded.
:- initialization(writeln(init_ran)).
:- writeln(directive).
fact(1).
