% Issue 10: clauses holding big integer literals (beyond 64 bits) keep
% their values when the code arena is rebuilt after a retract. The
% rebuild (at the end of a directive, once the arena has doubled since
% the last one) relocated string literals but not big integer literals,
% which kept their old index into the string table: out of bounds (a
% panic) or another literal's value.

:- dynamic junk/2, keep/2.

t.

junk(N) :-
    forall(between(1, N, I),
           assertz((junk(I, B) :-
                       t, t, t, t, t, t, t, t, t, t, t, t, t, t, t, t, t, t, t, t,
                       B = 111111111111111111111111111111))).

keep :-
    assertz(keep(1, 222222222222222222222222222222)),
    assertz((keep(2, X) :- X = f(-333333333333333333333333333333, "text"))),
    assertz((keep(3, X) :- X is 444444444444444444444444444444 + 1)),
    assertz((keep(4, X) :- X =:= 555555555555555555555555555555, !)),
    assertz(keep(4, no)).

% Enough code for a first rebuild, then clauses after the junk, then
% twice as much dead code: the second rebuild moves the kept clauses.
:- junk(2000).
:- keep.
:- retractall(junk(_, _)).
:- junk(4000), retractall(junk(_, _)).

main :-
    keep(1, A), print(A), nl,
    keep(2, B), print(B), nl,
    keep(3, C), print(C), nl,
    ( keep(4, 555555555555555555555555555555) -> print(yes) ; print(no) ), nl,
    ( keep(4, 1) -> print(yes) ; print(no) ), nl.
