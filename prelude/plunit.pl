:- module(plunit, [begin_tests/1, begin_tests/2, end_tests/1,
                   run_tests/0, run_tests/1, set_test_options/1,
                   current_test/5, current_test_unit/2,
                   'system:term_expansion'/2, 'prolog:assertion_failed'/2]).

%   library(plunit): unit tests, as SWI-Prolog 9.0.4's, printing what it
%   prints. A file's tests sit between `:- begin_tests(Unit)` and
%   `:- end_tests(Unit)`; each `test(Name) :- Body` or
%   `test(Name, Options) :- Body` clause there is turned, by the
%   library's term expansion ('system:term_expansion'/2, called by the
%   loader), into a directive that records it: '$pu_test'/6 (unit,
%   name, line, options, body id, the variables options and body share)
%   and its body as a clause of '$pu_body'/2.
%
%   As in SWI, the clauses between begin_tests and end_tests go into
%   the unit's module, plunit_Unit, which sees user's predicates; test
%   bodies and the goals of options run there.
%
%   Messages go to user_error as SWI's print_message/2 prints them:
%   errors and warnings through print_message/2 (so they count for
%   `--on-error=status`), the informational lines (`% PL-Unit: ...`,
%   the summary) directly, and not at all under `-q` (the `verbose`
%   flag `silent`).

:- dynamic('$pu_unit'/3).            % Unit, Options, File
:- dynamic('$pu_loading'/2).
:- dynamic('$pu_previous_module'/2).  % Unit, the source module before it         % Unit, Source being loaded
:- dynamic('$pu_test'/6).            % Unit, Name, Line, Options, Id, Vars
:- dynamic('$pu_body'/2).            % Id, Vars
:- dynamic('$pu_passed'/5).          % Unit, Name, Line, Det, Time
:- dynamic('$pu_failed'/4).          % Unit, Name, Line, Reason
:- dynamic('$pu_blocked'/4).         % Unit, Name, Line, Reason
:- dynamic('$pu_fixme'/5).           % Unit, Name, Line, Reason, How
:- dynamic('$pu_failed_assertion'/5). % Unit, Name, Line, Reason, Goal
:- dynamic('$pu_running'/3).         % Unit, Name, Line of the test running
:- dynamic('$pu_options'/1).         % set_test_options/1
:- dynamic('$pu_last_id'/1).         % the last body id given

%   begin_tests(+Unit), begin_tests(+Unit, +Options): opens a unit in the
%   file being loaded.
begin_tests(Unit) :-
    begin_tests(Unit, []).

begin_tests(Unit, Options) :-
    must_be(atom, Unit),
    '$pu_valid_options'(Options, '$pu_unit_option'),
    (   prolog_load_context(source, Source)
    ->  true
    ;   Source = user
    ),
    (   prolog_load_context(file, File)
    ->  true
    ;   File = user
    ),
    % Loading the file again replaces the unit's tests.
    forall(retract('$pu_test'(Unit, _, _, _, Id, _)),
           retractall('$pu_body'(Id, _))),
    retractall('$pu_unit'(Unit, _, _)),
    assertz('$pu_unit'(Unit, Options, File)),
    asserta('$pu_loading'(Unit, Source)),
    % The unit's clauses go into its module, which sees user's.
    '$pu_unit_module'(Unit, M),
    '$set_source_module'(Previous, M),
    asserta('$pu_previous_module'(Unit, Previous)).

%   end_tests(+Unit): closes the unit begin_tests/1,2 opened.
%   A mismatch is reported, in SWI's words, and fails the directive.
end_tests(Unit) :-
    (   '$pu_loading'(Open, _)
    ->  (   Unit == Open
        ->  once(retract('$pu_loading'(Open, _))),
            (   retract('$pu_previous_module'(Open, Previous))
            ->  '$set_source_module'(_, Previous)
            ;   true
            )
        ;   '$pu_message'(error, 'PL-Unit: cannot close unit ~w: current unit is ~w',
                          [Unit, Open]),
            fail
        )
    ;   '$pu_message'(error, 'PL-Unit: cannot close unit ~w: no open unit', [Unit]),
        fail
    ).

