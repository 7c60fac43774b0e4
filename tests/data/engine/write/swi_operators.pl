% The operator table matches SWI-Prolog's: =@= and \=@= (700 xfx),
% xor (400 yfx), => (1200 xfx); ? is not an operator.
main :-
    writeq(?(a)), nl,
    writeq(f(a =@= b, a \=@= b)), nl,
    X = (1 xor 2 + 3), X =.. [F|_], print(F), nl,
    writeq(1 xor 2 * 3), nl,
    writeq((head => body)), nl,
    ( current_op(P, T, xor) -> print(P-T) ; write(none) ), nl,
    ( current_op(_, _, ?) -> write(op) ; write(not_op) ), nl.
