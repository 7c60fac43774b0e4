:- ensure_loaded(harness).

main :-
    t(nth0(0, [a,b,c], _)), t(nth1(1, [a,b,c], _)), t(nth0(5, [a,b,c], _)),
    t(nth1(0, [a,b,c], _)), t(nth0(-1, [a,b,c], _)),
    all(I-E, nth0(I, [a,b,c], E)),
    all(I-E, nth1(I, [a,b,c], E)),
    all(I, nth1(I, [a,b,a], a)),
    t(nth0(1, _, x)), t(nth0(a, [a], _)),
    t(nth0(1, [a,b,c], _, _)), t(nth1(3, [a,b,c], _, _)),
    all(I-E-R, nth0(I, [x,y,z], E, R)),
    all(L2, nth1(2, L2, new, [a,b])),
    t(nth0(-1, [a], _, _)), t(nth1(0, [a], _, _)).
