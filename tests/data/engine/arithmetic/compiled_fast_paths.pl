% Arithmetic compiled into clause bodies, with operands in registers:
% the small-number fast paths and where they hand over to big integers,
% floats and errors.
op(add, A, B, X) :- X is A + B.
op(sub, A, B, X) :- X is A - B.
op(mul, A, B, X) :- X is A * B.
op(idiv, A, B, X) :- X is A // B.
op(mod, A, B, X) :- X is A mod B.
op(rem, A, B, X) :- X is A rem B.
op(div, A, B, X) :- X is A div B.
op(slash, A, B, X) :- X is A / B.
op(min, A, B, X) :- X is min(A, B).
op(max, A, B, X) :- X is max(A, B).
op(shl, A, B, X) :- X is A << B.
op(shr, A, B, X) :- X is A >> B.
op(pow, A, B, X) :- X is A ** B.
op(caret, A, B, X) :- X is A ^ B.
op(and, A, B, X) :- X is A /\ B.
op(nested, A, B, X) :- X is (A * B + A) mod (B - 1) // 2.
op(unknown, A, B, X) :- X is foo(A, B).

un(neg, A, X) :- X is -A.
un(abs, A, X) :- X is abs(A).
un(sign, A, X) :- X is sign(A).
un(float, A, X) :- X is float(A).
un(truncate, A, X) :- X is truncate(A).
un(bitnot, A, X) :- X is \A.

cmp(A, B) :- A =:= B, !, write('=:=').
cmp(A, B) :- A < B, !, write(<).
cmp(A, B) :- A > B, !, write(>).
cmp(_, _) :- write(unordered).

lt_sum(A, B, C) :- A + B < C.

k1(X) :- X is 9223372036854775807 * 2.
k2(X) :- X is -9223372036854775808 // -1.
k3(X) :- X is -9223372036854775808 mod -1.
k4(X) :- X is abs(-9223372036854775808).
k5(X) :- X is -(-9223372036854775808).

show(G) :-
    catch((call(G) -> print(G) ; print(failed(G))), error(E, _),
          \+ \+ (numbervars(G, 0, _), print(G - E))),
    nl.

main :-
    Min = -9223372036854775808, Max = 9223372036854775807,
    forall(member(O, [add, sub, mul, idiv, mod, rem, div, slash, min, max,
                      shl, shr, pow, caret, and, nested]),
           forall(member(A-B, [7-2, -7-2, 7-(-2), -7-(-2), 6-3, 0-5, 5-0,
                               Max-1, Min-1, Max-2, Min-2, Max-(-1), 1-63, 1-64, 2-62,
                               -1-100, 2.5-2, 7-0.5, 1.5-2.0]),
                  show(op(O, A, B, _)))),
    forall(member(A-B, [1-2, 2-1, 1-1.0, 1.0-1, Max-Min, Min-Max]),
           show(op(unknown, A, B, _))),
    forall(member(O, [neg, abs, sign, float, truncate, bitnot]),
           forall(member(A, [0, 5, -5, Max, Min, 2.5, -0.0]),
                  show(un(O, A, _)))),
    forall(member(A-B, [1-2, 2-1, 1-1.0, 1.0-2, Max-Min, 3-2.9999999999999996]),
           (cmp(A, B), nl)),
    show(lt_sum(Max, 1, 0)),
    show(lt_sum(1, 2, 4)),
    show(lt_sum(1, 2.5, 3)),
    show(lt_sum(_, 2, 3)),
    show(lt_sum(a, 2, 3)),
    show(op(slash, 1.0, 0.0, _)),
    show(op(mul, 3037000500, 3037000500, _)),
    show(op(mul, 3037000499, 3037000499, _)),
    forall(member(O, [idiv, mod, rem, div]), show(op(O, Min, -1, _))),
    show(k1(_)), show(k2(_)), show(k3(_)), show(k4(_)), show(k5(_)).
