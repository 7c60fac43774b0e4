% nb_setval/2 keeps the attributes of the value's variables, as SWI's
% global variables do (issue 11).
:- use_module(library(clpfd)).
t(N, G, V) :- ( catch(G, E, (print(N:E), nl, fail)) -> copy_term(V, C, Gs), numbervars(C-Gs, 0, _), print(N:C-Gs) ; print(N:no) ), nl.
main :-
  t(fd, (X1 in 1..3, nb_setval(k1, f(X1)), nb_getval(k1, V1)), V1),
  t(frz, (freeze(X2, true), nb_setval(k2, X2), nb_getval(k2, V2)), V2),
  t(dif, (dif(X3, a), nb_setval(k3, X3), nb_getval(k3, V3), V3 = a), V3),
  t(fd2, (X4 #> Y4, nb_setval(k4, X4-Y4), nb_getval(k4, V4)), V4),
  t(cur, (X5 in 0..1, nb_setval(k5, X5), nb_current(k5, V5)), V5),
  t(plain, (nb_setval(k6, g(_)), nb_getval(k6, V6)), V6).
