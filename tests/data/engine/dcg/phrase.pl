% phrase/2,3 in its modes, call//N, non-terminal variables, pushback and
% the errors SWI-Prolog raises.

greeting --> [hello], name.
name --> [world].
name --> [prolog].
look(X), [X] --> [X].
digits([D|Ds]) --> digit(D), digits(Ds).
digits([D]) --> digit(D).
digit(D) --> [D], { code_type(D, digit) }.
cl(G) --> call(G).
anything(X, [X|T], T).
ab --> "ab".
as([]) --> [].
as([a|T]) --> [a], as(T).
opt --> ( [x] -> [] ; [] ), [y].
not_a --> \+ [a], [_].

show(G) :-
    catch(( findall(G, G, L), \+ \+ ( numbervars(L, 0, _), print(L) ) ),
          error(E, _), print(error(E))),
    nl.

main :-
    show(phrase(greeting, [hello, world])),
    show(phrase(greeting, [hello, X])),
    show(phrase(greeting, [hello, world, extra], _)),
    show(phrase(greeting, L0)),
    show(phrase(look(_), [a, b], _)),
    show(phrase(digits(Ds), `123`, R)),
    show(phrase(cl(anything(X1)), [a], R1)),
    show(phrase(ab, `abc`, R2)),
    show(phrase(as(L), [a, a], [])),
    show(phrase(opt, [x, y])),
    show(phrase(opt, [y])),
    show(phrase(not_a, [b])),
    show(phrase(not_a, [a])),
    show(phrase(([a], [b]), L3)),
    show(phrase(([a] ; [b]), L4)),
    show(phrase({X5 = 1}, [])),
    show(phrase([], [])),
    show(phrase("ab", L6)),
    show(phrase(call(anything(Z)), [q], [])),
    G = [c], show(phrase(G, [c])),
    show(phrase(foo, bar)),
    show(phrase(greeting, [hello], bar)),
    show(phrase(_, [])),
    show(phrase(1, [])),
    show(dcg_translate_rule((a --> 1), _)),
    show(dcg_translate_rule((x --> [a], y), _)),
    show(dcg_translate_rule((x, [p] --> [a], y), _)),
    show(dcg_translate_rule((x --> {a}, !, \+ y, call(z, 1)), _)),
    ignore((X, X1, Z, R, R1, R2, L, L0, L3, L4, L6, Ds, X5) = _).
