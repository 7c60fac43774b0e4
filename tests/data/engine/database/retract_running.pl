% Issue 10: retracted clauses' code is reclaimed while the query runs;
% code that is still running, or that a choicepoint may still try, must
% survive the rebuild. churn(30000) makes enough dead code to force one.
:- dynamic p/0, r/0, q/1, c/1.

churn(0) :- !.
churn(N) :- assertz(c(N)), retract(c(N)), N1 is N-1, churn(N1).

% The running clause retracts itself, then a rebuild happens under it.
p :- retract((p :- _)), churn(30000), write(p_still_runs), nl,
    X = f(Y), Y = 1, write(X), nl.

% The same, inside a control construct (an auxiliary predicate).
r :- retract((r :- _)),
    (   churn(30000), write(r_branch), nl
    ;   write(r_other), nl
    ),
    write(r_after), nl.

q(1) :- write(q1), nl.
q(2) :- churn(30000), write(q2), nl.
q(3) :- write(q3), nl.

main :-
    p, ( catch(p, E, (print_message(error, E), fail)) -> true ; write(p_gone), nl ),
    r, ( r -> true ; write(r_gone), nl ),
    % The logical update view: clauses retracted during the iteration
    % are still tried, after the rebuild too.
    forall(q(X), ( X == 1 -> retract((q(3) :- _)), retract((q(2) :- _)), churn(30000) ; true )),
    forall(q(X), (write(left(X)), nl)),
    % A choicepoint in a retracted clause's body.
    assertz((s(A) :- retract((s(_) :- _)), member(A, [x, y, z]), ok(A))),
    forall(s(A), ((A == x -> churn(30000) ; true), write(A), nl)).

ok(_).
