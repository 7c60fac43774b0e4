% Module:attr_unify_hook/2 runs after the binding, before the next goal;
% of two attributed variables the younger is bound to the older and its
% hook sees the older one; a plain variable is bound to the attributed
% one without a hook; a module without a hook is an existence error
% (issue 11).
foo:attr_unify_hook(A, O) :-
    (   attvar(O)
    ->  get_attr(O, foo, Z), print(hook(A, other(Z))), nl
    ;   print(hook(A, O)), nl
    ).

t(G) :-
    catch(( G -> R = yes ; R = no ), error(E, _), R = error(E)),
    print(R), nl.

main :-
    put_attr(X, foo, 1), X = a, print(after), nl,
    put_attr(P, foo, 1), put_attr(Q, foo, 2), P = Q,
    get_attr(P, foo, V), print(V), nl,
    put_attr(P2, foo, 1), put_attr(Q2, foo, 2), Q2 = P2,
    get_attr(P2, foo, V2), print(V2), nl,
    put_attr(R, foo, 1), S = R, print(plain_bound), nl,
    f(T) = f(R), t((attvar(S), attvar(T))),
    t((put_attr(M, m, 1), M = 1)),
    put_attr(H, foo, 1), f(H, H) = f(b, W), print(W), nl,
    % A failing hook makes the unification fail.
    t((put_attr(F, bar, 1), F = 1)),
    t((put_attr(F2, foo, 1), F2 \= 1)),
    t((put_attr(F3, foo, 1), \+ F3 = 1)).

bar:attr_unify_hook(_, _) :-
    fail.
