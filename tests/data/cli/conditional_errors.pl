% Conditional compilation errors (issue 29), worded as SWI-Prolog 9
% words them: a condition that raises is reported and taken as false;
% an endif or else with no if; an if still open at the end of the file.
:- if(no_such_predicate(x)).
a(1).
:- else.
a(2).
:- endif.
:- endif.
:- else.
:- if(true).
b(1).
