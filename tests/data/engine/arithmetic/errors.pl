e(E) :- catch((X is E, print(E = X)), error(F, _), print(E - F)), nl.
main :-
    e(foo + 1),
    e(a),
    e([1]),
    e("x" + 0),
    e(1 / 0),
    e(1 / 0.0),
    e(0 / 0),
    e(1 mod 0),
    e(2 ** a),
    e(sqrt(-1)),
    e(1 << a),
    e(5.0 mod 2),
    e(5 // 2.0),
    e(msb(-1)),
    e(abs(x)),
    e(foo(1, 2)).
