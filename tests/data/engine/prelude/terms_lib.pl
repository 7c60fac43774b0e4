% library(terms) (issue 14): variant/2, subsumes/2, subsumes_chk/2,
% term_subsumer/3, mapargs/3, mapsubterms/3, mapsubterms_var/3,
% foldsubterms/4,5, same_functor/2,3,4.
:- use_module(library(terms)).
:- ensure_loaded(harness).

double(X, Y) :- integer(X), Y is 2 * X.
count_ints(X, N0, N) :- integer(X), N is N0 + 1.
swap_ab(a, b).
swap_ab(b, a).
var_to_v(X, v) :- var(X).

main :-
    t(variant(f(X1, Y1, X1), f(_, _, _))),
    t(variant(f(X2, Y2, X2), f(A2, B2, A2))),
    t(variant(f(a), f(a))),
    t(subsumes_chk(f(_), f(a))),
    t(subsumes_chk(f(a), f(_))),
    t(subsumes(f(X3), f(a))),
    t(subsumes(f(a), f(_))),
    t(term_subsumer(f(a, b), f(c, b), _)),
    t(term_subsumer(f(a, a, b), f(c, c, d), _)),
    t(term_subsumer(g(a, h(x)), g(a, h(y)), _)),
    t(term_subsumer(f(a), g(a), _)),
    t(term_subsumer(f(X4, a), f(X4, b), _)),
    t(term_subsumer([1, 2, 3], [1, 5, 3], _)),
    t(mapargs(double, f(1, 2, 3), _)),
    t(mapargs(double, _, g(1, 2))),
    t(mapargs(double, f(1, a), _)),
    t(mapargs(double, foo, _)),
    t(mapsubterms(double, f(1, [2, g(3)], a), _)),
    t(mapsubterms(swap_ab, f(a, [b, c], g(a, X5)), _)),
    t(mapsubterms_var(var_to_v, f(_, [a, _]), _)),
    t(foldsubterms(count_ints, f(1, [2, g(3)], a, 4.0), 0, _)),
    t(foldsubterms([X, Y, S0, S]>>(integer(X), Y is -X, S is S0 + X), f(1, [2, g(3)]), _, 0, _)),
    t(same_functor(f(a, b), _)),
    t(same_functor(_, g(x), _)),
    t(same_functor(f(a), g(a))),
    t(same_functor(T6, T7, h, 2)),
    t(same_functor(abc, _, _, _)),
    t(same_functor(_, _)),
    ( X1-Y1-X2-Y2-B2-X3-X5-T6-T7 = _ -> true ; true ).
