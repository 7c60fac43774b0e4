% 0.0 and -0.0 are different terms: they do not unify, in a clause head
% (first-argument or not), in a structure or through =/2, as in SWI,
% while =:= finds them equal.  A NaN unifies with itself.  zebralog
% unified them (differential fuzzer, seed 9999 case 2215, issue 10).
f0(0.0, zero).
f0(-0.0, minus_zero).
g(x, 0.0).
h([-0.0]).

t(G) :- ( G -> write(yes) ; write(no) ), nl.

main :-
    forall(f0(-0.0, R), (write(R), nl)),
    forall(f0(0.0, R2), (write(R2), nl)),
    t(g(x, -0.0)),
    t(g(x, 0.0)),
    t(h([0.0])),
    t(0.0 = -0.0),
    t(f(0.0) = f(-0.0)),
    t(0.0 =:= -0.0),
    t((X is nan, Y is nan, X = Y)),
    t(memberchk(-0.0, [0.0])),
    msort([0.0, -0.0, 0.0], L), print(L), nl.
