:- initialization(main, main).

main :- write(done), nl.
