% freeze/2 and frozen/2 (issue 11): the goal runs as soon as the variable
% is bound, before the next goal, even when no call comes next (a cut,
% the condition of if-then-else, the end of the clause).
t(G) :-
    catch(( G -> R = yes ; R = no ), error(E, _), R = error(E)),
    print(R), nl.

p(1).
q(1) :- !.
q(_).
last(X) :- X = 1.

main :-
    freeze(X, (print(woke(X)), nl)), print(before), nl, X = 1, print(after), nl,
    t(freeze(1, (print(now), nl))),
    t(freeze(_, _)),
    t((freeze(A, fail), ( A = 1 -> print(then) ; print(else) ), nl)),
    t((freeze(B, fail), B = 1, !)),
    t((freeze(C, (print(c), nl)), p(C))),
    t((freeze(D, fail), q(D))),
    t((freeze(E, (print(e), nl)), last(E))),
    t((freeze(F, (print(f1), nl)), freeze(G, (print(f2), nl)), f(F, G) = f(1, 2))),
    t((freeze(H, (print(h), nl)), H = I, print(var_var), nl, I = 1)),
    t((freeze(J, (print(j1), nl)), freeze(K, (print(j2), nl)), J = K, print(merged), nl, K = 1)),
    t((freeze(L, (print(l1), nl)), freeze(L, (print(l2), nl)), L = 1)),
    t((freeze(M, true), frozen(M, FM), copy_term(FM, CM, _), numbervars(CM, 0, _), print(CM), nl)),
    t((freeze(N, a), freeze(N, b), frozen(N, FN), copy_term(FN, CN, _), numbervars(CN, 0, _), print(CN), nl)),
    % An attributed variable cannot be numbered.
    freeze(M1, true),
    catch(numbervars(f(M1), 0, _), error(type_error(Type, _), _), true),
    print(Type), nl,
    t((frozen(_, F1), print(F1), nl)),
    t((frozen(a, F2), print(F2), nl)),
    t((dif(O, a), frozen(O, FO), copy_term(FO, CO, _), numbervars(CO, 0, _), print(CO), nl)),
    t((freeze(Z, Z > 3), member(Z, [1, 5, 2, 7]), print(Z), nl, Z > 6)),
    t((freeze(W, throw(oops)), catch(W = 1, B1, (print(caught(B1)), nl)))),
    % A long chain of wakeups runs without native recursion.
    chain(100000, V0, Vn), V0 = go, print(Vn), nl.

chain(0, V, V) :- !.
chain(N, V0, V) :-
    freeze(V0, V1 = V0),
    N1 is N - 1,
    chain(N1, V1, V).
