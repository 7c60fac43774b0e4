% A module passes its own helpers to foldl/4, maplist/3 and
% aggregate_all/3 as closures; the program passes its own to the
% module's meta predicate. Each runs where it was written.
:- use_module(mods/tally).

big(X) :- X > 2.
add(_, _, oops).

main :-
    tally([3,1,4,1,5], S, M), print(S/M), nl,
    doubled_all([1,2,3], D), print(D), nl,
    count_where(big, [1,2,3,4], N), print(N), nl,
    foldl(add, [1], start, R), print(R), nl,
    catch(dbl(1, _), error(E, _), (print(E), nl)).
