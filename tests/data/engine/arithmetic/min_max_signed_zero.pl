% max/2 and min/2 on equal values: an integer against a float gives the
% float, but -0.0 counts as below 0 and 0.0, so max(0, -0.0) is 0 and
% min(0.0, -0.0) is -0.0.  Found by the differential fuzzer (seed 7777
% case 6555: (max(0, -0.0) << 41) > 8 was a type error).
t(E) :-
    catch(( X is E, writeq(E = X) ), error(F, _), writeq(E - F)),
    nl.

% The same through compiled clauses: constants, and small numbers in
% variables.
c1(X) :- X is max(0, -0.0).
c2(X) :- X is min(0.0, -0.0).
c3(A, B, X, Y) :- X is max(A, B), Y is min(B, A).

main :-
    c1(X1), c2(X2), c3(0, -0.0, X3, Y3), c3(-0.0, 0.0, X4, Y4),
    writeq([X1, X2, X3, Y3, X4, Y4]), nl,
    forall(( member(F, [max, min]),
             member(A-B, [0 - -0.0, -0.0 - 0, 0 - 0.0, 0.0 - 0, 1 - 1.0, 1.0 - 1,
                          0.0 - -0.0, -0.0 - 0.0, -0.0 - -0.0, nan - 1, 1 - nan]),
             E =.. [F, A, B] ),
           t(E)),
    t(max(0, -0.0) << 41).
