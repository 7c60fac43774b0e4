/*  random.pl -- the part of SWI-Prolog's library(random) that the
    start-up prelude lacks (random/1, random_between/3 are builtins;
    random_member/2 and random_permutation/2 are in library.pl).

    The numbers come from the builtin generator, so set_random/1 and
    setrand/1 make them repeat; they are not SWI's numbers.  Helpers are
    named '$rnd_...'.
*/

:- module(random,
          [ random/3, maybe/0, maybe/1, maybe/2, random_perm2/4,
            random_select/3, random_subseq/3, randset/3, randseq/3,
            random_numlist/4
          ]).

%   random(+L, +U, -R): an integer L =< R < U, or a float between L and
%   U if either is a float.
random(L, U, R) :-
    (   integer(L), integer(U)
    ->  R is L + random(U - L)
    ;   number(L), number(U)
    ->  R is L + (U - L) * random_float
    ;   must_be(number, L),
        must_be(number, U)
    ).

maybe :-
    random(2) =:= 0.

%   maybe(+P): true with probability P.
maybe(P) :-
    must_be(between(0.0, 1.0), P),
    random_float < P.

%   maybe(+K, +N): true with probability K/N.
maybe(K, N) :-
    (   integer(K), integer(N), K >= 0, K =< N
    ->  random(N) < K
    ;   must_be(nonneg, K),
        must_be(nonneg, N),
        throw(error(domain_error(not_less_than_zero, N-K), _))
    ).

random_perm2(A, B, X, Y) :-
    (   maybe
    ->  X = A, Y = B
    ;   X = B, Y = A
    ).

%   random_select(?X, ?List, ?Rest): X is a random element of List and
%   Rest the others; or, given Rest, List is Rest with X put in at a
%   random place.
random_select(X, List, Rest) :-
    (   '$skip_list'(Len0, List, T1), T1 == []
    ->  Len = Len0
    ;   '$skip_list'(RLen, Rest, T2), T2 == []
    ->  Len is RLen + 1
    ;   var(List), var(Rest)
    ->  throw(error(instantiation_error, _))
    ;   '$skip_list'(_, List, T3), var(T3),
        '$skip_list'(_, Rest, T4), var(T4)
    ->  throw(error(instantiation_error, _))
    ;   must_be(list, List),
        must_be(list, Rest)
    ),
    Len > 0,
    N is random(Len),
    nth0(N, List, X, Rest).

%   random_subseq(+List, ?Subseq, ?Complement): each element goes to
%   Subseq or Complement with even chances.
random_subseq([], [], []).
random_subseq([X|Xs], Sub, Comp) :-
    (   maybe
    ->  Sub = [X|Sub1],
        Comp = Comp1
    ;   Sub = Sub1,
        Comp = [X|Comp1]
    ),
    random_subseq(Xs, Sub1, Comp1).

%   randset(+K, +N, -Set): K distinct integers of 1..N, sorted.
randset(K, N, Set) :-
    must_be(nonneg, K),
    K =< N,
    '$rnd_choose'(K, N, [], Set).

%   Each of N, N-1, ... 1 is taken with probability (still needed) /
%   (still left), so every K-subset is equally likely.
'$rnd_choose'(0, _, Set, Set) :- !.
'$rnd_choose'(K, N, Acc, Set) :-
    (   random(N) < K
    ->  K1 is K - 1,
        Acc1 = [N|Acc]
    ;   K1 = K,
        Acc1 = Acc
    ),
    N1 is N - 1,
    '$rnd_choose'(K1, N1, Acc1, Set).

%   randseq(+K, +N, -List): K distinct integers of 1..N in random order.
randseq(K, N, List) :-
    randset(K, N, Set),
    random_permutation(Set, List).

%   random_numlist(+P, +L, +U, -List): each integer of L..U kept with
%   probability P, in order.
random_numlist(P, L, U, List) :-
    must_be(between(0.0, 1.0), P),
    must_be(integer, L),
    must_be(integer, U),
    findall(I, ( between(L, U, I), random_float < P ), List).
