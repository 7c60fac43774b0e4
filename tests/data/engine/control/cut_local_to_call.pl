% Cut is local to call/1, \+, findall/3 and the condition of ->.
r(X) :- call((member(X, [1,2,3]), !)).
r(4).
s(X) :- member(X, [1,2,3]), \+ (X = 2, !, fail).
v(X) :- ( member(X, [1,2,3]), ! -> true ; true ).
v(5).
main :-
    findall(X, r(X), L1), print(L1), nl,
    findall(X, s(X), L2), print(L2), nl,
    findall(X, v(X), L3), print(L3), nl,
    findall(L, findall(Y, (member(Y, [a,b,c]), !), L), L4), print(L4), nl,
    G = (member(Z, [x,y]), !), findall(Z, (G ; Z = z), L5), print(L5), nl.
