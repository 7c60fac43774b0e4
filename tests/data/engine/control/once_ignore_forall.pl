main :-
    findall(X, once(member(X, [a,b,c])), L1), print(L1), nl,
    ( once(fail) -> write(yes) ; write(no) ), nl,
    ignore(fail), write(ignored), nl,
    findall(X, ignore(member(X, [a,b])), L2), print(L2), nl,
    ( forall(member(X, [1,2,3]), X > 0) -> write(all_positive) ; write(not_all) ), nl,
    ( forall(member(X, [1,-2,3]), X > 0) -> write(all_positive) ; write(not_all) ), nl,
    ( forall(fail, fail) -> write(vacuous) ; write(no) ), nl,
    forall(member(X, [x,y]), (write(X), nl)),
    G = member(Y, [q,r]), once(G), print(Y), nl.
