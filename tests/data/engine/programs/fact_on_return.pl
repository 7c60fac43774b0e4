% Issue 10: the products of a naive factorial are made on the way back,
% with no calls, so the collector must also run on returns; before, the
% garbage alone raised resource_error(stack).
fact(0, 1) :- !.
fact(N, F) :- N1 is N-1, fact(N1, F1), F is N*F1.

main :-
    set_prolog_flag(stack_limit, 4000000),
    fact(3000, F),
    D is F mod 1000000007,
    write(D), nl.
