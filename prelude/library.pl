/*  library.pl -- smaller libraries people load by name: library(ordsets),
    library(pairs) extras, library(aggregate)'s foreach/2 and
    aggregate_all/4, clpfd's transpose/2, library(error)'s must_be/2,
    library(assoc) (AVL trees), and a few system predicates that are
    naturally Prolog.  Written from SWI-Prolog's documentation; the
    results and errors follow SWI-Prolog 9.
*/

%   ordsets: lists sorted in the standard order, without duplicates.
list_to_ord_set(L, S) :- sort(L, S).

ord_empty([]).

ord_memberchk(X, [Y|Ys]) :-
    compare(O, X, Y),
    (   O == (=) -> true
    ;   O == (>) -> ord_memberchk(X, Ys)
    ).

ord_subset([], _).
ord_subset([X|Xs], [Y|Ys]) :-
    compare(O, X, Y),
    (   O == (=) -> ord_subset(Xs, Ys)
    ;   O == (>) -> ord_subset([X|Xs], Ys)
    ).

ord_union([], S) :- !, S = [].
ord_union([S0|Ss], S) :- '$ord_union_all'(Ss, S0, S).

'$ord_union_all'([], S, S).
'$ord_union_all'([S1|Ss], S0, S) :-
    ord_union(S0, S1, S2),
    '$ord_union_all'(Ss, S2, S).

ord_union([], B, B) :- !.
ord_union(A, [], A) :- !.
ord_union([X|Xs], [Y|Ys], U) :-
    compare(O, X, Y),
    '$ord_union'(O, X, Xs, Y, Ys, U).

'$ord_union'(<, X, Xs, Y, Ys, [X|U]) :- ord_union(Xs, [Y|Ys], U).
'$ord_union'(=, X, Xs, _, Ys, [X|U]) :- ord_union(Xs, Ys, U).
'$ord_union'(>, X, Xs, Y, Ys, [Y|U]) :- ord_union([X|Xs], Ys, U).

%   ord_union(+A, +B, -Union, -New): New are the elements of B not in A.
ord_union(A, B, U, New) :-
    ord_union(A, B, U),
    ord_subtract(B, A, New).

ord_subtract([], _, []) :- !.
ord_subtract(A, [], A) :- !.
ord_subtract([X|Xs], [Y|Ys], D) :-
    compare(O, X, Y),
    '$ord_subtract'(O, X, Xs, Y, Ys, D).

'$ord_subtract'(<, X, Xs, Y, Ys, [X|D]) :- ord_subtract(Xs, [Y|Ys], D).
'$ord_subtract'(=, _, Xs, _, Ys, D) :- ord_subtract(Xs, Ys, D).
'$ord_subtract'(>, X, Xs, _, Ys, D) :- ord_subtract([X|Xs], Ys, D).

ord_intersection([], _, []) :- !.
ord_intersection(_, [], []) :- !.
ord_intersection([X|Xs], [Y|Ys], I) :-
    compare(O, X, Y),
    '$ord_intersection'(O, X, Xs, Y, Ys, I).

'$ord_intersection'(<, _, Xs, Y, Ys, I) :- ord_intersection(Xs, [Y|Ys], I).
'$ord_intersection'(=, X, Xs, _, Ys, [X|I]) :- ord_intersection(Xs, Ys, I).
'$ord_intersection'(>, X, Xs, _, Ys, I) :- ord_intersection([X|Xs], Ys, I).

%   ord_intersection(+A, +B, -I, -Diff): Diff is B minus A.
ord_intersection(A, B, I, Diff) :-
    ord_intersection(A, B, I),
    ord_subtract(B, A, Diff).

%   ord_intersection(+Sets, -I): the intersection of a list of sets.
ord_intersection([S0|Ss], I) :- '$ord_intersect_all'(Ss, S0, I).

'$ord_intersect_all'([], I, I).
'$ord_intersect_all'([S|Ss], I0, I) :-
    ord_intersection(I0, S, I1),
    '$ord_intersect_all'(Ss, I1, I).

ord_intersect(A, B) :- ord_intersection(A, B, [_|_]), !.

ord_disjoint(A, B) :- \+ ord_intersect(A, B).

ord_seteq(A, B) :- A == B.

ord_symdiff(A, B, D) :-
    ord_subtract(A, B, D1),
    ord_subtract(B, A, D2),
    ord_union(D1, D2, D).

ord_add_element(S, E, S1) :- ord_union(S, [E], S1).
ord_del_element(S, E, S1) :- ord_subtract(S, [E], S1).

ord_selectchk(E, S, S1) :-
    ord_memberchk(E, S),
    ord_subtract(S, [E], S1).

%   subset(+Sub, +Set): every element of Sub is in Set (memberchk/2).
subset([], _) :- !.
subset([X|Xs], Set) :-
    memberchk(X, Set),
    subset(Xs, Set).

