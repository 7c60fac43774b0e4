% Small system and library predicates SWI programs use: concat_atom/2,3,
% numbervars/4, expand_term/2, debug/3, cyclic_term/1, acyclic_term/1,
% getenv/2, sleep/1, shell/1,2 (found missing by review, issue 5).
main :-
    concat_atom([a,b,c], X1), print(X1), nl,
    concat_atom(L2, '-', 'x-y'), print(L2), nl,
    T3 = f(_, _), numbervars(T3, 0, E3, []), print(T3-E3), nl,
    expand_term(foo(1), X5), print(X5), nl,
    debug(nothing_on, "hidden ~w", [1]),
    X6 = f(X6), ( cyclic_term(X6) -> write(cyclic) ; write(acyclic) ), nl,
    ( acyclic_term(f(_)) -> write(acyclic) ; write(cyclic) ), nl,
    ( getenv('ZEBRALOG_SURELY_UNSET_VAR', _) -> write(set) ; write(unset) ), nl,
    ( getenv('HOME', H), atom(H) -> write(home) ; write(nohome) ), nl,
    sleep(0), shell('exit 3', S9), print(S9), nl,
    ( shell(true) -> write(ok) ; write(failed) ), nl,
    catch(must_be(cyclic, a), error(E10, _), (print(E10), nl)),
    ( is_of_type(acyclic, f(x)) -> write(yes) ; write(no) ), nl.
