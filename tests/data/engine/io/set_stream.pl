% set_stream/2 and is_stream/1.

t(G) :-
    catch((G -> writeln(yes) ; writeln(no)), error(E, _),
          \+ \+ (numbervars(E, 0, _), print(E), nl)).

main :-
    t(set_stream(user_output, alias(myout))),
    t(write(myout, hi)), nl,
    t(write(user_output, hi)), nl,
    open('data/sample.txt', read, S),
    set_stream(S, alias(sample_in)),
    read_line_to_string(sample_in, L), print(L), nl,
    set_stream(sample_in, eof_action(error)),
    t(stream_property(S, eof_action(error))),
    close(sample_in),
    t(is_stream(sample_in)),
    t(set_stream(user_output, foo)),
    t(set_stream(user_output, foo(1))),
    t(set_stream(_, alias(x))),
    t(set_stream(user_output, _)),
    t(set_stream(user_output, encoding(utf8))),
    t(set_stream(user_output, tty(false))),
    t(set_stream(user_output, eof_action(bad))),
    t(set_stream(nostream, tty(false))),
    t(is_stream(user_output)),
    t(is_stream(foo)),
    t(is_stream(_)),
    t(is_stream(1)).
