% A tabled predicate with no answers, one that loops through itself
% only, errors raised inside a tabled evaluation (the table is dropped,
% so the error comes again), table/1 errors, abolish_all_tables/0.
:- table none/1.
none(X) :- none(X).

:- table empty/2.
empty(_, _) :- fail.

:- table boom/1.
boom(X) :- X is 1 / 0.

:- table count/1.
count(X) :- counter(X).

:- dynamic counter/1.
counter(1).

:- table zero.
zero.

main :-
    findall(X, none(X), L1), print(L1), nl,
    ( empty(a, _) -> print(yes) ; print(no) ), nl,
    catch(boom(_), error(E1, _), (print(E1), nl)),
    catch(boom(_), error(E2, _), (print(E2), nl)),
    count(A), print(A), nl,
    retract(counter(1)), assertz(counter(2)),
    count(B), print(B), nl,
    abolish_all_tables,
    count(C), print(C), nl,
    ( zero -> print(yes) ; print(no) ), nl,
    catch(table(_), error(E3, _), (print(E3), nl)),
    catch(table(w(_, foo)), error(E4, _), (print(E4), nl)),
    catch(abolish_all_tables(x), error(E5, _), (print(E5), nl)).
