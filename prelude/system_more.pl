/*  system_more.pl -- SWI-Prolog builtins that zebralog writes in
    Prolog and autoloads: findnsols/4,5, name/2, abolish/2,
    sub_atom_icasechk/3, tmp_file_stream/3, and the old names
    ttyflush/0 and string_to_list/2 older programs use.  Helpers are named
    '$sm_...'.
*/

:- module('$system_more',
          [ findnsols/4, findnsols/5, name/2, abolish/2,
            sub_atom_icasechk/3, tmp_file_stream/3, ttyflush/0,
            string_to_list/2
          ]).

:- meta_predicate
    findnsols(+, ?, 0, -),
    findnsols(+, ?, 0, -, ?),
    abolish(:, +).

findnsols(N, Template, Goal, List) :-
    findnsols(N, Template, Goal, List, []).

%   findnsols(+N, @Template, :Goal, -List, ?Tail): as findall/4, but for
%   at most N solutions; the next N come on backtracking.  A chunk ends
%   early where Goal ends; when its last solution leaves no choicepoint,
%   no empty chunk follows (as in SWI).
findnsols(N, Template, Goal, List, Tail) :-
    (   var(N)
    ->  throw(error(instantiation_error, _))
    ;   integer(N)
    ->  (   N < 0
        ->  throw(error(domain_error(not_less_than_zero, N),
                        _))
        ;   true
        )
    ;   throw(error(type_error(integer, N), _))
    ),
    (   var(Goal)
    ->  throw(error(instantiation_error, _))
    ;   callable(Goal)
    ->  true
    ;   throw(error(type_error(callable, Goal), _))
    ),
    (   N =:= 0
    ->  List = Tail
    ;   % The goal runs on a copy, so no answer binds the caller's
        % variables (as in SWI).
        copy_term(Template+Goal, Templ+G),
        State = '$sm_bag'([], 0),
        '$sm_chunk'(N, Templ, G, State, Bag, Last),
        (   Last == true
        ->  !
        ;   true
        ),
        '$sm_append_reversed'(Bag, Tail, List)
    ).

%   Each solution is a chunk: N more solutions, or the rest of them.
'$sm_chunk'(N, Template, Goal, State, Bag, Last) :-
    (   call_cleanup(Goal, Det = true),
        arg(1, State, B0),
        nb_setarg(1, State, [Template|B0]),
        arg(2, State, C0),
        C is C0 + 1,
        nb_setarg(2, State, C),
        (   C =:= N
        ->  true
        ;   Det == true
        ),
        Last = Det
    ;   Last = true
    ),
    arg(1, State, Bag),
    nb_setarg(1, State, []),
    nb_setarg(2, State, 0).

'$sm_append_reversed'([], L, L).
'$sm_append_reversed'([X|Xs], L0, L) :-
    '$sm_append_reversed'(Xs, [X|L0], L).

%   name(?Atomic, ?Codes): the codes of an atom, number or string; from
%   codes, the number they spell if they do (with no leading layout),
%   else the atom.  Given both, the codes are read as a number too, so
%   name(42, "042") holds, as in SWI.
name(X, Codes) :-
    (   var(X)
    ->  (   var(Codes)
        ->  throw(error(instantiation_error, context(system:name/2, _)))
        ;   '$sm_number_codes'(Codes, N)
        ->  X = N
        ;   atom_codes(X, Codes)
        )
    ;   X == []
    ->  throw(error(type_error(atomic, X), context(system:name/2, _)))
    ;   \+ atomic(X)
    ->  throw(error(type_error(atomic, X), context(system:name/2, _)))
    ;   number(X), ground(Codes), '$sm_number_codes'(Codes, N)
    ->  X =:= N, X == N
    ;   number(X)
    ->  number_codes(X, Codes)
    ;   string(X)
    ->  string_codes(X, Codes)
    ;   atom_codes(X, Codes)
    ).

'$sm_number_codes'(Text, N) :-
    (   string(Text)
    ->  string_codes(Text, Codes)
    ;   Codes = Text
    ),
    Codes = [C|_],
    integer(C),
    \+ code_type(C, space),
    catch(number_codes(N, Codes), error(syntax_error(_), _), fail).

%   abolish(+Name, +Arity): abolish(Name/Arity).
abolish(M:Name, Arity) :-
    (   ( var(Name) ; var(Arity) )
    ->  throw(error(instantiation_error, context(system:abolish/2, _)))
    ;   integer(Arity)
    ->  abolish(M:(Name/Arity))
    ;   throw(error(type_error(integer, Arity), context(system:abolish/2, _)))
    ).

%   sub_atom_icasechk(+Haystack, ?Start, +Needle): Needle, taken to be in
%   lower case, is in Haystack at Start (the first place if unbound),
%   each character of Haystack matching as it is or in lower case, as
%   SWI's does.
sub_atom_icasechk(Haystack, Start, Needle) :-
    '$sm_text_codes'(Haystack, Hs),
    '$sm_text_codes'(Needle, Ns),
    (   integer(Start)
    ->  length(Skip, Start),
        append(Skip, Rest, Hs),
        '$sm_icase_prefix'(Ns, Rest)
    ;   '$sm_icase_find'(Hs, Ns, 0, Start)
    ).

'$sm_text_codes'(T, Cs) :-
    (   var(T)
    ->  throw(error(instantiation_error, context(system:sub_atom_icasechk/3, _)))
    ;   atomic(T)
    ->  atom_codes(T, Cs)
    ;   throw(error(type_error(text, T), context(system:sub_atom_icasechk/3, _)))
    ).

'$sm_icase_find'(Hs, Ns, I, Start) :-
    (   '$sm_icase_prefix'(Ns, Hs)
    ->  Start = I
    ;   Hs = [_|Hs1],
        I1 is I + 1,
        '$sm_icase_find'(Hs1, Ns, I1, Start)
    ).

'$sm_icase_prefix'([], _).
'$sm_icase_prefix'([N|Ns], [H|Hs]) :-
    (   H =:= N
    ->  true
    ;   char_code(C, H),
        downcase_atom(C, LC),
        char_code(LC, N)
    ),
    '$sm_icase_prefix'(Ns, Hs).

%   tmp_file_stream(+Encoding, -File, -Stream) or tmp_file_stream(-File,
%   -Stream, +Options): a new temporary file, open for writing (options
%   extension(Ext) and encoding(Enc)).  SWI also deletes it at halt;
%   zebralog does not.
tmp_file_stream(A, B, C) :-
    (   var(A), is_list(C)
    ->  File = A, Stream = B, Options = C
    ;   atom(A)
    ->  File = B, Stream = C, Options = [encoding(A)]
    ;   throw(error(instantiation_error, context(system:tmp_file_stream/3, _)))
    ),
    (   memberchk(extension(Ext), Options) -> true ; Ext = '' ),
    (   memberchk(encoding(Enc), Options), Enc \== binary
    ->  OpenOptions = [encoding(Enc)]
    ;   memberchk(encoding(binary), Options)
    ->  OpenOptions = [type(binary)]
    ;   OpenOptions = []
    ),
    '$tmp_file_name'(Ext, File),
    open(File, write, Stream, OpenOptions).

%   ttyflush: flushes user_output (SWI's old name for it).
ttyflush :-
    flush_output(user_output).

%   string_to_list(?String, ?Codes): string_codes/2, by SWI's deprecated
%   name.
string_to_list(String, Codes) :-
    string_codes(String, Codes).
