/** <module> library(zebra/read): reading a puzzle from a file or a text, in any style

In prelude/zebra/read.pl, part of library(zebra): zebra_read/2,3
recognise the style of a text (a puzzle term, the ZebraLogic benchmark
style, or puzzles as people publish them) and call that style's
reader (library(zebra/zebralogic), library(zebra/text) after
library(zebra/infer), which load when first called), then check the
puzzle read (library(zebra/model)) and that each clue read from text
could hold on its own (library(zebra/solve)).  The helpers are local
to the module.
*/

:- module(zebra_read,
          [ zebra_read/2,               % +Source, -Puzzle
            zebra_read/3                % +Source, -Puzzle, +Options
          ]).

:- use_module(library(zebra/model)).
:- use_module(library(zebra/solve)).
:- use_module(library(zebra/english)).

                /*******************************
                *   READING                    *
                *******************************/

%!  zebra_read(+Source, -Puzzle) is det.
%!  zebra_read(+Source, -Puzzle, +Options) is det.
%
%   Source is file(Path) or text(Text) (an atom, string or code list).
%   The style of the text is recognised ('$zebra_style'/2: a puzzle
%   term, ZebraLogic, or brainzilla) and its reader called; the puzzle
%   read is checked as zebra_solve/2 checks it.  Options:
%   clue_texts(-Texts), the clue sentences as written, one per clue (a
%   fresh variable when the style's reader does not keep them);
%   readings(-Readings), reading(N, Text, Term, English) for each clue,
%   English its zebra_english/3 sentence; unread_questions(-Errors),
%   the errors (zebra_error terms) of the questions the text reader
%   could not read, which are then left out of Puzzle.  Without that
%   option a question that cannot be read is an error, as a clue is:
%   a question is never dropped silently.  unread_clues(-Errors): the
%   same for clues (a text's clue that cannot be read, or whose reading
%   cannot hold on its own, is left out of Puzzle and its error put in
%   Errors), with clue_numbers(-Numbers), the number of each clue kept
%   as the text numbers it.  The caller must not answer from such a
%   puzzle unless it has exactly one solution, and must report Errors
%   (library(zebra/cli) does both).
zebra_read(Source, Puzzle) :-
    zebra_read(Source, Puzzle, []).

zebra_read(Source, Puzzle, Options) :-
    '$zebra_source_codes'(Source, Codes),
    '$zebra_style'(Codes, Style),
    (   memberchk(unread_clues(UnreadClues), Options)
    ->  Mode = unread(UnreadClues0)
    ;   Mode = strict, UnreadClues0 = []
    ),
    '$zebra_read_style'(Style, Mode, Codes, Puzzle00, Texts0, Numbers0),
    (   Style == term                   % a term's questions are checked as given
    ->  Puzzle0 = Puzzle00, Unread = []
    ;   '$zebra_unread_questions'(Puzzle00, Puzzle0, Unread)
    ),
    (   memberchk(unread_questions(U), Options)
    ->  U = Unread
    ;   Unread = [E|_]
    ->  '$zebra_error'(E)
    ;   true
    ),
    '$zebra_validate'(Puzzle0),
    (   var(UnreadClues0)               % a style with no text reader
    ->  UnreadClues0 = []
    ;   true
    ),
    (   Style == term
    ->  Puzzle = Puzzle0, Texts = Texts0, Numbers = Numbers0,
        UnreadClues = UnreadClues0
    ;   '$zebra_clues_possible'(Mode, Puzzle0, Texts0, Numbers0, Puzzle,
                                Texts, Numbers, Impossible),
        '$zebra_merge_unread'(UnreadClues0, Impossible, UnreadClues)
    ),
    (   memberchk(clue_texts(T), Options)
    ->  T = Texts
    ;   true
    ),
    (   memberchk(clue_numbers(Ns), Options)
    ->  Ns = Numbers
    ;   true
    ),
    (   memberchk(readings(Rs), Options)
    ->  '$zebra_readings'(Puzzle, Texts, Numbers, Rs)
    ;   true
    ).

% '$zebra_unread_questions'(+Puzzle0, -Puzzle, -Errors): the text
% reader gives a question it cannot read as question(Text, unread(E)).
'$zebra_unread_questions'(Puzzle0, Puzzle, Errors) :-
    (   Puzzle0 = puzzle(H, A, C, Qs0), is_list(Qs0)
    ->  findall(E, ( member(Q, Qs0), nonvar(Q), Q = question(_, U),
                     nonvar(U), U = unread(E) ), Errors),
        exclude('$zebra_unread_question', Qs0, Qs),
        Puzzle = puzzle(H, A, C, Qs)
    ;   Puzzle = Puzzle0, Errors = []
    ).

'$zebra_unread_question'(Q) :-
    nonvar(Q), Q = question(_, U), nonvar(U), U = unread(_).

% '$zebra_clues_possible'(+Mode, +Puzzle0, +Texts0, +Numbers0, -Puzzle,
% -Texts, -Numbers, -Impossible): each clue read from a text holds in
% some matching of the values, on its own.  A sentence people publish
% never contradicts itself, so a reading that does ("Dana joined in
% 1990 at the earliest" read as 1990 and as the earliest year) is a
% misreading, refused with the clue's number and text rather than
% reported as a puzzle without a solution: raised when Mode is strict,
% else left out of Puzzle and its error put in Impossible.
'$zebra_clues_possible'(Mode, Puzzle0, Texts0, Numbers0, Puzzle, Texts, Numbers,
                        Impossible) :-
    Puzzle0 = puzzle(Houses, Attributes, Clues0, Questions),
    findall(I-E, ( nth1(I, Clues0, Clue),
                   \+ '$zebra_solutions'(puzzle(Houses, Attributes, [Clue], []), [], _),
                   '$zebra_clue_number'(Numbers0, I, N),
                   (   is_list(Texts0), nth1(I, Texts0, Text)
                   ->  true
                   ;   format(atom(Text), "~q", [Clue])
                   ),
                   E = clue_impossible(N, Text) ),
            Bad),
    (   Bad == []
    ->  Puzzle = Puzzle0, Texts = Texts0, Numbers = Numbers0, Impossible = []
    ;   Mode == strict
    ->  Bad = [_-E|_],
        '$zebra_error'(E)
    ;   pairs_keys_values(Bad, BadIs, Impossible),
        '$zebra_drop_nths'(BadIs, Clues0, Clues),
        '$zebra_drop_nths'(BadIs, Texts0, Texts),
        '$zebra_drop_nths'(BadIs, Numbers0, Numbers),
        Puzzle = puzzle(Houses, Attributes, Clues, Questions)
    ).

'$zebra_clue_number'(Numbers, I, N) :-
    (   is_list(Numbers), nth1(I, Numbers, N0)
    ->  N = N0
    ;   N = I
    ).

'$zebra_drop_nths'(_, List0, List) :-
    \+ is_list(List0),
    !,
    List = List0.
'$zebra_drop_nths'(Is, List0, List) :-
    findall(X, ( nth1(I, List0, X), \+ memberchk(I, Is) ), List).

% The errors of the clues left out, in the order of their numbers.
'$zebra_merge_unread'(Unread, [], Unread) :-
    !.
'$zebra_merge_unread'(Unread, Impossible, Errors) :-
    append(Unread, Impossible, All),
    map_list_to_pairs('$zebra_error_clue_number', All, Pairs),
    keysort(Pairs, Sorted),
    pairs_values(Sorted, Errors).

'$zebra_error_clue_number'(E, N) :-
    (   compound(E), arg(1, E, N0), integer(N0)
    ->  N = N0
    ;   N = 0
    ).

% '$zebra_readings'(+Puzzle, +Texts, +Numbers, -Readings): reading(N,
% Text, Term, English) for each clue, N its number in the text, Text
% unbound when the reader keeps none.
'$zebra_readings'(Puzzle, Texts, Numbers, Readings) :-
    Puzzle = puzzle(_, _, Clues, _),
    findall(reading(N, Text, Clue, English),
            ( nth1(I, Clues, Clue),
              '$zebra_clue_number'(Numbers, I, N),
              (   is_list(Texts), nth1(I, Texts, Text)
              ->  true
              ;   true
              ),
              zebra_english(Puzzle, Clue, English) ),
            Readings).

'$zebra_source_codes'(Source, _) :-
    var(Source),
    !,
    throw(error(instantiation_error, _)).
'$zebra_source_codes'(file(Path), Codes) :-
    !,
    catch(read_file_to_codes(Path, Codes, []), error(E, _),
          '$zebra_cannot_read'(Path, E)).
'$zebra_source_codes'(text(Text), Codes) :-
    !,
    text_to_string(Text, String),
    string_codes(String, Codes).
'$zebra_source_codes'(Source, _) :-
    throw(error(domain_error(zebra_source, Source), _)).

'$zebra_cannot_read'(Path, existence_error(_, _)) :-
    !,
    '$zebra_error'(cannot_read(Path, 'no such file')).
'$zebra_cannot_read'(Path, permission_error(_, _, _)) :-
    !,
    '$zebra_error'(cannot_read(Path, 'permission denied')).
'$zebra_cannot_read'(Path, E) :-
    '$zebra_error'(cannot_read(Path, E)).

% '$zebra_style'(+Codes, -Style): term for a puzzle term written out
% (what `puzzle generate --style term` prints; % comment lines before
% it allowed), zebralogic for the text
% AI benchmarks use ("There are 5 houses ..." and lines such as " -
% Each person has a unique name: ..."), brainzilla otherwise.
'$zebra_style'(Codes, Style) :-
    string_codes(Text, Codes),
    (   split_string(Text, "\n", " \t\r", Lines),
        exclude('$zebra_comment_line', Lines, [First|_]),
        sub_string(First, 0, _, _, "puzzle(")
    ->  Style = term
    ;   sub_string(Text, _, _, _, "There are "),
        sub_string(Text, _, _, _, "- Each ")
    ->  Style = zebralogic
    ;   Style = brainzilla
    ).

'$zebra_comment_line'(Line) :-
    (   Line == ""
    ->  true
    ;   sub_string(Line, 0, 1, _, "%")
    ).

% '$zebra_read_style'(+Style, +Mode, +Codes, -Puzzle, -ClueTexts,
% -ClueNumbers): the hook
% where each style's reader is called, with the text as a code list.
% Each reader is a library of its own, autoloaded by its entry point
% (src/vm/autoload.rs): text_read/3 from library(zebra/text), after
% zebra_infer/3 (library(zebra/infer)) has written the category lines
% of a text printed without them,
% and zebralogic_read(+Codes, -Puzzle) from a ZebraLogic reader; until
% there is one, such a text is an error.
'$zebra_read_style'(term, _, Codes, Puzzle, _, _) :-
    string_codes(Text, Codes),
    catch(term_string(Puzzle, Text), error(syntax_error(E), _),
          '$zebra_error'(term_syntax(E))).
'$zebra_read_style'(brainzilla, Mode, Codes, Puzzle, Texts, Numbers) :-
    zebra_infer(Codes, Completed, _),
    text_read(Completed, Puzzle, Texts, Readings, Mode),
    findall(N, member(reading(N, _, _), Readings), Numbers).
'$zebra_read_style'(zebralogic, _, Codes, Puzzle, _, _) :-
    catch(zebralogic_read(Codes, Puzzle),
          error(E, _),
          '$zebra_zebralogic_error'(E)).

% The ZebraLogic reader's errors as library(zebra)'s, so that they read
% as the other style's do.
'$zebra_zebralogic_error'(existence_error(procedure, zebralogic_read/2)) :-
    !,
    '$zebra_error'(unsupported_style(zebralogic)).
'$zebra_zebralogic_error'(zebra_clue(N, Text, Words)) :-
    !,
    '$zebra_error'(clue(N, Text, Words)).
'$zebra_zebralogic_error'(zebra_puzzle(values(Attr, Count, Houses))) :-
    !,
    '$zebra_error'(attribute_size(Attr, Count, Houses)).
'$zebra_zebralogic_error'(zebra_puzzle(line(Line))) :-
    !,
    '$zebra_error'(text_line(Line)).
'$zebra_zebralogic_error'(zebra_puzzle(E)) :-
    !,
    '$zebra_error'(E).
'$zebra_zebralogic_error'(E) :-
    throw(error(E, _)).
