% Reading lines and whole files.

t(G) :-
    catch((G -> writeln(yes) ; writeln(no)), error(E, _),
          \+ \+ (numbervars(E, 0, _), print(E), nl)).

lines(S, Ls) :-
    read_line_to_string(S, L),
    (   L == end_of_file
    ->  Ls = []
    ;   Ls = [L|Ls1],
        lines(S, Ls1)
    ).

main :-
    open('data/sample.txt', read, S),
    lines(S, Ls), print(Ls), nl,
    read_line_to_string(S, E), print(E), nl,
    close(S),
    open('data/sample.txt', read, S2),
    read_line_to_codes(S2, C1), atom_codes(A1, C1), print(A1), nl,
    read_line_to_codes(S2, C2, T2), \+ \+ (numbervars(T2, 0, _), print(C2-T2)), nl,
    read_line_to_codes(S2, C3, []), atom_codes(A3, C3), print(A3), nl,
    read_line_to_codes(S2, C4), atom_codes(A4, C4), print(A4), nl,
    read_line_to_codes(S2, C5), print(C5), nl,
    read_line_to_codes(S2, C6, T6), print(C6-T6), nl,
    close(S2),
    read_file_to_codes('data/animals.txt', Codes, []),
    length(Codes, NC), print(NC), nl,
    read_file_to_string("data/animals.txt", Str, []), print(Str), nl,
    read_file_to_terms('data/terms.pl', Terms, []),
    length(Terms, NT), print(NT), nl,
    forall(member(T, Terms), (numbervars(T, 0, _), print(T), nl)),
    t(read_file_to_codes('data/none.txt', _, [])),
    t(read_file_to_string(_, _, [])),
    t(read_file_to_terms('data/none.txt', _, [])),
    t(read_line_to_string(user_output, _)),
    t(read_line_to_codes(nostream, _)).
