% Prints the solution of the puzzle file named by the last argument the
% way its NAME.key lists it, values only: one line per row (per house,
% in a house puzzle, its number first), values joined by "; "; then the
% answer to each question on a line of its own after "? " (as
% NAME.answers lists them).  A
% puzzle without a unique solution prints its verdict and exits 1; one
% the reader refuses exits 1 with the reader's message (tests/it/
% grid_corpus.rs).  As `puzzle solve` does, a clue the reader cannot
% read is left out when the other clues determine the solution.
main :-
    current_prolog_flag(argv, Argv),
    last(Argv, File),
    catch(zebra_read(file(File), Puzzle, [unread_clues(Unread)]),
          error(zebra_error(E), _), refused(E)),
    zebra_unique(Puzzle, Verdict),
    (   Unread = [E1|_], Verdict \= unique(_)  % as `puzzle solve`: a clue left out
    ->  refused(E1)                          % only when not needed
    ;   true
    ),
    (   Verdict = unique(Solution)
    ->  Puzzle = puzzle(Houses, Attributes, _, Questions),
        forall(nth1(I, Solution, Row), print_row(Houses, I, Row)),
        forall(member(question(_, Q), Questions),
               ( zebra_print:'$zebra_answer'(Houses, Attributes, Solution, Q, A),
                 format("? ~w~n", [A]) ))
    ;   Verdict = none
    ->  format("no solution~n"), halt(1)
    ;   format("several solutions~n"), halt(1)
    ).

refused(E) :-
    zebra_message(E, Message),
    format("refused: ~w~n", [Message]),
    halt(1).

print_row(Houses, I, Row) :-
    findall(T, ( member(_=V, Row), format(atom(T), "~w", [V]) ), Ts0),
    (   integer(Houses) -> Ts = [I|Ts0] ; Ts = Ts0 ),
    atomic_list_concat(Ts, '; ', Line),
    writeln(Line).
