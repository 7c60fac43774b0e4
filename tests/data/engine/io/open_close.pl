% open/3,4 in every mode, close/1,2, aliases, and writing a file and
% reading it back.

t(G) :-
    catch((G -> writeln(yes) ; writeln(no)), error(E, _),
          \+ \+ (numbervars(E, 0, _), print(E), nl)).

% ts(G): as t/1 for errors whose last argument is a stream handle, which
% prints differently in every system: it is shown as `s`.
ts(G) :-
    catch((G -> writeln(yes) ; writeln(no)), error(E, _),
          (   E =.. L, append(L0, [_], L), append(L0, [s], L1),
              E1 =.. L1, print(E1), nl
          )).

main :-
    F = 'tmp_io_open_close.txt',
    open(F, write, W),
    write(W, hello), nl(W), writeq(W, 'it''s'), nl(W),
    print(W, [1,2]), nl(W), write_canonical(W, f(X, X, _)), nl(W),
    write_term(W, g('A', "s"), [quoted(true)]), nl(W),
    writeln(W, done), tab(W, 3), put_char(W, x), put_code(W, 0'y), nl(W),
    format(W, "~a-~w~n", [a, b]),
    close(W),
    read_file_to_string(F, S1, []), print(S1), nl,
    open(F, append, _, [alias(app)]),
    format(app, "more~n", []), write(app, end), nl(app),
    close(app),
    read_file_to_string(F, S2, []), print(S2), nl,
    open("tmp_io_open_close.txt", write, W2, [encoding(utf8), type(text), create([read, write]), bogus(1)]),
    write(W2, 'truncated é'), close(W2, [force(true)]),
    open(F, read, R, [eof_action(eof_code)]), read_line_to_string(R, L), close(R),
    print(L), nl,
    % errors
    t(open(_, read, _)),
    t(open(F, _, _)),
    t(open(F, 1, _)),
    t(open(F, readwrite, _)),
    t(open(f(x), read, _)),
    t(open(12, read, _)),
    t(open('tmp_io_no_such_file.txt', read, _)),
    t(open('data/no_such_dir/x.txt', write, _)),
    t(open(F, read, not_a_var)),
    t(open(F, read, _, foo)),
    t(open(F, read, _, [_])),
    t(open(F, read, _, [bad])),
    t(open(F, read, _, [alias(1)])),
    t(open(F, read, _, [type(foo)])),
    t(open(F, read, _, [eof_action(foo)])),
    t(open(F, read, _, [encoding(foo)])),
    open(F, read, R2, [alias(in1)]),
    t(open(F, read, _, [alias(in1)])),
    t(open(F, read, _, [alias(user_output)])),
    close(R2),
    t(close(in1)),
    ts(close(R2)),
    t(close(_)),
    t(close(nonexistent_alias)),
    t(close(f(x))),
    t(close(user_output)),
    t(close(user_input)),
    t(close(user_error, [force(true)])),
    t(close(user_output, foo)),
    delete_file(F),
    t(exists_file(F)).
