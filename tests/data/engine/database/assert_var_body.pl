% assert of (H :- B) with B a variable H does not bind is an
% instantiation error, as in SWI; a variable bound through the head is a
% goal called at run time (found by review, issue 5).
main :- catch(assertz((foo :- X)), error(E, _), (print(E), nl)), catch(asserta((foo :- _)), error(E2, _), (print(E2), nl)), assertz((baz(Z) :- Z)), ( baz(true) -> write(ok) ; write(no) ), nl.
