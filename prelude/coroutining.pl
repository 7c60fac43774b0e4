% Coroutining over attributed variables: the wakeup the machine calls,
% freeze/2, frozen/2, dif/2, when/2, copy_term/3 and residual goals, as
% SWI-Prolog 9 has them.
%
% A module's hooks are predicates named after it, in it: the loader turns a clause for `M:attr_unify_hook(A, O)` into
% one for `'M:attr_unify_hook'(A, O)` (in the module the clause is loaded
% into, which is M for a module file, and `user` sees from M otherwise),
% and `M:attribute_goals(V) --> ...`
% into `'M:attribute_goals'(V, S0, S)` (unqualified ones too, in a file
% that declares `:- module(M, _)`). freeze, dif and when define
% theirs so here.

% ---- wakeup ----------------------------------------------------------

% Called by the machine (vm/wakeup.rs) with the pending wakeups, newest
% first, each wake(Attributes, Value) for one attributed variable bound
% to Value, or call(Goal) for a goal a builtin left to run (\=/2); the
% /2 form then makes the call that found them pending.
'$wakeup'(Ws, Goal) :-
    '$wakeup'(Ws),
    call(Goal).

'$wakeup'(Ws) :-
    '$wake_reverse'(Ws, [], Rs),
    '$wake_each'(Rs).

'$wake_reverse'([], Rs, Rs).
'$wake_reverse'([W|Ws], Acc, Rs) :-
    '$wake_reverse'(Ws, [W|Acc], Rs).

'$wake_each'([]).
'$wake_each'([W|Ws]) :-
    '$wake_one'(W),
    '$wake_each'(Ws).

'$wake_one'(wake(Atts, Value)) :-
    '$attr_hooks'(Atts, Value).
'$wake_one'(call(Goal)) :-
    call(Goal).

'$attr_hooks'([], _).
'$attr_hooks'(att(M, A, More), Value) :-
    '$attr_hook'(M, A, Value),
    '$attr_hooks'(More, Value).

'$attr_hook'(freeze, G, Y) :- !,
    'freeze:attr_unify_hook'(G, Y).
'$attr_hook'(dif, D, Y) :- !,
    'dif:attr_unify_hook'(D, Y).
'$attr_hook'(when, W, Y) :- !,
    'when:attr_unify_hook'(W, Y).
'$attr_hook'(clpfd, A, Y) :- !,
    '$fd_unify'(A, Y).
'$attr_hook'(M, A, Y) :-
    atom_concat(M, ':attr_unify_hook', Name),
    (   '$predicate_defined'(M, Name, 2)
    ->  Hook =.. [Name, A, Y],
        call(M:Hook)
    ;   throw(error(existence_error(procedure, M:attr_unify_hook/2), _))
    ).

% ---- freeze/2, frozen/2 ------------------------------------------------

freeze(Var, Goal) :-
    var(Var), !,
    '$coroutine_goal'(Goal, G),
    (   get_attr(Var, freeze, G0)
    ->  put_attr(Var, freeze, '$and'(G0, G))
    ;   put_attr(Var, freeze, G)
    ).
freeze(_, Goal) :-
    call(Goal).

% Goals are kept module-qualified, as SWI keeps them.
'$coroutine_goal'(G, G) :-
    nonvar(G), G = _:_, !.
'$coroutine_goal'(G, user:G).

'freeze:attr_unify_hook'(G, Y) :-
    (   attvar(Y)
    ->  (   get_attr(Y, freeze, G2)
        ->  put_attr(Y, freeze, '$and'(G2, G))
        ;   put_attr(Y, freeze, G)
        )
    ;   '$unfreeze'(G)
    ).

'$unfreeze'('$and'(A, B)) :- !,
    '$unfreeze'(A),
    '$unfreeze'(B).
'$unfreeze'(G) :-
    call(G).

'freeze:attribute_goals'(V) -->
    { get_attr(V, freeze, G) },
    '$freeze_goals'(G, V).

'$freeze_goals'('$and'(A, B), V) --> !,
    '$freeze_goals'(A, V),
    '$freeze_goals'(B, V).
'$freeze_goals'(G, V) -->
    [freeze(V, G)].

