e(E) :- catch((X is E, print(E = X)), error(F, _), print(E - F)), nl.
main :-
    e(5 /\ 3),
    e(5 \/ 3),
    e(5 xor 3),
    e(\ 5),
    e(1 << 10),
    e(1024 >> 3),
    e(-16 >> 2),
    e(-1 << 3),
    e(255 /\ \ 15),
    e(msb(1)).
