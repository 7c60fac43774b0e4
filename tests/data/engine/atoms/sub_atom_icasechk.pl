% sub_atom_icasechk/3 (issue 14): Needle, in lower case, found in
% Haystack ignoring the case of Haystack's characters, as SWI does.
t(G) :- catch(( call(G) -> print(G) ; print(no) ), error(E, _), print(error(E))), nl.

main :-
    t(sub_atom_icasechk('Hello World', _, world)),
    t(sub_atom_icasechk('Hello World', 0, hello)),
    t(sub_atom_icasechk('Hello World', 1, hello)),
    t(sub_atom_icasechk('Hello World', _, xyz)),
    t(sub_atom_icasechk(abcabc, _, c)),
    t(sub_atom_icasechk(abcABC, _, c)),
    t(sub_atom_icasechk(abcABC, _, 'C')),
    t(sub_atom_icasechk('xAx', _, a)),
    t(sub_atom_icasechk(xax, _, 'A')),
    t(sub_atom_icasechk("A String", _, "string")),
    t(sub_atom_icasechk(abc, _, '')),
    t(sub_atom_icasechk(abc, 3, '')),
    t(sub_atom_icasechk(abc, 4, '')),
    t(sub_atom_icasechk(123, _, '2')),
    t(sub_atom_icasechk(_, _, a)),
    t(sub_atom_icasechk(abc, _, _)),
    t(sub_atom_icasechk(f(x), _, a)).
