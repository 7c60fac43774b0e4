% Issue 12: a call of a predicate defined by rules that first-argument
% indexing narrows to one rule, which commits as soon as its head
% matched, leaves no choicepoint (no choicepoint either for the
% no-matching-rule error after it). Heads still match by subsumption
% only, and a call no rule matches still raises the error.
slist([], Sum0, Sum) => Sum = Sum0.
slist([H|T], Sum0, Sum) => Sum1 is Sum0+H, slist(T, Sum1, Sum).

rdet(0) => true.
rdet(N) => $p, $, N1 is N - 1, rdet(N1).
p.

one(a) => true.

pair(f(X, Y), Z) => Z = X-Y.
pair(g(X), Z) => Z = X.

lin(X, X) => true.
lin(_, _) => fail.

guarded(X), X > 0 => true.
guarded(_) => true.

'?=>'(soft(a), true).
soft(_) => true.

det(G) :-
    call_cleanup(G, Det = true),
    ( Det == true -> print(det) ; print(nondet) ), nl.

show(G) :-
    catch(( G -> print(yes) ; print(no) ), error(E, _), pv(E)), nl.

pv(T) :- \+ \+ ( numbervars(T, 0, _), print(T) ).

main :-
    det(slist([1, 2, 3], 0, S)), print(S), nl,
    det(slist([], 0, _)),
    det(rdet(10)), det(rdet(0)),
    det(one(a)),
    det(pair(f(1, 2), P)), print(P), nl,
    det(pair(g(1), _)),
    det(lin(1, 1)),
    det(guarded(1)), det(guarded(0)),
    det(soft(b)), det(soft(a)),
    show(one(_)), show(one(b)),
    show(slist(_, 0, _)), show(slist([1|_], 0, _)),
    show(pair(f(1), _)), show(pair(_, _)), show(pair(h, _)),
    A = f(_, _), show(pair(A, _)), pv(A), nl,
    show(rdet(_)),
    show(lin(_, _)),
    catch(one(c), Ball, true), pv(Ball), nl.
