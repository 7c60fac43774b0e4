% statistics/2: the types SWI-Prolog gives each key, and clocks that do
% not run backwards. get_time/1 is seconds since the epoch, a float.
key(cputime).
key(process_cputime).
key(runtime).
key(walltime).
key(real_time).
key(inferences).
key(epoch).

kind(V, float) :- float(V), !.
kind(V, integer) :- integer(V), !.
kind([A, B], pair) :- integer(A), integer(B), !.
kind(_, other).

burn(0) :- !.
burn(N) :- N1 is N - 1, burn(N1).

main :-
    forall(key(K), ( statistics(K, V), kind(V, T), write(K-T), nl )),
    statistics(cputime, C0),
    statistics(inferences, I0),
    statistics(runtime, [R0, _]),
    burn(100000),
    statistics(cputime, C1),
    statistics(inferences, I1),
    statistics(runtime, [R1, _]),
    (   C1 >= C0 -> write(cpu_ok) ; write(cpu_backwards) ), nl,
    (   R1 >= R0 -> write(runtime_ok) ; write(runtime_backwards) ), nl,
    (   I1 - I0 >= 100000 -> write(inferences_ok) ; write(I1-I0) ), nl,
    get_time(T), ( float(T), T > 1.0e9 -> write(time_ok) ; write(T) ), nl,
    catch(statistics(nonsense, _), error(E, _), true),
    print(E), nl.
