/*  dcg_basics.pl -- library(dcg/basics): grammar rules for parsing (and
    some generating) text held as code lists.  Written from SWI-Prolog's
    documentation and checked against SWI-Prolog 9 by the dcg engine
    cases.  The public non-terminals are thin wrappers and call each
    other only through the '$dcgb_' ones (from before modules, which now
    keep a program's own digit//1 from changing integer//1 anyway).
*/

:- module(dcg_basics,
          [ blank//0, blanks//0, white//0, whites//0, nonblank//1,
            nonblanks//1, blanks_to_nl//0, eol//0, eos//0, remainder//1,
            alpha_to_lower//1, digit//1, digits//1, integer//1, float//1,
            number//1, xdigit//1, xdigits//1, xinteger//1, csym//1, csyms//1,
            prolog_symbol//1, string//1, string_without//2, atom//1
          ]).

blank --> [C], { nonvar(C), code_type(C, space) }.

blanks --> '$dcgb_blanks'.

'$dcgb_blanks' --> [C], { nonvar(C), code_type(C, space) }, !, '$dcgb_blanks'.
'$dcgb_blanks' --> [].

white --> [C], { nonvar(C), code_type(C, white) }.

whites --> [C], { nonvar(C), code_type(C, white) }, !, whites.
whites --> [].

nonblank(C) --> [C], { code_type(C, graph) }.

nonblanks([C|Cs]) --> [C], { code_type(C, graph) }, !, nonblanks(Cs).
nonblanks([]) --> [].

