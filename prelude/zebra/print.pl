/** <module> library(zebra/print): a solution as a table, and the answers to the questions

In prelude/zebra/print.pl, part of library(zebra): zebra_print/2 prints
the solution table, one row per house (or per entity of a grid
puzzle), each column as wide as its widest entry, then each question
of the puzzle with its answer.

'$zebra_title'/2 is exported for library(zebra/messages); the other
helpers are local to the module.
*/

:- module(zebra_print,
          [ zebra_print/2,              % +Puzzle, +Solution
            '$zebra_title'/2            % +Attr, -Title
          ]).

:- use_module(library(zebra/model)).

                /*******************************
                *   PRINTING                   *
                *******************************/

%!  zebra_print(+Puzzle, +Solution) is det.
%
%   Prints the table of the solution (a header of attribute names, one
%   row per house after its number; a grid puzzle's rows without one),
%   then each question with its answer, after an empty line.
zebra_print(Puzzle, Solution) :-
    '$zebra_print_table'(Puzzle, Solution),
    '$zebra_print_answers'(Puzzle, Solution).

'$zebra_print_table'(puzzle(Houses, Attributes, _, _), Solution) :-
    maplist('$zebra_attribute_title', Attributes, Titles),
    findall(Row,
            ( nth1(N, Solution, House),
              maplist('$zebra_cell', House, Cells),
              (   integer(Houses)
              ->  Row = [N|Cells]
              ;   Row = Cells
              ) ),
            Rows),
    (   integer(Houses)
    ->  Table = [['House'|Titles]|Rows]
    ;   Table = [Titles|Rows]
    ),
    '$zebra_column_stops'(Table, Stops),
    maplist('$zebra_print_row'(Stops), Table).

'$zebra_cell'(_=Value, Value).

% '$zebra_attribute_title'(+Attr-Values, -Title): car_model is printed
% "Car model".
'$zebra_attribute_title'(Attr-_, Title) :-
    '$zebra_title'(Attr, Title).

%!  '$zebra_title'(+Attr, -Title) is det.
%
%   Title is the attribute name Attr as a heading: car_model is
%   'Car model'.
'$zebra_title'(Attr, Title) :-
    atomic_list_concat(Words, '_', Attr),
    atomic_list_concat(Words, ' ', Spaced),
    (   sub_atom(Spaced, 0, 1, _, First)
    ->  upcase_atom(First, Upper),
        sub_atom(Spaced, 1, _, 0, Rest),
        atom_concat(Upper, Rest, Title)
    ;   Title = Spaced
    ).

% Each column is as wide as its widest entry plus two spaces.
'$zebra_column_stops'([Header|Rows], Stops) :-
    foldl('$zebra_widen', Rows, Header, Widest),
    foldl('$zebra_stop', Widest, Stops, 0, _).

'$zebra_widen'(Row, Widest0, Widest) :-
    maplist('$zebra_wider', Row, Widest0, Widest).

'$zebra_wider'(Cell, Cell0, Wider) :-
    string_length(Cell, L),
    string_length(Cell0, L0),
    (   L > L0 -> Wider = Cell ; Wider = Cell0 ).

'$zebra_stop'(Widest, Stop, Stop0, Stop) :-
    string_length(Widest, L),
    Stop is Stop0 + L + 2.

% One format call per row, a column stop after each cell but the last
% (so no line ends in spaces).
'$zebra_print_row'(Stops, Cells) :-
    '$zebra_row_format'(Cells, Stops, Directives, Args),
    atomic_list_concat(Directives, Format),
    format(Format, Args).

'$zebra_row_format'([Cell], _, ['~w~n'], [Cell]) :-
    !.
'$zebra_row_format'([Cell|Cells], [Stop|Stops], ['~w~t~*|'|Directives],
                    [Cell, Stop|Args]) :-
    '$zebra_row_format'(Cells, Stops, Directives, Args).

% Each question as written, then its answer, the answers in a column.
'$zebra_print_answers'(puzzle(_, _, _, []), _) :-
    !.
'$zebra_print_answers'(puzzle(Houses, Attributes, _, Questions), Solution) :-
    nl,
    findall(Text, member(question(Text, _), Questions), Texts),
    foldl('$zebra_wider', Texts, '', Longest),
    string_length(Longest, L),
    Stop is L + 2,
    forall(member(question(Text, Query), Questions),
           ( '$zebra_answer'(Houses, Attributes, Solution, Query, Answer),
             format("~w~t~*|~w~n", [Text, Stop, Answer]) )).

'$zebra_answer'(Houses, Attributes, Solution, who(X), Answer) :-
    (   X = (XA=_)                   % never X's own category: "Who wrote
    ->  exclude([A-_]>>(A == XA), Attributes, Others)   % Wren's Nest?" is no
    ;   Others = Attributes                             % book
    ),
    '$zebra_who_attribute'(Others, Attr),
    '$zebra_answer'(Houses, Attributes, Solution, what(Attr, X), Answer).
'$zebra_answer'(Houses, _, Solution, what(Attr, X), Answer) :-
    nth1(N, Solution, House),
    (   X = house(N) -> true ; memberchk(X, House) ),
    !,
    memberchk(Attr=Value, House),
    (   integer(Houses)
    ->  format(atom(Answer), "~w (house ~d)", [Value, N])
    ;   format(atom(Answer), "~w", [Value])
    ).
'$zebra_answer'(_, _, Solution, where(X), Answer) :-
    nth1(N, Solution, House),
    (   X = house(N) -> true ; memberchk(X, House) ),
    !,
    format(atom(Answer), "house ~d", [N]).

% "Who" in an answer: the attribute that names people, else the first
% one whose values are no numbers ("Who plays the viola?" asks for a
% musician, not a seat 1..4), else the first.
'$zebra_who_attribute'(Attributes, Attr) :-
    member(Attr-_, Attributes),
    memberchk(Attr, [name, nationality, person, owner]),
    !.
'$zebra_who_attribute'(Attributes, Attr) :-
    member(Attr-Values, Attributes),
    \+ ( member(V, Values), zebra_value_number(V, _) ),
    !.
'$zebra_who_attribute'([Attr-_|_], Attr).
