% Shared by the cyclic cases (loaded with ensure_loaded/1): issue 10,
% builtins and library predicates given a cyclic list or term must end
% at once with an answer or SWI's error, never loop or abort.
%
% t(Name, Goal) prints Name, then yes, no, or the formal part of the
% error.  Cyclic terms are never printed (SWI writes them as @(S,
% [S=...]), zebralog does not): an argument of the error that is cyclic
% is shown as `cyclic`.
t(Name, G) :-
    write(Name), write(': '),
    catch(( call(G) -> R = yes ; R = no ), E, true),
    (   nonvar(E)
    ->  ( E = error(F, _) -> R = error(F1), safe(F, F1) ; safe(E, E1), R = ball(E1) )
    ;   true
    ),
    \+ \+ ( numbervars(R, 0, _), print(R) ),
    nl.

safe(T, S) :-
    (   cyclic_term(T)
    ->  (   compound(T), \+ T = [_|_]
        ->  T =.. [F|As],
            maplist(safe_arg, As, Ss),
            S =.. [F|Ss]
        ;   S = cyclic
        )
    ;   S = T
    ).

safe_arg(T, S) :- ( cyclic_term(T) -> S = cyclic ; S = T ).
