/** <module> library(zebra/cli): the command line `zebralog puzzle ...`

In prelude/zebra/cli.pl: zebra_main/1, the Prolog side of `zebralog
puzzle` (src/bin/zebralog.rs loads this library and calls it with the
command's arguments), its option parsing, what each command prints and
its exit status.  library(zebra) does not load it: a program that uses
library(zebra) gets zebra_main/1 through a clause that loads this
library when first called.  The driver loads the parts of library(zebra)
it drives; library(zebra/explain), library(zebra/grid_explain) and
library(zebra/generate) load when a command first calls them
(autoload), so `puzzle solve` does not read them.  The helpers are
local to the module.
*/

:- module(zebra_cli,
          [ zebra_main/1                % +Argv (zebralog puzzle ...)
          ]).

:- use_module(library(clpfd)).
:- use_module(library(zebra/model)).
:- use_module(library(zebra/solve)).
:- use_module(library(zebra/read)).
:- use_module(library(zebra/english)).
:- use_module(library(zebra/print)).
:- use_module(library(zebra/messages)).

                /*******************************
                *   COMMAND LINE               *
                *******************************/

%!  zebra_main(+Argv) is det.
%
%   `zebralog puzzle Argv...`:
%     solve FILE [--all]   the table and answers, and whether the solution
%                          is unique; --all counts the solutions (up to
%                          10,000); for several, the cells no clue fixes
%                          and a clue that would; for none, a minimal
%                          set of clues that contradict each other
%     solve FILE --explain the chain of deductions that solves it
%                          (library(zebra/explain) for a house puzzle,
%                          its difficulty; library(zebra/grid_explain)
%                          for a grid puzzle, its step figures) and the
%                          table; --check (grid puzzles) replays it with
%                          zebra_grid_check/3
%     check FILE           uniqueness, and the clues the puzzle could do
%                          without
%     read FILE            each clue as written, its reading in canonical
%                          English and as a term
%     generate [--houses N] [--attributes M] [--seed S]
%              [--style brainzilla|zebralogic|term|grid] [--kinds K1,K2,...]
%              [--difficulty easy|medium|hard]
%                          a new puzzle with one solution
%                          (library(zebra/generate)), as text or a term;
%                          --style grid: a logic-grid puzzle of N people
%                          (3..6, default 4) and M categories (3..5,
%                          default 4)
% Exit status (halt/1): 0 done; 1 a bad puzzle, one without a solution,
% or (check) one without a unique solution, or no puzzle could be made;
% 2 a usage error.
zebra_main(Argv) :-
    maplist('$zebra_arg_atom', Argv, Args),
    (   '$zebra_command'(Args, Command, File)
    ->  catch('$zebra_run'(Command, File, Status),
              error(zebra_error(E), _),
              ( '$zebra_report'(File, E), Status = 1 )),
        (   Status =:= 0
        ->  true
        ;   halt(Status)
        )
    ;   ( Args == ['--help'] ; Args == ['-h'] )
    ->  '$zebra_usage'(user_output)
    ;   '$zebra_usage'(user_error),
        halt(2)
    ).

'$zebra_usage'(Stream) :-
    format(Stream, "usage: zebralog puzzle solve FILE [--all | --explain [--check]]~n", []),
    format(Stream, "       zebralog puzzle check FILE~n", []),
    format(Stream, "       zebralog puzzle read FILE~n", []),
    format(Stream, "       zebralog puzzle generate [--houses N] [--attributes M] [--seed S]~n", []),
    format(Stream, "                [--style brainzilla|zebralogic|term|grid] [--kinds K1,K2,...]~n", []),
    format(Stream, "                [--difficulty easy|medium|hard]~n", []).


'$zebra_arg_atom'(Arg, Atom) :-
    atom_string(Atom, Arg).

'$zebra_command'([solve|Args], Command, File) :-
    (   select('--all', Args, [File])
    ->  Command = solve(true)
    ;   select('--explain', Args, Args1)
    ->  (   select('--check', Args1, [File])
        ->  Command = explain(true)
        ;   Args1 = [File],
            Command = explain(false)
        )
    ;   Args = [File],
        Command = solve(false)
    ),
    \+ sub_atom(File, 0, _, _, '-').
