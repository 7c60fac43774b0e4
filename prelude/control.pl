/*  control.pl -- control predicates that need no machine support beyond
    call/N, cut and negation.  The machine may define any of these natively;
    then the native definition wins and the clause here documents the
    meaning.
*/

%   once(:G): the first solution of G.  The cut is local to this clause,
%   so it commits to G's first solution and no further.
once(G) :- call(G), !.

%   ignore(:G): try G once; succeed whether or not it did.
ignore(G) :- (call(G) -> true ; true).

%   forall(:Cond, :Action): Action holds for every solution of Cond.
%   Leaves no bindings.
forall(C, A) :- \+ (call(C), \+ call(A)).

%   not(:G): same as \+ G.
not(G) :- \+ call(G).
