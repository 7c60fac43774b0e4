% get_char, peek_char, get_code, peek_code, put_char, put_code: UTF-8,
% end of file, eof_action.

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

chars(S, Cs) :-
    get_char(S, C),
    (   C == end_of_file
    ->  Cs = []
    ;   Cs = [C|Cs1],
        chars(S, Cs1)
    ).

main :-
    open('data/sample.txt', read, S),
    get_char(S, C1), peek_char(S, C2), get_char(S, C3), peek_code(S, C4),
    get_code(S, C5), print([C1, C2, C3, C4, C5]), nl,
    chars(S, Cs), length(Cs, N), print(N), nl,
    atom_chars(A, Cs), print(A), nl,
    get_char(S, E1), get_code(S, E2), peek_char(S, E3), peek_code(S, E4),
    print([E1, E2, E3, E4]), nl,
    t(at_end_of_stream(S)),
    close(S),
    open('data/sample.txt', read, S2, [eof_action(error)]),
    chars(S2, _),
    ts(get_char(S2, _)),
    ts(get_code(S2, _)),
    close(S2),
    put_char(a), put_char('é'), put_code(0'b), put_code(0x3bb), nl,
    put_char(user_output, x), put_code(user_error, 0'y), put_code(user_output, 10),
    t(put_char(_)),
    t(put_char(ab)),
    t(put_char(user_output, 1.5)),
    t(put_code(_)),
    t(put_code(-1)),
    t(put_code(foo)),
    t(get_char(user_output, _)),
    t(peek_code(user_error, _)),
    t(put_char(user_input, a)),
    t(put_code(user_input, 0'a)),
    F = 'tmp_io_chars.bin',
    open(F, write, B, [type(binary)]),
    put_byte(B, 104), put_byte(B, 195), put_byte(B, 169), put_byte(B, 0),
    t(put_byte(B, 256)),
    t(put_byte(B, a)),
    t(put_byte(B, _)),
    close(B),
    open(F, read, B2, [type(binary)]),
    get_byte(B2, Y1), peek_byte(B2, Y2), get_byte(B2, Y3), get_byte(B2, Y4),
    get_byte(B2, Y5), get_byte(B2, Y6), peek_byte(B2, Y7),
    print([Y1, Y2, Y3, Y4, Y5, Y6, Y7]), nl,
    close(B2),
    open(F, read, B3),
    ts(get_byte(B3, _)),
    close(B3),
    t(put_byte(user_output, 65)),
    delete_file(F).
