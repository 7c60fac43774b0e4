% Type tests and standard-order comparisons on variables already seen
% compile to instructions of their own (Instr::TypeTest, Instr::TermCmp;
% issue 12); a first occurrence, or a constant other than an atom or a
% small integer, calls the builtin as before. Each test runs compiled in
% a clause body (b_), an if-then-else condition (i_), under \+ (n_) and on
% an environment slot (e_), on every kind of term, and each comparison
% on every pair of terms and against constants on either side, checked
% against compare/3. Wakeups pending before a test run first.

term(var, _).
term(attvar, V) :- freeze(V, true).
term(atom, a).
term(b, b).
term(nil, []).
term(int, 3).
term(neg, -7).
term(zero, 0).
term(float, 1.5).
term(float3, 3.0).
term(negzero, -0.0).
term(poszero, 0.0).
term(string, "s").
term(compound, f(a, _)).
term(fa, f(a)).
term(ga, g(a)).
term(list, [1, 2]).
term(partial, [a|_]).
term(big, B) :- B is 2^100.
term(negbig, B) :- B is -(2^70).
term(cyclic, X) :- X = f(X).
term(cyclic2, X) :- X = f(f(X)).
term(cyclic_list, L) :- L = [a|L].

id(X, X).

b_var(X) :- var(X).
i_var(X, R) :- ( var(X) -> R = y ; R = n ).
n_var(X) :- \+ var(X).
e_var(X, R) :- id(X, Y), id(Y, Z), ( var(Y) -> R = y ; R = n ), id(Z, _).
b_nonvar(X) :- nonvar(X).
i_nonvar(X, R) :- ( nonvar(X) -> R = y ; R = n ).
n_nonvar(X) :- \+ nonvar(X).
e_nonvar(X, R) :- id(X, Y), id(Y, Z), ( nonvar(Y) -> R = y ; R = n ), id(Z, _).
b_atom(X) :- atom(X).
i_atom(X, R) :- ( atom(X) -> R = y ; R = n ).
n_atom(X) :- \+ atom(X).
e_atom(X, R) :- id(X, Y), id(Y, Z), ( atom(Y) -> R = y ; R = n ), id(Z, _).
b_number(X) :- number(X).
i_number(X, R) :- ( number(X) -> R = y ; R = n ).
n_number(X) :- \+ number(X).
e_number(X, R) :- id(X, Y), id(Y, Z), ( number(Y) -> R = y ; R = n ), id(Z, _).
b_integer(X) :- integer(X).
i_integer(X, R) :- ( integer(X) -> R = y ; R = n ).
n_integer(X) :- \+ integer(X).
e_integer(X, R) :- id(X, Y), id(Y, Z), ( integer(Y) -> R = y ; R = n ), id(Z, _).
b_float(X) :- float(X).
i_float(X, R) :- ( float(X) -> R = y ; R = n ).
n_float(X) :- \+ float(X).
e_float(X, R) :- id(X, Y), id(Y, Z), ( float(Y) -> R = y ; R = n ), id(Z, _).
b_atomic(X) :- atomic(X).
i_atomic(X, R) :- ( atomic(X) -> R = y ; R = n ).
n_atomic(X) :- \+ atomic(X).
e_atomic(X, R) :- id(X, Y), id(Y, Z), ( atomic(Y) -> R = y ; R = n ), id(Z, _).
b_compound(X) :- compound(X).
i_compound(X, R) :- ( compound(X) -> R = y ; R = n ).
n_compound(X) :- \+ compound(X).
e_compound(X, R) :- id(X, Y), id(Y, Z), ( compound(Y) -> R = y ; R = n ), id(Z, _).
b_callable(X) :- callable(X).
i_callable(X, R) :- ( callable(X) -> R = y ; R = n ).
n_callable(X) :- \+ callable(X).
e_callable(X, R) :- id(X, Y), id(Y, Z), ( callable(Y) -> R = y ; R = n ), id(Z, _).
b_string(X) :- string(X).
i_string(X, R) :- ( string(X) -> R = y ; R = n ).
n_string(X) :- \+ string(X).
e_string(X, R) :- id(X, Y), id(Y, Z), ( string(Y) -> R = y ; R = n ), id(Z, _).
b_is_list(X) :- is_list(X).
i_is_list(X, R) :- ( is_list(X) -> R = y ; R = n ).
n_is_list(X) :- \+ is_list(X).
e_is_list(X, R) :- id(X, Y), id(Y, Z), ( is_list(Y) -> R = y ; R = n ), id(Z, _).
b_ground(X) :- ground(X).
i_ground(X, R) :- ( ground(X) -> R = y ; R = n ).
n_ground(X) :- \+ ground(X).
e_ground(X, R) :- id(X, Y), id(Y, Z), ( ground(Y) -> R = y ; R = n ), id(Z, _).

