% Issue 10: memberchk/2 is SWI's: it extends a partial list, fails at the
% end of a proper one, and a tail that is not a list is a type error
% (memberchk/2 used to loop on a cyclic list, see cyclic/lists.pl).
:- ensure_loaded(harness).

main :-
    t(memberchk(b, [a, b, c])),
    t(memberchk(_, [f(1), g(2), f(3)])),
    t(memberchk(f(_), [g(2), f(3), f(4)])),
    t(memberchk(d, [a, b, c])),
    t(memberchk(b, [a|_])),
    t(memberchk(b, _)),
    t(memberchk(a, [b|foo])),
    t(memberchk(b, [b|foo])),
    t(memberchk(a, foo)),
    t(memberchk(a, [])),
    t((L = [a|T], memberchk(c, L), memberchk(d, L), T = [_, _|R], var(R))).
