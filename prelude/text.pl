% Text predicates with several solutions, on top of the '$...' primitives
% in src/builtins/text/. Each primitive settles the deterministic case
% itself (R = true) or returns the list of solutions as s(...) terms.

atom_concat(A, B, C) :-
    '$atom_concat'(A, B, C, R),
    (   R == true -> true ; member(s(A, B), R) ).

string_concat(A, B, C) :-
    '$string_concat'(A, B, C, R),
    (   R == true -> true ; member(s(A, B), R) ).

text_concat(A, B, C) :-
    '$text_concat'(A, B, C, R),
    (   R == true -> true ; member(s(A, B), R) ).

string_code(I, S, C) :-
    '$string_code'(I, S, C, R),
    (   R == true -> true ; member(s(I, C), R) ).

%   text_to_string(+Text, -String): an atom, string, number-free code or
%   char list as a string.
text_to_string(T, S) :-
    (   var(T)
    ->  throw(error(instantiation_error, context(system:text_to_string/2, _)))
    ;   string(T) -> S = T
    ;   atom(T) -> atom_string(T, S)
    ;   T == [] -> S = ""
    ;   is_list(T), T = [C|_], integer(C) -> string_codes(S0, T), S = S0
    ;   is_list(T), T = [C|_], atom(C) -> string_chars(S0, T), S = S0
    ;   throw(error(type_error(text, T), context(system:text_to_string/2, _)))
    ).

%   normalize_space(+Out, +Text): the words of Text (split at white
%   space) joined by single spaces, written to Out as with_output_to/2
%   and format/3 do: atom(A), string(S), codes(Cs), codes(Cs, T),
%   chars(Cs), chars(Cs, T).  Text must be atomic, as SWI's: a list,
%   even of codes, is type_error(atomic, Text).
normalize_space(Out, Text) :-
    (   var(Out)
    ->  throw(error(instantiation_error, context(system:normalize_space/2, _)))
    ;   var(Text)
    ->  throw(error(instantiation_error, context(system:normalize_space/2, _)))
    ;   Text == []
    ->  throw(error(type_error(atom, []), context(system:normalize_space/2, _)))
    ;   atomic(Text)
    ->  true
    ;   throw(error(type_error(atomic, Text), context(system:normalize_space/2, _)))
    ),
    atom_string(Text, String),
    split_string(String, " \t\n\r\v\f", " \t\n\r\v\f", Parts),
    '$text_words'(Parts, Words),
    atomic_list_concat(Words, ' ', A),
    format(Out, '~w', [A]).

'$text_words'([], []).
'$text_words'([P|Ps], Ws) :-
    (   P == "" -> Ws = Ws1 ; Ws = [P|Ws1] ),
    '$text_words'(Ps, Ws1).


atomics_to_string(L, S) :-
    atomic_list_concat(L, A),
    atom_string(A, S).

sformat(S, F, Args) :- format(string(S), F, Args).
sformat(S, F) :- format(string(S), F, []).
