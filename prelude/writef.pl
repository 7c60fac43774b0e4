/*  writef.pl -- library(writef) of SWI-Prolog: writef/1,2, swritef/2,3.

    The format is an atom, a string or a code list.  `\n` and `\l` (the
    two characters, not a newline in the quoted atom) write a newline,
    as does `\r` (as in SWI); `\t` a tab, `\\` and `\%` the character,
    `\NNN` the character with that decimal code (below 128).  `%w`
    writes the next argument with write/1, `%q` with writeq/1, `%p` and
    `%t` with print/1, `%d` with write_canonical/1 (SWI's display), `%n`
    puts it as a character code, `%s` writes it as a code list, `%r`
    writes it as many times as the argument after it says, `%f` flushes,
    and `%Nl`, `%Nr`, `%Nc` pad it to N columns, left, right or centred
    (at least one space on the padded side).  A sequence that cannot
    apply (no argument left) is written as it stands.  writef always
    succeeds.  Helpers are named '$wf_...'.
*/

:- module(writef,
          [ writef/1, writef/2, swritef/2, swritef/3
          ]).

writef(Format) :-
    writef(Format, []).

writef(Format, Args) :-
    (   '$wf_codes'(Format, Codes)
    ->  \+ \+ '$wf_run'(Codes, Args)
    ;   true
    ).

swritef(String, Format) :-
    with_output_to(string(String), writef(Format)).

swritef(String, Format, Args) :-
    with_output_to(string(String), writef(Format, Args)).

'$wf_codes'(Format, Codes) :-
    (   Format = [_|_]
    ->  Codes = Format
    ;   string(Format)
    ->  string_codes(Format, Codes)
    ;   atom(Format)
    ->  atom_codes(Format, Codes)
    ).

'$wf_run'([], _) :- !.
'$wf_run'([0'%, A|Cs], Args) :-
    '$wf_action'(A, Args, Args1),
    !,
    '$wf_run'(Cs, Args1).
'$wf_run'([0'%, D|Cs], [Arg|Args]) :-
    D >= 0'0, D =< 0'9,
    '$wf_digits'(3, [D|Cs], Ds, [J|Cs1]),
    '$wf_justify'(J, Just),
    !,
    number_codes(Size, Ds),
    '$wf_pad'(Arg, Size, Just),
    '$wf_run'(Cs1, Args).
'$wf_run'([0'\\, C|Cs], Args) :-
    '$wf_special'(C, Code),
    !,
    '$wf_put'(Code),
    '$wf_run'(Cs, Args).
'$wf_run'([0'\\|Cs], Args) :-
    '$wf_digits'(3, Cs, Ds, Cs1),
    Ds = [_|_],
    number_codes(Code, Ds),
    Code < 128,
    !,
    '$wf_put'(Code),
    '$wf_run'(Cs1, Args).
'$wf_run'([C|Cs], Args) :-
    '$wf_put'(C),
    '$wf_run'(Cs, Args).

'$wf_put'(C) :-
    char_code(Ch, C),
    put_char(Ch).

'$wf_action'(0'w, [X|Args], Args) :- write(X).
'$wf_action'(0'q, [X|Args], Args) :- writeq(X).
'$wf_action'(0'p, [X|Args], Args) :- print(X).
'$wf_action'(0't, [X|Args], Args) :- print(X).
'$wf_action'(0'd, [X|Args], Args) :- write_canonical(X).
'$wf_action'(0'n, [C|Args], Args) :- '$wf_put'(C).
'$wf_action'(0's, [S|Args], Args) :- '$wf_put_codes'(S).
'$wf_action'(0'f, Args, Args) :- flush_output.
'$wf_action'(0'r, [X, N|Args], Args) :- forall(between(1, N, _), write(X)).

'$wf_put_codes'([]).
'$wf_put_codes'([C|Cs]) :-
    '$wf_put'(C),
    '$wf_put_codes'(Cs).

'$wf_special'(0'n, 10).
'$wf_special'(0'l, 10).
'$wf_special'(0'r, 10).
'$wf_special'(0't, 9).
'$wf_special'(0'\\, 0'\\).
'$wf_special'(0'%, 0'%).

%   Up to Max decimal digits.
'$wf_digits'(Max, [D|Cs], [D|Ds], Rest) :-
    Max > 0,
    integer(D), D >= 0'0, D =< 0'9,
    !,
    Max1 is Max - 1,
    '$wf_digits'(Max1, Cs, Ds, Rest).
'$wf_digits'(_, Cs, [], Cs).

'$wf_justify'(0'l, l).
'$wf_justify'(0'r, r).
'$wf_justify'(0'c, c).
'$wf_justify'(0'L, l).
'$wf_justify'(0'R, r).
'$wf_justify'(0'C, c).

%   A code list of printable ASCII (or tab, newline) is written as its
%   text.
'$wf_pad'(X, Size, Just) :-
    (   X \== [], '$wf_printable'(X)
    ->  atom_codes(A, X)
    ;   X == []
    ->  A = ''
    ;   A = X
    ),
    format(string(S), '~w', [A]),
    string_length(S, Len),
    (   Just == l
    ->  Left = 0,
        Right is max(1, Size - Len)
    ;   Just == r
    ->  Left is max(1, Size - Len),
        Right = 0
    ;   Left is max(1, round((Size - Len) / 2)),
        Right is max(1, Size - Len - Left)
    ),
    tab(Left),
    write(S),
    tab(Right).

'$wf_printable'(L) :-
    is_list(L),
    forall(member(C, L),
           ( integer(C), ( C == 9 ; C == 10 ; between(32, 126, C) ) )).
