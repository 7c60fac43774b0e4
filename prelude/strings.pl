/*  strings.pl -- library(strings) of SWI-Prolog 9.0: dedent_lines/3,
    indent_lines/3,4, interpolate_string/4, string_lines/2.

    Lines are separated by "\n".  The `{|string(X)||...|}` quasi
    quotations (string/4) are not supported: zebralog's reader has no
    quasi quotations.  SWI 9.0 has no split_lines/2 either.
    interpolate_string/4 runs a `{@Goal}` (with the option goals(true))
    under with_output_to/2, as SWI does with format's `~@`.  Helpers are
    named '$str_...'.
*/

:- module(strings,
          [ dedent_lines/3, indent_lines/3, indent_lines/4,
            interpolate_string/4, string_lines/2
          ]).

:- meta_predicate
    indent_lines(1, +, +, -).

%   string_lines(?String, ?Lines): String is the lines, each ended by a
%   newline.  From a string, a missing final newline is tolerated.
string_lines(String, Lines) :-
    (   var(String)
    ->  must_be(list, Lines),
        append(Lines, [""], Lines1),
        atomic_list_concat(Lines1, '\n', A),
        atom_string(A, String)
    ;   split_string(String, "\n", "", Parts),
        (   append(Lines0, [""], Parts)
        ->  Lines = Lines0
        ;   Lines = Parts
        )
    ).

