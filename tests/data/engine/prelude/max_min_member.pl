:- ensure_loaded(harness).

main :-
    t(max_member(_, [3,1,4,1,5])), t(min_member(_, [3,1,4,1,5])),
    t(max_member(_, [a, f(x), 1, "s"])), t(min_member(_, [a, f(x), 1, "s"])),
    t(max_member(_, [])),
    t(max_member(@=<, _, [c,a,b])), t(min_member(@=<, _, [c,a,b])).
