t(X) :-
    findall(T, (member(T, [var, nonvar, atom, number, integer, float, atomic,
                           compound, callable, is_list, string]),
                G =.. [T, X], call(G)), Ts),
    print(Ts), nl.
main :-
    t(_), t(a), t(1), t(1.5), t("s"), t(f(x)), t([1, 2]), t([a|_]), t(-1), t(- 1).
