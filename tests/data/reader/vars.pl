% Variables: named, anonymous (each `_` distinct), underscore-named.
p(X, Y, X).
q(_, _, _).
r(_Foo, _Foo, Bar, _Baz).
s(X) :- t(X, Y, Z, Z).
'Ünïcode'(Æble, æble).
