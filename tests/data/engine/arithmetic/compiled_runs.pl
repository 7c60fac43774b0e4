% Compiled arithmetic runs (issue 12): expressions in clause bodies are
% evaluated from a postfix run, first over small numbers and, on a big
% integer, an overflow, a float special case or an error, again by the
% general evaluator. Each case checks the value or the error, with its
% context, the two must agree on.

% Nested, with a register or a constant as a first argument (fused nodes).
n1(A, B, X) :- X is 1 + (A * 31) mod B.
n2(A, B, X) :- X is (A + B) * (A - B) // 3.
n3(A, B, X) :- X is -(A) + abs(B) * 2.
n4(A, B, X) :- X is max(A, B) - min(A, B) + A / B.
n5(A, B, X) :- X is (A + B + A + B) mod 10.
% A left-deep chain: more values pending than the small evaluator holds.
chain(A, X) :-
    X is A + 1 + A + 2 + A + 3 + A + 4 + A + 5 + A + 6 + A + 7 + A + 8
       + A + 9 + A + 10 + A + 11 + A + 12 + A + 13 + A + 14 + A + 15.
% A right-deep one.
rchain(A, X) :-
    X is A + (1 + (A + (2 + (A * (3 - (A + (4 + (A // (5 + A))))))))).
% Comparisons of nested expressions.
lt(A, B) :- A * 2 + 1 < B - A mod 3.
eq(A, B) :- (A + B) mod 10 =:= A - B.
ne(A, B) :- A + 0.0 =\= B.
ge(A, B) :- max(A, B) >= A + B.
% A number on the left of is/2.
three(A, B) :- 3 is A + B.
% A variable first seen inside an expression.
fresh(X) :- X is Y + Y * 2, Y = 1.
% Constants that are not numbers.
consts(X) :- X is pi + e * 2 + epsilon * 0 + random(1) - inf.
consts2(X) :- X is pi + foo - inf * 0.
text(X) :- X is "a" + [b] - 1.

show(G) :-
    catch((call(G) -> print(G) ; print(failed(G))), error(E, C),
          \+ \+ (numbervars(G-E, 0, _), print(G - E), context(E, C))),
    nl.

% The predicate an error is reported in. SWI-Prolog qualifies it with
% its module, and names the evaluable function instead where the
% function itself raised a type or zero-divisor error; zebralog names
% the predicate, so those contexts are left out.
context(type_error(integer, _), _) :- !.
context(evaluation_error(zero_divisor), _) :- !.
context(_, context(C, _)) :-
    ( C = _:P -> true ; P = C ),
    write(' in '), print(P).

% Chains 10,000 deep (SWI-Prolog runs out of C stack asserting deeper
% ones), left and right, compiled into asserted clauses:
% evaluated in constant native stack.
left(0, E, E) :- !.
left(N, E0, E) :- N1 is N - 1, left(N1, E0 + 1, E).
right(0, E, E) :- !.
right(N, E0, E) :- N1 is N - 1, right(N1, 1 + E0, E).
deep :-
    left(10000, 0, L), right(10000, 0.5, R),
    assertz((deep_is(X, Y) :- X is L, Y is R)),
    assertz((deep_lt(Z) :- L + Z < R)),
    deep_is(X, Y), print(X-Y), nl,
    ( deep_lt(0) -> writeln(yes) ; writeln(no) ),
    ( deep_lt(1) -> writeln(yes) ; writeln(no) ),
    catch(deep_lt(a), error(E, _), (print(E), nl)).

main :-
    Max = 9223372036854775807, Min = -9223372036854775808,
    Big = 100000000000000000000,
    forall(member(P, [n1, n2, n3, n4, n5]),
           forall(member(A-B, [7-3, -7-3, 7-(-3), 2.5-2, 3-0.5, Max-2, Min-3,
                               Big-3, 3-Big, 0-0, a-1, 1-b, _-1, foo-bar]),
                  ( G =.. [P, A, B, _], show(G) ))),
    forall(member(A, [0, 1, -1, 2.5, Max, Min, Big, a, _]),
           ( show(chain(A, _)), show(rchain(A, _)) )),
    forall(member(P, [lt, eq, ne, ge]),
           forall(member(A-B, [1-5, 5-1, 3-3, 2.5-6, Max-Min, Big-1, 1-Big,
                               nan-1, a-1, 1-_]),
                  ( G =.. [P, A, B], show(G) ))),
    show(three(1, 2)), show(three(1, 3)), show(three(1.0, 2)), show(three(a, 2)),
    show(fresh(_)),
    show(consts(_)),
    show(consts2(_)),
    show(text(_)),
    deep.
