% Core predicates written in Prolog on top of the machine's primitives.

findall(T, G, L) :-
    '$fa_start'(Id),
    (   call(G), '$fa_add'(Id, T), fail
    ;   '$fa_collect'(Id, L0, [])
    ),
    L = L0.

findall(T, G, L, Tail) :-
    '$fa_start'(Id),
    (   call(G), '$fa_add'(Id, T), fail
    ;   '$fa_collect'(Id, L0, Tail)
    ),
    L = L0.


% The clause database: '$clauses'/2 gives Ref-Clause copies of the
% clauses alive at the call (the logical update view).
clause(H, B) :-
    '$clauses'(H, Cs),
    '$member'(_-(H:-B), Cs).

retract(Clause) :-
    '$clause_parts'(Clause, H, B),
    '$clauses'(H, Cs),
    '$member'(Ref-(H:-B), Cs),
    '$erase'(Ref).

retractall(H) :-
    '$clauses'(H, Cs),
    (   '$member'(Ref-(H:-_), Cs), '$erase'(Ref), fail
    ;   '$ensure_dynamic'(H)
    ).

'$ensure_dynamic'(H) :-
    functor(H, N, A),
    (   '$predicate_defined'(N, A) -> true ; dynamic(N/A) ).

'$clause_parts'(C, H, B) :-
    (   nonvar(C), C = (H0 :- B0) -> H = H0, B = B0
    ;   H = C, B = true
    ).

'$member'(X, [Y|Ys]) :- '$member_'(Ys, X, Y).
'$member_'(_, X, X).
'$member_'([Y|Ys], X, _) :- '$member_'(Ys, X, Y).

current_op(P, T, N) :-
    '$ops'(L),
    '$member'(op(P, T, N), L).

% DCG translation, as SWI-Prolog's dcg_translate_rule/2.
dcg_translate_rule((H0, PB --> B), (H :- Body)) :- !,
    '$dcg_head'(H0, S0, S, H),
    '$dcg_body'(B, S0, S1, B1),
    '$dcg_terminals'(PB, S, S1, B2),
    Body = (B1, B2).
dcg_translate_rule((H0 --> B), (H :- B1)) :-
    '$dcg_head'(H0, S0, S, H),
    '$dcg_body'(B, S0, S, B1).

'$dcg_head'(H0, S0, S, H) :-
    (   var(H0) -> throw(error(instantiation_error, _)) ; true ),
    H0 =.. L0,
    '$dcg_append'(L0, [S0, S], L),
    H =.. L.

'$dcg_body'(V, S0, S, phrase(V, S0, S)) :- var(V), !.
'$dcg_body'((A, B), S0, S, (A1, B1)) :- !,
    '$dcg_body'(A, S0, S1, A1),
    '$dcg_body'(B, S1, S, B1).
'$dcg_body'((A ; B), S0, S, (A1 ; B1)) :- !,
    '$dcg_body'(A, S0, S, A1),
    '$dcg_body'(B, S0, S, B1).
'$dcg_body'((A | B), S0, S, (A1 ; B1)) :- !,
    '$dcg_body'(A, S0, S, A1),
    '$dcg_body'(B, S0, S, B1).
'$dcg_body'((A -> B), S0, S, (A1 -> B1)) :- !,
    '$dcg_body'(A, S0, S1, A1),
    '$dcg_body'(B, S1, S, B1).
'$dcg_body'(\+ A, S0, S, (\+ A1, S0 = S)) :- !,
    '$dcg_body'(A, S0, _, A1).
'$dcg_body'({G}, S0, S, (G, S0 = S)) :- !.
'$dcg_body'(!, S0, S, (!, S0 = S)) :- !.
'$dcg_body'([], S0, S, S0 = S) :- !.
'$dcg_body'(L, S0, S, G) :- is_list(L), !,
    '$dcg_terminals'(L, S0, S, G).
'$dcg_body'(L, S0, S, G) :- string(L), !,
    string_codes(L, Cs),
    '$dcg_terminals'(Cs, S0, S, G).
'$dcg_body'(call(G0), S0, S, G) :- !,
    G0 =.. L0, '$dcg_append'(L0, [S0, S], L), G =.. [call|L].
'$dcg_body'(G0, S0, S, G) :-
    callable(G0), !,
    G0 =.. L0,
    '$dcg_append'(L0, [S0, S], L),
    G =.. L.
'$dcg_body'(G0, _, _, _) :-
    throw(error(type_error(callable, G0), _)).

'$dcg_terminals'(L, S0, S, S0 = T) :- '$dcg_append'(L, S, T).

'$dcg_append'([], L, L).
'$dcg_append'([H|T], L, [H|R]) :- '$dcg_append'(T, L, R).

phrase(G, L) :- phrase(G, L, []).
phrase(G, L, R) :-
    (   var(G) -> throw(error(instantiation_error, _)) ; true ),
    '$dcg_body'(G, S0, S, Goal),
    S0 = L, S = R,
    call(Goal).

% call/1 on a control construct: the body is interpreted, with the cut
% level of the call passed down as data, so a cut inside cuts to the
% call and no further (ISO: call/1 is opaque to cut). '$get_level'/1 and
% '$cut'/1 compile to the machine's GetB0 and CutTo instructions.
'$call_body'(G) :- '$get_level'(L), '$body'(G, L).

'$body'(G, _) :- var(G), !, throw(error(instantiation_error, _)).
'$body'((A, B), L) :- !, '$body'(A, L), '$body'(B, L).
'$body'((C -> T ; E), L) :- !, ( '$cond'(C) -> '$body'(T, L) ; '$body'(E, L) ).
'$body'((C *-> T ; E), L) :- !, ( '$cond'(C) *-> '$body'(T, L) ; '$body'(E, L) ).
'$body'((A ; B), L) :- !, ( '$body'(A, L) ; '$body'(B, L) ).
'$body'((A '|' B), L) :- !, ( '$body'(A, L) ; '$body'(B, L) ).
'$body'((C -> T), L) :- !, ( '$cond'(C) -> '$body'(T, L) ).
'$body'((C *-> T), L) :- !, '$cond'(C), '$body'(T, L).
'$body'(\+ G, _) :- !, \+ '$cond'(G).
'$body'(!, L) :- !, '$cut'(L).
'$body'(_:G, L) :- !, '$body'(G, L).
'$body'(G, _) :- call(G).

% A condition: its cuts are local to it.
'$cond'(G) :- '$get_level'(L), '$body'(G, L).

%   [File, ...]: consults the files, as at SWI-Prolog's toplevel.
[File|Files] :- consult([File|Files]).

%   '$host_solutions'(+Handle, ?Args): the solutions of a nondeterministic
%   predicate of the embedding program, one per backtrack (vm/host.rs).
'$host_solutions'(H, Args) :-
    '$host_next'(H, Args, Values),
    (   Args = Values
    ;   '$host_solutions'(H, Args)
    ).