'$pu_unit_option'(blocked(X)) :- must_be(ground, X).
'$pu_unit_option'(condition(X)) :- must_be(callable, X).
'$pu_unit_option'(setup(X)) :- must_be(callable, X).
'$pu_unit_option'(cleanup(X)) :- must_be(callable, X).
'$pu_unit_option'(sto(V)) :- nonvar(V), memberchk(V, [finite_trees, rational_trees]).
'$pu_unit_option'(concurrent(V)) :- must_be(boolean, V).

'$pu_test_option'(O) :- '$pu_unit_option'(O), !.
'$pu_test_option'(true(_)).
'$pu_test_option'(fail).
'$pu_test_option'(throws(_)).
'$pu_test_option'(all(_)).
'$pu_test_option'(set(_)).
'$pu_test_option'(nondet).
'$pu_test_option'(fixme(_)).
'$pu_test_option'(forall(X)) :- must_be(callable, X).

'$pu_valid_options'(Options, Pred) :-
    must_be(list, Options),
    '$pu_verify_options'(Options, Pred).

'$pu_verify_options'([], _).
'$pu_verify_options'([H|T], Pred) :-
    (   call(Pred, H)
    ->  '$pu_verify_options'(T, Pred)
    ;   '$pu_option_domain'(Pred, Domain),
        throw(error(domain_error(Domain, H), _))
    ).

'$pu_option_domain'('$pu_unit_option', plunit:test_set_option).
'$pu_option_domain'('$pu_test_option', plunit:test_option).

%   The loader's hook: a test clause of the unit being loaded becomes a
%   directive recording it; other terms are left alone.
'system:term_expansion'(Term, Expanded) :-
    '$pu_loading'(Unit, Source),
    prolog_load_context(source, Source),
    catch('$pu_expand'(Term, Unit, Expanded), '$pu_incompatible'(Tests),
          ( '$pu_message'(error, 'PL-Unit: incompatible test-options: ~p', [Tests]),
            Expanded = []
          )).

'$pu_expand'(end_of_file, Unit, _) :-
    !,
    % A unit left open closes with its file.
    once(retract('$pu_loading'(Unit, _))),
    retractall('$pu_previous_module'(Unit, _)),
    fail.
'$pu_expand'((test(Name) :- Body), Unit, Directive) :-
    !,
    '$pu_expand_test'(Unit, Name, [], Body, Directive).
'$pu_expand'((test(Name, Options) :- Body), Unit, Directive) :-
    !,
    '$pu_expand_test'(Unit, Name, Options, Body, Directive).
'$pu_expand'(test(Name), _, _) :-
    !,
    throw(error(existence_error(body, test(Name)), _)).
'$pu_expand'(test(Name, _), _, _) :-
    throw(error(existence_error(body, test(Name)), _)).

'$pu_expand_test'(Unit, Name, Options0, Body,
                  (:- plunit:'$pu_add_test'(Unit, Name, Line, Options, Vars, Body))) :-
    (   source_location(_, Line)
    ->  true
    ;   Line = 0
    ),
    term_variables(Options0, OptionVars0), sort(OptionVars0, OptionVars),
    term_variables(Body, BodyVars0), sort(BodyVars0, BodyVars),
    ord_intersection(OptionVars, BodyVars, VarList),
    Vars =.. [vars|VarList],
    (   is_list(Options0)
    ->  Options1 = Options0
    ;   Options1 = [Options0]
    ),
    maplist('$pu_expand_option', Options1, Options2),
    '$pu_valid_options'(Options2, '$pu_test_option'),
    '$pu_valid_test_mode'(Options2, Options).

'$pu_expand_option'(Var, _) :-
    var(Var),
    !,
    throw(error(instantiation_error, _)).
'$pu_expand_option'(A == B, true(A==B)) :- !.
'$pu_expand_option'(A = B, true(A=B)) :- !.
'$pu_expand_option'(A =@= B, true(A=@=B)) :- !.
'$pu_expand_option'(A =:= B, true(A=:=B)) :- !.
'$pu_expand_option'(error(X), throws(error(X, _))) :- !.
'$pu_expand_option'(exception(X), throws(X)) :- !.
'$pu_expand_option'(error(F, C), throws(error(F, C))) :- !.
'$pu_expand_option'(true, true(true)) :- !.
'$pu_expand_option'(O, O).

