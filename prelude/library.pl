/*  library.pl -- smaller libraries people load by name:
    library(aggregate)'s foreach/2 and aggregate_all/4, clpfd's
    transpose/2, and a few system predicates that are naturally Prolog
    (library(ordsets) and library(pairs) are modules of their own,
    ordsets.pl and pairs.pl).  Written from SWI-Prolog's documentation; the
    results and errors follow SWI-Prolog 9.
*/

:- module(library,
          [ aggregate_all/4,
            call_nth/2,
            concat_atom/2,
            concat_atom/3,
            concurrent_maplist/2,
            concurrent_maplist/3,
            concurrent_maplist/4,
            atomics_to_string/3,
            pow/3,
            debug/1,
            debug/3,
            debugging/1,
            distinct/1,
            distinct/2,
            divmod/4,
            expand_term/2,
            '$expand_term'/2,
            foreach/2,
            gensym/2,
            limit/2,
            nodebug/1,
            numbervars/1,
            numbervars/4,
            occurrences_of_term/3,
            offset/2,
            option/2,
            option/3,
            proper_list/1,
            random_member/2,
            random_permutation/2,
            reset_gensym/1,
            select_option/3,
            select_option/4,
            sub_term/2,
            subset/2,
            transpose/2
          ]).
:- meta_predicate
    foreach(0, 0),
    aggregate_all(?, ?, 0, -),
    limit(+, 0),
    offset(+, 0),
    call_nth(0, ?),
    distinct(0),
    distinct(?, 0),
    concurrent_maplist(1, ?),
    concurrent_maplist(2, ?, ?),
    concurrent_maplist(3, ?, ?, ?).

%   subset(+Sub, +Set): every element of Sub is in Set (memberchk/2).
%   subset(+SubSet, +Set): SWI's => rule, as subtract/3 in lists.pl.
subset(L, Set) :-
    (   L == []
    ->  true
    ;   nonvar(L), L = [X|Xs]
    ->  memberchk(X, Set),
        subset(Xs, Set)
    ;   '$ssu_no_match'(lists:subset(L, Set))
    ).

proper_list(L) :- is_list(L).

%   divmod(+Dividend, +Divisor, -Quotient, -Remainder): floored, as
%   div/2 and mod/2.
divmod(Dividend, Divisor, Q, R) :-
    Q is Dividend div Divisor,
    R is Dividend mod Divisor.

%   transpose(?Rows, ?Columns) of library(clpfd): a list of lists of
%   equal length, transposed.
transpose(Ls, Rs) :-
    must_be(list(list), Ls),
    (   Ls = [] -> Rs = []
    ;   Ls = [L|_],
        '$transpose_width'(L, Ls, Rs)
    ).

'$transpose_width'(L, Ls, Rs) :-
    same_length(L, Rs),
    '$transpose_cols'(Rs, Ls).

'$transpose_cols'([], Ls) :- '$transpose_all_empty'(Ls).
'$transpose_cols'([C|Cs], Ls) :-
    '$transpose_firsts'(Ls, C, Rest),
    '$transpose_cols'(Cs, Rest).

'$transpose_all_empty'([]).
'$transpose_all_empty'([[]|Ls]) :- '$transpose_all_empty'(Ls).

'$transpose_firsts'([], [], []).
'$transpose_firsts'([[X|Xs]|Ls], [X|Col], [Xs|Rest]) :-
    '$transpose_firsts'(Ls, Col, Rest).

%   foreach(:Generator, :Goal): the conjunction of the instances of Goal
%   for each solution of Generator.  Variables of Goal that Generator does
%   not bind stay shared between the instances.
foreach(Generator, Goal) :-
    term_variables(Generator, GenVars),
    term_variables(Goal, GoalVars),
    '$foreach_split'(GoalVars, GenVars, Bound, Free),
    (   Free == []
    ->  \+ ( call(Generator), \+ call(Goal) )
    ;   Templ =.. [v|Bound],
        Shared =.. [v|Free],
        findall(Templ, Generator, Instances),
        '$foreach_prove'(Instances, Templ, Shared, Goal)
    ).

'$foreach_split'([], _, [], []).
'$foreach_split'([V|Vs], GenVars, Bound, Free) :-
    (   '$bagof_memberchk_eq'(V, GenVars)
    ->  Bound = [V|Bound1], Free = Free1
    ;   Bound = Bound1, Free = [V|Free1]
    ),
    '$foreach_split'(Vs, GenVars, Bound1, Free1).

'$foreach_prove'([], _, _, _).
'$foreach_prove'([I|Is], Templ, Shared, Goal) :-
    copy_term(t(Templ, Shared, Goal), t(I, Shared1, Instance)),
    Shared1 = Shared,
    call(Instance),
    '$foreach_prove'(Is, Templ, Shared, Goal).

