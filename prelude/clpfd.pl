% library(clpfd): constraint logic programming over finite domains, as
% SWI-Prolog 9 has it. Loaded by `:- use_module(library(clpfd))`, not at
% start-up. The solver is Rust (src/clpfd/): the predicates here check
% their arguments as SWI does and call its '$fd_...' builtins; labeling
% is Prolog, as search is. Its helpers are local to the module.

:- module(clpfd,
          [ (#=)/2, (#\=)/2, (#<)/2, (#>)/2, (#=<)/2, (#>=)/2,
            (#<==>)/2, (#==>)/2, (#<==)/2, (#\/)/2, (#\)/1, (#\)/2,
            (#/\)/2, (in)/2, (ins)/2,
            all_different/1, all_distinct/1, sum/3, scalar_product/4,
            zcompare/3, label/1, indomain/1, labeling/2, element/3,
            global_cardinality/2, global_cardinality/3, tuples_in/2,
            lex_chain/1, chain/2, circuit/1, serialized/2, cumulative/1,
            cumulative/2, disjoint2/1, automaton/3
          ]).
% The operators below are global (zebralog's operators are not per
% module); fd_dom/2 and the other reflection predicates are builtins.

:- op(760, yfx, #<==>).
:- op(750, xfy, #==>).
:- op(750, yfx, #<==).
:- op(740, yfx, #\/).
:- op(730, yfx, #\).
:- op(720, yfx, #/\).
:- op(710,  fy, #\).
:- op(700, xfx, #>).
:- op(700, xfx, #<).
:- op(700, xfx, #>=).
:- op(700, xfx, #=<).
:- op(700, xfx, #=).
:- op(700, xfx, #\=).
:- op(700, xfx, in).
:- op(700, xfx, ins).
:- op(700, xfx, in_set).
:- op(450, xfx, ..).
:- op(150, fx, #).

% ---- domains -----------------------------------------------------------

X in Dom :-
    '$fd_in'([X], Dom).

Xs ins Dom :-
    '$fd_must_be_list'(Xs),
    '$fd_in'(Xs, Dom).

'$fd_must_be_list'(Xs) :-
    (   is_list(Xs)
    ->  true
    ;   var(Xs)
    ->  throw(error(instantiation_error, _))
    ;   '$skip_list'(_, Xs, T), var(T)
    ->  throw(error(instantiation_error, _))
    ;   throw(error(type_error(list, Xs), _))
    ).

% ---- arithmetic constraints ----------------------------------------------

X #= Y  :- '$fd_post'(#=, X, Y).
X #\= Y :- '$fd_post'(#\=, X, Y).
X #< Y  :- '$fd_post'(#<, X, Y).
X #> Y  :- '$fd_post'(#>, X, Y).
X #=< Y :- '$fd_post'(#=<, X, Y).
X #>= Y :- '$fd_post'(#>=, X, Y).

% ---- reification -------------------------------------------------------

P #<==> Q :- '$fd_formula'(P #<==> Q).
P #==> Q  :- '$fd_formula'(P #==> Q).
Q #<== P  :- '$fd_formula'(Q #<== P).
P #\/ Q   :- '$fd_formula'(P #\/ Q).
P #\ Q    :- '$fd_formula'(P #\ Q).
P #/\ Q   :- '$fd_formula'(P #/\ Q).
#\ Q      :- '$fd_formula'(#\ Q).

% ---- global constraints --------------------------------------------------

all_different(Xs) :-
    '$fd_must_be_list'(Xs),
    '$fd_all'(0, Xs).

all_distinct(Xs) :-
    '$fd_must_be_list'(Xs),
    '$fd_all'(1, Xs).

sum(Vs, Op, Value) :-
    '$fd_must_be_list'(Vs),
    length(Vs, N),
    length(Cs, N),
    '$fd_ones'(Cs),
    scalar_product(Cs, Vs, Op, Value).

'$fd_ones'([]).
'$fd_ones'([1|Cs]) :-
    '$fd_ones'(Cs).

% SWI's checks in its order; with all of Vs known and Value a variable or
% an integer, the sum is computed (however big), as SWI does.
scalar_product(Cs, Vs, Op, Value) :-
    must_be(list(integer), Cs),
    must_be(list, Vs),
    maplist('$fdg_variable', Vs),
    (   Op = (#=),
        ( var(Value) ; integer(Value) ),
        ground(Vs)
    ->  '$fd_dot'(Cs, Vs, 0, Value)
    ;   must_be(callable, Op),
        '$fd_scalar'(Cs, Vs, Op, Value)
    ).

'$fd_dot'([], [], S, S).
'$fd_dot'([C|Cs], [V|Vs], S0, S) :-
    S1 is S0 + C*V,
    '$fd_dot'(Cs, Vs, S1, S).

% zcompare(?Order, ?A, ?B): compare/3 as a constraint.
zcompare(Order, A, B) :-
    (   nonvar(Order)
    ->  '$fd_zcompare'(Order, A, B)
    ;   Lt #<==> (A #< B),
        Gt #<==> (A #> B),
        freeze(Lt, (Lt =:= 1 -> Order = (<) ; true)),
        freeze(Gt, (Gt =:= 1 -> Order = (>) ; true)),
        freeze(Lt, freeze(Gt, (Lt + Gt =:= 0 -> Order = (=) ; true))),
        freeze(Order, '$fd_zcompare'(Order, A, B))
    ).

'$fd_zcompare'(<, A, B) :- A #< B.
'$fd_zcompare'(=, A, B) :- A #= B.
'$fd_zcompare'(>, A, B) :- A #> B.

% ---- labeling --------------------------------------------------------------

label(Vs) :-
    labeling([], Vs).

indomain(X) :-
    label([X]).

labeling(Options, Vars) :-
    must_be(list, Options),
    '$fd_must_be_list'(Vars),
    '$fd_label_check'(Vars),
    '$fd_options'(Options, Options, default(leftmost), default(up),
                  default(step), [], Vars).

% Options: at most one of each kind (SWI's errors otherwise), then the
% optimisation goals in the order given.
'$fd_options'([], _, Sel, Ord, Choice, Optim0, Vars) :-
    arg(1, Sel, S),
    arg(1, Ord, O),
    arg(1, Choice, C),
    (   Optim0 == []
    ->  '$fd_label'(Vars, S, O, C)
    ;   reverse(Optim0, Optim),
        '$fd_optim_vars'(Optim, Whats),
        '$fd_optimise'(Vars, [S, O, C], Whats)
    ).
'$fd_options'([Opt|Opts], All, Sel, Ord, Choice, Optim, Vars) :-
    (   var(Opt)
    ->  throw(error(instantiation_error, _))
    ;   '$fd_option'(Opt, selection)
    ->  '$fd_override'(Sel, Opt, All, Sel1),
        '$fd_options'(Opts, All, Sel1, Ord, Choice, Optim, Vars)
    ;   '$fd_option'(Opt, order)
    ->  '$fd_override'(Ord, Opt, All, Ord1),
        '$fd_options'(Opts, All, Sel, Ord1, Choice, Optim, Vars)
    ;   '$fd_option'(Opt, choice)
    ->  '$fd_override'(Choice, Opt, All, Choice1),
        '$fd_options'(Opts, All, Sel, Ord, Choice1, Optim, Vars)
    ;   ( Opt = min(_) ; Opt = max(_) )
    ->  '$fd_options'(Opts, All, Sel, Ord, Choice, [Opt|Optim], Vars)
    ;   '$fd_option'(Opt, consistency)
    ->  '$fd_options'(Opts, All, Sel, Ord, Choice, Optim, Vars)
    ;   throw(error(domain_error(labeling_option, Opt), _))
    ).

'$fd_option'(leftmost, selection).
'$fd_option'(ff, selection).
'$fd_option'(ffc, selection).
'$fd_option'(min, selection).
'$fd_option'(max, selection).
'$fd_option'(up, order).
'$fd_option'(down, order).
'$fd_option'(step, choice).
'$fd_option'(enum, choice).
'$fd_option'(bisect, choice).
'$fd_option'(upto_ground, consistency).

'$fd_override'(default(_), Opt, _, user(Opt)).
'$fd_override'(user(Prev), Opt, All, _) :-
    (   Prev == Opt
    ->  throw(error(domain_error(nonrepeating_labeling_options, All), _))
    ;   throw(error(domain_error(consistent_labeling_options, All), _))
    ).

'$fd_label'([], _, _, _) :- !.
'$fd_label'(Vars, S, O, C) :-
    (   Vars = [V|Vs], nonvar(V)
    ->  '$fd_label'(Vs, S, O, C)
    ;   '$fd_select'(S, Vars, Var, Rest),
        (   var(Var)
        ->  '$fd_choice'(C, O, Var, Rest, Vars, S)
        ;   '$fd_label'(Rest, S, O, C)
        )
    ).

% step: the next value, or not that value and choose again; enum: each
% value in turn; bisect: the lower half or the upper half.
'$fd_choice'(step, O, Var, Rest, Vars, S) :-
    '$fd_next'(O, Var, V),
    (   Var = V,
        '$fd_label'(Rest, S, O, step)
    ;   '$fd_post'(#\=, Var, V),
        '$fd_label'(Vars, S, O, step)
    ).
'$fd_choice'(enum, O, Var, Rest, _, S) :-
    '$fd_values'(O, Var, Values),
    '$fd_member'(Var, Values),
    '$fd_label'(Rest, S, O, enum).
'$fd_choice'(bisect, O, Var, _, Vars, S) :-
    '$fd_mid'(Var, Mid),
    (   O == up
    ->  ( '$fd_post'(#=<, Var, Mid) ; '$fd_post'(#>, Var, Mid) )
    ;   ( '$fd_post'(#>, Var, Mid) ; '$fd_post'(#=<, Var, Mid) )
    ),
    '$fd_label'(Vars, S, O, bisect).

'$fd_member'(X, [Y|Ys]) :-
    (   Ys == []
    ->  X = Y
    ;   ( X = Y ; '$fd_member'(X, Ys) )
    ).

% Each min(Expr)/max(Expr) gets a variable equal to Expr, so the search
% does not read Expr again.
'$fd_optim_vars'([], []).
'$fd_optim_vars'([W|Ws], [W1|Ws1]) :-
    W =.. [Dir, Expr],
    Single #= Expr,
    W1 =.. [Dir, Single],
    '$fd_optim_vars'(Ws, Ws1).

% The best value first, found by labeling again and again with the bound
% tightened; then the solutions at it, then (on backtracking) the
% next-best value's, and so on.
'$fd_optimise'(Vars, [S, O, C], [What|Whats]) :-
    '$fd_best'(Vars, [S, O, C], What, Best),
    arg(1, What, Expr),
    (   Expr #= Best,
        (   Whats == []
        ->  '$fd_label'(Vars, S, O, C)
        ;   '$fd_optimise'(Vars, [S, O, C], Whats)
        )
    ;   Expr #\= Best,
        '$fd_optimise'(Vars, [S, O, C], [What|Whats])
    ).

'$fd_best'(Vars, [S, O, C], What, Best) :-
    arg(1, What, Expr),
    catch(('$fd_label'(Vars, S, O, C), throw('$fd_found'(Expr))),
          '$fd_found'(V0), true),
    must_be(ground, V0),
    functor(What, Dir, 1),
    '$fd_improve'(Dir, Vars, [S, O, C], Expr, V0, Best).

'$fd_improve'(Dir, Vars, [S, O, C], Expr, V0, Best) :-
    (   catch(( (   Dir == min
                ->  Expr #< V0
                ;   Expr #> V0
                ),
                '$fd_label'(Vars, S, O, C),
                throw('$fd_found'(Expr))
              ),
              '$fd_found'(V1), true)
    ->  must_be(ground, V1),
        '$fd_improve'(Dir, Vars, [S, O, C], Expr, V1, Best)
    ;   Best = V0
    ).

% ---- residual goals and the attribute hook ------------------------------

'clpfd:attr_unify_hook'(Attr, Other) :-
    '$fd_unify'(Attr, Other).

'clpfd:attribute_goals'(X, Gs0, Gs) :-
    '$fd_goals'(X, Goals),
    append(Goals, Gs, Gs0).

% ---- transpose/2 is in library.pl (SWI has it in clpfd) -------------------

% ---- global constraints: element, global_cardinality, tuples_in, lex_chain
% The argument checks are SWI's, in its order; the '$fd_...' builtins
% (src/builtins/clpfd_global.rs) post the propagators (src/clpfd/global/).

element(N, Is, V) :-
    must_be(list, Is),
    '$fd_element'(N, Is, V).

global_cardinality(Xs, Pairs) :-
    global_cardinality(Xs, Pairs, []).

% consistency(value) leaves out the flow-based filtering; cost(Cost,
% Matrix) is posted as SWI does, with element/3 and sum/3.
global_cardinality(Xs, Pairs, Options) :-
    must_be(list(list), [Xs, Pairs, Options]),
    maplist('$fdg_variable', Xs),
    maplist('$fdg_pair', Pairs),
    pairs_keys_values(Pairs, Keys, _),
    (   sort(Keys, Keys1), same_length(Keys, Keys1)
    ->  true
    ;   throw(error(domain_error(gcc_unique_key_pairs, Pairs), _))
    ),
    (   member(OD, Options), OD == consistency(value)
    ->  Strong = 0
    ;   Strong = 1
    ),
    '$fd_gcc'(Xs, Pairs, Strong),
    (   member(OC, Options), functor(OC, cost, 2)
    ->  OC = cost(Cost, Matrix),
        must_be(list(list(integer)), Matrix),
        maplist('$fdg_key_cost'(Keys), Xs, Matrix, Costs),
        sum(Costs, #=, Cost)
    ;   true
    ).

'$fdg_pair'(Pair) :-
    (   Pair = Key-Count
    ->  must_be(integer, Key),
        '$fdg_variable'(Count)
    ;   throw(error(domain_error(gcc_pair, Pair), _))
    ).

'$fdg_key_cost'(Keys, X, Row, C) :-
    element(N, Keys, X),
    element(N, Row, C).

tuples_in(Tuples, Relation) :-
    must_be(list(list), Tuples),
    maplist(maplist('$fdg_variable'), Tuples),
    must_be(list(list(integer)), Relation),
    '$fd_tuples'(Tuples, Relation).

lex_chain(Lss) :-
    must_be(list(list), Lss),
    maplist(maplist('$fdg_variable'), Lss),
    '$fd_lex_chain'(Lss).

'$fdg_variable'(V) :-
    (   var(V)
    ->  true
    ;   integer(V)
    ->  true
    ;   throw(error(type_error(integer, V), _))
    ).

% ---- chain/2, circuit/1, serialized/2 ----------------------------------
% circuit/1 and serialized/2 are propagators (src/clpfd/global/circuit.rs)
% posted after SWI's checks.

chain(Zs, Relation) :-
    must_be(list, Zs),
    maplist('$fdg_variable', Zs),
    must_be(ground, Relation),
    (   memberchk(Relation, [#=, #<, #=<, #>, #>=])
    ->  true
    ;   throw(error(domain_error(chain_relation, Relation), _))
    ),
    (   Zs = [Z|Rest]
    ->  '$fd_chain'(Rest, Z, Relation)
    ;   true
    ).

'$fd_chain'([], _, _).
'$fd_chain'([Z|Zs], Prev, Relation) :-
    call(Relation, Prev, Z),
    '$fd_chain'(Zs, Z, Relation).

circuit(Vs) :-
    must_be(list, Vs),
    maplist('$fdg_variable', Vs),
    length(Vs, L),
    Vs ins 1..L,
    (   L =:= 1
    ->  true
    ;   '$fd_not_own_index'(Vs, 1),
        '$fd_circuit'(Vs)
    ).

'$fd_not_own_index'([], _).
'$fd_not_own_index'([V|Vs], I) :-
    V #\= I,
    I1 is I + 1,
    '$fd_not_own_index'(Vs, I1).

serialized(Starts, Durations) :-
    must_be(list(integer), Durations),
    must_be(list, Starts),
    same_length(Starts, Durations),
    maplist('$fdg_variable', Starts),
    forall(member(D, Durations), D >= 0),
    '$fd_serialized'(Starts, Durations).

% ---- cumulative/1,2, disjoint2/1, automaton/3 ---------------------------
% Decompositions into the constraints above, the way SWI's library builds
% them (so they propagate as SWI's do): cumulative/2 bounds the total area
% first, then gives each task a truth value per time slot it may run in
% and bounds the load of each slot.

cumulative(Tasks) :-
    cumulative(Tasks, [limit(1)]).

cumulative(Tasks, Options) :-
    must_be(list(list), [Tasks, Options]),
    (   Options == []
    ->  Limit = 1
    ;   Options = [limit(Limit)]
    ->  must_be(integer, Limit)
    ;   throw(error(domain_error(cumulative_options_empty_or_limit, Options), _))
    ),
    (   Tasks == []
    ->  true
    ;   '$fdc_area_bound'(Tasks, Limit),
        maplist('$fdc_slots', Tasks, Slots),
        maplist('$fdc_start_end', Tasks, Starts, Ends),
        maplist(fd_inf, Starts, Infs),
        maplist(fd_sup, Ends, Sups),
        min_list(Infs, From),
        max_list(Sups, To),
        '$fdc_loads'(From, To, Tasks, Slots, Limit)
    ).

% The tasks' total area needs at least Area/Limit time between the
% earliest start and the latest end.
'$fdc_area_bound'(Tasks, Limit) :-
    maplist('$fdc_area', Tasks, Areas),
    sum(Areas, #=, Area),
    MinTime #= (Area + Limit - 1) // Limit,
    maplist('$fdc_start_end', Tasks, [S0|Ss], [E0|Es]),
    foldl('$fdc_min', Ss, S0, First),
    foldl('$fdc_max', Es, E0, Last),
    Last #>= First + MinTime.

'$fdc_area'(task(_, D, _, C, _), A) :-
    A #= D * C.

'$fdc_min'(X, M0, M) :- M #= min(X, M0).
'$fdc_max'(X, M0, M) :- M #= max(X, M0).

'$fdc_start_end'(task(S, _, E, _, _), S, E).

% Offset-Bs: B_t is 1 iff the task runs at time Offset + t.
'$fdc_slots'(task(S, D, E, _, _), Inf-Bs) :-
    D #> 0,
    E #= S + D,
    maplist('$fdc_finite', [E, S, D]),
    fd_inf(S, Inf),
    fd_sup(E, Sup),
    N is Sup - Inf,
    length(Bs, N),
    '$fdc_running'(Bs, S, E, Inf).

'$fdc_running'([], _, _, _).
'$fdc_running'([B|Bs], S, E, T) :-
    ((T #>= S) #/\ (T #< E)) #<==> B,
    T1 is T + 1,
    '$fdc_running'(Bs, S, E, T1).

'$fdc_loads'(T, T, _, _, _) :- !.
'$fdc_loads'(T, To, Tasks, Slots, Limit) :-
    maplist('$fdc_load'(T), Tasks, Slots, Loads),
    sum(Loads, #=<, Limit),
    T1 is T + 1,
    '$fdc_loads'(T1, To, Tasks, Slots, Limit).

'$fdc_load'(T, task(S, _, E, C, _), Offset-Bs, Load) :-
    C #>= 0,
    fd_inf(S, Inf),
    fd_sup(E, Sup),
    (   ( T < Inf ; T >= Sup )
    ->  Load = 0
    ;   I is T - Offset,
        nth0(I, Bs, B),
        Load #= B * C
    ).

'$fdc_finite'(V) :-
    (   fd_var(V)
    ->  (   fd_inf(V, Inf), integer(Inf), fd_sup(V, Sup), integer(Sup)
        ->  true
        ;   throw(error(instantiation_error, _))
        )
    ;   integer(V)
    ->  true
    ;   var(V)
    ->  throw(error(instantiation_error, _))
    ;   throw(error(type_error(integer, V), _))
    ).

% Rectangles F(X, W, Y, H): no two overlap.
disjoint2(Rs0) :-
    must_be(list, Rs0),
    maplist('$fdd_args', Rs0, Rs),
    '$fdd_pairs'(Rs).

'$fdd_args'(R, Args) :-
    R =.. [_|Args].

'$fdd_pairs'([]).
'$fdd_pairs'([R|Rs]) :-
    maplist('$fdd_apart'(R), Rs),
    '$fdd_pairs'(Rs).

'$fdd_apart'(A, B) :-
    '$fdd_not_inside'(A, B),
    '$fdd_not_inside'(B, A).

% If B starts within A's horizontal extent, they are apart vertically,
% and the same the other way round.
'$fdd_not_inside'([AX, AW, AY, AH], [BX, BW, BY, BH]) :-
    AX #=< BX #/\ BX #< AX + AW #==>
        AY + AH #=< BY #\/ BY + BH #=< AY,
    AY #=< BY #/\ BY #< AY + AH #==>
        AX + AW #=< BX #\/ BX + BW #=< AX.

% automaton(Vs, Nodes, Arcs): states numbered in the order the arcs name
% them, a transition tuple [S0, V, S1] per element of Vs.
automaton(Sigs, Nodes, Arcs) :-
    must_be(list(list), [Sigs, Nodes, Arcs]),
    '$fda_number'(Arcs, [], Num0, Relation),
    '$fda_kind_nums'(Nodes, sink, Num0, Num1, Sinks),
    '$fda_kind_nums'(Nodes, source, Num1, _, Sources),
    '$fda_tuples'(Sigs, Start, End, Tuples),
    list_to_ord_set(Sources, SourceSet),
    '$fda_in_values'(Start, SourceSet),
    list_to_ord_set(Sinks, SinkSet),
    '$fda_in_values'(End, SinkSet),
    tuples_in(Tuples, Relation).

'$fda_number'([], Num, Num, []).
'$fda_number'([Arc|Arcs], Num0, Num, [[F, L, T]|Rel]) :-
    (   Arc = arc(From, L, To)
    ->  true
    ;   throw(error(domain_error(arc, Arc), _))
    ),
    '$fda_node'(From, F, Num0, Num1),
    '$fda_node'(To, T, Num1, Num2),
    '$fda_number'(Arcs, Num2, Num, Rel).

% Num is a list of Node-N, newest first; a new node gets the next number.
'$fda_node'(Node, N, Num0, Num) :-
    (   member(Node0-N0, Num0), Node0 == Node
    ->  N = N0, Num = Num0
    ;   length(Num0, N), Num = [Node-N|Num0]
    ).

'$fda_kind_nums'([], _, Num, Num, []).
'$fda_kind_nums'([Node|Nodes], Kind, Num0, Num, Ns) :-
    (   Node =.. [Kind, Name]
    ->  '$fda_node'(Name, N, Num0, Num1),
        Ns = [N|Ns1]
    ;   Num1 = Num0, Ns = Ns1
    ),
    '$fda_kind_nums'(Nodes, Kind, Num1, Num, Ns1).

'$fda_tuples'([], S, S, []).
'$fda_tuples'([V|Vs], S0, S, [[S0, V, S1]|Ts]) :-
    '$fda_tuples'(Vs, S1, S, Ts).

'$fda_in_values'(X, Values) :-
    '$fda_drep'(Values, D),
    X in D.

'$fda_drep'([V], V) :- !.
'$fda_drep'([V|Vs], D) :-
    '$fda_drep_'(Vs, V, D).

'$fda_drep_'([], D, D).
'$fda_drep_'([V|Vs], D0, D) :-
    '$fda_drep_'(Vs, D0 \/ V, D).
