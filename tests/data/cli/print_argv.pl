% Prints the program's arguments (the argv flag), as a script would.
:- initialization(main, main).
main :- current_prolog_flag(argv, Args), print(Args), nl.
