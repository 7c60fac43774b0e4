% catch/3 is transparent to backtracking: its goal can be retried.
main :-
    findall(X, catch(member(X, [a,b,c]), _, true), L1), print(L1), nl,
    findall(X, (catch(member(X, [1,2,3]), _, true), X >= 2), L2), print(L2), nl,
    % an exception after catch/3 exited is not caught by it
    catch(( catch(member(Y, [1,2]), _, (write(inner), nl)), Y > 1, throw(late(Y)) ),
          late(V), (print(outer(V)), nl)),
    % the handler runs in place of the goal and its solutions count
    findall(H, catch(throw(x), x, member(H, [h1,h2])), L3), print(L3), nl.
