% Issue 10: a clause whose head is a control construct (',', ';', '->',
% '\+', '!') is a permission error, as in SWI-Prolog; it used to be
% added to a predicate no call could reach.

t(C) :-
    catch((assertz(C), write(ok)), error(E, _), print(E)),
    nl.

main :-
    t((a, b)),
    t((a ; b)),
    t((a -> b)),
    t((\+ a)),
    t(!),
    t(((a, b) :- true)),
    t((x1 :- !)),
    t((x2 :- (a -> b ; c))),
    t(((a *-> b) :- true)).
