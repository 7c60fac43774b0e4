:- module(wake, [run/1]).

% Binding V wakes its frozen goal at the next call, here of the module's
% own local/2: the call is made after the goal, in this module.
run(X) :-
    freeze(V, format("woken~n")),
    V = 1,
    local(V, X).

local(1, done).
