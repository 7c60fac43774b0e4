% solve.pl: read a zebra puzzle written in English, and solve it, with
% library(zebra).
%
%     zebralog solve.pl einstein.txt
%
% (`zebralog puzzle solve einstein.txt` prints the same, and more when
% the solution is not unique.)  The puzzle file names its attributes,
% one line each,
%
%     Pet: birds, cats, dogs, fish, horses.
%
% then gives its clues, one sentence each, and may end with questions:
%
%     The Brit lives in the red house.
%     The green house is exactly to the left of the white house.
%     Who owns the fish?
%
% README.md in this directory lists the sentence shapes understood.  The
% program prints the street as a table (one row per house, leftmost
% first), answers the questions and says whether the solution is unique.
%
% The puzzle is the last command-line argument that ends in ".txt"; with
% none, a usage line and exit status 2.  A puzzle the library cannot read
% ("solve.pl: cannot understand clue 3: ...") or that has no solution is
% reported on standard error with exit status 1.

:- use_module(library(zebra)).
:- initialization(main, main).

main :-
    current_prolog_flag(argv, Argv),
    (   puzzle_argument(Argv, File)
    ->  catch(solve_file(File), error(zebra_error(E), _), report_error(E))
    ;   format(user_error, "usage: solve.pl PUZZLE.txt~n", []),
        halt(2)
    ).

% The last argument naming a .txt file: whatever else the system running
% the script leaves in argv, the puzzle is found.
puzzle_argument(Argv, File) :-
    reverse(Argv, Reversed),
    member(File, Reversed),
    sub_atom(File, _, _, 0, '.txt'),
    !.

% The puzzle term is read from the text, and solved looking for a second
% solution too: zebra_unique/2 says unique(S), none or several(S1, S2).
solve_file(File) :-
    zebra_read(file(File), Puzzle),
    zebra_unique(Puzzle, Verdict),
    print_verdict(Verdict, Puzzle).

print_verdict(unique(Solution), Puzzle) :-
    zebra_print(Puzzle, Solution),
    format("~nThe solution is unique.~n").
print_verdict(several(Solution, _), Puzzle) :-
    zebra_print(Puzzle, Solution),
    format("~nThe solution is not unique: this is one of at least 2.~n").
print_verdict(none, _) :-
    throw(error(zebra_error(no_solution), _)).

report_error(E) :-
    zebra_message(E, Message),
    format(user_error, "solve.pl: ~w~n", [Message]),
    halt(1).
