% The printed explanation of a 6x6 puzzle solved without case splits (medium):
% puzzles/zebralogic_6x6_s266.txt of the zebralogic area.  library(zebra/explain),
% issue 13.

:- ensure_loaded(explain_generated).

main :-
    explain('zebralogic_6x6_s266').
