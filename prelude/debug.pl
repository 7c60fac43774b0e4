/*  debug.pl -- the tracer's wrapper and time/1.

    Both leave no choicepoint behind a deterministic goal: they compare
    the choicepoint height ('$get_b'/1) before and after the goal and cut
    when nothing was left, so `?- time(true).` answers `true.`
*/

:- module(debug,
          [ time/1,
            '$trace_goal'/3             % the tracer's wrapper (src/vm/trace.rs)
          ]).
:- meta_predicate
    time(0).

%   '$trace_goal'(:G, +Depth, +Kinds): the machine diverts a call it
%   traces to here (src/vm/trace.rs).  Prints the Call port, runs G (the
%   '$trace_skip' mark lets this one call of G's predicate through
%   undiverted) and prints Exit, Redo, Fail or Exception around it, in
%   the Byrd box order: after a Redo that finds no more solutions comes
%   the Fail port.  Kinds says whether G and its caller are library
%   predicates; the primitives keep the tracer's depth in step.
'$trace_goal'(G, D, K) :-
    '$trace_enter'(G, D, K, S),
    (   '$get_b'(B0),
        '$trace_skip'(G),
        catch(user:G, E, '$trace_exception'(E, S, D, K)),
        '$get_b'(B1),
        (   B1 == B0
        ->  '$trace_port'(exit, G, D, K),
            !
        ;   (   '$trace_port'(exit, G, D, K)
            ;   '$trace_port'(redo, S, D, K),
                fail
            )
        )
    ;   '$trace_port'(fail, S, D, K),
        fail
    ).

'$trace_exception'(E, S, D, K) :-
    '$trace_port'(exception, S, D, K),
    throw(E).

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
    ;   '$time_report'(S0, 1),
        fail
    ).

'$time_exception'(S0, E) :-
    '$time_report'(S0, 1),
    throw(E).

'$time_exit'(S0) :-
    '$time_report'(S0, 3).
'$time_exit'(S0) :-
    '$time_state'(t(W, C, I0)),
    I is I0 - 1,
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
           "~N% ~D inferences, ~3f CPU in ~3f seconds (~w% CPU, ~w Lips)~n",
           [Inferences, Cpu, Wall, Percent, Lips]).