%   dedent_lines(+In, -Out, +Options): the indentation all non-blank
%   lines share removed.  Options: tab(N) (tabs stop every N columns;
%   without it only the same characters count as the same indentation)
%   and chars(Chars), the characters of indentation (" \t").
dedent_lines(In, Out, Options) :-
    option(tab(Tab), Options, 0),
    option(chars(Chars), Options, " \t"),
    string_codes(Chars, SepCodes),
    split_string(In, "\n", "", Lines),
    (   Tab =:= 0
    ->  '$str_common_prefix'(Lines, SepCodes, Indent)
    ;   '$str_common_width'(Lines, SepCodes, Tab, Indent)
    ),
    (   var(Indent)
    ->  length(Lines, N),
        NL is N - 1,
        length(Nls, NL),
        maplist(=(0'\n), Nls),
        string_codes(Out, Nls)
    ;   maplist('$str_dedent'(Tab, Indent), Lines, Dedented),
        atomic_list_concat(Dedented, '\n', A),
        atom_string(A, Out)
    ).

%   The longest indentation (a code list) every line that is not blank
%   starts with; unbound if all are blank.
'$str_common_prefix'([], _, _).
'$str_common_prefix'([L|Ls], Sep, Indent) :-
    string_codes(L, Cs),
    (   '$str_indent'(Cs, Sep, I)
    ->  '$str_common_prefix'(Ls, Sep, Indent0),
        (   var(Indent0)
        ->  Indent = I
        ;   '$str_shared'(I, Indent0, Indent)
        )
    ;   '$str_common_prefix'(Ls, Sep, Indent)
    ).

%   The leading separator codes of a line; fails if there is nothing
%   else on it.
'$str_indent'([C|Cs], Sep, I) :-
    (   memberchk(C, Sep)
    ->  I = [C|I1],
        '$str_indent'(Cs, Sep, I1)
    ;   I = []
    ).

'$str_shared'([X|Xs], [Y|Ys], S) :-
    X == Y,
    !,
    S = [X|S1],
    '$str_shared'(Xs, Ys, S1).
'$str_shared'(_, _, []).

'$str_common_width'([], _, _, _).
'$str_common_width'([L|Ls], Sep, Tab, Indent) :-
    string_codes(L, Cs),
    '$str_common_width'(Ls, Sep, Tab, Indent0),
    (   '$str_width'(Cs, Sep, Tab, 0, W)
    ->  (   var(Indent0)
        ->  Indent = W
        ;   Indent is min(W, Indent0)
        )
    ;   Indent = Indent0
    ).

'$str_width'([C|Cs], Sep, Tab, W0, W) :-
    (   memberchk(C, Sep)
    ->  '$str_column'(C, W0, Tab, W1),
        '$str_width'(Cs, Sep, Tab, W1, W)
    ;   W = W0
    ).

'$str_column'(0'\t, W0, Tab, W) :-
    Tab > 0,
    !,
    W is ((W0 + Tab) // Tab) * Tab.
'$str_column'(_, W0, _, W) :-
    W is W0 + 1.

'$str_dedent'(0, Indent, Line, Out) :-
    !,
    string_codes(Line, Cs),
    (   append(Indent, Rest, Cs)
    ->  string_codes(Out, Rest)
    ;   Out = ""
    ).
'$str_dedent'(Tab, Indent, Line, Out) :-
    string_codes(Line, Cs),
    '$str_drop_width'(Cs, 0, Indent, Tab, Rest),
    string_codes(Out, Rest).

'$str_drop_width'(Cs, Here, Indent, Tab, Rest) :-
    (   Here =:= Indent
    ->  Rest = Cs
    ;   Here > Indent
    ->  N is Here - Indent,
        length(Sp, N),
        maplist(=(0' ), Sp),
        append(Sp, Cs, Rest)
    ;   Cs = [C|Cs1]
    ->  '$str_column'(C, Here, Tab, Here1),
        '$str_drop_width'(Cs1, Here1, Indent, Tab, Rest)
    ;   Rest = []
    ).

%   indent_lines(+Prefix, +In, -Out): Prefix added to each line that is
%   not blank.
indent_lines(Prefix, In, Out) :-
    indent_lines('$str_not_blank', Prefix, In, Out).

%   indent_lines(:Filter, +Prefix, +In, -Out): Prefix added to the lines
%   Filter accepts; a final newline stays.
indent_lines(Filter, Prefix, In, Out) :-
    split_string(In, "\n", "", Parts),
    (   append(Lines, [""], Parts)
    ->  maplist('$str_prefix'(Filter, Prefix), Lines, Done0),
        append(Done0, [""], Done)
    ;   maplist('$str_prefix'(Filter, Prefix), Parts, Done)
    ),
    atomic_list_concat(Done, '\n', A),
    atom_string(A, Out).

'$str_not_blank'(Line) :-
    \+ split_string(Line, "", " \t", [""]).

'$str_prefix'(Filter, Prefix, Line, Out) :-
    (   call(Filter, Line)
    ->  atomic_list_concat([Prefix, Line], A),
        atom_string(A, Out)
    ;   Out = Line
    ).

%   interpolate_string(+In, -Out, +Map, +Options): {Name} replaced by the
%   Value of Name=Value in Map (written with write/1; an existence error
%   if there is none), {Name,Default} by Default then, and {@Goal} by
%   Goal's output if Options has goals(true).  Another "{" stays.
interpolate_string(In, Out, Map, Options) :-
    string_codes(In, Cs),
    '$str_interpolate'(Cs, Map, Options, Parts),
    atomic_list_concat(Parts, A),
    atom_string(A, Out).

'$str_interpolate'([], _, _, []) :- !.
'$str_interpolate'(Cs, Map, Options, Parts) :-
    '$str_literal'(Cs, Lit, Rest),
    (   Lit == []
    ->  Parts = Parts1
    ;   string_codes(S, Lit),
        Parts = [S|Parts1]
    ),
    (   Rest = [0'{|After]
    ->  (   '$str_pattern'(After, Options, Pattern, Rest1)
        ->  '$str_fill'(Pattern, Map, Part),
            Parts1 = [Part|Parts2],
            '$str_interpolate'(Rest1, Map, Options, Parts2)
        ;   Parts1 = ["{"|Parts2],
            '$str_interpolate'(After, Map, Options, Parts2)
        )
    ;   Parts1 = []
    ).

'$str_literal'([], [], []).
'$str_literal'([C|Cs], Lit, Rest) :-
    (   C == 0'{
    ->  Lit = [],
        Rest = [C|Cs]
    ;   Lit = [C|Lit1],
        '$str_literal'(Cs, Lit1, Rest)
    ).

'$str_pattern'([0'@|Cs], Options, goal(Goal), Rest) :-
    option(goals(true), Options, false),
    !,
    '$str_upto_brace'(Cs, GoalCs, Rest),
    string_codes(GoalS, GoalCs),
    term_string(Goal, GoalS).
'$str_pattern'([C|Cs], _, Pattern, Rest) :-
    code_type(C, prolog_var_start),
    '$str_name_rest'(Cs, NameCs, Cs1),
    atom_codes(Name, [C|NameCs]),
    (   Cs1 = [0'}|Rest]
    ->  Pattern = var(Name)
    ;   Cs1 = [0',|Cs2],
        '$str_upto_brace'(Cs2, DefCs, Rest),
        string_codes(Default, DefCs),
        Pattern = var(Name, Default)
    ).

'$str_name_rest'([C|Cs], [C|Ns], Rest) :-
    code_type(C, prolog_identifier_continue),
    !,
    '$str_name_rest'(Cs, Ns, Rest).
'$str_name_rest'(Cs, [], Cs).

'$str_upto_brace'([C|Cs], Taken, Rest) :-
    (   C == 0'}
    ->  Taken = [],
        Rest = Cs
    ;   Taken = [C|Taken1],
        '$str_upto_brace'(Cs, Taken1, Rest)
    ).

'$str_fill'(var(Name), Map, Out) :-
    (   memberchk(Name = Value, Map)
    ->  format(string(Out), '~w', Value)
    ;   throw(error(existence_error(template_var, Name), _))
    ).
'$str_fill'(var(Name, Default), Map, Out) :-
    (   memberchk(Name = Value, Map)
    ->  true
    ;   Value = Default
    ),
    format(string(Out), '~w', Value).
'$str_fill'(goal(Goal), _, Out) :-
    with_output_to(string(Out), Goal).
