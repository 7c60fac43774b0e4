% Text with no term reads as end_of_file; terms are written quoted with
% '$VAR'(N) as is; variable_names(V) in term_string/3 and
% read_term_from_atom/3 (found by review, issue 5).
main :-
    term_to_atom(T1, ''), print(T1), nl,
    term_string(T2, "  "), print(T2), nl,
    atom_to_term('', T3, B3), print(T3-B3), nl,
    read_term_from_atom('', T4, []), print(T4), nl,
    term_to_atom(f('$VAR'(1), 'A', "s"), A5), print(A5), nl,
    term_string('$VAR'(2), S6), print(S6), nl,
    term_string(T7, "f(X,Y,X)", [variable_names(V7)]), \+ \+ ( numbervars(T7-V7, 0, _), print(T7-V7), nl ),
    read_term_from_atom('g(A,_B)', T8, [variable_names(V8)]), \+ \+ ( numbervars(T8-V8, 0, _), print(T8-V8), nl ),
    term_string(T9, "h(Z)", []), \+ \+ ( numbervars(T9, 0, _), print(T9), nl ).
