% Loaded after unclosed.pl: not in a unit, so test/1 is a predicate.
test(outside) :- true.