proper_list(L) :- is_list(L).

%   divmod(+Dividend, +Divisor, -Quotient, -Remainder): floored, as
%   div/2 and mod/2.
divmod(Dividend, Divisor, Q, R) :-
    Q is Dividend div Divisor,
    R is Dividend mod Divisor.

%   transpose(?Rows, ?Columns) of library(clpfd): a list of lists of
%   equal length, transposed.
transpose(Ls, Rs) :-
    '$lists_must_be_list'(Ls),
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

%   pairs
map_list_to_pairs(F, L, Ps) :- '$map_pairs'(L, F, Ps).

'$map_pairs'([], _, []).
'$map_pairs'([X|Xs], F, [K-X|Ps]) :-
    call(F, X, K),
    '$map_pairs'(Xs, F, Ps).

transpose_pairs(Pairs, Transposed) :-
    '$flip_pairs'(Pairs, Flipped),
    keysort(Flipped, Transposed).

'$flip_pairs'([], []).
'$flip_pairs'([K-V|Ps], [V-K|Fs]) :- '$flip_pairs'(Ps, Fs).

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

%   library(error)
must_be(Type, X) :-
    (   '$has_type'(Type, X) -> true
    ;   '$must_be_error'(Type, X)
    ).

is_of_type(Type, X) :- '$has_type'(Type, X).

%   As SWI-Prolog 9: an unbound (or partial list) value is an
%   instantiation error, a bad element of list(T) a type error for T, any
%   other value a type error naming the type.
'$must_be_error'(Type, X) :-
    (   var(X)
    ->  throw(error(instantiation_error, _))
    ;   \+ '$known_type'(Type)
    ->  throw(error(existence_error(type, Type), _))
    ;   ( Type == list ; Type == proper_list ; Type = list(_) ),
        '$skip_list'(_, X, T), var(T)
    ->  throw(error(instantiation_error, _))
    ;   Type = list(E), is_list(X), member(Y, X), \+ '$has_type'(E, Y)
    ->  '$must_be_error'(E, Y)
    ;   throw(error(type_error(Type, X), _))
    ).

'$known_type'(T) :-
    nonvar(T),
    memberchk(T, [any, atom, atomic, callable, var, nonvar, boolean, chars,
                  codes, text, compound, constant, float, integer, nonneg,
                  positive_integer, negative_integer, number, oneof(_),
                  between(_, _), list, proper_list, list(_),
                  list_or_partial_list, string, ground, cyclic, acyclic,
                  char, code, rational, encoding]), !.

'$has_type'(Type, _) :- var(Type), !, throw(error(instantiation_error, _)).
'$has_type'(any, _).
'$has_type'(atom, X) :- atom(X).
'$has_type'(atomic, X) :- atomic(X).
'$has_type'(callable, X) :- callable(X).
'$has_type'(var, X) :- var(X).
'$has_type'(nonvar, X) :- nonvar(X).
'$has_type'(boolean, X) :- ( X == true ; X == false ), !.
'$has_type'(chars, X) :- is_list(X), forall(member(C, X), ( atom(C), atom_length(C, 1) )).
'$has_type'(codes, X) :- is_list(X), forall(member(C, X), ( integer(C), C >= 0 )).
'$has_type'(text, X) :- ( atom(X) ; string(X) ; '$has_type'(chars, X) ; '$has_type'(codes, X) ), !.
'$has_type'(compound, X) :- compound(X).
'$has_type'(constant, X) :- atomic(X).
'$has_type'(float, X) :- float(X).
'$has_type'(integer, X) :- integer(X).
'$has_type'(nonneg, X) :- integer(X), X >= 0.
'$has_type'(positive_integer, X) :- integer(X), X >= 1.
'$has_type'(negative_integer, X) :- integer(X), X =< -1.
'$has_type'(number, X) :- number(X).
'$has_type'(oneof(L), X) :- memberchk(X, L).
'$has_type'(between(L, H), X) :-
    (   integer(L), integer(H) -> integer(X) ; number(X) ),
    X >= L, X =< H.
'$has_type'(list, X) :- is_list(X).
'$has_type'(proper_list, X) :- is_list(X).
'$has_type'(list(T), X) :- is_list(X), forall(member(E, X), '$has_type'(T, E)).
'$has_type'(list_or_partial_list, X) :- '$skip_list'(_, X, T), ( var(T) ; T == [] ), !.
'$has_type'(string, X) :- string(X).
'$has_type'(ground, X) :- ground(X).
'$has_type'(cyclic, X) :- cyclic_term(X).
'$has_type'(acyclic, X) :- acyclic_term(X).
'$has_type'(char, X) :- atom(X), atom_length(X, 1).
'$has_type'(code, X) :- integer(X), X >= 0, X =< 0x10ffff.
'$has_type'(rational, X) :- integer(X).
'$has_type'(encoding, X) :- atom(X).

