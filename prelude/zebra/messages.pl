/** <module> library(zebra/messages): the sentences of library(zebra)'s errors

In prelude/zebra/messages.pl, part of library(zebra): zebra_message/2
words an error(zebra_error(E), _) of library(zebra) (and those of the
text reader, through library(zebra/text)'s text_message/3) as the
sentence `zebralog puzzle` prints.  The helpers are local to the
module.
*/

:- module(zebra_messages,
          [ zebra_message/2             % +ErrorTerm, -Message
          ]).

:- use_module(library(zebra/english)).
:- use_module(library(zebra/print)).

                /*******************************
                *   MESSAGES                   *
                *******************************/

%!  zebra_message(+Error, -Message) is semidet.
%
%   Message is the sentence (a string) for an error library(zebra)
%   throws (error(zebra_error(E), _), or E itself); fails for others.
zebra_message(error(zebra_error(E), _), Message) :-
    !,
    zebra_message(E, Message).
zebra_message(E, Message) :-
    '$zebra_message'(E, Format, Args),
    !,
    format(string(Message), Format, Args).

'$zebra_message'(cannot_read(Path, Why), "cannot read ~w: ~w", [Path, Why]).
'$zebra_message'(unsupported_style(Style),
                 "this looks like a ~w puzzle, and there is no reader for that style yet",
                 [Style]).
'$zebra_message'(attribute_line(Text), "cannot understand attribute line: \"~w\"", [Text]).
'$zebra_message'(no_attributes, "no attribute lines (\"Pet: cats, dogs, fish.\")", []).
'$zebra_message'(clue(N, Text, Words),
                 "cannot understand clue ~d: \"~w\"~w", [N, Text, Unmatched]) :-
    '$zebra_unmatched_words'(Words, Unmatched).
'$zebra_message'(clue_too_long(N, Start, Length, Max),
                 "clue ~d is too long to read (~d characters, at most ~d): \"~w\"",
                 [N, Length, Max, Start]).
'$zebra_message'(question_too_long(Start, Length, Max),
                 "a question is too long to read (~d characters, at most ~d): \"~w\"",
                 [Length, Max, Start]).
'$zebra_message'(line_too_long(Start, Length, Max),
                 "a line is too long to read (~d characters, at most ~d): \"~w\"",
                 [Length, Max, Start]).
'$zebra_message'(question(Text, Words),
                 "cannot understand question: \"~w\"~w", [Text, Unmatched]) :-
    '$zebra_unmatched_words'(Words, Unmatched).
'$zebra_message'(houses(H), "the number of houses must be an integer of at least 2 (or grid(N), N at least 2, for a grid puzzle), not ~q", [H]).
'$zebra_message'(term_syntax(E), "cannot read the puzzle term: ~w", [E]).
'$zebra_message'(house_attribute,
                 "a house puzzle cannot have an attribute called house (house means the house numbers)", []).
'$zebra_message'(grid_position(N, Clue),
                 "clue ~d is about houses, and a grid puzzle has none: ~q", [N, Clue]).
'$zebra_message'(attribute(A), "an attribute must be Name-[Value, ...], not ~q", [A]).
'$zebra_message'(value(Attr, V), "~w has the value ~q, which is neither an atom nor an integer",
                 [Title, V]) :-
    '$zebra_title'(Attr, Title).
'$zebra_message'(attribute_size(Attr, Length, Houses, First),
                 "~w has ~d ~w, not ~d like ~w",
                 [Title, Length, Values, Houses, FirstTitle]) :-
    '$zebra_values_word'(Length, Values),
    '$zebra_title'(Attr, Title),
    '$zebra_title'(First, FirstTitle).
'$zebra_message'(attribute_size(Attr, Length, Houses),
                 "~w has ~d ~w, not ~d (one per house)", [Title, Length, Values, Houses]) :-
    '$zebra_values_word'(Length, Values),
    '$zebra_title'(Attr, Title).
'$zebra_message'(duplicate_attribute(Attr), "~w is listed twice", [Title]) :-
    '$zebra_title'(Attr, Title).
'$zebra_message'(duplicate_value(Attr, V), "~w lists ~w twice", [Title, V]) :-
    '$zebra_title'(Attr, Title).
'$zebra_message'(shared_value(V, Attr1, Attr2), "~w is a value of both ~w and ~w",
                 [V, Attr1, Attr2]).
'$zebra_message'(bad_clue(N, Clue), "clue ~d is not a clue term: ~q", [N, Clue]).
'$zebra_message'(unknown_value(N, Ref), "clue ~d names ~q, which is not a value of the puzzle",
                 [N, Ref]).
'$zebra_message'(bad_position(N, P, Houses), "clue ~d names house ~q; the houses are 1 to ~d",
                 [N, P, Houses]).
'$zebra_message'(not_numeric(N, Attr),
                 "clue ~d compares ~q, which is not an ordered attribute (distinct numbers of one kind: amounts in one unit, times, months, ...)",
                 [N, Attr]).
'$zebra_message'(bad_question(Q), "not a question term: ~q", [Q]).
'$zebra_message'(no_solution, "the puzzle has no solution", []).
'$zebra_message'(no_solution([N]), "the puzzle has no solution: clue ~d cannot hold", [N]) :- !.
'$zebra_message'(no_solution(Clues), "the puzzle has no solution: clues ~w contradict each other",
                 [List]) :-
    '$zebra_and_list'(Clues, List).
