% term_to_atom/2, term_string/2 and write_term/2 with
% character_escapes(false) double a quote inside quotes ('don''t') and
% the backslash, and write every other character as it is, as SWI does;
% writeq/1, print/1 and format's ~q escape ('don\'t').  Differential
% fuzzer, seed 7777 case 58 (issue 10).
main :-
    forall(member(T, ['don''t', f('it''s', "a\nb", 'x\ty'), 'a\\b',
                      "str'q", "q\"x", [a, 'B'|'c d']]),
           ( term_to_atom(T, A), writeq(A), nl,
             term_string(T, S), writeq(S), nl,
             with_output_to(string(W),
                            write_term(T, [quoted(true), character_escapes(false)])),
             writeq(W), nl,
             with_output_to(string(U),
                            write_term(T, [quoted(true), character_escapes_unicode(true),
                                           character_escapes(false)])),
             writeq(U), nl,
             format(atom(F), "~q", [T]), writeq(F), nl
           )),
    term_to_atom(X, 'f(''it''''s'')'), writeq(X), nl.