'$skip_list'(N, L, T) :- '$skip_list_'(L, 0, N, T).
'$skip_list_'(L, N0, N, T) :-
    (   nonvar(L), L = [_|L1]
    ->  N1 is N0 + 1, '$skip_list_'(L1, N1, N, T)
    ;   N = N0, T = L
    ).

numbervars(T) :- numbervars(T, 0, _).

%   library(assoc): AVL trees as SWI-Prolog's, t(K,V,Balance,L,R) or t.
empty_assoc(t).

get_assoc(Key, t(K, V, _, L, R), Val) :-
    compare(O, Key, K),
    (   O == (=) -> Val = V
    ;   O == (<) -> get_assoc(Key, L, Val)
    ;   get_assoc(Key, R, Val)
    ).

put_assoc(Key, A0, Value, A) :- '$assoc_insert'(A0, Key, Value, A, _).

list_to_assoc(List, Assoc) :-
    '$lists_must_be_list'(List),
    pairs_keys(List, Keys),
    sort(Keys, Unique),
    length(Keys, N),
    (   length(Unique, N)
    ->  '$list_to_assoc'(List, t, Assoc)
    ;   throw(error(domain_error(unique_key_pairs, List), _))
    ).

'$list_to_assoc'([], A, A).
'$list_to_assoc'([K-V|Ps], A0, A) :-
    '$assoc_insert'(A0, K, V, A1, _),
    '$list_to_assoc'(Ps, A1, A).

assoc_to_list(t, []).
assoc_to_list(t(K, V, _, L, R), List) :-
    assoc_to_list(L, LL),
    assoc_to_list(R, RL),
    append(LL, [K-V|RL], List).

assoc_to_keys(A, Ks) :- assoc_to_list(A, Ps), pairs_keys(Ps, Ks).
assoc_to_values(A, Vs) :- assoc_to_list(A, Ps), pairs_values(Ps, Vs).

max_assoc(A, K, V) :- assoc_to_list(A, Ps), last(Ps, K-V).
min_assoc(A, K, V) :- assoc_to_list(A, [K-V|_]).

%   '$assoc_insert'(+T0, +K, +V, -T, -Grew): AVL insertion; Grew says
%   whether the height grew.  Balance: < left higher, - even, > right
%   higher.
'$assoc_insert'(t, K, V, t(K, V, -, t, t), yes).
'$assoc_insert'(t(K0, V0, B, L, R), K, V, T, Grew) :-
    compare(O, K, K0),
    (   O == (=)
    ->  T = t(K0, V, B, L, R), Grew = no
    ;   O == (<)
    ->  '$assoc_insert'(L, K, V, L1, G1),
        '$assoc_left_grew'(G1, K0, V0, B, L1, R, T, Grew)
    ;   '$assoc_insert'(R, K, V, R1, G1),
        '$assoc_right_grew'(G1, K0, V0, B, L, R1, T, Grew)
    ).

'$assoc_left_grew'(no, K, V, B, L, R, t(K, V, B, L, R), no).
'$assoc_left_grew'(yes, K, V, B, L, R, T, Grew) :-
    (   B == (>) -> T = t(K, V, -, L, R), Grew = no
    ;   B == (-) -> T = t(K, V, <, L, R), Grew = yes
    ;   L = t(LK, LV, LB, LL, LR),
        Grew = no,
        (   LB == (<)
        ->  T = t(LK, LV, -, LL, t(K, V, -, LR, R))
        ;   LR = t(XK, XV, XB, XL, XR),
            '$assoc_sides'(XB, B1, B2),
            T = t(XK, XV, -, t(LK, LV, B1, LL, XL), t(K, V, B2, XR, R))
        )
    ).

'$assoc_right_grew'(no, K, V, B, L, R, t(K, V, B, L, R), no).
'$assoc_right_grew'(yes, K, V, B, L, R, T, Grew) :-
    (   B == (<) -> T = t(K, V, -, L, R), Grew = no
    ;   B == (-) -> T = t(K, V, >, L, R), Grew = yes
    ;   R = t(RK, RV, RB, RL, RR),
        Grew = no,
        (   RB == (>)
        ->  T = t(RK, RV, -, t(K, V, -, L, RL), RR)
        ;   RL = t(XK, XV, XB, XL, XR),
            '$assoc_sides'(XB, B1, B2),
            T = t(XK, XV, -, t(K, V, B1, L, XL), t(RK, RV, B2, XR, RR))
        )
    ).

%   After a double rotation around X: the balances of the two new
%   children.
'$assoc_sides'(<, -, >).
'$assoc_sides'(-, -, -).
'$assoc_sides'(>, <, -).