'$zebra_message'(clue_words(N, Text, Unused, Suggestions),
                 "clue ~d: \"~w\": the reading does not use ~w~w", [N, Text, Words, Hints]) :-
    '$zebra_quoted_list'(Unused, Words),
    '$zebra_suggestions'(Suggestions, Hints).
'$zebra_message'(question(N, Text, Unused, Suggestions),
                 "cannot answer question ~d: \"~w\"~w~w", [N, Text, Words, Hints]) :-
    (   Unused == []
    ->  Words = ''
    ;   '$zebra_quoted_list'(Unused, List),
        format(atom(Words), " (not understood: ~w)", [List])
    ),
    '$zebra_suggestions'(Suggestions, Hints).
'$zebra_message'(check_unsupported,
                 "--check replays explanations of grid puzzles only", []).
'$zebra_message'(explain_unsupported(What),
                 "explanations do not cover ~w yet (solve without --explain)", [What]).
'$zebra_message'(text_line(Line), "cannot understand line: \"~w\" (a clue without its number?)", [Line]).
'$zebra_message'(no_puzzle_of(D), "no ~w puzzle among 100 seeds from the one given; try other options", [D]).
'$zebra_message'(no_unique_puzzle(Kinds), "the clue kinds ~w cannot single out one solution", [Kinds]).
'$zebra_message'(no_words(Style, Kind), "the ~w style has no words for ~w clues", [Style, Kind]).
'$zebra_message'(generate_option(domain_error(houses_2_to_8, N)), "--houses must be 2 to 8, not ~w", [N]).
'$zebra_message'(generate_option(domain_error(attributes_1_to_10, N)), "--attributes must be 1 to 10, not ~w", [N]).
'$zebra_message'(generate_option(domain_error(people_3_to_6, N)), "--houses (the number of people) must be 3 to 6 for a grid puzzle, not ~w", [N]).
'$zebra_message'(generate_option(domain_error(categories_3_to_5, N)), "--attributes (the number of categories) must be 3 to 5 for a grid puzzle, not ~w", [N]).
'$zebra_message'(generate_option(domain_error(zebra_clue_kind, K)), "~w is not a clue kind", [K]).
'$zebra_message'(generate_option(E), "bad option: ~q", [E]).
'$zebra_message'(infer_count(Category, Values, Houses),
                 "the text names ~d ~w value~w (~w), not one per house (~d): list the ~w values in a line \"~w: v1, v2, ...\"",
                 [K, Category, S, List, Houses, Category, Category]) :-
    length(Values, K),
    ( K =:= 1 -> S = '' ; S = s ),
    atomic_list_concat(Values, ', ', List).
'$zebra_message'(infer_shared(Value, C1, C2),
                 "~w reads as both a ~w and a ~w: list the categories in lines \"Category: v1, v2, ...\"",
                 [Value, C1, C2]).
'$zebra_message'(clue_impossible(N, Text),
                 "clue ~d: \"~w\" reads as something no answer could satisfy: it is not understood", [N, Text]).
'$zebra_message'(infer_no_houses(Counts),
                 "no category lines (\"Category: v1, v2, ...\"), no \"There are N houses\", and the number of houses cannot be told from the values found (~w): say how many houses, or list the categories", [List]) :-
    findall(T, ( member(C-K, Counts), format(atom(T), "~w ~d", [C, K]) ), Ts),
    atomic_list_concat(Ts, ', ', List).
'$zebra_message'(infer_open(Values),
                 "the categories of ~w cannot be told from the text: list the categories in lines \"Category: v1, v2, ...\"", [List]) :-
    atomic_list_concat(Values, ', ', List).
'$zebra_message'(infer_sentence(Text),
                 "\"~w\" is neither a clue about the values nor a remark", [Text]).
'$zebra_message'(E, Format, Args) :-          % the text reader's own
    text_message(E, Format, Args).

'$zebra_quoted_list'(Items, Text) :-
    findall(Q, ( member(I, Items), format(atom(Q), "\"~w\"", [I]) ), Qs),
    '$zebra_and_list'(Qs, Text).

'$zebra_suggestions'([], '') :- !.
'$zebra_suggestions'(Pairs, Text) :-
    findall(Q, ( member(W-K, Pairs),
                 (   is_list(K)          % equally close: "\"dana\" or
                 ->  findall(KQ, ( member(K1, K), format(atom(KQ), "\"~w\"", [K1]) ), KQs),
                     atomic_list_concat(KQs, ' or ', KS)     % \"diana\""
                 ;   format(atom(KS), "\"~w\"", [K])
                 ),
                 format(atom(Q), "~w for \"~w\"", [KS, W]) ), Qs),
    atomic_list_concat(Qs, ', ', List),
    format(atom(Text), " (did you mean ~w?)", [List]).

'$zebra_values_word'(1, value) :- !.
'$zebra_values_word'(_, values).

'$zebra_unmatched_words'([], '') :- !.
'$zebra_unmatched_words'(Words, Text) :-
    atomic_list_concat(Words, ', ', List),
    format(atom(Text), " (not understood: ~w)", [List]).