'$pu_valid_test_mode'(Options0, Options) :-
    include('$pu_test_mode', Options0, Tests),
    (   Tests == []
    ->  Options = [true(true)|Options0]
    ;   Tests = [_]
    ->  Options = Options0
    ;   throw('$pu_incompatible'(Tests))
    ).

'$pu_test_mode'(true(_)).
'$pu_test_mode'(all(_)).
'$pu_test_mode'(set(_)).
'$pu_test_mode'(fail).
'$pu_test_mode'(throws(_)).

%   The directive a test clause became.
'$pu_add_test'(Unit, Name, Line, Options, Vars, Body) :-
    (   retract('$pu_last_id'(Last))
    ->  Id is Last + 1
    ;   Id = 1
    ),
    assertz('$pu_last_id'(Id)),
    assertz('$pu_test'(Unit, Name, Line, Options, Id, Vars)),
    '$pu_unit_module'(Unit, M),
    assertz(('$pu_body'(Id, Vars) :- !, M:Body)).

%   '$pu_unit_module'(+Unit, -Module): the module a unit's clauses are
%   loaded into, and its goals run in, as SWI's plunit_Unit.
'$pu_unit_module'(Unit, M) :-
    atom_concat(plunit_, Unit, M).

'$pu_context_module'(unit(Unit), M) :- '$pu_unit_module'(Unit, M).
'$pu_context_module'(test(Unit, _, _), M) :- '$pu_unit_module'(Unit, M).

%   set_test_options(+Options): accepted and kept; the options that
%   change a run (silent(true)) are honoured.
set_test_options(Options) :-
    must_be(list, Options),
    retractall('$pu_options'(_)),
    assertz('$pu_options'(Options)).

%   current_test(?Unit, ?Name, ?Line, ?Body, ?Options)
current_test(Unit, Name, Line, '$pu_body'(Id, Vars), Options) :-
    '$pu_test'(Unit, Name, Line, Options, Id, Vars).

%   current_test_unit(?Unit, ?Options)
current_test_unit(Unit, Options) :-
    '$pu_unit'(Unit, Options, _).

                 /*******************************
                 *           RUNNING            *
                 *******************************/

%   run_tests, run_tests(+Spec): runs every unit, or those Spec names
%   (Unit, Unit:Test, Unit:[Tests], or a list of these), reports, and
%   fails if a test failed.
run_tests :-
    findall(Unit, '$pu_unit'(Unit, _, _), Units),
    '$pu_run'(Units).

run_tests(Spec) :-
    '$pu_run'(Spec).

%   As SWI: the report comes however the run ends, also when a unit
%   does not exist.
'$pu_run'(Spec) :-
    '$pu_cleanup',
    setup_call_cleanup(
        true,
        once(( '$pu_run_spec'(Spec),
               \+ '$pu_failed'(_, _, _, _),
               \+ '$pu_failed_assertion'(_, _, _, _, _)
             )),
        '$pu_report').

'$pu_cleanup' :-
    retractall('$pu_passed'(_, _, _, _, _)),
    retractall('$pu_failed'(_, _, _, _)),
    retractall('$pu_blocked'(_, _, _, _)),
    retractall('$pu_fixme'(_, _, _, _, _)),
    retractall('$pu_failed_assertion'(_, _, _, _, _)),
    retractall('$pu_running'(_, _, _)).

'$pu_run_spec'([]) :- !.
'$pu_run_spec'([H|T]) :-
    !,
    '$pu_run_spec'(H),
    '$pu_run_spec'(T).
'$pu_run_spec'(Spec) :-
    '$pu_unit_from_spec'(Spec, Unit, Tests, Options),
    (   memberchk(blocked(Reason), Options)
    ->  '$pu_info'('PL-Unit: ~w blocked: ~w', [Unit, Reason]),
        '$pu_info_nl'
    ;   '$pu_setup'(unit(Unit), Options)
    ->  get_time(T0),
        '$pu_info'('PL-Unit: ~w ', [Spec]),
        flush_output(user_error),
        forall(( '$pu_test'(Unit, Name, Line, TestOptions, Id, Vars),
                 '$pu_matching_test'(Name, Tests)
               ),
               '$pu_run_test'(Unit, Name, Line, TestOptions, '$pu_body'(Id, Vars))),
        get_time(T1),
        Time is T1 - T0,
        (   (   '$pu_failed'(Unit, _, _, _)
            ;   '$pu_failed_assertion'(Unit, _, _, _, _)
            )
        ->  End = '**FAILED'
        ;   End = ' passed'
        ),
        '$pu_info_same_line'('~w ~3f sec', [End, Time]),
        '$pu_fresh_line',
        '$pu_unit_cleanup'(Unit, Options)
    ;   true
    ).

