% Runaway recursion is a catchable resource error, not a crash, and the
% machine stays usable after it (issue 3).
p(X) :- p([X|X]), q.
q.

main :-
    set_prolog_flag(stack_limit, 20000000),
    catch(p(a), error(E, _), true),
    print(E), nl,
    numlist(1, 10, L), sum_list(L, S),
    print(S), nl.
