main :-
    catch(throw(my_ball), B, (print(caught(B)), nl)),
    catch(throw(f(_, 1)), f(2, Y), (print(Y), nl)),
    catch((write(before), nl, throw(oops), write(after)), oops, (write(recovered), nl)),
    catch(true, _, write(not_reached)), write(no_throw), nl,
    % the ball is copied: bindings made before the throw are undone
    catch((Z = bound, throw(ball(Z))), ball(W), true), print(W), nl,
    ( var(Z) -> write(z_unbound) ; write(z_bound) ), nl,
    catch(throw(_), error(E, _), (print(E), nl)).
