% listing/1 on a consulted program: clauses as written, with their source
% variable names (`_` for anonymous ones), each predicate followed by a
% blank line; Name lists every arity, Name/Arity one predicate, a head
% the clauses that unify with it.

parent(tom, bob).
parent(bob, ann).
parent(bob, 'Pat Smith').

grandparent(GP, GC) :-
    parent(GP, P),
    parent(P, GC).

classify(N, Class) :-
    (   N < 0
    ->  Class = negative
    ;   N =:= 0
    ->  Class = zero
    ;   Class = positive
    ).

member_check(X, [X|_]) :- !.
member_check(X, [_|T]) :- member_check(X, T).

safe_div(X, Y, Z) :-
    \+ Y =:= 0,
    Z is X / Y.

either(X) :- ( X == a ; X == b ), write(ok), nl.

greeting("hello world", 'Hello', [1, 2.5, "three", four]).

apply_twice(G, X) :- G, call(G, X).

tally(0).
tally(1, one).
tally(2, two, deux).

'odd name'(x) :- 'another odd'.

main :-
    listing(parent/2),
    listing(grandparent),
    listing(classify/2),
    listing(member_check),
    listing(safe_div/3),
    listing(either),
    listing(greeting/3),
    listing(apply_twice/2),
    listing(tally),
    listing(tally/2),
    listing(parent(bob, _)),
    listing([tally/3, 'odd name'/1]),
    catch(listing(no_such_predicate), error(E1, _), (print(E1), nl)),
    catch(listing(tally/7), error(E2, _), (print(E2), nl)),
    catch(listing(42), error(E3, _), (print(E3), nl)).
