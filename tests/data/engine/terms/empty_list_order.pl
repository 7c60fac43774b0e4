% Issue 10 (found by the differential fuzzer): in the standard order of
% terms `[]`, a reserved symbol in SWI-Prolog 7 rather than a text atom,
% comes before every atom, whatever the atom's text.
main :-
    msort([b, [], ' ', '', 'A', {}, '{}'], L1), print(L1), nl,
    sort(0, @>=, [a, [], b, []], L2), print(L2), nl,
    keysort([b-1, []-2, a-3], L3), print(L3), nl,
    setof(X, member(X, [b, [], a]), L4), print(L4), nl,
    compare(O1, [], ''), compare(O2, [], ' 12 '), compare(O3, f([]), f(a)),
    compare(O4, [](1), a(1)),
    print([O1, O2, O3, O4]), nl,
    ( [] @< '' -> write(yes) ; write(no) ), nl.
