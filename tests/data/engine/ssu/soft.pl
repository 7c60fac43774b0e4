% ?=> does not commit: later rules are tried on backtracking, and when
% they are exhausted the call raises the no-matching-rule error. ($/0
% in a body commits too; $/1 checks its goal is deterministic.)
'?=>'(r(a), (print(ra1), nl)).
'?=>'(r(a), (print(ra2), nl)).
r(_) => print(rany), nl.

'?=>'(r2(a), fail).

'?=>'(r3(a), true).

rdet(0) => true.
rdet(N) => $p, $, N1 is N - 1, rdet(N1).
p.

det_ok(X) => $member(X, [1]).
det_nondet(X) => $member(X, [1, 2]).
det_fail(X) => $member(X, [_|[]]), X == none.
det_fail2(_) => $fail.

main :-
    forall(r(a), true), r(b),
    catch(( r2(a) -> print(yes) ; print(no) ), error(E1, _), print(E1)), nl,
    catch(forall(r3(a), (print(sol), nl)), error(E2, _), print(E2)), nl,
    rdet(1000), print(done), nl,
    det_ok(X), print(X), nl,
    catch(det_nondet(_), error(E3, _), print(E3)), nl,
    ( catch(det_fail(_), error(E4, _), print(E4)) -> true ; print(failed) ), nl,
    catch(det_fail2(_), error(E7, _), print(E7)), nl,
    catch($(member(Y, [1, 2])), error(E5, _), print(E5)), nl, ( var(Y) -> print(unbound) ; print(Y) ), nl,
    catch($(fail), error(E6, _), print(E6)), nl.
