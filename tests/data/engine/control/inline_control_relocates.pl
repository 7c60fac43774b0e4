% Inline if-then-else and disjunction code survives the code arena's
% rebuilds (issue 12): asserted and retracted clauses with if-then-else
% chains, and a disjunction whose choicepoint is still there while the
% first branch churns the database (its else address is relocated).
:- dynamic q/2, t/1.
mk(I) :- assertz((q(X, R) :- ( atom(X) -> R = a ; X > I -> R = big ; X =:= I -> R = eq ; ( X == 7 ; X == 9 ) -> R = s ; R = small ))).
loop(0) :- !.
loop(N) :-
    mk(N),
    findall(R, ( member(X, [1, 500, 1000, a]), q(X, R) ), L),
    length(L, Len), Len >= 4,
    ( N mod 100 =:= 0 -> retractall(q(_, _)) ; true ),
    N1 is N - 1, loop(N1).
churn(0) :- !.
churn(N) :- assertz((t(N) :- ( N > 5 -> true ; fail ))), retract((t(N) :- _)), N1 is N - 1, churn(N1).
p(R) :- ( churn(3000), R = first ; churn(100), R = second ; R = third ).
main :-
    loop(450),
    findall(R, q(7, R), L1), print(L1), nl,
    findall(R, q(300, R), L2), length(L2, N2), print(N2), nl,
    findall(R, p(R), L3), print(L3), nl.
