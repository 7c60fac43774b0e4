p(1). p(2). p(3).
q(X) :- ( X = a ; X = b ), true.
main :-
    findall(X-Y, (p(X), (Y = l ; Y = r)), L1), print(L1), nl,
    findall(X, (q(X) ; X = c), L2), print(L2), nl,
    findall(X, (fail ; X = only), L3), print(L3), nl,
    ( (true ; write(never)) -> write(first_branch) ; true ), nl.
