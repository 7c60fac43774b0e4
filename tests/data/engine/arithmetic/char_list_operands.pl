% A list operand: "[X]" evaluates to the code of X.  SWI checks the head
% before the tail, so a bad or unbound head is the error even when the
% list is longer than one element; only a good head with a tail other
% than [] is type_error([], List).  [] itself is not evaluable and is
% named alone, not as []/0.  Found by the differential fuzzer.
t(E) :-
    catch(( X is E, writeq(E = X) ),
          error(F, _),
          ( numbervars(F, 0, _), writeq(E - F) )),
    nl.

% The same through a compiled clause.
compiled(L, X) :- X is L + 1.

main :-
    forall(member(E, [[0'a], [a], "b", [1, 2], [a, b], [97, b], [1|a],
                      [0.5], [[]], [ab], [c-0], [c-0, 1], [f(x), 1],
                      [4611686018427387904, 5], [[], 1], [], 1 + [],
                      max([], 1), "ab"]),
           t(E)),
    forall(member(L, [[_|_], [_, a], [a|_]]),
           ( catch(( X is L, writeq(X) ), error(F, _),
                   ( numbervars(F, 0, _), writeq(F) )),
             nl )),
    forall(member(L, [[0'a], [f(x), 1], [], [_, 2]]),
           ( catch(( compiled(L, X), writeq(X) ), error(F, _), writeq(F)), nl )).
