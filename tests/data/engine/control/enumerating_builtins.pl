% sub_atom/5, sub_string/5, between/3 and current_op/3 enumerate one
% solution per retry, in SWI-Prolog's order, and are deterministic on
% their last solution (issue 12).
t(G) :-
    catch(( findall(G, G, L), \+ \+ ( numbervars(L, 0, _), print(L) ) ),
          error(E, _), print(E)),
    nl.

det(G) :-
    call_cleanup(G, Det = true),
    (   Det == true -> print(det) ; print(nondet) ), nl.

main :-
    t(sub_atom(abc, 1, 1, _, _)), t(sub_atom(abc, _, 2, 0, _)),
    t(sub_atom(abc, 1, _, 0, _)), t(sub_atom(abc, _B, _L, _A, b)),
    t(sub_atom(abc, _, _, _, "b")), t(sub_atom(a1c, _, _, _, '1')),
    t(sub_atom('été', _, _, _, 'é')), t(sub_atom(ab, _, _, _, _)),
    t(sub_atom(abab, _, _, _, ab)), t(sub_atom(abc, 4, _, _, _)),
    t(sub_atom(abc, _, _, _, abcd)), t(sub_atom(abc, 2, 5, _, _)),
    t(sub_atom(_, _, _, _, _)), t(sub_atom(f(x), _, _, _, _)),
    t(sub_atom(abc, a, _, _, _)), t(sub_atom(abc, 1.0, _, _, _)),
    t(sub_atom(abc, -1, _, _, _)), t(sub_atom(abc, _, _, _, f(x))),
    t(sub_atom(abc, _, _, _, [98])),
    t(sub_atom(abc, 9223372036854775807, 9223372036854775807, _, _)),
    t(sub_atom('été', 1, 1, _, _)), t(sub_atom('été', _, 1, 0, _)),
    t(sub_atom(abc, _, 1, 1, _)), t(sub_atom(abc, 1, _, 3, _)),
    t(sub_atom(abc, 1, _, _, _)), t(sub_atom(abc, _, 1, _, _)),
    t(sub_atom(abcd, _, _, 1, _)), t(sub_atom('héllo', _, _, _, _)),
    t(sub_atom(abc, X, X, _, _)), t(sub_atom(abc, B1, _, B1, _)),
    t(sub_atom(abc, _, _, _, abc)), t(sub_atom('', _, _, _, _)),
    t(sub_string("abc", 1, 1, _, _)), t(sub_string(f(x), _, _, _, _)),
    t(sub_string("hello world", _, _, 0, "world")),
    t(sub_string(abc, _, 2, _, _)), t(sub_string(12345, 1, 2, _, _)),
    det(sub_atom(abc, _, _, 0, c)), det(sub_atom(abcab, _, _, _, ab)),
    det(sub_atom(abcab, 3, _, _, ab)), det(sub_atom(abc, _, _, _, c)),
    length(Cs, 1500), maplist(=(x), Cs), atom_chars(Long, Cs),
    once(sub_atom(Long, B4, L4, _, S4)), print(B4/L4/S4), nl,
    aggregate_all(count, sub_atom(Long, _, 2, _, _), N5), print(N5), nl,
    t(between(1, 3, _)), t(between(3, 1, _)), t(between(1, 1, _)),
    t(between(0, 5, 3)), t(between(0, 5, 7)), t(between(a, 5, _)),
    t(between(1, b, _)), t(between(_, 5, _)), t(between(1, 5, c)),
    t(between(9223372036854775806, 9223372036854775807, _)),
    t(between(9223372036854775806, 9223372036854775808, _)),
    t(between(-9223372036854775809, -9223372036854775807, _)),
    t((between(1, inf, X6), X6 >= 3, !)), t((between(1, infinite, X7), X7 >= 2, !)),
    t(between(1, 100000000000000000000, 5)),
    det(between(1, 3, 3)), det(between(1, 3, _)), det(between(3, 3, _)),
    t(current_op(_, _, mod)), t(current_op(_, _, (-))), t(current_op(200, xfy, _)),
    t(current_op(1201, _, _)), t(current_op(_, foo, _)), t(current_op(_, 1, _)),
    t(current_op(_, _, f(x))), t(current_op(-1, _, _)), t(current_op(f(x), _, _)),
    t(current_op(_, _, nope)), det(current_op(_, _, is)), det(current_op(700, xfx, is)),
    findall(N9, current_op(_, _, N9), Ns), length(Ns, Len), ( Len > 50 -> print(many) ; print(Len) ), nl.
