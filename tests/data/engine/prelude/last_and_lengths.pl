:- ensure_loaded(harness).

main :-
    t(last([1,2,3], _)), t(last([], _)), t(last([x], _)),
    t(proper_length([a,b], _)), t(proper_length([a|_], _)),
    t(same_length([a,b], _)),
    t(sum_list([1,2,3], _)), t(sum_list([], _)), t(sum_list([1,2.5], _)),
    t(sumlist([4,5], _)), t(sum_list([a], _)),
    t(max_list([1,5,3], _)), t(min_list([4,2,8], _)), t(max_list([], _)),
    t(max_list([1,2.0,2], _)), t(min_list([3], _)).
