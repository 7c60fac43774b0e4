main :-
    atomic_list_concat([a, b, c], A1), print(A1), nl,
    atomic_list_concat([x, 1, 2.5, "s"], A2), print(A2), nl,
    atomic_list_concat([a, b, c], '-', A3), print(A3), nl,
    atomic_list_concat(Parts, ',', 'x,y,,z'), print(Parts), nl,
    atomic_list_concat(P2, ' ', hello), print(P2), nl,
    atomic_list_concat([a, B], '=', 'a=b'), print(B), nl,
    atomic_list_concat([], A4), print(A4), nl,
    catch(atomic_list_concat(_, '', abc), error(F, _), (print(F), nl)).
