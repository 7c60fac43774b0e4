/*  terms_lib.pl -- the part of SWI-Prolog's library(terms) that is not
    built in (term_hash/2, term_variables/2,3, cyclic_term/1 and
    acyclic_term/1 are): variant/2, subsumes/2, subsumes_chk/2,
    term_subsumer/3, mapargs/3, mapsubterms/3, mapsubterms_var/3,
    foldsubterms/4,5 and same_functor/2,3,4.  Missing: term_size/2 (SWI
    counts its own stack cells), term_hash/4, term_factorized/3, and
    term_subsumer/3 of two cyclic terms.  Helpers are named '$tl_...'.
*/

:- module(terms,
          [ variant/2, subsumes/2, subsumes_chk/2, term_subsumer/3,
            mapargs/3, mapsubterms/3, mapsubterms_var/3, foldsubterms/4,
            foldsubterms/5, same_functor/2, same_functor/3, same_functor/4
          ]).

:- meta_predicate
    mapargs(2, ?, ?),
    mapsubterms(2, +, -),
    mapsubterms_var(2, +, -),
    foldsubterms(3, +, +, -),
    foldsubterms(4, +, ?, +, -).

variant(T1, T2) :-
    T1 =@= T2.

subsumes_chk(General, Specific) :-
    subsumes_term(General, Specific).

%   subsumes(+General, @Specific): General is unified with Specific if
%   that does not bind Specific.
subsumes(General, Specific) :-
    subsumes_term(General, Specific),
    General = Specific.

%   term_subsumer(+S1, +S2, -General): the most specific generalisation
%   (anti-unifier) of S1 and S2: the same pair of differing subterms
%   gets the same variable.
term_subsumer(S1, S2, General) :-
    empty_assoc(Map0),
    '$tl_lgg'(S1, S2, General, Map0, _).

'$tl_lgg'(S1, S2, G, Map0, Map) :-
    (   S1 == S2
    ->  G = S1,
        Map = Map0
    ;   compound(S1), compound(S2),
        functor(S1, Name, Arity),
        functor(S2, Name, Arity)
    ->  functor(G, Name, Arity),
        '$tl_lgg_args'(1, Arity, S1, S2, G, Map0, Map)
    ;   get_assoc(S1+S2, Map0, G0)
    ->  G = G0,
        Map = Map0
    ;   put_assoc(S1+S2, Map0, G, Map)
    ).

'$tl_lgg_args'(I, Arity, S1, S2, G, Map0, Map) :-
    (   I > Arity
    ->  Map = Map0
    ;   arg(I, S1, A1),
        arg(I, S2, A2),
        arg(I, G, AG),
        '$tl_lgg'(A1, A2, AG, Map0, Map1),
        I1 is I + 1,
        '$tl_lgg_args'(I1, Arity, S1, S2, G, Map1, Map)
    ).

%   mapargs(:Goal, ?Term1, ?Term2): the same functor, and Goal holds for
%   each pair of arguments.
mapargs(Goal, Term1, Term2) :-
    same_functor(Term1, Term2, Arity),
    '$tl_mapargs'(1, Arity, Goal, Term1, Term2).

'$tl_mapargs'(I, Arity, Goal, T1, T2) :-
    (   I > Arity
    ->  true
    ;   arg(I, T1, A1),
        arg(I, T2, A2),
        call(Goal, A1, A2),
        I1 is I + 1,
        '$tl_mapargs'(I1, Arity, Goal, T1, T2)
    ).

%   mapsubterms(:Goal, +Term1, -Term2): each subterm Goal maps is
%   replaced (and not looked into); the others are copied around their
%   mapped subterms.  A variable stays itself (mapsubterms_var/3 gives
%   it to Goal too).
mapsubterms(Goal, Term1, Term2) :-
    foldsubterms('$tl_map_nonvar'(Goal), Term1, Term2, _, _).

mapsubterms_var(Goal, Term1, Term2) :-
    foldsubterms('$tl_map_any'(Goal), Term1, Term2, _, _).

'$tl_map_nonvar'(Goal, T1, T2, _, _) :-
    nonvar(T1),
    call(Goal, T1, T2).

'$tl_map_any'(Goal, T1, T2, _, _) :-
    call(Goal, T1, T2).

foldsubterms(Goal, Term, State0, State) :-
    foldsubterms('$tl_fold1'(Goal), Term, _, State0, State).

'$tl_fold1'(Goal, T1, _, S0, S) :-
    call(Goal, T1, S0, S).

%   foldsubterms(:Goal, +Term1, ?Term2, +State0, -State): Goal is tried
%   on each subterm, outermost first; where it fails, a list is mapped
%   element by element and a compound argument by argument, anything
%   else is kept.
foldsubterms(Goal, T1, T2, S0, S) :-
    call(Goal, T1, T2, S0, S),
    !.
foldsubterms(Goal, T1, T2, S0, S) :-
    is_list(T1),
    !,
    '$tl_fold_list'(T1, T2, Goal, S0, S).
foldsubterms(Goal, T1, T2, S0, S) :-
    compound(T1),
    !,
    same_functor(T1, T2, Arity),
    '$tl_fold_args'(1, Arity, Goal, T1, T2, S0, S).
foldsubterms(_, T, T, S, S).

'$tl_fold_list'([], [], _, S, S).
'$tl_fold_list'([X|Xs], [Y|Ys], Goal, S0, S) :-
    foldsubterms(Goal, X, Y, S0, S1),
    '$tl_fold_list'(Xs, Ys, Goal, S1, S).

'$tl_fold_args'(I, Arity, Goal, T1, T2, S0, S) :-
    (   I > Arity
    ->  S = S0
    ;   arg(I, T1, A1),
        arg(I, T2, A2),
        foldsubterms(Goal, A1, A2, S0, S1),
        I1 is I + 1,
        '$tl_fold_args'(I1, Arity, Goal, T1, T2, S1, S)
    ).

same_functor(T1, T2) :-
    same_functor(T1, T2, _, _).

same_functor(T1, T2, Arity) :-
    same_functor(T1, T2, _, Arity).

%   same_functor(?T1, ?T2, ?Name, ?Arity): T1 or T2, or Name and Arity,
%   must be given.
same_functor(T1, T2, Name, Arity) :-
    (   nonvar(T1)
    ->  functor(T1, Name, Arity),
        functor(T2, Name, Arity)
    ;   nonvar(T2)
    ->  functor(T2, Name, Arity),
        functor(T1, Name, Arity)
    ;   functor(T2, Name, Arity),
        functor(T1, Name, Arity)
    ).
