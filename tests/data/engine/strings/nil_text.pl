% Issue 14: the empty list [] is no text to most text builtins (SWI 7
% answers type_error(atom, []) and the like), though a few read it as
% "" ; the atom '[]' is ordinary text. Found by the fuzzer.
t(G) :- catch((G -> writeq(yes(G)) ; writeq(no)), error(E, _), writeq(E)), nl.
main :-
    t(atom_concat(_, _, [])), t(atom_concat(a, [], _)), t(atom_concat([], a, _)),
    t(atom_concat(_, a, [])), t(string_concat([], a, _)), t(string_concat(_, _, [])),
    t(string_concat([], [], _)), t(atom_concat('[]', a, _)), t(atom_concat(_, _, '[]')),
    t(upcase_atom([], _)), t(downcase_atom([], _)), t(upcase_atom(a, [])),
    t(string_upper([], _)), t(string_lower([], _)),
    t(atom_number([], _)), t(atom_number(_, [])),
    t(sub_atom([], _, _, _, _)), t(sub_string([], _, _, _, _)),
    t(sub_string("abc", _, _, _, [])), t(sub_atom(abc, _, _, _, [])),
    t(string_length([], _)), t(string_chars([], _)), t(string_codes([], _)),
    t(string_to_atom([], _)), t(string_to_atom(_, [])), t(number_codes(_, [])),
    t(atom_chars(_, [])), t(atom_string(_, [])), t(split_string([], "", "", _)),
    t(string_code(1, [], _)), t(char_code([], _)), t(atom_length([], _)),
    t(atomic_list_concat([a, '[]'], _)), t(atomic_list_concat(_, ',', [])),
    t(atomic_list_concat([], ',', _)), t(atomic_list_concat([], _)),
    t(atomic_list_concat(_, [], abc)), t(atomic_list_concat([a, b], [], _)),
    t(split_string("a", [], [], _)), t(format(atom(_), "~a", ['[]'])).
