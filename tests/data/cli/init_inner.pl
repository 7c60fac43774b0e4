% Loaded by init_outer.pl, and consulted by a -g goal.
:- initialization(writeln(inner_init)).
:- initialization(fail).
:- initialization(no_such_goal).
:- writeln(inner_directive).
