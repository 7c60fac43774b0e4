f(E) :- X is E, format("~w = ~4f~n", [E, X]).
main :-
    f(sin(0)), f(sin(pi/2)), f(cos(pi)), f(tan(pi/4)),
    f(asin(1)), f(acos(0)), f(atan(1)), f(atan(1, 2)), f(atan2(1, -1)),
    f(sinh(1)), f(cosh(0)), f(tanh(0.5)),
    f(exp(1)), f(log(10)), f(sqrt(10)),
    f(pi), f(e), f(2/3), f(-2/3), f(1.0e6), f(0.00005), f(0.00004).
