% Which error an expression with several bad arguments raises: SWI-Prolog
% evaluates a function's arguments right to left, then applies the
% function, while a comparison evaluates its left side first.  zebralog
% went left to right (most of the differential fuzzer's findings, seed
% 7777, issue 10).  Compiled clauses and goals built at run time agree.
e(G) :- catch((G, write(ok)), error(E, _), print(E)), nl.

c_add(X, Y, Z) :- Z is X + Y.
c_nested(X, Y, Z) :- Z is max(X, Y) * 2 - X.
c_less(X, Y) :- X < Y.

main :-
    e(_ is a + b),
    e(_ is a + _),
    e(_ is _ + a),
    e(_ is max(a, b)),
    e(_ is f(a) + g(b)),
    e(_ is (a + b) * (c + d)),
    e(_ is 1/0 + a),
    e(_ is a + 1/0),
    e(_ is foo(a, _)),
    e(_ is foo(1, 2)),
    e(a < b),
    e(_ < a),
    e(1/0 < a),
    e(a =:= 1/0),
    e(c_add(a, b, _)),
    e(c_add(a, _, _)),
    e(c_add(_, a, _)),
    e(c_nested(a, b, _)),
    e(c_nested(1, b, _)),
    e(c_less(a, b)),
    e(c_less(_, a)),
    X is 7 - 2 - 1, print(X), nl,
    Y is 2 ** 3 / 4, print(Y), nl,
    Z is max(3, 4.0) - min(1, 2), print(Z), nl.
