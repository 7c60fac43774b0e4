% Issue 25: each runaway raises a resource error under a small stack
% limit, and ordinary goals run normally after it, in the same run.

sgrow(S) :- string_concat(S, S, S2), sgrow(S2).

% Global variables count against the limit (each value is 100,000
% cells long); nb_delete/1 gives their room back.
nbgrow(N) :-
    numlist(1, 100000, L),
    atom_concat(key, N, K),
    nb_setval(K, L),
    N1 is N + 1,
    nbgrow(N1).

nbclean :-
    forall(between(0, 1000, I), (atom_concat(key, I, K), nb_delete(K))).

deep(N) :- N > 0, N1 is N - 1, deep(N1), true.

long(L) :- long([x|L]).

runaway(sgrow("abcdefgh"), true).
runaway(nbgrow(0), nbclean).
runaway(_ is 7^(10^9), true).
runaway(deep(100000000), true).
runaway(long([]), true).

ordinary :-
    X = 1, length(L, 3), length(L, Len), atom_length(abc, N),
    Y is 2^100, atom_concat(abc, def, A), numlist(1, 1000, NL),
    sum_list(NL, S), nb_setval(small, f(a)), nb_getval(small, V),
    print(ok(X, Len, N, Y, A, S, V)), nl.

main :-
    set_prolog_flag(stack_limit, 16777216),
    forall(runaway(G, Cleanup),
           (   catch(G, error(E, _), true),
               print(E), nl,
               Cleanup,
               ordinary
           )).
