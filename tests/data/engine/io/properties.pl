% stream_property/2, current_input/output, set_input/output,
% at_end_of_stream, line_count, see/tell.

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

prop(S, P) :- ( stream_property(S, P) -> print(P) ; print(none(P)) ), nl.

main :-
    forall(member(A, [user_input, user_output, user_error]),
           ( stream_property(S, alias(A)),
             stream_property(S, mode(M)),
             ( stream_property(S, input) -> D = input ; D = output ),
             print(A-M-D), nl )),
    open('data/sample.txt', read, R, [alias(sample)]),
    prop(sample, file_name(_)),
    prop(R, mode(_)), prop(R, input), prop(R, output),
    prop(R, alias(_)), prop(R, eof_action(_)), prop(R, end_of_stream(_)),
    prop(R, type(_)),
    stream_property(R, position(P0)), print(P0), nl,
    read_line_to_string(R, _),
    stream_property(R, position(P1)), print(P1), nl,
    line_count(R, L1), print(L1), nl,
    read_line_to_string(R, _), read_line_to_string(R, _), read_line_to_string(R, _),
    t(at_end_of_stream(R)),
    prop(R, end_of_stream(_)),
    get_char(R, _),
    prop(R, end_of_stream(_)),
    close(R),
    ts(stream_property(R, _)),
    t(stream_property(foo, _)),
    t(stream_property(1, _)),
    t(stream_property(_, foo)),
    F = 'tmp_io_properties.txt',
    open(F, write, W),
    prop(W, mode(_)), prop(W, output),
    set_output(W),
    write(redirected), nl,
    current_output(O), ( O == W -> Same = same ; Same = different ),
    set_output(user_output),
    print(Same), nl,
    t(current_output(user_output)),
    t(current_output(W)),
    t(current_input(user_input)),
    t(current_output(foo)),
    t(current_output(1)),
    t(set_output(_)),
    t(set_output(user_input)),
    t(set_input(user_output)),
    t(set_input(foo)),
    line_count(W, LW), print(LW), nl,
    close(W),
    read_file_to_string(F, Text, []), print(Text), nl,
    tell(F), write(told_text), nl, told,
    see(F), current_input(CI), read_line_to_string(CI, TL), seen,
    print(TL), nl,
    current_input(CI2), ( stream_property(CI2, alias(user_input)) -> writeln(seen) ; true ),
    delete_file(F).