%   blanks_to_nl: blanks up to and including a newline, or to the end.
blanks_to_nl --> [0'\n], !.
blanks_to_nl --> [C], { nonvar(C), code_type(C, space) }, !, blanks_to_nl.
blanks_to_nl --> '$dcgb_eos'.

%   string(-Codes): any prefix, shortest first.
string([]) --> [].
string([C|Cs]) --> [C], string(Cs).

%   string_without(+End, -Codes): the longest prefix without a code of
%   End (a code list or a string).
string_without(End, Codes, S0, S) :-
    (   string(End) -> string_codes(End, Ends) ; Ends = End ),
    '$dcgb_without'(S0, Ends, Codes, S).

'$dcgb_without'(S0, Ends, Codes, S) :-
    (   nonvar(S0), S0 = [C|S1], \+ memberchk(C, Ends)
    ->  Codes = [C|Cs],
        '$dcgb_without'(S1, Ends, Cs, S)
    ;   Codes = [], S = S0
    ).

remainder(Rest, Rest, []).

eos --> '$dcgb_eos'.

'$dcgb_eos'([], []).

eol --> [0'\n], !.
eol --> [0'\r, 0'\n], !.
eol --> '$dcgb_eos'.

digit(C) --> [C], { code_type(C, digit) }.

digits(Ds) --> '$dcgb_digits'(Ds).

'$dcgb_digits'([D|Ds]) --> [D], { code_type(D, digit) }, !, '$dcgb_digits'(Ds).
'$dcgb_digits'([]) --> [].

'$dcgb_digits1'([D|Ds]) --> [D], { code_type(D, digit) }, '$dcgb_digits'(Ds).

%   integer(?I): an optionally signed integer; written out when bound
%   (anything bound is written with ~d, as in SWI: integer(x) raises).
integer(I, S0, S) :-
    nonvar(I), !,
    format(codes(S0, S), '~d', [I]).
integer(I) -->
    '$dcgb_sign'(Sign),
    '$dcgb_digits1'(Ds),
    { '$dcgb_signed'(Sign, Ds, Cs), number_codes(I, Cs) }.

'$dcgb_sign'(0'-) --> [0'-], !.
'$dcgb_sign'(0'+) --> [0'+], !.
'$dcgb_sign'(none) --> [].

'$dcgb_signed'(0'-, Ds, [0'-|Ds]) :- !.
'$dcgb_signed'(_, Ds, Ds).

%   float(?F): a number with a fraction or an exponent (or both).
float(F, S0, S) :-
    float(F), !,
    format(codes(S0, S), '~w', [F]).
float(F, _, _) :-
    nonvar(F), !,
    (   number(F)
    ->  fail
    ;   throw(error(type_error(number, F), _))
    ).
float(F) -->
    '$dcgb_number'(Cs, true),
    { number_codes(F, Cs) }.

%   number(?N): an integer or a float.
number(N, S0, S) :-
    number(N), !,
    format(codes(S0, S), '~w', [N]).
number(N, _, _) :-
    nonvar(N), !,
    throw(error(type_error(number, N), _)).
number(N) -->
    '$dcgb_number'(Cs, _),
    { number_codes(N, Cs) }.

%   '$dcgb_number'(-Codes, -IsFloat): the text of a number, normalised
%   so number_codes/2 reads it (1e5 is read as 1.0e5).
'$dcgb_number'(Cs, IsFloat) -->
    '$dcgb_sign'(Sign),
    '$dcgb_digits1'(Int),
    '$dcgb_fraction'(Frac, F1),
    '$dcgb_exponent'(Exp, F2),
    {   ( F1 == true ; F2 == true ) -> IsFloat = true ; IsFloat = false },
    {   F1 == false, F2 == true -> Frac1 = [0'., 0'0] ; Frac1 = Frac },
    {   '$dcgb_signed'(Sign, Int, Cs0),
        append(Cs0, Frac1, Cs1),
        append(Cs1, Exp, Cs)
    }.

'$dcgb_fraction'([0'., D|Ds], true) -->
    [0'., D], { code_type(D, digit) }, !,
    '$dcgb_digits'(Ds).
'$dcgb_fraction'([], false) --> [].

'$dcgb_exponent'([0'e|Cs], true) -->
    [E], { E == 0'e ; E == 0'E },
    '$dcgb_sign'(Sign),
    '$dcgb_digits1'(Ds), !,
    { '$dcgb_signed'(Sign, Ds, Cs) }.
'$dcgb_exponent'([], false) --> [].

%   xinteger(?I): an unsigned hexadecimal integer.
xinteger(I, S0, S) :-
    integer(I), !,
    format(codes(S0, S), '~16r', [I]).
xinteger(I) -->
    '$dcgb_xdigit'(W),
    '$dcgb_xdigits'(Ws),
    { '$dcgb_xvalue'([W|Ws], 0, I) }.

'$dcgb_xvalue'([], I, I).
'$dcgb_xvalue'([W|Ws], I0, I) :-
    I1 is I0 * 16 + W,
    '$dcgb_xvalue'(Ws, I1, I).

xdigit(W) --> '$dcgb_xdigit'(W).

'$dcgb_xdigit'(W, S0, S) :-
    (   var(S0), integer(W)
    ->  ( W < 10 -> C is 0'0 + W ; C is 0'a + W - 10 ),
        S0 = [C|S]
    ;   S0 = [C|S],
        code_type(C, xdigit(W))
    ).

xdigits(Ws) --> '$dcgb_xdigits'(Ws).

'$dcgb_xdigits'([W|Ws]) --> '$dcgb_xdigit'(W), !, '$dcgb_xdigits'(Ws).
'$dcgb_xdigits'([]) --> [].

%   alpha_to_lower(?L): a letter, as lower case; writes L when the text
%   is unbound.
alpha_to_lower(L, S0, S) :-
    (   var(S0)
    ->  S0 = [L|S]
    ;   S0 = [C|S],
        code_type(C, alpha),
        \+ code_type(C, digit(_)),
        C \== 0'_,
        (   code_type(C, upper(Lower)) -> L = Lower ; L = C )
    ).

%   prolog_symbol(?Name): a sequence of symbol characters, as an atom.
prolog_symbol(Name, S0, S) :-
    atom(Name), var(S0), !,
    atom_codes(Name, Cs),
    append(Cs, S, S0).
prolog_symbol(Name) -->
    '$dcgb_symbol_char'(C),
    '$dcgb_symbol_chars'(Cs),
    { atom_codes(Name, [C|Cs]) }.

'$dcgb_symbol_chars'([C|Cs]) --> '$dcgb_symbol_char'(C), !, '$dcgb_symbol_chars'(Cs).
'$dcgb_symbol_chars'([]) --> [].

'$dcgb_symbol_char'(C) --> [C], { nonvar(C), memberchk(C, `#$&*+-./:<=>?@\\^~`) }.

%   csym(?Name): a C identifier, as an atom.
csym(Name, S0, S) :-
    atom(Name), var(S0), !,
    atom_codes(Name, Cs),
    append(Cs, S, S0).
csym(Name) -->
    [C], { nonvar(C), code_type(C, csymf) },
    csyms(Cs),
    { atom_codes(Name, [C|Cs]) }.

csyms([C|Cs]) --> [C], { code_type(C, csym) }, !, csyms(Cs).
csyms([]) --> [].

%   atom(++A): writes A.
atom(A, S0, S) :-
    format(codes(S0, S), '~w', [A]).
