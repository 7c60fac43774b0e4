% A disjunction (A ; B) is compiled into the clause itself (issue 12):
% its choicepoint stays while A and the rest of the clause run, so
% backtracking reaches B with A's bindings undone; variables first met
% in one branch are there (unbound) on the other path; cuts in either
% branch cut the clause; nested and long disjunctions enumerate in order.
color(C) :- ( C = red ; C = green ; C = blue ).
pair(X, Y) :- ( X = a, Y = 1 ; X = b ; Y = 3 ).
after(X, R) :- ( X = 1 ; X = 2 ), R = got(X).
calls(X, L) :- ( atom_length(abc, X) ; atom_codes(hi, L), X = codes ).
cut_first(X) :- ( X = 1, ! ; X = 2 ).
cut_first(3).
cut_second(X) :- ( X = 1, fail ; !, X = 2 ).
cut_second(3).
nested(X) :- ( ( X = 1 ; X = 2 ) ; ( X = 3 ; X = 4 ) ).
with_ite(X, R) :- ( X > 5 -> R = big ; X > 2, R = mid ; R = small ).
new_in_left(X, R) :- ( Y = X ; true ), R = y(Y).
deep(0) :- !.
deep(N) :- ( N < 0 ; true ), !, N1 is N - 1, deep(N1).
env(X, Y, Z) :- ( atom_length(X, Y) ; atom_length(X, Z), Y = none ), atom(X).

show(V) :- ( var(V) -> print('_') ; print(V) ).

main :-
    findall(C, color(C), Cs), print(Cs), nl,
    forall(pair(X, Y), ( show(X), print(-), show(Y), nl )),
    findall(R, after(_, R), Rs), print(Rs), nl,
    forall(calls(A, L), ( show(A), print(/), show(L), nl )),
    findall(X1, cut_first(X1), L1), print(L1), nl,
    findall(X2, cut_second(X2), L2), print(L2), nl,
    findall(X3, nested(X3), L3), print(L3), nl,
    forall(member(N, [7, 3, 1]), ( with_ite(N, W), print(N-W), nl )),
    forall(new_in_left(q, y(V)), ( show(V), nl )),
    deep(100000), print(deep_done), nl,
    forall(env(abcd, E1, E2), ( show(E1), print(+), show(E2), nl )).
