% A variable first met inside nested inline control constructs and used
% after them is made once, before the outermost construct that needs it:
% made again inside, its slot pointed at heap that backtracking into the
% outer else branch discarded, and reading it crashed (found by the
% differential fuzzer, issue 12).
p(1).
q(a). q(b).
show(X) :- ( var(X) -> write(fresh) ; write(X) ), nl.

t1 :- ( \+ p(X) -> true ; true ), show(X).
t2 :- ( \+ \+ p(X) -> true ; true ), show(X).
t3 :- ( \+ ( atom_chars(1.0e300, [C|_]), char_type(C, csym) ) -> true ; true ), show(C),
      ( [] @=< C -> write(le) ; write(gt) ), nl.
t4 :- ( ( p(X), fail -> true ; q(X) ) -> true ; true ), show(X).
t5 :- ( q(Y), ( Y == b -> true ; \+ p(Z) ) -> true ; true ), show(Y), show(Z).
t6 :- ( ( \+ p(X) ; X = 2 ) -> true ; true ), show(X).
t7 :- findall(X-Z, ( q(X), ( \+ p(Z) -> Z = none ; true ) ), L), length(L, N), write(N), nl.

main :- t1, t2, t3, t4, t5, t6, t7.
