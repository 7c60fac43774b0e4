% The text builtins in their modes, against SWI-Prolog: every solution
% (findall/3) or the formal part of the error.
t(G) :- catch((findall(G, G, L), \+ \+ (numbervars(L, 0, _), writeq(L))), E, (E = error(F, _) -> writeq(err(F)) ; writeq(ball(E)))), nl.
main :- forall(g(G), t(G)).
g(string_concat(X, Y, "ab")). g(string_concat(a, 1, S)). g(string_concat(X, "b", "ab")). g(string_concat(_, _, _)).
g(sub_string("abc", B, 1, A, S)). g(sub_string(abc, 1, L, 0, S)).
g(split_string("a,b,,c", ",", "", P)). g(split_string("  a b  ", "", " ", P)). g(split_string("/home//jan///nice/path", "/", "", L)). g(split_string(" a , b ", ",", " ", L)). g(split_string(abc, "", "", L)).
g(string_lower("ABc", L)). g(string_upper(abc, U)). g(string_lower(X, "a")).
g(term_to_atom(f(x, 'A', "s"), A)). g(term_to_atom(T, 'foo(X, Y, X)')). g(term_string(T, "g(A, b)")). g(term_string(f(x), S)). 

g(atomic_list_concat([a, 1, "s", 2.5], A)). g(atomic_list_concat(L, '-', 'a-b--c')). g(atomic_list_concat([a, b], X)). g(atomic_list_concat(L, '', abc)). g(atomic_list_concat([a|_], X)).
g(char_type(X, digit(5))). g(char_type(a, to_lower(U))). g(char_type('A', to_lower(U))). g(char_type(a, upper(U))). g(char_type(X, upper(a))). g(char_type(a, alpha)). g(char_type('_', csym)). g(char_type('_', csymf)). g(char_type('1', csymf)).
g(char_type(' ', space)). g(char_type(' ', white)). g(char_type('\n', end_of_line)). g(char_type('!', punct)). g(char_type(a, graph)). g(char_type('1', alnum)). g(code_type(0'a, alpha)). g(code_type(X, digit(3))).
g(code_type(0' , X)). g(char_type(X, to_lower(a))). g(char_type(X, to_upper(a))). g(upcase_atom('hello World', U)). g(downcase_atom('ÀB', D)).
g(char_type(X, xdigit(11))). g(code_type(X, xdigit(11))).
g(string("a")). g(string(a)). g(text_to_string(hello, S)). g(text_to_string([h, i], S)). g(text_to_string("x", S)). g(text_to_string(X, "x")). g(text_to_string(12, S)).
g(string_chars(S, [a, b])). g(string_codes(S, "ab")). g(string_to_atom(S, abc)). g(string_to_atom("ab", A)). g(string_length(abc, L)). g(string_length(12, L)).
g(number_string(N, " 42")). g(number_string(N, "4a")). g(number_string(N, "0x1A")). g(atom_string(A, "abc")). g(atom_string(42, S)).
g(sub_atom(abcab, B, 2, A, ab)). g(sub_atom(abc, B, L, A, S)).
g(normalize_space(atom(A), "  a   b  ")). g(normalize_space(string(S), 'x  y')). g(normalize_space(codes(C), " p q ")). g(normalize_space(chars(C), " p q ")). g(normalize_space(codes(C, T), "a  b")).
g(char_code(C, 0'x)). g(char_code(a, C)). g(atom_chars(X, [a|_])). g(atom_chars(12, L)). g(atom_length(X, 3)). g(atom_length(abc, foo)).
g(string_code(0, "abc", C)). g(string_code(4, "abc", C)). g(string_code(I, "ab", C)). g(string_code(-1, "abc", C)).
g(sub_string("hello world", B, _, 0, "world")). g(string_concat(X, Y, Z)).
g(split_string("", "", "", L)). g(split_string("abc", "", "", L)). g(split_string(",", ",", "", L)).
g(atom_to_term('foo(X, Y, X)', T, B)). g(term_string(S, 1+2)).
g(string_concat(1, 2, S)). g(atomic_list_concat([a, B], '-', 'a-b')). g(atomic_list_concat(X, ',', '')).
g(upcase_atom(X, 'A')). g(upcase_atom("abc", U)). g(string_upper("abc", "ABC")).
g(text_length("abc", L)). g(text_length(abc, L)).
g(char_type(X, end_of_line)). g(atom_number('0x1A', N)). g(atom_number(' 3', N)). g(atom_number('3 ', N)). g(atom_number(A, 3)).
g(number_codes(N, " 3")). g(atom_to_term(' foo ', T, B)).
g(string_code(1, abc, C)). g(sub_string(S, 0, 1, _, "a")).
g(split_string("a.b.c", ".", "", [H|_])). g(read_term_from_atom('foo(X)', T, [])).
g(format(atom(A), "~a~w", [x, y])). g(with_output_to(string(S), write(hi))). g(sformat(S, "a", [])).
g(string_number("1", N)). g(number_string(N, "1e3")). g(number_string(N, "  12  ")).
g(atomics_to_string([a, 1, "b"], S)).
