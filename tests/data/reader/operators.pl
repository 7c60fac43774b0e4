% Standard operator terms and operators used as atoms.
p :- \+ q, !.
a :- b, c ; d -> e ; f.
x :- (a | b).
x :- (a | b | c).
f(a|b).
t(a = b, a \= b, a == b, X =.. Y, a @< b, 1 =:= 2, X is Y, a:b:c, 1 - 2 - 3, 2^3^4, a = (b, c)).
t(f(a:-b), f(a, -), f(-), f(- , a), f(;), f(;, a), f(:-), f(a, (:-)), f(- (-)), [a:-b]).
t(X = (-), X == (:-), a = (\+), (-) = a, (-) * a, - + 1, - - a, \+ - a, - - - 1, \+ (a, b), - (1, 2)).
t(- (a) + b, \+ (a), (a :- b) :- c, 1 = (:-), a = (;), x(a,b) = (\+), x = '-', '-' = x).
:- dynamic foo/1, bar/2.
?- go.
:- initialization(main).
t(a-(-1), (a, b), (a), ((a)), - (- (1)), '-'(1), -((a,b))).
t(X) :- X = "str", Y = 'quoted atom', Z = [1,2|Y], W = {Z}.
t(a.b, 'a'.'b').
t(X, Y) :- X > Y, X >= Y, X < Y, X =< Y, X =\= Y, X @>= Y, X \== Y.
t(1 + 2 * 3, (1 + 2) * 3, 1 * 2 + 3, - 2 * 3, -2 * 3, 2 * -3, a rem b mod c, 1 << 2 >> 3).
t(a-->b, (a-->b, c), (a:-b:c), x:y:-z).
t(a-(1), a-(1,2), a=(b), X=(a:-b), f(a)-(b), [a]=(x), 1+(2)*(3), 2*(3)+4, - (1)*(2), a-(b):-c).
t(a=(b)=c).
% An infix operator directly before `(` takes the bracket as one term,
% where `,` is an operator (issue 5): a-((b,c)->d), not a-(b,(c->d)).
paren_after_infix(a-(b,c->d), a*(b,c;d), a=(b,c), a-(1), -(1,2), ','(a,b)).
% ISO (issue 14): an unbracketed symbolic operator as the operand of an
% operator is an error (SWI reads each as the atom); `$` and SWI's word
% operators stay atoms.
iso_error(f(- -)).
iso_error(X = -).
iso_error(- = a).
iso_error(1 = :-).
not_error(X = table, Y = mod, $, x).
