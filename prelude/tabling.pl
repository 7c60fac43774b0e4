% Tabling: the table/1 declaration and the driver over the answer tables
% of src/vm/tabling.rs (see there for the evaluation strategy).
%
% `:- table p/2` gives p/2 the one clause
%     p(A, B) :- '$tbl_call'(p(A, B), 'p tabled'(A, B)).
% and the loader renames the clauses of p/2 that follow to 'p tabled'/2.
% A moded argument (`:- table path(_,_,min)`) is a fresh variable in the
% implementation's call, so it is not part of the call's variant.

:- module(tabling,
          [ (table)/1,
            '$tbl_call'/2               % the clause '$tbl_declare' gives a tabled predicate
          ]).

table(Spec) :-
    var(Spec), !,
    throw(error(instantiation_error, _)).
table((A, B)) :- !,
    table(A),
    table(B).
table(Spec as _) :- !,
    table(Spec).
table(Name/Arity) :-
    atom(Name), integer(Arity), !,
    '$tbl_declare'(Name, Arity, []).
table(Name//Arity) :-
    atom(Name), integer(Arity), !,
    A2 is Arity + 2,
    '$tbl_declare'(Name, A2, []).
table(Head) :-
    callable(Head), !,
    functor(Head, Name, Arity),
    Head =.. [_|Args],
    '$tbl_modes'(Args, 1, Modes),
    '$tbl_declare'(Name, Arity, Modes).
table(Spec) :-
    throw(error(type_error(callable, Spec), _)).

'$tbl_modes'([], _, []).
'$tbl_modes'([A|As], I, Ms) :-
    I1 is I + 1,
    (   var(A)
    ->  Ms = Ms1
    ;   A == index
    ->  Ms = Ms1
    ;   '$tbl_mode'(A)
    ->  Ms = [I-A|Ms1]
    ;   throw(error(domain_error(tabled_mode, A), _))
    ),
    '$tbl_modes'(As, I1, Ms1).

'$tbl_mode'(-).
'$tbl_mode'(first).
'$tbl_mode'(last).
'$tbl_mode'(min).
'$tbl_mode'(max).
'$tbl_mode'(sum).
'$tbl_mode'(lattice(PI)) :- '$tbl_pi'(PI, 3).
'$tbl_mode'(po(PI)) :- '$tbl_pi'(PI, 2).

'$tbl_pi'(PI, _) :- atom(PI), !.
'$tbl_pi'(_:PI, A) :- !, '$tbl_pi'(PI, A).
'$tbl_pi'(N/A, A) :- atom(N).

% The call of a tabled predicate.
'$tbl_call'(Goal, Impl) :-
    '$tbl_lookup'(Goal, Impl, T, Status),
    '$tbl_run'(Status, T, Goal, Impl).

'$tbl_run'(complete, T, Goal, _) :-
    '$tbl_consume'(T, 0, Goal).
'$tbl_run'(fill, T, Goal, Impl) :-
    catch('$tbl_fill'(T, Goal, Impl), E, ('$tbl_abandon', throw(E))),
    '$tbl_consume'(T, 0, Goal).
'$tbl_run'(eager, T, Goal, Impl) :-
    '$tbl_gen'(T, Goal, Impl).
'$tbl_run'(consume, T, Goal, _) :-
    '$tbl_consume'(T, 0, Goal).
'$tbl_run'(reeval(N), T, Goal, Impl) :-
    (   '$tbl_consume_to'(T, 0, N, Goal)
    ;   '$tbl_gen'(T, Goal, Impl)
    ).

'$tbl_fill'(T, Goal, Impl) :-
    '$tbl_gen'(T, Goal, Impl),
    fail.
'$tbl_fill'(_, _, _).

% The answers of table T from position I on, including those added while
% they are read.
'$tbl_consume'(T, I0, Goal) :-
    '$tbl_next'(T, I0, -1, I, Ans, More),
    '$tbl_consume_'(More, T, I, Goal, Ans).

'$tbl_consume_'(last, _, _, Goal, Goal).
'$tbl_consume_'(more, T, I, Goal, Ans) :-
    (   Goal = Ans
    ;   '$tbl_consume'(T, I, Goal)
    ).

% The answers at positions below N.
'$tbl_consume_to'(T, I0, N, Goal) :-
    '$tbl_next'(T, I0, N, I, Ans, _),
    (   Goal = Ans
    ;   '$tbl_consume_to'(T, I, N, Goal)
    ).

% The generator: runs the clauses, hands each new answer to the caller
% at once, and when they are exhausted completes the table's group or
% runs them again (see tabling.rs).
'$tbl_gen'(T, Goal, Impl) :-
    '$tbl_enter'(T, Parent),
    '$tbl_gen_'(T, Parent, Goal, Impl).

'$tbl_gen_'(T, Parent, Goal, Impl) :-
    (   call(user:Impl),
        '$tbl_add'(T, Impl, R),
        '$tbl_new'(R, T, Goal, Impl),
        '$tbl_exit'(T, Parent)
    ;   '$tbl_done'(T, Parent, Again),
        Again == again,
        '$tbl_gen_'(T, Parent, Goal, Impl)
    ).

% Leaving the generator with an answer: the caller's generator runs;
% backtracking into it makes it the running one again.
'$tbl_exit'(_, Parent) :-
    '$tbl_set_current'(Parent).
'$tbl_exit'(T, _) :-
    '$tbl_set_current'(T),
    fail.

'$tbl_new'(true, _, _, _).
'$tbl_new'(new(Ans), _, Ans, _).
'$tbl_new'(old(E, Modes, Old, New), T, Goal, Impl) :-
    '$tbl_aggregate'(Modes, Old, New, Aggs, false, Changed),
    Changed == true,
    '$tbl_update'(T, E, Impl, Aggs, Goal).

'$tbl_aggregate'([], [], [], [], C, C).
'$tbl_aggregate'([M|Ms], [O|Os], [N|Ns], [A|As], C0, C) :-
    (   '$tbl_aggr'(M, O, N, A0)
    ->  A = A0,
        C1 = true
    ;   A = O,
        C1 = C0
    ),
    '$tbl_aggregate'(Ms, Os, Ns, As, C1, C).

'$tbl_aggr'(min, O, N, N) :- N @< O.
'$tbl_aggr'(max, O, N, N) :- N @> O.
'$tbl_aggr'(last, O, N, N) :- N \== O.
'$tbl_aggr'(sum, O, N, S) :- S is O + N.
'$tbl_aggr'(lattice(PI), O, N, A) :-
    '$tbl_pred'(PI, P),
    call(user:P, O, N, A),
    A \=@= O.
'$tbl_aggr'(po(PI), O, N, N) :-
    '$tbl_pred'(PI, P),
    call(user:P, N, O).

'$tbl_pred'(_:PI, P) :- !, '$tbl_pred'(PI, P).
'$tbl_pred'(N/_, N) :- !.
'$tbl_pred'(N, N).
