:- ensure_loaded(harness).

% Issue 25: aggregate_all/3 with count, sum, max and min keeps a running
% value (nb_setarg/3), not a list of the solutions, so 600000 solutions
% fit in an 8 MB stack limit (count used to collect them with findall/3
% and ran out of stack).
space(T, X) :-
    catch(aggregate_all(T, between(1, 600000, X), R), error(E, _), R = error(E)),
    show(R), nl.

main :-
    current_prolog_flag(stack_limit, Limit),
    set_prolog_flag(stack_limit, 8000000),
    space(count, _),
    space(sum(X1), X1),
    space(max(X2), X2),
    space(min(X3), X3),
    space(max(X4, X4), X4),
    set_prolog_flag(stack_limit, Limit),
    t(aggregate_all(count, fail, _)),
    t(aggregate_all(count, member(_, [a, b, a]), _)),
    t(aggregate_all(count, member(_, [a, b]), 3)),
    t(aggregate_all(count, member(_, [a, b]), 2)),
    t(aggregate_all(count, (member(Y, [1, 2, 3]), Y > 1), _)),
    c(aggregate_all(count, (member(Z, [1, 2]), Z > a), _)),
    c(aggregate_all(count, ( member(_, [1, 2]) ; throw(third) ), _)).

c(G) :- catch(t(G), B, ( print(caught(B)), nl )).
