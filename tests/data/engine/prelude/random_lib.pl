% library(random)'s other predicates (issue 14): random/3, maybe/0,1,2,
% random_select/3, random_subseq/3, randset/3, randseq/3,
% random_numlist/4, random_perm2/4.  The numbers are not SWI's: only
% their properties are printed, and the errors.
:- use_module(library(random)).

t(G) :- catch(( call(G) -> print(yes) ; print(no) ), error(E, _), print(error(E))), nl.
chk(Name, G) :- ( forall(between(1, 50, _), G) -> R = ok ; R = failed ), print(Name-R), nl.

main :-
    chk(random3_int, ( random(3, 7, X1), integer(X1), X1 >= 3, X1 < 7 )),
    chk(random3_float, ( random(1.0, 2, X2), float(X2), X2 >= 1.0, X2 < 2.0 )),
    chk(maybe, ( maybe -> true ; true )),
    chk(maybe1, ( \+ maybe(0.0), maybe(1.0) )),
    chk(maybe2, ( \+ maybe(0, 5), maybe(5, 5) )),
    chk(perm2, ( random_perm2(a, b, P, Q), msort([P, Q], [a, b]) )),
    chk(select, ( random_select(S, [a, b, c, d], R), msort([S|R], [a, b, c, d]), length(R, 3) )),
    chk(select_insert, ( random_select(x, L3, [a, b]), msort(L3, [a, b, x]), subtract(L3, [x], [a, b]) )),
    chk(subseq, ( random_subseq([1, 2, 3, 4, 5], Sub, Comp), append(Sub, Comp, All), msort(All, [1, 2, 3, 4, 5]),
                  subtract([1, 2, 3, 4, 5], Comp, Sub) )),
    chk(randset, ( randset(4, 10, Set), length(Set, 4), sort(Set, Set), Set = [Lo|_], Lo >= 1, last(Set, Hi), Hi =< 10 )),
    chk(randset_all, randset(5, 5, [1, 2, 3, 4, 5])),
    chk(randseq, ( randseq(4, 10, Seq), length(Seq, 4), sort(Seq, SS), length(SS, 4), forall(member(E, Seq), between(1, 10, E)) )),
    chk(numlist, ( random_numlist(0.5, 1, 20, NL), sort(NL, NL), forall(member(E2, NL), between(1, 20, E2)) )),
    chk(numlist_all, random_numlist(1.0, 1, 5, [1, 2, 3, 4, 5])),
    chk(numlist_none, random_numlist(0.0, 1, 5, [])),
    set_random(seed(3)), randseq(6, 100, A), random_subseq([a, b, c, d, e, f], B, _),
    set_random(seed(3)), randseq(6, 100, A2), random_subseq([a, b, c, d, e, f], B2, _),
    ( A-B == A2-B2 -> writeln(repeatable) ; writeln(not_repeatable) ),
    t(random_select(_, [], _)),
    t(random_select(_, _, _)),
    t(random_select(_, foo, _)),
    t(random(a, 1, _)),
    t(random(1, _, _)),
    t(maybe(1.5)),
    t(maybe(a)),
    t(maybe(6, 5)),
    t(maybe(-1, 5)),
    t(randset(6, 5, _)),
    t(randset(-1, 5, _)),
    t(random_numlist(2, 1, 5, _)).
