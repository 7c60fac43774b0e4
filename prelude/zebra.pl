/** <module> library(zebra): zebra puzzles as Prolog terms, read from text, solved, checked and printed

library(zebra) is made of parts, each a library of its own under
prelude/zebra/, which this module loads and whose public predicates it
exports:

  library(zebra/read)      zebra_read/2,3: a puzzle from a file or text,
                           in any style the readers know
  library(zebra/model)     the checks of the puzzle term, and
                           zebra_value_number/2
  library(zebra/solve)     zebra_solve/2 by CLP(FD), zebra_unique/2,
                           zebra_check/2, zebra_conflict/2,
                           zebra_diagnose/2
  library(zebra/english)   zebra_english/3: a clue in plain English
  library(zebra/print)     zebra_print/2: the solution table, answers
  library(zebra/messages)  zebra_message/2: the sentence of an error

The readers (library(zebra/text), library(zebra/infer),
library(zebra/zebralogic)), the explainers (library(zebra/explain),
library(zebra/grid_explain)) and the generator (library(zebra/generate))
load when first called.  zebra_main/1, the command line `zebralog
puzzle`, is library(zebra/cli): the clause here loads it when first
called, so loading library(zebra) does not.

A puzzle is the term

    puzzle(Houses, Attributes, Clues, Questions)

Houses is the number of houses N >= 2 (a house puzzle: positions 1..N,
1 leftmost), or grid(N) (a grid puzzle: N entities and no positions;
the values of the first attribute name the rows, value I in row I).
Attributes is [Attr-Values, ...], Values the N distinct values of
Attr as the puzzle writes them (atoms such as 'Blue Master', '$24',
'10:30am', or integers); a value in a clue is Attr=Value.  An
attribute is ordered when every value stands for a number
(zebra_value_number/2), all different, and the values are of one kind
(one unit, all clock times, all months, ...); in a house puzzle the
name `house` in a comparison means the positions 1..N (no attribute
may be called house there).  Clues is a list of clue terms, numbered
from 1, X, Y, ... references Attr=Value:
  same/2, not_same/2;
  left_of/2, right_of/2 (directly), somewhere_left_of/2,
  somewhere_right_of/2, next_to/2, not_next_to/2, at/2, not_at/2 (a
  house number), at_end/1, not_at_end/1, between/3 (the middle value
  strictly between the others, either order), one_between/2,
  two_between/2: positional, house puzzles only;
  less(A, X, Y), greater(A, X, Y): num_A(X) < num_A(Y) (>), A ordered;
  diff(A, X, Y, D): num_A(X) - num_A(Y) =:= D, D a non-zero integer;
  ratio(A, X, Y, P, Q): num_A(X) * Q =:= num_A(Y) * P, P and Q
  different positive integers ("twice" is 2, 1; "half" is 1, 2);
  distance(A, X, Y, Op, D): abs(num_A(X) - num_A(Y)) Op D, Op one of
  =, >=, =<, D a positive integer ("far from" is >= 2);
  either(X, Y, Z): X is exactly one of Y and Z;
  pair(A, B, C, D): A and B differ, and are C and D in some order;
  all_different([X1, X2, ...]): pairwise different entities;
  and/2, or/2 (at least one), xor/2 (exactly one), not/1, over any
  clue terms.
Questions is [question(Text, Q)], Q one of who(X), what(Attr, X),
where(X) (house puzzles), X a value or house(N) (what(name, house(1)):
"What is the name of the person in house 1?").  A solution is a list
of rows (houses, leftmost first; in a grid puzzle in the order of the
first attribute's values), each a list of Attr=Value in the order of
Attributes.

    ?- zebra_read(file('examples/puzzles/einstein.txt'), P),
       zebra_solve(P, S), zebra_print(P, S).

Errors in a puzzle are thrown as error(zebra_error(E), _) and worded
by zebra_message/2.
*/

:- module(zebra,
          [ zebra_read/2,               % +Source, -Puzzle
            zebra_read/3,               % +Source, -Puzzle, +Options
            zebra_solve/2,              % +Puzzle, -Solution
            zebra_unique/2,             % +Puzzle, -Verdict
            zebra_check/2,              % +Puzzle, -Report
            zebra_print/2,              % +Puzzle, +Solution
            zebra_message/2,            % +ErrorTerm, -Message
            zebra_value_number/2,       % +Value, -Number
            zebra_english/3,            % +Puzzle, +Clue, -String
            zebra_conflict/2,           % +Puzzle, -ClueNumbers
            zebra_diagnose/2,           % +Puzzle, -Diagnosis
            zebra_main/1,               % +Argv (zebralog puzzle ...)
            '$zebra_negation'/2         % for library(zebra/explain)
          ]).

:- reexport(library(zebra/read), [zebra_read/2, zebra_read/3]).
:- reexport(library(zebra/model), [zebra_value_number/2]).
:- reexport(library(zebra/solve),
            [ zebra_solve/2, zebra_unique/2, zebra_check/2,
              zebra_conflict/2, zebra_diagnose/2, '$zebra_negation'/2
            ]).
:- reexport(library(zebra/english), [zebra_english/3]).
:- reexport(library(zebra/print), [zebra_print/2]).
:- reexport(library(zebra/messages), [zebra_message/2]).

%!  zebra_main(+Argv) is det.
%
%   `zebralog puzzle Argv...`: runs the command line of
%   library(zebra/cli), loading it first (see zebra_cli:zebra_main/1
%   for the commands and exit statuses).
zebra_main(Argv) :-
    use_module(library(zebra/cli), []),
    zebra_cli:zebra_main(Argv).