'$pu_unit_from_spec'(Unit:Tests, Unit, Tests, Options) :-
    atom(Unit),
    !,
    '$pu_unit_options'(Unit, Options).
'$pu_unit_from_spec'(Unit, Unit, _, Options) :-
    atom(Unit),
    !,
    '$pu_unit_options'(Unit, Options).
'$pu_unit_from_spec'(Spec, _, _, _) :-
    throw(error(type_error(test_spec, Spec), _)).

'$pu_unit_options'(Unit, Options) :-
    (   '$pu_unit'(Unit, Options, _)
    ->  true
    ;   throw(error(existence_error(unit_test, Unit), _))
    ).

'$pu_matching_test'(X, X) :- !.
'$pu_matching_test'(Name, Set) :-
    is_list(Set),
    memberchk(Name, Set).

'$pu_unit_cleanup'(Unit, Options) :-
    '$pu_cleanup_goal'(Unit, Options).

'$pu_run_test'(Unit, Name, Line, Options, Body) :-
    memberchk(forall(Generator), Options),
    !,
    term_variables(Generator, Vars),
    '$pu_unit_module'(Unit, M),
    forall(M:Generator,
           '$pu_run_test_once'(Unit, @(Name, Vars), Line, Options, Body)).
'$pu_run_test'(Unit, Name, Line, Options, Body) :-
    '$pu_run_test_once'(Unit, Name, Line, Options, Body).

'$pu_run_test_once'(Unit, Name, Line, Options, Body) :-
    asserta('$pu_running'(Unit, Name, Line)),
    '$pu_run_test_6'(Unit, Name, Line, Options, Body, Result),
    retractall('$pu_running'(_, _, _)),
    '$pu_report_result'(Result, Options).

%   The assertion/1 hook (library(error) calls it when an assertion
%   fails): inside a test, the failure is reported and recorded, the
%   assertion succeeds, and the test fails when it ends.
'prolog:assertion_failed'(Reason, Goal0) :-
    '$pu_running'(Unit, Name, Line),
    !,
    % SWI shows the goal of a test without its unit's module.
    '$pu_unit_module'(Unit, M),
    (   nonvar(Goal0), Goal0 = M:Goal
    ->  true
    ;   Goal = Goal0
    ),
    '$pu_unit_file'(Unit, File),
    '$pu_test_name'(Name, Shown),
    (   Reason == fail
    ->  How = ' failed'
    ;   Reason = error(E)
    ->  '$pu_error_text'(E, Text),
        format(atom(How), ' raised "~w"', [Text])
    ;   format(atom(How), ' raised "~p"', [Reason])
    ),
    '$pu_message'(error, '~w:~w:\n\t~w: assertion~w\n\tAssertion: ~p',
                  [File, Line, Shown, How, Goal]),
    assertz('$pu_failed_assertion'(Unit, Name, Line, Reason, Goal)).

'$pu_report_result'(blocked(Unit, Name, Line, Reason), _) :-
    !,
    assertz('$pu_blocked'(Unit, Name, Line, Reason)).
'$pu_report_result'(failure(Unit, Name, Line, How), Options) :-
    !,
    '$pu_failure'(Unit, Name, Line, How, Options).
'$pu_report_result'(success(Unit, Name, Line, Det, Time), Options) :-
    !,
    '$pu_success'(Unit, Name, Line, Det, Time, Options).
'$pu_report_result'(setup_failed(_, _, _), _).

%   '$pu_run_test_6'(+Unit, +Name, +Line, +Options, +Body, -Result): runs
%   one test as SWI's run_test_6/6 does.
'$pu_run_test_6'(Unit, Name, Line, Options, _, blocked(Unit, Name, Line, Reason)) :-
    memberchk(blocked(Reason), Options),
    !.
'$pu_run_test_6'(Unit, Name, Line, Options, Body, Result) :-
    memberchk(all(Answer), Options),
    !,
    '$pu_nondet_test'(all(Answer), Unit, Name, Line, Options, Body, Result).
