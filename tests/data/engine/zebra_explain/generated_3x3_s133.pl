% The printed explanation of a 3x3 puzzle (medium: relation clues, no case split):
% puzzles/zebralogic_3x3_s133.txt of the zebralogic area.  library(zebra/explain),
% issue 13.

:- ensure_loaded(explain_generated).

main :-
    explain('zebralogic_3x3_s133').