b_eq(X, Y) :- X == Y.
i_eq(X, Y, R) :- ( X == Y -> R = y ; R = n ).
n_eq(X, Y) :- \+ X == Y.
e_eq(X0, Y0, R) :- id(X0, X), id(Y0, Y), id(X, _), ( X == Y -> R = y ; R = n ), id(Y, _).
b_ne(X, Y) :- X \== Y.
i_ne(X, Y, R) :- ( X \== Y -> R = y ; R = n ).
n_ne(X, Y) :- \+ X \== Y.
e_ne(X0, Y0, R) :- id(X0, X), id(Y0, Y), id(X, _), ( X \== Y -> R = y ; R = n ), id(Y, _).
b_lt(X, Y) :- X @< Y.
i_lt(X, Y, R) :- ( X @< Y -> R = y ; R = n ).
n_lt(X, Y) :- \+ X @< Y.
e_lt(X0, Y0, R) :- id(X0, X), id(Y0, Y), id(X, _), ( X @< Y -> R = y ; R = n ), id(Y, _).
b_gt(X, Y) :- X @> Y.
i_gt(X, Y, R) :- ( X @> Y -> R = y ; R = n ).
n_gt(X, Y) :- \+ X @> Y.
e_gt(X0, Y0, R) :- id(X0, X), id(Y0, Y), id(X, _), ( X @> Y -> R = y ; R = n ), id(Y, _).
b_le(X, Y) :- X @=< Y.
i_le(X, Y, R) :- ( X @=< Y -> R = y ; R = n ).
n_le(X, Y) :- \+ X @=< Y.
e_le(X0, Y0, R) :- id(X0, X), id(Y0, Y), id(X, _), ( X @=< Y -> R = y ; R = n ), id(Y, _).
b_ge(X, Y) :- X @>= Y.
i_ge(X, Y, R) :- ( X @>= Y -> R = y ; R = n ).
n_ge(X, Y) :- \+ X @>= Y.
e_ge(X0, Y0, R) :- id(X0, X), id(Y0, Y), id(X, _), ( X @>= Y -> R = y ; R = n ), id(Y, _).

kr(==, 3, X) :- X == 3.
kr(==, -7, X) :- X == -7.
kr(==, a, X) :- X == a.
kr(==, [], X) :- X == [].
kr(==, 1.5, X) :- X == 1.5.
kr(==, f(a), X) :- X == f(a).
kr(==, 3000000000, X) :- X == 3000000000.
kr(==, "s", X) :- X == "s".
kr(\==, 3, X) :- X \== 3.
kr(\==, -7, X) :- X \== -7.
kr(\==, a, X) :- X \== a.
kr(\==, [], X) :- X \== [].
kr(\==, 1.5, X) :- X \== 1.5.
kr(\==, f(a), X) :- X \== f(a).
kr(\==, 3000000000, X) :- X \== 3000000000.
kr(\==, "s", X) :- X \== "s".
kr(@<, 3, X) :- X @< 3.
kr(@<, -7, X) :- X @< -7.
kr(@<, a, X) :- X @< a.
kr(@<, [], X) :- X @< [].
kr(@<, 1.5, X) :- X @< 1.5.
kr(@<, f(a), X) :- X @< f(a).
kr(@<, 3000000000, X) :- X @< 3000000000.
kr(@<, "s", X) :- X @< "s".
kr(@>, 3, X) :- X @> 3.
kr(@>, -7, X) :- X @> -7.
kr(@>, a, X) :- X @> a.
kr(@>, [], X) :- X @> [].
kr(@>, 1.5, X) :- X @> 1.5.
kr(@>, f(a), X) :- X @> f(a).
kr(@>, 3000000000, X) :- X @> 3000000000.
kr(@>, "s", X) :- X @> "s".
kr(@=<, 3, X) :- X @=< 3.
kr(@=<, -7, X) :- X @=< -7.
kr(@=<, a, X) :- X @=< a.
kr(@=<, [], X) :- X @=< [].
kr(@=<, 1.5, X) :- X @=< 1.5.
kr(@=<, f(a), X) :- X @=< f(a).
kr(@=<, 3000000000, X) :- X @=< 3000000000.
kr(@=<, "s", X) :- X @=< "s".
kr(@>=, 3, X) :- X @>= 3.
kr(@>=, -7, X) :- X @>= -7.
kr(@>=, a, X) :- X @>= a.
kr(@>=, [], X) :- X @>= [].
kr(@>=, 1.5, X) :- X @>= 1.5.
kr(@>=, f(a), X) :- X @>= f(a).
kr(@>=, 3000000000, X) :- X @>= 3000000000.
kr(@>=, "s", X) :- X @>= "s".

