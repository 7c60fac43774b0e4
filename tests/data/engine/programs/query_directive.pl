% A `?- Goal.` line in a file runs as a directive, as `:- Goal.` does
% (issue 29: 74 of 503 Rosetta Code Prolog files have one); it is no
% clause of ?-/1.
p(1).
p(2).
?- findall(X, p(X), Xs), assertz(seen(Xs)).
?- assertz(seen(second)).

main :-
    forall(seen(S), (print(S), nl)),
    (   catch(current_predicate((?-)/1), _, fail)
    ->  writeln('?-/1 defined')
    ;   writeln('no ?-/1')
    ).
