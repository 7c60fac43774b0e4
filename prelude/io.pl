%   Streams and files: the Prolog side of src/builtins/io.rs.

%   stream_property(?Stream, ?Property): enumerates open streams and
%   their properties (see '$stream_properties'/2 for which).
stream_property(S, P) :-
    (   var(S)
    ->  '$streams'(Ss),
        member(S, Ss)
    ;   true
    ),
    '$stream_properties'(S, Ps),
    member(P, Ps).

%   read_file_to_terms(+Spec, -Terms, +Options): every term in a file;
%   a directory is no file to read (SWI's existence error).
read_file_to_terms(Spec, Terms, _Options) :-
    (   atomic(Spec), exists_directory(Spec)
    ->  throw(error(existence_error(source_sink, Spec),
                    context(read_file_to_terms/3, _)))
    ;   true
    ),
    setup_call_cleanup(
        open(Spec, read, S),
        '$read_terms'(S, Terms),
        close(S)).

'$read_terms'(S, Terms) :-
    read_term(S, T, []),
    (   T == end_of_file
    ->  Terms = []
    ;   Terms = [T|Ts],
        '$read_terms'(S, Ts)
    ).

%   phrase_from_file(:Grammar, +File[, +Options]): Grammar must describe
%   the whole text of File. SWI reads the file as a lazy list; here it is
%   read into a list of codes at once.
phrase_from_file(G, File) :-
    phrase_from_file(G, File, []).

phrase_from_file(G, File, _Options) :-
    read_file_to_codes(File, Codes, []),
    phrase(G, Codes).

%   Edinburgh-style I/O: see/1, seen/0, tell/1, told/0.
see(S) :-
    (   '$is_stream'(S, input)
    ->  set_input(S)
    ;   open(S, read, St),
        set_input(St)
    ).

seen :-
    current_input(S),
    close(S).

tell(S) :-
    (   '$is_stream'(S, output)
    ->  set_output(S)
    ;   open(S, write, St),
        set_output(St)
    ).

told :-
    current_output(S),
    close(S).

'$is_stream'(S, Dir) :-
    (   atom(S), S \== user
    ->  stream_property(St, alias(S))
    ;   S == user
    ->  true
    ;   St = S
    ),
    catch(stream_property(St, Dir), _, fail),
    !.
