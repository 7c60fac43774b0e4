% Index keys are packed in one word (issue 12): integers past 60 bits,
% the boundary ones and functors of high arity key as any other term
% or match every key, but a call still finds exactly the clauses that
% unify, scanned (few clauses) or through the hash index (many), and is
% deterministic when only one clause can match.
:- dynamic big/2.

det(G) :-
    call_cleanup(G, Det = true),
    (   Det == true -> print(det(G)) ; print(nondet(G)) ), nl.

small(576460752303423487, max60).
small(-576460752303423488, min60).
small(576460752303423488, past_max).
small(-576460752303423489, past_min).
small(9223372036854775807, max64).
small(0, zero).

main :-
    forall(member(K, [576460752303423487, -576460752303423488, 576460752303423488,
                      -576460752303423489, 9223372036854775807, 0, 1]),
           ( findall(V, small(K, V), Vs), print(K-Vs), nl )),
    det(small(576460752303423487, _)),
    det(small(0, _)),
    forall(between(1, 12, I),
           ( K is (1 << 59) * I - I, assertz(big(K, I)) )),
    assertz(big(f(a), fa)),
    assertz(big(f(a, b), fab)),
    forall(member(I, [1, 4, 5, 12]),
           ( K is (1 << 59) * I - I, findall(V, big(K, V), Vs), print(I-Vs), nl )),
    findall(V, big(f(_), V), F1), print(F1), nl,
    findall(V, big(f(_, _), V), F2), print(F2), nl,
    K1 is (1 << 59) - 1, det(big(K1, _)),
    det(big(f(_), _)).
