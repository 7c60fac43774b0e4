% string_code/3 checks its text before its index and, unlike the other
% text predicates, takes no number as text, as SWI: string_code(1, 8, C)
% is type_error(text, 8).  Differential fuzzer category (h), seed 9999
% case 32977 (issue 10).
e(G) :- catch((G -> print(yes(G)) ; print(no)), error(E, _), print(E)), nl.

main :-
    e(string_code(1, abc, _)),
    e(string_code(1, 8, _)),
    e(string_code(1, "8", _)),
    e(string_code(1, -0.0, _)),
    e(string_code(1, [0'a], _)),
    e(string_code(1, f(x), _)),
    e(string_code(1, _, _)),
    e(string_code(0, abc, _)),
    e(string_code(a, abc, _)),
    e(string_code(a, 8, _)),
    e(string_code(a, _, _)),
    e(string_code(-1, abc, _)),
    e(string_code(-1, 8, _)),
    e(sub_string(8, 0, 1, _, _)),
    e(string_length(8, _)).
