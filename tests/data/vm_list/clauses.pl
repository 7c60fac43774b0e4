% vm_list/1 (issue 10): the compiled code of each clause, one
% instruction per line, then the auxiliary predicates its control
% constructs became. `$auxN` numbers are masked in the snapshot.

app([], L, L).
app([H|T], L, [H|R]) :- app(T, L, R).

% A head argument passed on in place stays in its register.
kept(X, Y) :- 3 is 1+2, Y > 0, next(X, Y).

% A clause that calls nothing keeps every head argument in its register
% (issue 12); one an inline builtin overwrites is copied out first.
attacks(X, D, [Y|_]) :- X =:= Y + D.
tested(X, Y) :- atom(X), Y > 1, X \== Y.
% Nested head lists whose elements are variables or lists: one
% get_list2 per cell, the tail through a temporary.
left_of(L, R, [L, R|_]).
overwritten(X, Y) :- atom_length(Y, X).

% If-then-else, negation and a cut in a branch.
classify(X, C) :-
    (   X > 0 -> C = pos
    ;   X =:= 0 -> C = zero, !
    ;   \+ atom(X), C = neg
    ).

% Templates: strings, big integers, lists; arithmetic trees.
big(f(X, "str", 123456789012345678901234567890, [a,b|T]), T) :-
    Y is X*2 + max(X, 1) - foo(X),
    Y >= 0, !,
    next(Y, _).

% Nested structures, WAM-style, in the head and the body.
nest(g(h(X), [Y|Z]), Z) :- next(k(X, l(Y)), [1,2]).

% Anonymous arguments in a row: one unify_void with a count.
voids(h(_, _, _, x, _), Y) :- Y = h(_, _, y, _, _), next(h(_, _, _, _, z), Y).

% Type tests and term comparisons of variables already seen are
% instructions of their own, reading the registers (issue 12); a first
% occurrence or a constant other than an atom or small integer calls the
% builtin.
tests(X, Y) :-
    (   var(X) -> true
    ;   X == 5, Y \== foo, X @< Y, [] @>= Y, Y \== 1.5
    ),
    atom(Z), next(Z, Y).

% A fact with constants, and one with environment slots.
fact(a, 1, 2.5, 'Quoted atom').
env(X) :- next(X, Y), next(Y, Z), next(Z, X).

next(_, _).

% Inline control (issue 12): a call last in a branch of a construct that
% ends the clause is a last call (execute, no environment when no other
% call needs one); a disjunction keeps its choicepoint.
countdown(N) :- ( N > 0 -> N1 is N - 1, countdown(N1) ; true ).
branches(X) :- ( atom_length(X, 3) -> countdown(3) ; countdown(5) ).
either(X) :- ( X = a ; countdown(2), X = b ).

main :-
    vm_list(app/3),
    vm_list(kept),
    vm_list(attacks),
    vm_list(tested),
    vm_list(left_of),
    vm_list(overwritten),
    vm_list(classify/2),
    vm_list(big),
    vm_list(nest),
    vm_list(voids),
    vm_list(fact/4),
    vm_list(env),
    vm_list(tests),
    vm_list(countdown),
    vm_list(branches),
    vm_list(either),
    vm_list(atom_length/2),
    catch(vm_list(nope/3), error(E, _), (print(E), nl)),
    % Bad arguments are errors, as SWI's (issue 10).
    catch(vm_list(_), error(E2, _), (print(E2), nl)),
    catch(vm_list(1), error(E3, _), (print(E3), nl)),
    catch(vm_list(_), error(E2, _), (print(E2), nl)),
    catch(vm_list(1), error(E3, _), (print(E3), nl)).
