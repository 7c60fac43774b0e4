% library(zebra) used from a program, on puzzle terms built by hand: one
% clue of each kind, uniqueness verdicts, the check report and the
% errors of malformed terms.

:- use_module(library(zebra)).

% Three houses, a person and a pet in each.
attributes([name-[ann, bob, cy], pet-[cat, dog, eel], age-[20, 30, 40]]).

% Each clue kind, added to the same two fixing clues, and the solutions.
kinds([ same(name=ann, pet=cat), not_same(name=ann, pet=cat),
        left_of(name=ann, name=bob), right_of(name=ann, name=bob),
        somewhere_left_of(name=cy, name=ann),
        somewhere_right_of(name=ann, name=cy),
        next_to(name=ann, pet=eel), not_next_to(name=ann, name=cy),
        at(pet=dog, 2), not_at(pet=dog, 2), at_end(name=bob),
        not_at_end(name=bob), between(name=ann, pet=cat, name=cy),
        one_between(name=ann, name=cy), two_between(name=ann, name=cy),
        less(age, pet=cat, name=ann), greater(age, pet=cat, name=ann),
        and(at(name=ann, 1), at(pet=cat, 3)),
        not(between(name=ann, name=bob, name=cy)),
        not(and(at(name=ann, 1), at(pet=cat, 1))),
        not(less(age, name=bob, pet=dog)), not(one_between(name=ann, name=bob))
      ]).

main :-
    attributes(As),
    kinds(Kinds),
    forall(member(K, Kinds),
           ( P = puzzle(3, As, [K, at(age=20, 1), at(age=40, 3)], []),
             aggregate_all(count, zebra_solve(P, _), Count),
             format("~q: ~d solutions~n", [K, Count]) )),
    P1 = puzzle(3, As, [at(name=ann, 1), at(pet=cat, 1), at(age=20, 1),
                        left_of(name=bob, name=cy), same(pet=dog, name=cy),
                        greater(age, name=cy, name=bob)], []),
    zebra_unique(P1, V1), print(V1), nl,
    zebra_check(P1, R1), print(R1), nl,
    zebra_unique(puzzle(3, As, [same(name=ann, name=bob)], []), V2), print(V2), nl,
    zebra_unique(puzzle(3, As, [at(name=ann, 1), at(pet=cat, 1),
                                at(age=20, 1), at(name=bob, 2)], []), V3),
    print(V3), nl,
    forall(bad(B), report(B)).

report(P) :-
    catch(( zebra_solve(P, _), writeln(solved) ),
          E,
          (   zebra_message(E, M)
          ->  format("~s~n", [M])
          ;   E = error(Formal, _),
              print(Formal), nl
          )).

bad(puzzle(1, [a-[x]], [], [])).
bad(puzzle(2, [], [], [])).
bad(puzzle(2, [a-[x, y], b-[z]], [], [])).
bad(puzzle(2, [a-[x, x]], [], [])).
bad(puzzle(2, [a-[x, y], a-[z, w]], [], [])).
bad(puzzle(2, [a-[x, f(y)]], [], [])).
bad(puzzle(2, [a-[x, y]], [next_to(a=x, a=w)], [])).
bad(puzzle(2, [a-[x, y]], [at(a=x, 3)], [])).
bad(puzzle(2, [a-[x, y]], [less(a, a=x, a=y)], [])).
bad(puzzle(2, [a-[x, y]], [opposite(a=x, a=y)], [])).
bad(puzzle(2, [a-[x, y]], [], [question('Who?', who(b=x))])).
bad(not_a_puzzle).
