% Issue 10: the machine's cut-level goals ('$cut'/1, '$get_level'/1,
% '$get_b'/1, '$softcut'/1) are not reachable from user text. A clause
% body naming them, consulted or asserted, used to panic the compiler
% ("cut level is a variable"); they are ordinary goals, so calling an
% undefined one is an existence error, as in SWI-Prolog.

r1 :- '$cut'(a).
r2 :- '$get_level'(foo).
r3 :- '$softcut'(1).
r4 :- '$get_b'(x).
r5 :- '$cut'(X), write(X).
r6 :- ( '$cut'(a) -> true ; true ).
r7 :- \+ '$get_b'(a).
r8 :- ( true ; '$softcut'(_) ).
r9 :- ( '$get_level'(L) *-> write(L) ; true ).
r10 :- user:'$cut'(b).
r11 :- '$get_level'(L), '$cut'(L), write(not_here).

t(G) :-
    catch(G, error(E, _), (print(G-E), nl)), !.
t(G) :-
    print(failed(G)), nl.

asserted(N, Body) :-
    atom_concat(a, N, H),
    assertz((H :- Body)),
    t(H).

main :-
    t(r1), t(r2), t(r3), t(r4), t(r5), t(r6),
    t(r7), t(r8), t(r9), t(r10), t(r11),
    asserted(1, '$cut'(a)),
    asserted(2, '$get_level'(foo)),
    asserted(3, ('$softcut'(1), true)),
    asserted(4, (true, '$get_b'(x))),
    asserted(5, ('$get_level'(_), fail ; '$cut'(_))),
    asserted(6, \+ \+ '$cut'(1)),
    asserted(7, ('$cut'(1) -> true)),
    asserted(8, call('$cut'(1))),
    asserted(9, findall(X, '$get_b'(X), _)).