'$zebra_command'([generate|Args], generate(Options, Style, Difficulty), none) :-
    '$zebra_generate_options'(Args, [], Options, brainzilla, Style, any, Difficulty).
'$zebra_command'([read, File], read, File) :-
    \+ sub_atom(File, 0, _, _, '-').
'$zebra_command'([check, File], check, File) :-
    \+ sub_atom(File, 0, _, _, '-').

'$zebra_report'(File, E) :-
    zebra_message(E, Message),
    (   ( E = cannot_read(_, _) ; File == none )
    ->  format(user_error, "zebralog: ~w~n", [Message])
    ;   format(user_error, "zebralog: ~w: ~w~n", [File, Message])
    ).

'$zebra_run'(solve(All), File, Status) :-
    zebra_read(file(File), Puzzle0, [clue_texts(Texts0), unread_questions(Unread),
                                     unread_clues(UnreadClues)]),
    zebra_unique(Puzzle0, Verdict0),
    (   UnreadClues == []
    ->  Puzzle = Puzzle0, Texts = Texts0, Verdict = Verdict0
    ;   Verdict0 = unique(_)
    ->  Puzzle = Puzzle0, Texts = Texts0, Verdict = Verdict0,
        forall(member(E, UnreadClues), '$zebra_report_left_out'(File, E))
    ;   zebra_read(file(File), Puzzle, [clue_texts(Texts), unread_questions(_)]),
        zebra_unique(Puzzle, Verdict)
    ),
    '$zebra_solve_run'(All, File, Puzzle, Texts, Verdict, Status0),
    '$zebra_report_unread'(File, Unread, Status0, Status).
'$zebra_run'(read, File, Status) :-
    zebra_read(file(File), Puzzle, [readings(Readings), unread_questions(Unread)]),
    forall(member(reading(N, Text, Term, English), Readings),
           (   (   var(Text)
               ->  format("~d.~n", [N])
               ;   format("~d. ~w~n", [N, Text])
               ),
               format("   ~w~n   ~q~n", [English, Term])
           )),
    Puzzle = puzzle(_, _, _, Questions),
    forall(member(question(Text, Q), Questions),
           format("~w~n   ~q~n", [Text, Q])),
    '$zebra_report_unread'(File, Unread, 0, Status).

'$zebra_run'(explain(Check), File, Status) :-
    '$zebra_read_leaving_out'(File, Puzzle),
    (   Puzzle = puzzle(grid(_), _, _, _)
    ->  zebra_grid_explain(Puzzle, Explanation),
        zebra_grid_print(Puzzle, Explanation)
    ;   Check == true
    ->  '$zebra_error'(check_unsupported)
    ;   zebra_explain(Puzzle, Explanation),
        zebra_print_explanation(Puzzle, Explanation)
    ),
    (   Explanation = explanation(_, solution(_), _)
    ->  Status0 = 0
    ;   Status0 = 1
    ),
    (   Check == true
    ->  zebra_grid_check(Puzzle, Explanation, Problems),
        (   Problems == []
        ->  Status = Status0,
            format("~nChecked: every premise was derived before its step, and each step's premises and clue imply its conclusion.~n")
        ;   Status = 1,
            forall(member(P, Problems),
                   format(user_error, "zebralog: ~w: the check failed: ~q~n", [File, P]))
        )
    ;   Status = Status0
    ).
'$zebra_run'(generate(Options, Style, Difficulty), none, 0) :-
    '$zebra_generate'(Options, Style, Difficulty, 0, Puzzle),
    (   Style == term
    ->  portray_clause(Puzzle)
    ;   zebra_puzzle_text(Puzzle, Style, Text),
        write(Text)
    ).
'$zebra_run'(check, File, Status) :-
    zebra_read(file(File), Puzzle, [clue_texts(Texts)]),
    zebra_check(Puzzle, report(Verdict, Redundant)),
    (   Verdict = unique(_)
    ->  Status = 0,
        format("The solution is unique.~n"),
        '$zebra_print_redundant'(Puzzle, Texts, Redundant)
    ;   Status = 1,
        (   Verdict = none
        ->  format("The puzzle has no solution.~n"),
            zebra_conflict(Puzzle, Conflict),
            (   Conflict = [N]
            ->  format("Clue ~d cannot hold:~n", [N])
            ;   '$zebra_and_list'(Conflict, List),
                format("Clues ~w contradict each other:~n", [List])
            ),
            '$zebra_print_clues'(user_output, Puzzle, Texts, Conflict)
        ;   Verdict = several(S1, S2),
            format("The puzzle has more than one solution. Two of them:~n"),
            '$zebra_print_two'(Puzzle, S1, S2),
            '$zebra_print_undetermined'(Puzzle, S1, S2)
        )
    ).

