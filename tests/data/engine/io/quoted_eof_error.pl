% Issue 14: text that ends inside a quoted item is SWI's
% syntax_error(end_of_file_in_quoted(Quote)), from term_to_atom/2 and
% read_term/2 alike. Found by the differential fuzzer.
t(G) :- catch(G, error(E, _), (writeq(E), nl)).
main :-
    t(atom_to_term('don\'t', _, _)),
    t(term_to_atom(_, 'f("abc')),
    t(term_to_atom(_, 'f(`abc')),
    open('tmp_io_quoted_eof_error.txt', write, W), write(W, 'x(\'abc'), close(W),
    open('tmp_io_quoted_eof_error.txt', read, R),
    t(read_term(R, _, [])),
    close(R),
    delete_file('tmp_io_quoted_eof_error.txt').
