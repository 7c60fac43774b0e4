% tracing/0 tells whether trace/0 is in force; notrace/0 and nodebug/0
% stop it, and debug/0 is accepted. A goal that turns tracing off in the
% middle prints no more ports, not even its own Exit.
p(1).
p(2).
quiet :- notrace, p(_).

main :-
    (   tracing -> write(yes) ; write(no) ), nl,
    trace,
    (   tracing -> write(yes) ; write(no) ), nl,
    p(X),
    quiet,
    (   tracing -> write(yes) ; write(no) ), nl,
    p(Y),
    trace,
    p(2),
    nodebug,
    debug,
    p(1),
    write(X-Y), nl.
