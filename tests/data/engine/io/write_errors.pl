% Issue 25: a write the system refuses is io_error(write, Stream), raised
% where the buffered data goes out: at flush_output/1 or at close/1,
% which closes the stream all the same; close/2 with force(true) drops
% the error. /dev/full refuses every write.

show(G) :-
    catch((G, writeln(ok)), E, (print(E), nl)).

main :-
    open('/dev/full', write, S, [alias(full)]),
    show(write(S, hello)),
    show(flush_output(S)),
    show(format(S, "~w~n", [more])),
    show(close(S)),
    ( is_stream(S) -> writeln(open) ; writeln(closed) ),
    open('/dev/full', write, S2, [alias(full2)]),
    write(S2, hello),
    show(close(S2, [force(true)])),
    open('/dev/full', write, S3, [alias(full3)]),
    show(close(S3)).
