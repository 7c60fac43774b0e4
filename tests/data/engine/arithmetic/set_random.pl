% set_random/1, getrand/1, setrand/1 (issue 14): after a seed or a state
% put back, the numbers of random/1, random_between/3 and the random
% functions repeat; their values are not SWI's, so only that is
% printed, and the errors.
t(G) :- catch(( call(G) -> print(yes) ; print(no) ), error(E, _), print(error(E))), nl.

draw(L) :- findall(X, ( between(1, 5, _), random_between(1, 1000000, X) ), L1),
    random(F), R is random(1000), RF is random_float,
    L = [F, R, RF|L1].

main :-
    set_random(seed(42)), draw(A),
    set_random(seed(42)), draw(B),
    set_random(seed(7)), draw(C),
    ( A == B -> writeln(same) ; writeln(different) ),
    ( A \== C -> writeln(differ_by_seed) ; writeln(same_for_other_seed) ),
    set_random(seed(-3)), draw(D1), set_random(seed(-3)), draw(D2),
    ( D1 == D2 -> writeln(same) ; writeln(different) ),
    set_random(seed(123456789012345678901234567890)), draw(E1),
    set_random(seed(123456789012345678901234567890)), draw(E2),
    ( E1 == E2 -> writeln(same) ; writeln(different) ),
    A = [F|_], ( float(F), F > 0, F < 1 -> writeln(in_range) ; writeln(F) ),
    getrand(G), draw(G1), setrand(G), draw(G2),
    ( G1 == G2 -> writeln(same) ; writeln(different) ),
    set_random(state(G)), draw(G3),
    ( G1 == G3 -> writeln(same) ; writeln(different) ),
    setrand(rand(1, 2, 3)), draw(R1), setrand(rand(1, 2, 3)), draw(R2),
    ( R1 == R2 -> writeln(same) ; writeln(different) ),
    t(setrand(foo)),
    t(setrand(_)),
    t(set_random(seed(random))),
    t(set_random(seed(foo))),
    t(set_random(seed(1.5))),
    t(set_random(seed("abc"))),
    t(set_random(seed(_))),
    t(set_random(foo)),
    t(set_random(_)),
    t(random_between(1, a, _)),
    t(random_between(3, 1, _)),
    t(random_between(_, 1, _)),
    t(random_between(5, 5, 5)),
    t(random(1.5)),
    t(random(a)).
