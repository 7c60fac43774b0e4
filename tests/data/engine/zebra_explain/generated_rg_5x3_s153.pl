% The printed explanation of a 5x3 puzzle that needs case splits (hard):
% puzzles/reasoning_gym_5x3_s153.txt of the zebralogic area.  library(zebra/explain),
% issue 13.

:- ensure_loaded(explain_generated).

main :-
    explain('reasoning_gym_5x3_s153').
