% library(solution_sequences): limit/2, offset/2, call_nth/2, distinct/1,2
% (issue 5: the puzzle reader counts solutions with limit/2).
show(G) :- findall(G, G, L), print(L), nl.
main :-
    show(limit(2, member(_, [a,b,c]))),
    findall(X, limit(2, member(X, [a,b,c])), L1), print(L1), nl,
    findall(X, limit(5, member(X, [a,b])), L2), print(L2), nl,
    findall(X, limit(infinite, member(X, [a,b])), L3), print(L3), nl,
    findall(X, limit(0, member(X, [a,b])), L4), print(L4), nl,
    findall(X, offset(1, member(X, [a,b,c])), L5), print(L5), nl,
    findall(X, offset(0, member(X, [a,b,c])), L6), print(L6), nl,
    findall(X, limit(1, offset(1, member(X, [a,b,c]))), L7), print(L7), nl,
    findall(N-X, call_nth(member(X, [a,b,c]), N), L8), print(L8), nl,
    ( call_nth(member(X9, [a,b,c]), 2) -> print(X9) ; write(none) ), nl,
    ( call_nth(member(_, [a,b,c]), 4) -> write(yes) ; write(no) ), nl,
    catch(call_nth(true, 0), error(E, _), (print(E), nl)),
    catch(call_nth(true, a), error(E2, _), (print(E2), nl)),
    findall(X, distinct(X, member(X, [b,a,b,c,a])), L10), print(L10), nl,
    findall(X-Y, distinct(X, member(X-Y, [1-a,2-b,1-c])), L11), print(L11), nl,
    findall(X, distinct(member(X, [f(_),f(_),g])), L12), length(L12, N12), print(N12), nl,
    % limit/2 stops its goal once it has enough: no third solution is tried.
    findall(X, limit(2, (member(X, [1,2,3]), X < 3)), L13), print(L13), nl.
