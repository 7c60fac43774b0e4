:- initialization(main, main).

main :- write(before), nl, fail.