'$pu_run_test_6'(Unit, Name, Line, Options, Body, Result) :-
    memberchk(set(Answer), Options),
    !,
    '$pu_nondet_test'(set(Answer), Unit, Name, Line, Options, Body, Result).
'$pu_run_test_6'(Unit, Name, Line, Options, Body, Result) :-
    memberchk(fail, Options),
    !,
    (   '$pu_setup'(test(Unit, Name, Line), Options)
    ->  statistics(runtime, [T0, _]),
        (   catch(Body, E, true)
        ->  (   var(E)
            ->  statistics(runtime, [T1, _]),
                Time is (T1 - T0) / 1000.0,
                Result = failure(Unit, Name, Line, succeeded(Time))
            ;   Result = failure(Unit, Name, Line, E)
            )
        ;   statistics(runtime, [T1, _]),
            Time is (T1 - T0) / 1000.0,
            Result = success(Unit, Name, Line, true, Time)
        ),
        '$pu_cleanup_goal'(Unit, Options)
    ;   Result = setup_failed(Unit, Name, Line)
    ).
'$pu_run_test_6'(Unit, Name, Line, Options, Body, Result) :-
    memberchk(true(Cmp), Options),
    !,
    (   '$pu_setup'(test(Unit, Name, Line), Options)
    ->  statistics(runtime, [T0, _]),
        (   catch('$pu_call_det'(Body, Det), E, true)
        ->  (   var(E)
            ->  statistics(runtime, [T1, _]),
                Time is (T1 - T0) / 1000.0,
                (   '$pu_unit_module'(Unit, M),
                    catch(M:Cmp, E2, true)
                ->  (   var(E2)
                    ->  Result = success(Unit, Name, Line, Det, Time)
                    ;   Result = failure(Unit, Name, Line, cmp_error(Cmp, E2))
                    )
                ;   Result = failure(Unit, Name, Line, wrong_answer(Cmp))
                )
            ;   Result = failure(Unit, Name, Line, E)
            )
        ;   Result = failure(Unit, Name, Line, failed)
        ),
        '$pu_cleanup_goal'(Unit, Options)
    ;   Result = setup_failed(Unit, Name, Line)
    ).
'$pu_run_test_6'(Unit, Name, Line, Options, Body, Result) :-
    memberchk(throws(Expect), Options),
    !,
    (   '$pu_setup'(test(Unit, Name, Line), Options)
    ->  statistics(runtime, [T0, _]),
        (   catch(Body, E, true)
        ->  (   var(E)
            ->  Result = failure(Unit, Name, Line, no_exception)
            ;   statistics(runtime, [T1, _]),
                Time is (T1 - T0) / 1000.0,
                (   subsumes_term(Expect, E)
                ->  Result = success(Unit, Name, Line, true, Time)
                ;   Result = failure(Unit, Name, Line, wrong_error(Expect, E))
                )
            )
        ;   Result = failure(Unit, Name, Line, failed)
        ),
        '$pu_cleanup_goal'(Unit, Options)
    ;   Result = setup_failed(Unit, Name, Line)
    ).

'$pu_nondet_test'(Expected, Unit, Name, Line, Options, Body, Result) :-
    arg(1, Expected, CmpOp),
    arg(1, CmpOp, Vars),
    statistics(runtime, [T0, _]),
    (   '$pu_setup'(test(Unit, Name, Line), Options)
    ->  (   catch(findall(Vars, Body, Bindings), E, true)
        ->  (   var(E)
            ->  statistics(runtime, [T1, _]),
                Time is (T1 - T0) / 1000.0,
                (   '$pu_nondet_compare'(Expected, Bindings)
                ->  Result = success(Unit, Name, Line, true, Time)
                ;   Result = failure(Unit, Name, Line, wrong_answer(Expected, Bindings))
                )
            ;   Result = failure(Unit, Name, Line, E)
            )
        ),
        '$pu_cleanup_goal'(Unit, Options)
    ;   Result = setup_failed(Unit, Name, Line)
    ).

'$pu_nondet_compare'(all(Cmp), Bindings) :-
    '$pu_cmp'(Cmp, _, Op, Values),
    '$pu_cmp_list'(Values, Bindings, Op).
