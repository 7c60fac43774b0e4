% term_hash/2 (issue 14): equal ground terms hash alike, a term with a
% variable is left unhashed.  The values are not SWI's: only their
% properties are printed.
h(T, H) :- term_hash(T, H).

main :-
    forall(member(T, [foo, 42, -7, 1.5, "str", f(a, [1, 2]), [x|y], 123456789012345678901234567890, 'hello world']),
           ( h(T, H1), copy_term(T, T2), h(T2, H2),
             ( integer(H1), H1 >= 0, H1 == H2 -> R = ok ; R = bad(H1, H2) ),
             print(R), nl )),
    ( h(f(_), H3), var(H3) -> writeln(unbound) ; writeln(bound) ),
    ( h([a|_], H4), var(H4) -> writeln(unbound) ; writeln(bound) ),
    findall(H, ( member(T, [a, b, c, d, e, f, g, h, 1, 2, 3, f(a), f(b), "a", 'A']), h(T, H) ), Hs),
    sort(Hs, Set), length(Set, N), ( N >= 12 -> writeln(spread) ; writeln(N) ),
    h(abc, Ha), atom_codes(A, "abc"), h(A, Hb), ( Ha == Hb -> writeln(same) ; writeln(different) ),
    ( h(abc, 0) -> true ; writeln(mismatch_fails) ).
