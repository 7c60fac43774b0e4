:- initialization(main, main).

main :- write(halting), nl, halt(4).
