% Recursion that never ends and never runs in constant space.
grow(X) :- grow([X|X]), true.
