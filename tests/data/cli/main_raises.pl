:- initialization(main, main).

main :- undefined_here.
