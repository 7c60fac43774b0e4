/*  readutil.pl -- the part of library(readutil) of SWI-Prolog that is
    not built in: read_stream_to_codes/2,3.  read_line_to_codes/2,3,
    read_line_to_string/2, read_file_to_codes/3 and read_file_to_string/3
    are builtins (src/builtins/io/), read_file_to_terms/3 is in io.pl.
*/

:- module(read_util,
          [ read_stream_to_codes/2, read_stream_to_codes/3
          ]).

%   read_stream_to_codes(+Stream, -Codes): the rest of Stream.
read_stream_to_codes(Stream, Codes) :-
    read_stream_to_codes(Stream, Codes, []).

read_stream_to_codes(Stream, Codes, Tail) :-
    get_code(Stream, C),
    '$ru_codes'(C, Stream, Codes, Tail).

'$ru_codes'(-1, _, Codes, Tail) :-
    !,
    Codes = Tail.
'$ru_codes'(C, Stream, [C|Codes], Tail) :-
    get_code(Stream, C1),
    '$ru_codes'(C1, Stream, Codes, Tail).
