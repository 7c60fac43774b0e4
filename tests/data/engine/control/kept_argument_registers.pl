% Issue 10: a head argument passed on in the same position stays in its
% argument register ("register keeping"); nothing compiled before the
% final call may overwrite it. `p(X) :- 3 is 1+2, q(X)` used to call
% q(3): is/2 with a number on the left used argument register 0 as
% scratch.

q(X) :- writeq(X), nl.
q2(X, Y) :- writeq(X-Y), nl.
q3(X, Y, Z) :- writeq(X-Y-Z), nl.

is_int(X) :- 3 is 1+2, q(X).
is_float(X) :- 2.5 is 5/2, q(X).
is_big(X) :- 100000000000000000000 is 10**20, q(X).
is_atom(X) :- \+ a is 1, q(X).
is_compound(X, Y) :- \+ f(Y) is 1, q2(X, Y).
is_first(X, Y) :- Z is X*2, q3(X, Y, Z).
is_add(X, Y) :- Z is Y+1, q3(X, Y, Z).
is_nested(X, Y) :- 7 is (1+2)*(3-1)+max(0, 1), q2(X, Y).
is_val(X, Y) :- Y is X+1, q2(X, Y).
is_string(X) :- 97 is "a"+0, q(X).
cmp_lt(X, Y) :- 1 < 2, q2(X, Y).
cmp_eq(X, Y) :- X + 0 =:= 1 * X, 2.0 =:= 2, q2(X, Y).
cmp_all(X, Y, Z) :-
    X =< Y, Y >= X, X =\= Y, Y > X, Z*2 =:= 2*Z, q3(X, Y, Z).
cmp_deep(X, Y) :- (X+1)*(X+2) > (Y-1)*(Y-2) - 100, q2(X, Y).
cut_kept(X, Y) :- !, q2(X, Y).
cut_kept(_, _) :- q(wrong).
true_kept(X) :- true, 1 =:= 1, q(X).
swap(X, Y) :- 1 is 3-2, q2(Y, X).
half(X, Y) :- 5 is 2+3, Y = h, q2(X, Y).
mixed(X, Y, Z) :- 4 is 2*2, W is Z-1, q3(X, W, Z), Y = W.

t(G) :- ( catch(G, E, (print(caught(E)), nl)) -> true ; writeq(failed(G)), nl ).

main :-
    t(is_int(7)),
    t(is_float(x)),
    t(is_big(big)),
    t(is_atom(kept)),
    t(is_compound(a, b)),
    t(is_first(4, y)),
    t(is_add(x, 41)),
    t(is_nested(n, m)),
    t(is_val(1, _)),
    t(is_string(s)),
    t(cmp_lt(x, y)),
    t(cmp_eq(3, y)),
    t(cmp_all(1, 2, 3)),
    t(cmp_deep(1, 2)),
    t(cut_kept(a, b)),
    t(true_kept(t)),
    t(swap(a, b)),
    t(half(a, _)),
    t(mixed(a, _, 9)).