%   aggregate_all(+Template, +Discriminator, :Goal, -Result): as
%   aggregate_all/3 over the solutions with distinct Discriminator.
aggregate_all(Templ, Discr, Goal, Result) :-
    findall(Discr-Templ, Goal, Pairs0),
    sort(Pairs0, Pairs),
    pairs_values(Pairs, Values),
    aggregate_all(Templ, '$member'(Templ, Values), Result).

numbervars(T) :- numbervars(T, 0, _).

%   library(solution_sequences): limit/2, offset/2, call_nth/2 and
%   distinct/1,2 count solutions in a term updated with nb_setarg/3, which
%   backtracking does not undo.
limit(Count, Goal) :-
    Count == infinite, !,
    call(Goal).
limit(Count, Goal) :-
    Count > 0,
    State = count(0),
    call(Goal),
    arg(1, State, N0),
    N is N0 + 1,
    (   N =:= Count
    ->  !
    ;   nb_setarg(1, State, N)
    ).

offset(Count, Goal) :-
    Count > 0, !,
    State = count(0),
    call(Goal),
    arg(1, State, N0),
    (   N0 >= Count
    ->  true
    ;   N is N0 + 1,
        nb_setarg(1, State, N),
        fail
    ).
offset(_, Goal) :-
    call(Goal).

call_nth(Goal, Nth) :-
    integer(Nth), !,
    (   Nth > 0
    ->  State = count(0),
        call(Goal),
        arg(1, State, N0),
        N is N0 + 1,
        nb_setarg(1, State, N),
        N =:= Nth, !
    ;   throw(error(domain_error(not_less_than_one, Nth), _))
    ).
call_nth(Goal, Nth) :-
    var(Nth), !,
    State = count(0),
    call(Goal),
    arg(1, State, N0),
    N is N0 + 1,
    nb_setarg(1, State, N),
    Nth = N.
call_nth(_, Nth) :-
    throw(error(type_error(integer, Nth), _)).

distinct(Goal) :-
    distinct(Goal, Goal).

distinct(Witness, Goal) :-
    State = seen([]),
    call(Goal),
    arg(1, State, Seen),
    \+ ( '$member'(S, Seen), S =@= Witness ),
    nb_setarg(1, State, [Witness|Seen]).

%   library(option): options as Name(Value...) (or Name = Value) in a
%   list; the first one with the name and arity counts.
option(Opt, Options) :-
    '$option_key'(Opt, Key),
    '$option_find'(Options, Key, Found), !,
    Opt = Found.

option(Opt, Options, Default) :-
    '$option_key'(Opt, Key),
    (   '$option_find'(Options, Key, Found)
    ->  Opt = Found
    ;   arg(1, Opt, Default)
    ).

select_option(Opt, Options, Rest) :-
    '$option_key'(Opt, Key),
    '$option_select'(Options, Key, Found, Rest), !,
    Opt = Found.

select_option(Opt, Options, Rest, Default) :-
    '$option_key'(Opt, Key),
    (   '$option_select'(Options, Key, Found, Rest0)
    ->  Opt = Found, Rest = Rest0
    ;   arg(1, Opt, Default), Rest = Options
    ).

'$option_key'(Opt, Name/Arity) :-
    (   var(Opt)
    ->  throw(error(instantiation_error, _))
    ;   functor(Opt, Name, Arity)
    ).

'$option_find'(Options, Key, Found) :-
    '$member'(O, Options),
    '$option_as'(O, Key, Found), !.

'$option_select'([O|Os], Key, Found, Rest) :-
    (   '$option_as'(O, Key, Found0)
    ->  Found = Found0, Rest = Os
    ;   Rest = [O|Rest1],
        '$option_select'(Os, Key, Found, Rest1)
    ).

'$option_as'(O, Name/Arity, Found) :-
    (   O = (N = V), Arity =:= 1, N == Name
    ->  functor(Found, Name, 1), arg(1, Found, V)
    ;   functor(O, Name, Arity), Found = O
    ).

%   library(random) and library(occurs), the parts people use.
random_member(X, List) :-
    '$lists_must_be_list'(List),
    length(List, N),
    N > 0,
    I is random(N),
    nth0(I, List, X).

random_permutation(List, Perm) :-
    (   is_list(List)
    ->  '$random_permutation'(List, Perm)
    ;   is_list(Perm)
    ->  '$random_permutation'(Perm, List)
    ;   '$skip_list'(_, List, T1), var(T1),
        '$skip_list'(_, Perm, T2), var(T2)
    ->  throw(error(instantiation_error, _))
    ;   must_be(list, List),
        must_be(list, Perm)
    ).

