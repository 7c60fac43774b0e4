% =@= / \=@=: variants are equal up to a consistent renaming of variables.
t(G) :- ( call(G) -> write(yes) ; write(no) ), nl.
main :-
    t(f(A, B) =@= f(C, D)),
    t(f(A, A) =@= f(C, D)),
    t(f(X, Y) =@= f(Y, X)),
    t(f(a, _) =@= f(a, _)),
    t(f(a) =@= f(b)),
    t(f(A, b) \=@= f(C, c)),
    t([X|T] =@= [Y|T]).