kl(==, 3, X) :- 3 == X.
kl(==, -7, X) :- -7 == X.
kl(==, a, X) :- a == X.
kl(==, [], X) :- [] == X.
kl(==, 1.5, X) :- 1.5 == X.
kl(==, f(a), X) :- f(a) == X.
kl(==, 3000000000, X) :- 3000000000 == X.
kl(==, "s", X) :- "s" == X.
kl(\==, 3, X) :- 3 \== X.
kl(\==, -7, X) :- -7 \== X.
kl(\==, a, X) :- a \== X.
kl(\==, [], X) :- [] \== X.
kl(\==, 1.5, X) :- 1.5 \== X.
kl(\==, f(a), X) :- f(a) \== X.
kl(\==, 3000000000, X) :- 3000000000 \== X.
kl(\==, "s", X) :- "s" \== X.
kl(@<, 3, X) :- 3 @< X.
kl(@<, -7, X) :- -7 @< X.
kl(@<, a, X) :- a @< X.
kl(@<, [], X) :- [] @< X.
kl(@<, 1.5, X) :- 1.5 @< X.
kl(@<, f(a), X) :- f(a) @< X.
kl(@<, 3000000000, X) :- 3000000000 @< X.
kl(@<, "s", X) :- "s" @< X.
kl(@>, 3, X) :- 3 @> X.
kl(@>, -7, X) :- -7 @> X.
kl(@>, a, X) :- a @> X.
kl(@>, [], X) :- [] @> X.
kl(@>, 1.5, X) :- 1.5 @> X.
kl(@>, f(a), X) :- f(a) @> X.
kl(@>, 3000000000, X) :- 3000000000 @> X.
kl(@>, "s", X) :- "s" @> X.
kl(@=<, 3, X) :- 3 @=< X.
kl(@=<, -7, X) :- -7 @=< X.
kl(@=<, a, X) :- a @=< X.
kl(@=<, [], X) :- [] @=< X.
kl(@=<, 1.5, X) :- 1.5 @=< X.
kl(@=<, f(a), X) :- f(a) @=< X.
kl(@=<, 3000000000, X) :- 3000000000 @=< X.
kl(@=<, "s", X) :- "s" @=< X.
kl(@>=, 3, X) :- 3 @>= X.
kl(@>=, -7, X) :- -7 @>= X.
kl(@>=, a, X) :- a @>= X.
kl(@>=, [], X) :- [] @>= X.
kl(@>=, 1.5, X) :- 1.5 @>= X.
kl(@>=, f(a), X) :- f(a) @>= X.
kl(@>=, 3000000000, X) :- 3000000000 @>= X.
kl(@>=, "s", X) :- "s" @>= X.

