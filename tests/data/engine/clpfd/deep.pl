% Deep expressions and long propagation chains: posting walks the
% expression with an explicit stack and propagation is a queue, so
% neither depth nor chain length can overflow a native stack (issue 11).
:- use_module(library(clpfd)).

sum_expr(0, 0) :- !.
sum_expr(N, E + 1) :- N1 is N - 1, sum_expr(N1, E).

chain([_]) :- !.
chain([A, B|T]) :- A #< B, chain([B|T]).

main :-
    sum_expr(300000, E),
    X #= E,
    writeln(X),
    Y #= E - 299999,
    writeln(Y),
    length(L, 400),
    L ins 0..1000,
    chain(L),
    L = [F|_],
    last(L, La),
    fd_dom(F, DF),
    fd_dom(La, DL),
    writeln(DF-DL),
    F #> 500,
    fd_dom(La, DL2),
    writeln(DL2).