% SWI 9: the goals of every attribute of every attributed variable in
% Term (not only freeze/2's), as a conjunction; true when there are none.
frozen(Term, Goal) :-
    term_attvars(Term, Vs),
    '$attvars_goals'(Vs, Gs),
    '$goals_conj'(Gs, Goal).

'$goals_conj'([], true).
'$goals_conj'([G], G) :- !.
'$goals_conj'([G|Gs], (G, C)) :-
    '$goals_conj'(Gs, C).

% ---- dif/2 -------------------------------------------------------------

% Each variable of the unifier of X and Y carries the pair X-Y (its dif
% attribute is a list of such pairs); when one is bound the pairs are
% checked again: fail if the terms became identical, drop the pair if
% they can no longer unify, otherwise suspend on the new unifier.
dif(X, Y) :-
    '$dif_check'(X-Y).

'$dif_check'(P) :-
    P = X-Y,
    X \== Y,
    (   unifiable(X, Y, Us)
    ->  '$dif_suspend'(Us, P)
    ;   true
    ).

'$dif_suspend'([], _).
'$dif_suspend'([V=T|Us], P) :-
    '$dif_add'(V, P),
    (   var(T)
    ->  '$dif_add'(T, P)
    ;   true
    ),
    '$dif_suspend'(Us, P).

'$dif_add'(V, P) :-
    (   get_attr(V, dif, Ps)
    ->  (   '$dif_memberchk'(P, Ps)
        ->  true
        ;   '$coroutine_append'(Ps, [P], Ps1),
            put_attr(V, dif, Ps1)
        )
    ;   put_attr(V, dif, [P])
    ).

'$coroutine_append'([], Ys, Ys).
'$coroutine_append'([X|Xs], Ys, [X|Zs]) :-
    '$coroutine_append'(Xs, Ys, Zs).

'$dif_memberchk'(P, [Q|Qs]) :-
    (   P == Q
    ->  true
    ;   '$dif_memberchk'(P, Qs)
    ).

'dif:attr_unify_hook'(Ps, _) :-
    '$dif_recheck'(Ps).

'$dif_recheck'([]).
'$dif_recheck'([P|Ps]) :-
    '$dif_check'(P),
    '$dif_recheck'(Ps).

% A pair still undecided reads as SWI shows it: with one binding left
% between two terms not both simple, that binding; with more, the
% bindings as dif(f(Vars...), f(Values...)); otherwise as it is now.
'dif:attribute_goals'(V) -->
    { get_attr(V, dif, Ps) },
    '$dif_goals'(Ps).

'$dif_goals'([]) --> [].
'$dif_goals'([X-Y|Ps]) -->
    (   { unifiable(X, Y, Us), Us \== [] }
    ->  (   { Us = [A=B] }
        ->  (   { compound(X) ; compound(Y) }
            ->  [dif(A, B)]
            ;   [dif(X, Y)]
            )
        ;   { '$wake_reverse'(Us, [], Rs),
              '$dif_sides'(Rs, Vs, Ts),
              L =.. [f|Vs],
              R =.. [f|Ts]
            },
            [dif(L, R)]
        )
    ;   []
    ),
    '$dif_goals'(Ps).

'$dif_sides'([], [], []).
'$dif_sides'([V=T|Us], [V|Vs], [T|Ts]) :-
    '$dif_sides'(Us, Vs, Ts).

% ---- when/2 ------------------------------------------------------------

when(Cond, Goal) :-
    '$when_condition'(Cond, Cond),
    '$when'(Cond, Cond, _Done, Goal).

'$when_condition'(C, _) :-
    var(C), !,
    throw(error(instantiation_error, _)).
'$when_condition'(nonvar(_), _) :- !.
'$when_condition'(ground(_), _) :- !.
'$when_condition'(?=(_, _), _) :- !.
'$when_condition'((A, B), All) :- !,
    '$when_condition'(A, All),
    '$when_condition'(B, All).
'$when_condition'((A ; B), All) :- !,
    '$when_condition'(A, All),
    '$when_condition'(B, All).
'$when_condition'(_, All) :-
    throw(error(domain_error(when_condition, All), _)).

% '$when'(Cond, Shown, Done, Goal): run Goal once Cond holds, unless Done
% is bound already (a disjunction's other branch ran it). Shown is the
% condition as the residual goal gives it.
'$when'(_, _, Done, _) :-
    Done == true, !.
'$when'(nonvar(X), Shown, Done, Goal) :- !,
    (   nonvar(X)
    ->  Done = true, call(Goal)
    ;   '$when_suspend'(X, Shown, Done, nonvar(X), Goal)
    ).
'$when'(ground(T), Shown, Done, Goal) :- !,
    term_variables(T, Vs),
    (   Vs = [V|_]
    ->  '$when_suspend'(V, Shown, Done, ground(T), Goal)
    ;   Done = true, call(Goal)
    ).
'$when'(?=(X, Y), Shown, Done, Goal) :- !,
    (   ?=(X, Y)
    ->  Done = true, call(Goal)
    ;   unifiable(X, Y, Us),
        term_variables(Us, Vs),
        '$when_suspend_all'(Vs, Shown, Done, ?=(X, Y), Goal)
    ).
'$when'((A, B), Shown, Done, Goal) :- !,
    '$when'(A, Shown, _, '$when'(B, Shown, Done, Goal)).
'$when'((A ; B), Shown, Done, Goal) :-
    '$when'(A, Shown, Done, Goal),
    '$when'(B, Shown, Done, Goal).

'$when_suspend_all'([], _, _, _, _).
'$when_suspend_all'([V|Vs], Shown, Done, Cond, Goal) :-
    '$when_suspend'(V, Shown, Done, Cond, Goal),
    '$when_suspend_all'(Vs, Shown, Done, Cond, Goal).

'$when_suspend'(V, Shown, Done, Cond, Goal) :-
    '$coroutine_goal'(Goal, G),
    T = trigger(Cond, Shown, Done, G),
    (   get_attr(V, when, Ts)
    ->  put_attr(V, when, [T|Ts])
    ;   put_attr(V, when, [T])
    ).

% Bound to another variable too: each trigger checks its condition again
% (`?=` may hold now) and waits on what is left.
'when:attr_unify_hook'(Ts, _) :-
    '$when_retry'(Ts).

% Triggers are kept newest first; they run oldest first.
'$when_retry'(Ts) :-
    '$wake_reverse'(Ts, [], Rs),
    '$when_retry_each'(Rs).

'$when_retry_each'([]).
'$when_retry_each'([trigger(Cond, Shown, Done, G)|Ts]) :-
    '$when'(Cond, Shown, Done, G),
    '$when_retry_each'(Ts).

'when:attribute_goals'(V) -->
    { get_attr(V, when, Ts),
      '$wake_reverse'(Ts, [], Rs)
    },
    '$when_goals'(Rs).

'$when_goals'([]) --> [].
'$when_goals'([trigger(_, Shown, Done, G)|Ts]) -->
    (   { Done == true }
    ->  []
    ;   { '$when_shown_goal'(G, G1) },
        [when(Shown, G1)]
    ),
    '$when_goals'(Ts).

% A conjunction's first condition waits with the rest as its goal.
'$when_shown_goal'(G, Shown) :-
    (   G = _:'$when'(_, _, _, G0)
    ->  '$when_shown_goal'(G0, Shown)
    ;   Shown = G
    ).

% ---- residual goals ----------------------------------------------------

% copy_term/3: Copy is Term with its attributed variables plain, Gs the
% goals that would give them their attributes back (on the copy).
copy_term(Term, Copy, Gs) :-
    term_attvars(Term, Vs),
    (   Vs == []
    ->  Gs = [],
        '$copy_term_plain'(Term, Copy)
    ;   sort(Vs, Vs1),          % oldest first, as SWI
        '$attvars_goals'(Vs1, Gs0),
        '$copy_term_plain'(Term-Gs0, Copy-Gs)
    ).

% The residual goals of attributed variables, each module's through its
% attribute_goals//1, or put_attr/3 for a module without one (as SWI).
% A dif/2 or when/2 waits on several variables, each of which gives its
% goal: that goal is kept once.
'$attvars_goals'(Vs, Gs) :-
    '$attvars_goals'(Vs, Gs0, []),
    '$goals_unique'(Gs0, [], Gs).

'$attvars_goals'([], L, L).
'$attvars_goals'([V|Vs], L0, L) :-
    (   get_attrs(V, Atts)
    ->  '$atts_goals'(Atts, V, L0, L1)
    ;   L1 = L0
    ),
    '$attvars_goals'(Vs, L1, L).

'$atts_goals'([], _, L, L).
'$atts_goals'(att(M, Value, More), V, L0, L) :-
    atom_concat(M, ':attribute_goals', Name),
    (   '$predicate_defined'(M, Name, 3)
    ->  G =.. [Name, V, L0, L1],
        (   call(M:G)
        ->  true
        ;   L1 = L0
        )
    ;   L0 = [put_attr(V, M, Value)|L1]
    ),
    '$atts_goals'(More, V, L1, L).

'$goals_unique'([], _, []).
'$goals_unique'([G|Gs], Seen, Out) :-
    (   ( G = dif(_, _) ; G = when(_, _) ; G = clpfd:_ ),
        '$dif_memberchk'(G, Seen)
    ->  Out = Out1
    ;   Out = [G|Out1]
    ),
    '$goals_unique'(Gs, [G|Seen], Out1).

% The residual goals of an answer (vm/wakeup.rs), without the user:
% qualification of their goal arguments, as SWI's toplevel shows them.
'$toplevel_residuals'(Vars, Gs) :-
    term_attvars(Vars, AVs0),
    sort(AVs0, AVs),
    '$attvars_goals'(AVs, Gs0),
    '$unqualify_goals'(Gs0, Gs).

'$unqualify_goals'([], []).
'$unqualify_goals'([G0|Gs0], [G|Gs]) :-
    (   nonvar(G0), G0 = clpfd:G1
    ->  G = G1
    ;   compound(G0)
    ->  G0 =.. [F|As0],
        '$unqualify_args'(As0, As),
        G =.. [F|As]
    ;   G = G0
    ),
    '$unqualify_goals'(Gs0, Gs).

'$unqualify_args'([], []).
'$unqualify_args'([A0|As0], [A|As]) :-
    (   nonvar(A0), A0 = user:A1
    ->  A = A1
    ;   A = A0
    ),
    '$unqualify_args'(As0, As).
