% Issue 10: builtins walking a cyclic term end with SWI's answer or error
% (arithmetic used to allocate until the process aborted).  Unifying and
% comparing two different cyclic terms is left to the store's unit tests:
% its walks take 16M steps before they guard against cycles (so do the
% occurs check, ground/1 and term_variables/2; copying finds a cycle
% sooner), too slow for a debug build.
:- ensure_loaded(harness).

main :-
    T = f(T),
    U = f(f(U)),
    t(is, _ is T + 1),
    t(is_direct, _ is T),
    t(compare_arith, T < 1),
    t(succ_or_zero, succ(T, _)),
    t(unify_occurs, unify_with_occurs_check(T, U)),
    t(cyclic_term, cyclic_term(T)),
    t(acyclic_term, acyclic_term(T)),
    t(functor, functor(T, f, 1)),
    t(arg, (arg(1, T, A), A = f(_))),
    t(univ, (T =.. [F|_], F == f)),
    t(atom_length, atom_length(T, _)),
    t(atom_codes, atom_codes(T, _)),
    t(char_code, char_code(T, _)),
    t(number_codes, number_codes(T, _)),
    t(atomic_list_concat, atomic_list_concat([a, T], _)),
    t(sub_atom, sub_atom(T, _, _, _, _)),
    t(tab, tab(T)),
    t(format_arg, format(atom(_), "~a", [T])),
    t(format_d, format(atom(_), "~d", [T])),
    t(format_e, format(atom(_), "~e", [T])),
    t(nb_getval_key, nb_setval(T, 1)),
    t(functor_build, functor(_, T, 1)).
