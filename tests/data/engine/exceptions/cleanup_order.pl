% Output already written before an exception stays written; the handler
% sees the ball from the innermost throw.
p(N) :- N > 3, throw(too_deep(N)).
p(N) :- write(N), nl, N1 is N + 1, p(N1).
main :-
    catch(p(1), too_deep(D), (print(stopped_at(D)), nl)),
    catch(( between(1, inf, I), I > 2, throw(found(I)) ), found(J), true),
    print(J), nl.
