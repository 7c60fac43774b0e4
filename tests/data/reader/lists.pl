% Lists and curly terms.
l([], [a], [a, b, c], [a|T], [a, b|T], [a|[]], [a|[b]], [[a], [b, [c]]]).
l([a:-b, (c, d), -], [-], [:-, -], [- , a], [a|\+b], [f(x)|[]]).
c({}, {a}, {a, b}, {a ; b}, {a :- b}, {(a, b)}, {{x}}, {a | b}).
dcg --> [a], {b}, !, c.
