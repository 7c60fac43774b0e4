main :-
    findall(X, between(1, 5, X), L1), print(L1), nl,
    findall(X, between(3, 2, X), L2), print(L2), nl,
    findall(X, between(-2, 0, X), L3), print(L3), nl,
    ( between(1, 10, 10) -> write(yes) ; write(no) ), nl,
    ( between(1, 10, 11) -> write(yes) ; write(no) ), nl,
    between(1, inf, N), N * N > 50, !, print(N), nl,
    catch(between(a, 3, _), error(F, _), (print(F), nl)),
    catch(between(1, _, _), error(F2, _), (print(F2), nl)).