'$pu_nondet_compare'(set(Cmp), Bindings0) :-
    '$pu_cmp'(Cmp, _, Op, Values0),
    sort(Bindings0, Bindings),
    sort(Values0, Values),
    '$pu_cmp_list'(Values, Bindings, Op).

'$pu_cmp_list'([], [], _).
'$pu_cmp_list'([E|Es], [V|Vs], Op) :-
    call(Op, E, V),
    '$pu_cmp_list'(Es, Vs, Op).

'$pu_cmp'(Var == Value, Var, ==, Value).
'$pu_cmp'(Var =:= Value, Var, =:=, Value).
'$pu_cmp'(Var = Value, Var, =, Value).
'$pu_cmp'(Var =@= Value, Var, =@=, Value).

%   '$pu_call_det'(:Goal, -Det): Det is true when Goal left no
%   choicepoint.
'$pu_call_det'(Goal, Det) :-
    call_cleanup(Goal, Det0 = true),
    (   var(Det0)
    ->  Det = false
    ;   Det = true
    ).

%   '$pu_setup'(+Context, +Options): the condition and setup handlers;
%   fails if the test (or unit) is not to run.
'$pu_setup'(Context, Options) :-
    memberchk(condition(Condition), Options),
    memberchk(setup(Setup), Options),
    !,
    '$pu_setup'(Context, [condition(Condition)]),
    '$pu_setup'(Context, [setup(Setup)]).
'$pu_setup'(Context, Options) :-
    memberchk(setup(Setup), Options),
    !,
    '$pu_context_module'(Context, M),
    (   catch(M:Setup, E, true)
    ->  (   var(E)
        ->  true
        ;   '$pu_error_in'(setup, Context, E),
            fail
        )
    ;   '$pu_message'(error, 'goal unexpectedly failed: ~p', [Setup]),
        fail
    ).
'$pu_setup'(Context, Options) :-
    memberchk(condition(Condition), Options),
    !,
    '$pu_context_module'(Context, M),
    (   catch(M:Condition, E, true)
    ->  (   var(E)
        ->  true
        ;   '$pu_error_in'(condition, Context, E),
            fail
        )
    ;   fail
    ).
'$pu_setup'(_, _).

'$pu_error_in'(Where, Context, E) :-
    '$pu_location'(Context, Location),
    '$pu_error_text'(E, Text),
    '$pu_message'(error, '~werror in ~w: ~w', [Location, Where, Text]).

'$pu_location'(unit(Unit), Location) :-
    format(atom(Location), 'PL-Unit: unit ~w: ', [Unit]).
'$pu_location'(test(Unit, _, Line), Location) :-
    '$pu_unit_file'(Unit, File),
    format(atom(Location), '~w:~w:\n\t', [File, Line]).

'$pu_cleanup_goal'(Unit, Options) :-
    (   memberchk(cleanup(Cleanup), Options)
    ->  true
    ;   Cleanup = true
    ),
    '$pu_unit_module'(Unit, M),
    (   catch(M:Cleanup, E, true)
    ->  (   var(E)
        ->  true
        ;   '$pu_error_text'(E, Text),
            '$pu_message'(warning, '~w', [Text])
        )
    ;   '$pu_message'(warning, 'Goal (~w) failed: ~q', [Cleanup, '(cleanup handler)'])
    ).

'$pu_success'(Unit, Name, Line, Det, _, Options) :-
    memberchk(fixme(Reason), Options),
    !,
    (   (   Det == true
        ;   memberchk(nondet, Options)
        )
    ->  '$pu_progress'(+),
        How = passed
    ;   '$pu_progress'(!),
        How = nondet
    ),
    assertz('$pu_fixme'(Unit, Name, Line, Reason, How)).
'$pu_success'(Unit, Name, Line, _, _, _) :-
    '$pu_failed_assertion'(Unit, Name, Line, _, _),
    !,
    '$pu_progress'('A'),
    assertz('$pu_failed'(Unit, Name, Line, assertion)).
'$pu_success'(Unit, Name, Line, Det, Time, Options) :-
    assertz('$pu_passed'(Unit, Name, Line, Det, Time)),
    (   (   Det == true
        ;   memberchk(nondet, Options)
        )
    ->  '$pu_progress'('.')
    ;   '$pu_unit_file'(Unit, File),
        '$pu_message'(warning, '~w:~w:\n\tPL-Unit: Test ~w: Test succeeded with choicepoint',
                      [File, Line, Name])
    ).

