% library(heaps): pairing heaps, as SWI-Prolog's (issue 14).
:- use_module(library(heaps)).
:- ensure_loaded(harness).

main :-
    t(empty_heap(_)),
    t((empty_heap(H0), heap_size(H0, _))),
    t((empty_heap(H1), heap_to_list(H1, _))),
    t((list_to_heap([3-c, 1-a, 2-b, 1-z, 5-e, 2-y], H2), heap_to_list(H2, _))),
    t((list_to_heap([3-c, 1-a, 2-b], H3), heap_size(H3, _))),
    t((list_to_heap([3-c, 1-a, 2-b], H4), min_of_heap(H4, _, _))),
    t((list_to_heap([3-c, 1-a, 2-b], H5), min_of_heap(H5, _, _, _, _))),
    t((list_to_heap([3-c], H6), min_of_heap(H6, _, _, _, _))),
    t((list_to_heap([3-c, 1-a, 2-b], H7), get_from_heap(H7, P7, K7, H7b),
       heap_to_list(H7b, L7), P7-K7-L7 = _)),
    t((empty_heap(E8), get_from_heap(E8, _, _, _))),
    t((empty_heap(E9), min_of_heap(E9, _, _))),
    t((list_to_heap([3-c, 1-a, 2-b, 4-d], H10), delete_from_heap(H10, P10, b, H10b),
       heap_to_list(H10b, L10), P10-L10 = _)),
    t((list_to_heap([3-c, 1-a], H11), delete_from_heap(H11, _, q, _))),
    t((list_to_heap([3-c, 1-a], A), list_to_heap([2-b, 0-z], B),
       merge_heaps(A, B, AB), heap_size(AB, _), heap_to_list(AB, _))),
    t((singleton_heap(S, 7, seven), heap_to_list(S, _))),
    t((singleton_heap(S2, 7, seven), is_heap(S2))),
    t(is_heap(heap(nil, 0))),
    t(is_heap(heap(nil, 1))),
    t(is_heap(_)),
    t(is_heap(foo)),
    t((list_to_heap([b-1, a-2, f(x)-3, 1.5-4, "s"-5], H12), heap_to_list(H12, _))),
    t((empty_heap(E13), add_to_heap(E13, 2, two, H13a), add_to_heap(H13a, 1, one, H13b),
       add_to_heap(H13b, 2, deux, H13c), heap_to_list(H13c, _))),
    % The heap terms themselves, as SWI prints them.
    t(list_to_heap([3-c, 1-a, 2-b, 1-z], _)),
    t((list_to_heap([3-c, 1-a, 2-b, 1-z], H14), get_from_heap(H14, _, _, _))),
    numlist(1, 200, Ns), findall(P-N, (member(N, Ns), P is (N * 37) mod 101), Ps),
    list_to_heap(Ps, Big), heap_to_list(Big, BigL), length(BigL, Len),
    BigL = [First|_], last(BigL, Last),
    print(Len-First-Last), nl,
    pairs_keys(BigL, Keys), ( msort(Keys, Keys) -> writeln(sorted) ; writeln(unsorted) ).
