% library(option), library(occurs), gensym/2 and the random library's
% list predicates (issue 5: the SWI libraries programs load by name).
main :-
    ( option(a(X1), [b(2), a(1), a(3)]) -> print(X1) ; write(no) ), nl,
    ( option(a(X2), [b(2), a = 5]) -> print(X2) ; write(no) ), nl,
    ( option(c(_), [b(2)]) -> write(yes) ; write(no) ), nl,
    option(c(X3), [b(2)], dflt), print(X3), nl,
    select_option(a(X4), [b(2), a(1), c], R4), print(X4-R4), nl,
    select_option(z(X5), [b(2)], R5, none), print(X5-R5), nl,
    ( option(foo, []) -> write(yes) ; write(no) ), nl,
    ( option(foo, [bar, foo]) -> write(yes) ; write(no) ), nl,
    ( option(a(X6, Y6), [a(1, 2)]) -> print(X6-Y6) ; write(no) ), nl,
    catch(option(_, []), error(E6, _), (print(E6), nl)),
    findall(S, sub_term(S, f(a, g(b))), L7), print(L7), nl,
    occurrences_of_term(a, f(a, g(a), b), N8), print(N8), nl,
    gensym(item, G1), gensym(item, G2), gensym(other, G3), print([G1, G2, G3]), nl,
    reset_gensym(item), gensym(item, G4), print(G4), nl,
    random_member(M, [only]), print(M), nl,
    random_permutation([1, 2, 3, 4], P), msort(P, SP), print(SP), nl,
    ( random_member(_, []) -> write(yes) ; write(no) ), nl.