'$pu_failure'(Unit, Name, Line, _, Options) :-
    memberchk(fixme(Reason), Options),
    !,
    '$pu_progress'(-),
    assertz('$pu_fixme'(Unit, Name, Line, Reason, failed)).
'$pu_failure'(Unit, Name, Line, How, _) :-
    '$pu_unit_file'(Unit, File),
    '$pu_test_name'(Name, Shown),
    '$pu_failure_text'(How, Text),
    '$pu_message'(error, '~w:~w:\n\t~w: ~w', [File, Line, Shown, Text]),
    assertz('$pu_failed'(Unit, Name, Line, How)).

'$pu_unit_file'(Unit, File) :-
    (   '$pu_unit'(Unit, _, File)
    ->  true
    ;   File = user
    ).

'$pu_test_name'(@(Name, Bindings), Shown) :-
    !,
    format(atom(Shown), 'test ~w (forall bindings = ~p)', [Name, Bindings]).
'$pu_test_name'(Name, Shown) :-
    format(atom(Shown), 'test ~w', [Name]).

%   '$pu_failure_text'(+How, -Text): why a test failed, in SWI's words;
%   the lines after the first carry their own `ERROR: ` prefix.
'$pu_failure_text'(Var, 'Unknown failure?') :-
    var(Var),
    !.
'$pu_failure_text'(succeeded(Time), Text) :-
    !,
    format(atom(Text), 'must fail but succeeded in ~2f seconds~n', [Time]).
'$pu_failure_text'(wrong_error(Expected, Error), Text) :-
    !,
    copy_term(Expected-Error, Ex-E),
    numbervars(Ex-E, 0, _),
    '$pu_expected_got'(Ex, E, Lines),
    atom_concat('wrong error', Lines, Text).
'$pu_failure_text'(wrong_answer(Cmp), Text) :-
    Cmp =.. [Op, Answer, Expected],
    !,
    copy_term(Expected-Answer, Ex-A),
    numbervars(Ex-A, 0, _),
    '$pu_expected_got'(Ex, A, Lines),
    format(atom(Text), 'wrong answer (compared using ~w)~w', [Op, Lines]).
'$pu_failure_text'(wrong_answer(CmpExpected, Bindings), Text) :-
    !,
    (   CmpExpected = all(Cmp)
    ->  Cmp =.. [_, _, Expected],
        Got = Bindings,
        Type = all
    ;   CmpExpected = set(Cmp),
        Cmp =.. [_, _, Expected0],
        sort(Expected0, Expected),
        sort(Bindings, Got),
        Type = set
    ),
    format(atom(Text),
           'wrong "~w" answer:\nERROR:     Expected: ~q\nERROR:        Found: ~q',
           [Type, Expected, Got]).
'$pu_failure_text'(cmp_error(_, Error), Text) :-
    !,
    '$pu_error_text'(Error, Message),
    format(atom(Text), 'Comparison error: ~w', [Message]).
'$pu_failure_text'(Error, Text) :-
    Error = error(_, _),
    !,
    '$pu_error_text'(Error, Message),
    format(atom(Text), 'received error: ~w', [Message]).
'$pu_failure_text'(Why, Text) :-
    format(atom(Text), '~p~n', [Why]).

'$pu_expected_got'(Ex, Got, Lines) :-
    Options = [quoted(true), numbervars(true), max_depth(100)],
    with_output_to(string(S1), write_term(Ex, Options)),
    with_output_to(string(S2), write_term(Got, Options)),
    format(atom(Lines), '\nERROR:     Expected: ~w\nERROR:     Got:      ~w', [S1, S2]).

'$pu_error_text'(E, Text) :-
    (   E = error(_, _)
    ->  '$error_message'(E, Text)
    ;   format(string(Text), 'Unknown message: ~p', [E])
    ).

                 /*******************************
                 *          REPORTING           *
                 *******************************/

