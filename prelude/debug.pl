/*  debug.pl -- time/1.

    time/1 leaves no choicepoint behind a deterministic goal: it compares
    the choicepoint height ('$get_b'/1) before and after the goal and
    cuts when nothing was left, so `?- time(true).` answers `true.`
*/

%   time(:Goal): run Goal as call/1 does and print, to user_error, what
%   it cost: after each solution, on failure, and on an exception before
%   passing it on.  The figures after a solution are reset when Goal is
%   re-entered, so each report covers one stretch, as SWI-Prolog does.
%   The integer passed to each report is time/1's own overhead in
%   inferences, so that a deterministic goal reports one more than the
%   calls it made, as SWI-Prolog does (`time(true)`: 2 inferences).
time(Goal) :-
    '$time_state'(S0),
    (   '$get_b'(B0),
        catch(Goal, E, '$time_exception'(S0, E)),
        '$get_b'(B1),
        '$time_exit'(S0),
        (   B1 == B0
        ->  !
        ;   true
        )
    ;   '$time_report'(S0, 2),
        fail
    ).

'$time_exception'(S0, E) :-
    '$time_report'(S0, 2),
    throw(E).

'$time_exit'(S0) :-
    '$time_report'(S0, 4).
'$time_exit'(S0) :-
    '$time_state'(t(W, C, I0)),
    I is I0 - 2,
    nb_setarg(1, S0, W),
    nb_setarg(2, S0, C),
    nb_setarg(3, S0, I),
    fail.

'$time_state'(t(W, C, I)) :-
    get_time(W),
    statistics(cputime, C),
    statistics(inferences, I).

'$time_report'(t(W0, C0, I0), Overhead) :-
    '$time_state'(t(W, C, I)),
    Inferences is max(0, I - I0 - Overhead),
    Cpu is C - C0,
    Wall is W - W0,
    (   Cpu =:= 0
    ->  Lips = 'Infinite'
    ;   Lips is integer(Inferences / Cpu)
    ),
    (   Wall > 0
    ->  Percent is round(100 * Cpu / Wall)
    ;   Percent = '?'
    ),
    format(user_error,
           "% ~D inferences, ~3f CPU in ~3f seconds (~w% CPU, ~w Lips)~n",
           [Inferences, Cpu, Wall, Percent, Lips]).
