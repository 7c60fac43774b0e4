% Prints the solution of the puzzle file named by the last argument the
% way its NAME.key lists it, values only: one line per row (per house,
% in a house puzzle, its number first), values joined by "; "; then the
% answer to each question on a line of its own after "? " (as
% NAME.answers lists them).  A
% puzzle without a unique solution prints its verdict and exits 1; one
% the reader refuses exits 1 with the reader's message (tests/it/
% grid_corpus.rs).  As `puzzle solve` does, a clue the reader cannot
% read is left out when the other clues determine the solution.
%
% A puzzle that does not solve may still have misread clues: each clue
% the reader read must hold in the key's solution (NAME.key beside the
% puzzle), or the clue is printed as "misread: Term" and the exit
% status is 2.  (A puzzle that solves to its key needs no such check:
% every clue holds in its only solution.)
main :-
    current_prolog_flag(argv, Argv),
    last(Argv, File),
    catch(zebra_read(file(File), Puzzle, [unread_clues(Unread)]),
          error(zebra_error(E), _), refused(E)),
    zebra_unique(Puzzle, Verdict),
    (   Verdict = unique(_) -> true ; misreadings(File, Puzzle) ),
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

% misreadings(+File, +Puzzle): halts with status 2 after printing each
% read clue that is false in the solution NAME.key gives, if any.  The
% key's rows become same/2 clues among the values they name (a house
% puzzle's positions are not checked: its key need not list houses in
% order).
misreadings(File, puzzle(Houses, Attrs, Clues, _)) :-
    file_name_extension(Base, _, File),
    file_name_extension(Base, key, KeyFile),
    (   exists_file(KeyFile)
    ->  read_file_to_string(KeyFile, Text, []),
        split_string(Text, "\n", " \r", Lines0),
        exclude(==(""), Lines0, Lines),
        maplist(key_row(Attrs), Lines, Rows),
        findall(same(X, Y), ( member([X|Ys], Rows), member(Y, Ys) ), Key),
        append(Key, Clues, All),
        (   zebra_unique(puzzle(Houses, Attrs, All, []), none)
        ->  forall(( member(C, Clues),
                     zebra_unique(puzzle(Houses, Attrs, [C|Key], []), none) ),
                   format("misread: ~q~n", [C])),
            halt(2)
        ;   true
        )
    ;   true
    ).

% The values of a key row ("Name=Dana; Price=$26"), as A=V of the
% puzzle's attributes, compared as grid_corpus.rs compares them.
key_row(Attrs, Line, Row) :-
    split_string(Line, ";", " ", Parts),
    maplist(key_value, Parts, Vs),
    findall(A=X, ( member(A-Xs, Attrs), member(X, Xs),
                   format(string(S), "~w", [X]), key_norm(S, N),
                   memberchk(N, Vs) ),
            Row).

key_value(Part, V) :-
    (   sub_string(Part, B, _, _, "=")
    ->  B1 is B + 1, sub_string(Part, B1, _, 0, V0)
    ;   V0 = Part
    ),
    key_norm(V0, V).

key_norm(S0, S) :-
    string_lower(S0, S1),
    split_string(S1, "", " ", [S2]),
    (   sub_string(S2, 0, _, 1, S3), sub_string(S2, _, 1, 0, "s") -> S = S3 ; S = S2 ).
