% A catcher that does not unify lets the ball pass to an outer catch.
inner :- catch(throw(second), first, (write(wrong_handler), nl)).
main :-
    catch(inner, Ball, (print(outer_caught(Ball)), nl)),
    catch(catch(throw(a), a, throw(b)), b, (write(handler_threw_b), nl)),
    catch(catch(throw(1), X, (X > 5 -> write(big) ; throw(small(X)))), small(Y), (print(Y), nl)).
