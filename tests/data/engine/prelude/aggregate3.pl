% aggregate/3: bagof/3's grouping (free variables, ^) with aggregate_all's
% templates (issue 5).
age(peter, 7, m).
age(ann, 11, f).
age(pat, 8, f).
age(tom, 5, m).
age(mike, 11, m).
main :-
    aggregate(count, N^A^S^age(N, A, S), C1), print(C1), nl,
    forall(aggregate(count, N^A^age(N, A, S), C2), (print(S-C2), nl)),
    forall(aggregate(sum(A), N^age(N, A, S), Sum), (print(S-Sum), nl)),
    forall(aggregate(max(A), N^age(N, A, S), Max), (print(S-Max), nl)),
    aggregate(max(A, N), S^age(N, A, S), Mx), print(Mx), nl,
    aggregate(min(A, N), S^age(N, A, S), Mn), print(Mn), nl,
    aggregate(bag(N), A^S^age(N, A, S), Bag), print(Bag), nl,
    aggregate(set(A), N^S^age(N, A, S), Set), print(Set), nl,
    ( aggregate(count, age(nobody, _, _), C3) -> print(C3) ; write(no_solutions) ), nl.
