% atomic_list_concat/3 splitting with an empty separator is
% domain_error(non_empty_atom, Sep), with Sep as written and even when
% the atom is unbound, as SWI (zebralog raised instantiation_error;
% differential fuzzer category (g), issue 10).
e(G) :- catch((G -> print(yes(G)) ; print(no)), error(E, _), print(E)), nl.

main :-
    e(atomic_list_concat(_, '', abc)),
    e(atomic_list_concat(_, '', _)),
    e(atomic_list_concat([a, _], '', abc)),
    e(atomic_list_concat(_, "", abc)),
    e(atomic_list_concat([a, _], '', _)),
    e(atomic_list_concat([a, b], '', _)),
    e(atomic_list_concat(_, ',', 'a,b')),
    e(atomic_list_concat(_, _, abc)).