ki(==, 3, X, R) :- ( 3 == X -> R = y ; R = n ).
ki(==, -7, X, R) :- ( -7 == X -> R = y ; R = n ).
ki(==, a, X, R) :- ( a == X -> R = y ; R = n ).
ki(==, [], X, R) :- ( [] == X -> R = y ; R = n ).
ki(==, 1.5, X, R) :- ( 1.5 == X -> R = y ; R = n ).
ki(==, f(a), X, R) :- ( f(a) == X -> R = y ; R = n ).
ki(==, 3000000000, X, R) :- ( 3000000000 == X -> R = y ; R = n ).
ki(==, "s", X, R) :- ( "s" == X -> R = y ; R = n ).
ki(\==, 3, X, R) :- ( 3 \== X -> R = y ; R = n ).
ki(\==, -7, X, R) :- ( -7 \== X -> R = y ; R = n ).
ki(\==, a, X, R) :- ( a \== X -> R = y ; R = n ).
ki(\==, [], X, R) :- ( [] \== X -> R = y ; R = n ).
ki(\==, 1.5, X, R) :- ( 1.5 \== X -> R = y ; R = n ).
ki(\==, f(a), X, R) :- ( f(a) \== X -> R = y ; R = n ).
ki(\==, 3000000000, X, R) :- ( 3000000000 \== X -> R = y ; R = n ).
ki(\==, "s", X, R) :- ( "s" \== X -> R = y ; R = n ).
ki(@<, 3, X, R) :- ( 3 @< X -> R = y ; R = n ).
ki(@<, -7, X, R) :- ( -7 @< X -> R = y ; R = n ).
ki(@<, a, X, R) :- ( a @< X -> R = y ; R = n ).
ki(@<, [], X, R) :- ( [] @< X -> R = y ; R = n ).
ki(@<, 1.5, X, R) :- ( 1.5 @< X -> R = y ; R = n ).
ki(@<, f(a), X, R) :- ( f(a) @< X -> R = y ; R = n ).
ki(@<, 3000000000, X, R) :- ( 3000000000 @< X -> R = y ; R = n ).
ki(@<, "s", X, R) :- ( "s" @< X -> R = y ; R = n ).
ki(@>, 3, X, R) :- ( 3 @> X -> R = y ; R = n ).
ki(@>, -7, X, R) :- ( -7 @> X -> R = y ; R = n ).
ki(@>, a, X, R) :- ( a @> X -> R = y ; R = n ).
ki(@>, [], X, R) :- ( [] @> X -> R = y ; R = n ).
ki(@>, 1.5, X, R) :- ( 1.5 @> X -> R = y ; R = n ).
ki(@>, f(a), X, R) :- ( f(a) @> X -> R = y ; R = n ).
ki(@>, 3000000000, X, R) :- ( 3000000000 @> X -> R = y ; R = n ).
ki(@>, "s", X, R) :- ( "s" @> X -> R = y ; R = n ).
ki(@=<, 3, X, R) :- ( 3 @=< X -> R = y ; R = n ).
ki(@=<, -7, X, R) :- ( -7 @=< X -> R = y ; R = n ).
ki(@=<, a, X, R) :- ( a @=< X -> R = y ; R = n ).
ki(@=<, [], X, R) :- ( [] @=< X -> R = y ; R = n ).
ki(@=<, 1.5, X, R) :- ( 1.5 @=< X -> R = y ; R = n ).
ki(@=<, f(a), X, R) :- ( f(a) @=< X -> R = y ; R = n ).
ki(@=<, 3000000000, X, R) :- ( 3000000000 @=< X -> R = y ; R = n ).
ki(@=<, "s", X, R) :- ( "s" @=< X -> R = y ; R = n ).
ki(@>=, 3, X, R) :- ( 3 @>= X -> R = y ; R = n ).
ki(@>=, -7, X, R) :- ( -7 @>= X -> R = y ; R = n ).
ki(@>=, a, X, R) :- ( a @>= X -> R = y ; R = n ).
ki(@>=, [], X, R) :- ( [] @>= X -> R = y ; R = n ).
ki(@>=, 1.5, X, R) :- ( 1.5 @>= X -> R = y ; R = n ).
ki(@>=, f(a), X, R) :- ( f(a) @>= X -> R = y ; R = n ).
ki(@>=, 3000000000, X, R) :- ( 3000000000 @>= X -> R = y ; R = n ).
ki(@>=, "s", X, R) :- ( "s" @>= X -> R = y ; R = n ).


% The order compare/3 gives, and which comparisons hold in it.
holds(==, =).
holds(\==, <). holds(\==, >).
holds(@<, <).
holds(@>, >).
holds(@=<, <). holds(@=<, =).
holds(@>=, >). holds(@>=, =).

op(==, eq). op(\==, ne). op(@<, lt). op(@>, gt). op(@=<, le). op(@>=, ge).

yn(G, R) :- ( G -> R = y ; R = n ).

check_type(T) :-
    findall(L, ( term(L, X), atom_concat(b_, T, P), call(P, X) ), Body),
    findall(L, ( term(L, X), atom_concat(i_, T, P), call(P, X, y) ), Ite),
    findall(L, ( term(L, X), atom_concat(n_, T, P), \+ call(P, X) ), Neg),
    findall(L, ( term(L, X), atom_concat(e_, T, P), call(P, X, y) ), Env),
    print(T: Body), nl,
    (   Ite == Body, Neg == Body, Env == Body
    ->  true
    ;   print(differ(T, Ite, Neg, Env)), nl
    ).

