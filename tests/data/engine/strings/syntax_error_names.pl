% The formal term of a syntax error, as SWI names it: a comma or bar where
% an operand should start is quoted_punctuation, a closing bracket there
% cannot_start_term, a comma or bar after the tail of a list list_rest,
% and an operator priority clash operator_clash.  Found by the
% differential fuzzer (seed 7777 case 1157: atom_to_term("a,b,,c", T, _)).
t(G) :- catch((G, writeq(yes(G))), error(E, _), writeq(E)), nl.

main :-
    forall(member(A, ['a,b,,c', ',', 'f(,)', 'f(a,,b)', '[a,,b]', '(,)', '|',
                      'a, |', '[,]', '{,}', 'a:- ,b', 'f(|)',
                      'f(a,)', ')', 'a,)', 'f(a]',
                      '[a|b,c]', '[a|b|c]',
                      ':- :- a', 'a :- b :- c',
                      'a b', 'f(a)(b)']),
           t(atom_to_term(A, _, _))),
    t(term_to_atom(_, 'f(,)')),
    t(term_string(_, "a,,b")),
    t(read_term_from_atom('[a|b|c]', _, [])).
