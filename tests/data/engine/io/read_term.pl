% read/1,2 and read_term/2,3 on a file stream and from the current
% input; read_term_from_atom/3.

t(G) :-
    catch((G -> writeln(yes) ; writeln(no)), error(E, _),
          \+ \+ (numbervars(E, 0, _), print(E), nl)).

show(T) :- \+ \+ (numbervars(T, 0, _), print(T), nl).

main :-
    open('data/terms.pl', read, S),
    read(S, T1), show(T1),
    read_term(S, T2, [variable_names(Vs), singletons(Ss), variables(Xs)]),
    show(T2-Vs-Ss-Xs),
    read_term(S, T3, [variable_names(V3)]), show(T3/V3),
    read(S, T4), show(T4),
    read(S, T5), show(T5),
    read(S, T6), show(T6),
    t(at_end_of_stream(S)),
    close(S),
    open('data/terms.pl', read, S2),
    set_input(S2),
    read(R1), show(R1),
    read_term(R2, []), show(R2),
    current_input(I), ( I == S2 -> writeln(same) ; writeln(different) ),
    close(S2),
    current_input(I2), ( stream_property(I2, alias(user_input)) -> writeln(back_to_user_input) ; true ),
    F = 'tmp_io_read_term.txt',
    open(F, write, W),
    write(W, 'ok(1). bad( . ok(2).'), nl(W),
    write(W, 'ok(3)'),
    close(W),
    open(F, read, R),
    read(R, A1), show(A1),
    % The messages of syntax errors differ between systems.
    catch(read(R, _), error(syntax_error(_), _), writeln(syntax_error)),
    read(R, A3), show(A3),
    t(read(R, _)),
    close(R),
    t(read(user_output, _)),
    t(read_term(user_input, _, foo)),
    t(read_term(user_input, _, [foo])),
    t(read(_, _)),
    read_term_from_atom('foo(X, Y, X)', RT, []), show(RT),
    read_term_from_atom("bar", RT2, []), show(RT2),
    delete_file(F).
