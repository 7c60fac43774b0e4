% Goals print as SWI-Prolog's debugger prints them: quoted, a space
% after argument commas, operators, and nothing deeper than 10 levels.
id(X, X).

main :-
    numlist(1, 20, L),
    trace,
    id(L, _),
    id(f(g(h(i(j(k(l(m(n(o(p(q))))))))))), _),
    id('A b' - "text" - [x|y] - {z} - (a :- b, c) - (- 1) - (1 - 2), _),
    id('$VAR'(1), _),
    notrace.
