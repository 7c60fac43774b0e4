% library(readutil) (issue 14): read_stream_to_codes/2,3 and the line
% and file readers, loaded with use_module/1; a directory is not a
% file to read (SWI's existence error).
:- use_module(library(readutil)).

t(G) :- catch(( call(G) -> print(yes) ; print(no) ), error(E, _), print(E)), nl.

main :-
    open('data/sample.txt', read, S1),
    read_line_to_codes(S1, L1), atom_codes(A1, L1), print(A1), nl,
    read_stream_to_codes(S1, Rest), atom_codes(A2, Rest), print(A2), nl,
    read_stream_to_codes(S1, Empty), print(Empty), nl,
    read_line_to_codes(S1, Eof), print(Eof), nl,
    close(S1),
    open('data/sample.txt', read, S2),
    read_line_to_codes(S2, L2, T2), \+ \+ ( numbervars(L2-T2, 0, _), print(L2-T2) ), nl,
    read_stream_to_codes(S2, Cs, [0'!]), last(Cs, Last), print(Last), nl,
    read_line_to_codes(S2, L3, T3), print(L3-T3), nl,
    close(S2),
    open('data/sample.txt', read, S3),
    read_line_to_string(S3, Str1), print(Str1), nl,
    read_line_to_string(S3, Str2), print(Str2), nl,
    read_line_to_string(S3, Str3), print(Str3), nl,
    read_line_to_string(S3, Str4), print(Str4), nl,
    read_line_to_string(S3, Str5), print(Str5), nl,
    close(S3),
    read_term_from_atom('foo(X, bar, Y, X)', T, []), T = foo(A, _, B, C),
    ( A == C, A \== B -> writeln(shared) ; writeln(not_shared) ),
    read_file_to_codes('data/animals.txt', FC, []), length(FC, FN), print(FN), nl,
    read_file_to_string('data/animals.txt', FS, []), string_length(FS, FSN), print(FSN), nl,
    read_file_to_terms('data/terms.pl', Terms, []), length(Terms, TN), print(TN), nl,
    t(read_file_to_codes(data, _, [])),
    t(read_file_to_string(data, _, [])),
    t(read_file_to_terms(data, _, [])),
    t(read_file_to_codes('data/none.txt', _, [])),
    t(read_stream_to_codes(_, _)),
    t(read_stream_to_codes(nostream, _)).
