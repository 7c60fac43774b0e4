% Issue 10: a clause body with a number or string in a goal position is
% a type error naming the body as written. A goal nested in a control
% construct was reported in the compiler's auxiliary clause, showing
% its internal cut-level goals ('$get_level'/1, '$cut'/1). Consulting
% such clauses reports the same errors (on standard error), and leaves
% their predicates undefined: calling one is an existence error.

h1 :- \+ 1.
h2 :- (1 -> a ; b).
h3 :- (a ; "str").

t(C) :-
    catch((assertz(C), write(ok)), error(E, _), print(E)),
    nl.

c(G) :-
    catch((G -> write(yes) ; write(no)), error(E, _), print(E)),
    nl.

main :-
    t((f1 :- 1)),
    t((f2 :- (a, 1))),
    t((f3 :- "str")),
    t((f5 :- \+ 1)),
    t((f6 :- (1 -> a))),
    t((f7 :- a:1)),
    t((f8 :- _:_)),
    t((f9 :- (a *-> 1))),
    t((g1 :- b, a:1)),
    t((g2 :- (b ; \+ 1))),
    t((g7 :- b, _:c)),
    t((g11 :- 1.5)),
    t((g13 :- a:b:1)),
    t((g14 :- 1:a)),
    t((g15 :- (b, (c -> \+ (d ; 2))))),
    t((ok1 :- call(1))),
    t((ok2 :- findall(_, 1, _))),
    c(h1), c(h2), c(h3), c(ok1),
    c(f5), c(predicate_property(f5, dynamic)).
