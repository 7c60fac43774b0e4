% library(error): must_be/2 and is_of_type/2 on every type, with the errors
% of SWI 9; the throwing shorthands; assertion/1 (issue 5).
t(G) :- catch((G -> R = true ; R = false), error(E, _), R = E), \+ \+ ( numbervars(G-R, 0, _), print(G), write(' -> '), print(R), nl ).
main :- forall(member(G, [
  must_be(list, [a|_]), must_be(list(integer), [1,_]), must_be(positive_integer, a),
  must_be(positive_integer, -1), must_be(nonneg, a), must_be(oneof([a]), _), must_be(boolean, 1),
  must_be(list(oneof([a,b])), [a,c]), is_of_type(foo, 1), must_be(between(1,3), a),
  must_be(between(1.0,3.0), 5), must_be(chars, [ab]), must_be(codes, [-1]), must_be(char, ab),
  must_be(code, -1), must_be(proper_list, [a|_]), must_be(list_or_partial_list, [a|_]),
  must_be(compound, a), must_be(constant, f(x)), must_be(rational, 1.0), must_be(symbol, 1),
  must_be(type, foo), must_be(pair, a), must_be(nonvar, _), must_be(any, _), must_be(_, a),
  must_be(negative_integer, 0), type_error(integer, a), domain_error(x, a), existence_error(x, a),
  permission_error(a, b, c), instantiation_error(x), representation_error(x), resource_error(x),
  must_be(list(integer), foo), must_be(between(1,3), 2.0), must_be(number, a), must_be(atomic, f(x)),
  must_be(callable, _), must_be(float, 1), must_be(string, a), must_be(text, 1), must_be(list, [a|b]),
  must_be(foo, 0), must_be(var, a), must_be(integer, 3), must_be(list(atom), [a,b]), must_be(text, "s"),
  must_be(text, [a,b]), must_be(boolean, true), must_be(between(1,3), 2), must_be(oneof([a,b]), b),
  is_of_type(list(atom), [a,b]), is_of_type(nonneg, -1), must_be(chars, foo), must_be(codes, [a|_]),
  must_be(encoding, utf8), must_be(encoding, foo), must_be(list_or_partial_list, [a|b]),
  assertion(1 =:= 1), assertion(1 =:= 2), assertion(throw(oops))
  ]), t(G)).
