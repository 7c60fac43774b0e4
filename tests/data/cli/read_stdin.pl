% Reads terms from standard input until end_of_file.
main :- read(X), loop(X).
loop(end_of_file) :- !, write(done), nl.
loop(X) :-
    copy_term(X, C), numbervars(C, 0, _), print(got(C)), nl,
    read_term(Y, [variable_names(V)]),
    length(V, N), print(vars(N)), nl,
    loop(Y).
