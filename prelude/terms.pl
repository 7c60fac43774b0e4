/*  Nondeterministic modes of the term builtins.

    The deterministic work and all error checking is done by the Rust
    primitive '$length'/3 (src/builtins/terms); arg/3 and between/3 are
    nondeterministic builtins there.
*/

%   length(?List, ?N)
length(List, N) :-
    '$length'(List, N, R),
    (   R == true
    ->  true
    ;   R = partial(Count, Tail),
        '$length_enum'(Tail, Count, N)
    ).

'$length_enum'([], N, N).
'$length_enum'([_|T], N0, N) :-
    N1 is N0+1,
    '$length_enum'(T, N1, N).

%   subsumes_term(@General, @Specific): General can be made equal to
%   Specific by binding only variables of General (ISO 8.2.4).
subsumes_term(General, Specific) :-
    \+ \+ ( term_variables(Specific, SVars0),
            unify_with_occurs_check(General, Specific),
            term_variables(SVars0, SVars1),
            SVars0 == SVars1
          ).

%   @A =@= @B, A and B are variants (equal up to renaming variables), is
%   a builtin (src/builtins/terms/variant.rs).

A \=@= B :- \+ A =@= B.
