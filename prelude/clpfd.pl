% library(clpfd): constraint logic programming over finite domains, as
% SWI-Prolog 9 has it. Loaded by `:- use_module(library(clpfd))`, not at
% start-up. The solver is Rust (src/clpfd/): the predicates here check
% their arguments as SWI does and call its '$fd_...' builtins; labeling
% is Prolog, as search is.

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
