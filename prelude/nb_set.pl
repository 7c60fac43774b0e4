/*  nb_set.pl -- library(nb_set) of SWI-Prolog: sets that survive
    backtracking.

    A set is '$nb_set'(Buckets, Size): Buckets a term of 2^K lists, a
    key in the one its term_hash/2 picks (a key that is not ground, in
    the first), changed in place with nb_setarg/3; it doubles when Size
    passes twice the number of buckets.  Keys are the same when they
    are variants (=@=).  gen_nb_set/2 enumerates in bucket order;
    nb_set_to_list/2 gives the keys sorted, as SWI's.  Helpers are named
    '$nbs_...'.
*/

:- module(nb_set,
          [ empty_nb_set/1, add_nb_set/2, add_nb_set/3, gen_nb_set/2,
            size_nb_set/2, nb_set_to_list/2
          ]).

empty_nb_set('$nb_set'(Buckets, 0)) :-
    functor(Buckets, buckets, 16),
    '$nbs_empty_buckets'(16, Buckets).

'$nbs_empty_buckets'(0, _) :- !.
'$nbs_empty_buckets'(I, Buckets) :-
    arg(I, Buckets, []),
    I1 is I - 1,
    '$nbs_empty_buckets'(I1, Buckets).

add_nb_set(Key, Set) :-
    add_nb_set(Key, Set, _).

%   add_nb_set(+Key, !Set, ?New): New is true if Key was added, false if
%   it was there already.
add_nb_set(Key, Set, New) :-
    Set = '$nb_set'(Buckets, Size),
    functor(Buckets, _, N),
    '$nbs_bucket'(Key, N, I),
    arg(I, Buckets, Bucket),
    (   '$nbs_member'(Bucket, Key)
    ->  New = false
    ;   New = true,
        nb_setarg(I, Buckets, [Key|Bucket]),
        Size1 is Size + 1,
        nb_setarg(2, Set, Size1),
        (   Size1 > 2 * N
        ->  '$nbs_grow'(Set)
        ;   true
        )
    ).

'$nbs_bucket'(Key, N, I) :-
    term_hash(Key, H),
    (   var(H)
    ->  I = 1
    ;   I is (H mod N) + 1
    ).

'$nbs_member'([K|Ks], Key) :-
    (   K =@= Key
    ->  true
    ;   '$nbs_member'(Ks, Key)
    ).

'$nbs_grow'(Set) :-
    Set = '$nb_set'(Old, _),
    functor(Old, _, N),
    N2 is 2 * N,
    findall(K, ( between(1, N, I), arg(I, Old, B), member(K, B) ), Ks),
    functor(New, buckets, N2),
    '$nbs_empty_buckets'(N2, New),
    '$nbs_fill'(Ks, N2, New),
    nb_setarg(1, Set, New).

'$nbs_fill'([], _, _).
'$nbs_fill'([K|Ks], N, Buckets) :-
    '$nbs_bucket'(K, N, J),
    arg(J, Buckets, B0),
    setarg(J, Buckets, [K|B0]),
    '$nbs_fill'(Ks, N, Buckets).

gen_nb_set('$nb_set'(Buckets, _), Key) :-
    functor(Buckets, _, N),
    between(1, N, I),
    arg(I, Buckets, Bucket),
    member(Key, Bucket).

size_nb_set('$nb_set'(_, Size), Size).

nb_set_to_list(Set, List) :-
    findall(K, gen_nb_set(Set, K), Ks),
    sort(Ks, List).
