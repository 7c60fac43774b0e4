% Issue 10: a body is checked whole before it runs, as SWI compiles it,
% and that includes the goal of a negation: a non-callable part is a
% type error and a cyclic one a representation error, even where the
% part would never be reached.
t(G) :-
    (   catch(G, error(E, _), true)
    ->  ( var(E) -> R = true ; R = E )
    ;   R = false
    ),
    print(R), nl.

main :-
    t(\+ (fail, 1)),
    t((fail, \+ 1)),
    t((fail ; \+ (fail, 1))),
    t(\+ \+ true),
    t((true, \+ fail)),
    C = (fail, C),
    t(\+ C).
