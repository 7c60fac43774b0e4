% Issue 10: text arguments that are not text get SWI's error.  The
% term-reading predicates say type_error(text, _), split_string/4 too
% for a list that is not a code list, and normalize_space/2 takes only
% atomic text.
t(G) :-
    catch(( call(G) -> R = yes ; R = no ), error(F, _), R = error(F)),
    \+ \+ ( numbervars(R, 0, _), print(R) ),
    nl.

main :-
    t(atom_to_term(f(x), _, _)),
    t(atom_to_term([0'a|foo], _, _)),
    t(read_term_from_atom(f(x), _, [])),
    t(term_to_atom(_, f(x))),
    t(term_to_atom(_, [0'a|foo])),
    t(term_string(_, f(x))),
    t(split_string([0'a|foo], "", "", _)),
    t(split_string([0'a|_], "", "", _)),
    t(split_string([a, 0'b], "", "", _)),
    t(normalize_space(atom(_), [0'a|foo])),
    t(normalize_space(atom(_), f(x))),
    t(normalize_space(atom(_), [0'a|_])),
    t(normalize_space(atom(_), [a, b])),
    t(normalize_space(atom(_), [0'a, 0' , 0'b])),
    t(normalize_space(atom(_), _)),
    t(normalize_space(atom(_), [])),
    t((normalize_space(atom(A), 1.5), A == '1.5')),
    t((normalize_space(atom(B), "x  y"), B == 'x y')).
