% nb_setval/2 and nb_getval/2: values survive backtracking and are copies.
main :-
    nb_setval(counter, 0),
    forall(between(1, 5, _),
           ( nb_getval(counter, C0), C is C0 + 1, nb_setval(counter, C) )),
    nb_getval(counter, C), print(C), nl,
    nb_setval(term, f(X, X)), X = 1, nb_getval(term, T),
    T = f(A, B), ( var(A), A == B -> write(copied_with_sharing) ; print(T) ), nl,
    ( nb_current(counter, _) -> write(current) ; write(absent) ), nl,
    catch(nb_getval(no_such_key, _), error(E, _), (print(E), nl)).
