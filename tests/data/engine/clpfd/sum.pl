% sum/3 and scalar_product/4 with each relation (#= #\= #< #> #=< #>=):
% every solution in labeling order, the domains bounds reasoning gives,
% and sums that decide their variables.
:- use_module(library(clpfd)).

v(L, G, T) :-
    catch(( G -> R = T ; R = no ), error(E, _), R = error(E)),
    copy_term(R, C, _), numbervars(C, 0, _),
    format("~w: ~q~n", [L, C]).

all(L, Vs, G) :- v(L, findall(Vs, (G, label(Vs)), S), S).

ops([#=, #\=, #<, #>, #=<, #>=]).

main :-
    ops(Ops),
    forall(member(Op, Ops),
           ( format(atom(L1), "sum ~w", [Op]),
             all(L1, [X, Y, Z], ([X, Y, Z] ins 0..2, sum([X, Y, Z], Op, 2))) )),
    forall(member(Op, Ops),
           ( format(atom(L2), "scalar_product ~w", [Op]),
             all(L2, [X, Y], ([X, Y] ins 0..3, scalar_product([2, 3], [X, Y], Op, 6))) )),
    forall(member(Op, Ops),
           ( format(atom(L3), "sum var ~w", [Op]),
             all(L3, [X, Y, S], ([X, Y] ins 0..1, S in 0..2, sum([X, Y], Op, S))) )),
    forall(member(Op, Ops),
           ( format(atom(L4), "scalar_product negative ~w", [Op]),
             all(L4, [X, Y], ([X, Y] ins 0..2, scalar_product([1, -2], [X, Y], Op, -1))) )),
    v(sum_empty, sum([], #=, S0), S0),
    v(sum_empty_lt, findall(S1, (S1 in -2..2, sum([], #<, S1), label([S1])), Ss1), Ss1),
    v(sum_dom, ([A, B, C] ins 1..5, sum([A, B, C], #=, S2), fd_dom(S2, D2)), D2),
    v(sum_dom_back, ([A3, B3] ins 0..10, sum([A3, B3], #=, 3), fd_dom(A3, D3)), D3),
    v(sum_le_dom, ([A4, B4] ins 0..10, sum([A4, B4], #=<, 4), fd_dom(A4, D4)), D4),
    v(sum_ge_dom, ([A5, B5] ins 0..3, sum([A5, B5], #>=, 5), fd_dom(A5, D5)), D5),
    v(sum_decides, ([A6, B6, C6] ins 0..3, sum([A6, B6, C6], #=, 9)), [A6, B6, C6]),
    v(sum_decides_zero, ([A7, B7] ins 0..3, sum([A7, B7], #=, 0)), [A7, B7]),
    v(sum_ground, sum([1, 2, 3], #=, S8), S8),
    v(sum_ground_fail, sum([1, 2, 3], #=, 7), yes),
    v(sum_mixed, (sum([1, X9, 3], #=, 10)), X9),
    v(scalar_product_ground, scalar_product([1, 2, 3], [4, 5, 6], #=, S10), S10),
    v(scalar_product_decides, ([A11, B11] ins 0..5, scalar_product([10, 1], [A11, B11], #=, 53)), [A11, B11]),
    v(scalar_product_dom, ([A12, B12] ins 0..9, scalar_product([3, 5], [A12, B12], #=<, 20),
                           fd_dom(A12, DA12), fd_dom(B12, DB12)), DA12/DB12),
    v(scalar_product_var_coeff, scalar_product([_], [1], #=, 1), yes),
    all(coins, [P, N, D, Q], ([P, N, D, Q] ins 0..5,
                              scalar_product([1, 5, 10, 25], [P, N, D, Q], #=, 30),
                              sum([P, N, D, Q], #=<, 3))).
