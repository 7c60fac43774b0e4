% Issue 25: assert/retract churn of a big term, recorda/erase churn and
% abolish churn keep the program bounded while the loop runs: dead
% clauses and erased records are reclaimed, however few inferences the
% loop makes per round. statistics(codes, _) is the size of the code
% and statistics(clauses, _) the clauses held; their values differ from
% SWI-Prolog's (whose clause collector lags: its growth here is up to
% about 200,000 codes), so only their growth against a generous bound
% is shown. The unit test vm::reclaim::tests::churn_of_big_clauses_...
% bounds zebralog's arena tightly.
:- dynamic big/1, big2/1.

peak(Key, Goal, Rounds, Growth) :-
    statistics(Key, V0),
    nb_setval(peak, V0),
    forall(between(1, Rounds, _),
           ( Goal,
             statistics(Key, V),
             nb_getval(peak, P0),
             P is max(P0, V),
             nb_setval(peak, P) )),
    nb_getval(peak, Peak),
    Growth is Peak - V0.

check(Name, Key, Goal, Bound) :-
    peak(Key, Goal, 100, Growth),
    (   Growth < Bound
    ->  writeq(Name-bounded)
    ;   writeq(Name-grew(Growth))
    ),
    nl.

main :-
    numlist(1, 1000, L),
    check(assert_retract, codes, (assertz(big(L)), retract(big(_))), 1000000),
    check(asserta_retract, codes, (asserta(big(L)), retract(big(L))), 1000000),
    check(assert_retractall, clauses, (assertz(big(L)), retractall(big(_))), 1000),
    check(recorda_erase, codes, (recorda(k, L, R), erase(R)), 1000000),
    check(recordz_erase, clauses, (recordz(k, f(L), R), erase(R)), 1000),
    check(abolish, codes, (assertz(big2(L)), abolish(big2/1)), 1000000),
    writeq(done), nl.