% A clue that cannot be read is left out only when the other clues
% determine the solution on their own: the solution cannot then depend
% on what the clue says (it holds whatever the clue says, if the puzzle
% has a solution at all), and the clue is named on the error stream.
% Otherwise the puzzle is refused with the clue's error, as
% `puzzle read` refuses it (the strict reading, raised again above).
'$zebra_report_left_out'(File, E) :-
    zebra_message(E, Message),
    format(user_error, "zebralog: ~w: left out, the other clues determine the solution: ~w~n",
           [File, Message]).

% '$zebra_read_leaving_out'(+File, -Puzzle): the puzzle as `puzzle solve`
% reads it: a clue that cannot be read is left out (and named) when the
% other clues determine the solution, so that a puzzle that solves also
% explains; otherwise the strict reading raises the clue's error.
'$zebra_read_leaving_out'(File, Puzzle) :-
    zebra_read(file(File), Puzzle0, [unread_clues(UnreadClues)]),
    (   UnreadClues == []
    ->  Puzzle = Puzzle0
    ;   zebra_unique(Puzzle0, unique(_))
    ->  Puzzle = Puzzle0,
        forall(member(E, UnreadClues), '$zebra_report_left_out'(File, E))
    ;   zebra_read(file(File), Puzzle)
    ).

% A question that cannot be read does not hide the solution: the
% solution is printed, then an error naming each such question, and the
% exit status is 1.
'$zebra_report_unread'(File, Unread, Status0, Status) :-
    forall(member(E, Unread), '$zebra_report'(File, E)),
    (   Unread == [] -> Status = Status0 ; Status = 1 ).

% The solution or diagnosis of Puzzle, Verdict its zebra_unique/2
% verdict (found once by the caller, which needs it to leave clues out).
'$zebra_solve_run'(All, File, Puzzle, Texts, Verdict, Status) :-
    (   Verdict = unique(S)
    ->  Status = 0,
        zebra_print(Puzzle, S),
        format("~nThe solution is unique.~n")
    ;   Verdict = none
    ->  Status = 1,
        zebra_conflict(Puzzle, Conflict),
        '$zebra_report'(File, no_solution(Conflict)),
        '$zebra_print_clues'(user_error, Puzzle, Texts, Conflict)
    ;   Status = 0,
        Verdict = several(S1, S2),
        (   All == true
        ->  '$zebra_count_limit'(Limit),
            Over is Limit + 1,
            aggregate_all(count, limit(Over, '$zebra_solutions'(Puzzle, [], _)), Count),
            (   Count > Limit
            ->  format("The puzzle has more than ~d solutions. Two of them:~n", [Limit])
            ;   format("The puzzle has ~d solutions. Two of them:~n", [Count])
            )
        ;   format("The puzzle has more than one solution. Two of them:~n")
        ),
        '$zebra_print_two'(Puzzle, S1, S2),
        '$zebra_print_undetermined'(Puzzle, S1, S2)
    ).

% '$zebra_print_clues'(+Stream, +Puzzle, +Texts, +Numbers): the clues
% numbered, each as the text gave it or else in canonical English.
'$zebra_print_clues'(Stream, Puzzle, Texts, Numbers) :-
    Puzzle = puzzle(_, _, Clues, _),
    forall(member(N, Numbers),
           (   is_list(Texts), nth1(N, Texts, Text), nonvar(Text)
           ->  format(Stream, "  Clue ~d: ~w~n", [N, Text])
           ;   nth1(N, Clues, Clue),
               zebra_english(Puzzle, Clue, English),
               format(Stream, "  Clue ~d: ~w~n", [N, English])
           )).

