% Issue 14: the empty list `[]` and the atom '[]' are distinct (SWI 7+).
t(G) :- ( catch(G, E, (print_message(silent, E), E = error(F, _), writeq(error(F)), nl, fail)) -> writeq(yes(G)), nl ; true ).
main :-
    t([] == '[]'), t([] \== '[]'), t(atom([])), t(atom('[]')), t(atomic([])),
    t(is_list([])), t(is_list('[]')), t(callable('[]')), t(callable([])),
    t(atom_length('[]', _)), t(atom_length([], _)),
    t(atom_codes('[]', _)), t(atom_codes([], _)), t(atom_chars(_, ['[', ']'])),
    t((atom_codes(A1, "[]"), A1 == '[]')), t(atom_string('[]', _)), t(atom_string([], _)),
    t(term_to_atom([], _)), t(term_to_atom('[]', _)), t(term_to_atom(_, '[]')), t(term_to_atom(_, '\'[]\'')),
    t((term_to_atom(T1, '[ ]'), T1 == [])), t((term_to_atom(T2, '\'[]\''), T2 == '[]')),
    t(compare(_, [], '[]')), t(msort(['[]', [], a, '[]'], _)),
    t(length('[]', _)), t(functor('[]', _, _)), t(functor([], _, _)), t('[]' =.. _), t([] =.. _),
    t(atom_to_term('foo([], \'[]\')', _, _)),
    t(sub_atom('[]', _, 1, 0, _)), t(upcase_atom('[]', _)),
    t(atomic_list_concat(['[]', a], _)), t(atomic_list_concat([[], a], _)),
    t(number_codes(_, "[]")),
    t(atom_number('[]', _)), t(char_code(_, 0'[)),
    t(('[]' = X, X == [])), t(_X2 = '[]'(1)), t((functor(F, '[]', 1), F = '[]'(z))),
    t(format("~w ~q ~a ~p|~n", ['[]', '[]', '[]', '[]'])),
    t(format("~w ~q ~a ~p|~n", [[], [], [], []])),
    t((writeq(['[]', [], '[]'(a), f('[]', []), [a|'[]']]), nl)),
    t((print(['[]', []]), nl)), t((write_canonical(['[]', []]), nl)),
    t((write(['[]', []]), nl)),
    t((with_output_to(string(S), writeq('[]')), string_length(S, _))).
