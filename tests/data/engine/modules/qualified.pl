% Module-qualified goals and clauses: M:G in bodies and call/N, assert
% into a module, strip_module/3, meta_predicate arguments qualified with
% the caller's module.
:- meta_predicate show(0).
show(G) :- \+ \+ ( numbervars(G, 0, _), print(G) ), nl, call(G).

p(user_p).
m1:p(m1_p).
m1:q(X) :- p(X).

main :-
    show(p(X)), print(X), nl,
    m1:p(Y), print(Y), nl,
    m1:q(Z), print(Z), nl,
    G = p(W), call(m1:G), print(W), nl,
    assertz(m2:fact(1)), assertz(m2:fact(2)),
    findall(F, m2:fact(F), Fs), print(Fs), nl,
    m2:assertz(fact(3)), findall(F2, m2:fact(F2), Fs2), print(Fs2), nl,
    ( catch(fact(_), error(E, _), (print(E), nl, fail)) -> true ; true ),
    strip_module(a:b:c(x), M, T), print(M-T), nl,
    strip_module(plain, M2, T2), print(M2-T2), nl,
    retract(m2:fact(2)), findall(F3, m2:fact(F3), Fs3), print(Fs3), nl,
    ( clause(m1:q(A), B) -> \+ \+ ( numbervars(A-B, 0, _), print((q(A) :- B)) ) ; print(noclause) ), nl,
    maplist(m1:p, [L]), print(L), nl.
