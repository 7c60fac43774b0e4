% SWI-Prolog 7 and later: the list constructor is '[|]' and the empty
% list [] is a reserved symbol, not an atom. (That it is also distinct
% from the quoted atom '[]' is pinned by nil_atom.pl.)
main :-
    functor([a], N, A), print(N/A), nl,
    [1,2] =.. U, print(U), nl,
    ( atom([]) -> write(atom) ; write(not_atom) ), nl,
    ( atomic([]) -> write(atomic) ; write(not_atomic) ), nl,
    X = "text", ( string(X) -> write(string) ; write(codes) ), nl.
