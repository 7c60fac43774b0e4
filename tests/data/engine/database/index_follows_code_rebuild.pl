% Issue 12: a hash index keeps, for a key with one clause, where that
% clause's code starts, so a call need not read the clause's record.
% A code arena rebuild (after a retract, once the arena has doubled)
% moves the code, and the index must follow: here the index of row/2 is
% built before two rebuilds move its clauses, then used after them.

:- dynamic junk/2, row/2.

t.

junk(N) :-
    forall(between(1, N, I),
           assertz((junk(I, B) :-
                       t, t, t, t, t, t, t, t, t, t, t, t, t, t, t, t, t, t, t, t,
                       B = I))).

fill :-
    forall(between(1, 50, I), ( V is I * I, assertz(row(I, V)) )).

look :-
    forall(member(I, [1, 7, 25, 50]),
           ( row(I, V) -> print(I-V), nl ; print(I-none), nl )),
    ( row(51, _) -> print(yes) ; print(no) ), nl,
    findall(K, row(K, 49), Ks), print(Ks), nl.

:- junk(2000).
:- fill.
:- look.
:- retractall(junk(_, _)).
:- junk(4000), retractall(junk(_, _)).

main :-
    look,
    retract(row(7, _)),
    look.
