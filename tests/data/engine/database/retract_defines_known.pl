% Issue 25 (found by the fuzzer's churn goals): retract/1 of a predicate
% that is known but has no definition (here: abolished) makes it
% dynamic, as in SWI-Prolog, so calling it then fails quietly; retract/1
% of a predicate nothing knows of leaves it unknown.
:- dynamic z/1.
z(1).

main :-
    abolish(z/1),
    catch(z(_), error(E1, _), (writeq(E1), nl)),
    ( retract(z(1)) -> true ; writeq(no), nl ),
    catch(( z(X) -> writeq(X) ; writeq(none) ), error(E2, _), writeq(E2)),
    nl,
    ( predicate_property(z(_), dynamic) -> writeq(dynamic) ; writeq(static) ),
    nl,
    ( retract(never_seen(1)) -> true ; writeq(no), nl ),
    catch(never_seen(_), error(E3, _), (writeq(E3), nl)).
