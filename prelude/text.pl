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

sub_atom(Atom, B, L, A, Sub) :-
    '$sub_atom'(Atom, B, L, A, Sub, R),
    (   R == true -> true ; member(s(B, L, A, Sub), R) ).

sub_string(String, B, L, A, Sub) :-
    '$sub_string'(String, B, L, A, Sub, R),
    (   R == true -> true ; member(s(B, L, A, Sub), R) ).

string_code(I, S, C) :-
    '$string_code'(I, S, C, R),
    (   R == true -> true ; member(s(I, C), R) ).

char_type(C, T) :-
    '$char_type'(C, T, R),
    (   R == true -> true ; member(s(C, T), R) ).

code_type(C, T) :-
    '$code_type'(C, T, R),
    (   R == true -> true ; member(s(C, T), R) ).
