main :-
    findall(B-L-A-S, sub_atom(abc, B, L, A, S), All), print(All), nl,
    findall(B, sub_atom(abcabc, B, _, _, bc), Bs), print(Bs), nl,
    sub_atom(hello, 1, 3, After, Sub), print(Sub/After), nl,
    sub_atom(hello, Bf, 2, 0, Suffix), print(Bf/Suffix), nl,
    findall(S, sub_atom(abcd, _, 2, _, S), Twos), print(Twos), nl,
    ( sub_atom(hello, _, _, _, ell) -> write(contains) ; write(no) ), nl,
    findall(S, sub_atom(ab, 0, _, _, S), Prefixes), print(Prefixes), nl.
