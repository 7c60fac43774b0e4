:- ensure_loaded(harness).

main :-
    t(numlist(1, 5, _)), t(numlist(3, 3, _)), t(numlist(5, 1, _)), t(numlist(-2, 1, _)),
    t(numlist(a, 3, _)),
    t(flatten([1,[2,[3,4]],[],[[5]]], _)),
    t(flatten(a, _)), t(flatten([], _)),
    t(flatten([a,[b|c]], _)).
