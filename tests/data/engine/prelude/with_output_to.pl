% with_output_to/2 captures what Goal writes (Goal runs once); captures
% nest; output is restored when Goal fails or raises.
main :-
    with_output_to(string(S1), (write(a), print([1]), nl)), print(S1), nl,
    with_output_to(atom(A), forall(member(X, [a, b]), write(X))), print(A), nl,
    with_output_to(codes(C), write(hi)), print(C), nl,
    with_output_to(chars(Cs, T), write(hi)), T = [], print(Cs), nl,
    with_output_to(string(S2), member(Y, [x, y])), print(Y/S2), nl,
    catch(with_output_to(string(_), (write(lost), throw(ball))), B, true), print(B), nl,
    ( with_output_to(string(_), (write(lost), fail)) -> true ; write(failed) ), nl,
    with_output_to(string(S3), (with_output_to(string(S4), write(inner)), write(outer-S4))),
    print(S3), nl,
    catch(with_output_to(foo(x), true), error(E, _), true), print(E), nl.
