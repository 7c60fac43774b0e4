% Issue 10: calling a cyclic body is SWI's representation_error(
% cyclic_term); it used to grow a work stack until the process aborted.
:- ensure_loaded(harness).

main :-
    C = (fail, C),
    D = (fail ; D),
    t(call_conjunction, call(C)),
    t(call_disjunction, call(D)),
    t(findall, findall(x, C, _)),
    t(once, once(D)),
    t(forall, forall(C, true)).
