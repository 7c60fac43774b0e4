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

%   Global variables: each key's value is a copy kept by the machine
%   (vm/globals.rs), so nb_setval/2 copies the value, as SWI does, and
%   a new value frees the old one.  A cyclic value keeps its cycles and
%   attributed variables their attributes.  b_setval/2 puts the old
%   value back when it is backtracked over (through a choicepoint it
%   leaves); unlike SWI's, its value is a copy, so it shares no
%   variables with the caller.
nb_setval(K, V) :-
    '$global_key'(K, system:nb_linkval/2),
    '$global_store'(K, V).
b_setval(K, V) :-
    '$global_key'(K, system:b_setval/2),
    (   '$global_fetch'(K, Old) -> Saved = value(Old) ; Saved = none ),
    (   '$global_store'(K, V)
    ;   (   Saved = value(Old1) -> '$global_store'(K, Old1)
        ;   '$global_erase'(K)
        ),
        fail
    ).
%   nb_delete(+Key): Key has no value any more (succeeds if it had none).
nb_delete(K) :-
    '$global_key'(K, system:nb_delete/1),
    '$global_erase'(K).
nb_getval(K, V) :-
    '$global_get'(K, V, system:nb_getval/2).
b_getval(K, V) :-
    '$global_get'(K, V, system:b_getval/2).

'$global_get'(K, V, PI) :-
    '$global_key'(K, PI),
    (   '$global_fetch'(K, V0)
    ->  V = V0
    ;   throw(error(existence_error(variable, K), context(PI, _)))
    ).
nb_current(K, V) :-
    (   atom(K)
    ->  '$global_fetch'(K, V)
    ;   '$global_keys'(Ks),
        '$global_member'(K, Ks),
        '$global_fetch'(K, V)
    ).

'$global_member'(X, [X|_]).
'$global_member'(X, [_|Xs]) :-
    '$global_member'(X, Xs).

'$global_key'(K, PI) :-
    (   atom(K) -> true
    ;   var(K) -> throw(error(instantiation_error, context(PI, _)))
    ;   throw(error(type_error(atom, K), context(PI, _)))
    ).

%   setup_call_catcher_cleanup(:Setup, :Goal, ?Catcher, :Cleanup): run
%   Setup once, then Goal; Cleanup runs once, as once/1, when Goal is
%   finished, if Catcher unifies with how it finished: exit (succeeded
%   leaving no choicepoint), fail, exception(E), external_exception(E)
%   (raised after Goal exited with choicepoints) or ! (its choicepoints
%   were cut, or the query was stopped).  The machine runs the fail,
%   exception and cut ports (vm/cleanup.rs); this clause the exit port.
setup_call_catcher_cleanup(S, G, Catcher, C) :-
    once(S),
    '$cleanup_push'(Catcher, C, B),
    call(G),
    '$cleanup_exit'(B, Det),
    '$cleanup_exited'(Det, Catcher, C).

setup_call_cleanup(S, G, C) :-
    setup_call_catcher_cleanup(S, G, _, C).

call_cleanup(G, C) :-
    setup_call_catcher_cleanup(true, G, _, C).

'$cleanup_exited'(true, Catcher, C) :-
    '$cleanup_run'(exit, Catcher, C).
'$cleanup_exited'(false, _, _).

%   The ports the machine runs: fail (the machine's continuation fails
%   after it) and the exceptions, where the goal's exception wins over
%   one from Cleanup.
'$cleanup'(fail, Catcher, C) :-
    '$cleanup_run'(fail, Catcher, C).
'$cleanup'(exception(E), Catcher, C) :-
    catch('$cleanup_run'(exception(E), Catcher, C), _, true),
    throw(E).
'$cleanup'(external_exception(E), Catcher, C) :-
    catch('$cleanup_run'(external_exception(E), Catcher, C), _, true),
    throw(E).

'$cleanup_run'(Port, Catcher, C) :-
    (   Catcher = Port
    ->  (   call(C) -> true ; true )
    ;   true
    ).

%   The cut port: the handlers of the choicepoints a cut removed, newest
%   first.  All run; then the first exception one raised is thrown.
'$cleanups'(Hs) :-
    '$cleanups'(Hs, E),
    (   var(E) -> true ; throw(E) ).

'$cleanups'([], _).
'$cleanups'([Catcher-C|Hs], E) :-
    catch('$cleanup_run'(!, Catcher, C), E1, true),
    (   var(E), nonvar(E1) -> E = E1 ; true ),
    '$cleanups'(Hs, E).

%   apply(:G, +ExtraArgs): call G with the extra arguments appended.
apply(MG, Args) :-
    strip_module(MG, M, G),
    G =.. L0,
    append(L0, Args, L),
    G1 =.. L,
    call(M:G1).

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

% The goal of format/2's `~@` (vm/control.rs): what it writes, once, its
% bindings undone.
'$format_goal'(Goal, Text) :-
    findall(T, with_output_to(string(T), Goal), [Text]).

'$output_sink'(S) :-
    (   var(S)
    ->  throw(error(instantiation_error, context(system:with_output_to/2, _)))
    ;   ( S = atom(_) ; S = string(_) ; S = codes(_) ; S = codes(_, _)
        ; S = chars(_) ; S = chars(_, _) )
    ->  true
    ;   atom(S)
    ->  throw(error(existence_error(stream, S), context(system:with_output_to/2, _)))
    ;   throw(error(type_error(output, S), context(system:with_output_to/2, _)))
    ).

% $(Goal): Goal must succeed deterministically (SWI-Prolog 9). `$` as a
% goal of a rule's body is a cut (ssu.rs); called, it is a no-op.
$(Goal) :-
    (   '$det_call'(Goal)
    ->  true
    ;   throw(error(determinism_error(Goal, det, fail, goal), _))
    ).

'$det_call'(Goal) :-
    '$get_b'(B0),
    call(Goal),
    '$get_b'(B1),
    (   B1 == B0
    ->  true
    ;   throw(error(determinism_error(Goal, det, nondet, goal), _))
    ).

'$'.

% The choicepoint '$det_enter'/4 pushes for `$(Goal)` in a rule's body:
% Goal failed.
'$det_failed'(Goal, Name, Arity) :-
    throw(error(determinism_error(Goal, det, fail, goal), context(Name/Arity, _))).
