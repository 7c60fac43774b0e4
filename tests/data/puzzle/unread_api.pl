% An unread question from a program (issue 26): zebra_read/2 raises its
% error, as for a clue; zebra_read/3 with unread_questions(Errors) hands
% the errors back and leaves those questions out of the puzzle; a puzzle
% term's questions are checked as given (unread/1 there is no question).

:- use_module(library(zebra)).

text("Names: Ann, Bob\nPets: cat, dog\n\nAnn owns the cat.\nWhy?\nWho owns the dog?\n").

main :-
    text(T),
    catch(zebra_read(text(T), _), error(zebra_error(E1), _), true),
    zebra_message(E1, M1),
    format("zebra_read/2: ~w~n", [M1]),
    zebra_read(text(T), puzzle(_, _, _, Qs), [unread_questions(Es)]),
    format("questions kept: ~q~n", [Qs]),
    forall(member(E, Es), ( zebra_message(E, M), format("unread: ~w~n", [M]) )),
    catch(zebra_read(text("puzzle(grid(2), [name-[a,b], x-[c,d]], [same(name=a, x=c)], [question('Q?', unread(foo))]).\n"), _),
          error(zebra_error(E3), _), true),
    zebra_message(E3, M3),
    format("term: ~w~n", [M3]).