% The cells no clue fixes, and a clue that would.
'$zebra_print_undetermined'(Puzzle, S1, S2) :-
    '$zebra_diagnosis'(several(S1, S2), Puzzle, several(_, _, Cells, Clue)),
    Puzzle = puzzle(Houses, _, _, _),
    findall(Row, member(cell(Row, _), Cells), Rows0),
    list_to_set(Rows0, Rows),
    findall(Part, ( member(Row, Rows),
                    findall(W, ( member(cell(Row, A), Cells),
                                 '$zebra_attr_words'(A, W) ), Ws),
                    '$zebra_and_list'(Ws, AttrList),
                    '$zebra_row_name'(Houses, Row, RowName),
                    format(atom(Part), "the ~w of ~w", [AttrList, RowName]) ),
            Parts),
    atomic_list_concat(Parts, '; ', Text),
    format("Not determined: ~w.~n", [Text]),
    (   Clue == none
    ->  format("No single clue saying that two values go together (or not) makes the solution unique.~n")
    ;   zebra_english(Puzzle, Clue, English),
        format("A clue that would make the solution unique: ~w~n", [English])
    ).

'$zebra_row_name'(Houses, Row, Name) :-
    (   integer(Houses)
    ->  format(atom(Name), "house ~d", [Row])
    ;   Row = (_=Value),
        format(atom(Name), "~w", [Value])
    ).

% `--all` stops counting here: a puzzle with few clues has millions.
'$zebra_count_limit'(10000).

% Two solutions, and the houses where they differ.
'$zebra_print_two'(Puzzle, S1, S2) :-
    format("~nSolution 1:~n"),
    zebra_print(Puzzle, S1),
    format("~nSolution 2:~n"),
    zebra_print(Puzzle, S2),
    findall(N, ( nth1(N, S1, H1), nth1(N, S2, H2), H1 \== H2 ), Houses),
    (   Puzzle = puzzle(grid(_), _, _, _)
    ->  findall(V, ( member(N, Houses), nth1(N, S1, [_=V|_]) ), Names),
        '$zebra_and_list'(Names, List),
        format("~nThey differ for ~w.~n", [List])
    ;   '$zebra_and_list'(Houses, List),
        (   Houses = [_]
        ->  format("~nThey differ in house ~w.~n", [List])
        ;   format("~nThey differ in houses ~w.~n", [List])
        )
    ).

'$zebra_print_redundant'(_, _, []) :-
    !,
    format("No clue is redundant.~n").
'$zebra_print_redundant'(Puzzle, Texts, Redundant) :-
    Puzzle = puzzle(_, _, Clues, _),
    length(Redundant, Count),
    (   Count =:= 1
    ->  format("1 clue is redundant (the solution stays unique without it):~n")
    ;   format("~d clues are redundant (the solution stays unique without any one of them):~n",
               [Count])
    ),
    forall(member(N, Redundant),
           (   nth1(N, Clues, Clue),
               (   is_list(Texts), nth1(N, Texts, Text), nonvar(Text)
               ->  format("  Clue ~d: ~w~n", [N, Text])
               ;   zebra_english(Puzzle, Clue, English),
                   format("  Clue ~d: ~w~n", [N, English])
               )
           )).

% '$zebra_generate_options'(+Args, +Options0, -Options, +Style0, -Style,
% +Difficulty0, -Difficulty): the options of `zebralog puzzle generate`;
% fails on anything else (a usage error).
'$zebra_generate_options'([], Options, Options, Style, Style, D, D).
'$zebra_generate_options'([Flag, Value|Args], Options0, Options, Style0, Style, D0, D) :-
    (   '$zebra_number_flag'(Flag, Name)
    ->  atom_number(Value, N),
        integer(N),
        Opt =.. [Name, N],
        Options1 = [Opt|Options0],
        '$zebra_generate_options'(Args, Options1, Options, Style0, Style, D0, D)
    ;   Flag == '--style'
    ->  memberchk(Value, [brainzilla, zebralogic, term, grid]),
        '$zebra_generate_options'(Args, Options0, Options, Value, Style, D0, D)
    ;   Flag == '--kinds'
    ->  atomic_list_concat(Kinds, ',', Value),
        '$zebra_generate_options'(Args, [kinds(Kinds)|Options0], Options, Style0, Style, D0, D)
    ;   Flag == '--difficulty'
    ->  memberchk(Value, [easy, medium, hard]),
        '$zebra_generate_options'(Args, Options0, Options, Style0, Style, Value, D)
    ).

'$zebra_number_flag'('--houses', houses).
'$zebra_number_flag'('--attributes', attributes).
'$zebra_number_flag'('--seed', seed).

