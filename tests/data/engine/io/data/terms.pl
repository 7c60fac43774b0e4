% A few terms to read.
fact(1, "one", 'One').
rule(X, Y) :- fact(X, Y, _).
[a, b | T] - T.
op_term(- (1), 1 - -1, a = (\+ b)).
