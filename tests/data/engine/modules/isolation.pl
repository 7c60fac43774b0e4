% A program's definition of a library predicate's name is the program's
% own: the library keeps its own (issue 14). Here select/3 takes other
% arguments, and permutation/2 (library(lists)) still works.
select(only, mine, here).
subtract(a, b, c).

main :-
    findall(P, permutation([1,2,3], P), Ps), print(Ps), nl,
    ( select(X, Y, Z) -> print(X-Y-Z) ; print(none) ), nl,
    ( subtract([1,2,3], [2], R) -> print(R) ; print(no) ), nl,
    lists:subtract([1,2,3], [2], R2), print(R2), nl,
    ( catch(lists:select(b, [a,b,c], R3), E, (print(E), nl, fail)) -> print(R3) ; print(no) ), nl,
    msort([c,a,b], S), print(S), nl,
    catch(nosuch(1), error(Err, _), (print(Err), nl)).
