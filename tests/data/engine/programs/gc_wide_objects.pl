% Survivors of garbage collections: strings and big integers wider than
% a 64-cell word of the collector's mark bitmap (marked as ranges),
% values only the trail holds (setarg/3 undone by backtracking),
% choicepoints made at the top of the heap, and frozen goals. The suite
% also runs this under ZEBRALOG_GC_STRESS, which collects all along.

garbage(0) :- !.
garbage(N) :- numlist(1, 8, _), N1 is N - 1, garbage(N1).

strings :-
    length(Cs, 1500), maplist(=(0'x), Cs), string_codes(S, Cs),
    string_concat(S, "yz", S2),
    garbage(2000),
    string_length(S2, L), write(L), nl,
    sub_string(S2, 1495, _, 0, Tail), write(Tail), nl,
    garbage(2000),
    string_code(1502, S2, C), char_code(Ch, C), write(Ch), nl.

bigints :-
    X is 7 ** 3000, Y is -(3 ** 5000),
    garbage(2000),
    X2 is 7 ** 3000, ( X =:= X2 -> write(same) ; write(differs) ), nl,
    R is X mod 1000000007, write(R), nl,
    garbage(2000),
    M is msb(-Y), write(M), nl,
    S is sign(Y), write(S), nl.

undone_setarg :-
    T = t(h(1, 2), k),
    (   setarg(1, T, new), garbage(2000), write(T), nl, fail
    ;   true
    ),
    garbage(2000),
    write(T), nl,
    U = u(a0),
    (   setarg(1, U, a1), setarg(1, U, g(a2)), garbage(1000),
        setarg(1, U, a3), garbage(1000), write(U), nl, fail
    ;   true
    ),
    garbage(1000),
    write(U), nl.

choicepoints :-
    findall(I-L, (between(1, 4, I), garbage(500), numlist(1, I, L)), Ps),
    write(Ps), nl,
    (   member(J, [1, 2, 3]), garbage(800), J >= 3 -> write(J) ; write(none) ),
    nl.

frozen :-
    freeze(V, W = done(V)), garbage(2000), V = 1, write(W), nl,
    (   freeze(Q, (write(woke(Q)), nl)), garbage(1000), Q = 1,
        write(bound), nl, fail
    ;   true
    ),
    (   frozen(Q, G) -> write(G) ; write(no) ), nl.

main :-
    strings,
    bigints,
    undone_setarg,
    choicepoints,
    frozen.
