#!/usr/bin/env swipl
% Issue 10: the interpreter line is skipped; the clause after it stays.
p(1).
p(2).
main :- forall(p(X), writeln(X)).
