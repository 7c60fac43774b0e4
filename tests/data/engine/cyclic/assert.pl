% Asserting a cyclic term is SWI-Prolog 9's representation_error(
% cyclic_term), whether the cycle is in the head or the body, and adds
% no clause; a term that only holds a cyclic term after the clause was
% added is unaffected.
:- ensure_loaded(harness).

:- dynamic(q/1).
q(a).

main :-
    X = f(X),
    t(assert, assert(p(X))),
    t(asserta, asserta(p(X))),
    t(assertz, assertz(p(X))),
    t(assertz_rule_head, assertz((p(X) :- true))),
    t(assertz_rule_body, assertz((p :- q(X)))),
    t(assertz_module, assertz(user:p(X))),
    t(assertz_inner, assertz(p(g([1, 2, X])))),
    t(nothing_added, ( catch(asserta(q(X)), _, true), findall(Q, q(Q), [a]) )),
    t(asserted_then_bound, ( assertz(q(Y)), Y = f(Y), findall(Q, q(Q), L), length(L, 2) )).