'$random_permutation'(List, Perm) :-
    '$random_keys'(List, Keyed),
    keysort(Keyed, Sorted),
    pairs_values(Sorted, Perm).

'$random_keys'([], []).
'$random_keys'([X|Xs], [K-X|Ks]) :-
    K is random_float,
    '$random_keys'(Xs, Ks).

sub_term(X, X).
sub_term(X, T) :-
    compound(T),
    functor(T, _, N),
    between(1, N, I),
    arg(I, T, A),
    sub_term(X, A).

occurrences_of_term(Sub, Term, Count) :-
    aggregate_all(count, ( sub_term(S, Term), S =@= Sub ), Count).

%   gensym(+Base, -Unique): Base followed by 1, 2, ... per base.
gensym(Base, Atom) :-
    atom_concat('$gensym_', Base, Key),
    (   nb_current(Key, N0) -> true ; N0 = 0 ),
    N is N0 + 1,
    nb_setval(Key, N),
    atom_concat(Base, N, Atom).

reset_gensym(Base) :-
    atom_concat('$gensym_', Base, Key),
    nb_setval(Key, 0).

%   Older SWI names and small system predicates.
concat_atom(L, R) :- atomic_list_concat(L, R).
concat_atom(L, Sep, R) :- atomic_list_concat(L, Sep, R).

numbervars(T, S, E, _Options) :- numbervars(T, S, E).

%   expand_term(+Term, -Expanded): as SWI-Prolog, the term expansion
%   hooks ('$expand_term'/2), then grammar rules are translated.
expand_term(T, X) :-
    (   var(T)
    ->  X = T
    ;   '$expand_term'(T, X0)
    ->  (   is_list(X0)
        ->  maplist('$expand_dcg', X0, X)
        ;   '$expand_dcg'(X0, X)
        )
    ;   '$expand_dcg'(T, X)
    ).

'$expand_dcg'(T, X) :-
    (   nonvar(T), T = (_ --> _)
    ->  dcg_translate_rule(T, X)
    ;   X = T
    ).

%   '$expand_term'(+Term, -Expanded): the term expansion hooks, as
%   SWI-Prolog calls them while loading (vm/load.rs calls this for each
%   term read when one is defined): the program's term_expansion/2, then
%   the libraries' 'system:term_expansion'/2 (SWI's
%   system:term_expansion/2, named so as an export of library(plunit)) on each term the first
%   gave. Expanded is a term or a list of terms; fails when no hook
%   applies.
'$expand_term'(T, X) :-
    nonvar(T),
    (   '$predicate_defined'(term_expansion, 2),
        user:term_expansion(T, X1)
    ->  (   is_list(X1)
        ->  '$expand_system_list'(X1, X)
        ;   '$expand_system'(X1, X)
        ->  true
        ;   X = X1
        )
    ;   '$expand_system'(T, X)
    ).

'$expand_system'(T, X) :-
    nonvar(T),
    '$predicate_defined'('system:term_expansion', 2),
    'system:term_expansion'(T, X).

'$expand_system_list'([], []).
'$expand_system_list'([T|Ts], X) :-
    (   '$expand_system'(T, X1)
    ->  true
    ;   X1 = T
    ),
    (   is_list(X1)
    ->  append(X1, Rest, X)
    ;   X = [X1|Rest]
    ),
    '$expand_system_list'(Ts, Rest).

%   library(debug): debug(Topic) turns a topic on; debug(Topic, Fmt, Args)
%   prints `% Message` on user_error while it is on.
:- dynamic('$debugging'/1).

debug(Topic) :-
    (   '$debugging'(Topic) -> true ; assertz('$debugging'(Topic)) ).
nodebug(Topic) :-
    retractall('$debugging'(Topic)).
debugging(Topic) :-
    '$debugging'(Topic).
debug(Topic, Format, Args) :-
    (   '$debugging'(T), T = Topic
    ->  format(user_error, "~N% ", []),
        format(user_error, Format, Args),
        nl(user_error)
    ;   true
    ).

%   concurrent_maplist/2..4 (library(thread)): maplist/2..4, the goals run
%   one after another (zebralog has no threads); same answers.
concurrent_maplist(G, L) :- maplist(G, L).
concurrent_maplist(G, L1, L2) :- maplist(G, L1, L2).
concurrent_maplist(G, L1, L2, L3) :- maplist(G, L1, L2, L3).

%   pow(+X, +Y, -Z) (library(quintus)): Z is X ** Y.
pow(X, Y, Z) :- Z is X ** Y.

%   atomics_to_string(+List, +Separator, -String): atomic_list_concat/3
%   giving a string.
atomics_to_string(L, Sep, S) :-
    atomic_list_concat(L, Sep, A),
    atom_string(A, S).