% Every compiled form of Op agrees with compare/3 on every pair of terms.
check_op(Op) :-
    op(Op, N),
    findall(L1-L2, ( term(L1, _), term(L2, _) ), Pairs),
    length(Pairs, Count),
    findall(L1-L2-Form, ( member(L1-L2, Pairs), disagrees(N, Op, L1, L2, Form) ), Bad),
    findall(L1-L2, ( member(L1-L2, Pairs), Op == (==), term(L1, X), term(L2, Y), b_eq(X, Y) ), Same),
    print(Op: Count-Bad), nl,
    ( Op == (==) -> print(identical: Same), nl ; true ).

disagrees(N, Op, L1, L2, Form) :-
    term(L1, X), ( L1 == L2 -> Y = X ; term(L2, Y) ),
    compare(O, X, Y),
    yn(holds(Op, O), Want),
    atom_concat(b_, N, B), atom_concat(i_, N, I), atom_concat(n_, N, Ng), atom_concat(e_, N, E),
    yn(call(B, X, Y), R1), yn(call(I, X, Y, y), R2), yn(\+ call(Ng, X, Y), R3), yn(call(E, X, Y, y), R4),
    member(Form-R, [body-R1, ite-R2, not-R3, env-R4]),
    R \== Want.

% Against constants on the right, on the left and in a condition.
check_consts(Op) :-
    findall(K, clause(kr(Op, K, _), _), Ks),
    findall(K-L-Side,
            ( member(K, Ks), term(L, X),
              compare(O1, X, K), yn(holds(Op, O1), W1), yn(kr(Op, K, X), R1),
              compare(O2, K, X), yn(holds(Op, O2), W2), yn(kl(Op, K, X), R2),
              yn(ki(Op, K, X, y), R3),
              member(Side-R-W, [right-R1-W1, left-R2-W2, ite-R3-W2]),
              R \== W ),
            Bad),
    length(Ks, NK),
    print(consts(Op, NK): Bad), nl.

% A hook the binding before a test wakes runs before the test.
h1(V, W) :- V = a, integer(W).
h2(V, W) :- V = a, W == 1.
h3(V, W, R) :- V = a, ( W == 1 -> R = yes ; R = no ).
h4(a, W, R) :- ( integer(W) -> R = yes ; R = no ).
h5(V, W, R) :- ( V = a, integer(W) -> R = yes ; R = no ).
h6(V, W, R) :- ( V = a, W \== 1 -> R = yes ; R = no ).
h7(V, W, R) :- V = a, ( W @> 0 -> R = yes ; R = no ).

wakeups :-
    freeze(V1, W1 = 1), yn(h1(V1, W1), R1),
    freeze(V2, W2 = 1), yn(h2(V2, W2), R2),
    freeze(V3, W3 = 1), h3(V3, W3, R3),
    freeze(V4, W4 = 1), h4(V4, W4, R4),
    freeze(V5, W5 = 1), h5(V5, W5, R5),
    freeze(V6, W6 = 1), h6(V6, W6, R6),
    freeze(V7, W7 = 1), h7(V7, W7, R7),
    print(wakeups([R1, R2, R3, R4, R5, R6, R7])), nl,
    ( var(V6), var(W6) -> print(undone) ; print(kept(V6, W6)) ), nl.

% First occurrences and goals with no variable call the builtin.
fresh(R) :- var(Y), Y = 1, R = Y.
fresh_cond(R) :- ( atom(Y) -> R = atom ; Y = 2, R = Y ).
no_vars(R) :- ( a == a, atom(foo), \+ 1 @< 0 -> R = yes ; R = no ).
void(R) :- ( var(_), _ \== _ -> R = yes ; R = no ).

% A kept argument register and a test of another argument; a test that
% calls the builtin overwrites the argument registers.
kept(X, Y) :- integer(Y), Y > 0, show(X, Y).
kept_void(X, Y) :- var(_), show(X, Y).
kept_cmp(X, Y) :- Y \== X, Y @> 1, show(X, Y).
show(X, Y) :- print(X/Y), nl.

main :-
    forall(member(T, [var, nonvar, atom, number, integer, float, atomic,
                      compound, callable, string, is_list, ground]),
           check_type(T)),
    forall(op(Op, _), check_op(Op)),
    forall(op(Op, _), check_consts(Op)),
    wakeups,
    fresh(F1), fresh_cond(F2), no_vars(F3), void(F4),
    print([F1, F2, F3, F4]), nl,
    kept(a, 3), kept_void(b, 4), kept_cmp(c, 5),
    ( kept(a, x) -> true ; print(kept_fails) ), nl.
