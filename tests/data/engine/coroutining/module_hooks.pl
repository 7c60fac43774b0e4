% A module file's attribute hooks, written unqualified, are that
% module's; another module's hooks are written qualified (issue 11).
:- module(watcher, [main/0]).

watch(X) :- put_attr(X, watcher, watching).

attr_unify_hook(watching, V) :-
    print(bound_to(V)), nl.

attribute_goals(X) -->
    [watch(X)].

other:attr_unify_hook(A, V) :-
    print(other(A, V)), nl.

other:attribute_goals(X) -->
    { get_attr(X, other, A) },
    [other(A)].

main :-
    watch(X), put_attr(X, other, 1),
    copy_term(X, Y, Gs), Y = y, print(Gs), nl,
    X = 5,
    put_attr(Z, other, 2), frozen(Z, G), print(G), nl.
