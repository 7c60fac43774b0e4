% Issue 12: $(Goal) in a rule's body raises SWI's determinism errors,
% with the rule's predicate as context, when Goal fails or leaves a
% choicepoint; a cut inside Goal stays local to it.
a(1). a(2).
t_nondet(X) => $a(X).
t_fail(X) => $a(X), print(X), nl.
t_cut(X) => $((a(X), !)).
t_ok(X) => $(X = 1), $true.

pv(T) :- \+ \+ ( numbervars(T, 0, _), print(T) ).

show(G) :-
    catch(( G -> pv(G) ; print(no) ), Ball, pv(Ball)), nl.

main :-
    show(t_nondet(_)), show(t_fail(3)), show(t_fail(2)),
    show(t_cut(_)), show(t_ok(_)).
