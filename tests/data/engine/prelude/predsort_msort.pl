:- ensure_loaded(harness).

cmp_len(O, A, B) :- length(A, LA), length(B, LB), compare(O, LA, LB).
main :-
    t(predsort(cmp_len, [[a,b], [c], [d,e,f], [g]], _)),
    t(msort([b,a,c,a], _)),
    t(sort(0, @>=, [b,a,c,a], _)),
    t(predsort(compare, [3,1,2,1], _)).
