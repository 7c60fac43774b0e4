/*  recorded.pl -- SWI-Prolog's recorded database and flag/3, written in
    Prolog over dynamic predicates (they are builtins in SWI).

    A key is an atom, a small integer or a compound, of which only the
    name and arity count (f(a) and f(b) are one key); a record is
    '$rec_db'(Key, Ref, Term) with Ref the term '$record'(N), and a
    flag '$rec_flag'(Key, Value).  Records are enumerated in the
    logical update view, as clauses are; SWI's recorded/3 walks the live
    records instead, so it also sees those recordz/3 adds during the
    walk, and while a walk of a key is open its other walks still see
    the records erased meanwhile.  SWI prints a reference as
    <record>(0x...); here it is '$record'(N).  Helpers are '$rec_...'.
*/

:- module('$recorded',
          [ recorda/2, recorda/3, recordz/2, recordz/3, recorded/2,
            recorded/3, erase/1, instance/2, current_key/1, flag/3
          ]).

:- dynamic('$rec_db'/3).
:- dynamic('$rec_flag'/2).
:- dynamic('$rec_next'/1).

'$rec_next'(1).

recorda(Key, Term) :-
    recorda(Key, Term, _).

recorda(Key, Term, Ref) :-
    '$rec_key'(Key, K, system:recorda/3),
    '$rec_new_ref'(Ref),
    asserta('$rec_db'(K, Ref, Term)).

recordz(Key, Term) :-
    recordz(Key, Term, _).

recordz(Key, Term, Ref) :-
    '$rec_key'(Key, K, system:recordz/3),
    '$rec_new_ref'(Ref),
    assertz('$rec_db'(K, Ref, Term)).

recorded(Key, Term) :-
    recorded(Key, Term, _).

%   recorded(?Key, ?Term, ?Ref): a bound Ref names one record; a bound
%   Key only the records under it; otherwise every record.
recorded(Key, Term, Ref) :-
    (   nonvar(Ref)
    ->  '$rec_ref'(Ref, system:recorded/3),
        '$rec_db'(K, Ref, Term),
        Key = K
    ;   nonvar(Key)
    ->  '$rec_key'(Key, K, system:recorded/3),
        '$rec_db'(K, Ref, Term)
    ;   '$rec_db'(Key, Ref, Term)
    ).

%   erase(+Ref): removes a record; fails if it was erased already.
erase(Ref) :-
    '$rec_ref'(Ref, system:erase/1),
    retract('$rec_db'(_, Ref, _)),
    !.

instance(Ref, Term) :-
    '$rec_ref'(Ref, system:instance/2),
    '$rec_db'(_, Ref, T),
    !,
    Term = T.

%   current_key(?Key): a key with records, each once.
current_key(Key) :-
    (   nonvar(Key)
    ->  '$rec_key'(Key, K, system:current_key/1),
        \+ \+ '$rec_db'(K, _, _)
    ;   findall(K, '$rec_db'(K, _, _), Ks0),
        '$rec_distinct'(Ks0, Ks),
        member(Key, Ks)
    ).

'$rec_distinct'([], []).
'$rec_distinct'([K|Ks0], [K|Ks]) :-
    '$rec_drop_variants'(Ks0, K, Ks1),
    '$rec_distinct'(Ks1, Ks).

'$rec_drop_variants'([], _, []).
'$rec_drop_variants'([K|Ks0], V, Ks) :-
    (   K =@= V
    ->  Ks = Ks1
    ;   Ks = [K|Ks1]
    ),
    '$rec_drop_variants'(Ks0, V, Ks1).

%   flag(+Key, -Old, +New): Old is the flag's value (0 at first); then
%   it is New evaluated, or New itself if it is an atom (as in SWI).
flag(Key, Old, New) :-
    '$rec_key'(Key, K, system:flag/3),
    (   '$rec_flag'(K, V0)
    ->  true
    ;   V0 = 0
    ),
    Old = V0,
    (   var(New)
    ->  throw(error(instantiation_error, context(system:flag/3, _)))
    ;   atom(New)
    ->  V = New
    ;   V is New
    ),
    retractall('$rec_flag'(K, _)),
    assertz('$rec_flag'(K, V)).

'$rec_key'(Key, _, PI) :-
    var(Key),
    !,
    throw(error(instantiation_error, context(PI, _))).
'$rec_key'(Key, K, _) :-
    compound(Key),
    !,
    functor(Key, Name, Arity),
    functor(K, Name, Arity).
'$rec_key'(Key, Key, _) :-
    (   atom(Key)
    ;   integer(Key)
    ),
    !.
'$rec_key'(Key, _, PI) :-
    throw(error(type_error(key, Key), context(PI, _))).

'$rec_ref'(Ref, PI) :-
    (   var(Ref)
    ->  throw(error(instantiation_error, context(PI, _)))
    ;   Ref = '$record'(N), integer(N)
    ->  true
    ;   throw(error(type_error(db_reference, Ref), context(PI, _)))
    ).

'$rec_new_ref'('$record'(N)) :-
    retract('$rec_next'(N)),
    N1 is N + 1,
    assertz('$rec_next'(N1)).
