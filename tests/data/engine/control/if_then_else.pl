sign(X, S) :- ( X > 0 -> S = pos ; X < 0 -> S = neg ; S = zero ).
main :-
    findall(S, (member(X, [3,-2,0]), sign(X, S)), L1), print(L1), nl,
    % the condition is committed to its first solution
    findall(X-Y, (member(X, [1,2,3]) -> Y = then ; Y = else), L2), print(L2), nl,
    % no else part: fails when the condition fails
    ( (fail -> true) -> write(yes) ; write(no) ), nl,
    % the then part is not committed
    findall(Y, (true -> member(Y, [p,q]) ; Y = r), L3), print(L3), nl,
    findall(Y, (fail -> Y = p ; member(Y, [s,t])), L4), print(L4), nl,
    % cut in the then branch cuts the enclosing clause
    findall(Z, t(Z), L5), print(L5), nl.
t(Z) :- ( true -> member(Z, [1,2]), ! ; Z = 0 ).
t(3).
