% findnsols/4,5 (issue 14): chunks of N solutions, the next on
% backtracking; no empty chunk after a goal that ends deterministically.
t(G) :- catch(( call(G) -> \+ \+ ( numbervars(G, 0, _), print(G) ) ; print(no) ),
              error(E, _), print(error(E))), nl.

p(1). p(2). p(3). p(4).

main :-
    t(findall(L, findnsols(5, I, between(1, 12, I), L), _)),
    t(findall(L, findnsols(5, I, between(1, 10, I), L), _)),
    t(findall(L, findnsols(2, I, p(I), L), _)),
    t(findall(L, findnsols(3, I, p(I), L), _)),
    t(findall(L, findnsols(2, I, member(I, [a, b, c, d, e]), L), _)),
    t(findall(L, findnsols(5, I, fail, L), _)),
    t(findall(L, findnsols(0, I, between(1, 3, I), L), _)),
    t(findall(L, findnsols(2, I, between(1, 5, I), L, [t]), _)),
    t(findall(L-T, findnsols(2, I, between(1, 5, I), L, T), _)),
    t(findall(L, findnsols(2, f(I, _), member(I, [x, y, z]), L), _)),
    t(findall(L, findnsols(2, I, member(I, [a, b, c]), [a, b]), _)),
    t(findnsols(2, I, member(I, [a, b, c, d]), [c, d])),
    t((findnsols(2, I, member(I, [a, b, c, d]), L), !, L = _)),
    t(findnsols(1, X, (X = 1 ; X = 2), [2])),
    t(findnsols(_, _, true, _)),
    t(findnsols(a, _, true, _)),
    t(findnsols(-1, _, true, _)),
    t(findnsols(1.5, _, true, _)),
    t(findnsols(2, _, _, _)),
    t(findnsols(2, _, 1, _)),
    catch(findnsols(2, I, (member(I, [1, 2, 3]), I > 1, throw(oops)), _), B, (print(caught(B)), nl)).
