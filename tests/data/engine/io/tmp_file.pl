% tmp_file/2 and tmp_file_stream/3 (issue 14): fresh names in the
% temporary directory (they hold the process id, so only their shape
% is printed); the files made are deleted before main ends.
t(G) :- catch(( call(G) -> print(yes) ; print(no) ), error(E, _), print(error(E))), nl.

main :-
    tmp_file(foo, F1), tmp_file(foo, F2),
    t(( atom(F1), F1 \== F2, sub_atom(F1, _, _, _, swipl_foo_) )),
    t(exists_file(F1)),
    tmp_file_stream(text, F3, S3), write(S3, hello), close(S3),
    t(( atom(F3), F3 \== F1, F3 \== F2, sub_atom(F3, _, _, _, swipl_) )),
    read_file_to_string(F3, Str, []), print(Str), nl,
    delete_file(F3),
    tmp_file_stream(F4, S4, [extension(txt)]), close(S4),
    t(( exists_file(F4), file_name_extension(_, txt, F4) )),
    delete_file(F4),
    t(tmp_file(_, _)),
    t(tmp_file(f(x), _)).
