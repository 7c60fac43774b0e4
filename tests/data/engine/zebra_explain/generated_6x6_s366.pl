% The printed explanation of a 6x6 puzzle that needs case splits (hard):
% puzzles/zebralogic_6x6_s366.txt of the zebralogic area.  library(zebra/explain),
% issue 13.

:- ensure_loaded(explain_generated).

main :-
    explain('zebralogic_6x6_s366').
