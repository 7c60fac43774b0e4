% atom_to_term/3 returns the variable bindings by name; read_term_from_atom/3
% just the term.
main :-
    atom_to_term('foo(X, Y, _Z, X)', T, B),
    T = foo(P, _, _, R), ( P == R -> write(shared) ; write(distinct) ), nl,
    length(B, N), print(N), nl,
    B = [Name = V|_], print(Name), nl, ( V == P -> write(same_var) ; write(other) ), nl,
    atom_to_term('p :- q, r', T2, B2), print(T2/B2), nl,
    read_term_from_atom('g([1, 2 | Tail])', T3, []), T3 = g([_, _ | Tl]),
    ( var(Tl) -> write(tail_var) ; write(tail_bound) ), nl.
