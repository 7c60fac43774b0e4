% Each kind of syntax error; reading resumes after the next end token.
ok(1).
foo(a b).
ok(2).
f(.
ok(3).
a :- .
ok(4).
'\q'.
ok(5).
x(0x).
ok(6).
f (a).
ok(7).
a = b = c.
ok(8).
X = \+a.
ok(9).
[a|b|c].
ok(10).
[a|b,c].
ok(11).
f(a].
ok(12).
f(a,).
ok(13).
:- :- a.
ok(14).
a :- b :- c.
ok(15).
) .
ok(16).
f(a)(b).
ok(17).
X(a).
ok(18).
{a}(b).
ok(19).
f(|).
ok(20).
a '-' b.
ok(21).
a ~ b.
ok(22).
(a .
ok(23).
ok(24) ok(25).
