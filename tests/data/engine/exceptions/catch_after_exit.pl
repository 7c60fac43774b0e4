% A catch/3 whose goal has exited leaving choicepoints does not catch an
% exception raised after it, as in SWI; backtracking into the goal makes
% it catch again.
t(Name, G) :-
    write(Name), write(': '),
    catch(( call(G) -> write(yes) ; write(no) ), B, ( write(outer(B)) )),
    nl.

main :-
    t(after_exit, ( catch(member(_, [1, 2]), E1, write(inner(E1))), throw(oops) )),
    t(nested, ( catch(catch(member(_, [1, 2]), E2, write(inner2(E2))), E3, write(inner3(E3))),
                member(_, [a, b]), throw(oops) )),
    t(reentered, catch(( member(X, [1, 2]), X > 1, throw(again) ), E4, write(inner(E4)))),
    t(reentered_later, ( catch(member(Y, [1, 2]), E5, write(inner(E5))), Y > 1, throw(late) )),
    t(inside, ( catch(( member(Z, [1, 2]), Z > 1, throw(inside) ), E6, write(inner(E6))) )).
