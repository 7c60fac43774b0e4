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

%   repeat: succeeds again on every backtrack (ISO).  The recursive
%   clause is the last call, so the loop runs in constant space.
repeat.
repeat :- repeat.

%   not(:G): same as \+ G.
not(G) :- \+ call(G).

%   Global variables, kept as facts of '$global'/2 (so nb_setval/2 copies
%   the value, as SWI does).  b_setval/2 puts the old value back when it
%   is backtracked over (through a choicepoint it leaves); unlike SWI's,
%   its value is a copy, so it shares no variables with the caller.
nb_setval(K, V) :-
    '$global_key'(K, nb_setval/2),
    retractall('$global'(K, _)),
    assertz('$global'(K, V)).
b_setval(K, V) :-
    '$global_key'(K, b_setval/2),
    (   '$global'(K, Old) -> Saved = value(Old) ; Saved = none ),
    (   nb_setval(K, V)
    ;   retractall('$global'(K, _)),
        (   Saved = value(Old1) -> assertz('$global'(K, Old1)) ; true ),
        fail
    ).
nb_getval(K, V) :-
    '$global_key'(K, nb_getval/2),
    (   '$global'(K, V0)
    ->  V = V0
    ;   throw(error(existence_error(variable, K), context(nb_getval/2, _)))
    ).
b_getval(K, V) :- nb_getval(K, V).
nb_current(K, V) :- '$global'(K, V).

:- dynamic('$global'/2).

'$global_key'(K, PI) :-
    (   atom(K) -> true
    ;   var(K) -> throw(error(instantiation_error, context(PI, _)))
    ;   throw(error(type_error(atom, K), context(PI, _)))
    ).

%   setup_call_cleanup(:Setup, :Goal, :Cleanup): Cleanup runs once, when
%   Goal is finished: it succeeded without leaving choicepoints, failed
%   (at once, or on backtracking after its last solution), or raised an
%   exception.  A Goal that succeeds nondeterministically keeps its
%   choicepoints, as in SWI; the one case missed is a cut that removes
%   them, where SWI runs Cleanup and this does not.  An exception from
%   Cleanup is passed on, as in SWI.  State records that
%   Cleanup ran; nb_setarg/3 keeps that across backtracking.
setup_call_cleanup(S, G, C) :-
    once(S),
    State = cleanup(pending),
    (   '$get_b'(B0),
        catch(G, E, '$cleanup_on_exception'(State, C, E)),
        '$get_b'(B1),
        (   B1 == B0
        ->  !,
            '$run_cleanup'(State, C)
        ;   true
        )
    ;   '$run_cleanup'(State, C),
        fail
    ).

'$cleanup_on_exception'(State, C, E) :-
    '$run_cleanup'(State, C),
    throw(E).

'$run_cleanup'(State, C) :-
    (   arg(1, State, pending)
    ->  nb_setarg(1, State, done),
        (   call(C) -> true ; true )
    ;   true
    ).

call_cleanup(G, C) :- setup_call_cleanup(true, G, C).

%   apply(:G, +ExtraArgs): call G with the extra arguments appended.
apply(G, Args) :-
    G =.. L0,
    append(L0, Args, L),
    G1 =.. L,
    call(G1).

%   with_output_to(+Sink, :Goal): run Goal once with its output going to
%   Sink: atom(A), string(S), codes(Cs), codes(Cs, T), chars(Cs), chars(Cs, T).
with_output_to(Sink, Goal) :-
    '$output_sink'(Sink),
    '$capture_output',
    (   catch(Goal, E, ('$end_capture_output'(_), throw(E)))
    ->  '$end_capture_output'(Text),
        format(Sink, "~s", [Text])
    ;   '$end_capture_output'(_),
        fail
    ).

'$output_sink'(S) :-
    (   var(S)
    ->  throw(error(instantiation_error, context(with_output_to/2, _)))
    ;   ( S = atom(_) ; S = string(_) ; S = codes(_) ; S = codes(_, _)
        ; S = chars(_) ; S = chars(_, _) )
    ->  true
    ;   throw(error(type_error(output, S), context(with_output_to/2, _)))
    ).