'$pu_report' :-
    aggregate_all(count, '$pu_passed'(_, _, _, _, _), Passed),
    aggregate_all(count, '$pu_failed'(_, _, _, _), Failed),
    aggregate_all(count, '$pu_failed_assertion'(_, _, _, _, _), FailedAssertions),
    aggregate_all(count, '$pu_blocked'(_, _, _, _), Blocked),
    (   Passed + Failed + FailedAssertions + Blocked =:= 0
    ->  '$pu_info'('No tests to run', []),
        '$pu_info_nl'
    ;   Failed + FailedAssertions + Blocked =:= 0
    ->  '$pu_report_fixme',
        (   Passed =:= 1
        ->  '$pu_info'('test passed', [])
        ;   '$pu_info'('All ~D tests passed', [Passed])
        ),
        '$pu_info_nl'
    ;   '$pu_report_blocked'(Blocked),
        '$pu_report_fixme',
        (   FailedAssertions =:= 0
        ->  true
        ;   FailedAssertions =:= 1
        ->  '$pu_info'('1 assertion failed', []),
            '$pu_info_nl'
        ;   '$pu_info'('~D assertions failed', [FailedAssertions]),
            '$pu_info_nl'
        ),
        (   Failed =:= 0
        ->  true
        ;   Failed =:= 1
        ->  '$pu_info'('1 test failed', []),
            '$pu_info_nl'
        ;   '$pu_info'('~D tests failed', [Failed]),
            '$pu_info_nl'
        ),
        '$pu_info'('~D tests passed', [Passed]),
        '$pu_info_nl'
    ).

'$pu_report_blocked'(0) :- !.
'$pu_report_blocked'(N) :-
    (   N =:= 1
    ->  '$pu_info'('one test is blocked:', [])
    ;   '$pu_info'('~D tests are blocked:', [N])
    ),
    '$pu_info_nl',
    forall('$pu_blocked'(Unit, Name, Line, Reason),
           ( '$pu_unit_file'(Unit, File),
             '$pu_test_name'(Name, Shown),
             '$pu_info'('~w:~w:\n\t~w: ~w', [File, Line, Shown, Reason]),
             '$pu_info_nl'
           )).

'$pu_report_fixme' :-
    aggregate_all(count, '$pu_fixme'(_, _, _, _, failed), Failed),
    aggregate_all(count, '$pu_fixme'(_, _, _, _, passed), Passed),
    aggregate_all(count, '$pu_fixme'(_, _, _, _, nondet), Nondet),
    (   Failed + Passed + Nondet =:= 0
    ->  true
    ;   Passed + Nondet =:= 0
    ->  '$pu_info'('all ~D tests flagged FIXME failed', [Failed]),
        '$pu_info_nl'
    ;   Nondet =:= 0
    ->  '$pu_info'('FIXME: ~D failed; ~D passed', [Failed, Passed]),
        '$pu_info_nl'
    ;   TotalPassed is Passed + Nondet,
        '$pu_info'('FIXME: ~D failed; ~D passed; (~D nondet)',
                   [Failed, TotalPassed, Nondet]),
        '$pu_info_nl'
    ).

                 /*******************************
                 *        PRINTING MESSAGES     *
                 *******************************/

%   Informational lines: `% ` at a fresh line, nothing under -q (the
%   verbose flag silent) or set_test_options([silent(true)]).
'$pu_info'(Format, Args) :-
    (   '$pu_silent'
    ->  true
    ;   '$pu_fresh_line',
        format(user_error, '% ', []),
        format(user_error, Format, Args)
    ).

'$pu_info_nl' :-
    (   '$pu_silent'
    ->  true
    ;   nl(user_error)
    ).

%   The end of a unit's line, after its progress marks.
'$pu_info_same_line'(Format, Args) :-
    (   '$pu_silent'
    ->  true
    ;   format(user_error, Format, Args),
        nl(user_error)
    ).

'$pu_silent' :-
    (   current_prolog_flag(verbose, silent)
    ->  true
    ;   '$pu_options'(Options),
        memberchk(silent(true), Options)
    ).

%   A test's mark on the unit's line: `.` passed, `-` and `!` and `+`
%   for tests flagged fixme.
'$pu_progress'(Mark) :-
    format(user_error, '~w', [Mark]),
    flush_output(user_error).

%   An error or warning, through print_message/2 so that it counts.
'$pu_message'(Kind, Format, Args) :-
    '$pu_fresh_line',
    format(string(Text), Format, Args),
    print_message(Kind, format('~w', [Text])).

'$pu_fresh_line' :-
    (   line_position(user_error, P),
        P > 0
    ->  nl(user_error)
    ;   true
    ).
