% A goal woken by a binding runs before a `fail` that follows the
% binding, as in SWI: the binding's wakeup is never dropped because the
% next instruction fails (reported by the gc helper, issue 12).
t1 :- ( freeze(Q, write(woke1)), Q = 1, fail ; true ), nl.
t2 :- ( freeze(Q, write(woke2)), Q = 1, true, fail ; true ), nl.
t3 :- ( freeze(Q, write(woke3)), Q = 1, (true ; fail), fail ; true ), nl.
t4 :- ( ( freeze(Q, write(woke4)), Q = 1 -> fail ; true ) ; true ), nl.
t5 :- ( freeze(Q, write(woke5)), Q = 1, \+ true ; true ), nl.
p(_).
t6 :- ( freeze(Q, write(woke6)), p(Q), Q = 1, fail ; true ), nl.
t7 :- ( dif(X, a), X = a, write(not_here) ; write(dif_failed) ), nl.
t8 :- ( freeze(Q, fail), Q = 1, write(not_here) ; write(frozen_failed) ), nl.
main :- t1, t2, t3, t4, t5, t6, t7, t8.
