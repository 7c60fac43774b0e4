% Issue 10: a program's own predicate whose name merely starts with
% '$aux' is not one of the compiler's auxiliary predicates ('$aux'
% followed by a number). The code-arena rebuild took it for one that
% no live clause owned and dropped its clauses.

:- dynamic junk/2.

'$auxiliary'(kept).
'$aux_data'(X) :- X = also_kept.

t.

junk(N) :-
    forall(between(1, N, I),
           assertz((junk(I, B) :-
                       t, t, t, t, t, t, t, t, t, t, t, t, t, t, t, t, t, t, t, t,
                       B = I))).

% Enough code for a first rebuild, then twice as much dead code.
:- junk(2000).
:- retractall(junk(_, _)).
:- junk(4000), retractall(junk(_, _)).

t(G) :- ( catch(G, error(E, _), (print(E), nl, fail)) -> print(G), nl ; true ).

main :-
    t('$auxiliary'(_)),
    t('$aux_data'(_)).
