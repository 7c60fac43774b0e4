% Assorted corner cases checked against SWI-Prolog.
m(a- 1, a -1, [a|-1], f(-1), [-1, - 1], a* -1, -(1)+2, - a, \+a, \+ \+ a).
m(X) :- [a|b] = X, (p:-!), {} = '\\', f(a, b, (c, d)) = X.
m(a ; b, a -> b, a *-> b, (a :- b, c), (:- a), (?- a), \+ (\+ a)).
m(1 + -2, 1 + - 2, - (1) + 2, -(1) + 2, - 1 + 2, -1 + 2, - - 1 + 2).
m(f(+), f(+, -), [+|-], {-}, (-), - (-), -(-), [-|-]).
m(a = (\+), (\+) = a, (-) =.. X, X =.. (-), (-) * a, (\+) -> a, (-) mod a, - (+) = a, \+ (-) = a, spy = a, - (**)).
m(\+ = a).
m(dynamic = X).
m(- ^ a).
m(0'a + 0' + 0''', "x" + `y`).
m(f( a ), f(a ,b), f(
   a
   )).
m('hello'(world), - 'x', -'x', -(x), 'x' - 'y').
m(p :- (a, b ; c -> d), (a :- b) , [x, (y :- z)]).
m(dynamic, (dynamic), f(dynamic), [dynamic, discontiguous]).
m(- - - a, \+ - \+ a, - (- (- a))).
m(1.0e10, 1.0e-10, 1.0e15, 1.0e16, 123456789.0, 0.000001).
m(?, f(?), $, $a).
m(a:b:c, (a:b):c, a:(b:c), - a:b, -a:b, -1:b).
% ISO (issue 14): SWI reads these with the operator as an atom.
iso_error(a = \+).
iso_error(- * a).
iso_error(- + = a).
