% SWI-Prolog 7 and later: the list constructor is '[|]' and the empty
% list [] is a reserved symbol distinct from the atom '[]'.
main :-
    functor([a], N, A), print(N/A), nl,
    [1,2] =.. U, print(U), nl,
    ( atom([]) -> write(atom) ; write(not_atom) ), nl,
    ( atomic([]) -> write(atomic) ; write(not_atomic) ), nl,
    ( [] == '[]' -> write(same) ; write(different) ), nl,
    ( atom('[]') -> write(atom) ; write(not_atom) ), nl,
    X = "text", ( string(X) -> write(string) ; write(codes) ), nl.
