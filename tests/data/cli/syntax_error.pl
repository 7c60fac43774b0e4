% One clause with a syntax error must not stop the others loading.
a(1).
a(2) :- .
a(3).
b(x y).
b(4).

main :- forall((a(X) ; b(X)), (write(X), nl)).
