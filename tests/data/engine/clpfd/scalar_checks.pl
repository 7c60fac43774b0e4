% sum/3 and scalar_product/4 check their arguments in SWI's order (issue
% 11 sweep): the coefficients, the list, each element (type_error(integer,
% a), not a clpfd_expression error), then the relation; with every
% variable known the sum is computed however big it is (SWI does that
% before looking at the relation, which a variable then unifies with #=).
% And 0^Y is 1 for Y = 0 and 0 otherwise, whatever Y's domain.
:- use_module(library(clpfd)).

v(L, G, T) :-
    catch(( G -> R = T ; R = no ), error(E, _), R = error(E)),
    copy_term(R, C, _), numbervars(C, 0, _),
    format("~w: ~q~n", [L, C]).

main :-
    v(sum_atom, sum([a], #=, 3), yes),
    v(scalar_atom, scalar_product([1], [a], #=, 3), yes),
    v(scalar_coeff_atom, scalar_product([a], [_], #=, 3), yes),
    v(scalar_coeff_partial, scalar_product([1|_], [3], #=, 3), yes),
    v(scalar_coeff_foo, scalar_product(foo, [3], #=, 3), yes),
    v(scalar_vars_foo, scalar_product([1], foo, #=, 3), yes),
    v(scalar_op_var, scalar_product([1], [_], _, 3), yes),
    v(scalar_op_var_ground, scalar_product([1], [3], Op, 3), Op),
    v(scalar_op_int, scalar_product([1], [_], 1, 3), yes),
    v(scalar_op_foo, scalar_product([1], [_], foo, 3), yes),
    v(scalar_lengths, scalar_product([1,2], [_], #=, 3), yes),
    v(scalar_lengths_ground, scalar_product([1,2], [3], #=, 3), yes),
    v(scalar_big, scalar_product([1000000000000,1000000000000], [1000000000000,1000000000000], #=, V1), V1),
    v(sum_big, sum([1000000000000000000,9000000000000000000], #=, V2), V2),
    v(scalar_value_atom, scalar_product([1], [_], #=, a), yes),
    v(scalar_value_expr, (scalar_product([2], [X3], #=, Y3+1), Y3 = 5), X3),
    v(sum_lt, (sum([A4,B4], #<, 3), [A4,B4] ins 0..5, fd_dom(A4, D4)), D4),
    v(zero_pow_neg, 0^(-1) #= Z5, Z5),
    v(zero_pow_dom, (Y6 in -2..2, Z6 #= 0^Y6, fd_dom(Z6, D6), fd_dom(Y6, E6)), D6-E6),
    v(zero_pow_later, (Z7 #= 0^Y7, Y7 = -3), Z7),
    v(zero_pow_one, (Z8 #= 0^Y8, Z8 = 1), Y8),
    v(zero_pow_zero, (Z9 #= 0^Y9, Z9 = 0, fd_dom(Y9, D9)), D9).
