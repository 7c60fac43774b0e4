% A counter kept with retract/assert, and call/1 on control constructs
% with a different constant each time: both run in bounded memory now
% (dead clauses are pruned, call/1 interprets control constructs).
:- dynamic counter/1.
counter(0).
step :- retract(counter(N)), N1 is N + 1, assertz(counter(N1)).
churn(0) :- !.
churn(K) :-
    step,
    G = (X = K, (X > 0 -> true ; fail)), call(G),
    K1 is K - 1, churn(K1).
main :-
    churn(20000), counter(N), print(N), nl,
    G = (member(Y, [1,2,3]), Y > 1, !), call(G), print(Y), nl,
    findall(Z, call((member(Z, [a,b,c]), Z \== b)), Zs), print(Zs), nl,
    ( call((fail ; true)) -> print(yes) ; print(no) ), nl,
    catch(call((true, 1)), error(E, _), (print(E), nl)).
