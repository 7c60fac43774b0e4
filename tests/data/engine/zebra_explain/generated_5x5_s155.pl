% The printed explanation of a 5x5 puzzle (medium):
% puzzles/zebralogic_5x5_s155.txt of the zebralogic area.  library(zebra/explain),
% issue 13.

:- ensure_loaded(explain_generated).

main :-
    explain('zebralogic_5x5_s155').
