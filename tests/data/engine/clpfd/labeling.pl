% label/1 and labeling/2 with each option, on small problems: the full
% order of the solutions shows the variable selection (leftmost, ff, ffc,
% min, max), the value order (up, down), the branching (step, enum,
% bisect) and the optimisation options (min(Expr), max(Expr)).
:- use_module(library(clpfd)).

v(L, G, T) :-
    catch(( G -> R = T ; R = no ), error(E, _), R = error(E)),
    copy_term(R, C, _), numbervars(C, 0, _),
    format("~w: ~q~n", [L, C]).

% Three variables with different domains, one constraint between them.
p1([X, Y, Z]) :- X in 1..3, Y in 1..2, Z in 2..3, X #\= Y.

% Solutions of labeling(Opts, Vs) for problem P, in order.
% The options are the label, with the problem's variables printed as
% A, B, ... in order.
sols(Opts, P) :-
    call(P, Vs0),
    copy_term(Vs0-Opts, C-OC, _), numbervars(C, 0, _), functor(P, Name, _), format(atom(L), "~w ~q", [Name, OC]),
    v(L, findall(Vs, (call(P, Vs), labeling(Opts, Vs)), S), S).

% ffc: equal domain sizes, the variable in most constraints goes first.
p2([X, Y, Z]) :- [X, Y, Z] ins 1..2, Z #\= X, Z #\= Y.

% Wider domains, for the branching strategies.
p3([X, Y]) :- X in 1..4, Y in 0..1, X #\= 3.

% min and max select by smallest lower / largest upper bound.
p4([X, Y, Z]) :- X in 2..4, Y in 1..2, Z in 3..5.

% Optimisation.
p5([X, Y]) :- [X, Y] ins 0..3, X + Y #=< 4.

% p5 on the variables the optimisation options name.
p5(X, Y, [X, Y]) :- p5([X, Y]).

main :-
    v(label, findall(Vs, (p1(Vs), label(Vs)), S0), S0),
    forall(member(O, [[], [leftmost], [ff], [ffc], [min], [max],
                      [up], [down], [step], [enum], [bisect],
                      [ff, down], [max, down], [min, bisect]]),
           sols(O, p1)),
    forall(member(O, [[leftmost], [ff], [ffc], [ffc, down]]), sols(O, p2)),
    forall(member(O, [[step], [enum], [bisect], [down, step], [down, enum],
                      [down, bisect]]),
           sols(O, p3)),
    forall(member(O, [[leftmost], [min], [max], [ff], [min, down]]), sols(O, p4)),
    forall(member(O, [[min(X+Y)], [max(X+Y)], [max(X-Y)], [min(X*Y)],
                      [max(2*X+Y)], [max(X+Y), min(X)], [max(X+Y), max(X)],
                      [min(X-Y), down], [ff, max(Y)]]),
           sols(O, p5(X, Y))),
    % The first solution is the optimum; once (first) is what one usually asks.
    v(max_first, (p5([A, B]), once(labeling([max(A*B)], [A, B]))), [A, B]),
    v(min_first, (p5([C, D]), once(labeling([min(C-2*D)], [C, D]))), [C, D]),
    % Labeling binds every variable, even those already decided.
    v(some_bound, findall([E, F], (E = 2, F in 1..2, label([E, F])), S1), S1),
    % The same variable twice.
    v(duplicate_vars, findall(G, (G in 1..3, label([G, G])), S2), S2),
    v(nothing_left, (H in 1..3, H #> 2, label([H])), H).