% '$zebra_generate'(+Options, +Style, +Difficulty, +Try, -Puzzle): a
% puzzle of the difficulty asked for (its explanation's rating): seeds
% S, S+1, ... are tried in turn, up to 100 of them, so the same options
% still give the same puzzle.
'$zebra_generate'(Options0, Style, Difficulty, Try, Puzzle) :-
    (   Try >= 100
    ->  '$zebra_error'(no_puzzle_of(Difficulty))
    ;   true
    ),
    (   selectchk(seed(Seed0), Options0, Rest)
    ->  true
    ;   Seed0 = 1,
        Rest = Options0
    ),
    Seed is Seed0 + Try,
    (   Style == term
    ->  Options1 = [seed(Seed)|Rest]
    ;   Options1 = [seed(Seed), style(Style)|Rest]
    ),
    % An easy house puzzle is one solved by position and same-house clues
    % and singles alone, an easy grid puzzle mostly by identities,
    % negations and exact amounts: unless told otherwise, only those
    % kinds are drawn.
    (   Difficulty == easy, \+ memberchk(kinds(_), Options1)
    ->  (   Style == grid
        ->  Kinds = [same, not_same, neither, diff]
        ;   Kinds = [same, not_same, at, not_at, at_end, not_at_end]
        ),
        Options = [kinds(Kinds)|Options1]
    ;   Options = Options1
    ),
    catch(zebra_generate(Options, Puzzle0),
          error(E, _),
          '$zebra_generate_error'(E)),
    (   Difficulty == any
    ->  Puzzle = Puzzle0
    ;   '$zebra_difficulty'(Puzzle0, Difficulty)
    ->  Puzzle = Puzzle0
    ;   Try1 is Try + 1,
        '$zebra_generate'(Options0, Style, Difficulty, Try1, Puzzle)
    ).

% '$zebra_difficulty'(+Puzzle, -Difficulty): its explanation's rating,
% or for a puzzle library(zebra/explain) cannot explain (a grid puzzle)
% a rating by how far the propagation of its clues' constraints goes:
% easy when posting them fixes every value; medium when that takes a
% few suppositions, one at a time (a value tried and dropped when the
% constraints then fail at once; at most one for every four values of
% the attributes after the first); hard when it takes more, or
% suppositions one at a time do not do.
'$zebra_difficulty'(Puzzle, Difficulty) :-
    catch(zebra_explain(Puzzle, explanation(_, _, D)),
          error(zebra_error(explain_unsupported(_)), _),
          '$zebra_propagation_difficulty'(Puzzle, D)),
    Difficulty = D.

'$zebra_propagation_difficulty'(Puzzle, Difficulty) :-
    '$zebra_model'(Puzzle, [], _, Vars),
    '$zebra_shave'(Vars, 0, Suppositions),
    (   \+ ground(Vars)
    ->  Difficulty = hard
    ;   Suppositions =:= 0
    ->  Difficulty = easy
    ;   Puzzle = puzzle(_, [_|Attrs], _, _),
        foldl([_-Vs, C0, C]>>(length(Vs, L), C is C0 + L), Attrs, 0, Values),
        Suppositions * 4 =< Values
    ->  Difficulty = medium
    ;   Difficulty = hard
    ).

% '$zebra_shave'(+Vars, +Count0, -Count): a value of a variable that
% makes the constraints fail at once is removed, one at a time (what
% that removal propagates to is taken with it), until the values are
% fixed or none is left to remove; Count counts the removals.
'$zebra_shave'(Vars, Count0, Count) :-
    (   ground(Vars)
    ->  Count = Count0
    ;   member(V, Vars),
        var(V),
        fd_inf(V, Inf),
        fd_sup(V, Sup),
        between(Inf, Sup, X),
        fd_dom(V, Dom),
        X in Dom,
        \+ V = X
    ->  V #\= X,
        Count1 is Count0 + 1,
        '$zebra_shave'(Vars, Count1, Count)
    ;   Count = Count0
    ).

% The generator's option errors, as library(zebra) errors.
'$zebra_generate_error'(zebra_error(E)) :-
    !,
    '$zebra_error'(E).
'$zebra_generate_error'(E) :-
    '$zebra_error'(generate_option(E)).
