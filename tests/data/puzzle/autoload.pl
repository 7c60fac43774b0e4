% library(zebra) without use_module/1: its predicates autoload (and load
% library(clpfd) with them).  A puzzle read from text, with the clue
% sentences kept; the answer looked up in the solution.

main :-
    Text = "Nationality: Brit, Dane.  Pet: cat, dog.
            The Brit keeps a dog.  The cat owner lives in the first house.",
    zebra_read(text(Text), Puzzle, [clue_texts(Texts)]),
    print(Puzzle), nl,
    print(Texts), nl,
    zebra_solve(Puzzle, Houses),
    member(House, Houses),
    memberchk(pet=cat, House),
    memberchk(nationality=Who, House),
    format("The ~w keeps the cat.~n", [Who]),
    zebra_print(Puzzle, Houses).
