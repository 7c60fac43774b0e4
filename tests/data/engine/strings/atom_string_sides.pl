% atom_string/2 and string_to_atom/2 as SWI: the first side that reads as
% text (the first argument, then the second) gives the other, which is
% made when unbound and otherwise compared as text (atom_string('1', 1)
% holds, atom_string(a, f(x)) fails).  When neither side reads as text
% (unbound, a partial list, a bad code, a compound) the error is a
% type_error on the string side if it is bound, else on the atom side,
% else an instantiation error.  Found by the differential fuzzer (seed
% 7777 case 2543: atom_string(A, [_])).
t(G) :- catch((findall(G, G, L), \+ \+ (numbervars(L, 0, _), writeq(L))), E, (E = error(F, _) -> \+ \+ (numbervars(F, 0, _), writeq(err(F))) ; writeq(ball(E)))), nl.
main :- forall(g(G), t(G)).
g(atom_string(A, [_])). g(atom_string(A, [a|_])). g(atom_string(A, [0'a, -1])). g(atom_string(A, [a, bc])).
g(atom_string([_], S)). g(atom_string([a|b], S)). g(atom_string(f(x), S)). g(atom_string(A, f(x))).
g(atom_string(f(x), f(y))). g(atom_string([_], f(y))). g(atom_string(f(y), [_])). g(atom_string(A, S)).
g(atom_string(f(x), "a")). g(atom_string([_], "a")). g(atom_string(f(x), [0'a])). g(atom_string(a, f(x))). g(atom_string(a, [_])).
g(atom_string('1', 1)). g(atom_string(1, "1")). g(atom_string("1", 1)). g(atom_string(a, a)). g(atom_string(a, [0'a])). g(atom_string(a, [a])). g(atom_string(a, "b")).
g(atom_string(A, 1)). g(atom_string(1.5, S)). g(atom_string(A, [])). g(atom_string([], S)). g(atom_string(A, [0'a])).
g(string_to_atom(f(x), A)). g(string_to_atom(S, f(x))). g(string_to_atom(f(x), f(y))). g(string_to_atom(S, A)).
g(string_to_atom(f(x), a)). g(string_to_atom([_], a)). g(string_to_atom("a", [_])). g(string_to_atom([_], A)). g(string_to_atom(S, [_])).
g(string_to_atom("1", 1)). g(string_to_atom(1, '1')). g(string_to_atom(S, ab)). g(string_to_atom("ab", A)).
