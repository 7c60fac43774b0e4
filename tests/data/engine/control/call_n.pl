add(X, Y, Z) :- Z is X + Y.
main :-
    call(add(1), 2, Z1), print(Z1), nl,
    call(add, 3, 4, Z2), print(Z2), nl,
    G = format("~w+~w~n"), call(G, [a, b]),
    call((X = 1, Y = 2)), print(X/Y), nl,
    call(;, fail, true), write(or_ok), nl,
    call(',', W = w, print(W)), nl,
    findall(A, call(member, A, [1,2,3]), L), print(L), nl,
    catch(call(1), error(F, _), (print(F), nl)),
    catch(call(_), error(F2, _), (print(F2), nl)),
    catch(call((foo, 1)), error(F3, _), (print(F3), nl)).
