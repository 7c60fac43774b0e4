% Issue 14: ISO syntax the WG17 conformity table checks (quoted atoms
% as operators, `0'` forms, numeric escapes, `[]` against '[]').
:- op(100, xf, '').
:- op(9, yfx, [bop, xor]).
:- op(100, fx, ' op').
x(a '+' b, 1 '-' 2, X '=' Y, '-'1, '-' 1).
x(16'mod'2, 1'\
+'1).
x(0 '', 0'', 0bop 2, 0xor 3, ' op' '1', ' op'[]).
x([](1), [ ](1), '[]'(1), [], '[]', [ ]).
x('\141\', '\x61\', 'a\
b', "two
lines").
err('\141').
err('\x61').
err('	').
err('a
b').
err(`a
b`).
after(error).
