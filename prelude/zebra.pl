% library(zebra): zebra puzzles as Prolog terms, read from text, solved
% by CLP(FD) propagation, checked and printed; and the Prolog side of
% `zebralog puzzle` (zebra_main/1).
%
% A puzzle is the term
%
%     puzzle(Houses, Attributes, Clues, Questions)
%
% Houses is the number of houses (1 is leftmost); Attributes is
% [Attr-Values, ...], Values the Houses distinct values of Attr as the
% puzzle writes them (atoms such as 'Blue Master', or integers); a value
% in a clue is Attr=Value.  Clues is a list of clue terms, numbered from
% 1: same/2, not_same/2, left_of/2, right_of/2 (directly),
% somewhere_left_of/2, somewhere_right_of/2, next_to/2, not_next_to/2,
% at/2, not_at/2 (a house number), at_end/1, not_at_end/1, between/3
% (the middle value strictly between the others, either order),
% one_between/2, two_between/2, less/3, greater/3 (over an integer
% attribute: less(age, X, Y) is "X is younger than Y"), and/2, not/1.
% Questions is [question(Text, Q)], Q one of who(X), what(Attr, X),
% where(X), X a value or house(N) (what(name, house(1)): "What is the
% name of the person in house 1?").  A solution is a list of houses, leftmost first, each a list
% of Attr=Value in the order of Attributes.
%
%     ?- zebra_read(file('examples/puzzles/einstein.txt'), P),
%        zebra_solve(P, S), zebra_print(P, S).
%
% The model: one FD variable per value, its house number (1..Houses);
% the values of an attribute all_distinct; each clue posted as
% constraints on the variables it names ('$zebra_post'/3, which knows
% the clue's number); labeling first-fail, most constrained first (ffc).
%
% Errors in a puzzle are thrown as error(zebra_error(E), _) and worded
% by zebra_message/2.  The helpers, named '$zebra_...', are local to
% the module.

:- module(zebra,
          [ zebra_read/2,               % +Source, -Puzzle
            zebra_read/3,               % +Source, -Puzzle, +Options
            zebra_solve/2,              % +Puzzle, -Solution
            zebra_unique/2,             % +Puzzle, -Verdict
            zebra_check/2,              % +Puzzle, -Report
            zebra_print/2,              % +Puzzle, +Solution
            zebra_message/2,            % +ErrorTerm, -Message
            zebra_main/1,               % +Argv (zebralog puzzle ...)
            '$zebra_negation'/2         % for library(zebra/explain)
          ]).

:- use_module(library(clpfd)).

'$zebra_error'(E) :-
    throw(error(zebra_error(E), _)).


                /*******************************
                *   READING                    *
                *******************************/

% zebra_read(+Source, -Puzzle)
% zebra_read(+Source, -Puzzle, +Options)
% Source is file(Path) or text(Text) (an atom, string or code list).
% The style of the text is recognised ('$zebra_style'/2) and its reader
% called; the puzzle read is checked as zebra_solve/2 checks it.
% Options: clue_texts(-Texts), the clue sentences as written, one per
% clue (a fresh variable when the style's reader does not keep them).
zebra_read(Source, Puzzle) :-
    zebra_read(Source, Puzzle, []).

zebra_read(Source, Puzzle, Options) :-
    '$zebra_source_codes'(Source, Codes),
    '$zebra_style'(Codes, Style),
    '$zebra_read_style'(Style, Codes, Puzzle, Texts),
    '$zebra_validate'(Puzzle),
    (   memberchk(clue_texts(T), Options)
    ->  T = Texts
    ;   true
    ).

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

% '$zebra_style'(+Codes, -Style): zebralogic for the text AI benchmarks
% use ("There are 5 houses ..." and lines such as " - Each person has a
% unique name: ..."), brainzilla otherwise.
'$zebra_style'(Codes, Style) :-
    string_codes(Text, Codes),
    (   sub_string(Text, _, _, _, "There are "),
        sub_string(Text, _, _, _, "- Each ")
    ->  Style = zebralogic
    ;   Style = brainzilla
    ).

% '$zebra_read_style'(+Style, +Codes, -Puzzle, -ClueTexts): the hook
% where each style's reader is called, with the text as a code list.
% Each reader is a library of its own, autoloaded by its entry point
% (src/vm/autoload.rs): text_read/3 from library(zebra/text),
% and zebralogic_read(+Codes, -Puzzle) from a ZebraLogic reader; until
% there is one, such a text is an error.
'$zebra_read_style'(brainzilla, Codes, Puzzle, Texts) :-
    text_read(Codes, Puzzle, Texts).
'$zebra_read_style'(zebralogic, Codes, Puzzle, _) :-
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


                /*******************************
                *   CHECKING THE TERM          *
                *******************************/

% '$zebra_validate'(+Puzzle): Puzzle is a well-formed puzzle term, or
% an error says what is wrong with it.
'$zebra_validate'(Puzzle) :-
    (   Puzzle = puzzle(Houses, Attributes, Clues, Questions),
        is_list(Attributes), is_list(Clues), is_list(Questions)
    ->  true
    ;   throw(error(type_error(zebra_puzzle, Puzzle), _))
    ),
    (   integer(Houses), Houses >= 2
    ->  true
    ;   '$zebra_error'(houses(Houses))
    ),
    (   Attributes == []
    ->  '$zebra_error'(no_attributes)
    ;   true
    ),
    maplist('$zebra_validate_attribute'(Attributes, Houses), Attributes),
    forall(append(_, [Attr-_|Later], Attributes),
           (   memberchk(Attr-_, Later)
           ->  '$zebra_error'(duplicate_attribute(Attr))
           ;   true
           )),
    forall(nth1(N, Clues, Clue),
           '$zebra_validate_clue'(Puzzle, N, Clue)),
    forall(member(Q, Questions),
           '$zebra_validate_question'(Puzzle, Q)).

'$zebra_validate_attribute'(Attributes, Houses, Attribute) :-
    (   Attribute = Attr-Values, atom(Attr), is_list(Values)
    ->  true
    ;   '$zebra_error'(attribute(Attribute))
    ),
    length(Values, Length),
    (   Length =:= Houses
    ->  true
    ;   Attributes = [First-Vs|_], length(Vs, Houses)
    ->  '$zebra_error'(attribute_size(Attr, Length, Houses, First))
    ;   '$zebra_error'(attribute_size(Attr, Length, Houses))
    ),
    forall(member(V, Values),
           (   ( atom(V) ; integer(V) )
           ->  true
           ;   '$zebra_error'(value(Attr, V))
           )),
    forall(append(_, [V|Later], Values),
           (   memberchk(V, Later)
           ->  '$zebra_error'(duplicate_value(Attr, V))
           ;   true
           )).

% A clue's references name values of the puzzle, its positions are
% houses, its comparisons are over integer attributes.
'$zebra_validate_clue'(Puzzle, N, Clue) :-
    (   '$zebra_clue_shape'(Clue, Refs, Positions, Compared)
    ->  true
    ;   '$zebra_error'(bad_clue(N, Clue))
    ),
    Puzzle = puzzle(Houses, Attributes, _, _),
    forall(member(Ref, Refs),
           (   '$zebra_ref'(Attributes, Ref)
           ->  true
           ;   '$zebra_error'(unknown_value(N, Ref))
           )),
    forall(member(P, Positions),
           (   integer(P), between(1, Houses, P)
           ->  true
           ;   '$zebra_error'(bad_position(N, P, Houses))
           )),
    forall(member(Attr, Compared),
           (   memberchk(Attr-Values, Attributes),
               maplist(integer, Values)
           ->  true
           ;   '$zebra_error'(not_numeric(N, Attr))
           )).

'$zebra_validate_question'(puzzle(Houses, Attributes, _, _), Question) :-
    (   Question = question(Text, Q), atomic(Text),
        '$zebra_query_refs'(Q, Ref, Attrs)
    ->  true
    ;   '$zebra_error'(bad_question(Question))
    ),
    (   (   nonvar(Ref), Ref = house(N)
        ->  integer(N), between(1, Houses, N)
        ;   '$zebra_ref'(Attributes, Ref)
        ),
        forall(member(A, Attrs), memberchk(A-_, Attributes))
    ->  true
    ;   '$zebra_error'(bad_question(Question))
    ).

'$zebra_query_refs'(who(X), X, []).
'$zebra_query_refs'(what(Attr, X), X, [Attr]).
'$zebra_query_refs'(where(X), X, []).

'$zebra_ref'(Attributes, Ref) :-
    nonvar(Ref),
    Ref = (Attr=Value),
    memberchk(Attr-Values, Attributes),
    nonvar(Value),
    memberchk(Value, Values).

% '$zebra_clue_shape'(+Clue, -Refs, -Positions, -ComparedAttributes)
'$zebra_clue_shape'(Clue, _, _, _) :-
    var(Clue),
    !,
    fail.
'$zebra_clue_shape'(and(C1, C2), Refs, Ps, As) :-
    !,
    '$zebra_clue_shape'(C1, R1, P1, A1),
    '$zebra_clue_shape'(C2, R2, P2, A2),
    append(R1, R2, Refs),
    append(P1, P2, Ps),
    append(A1, A2, As).
'$zebra_clue_shape'(not(C), Refs, Ps, As) :-
    !,
    '$zebra_clue_shape'(C, Refs, Ps, As).
'$zebra_clue_shape'(at(X, P), [X], [P], []) :- !.
'$zebra_clue_shape'(not_at(X, P), [X], [P], []) :- !.
'$zebra_clue_shape'(less(A, X, Y), [X, Y], [], [A]) :- !.
'$zebra_clue_shape'(greater(A, X, Y), [X, Y], [], [A]) :- !.
'$zebra_clue_shape'(between(X, Y, Z), [X, Y, Z], [], []) :- !.
'$zebra_clue_shape'(at_end(X), [X], [], []) :- !.
'$zebra_clue_shape'(not_at_end(X), [X], [], []) :- !.
'$zebra_clue_shape'(Clue, [X, Y], [], []) :-
    '$zebra_binary'(Clue, X, Y).

'$zebra_binary'(same(X, Y), X, Y).
'$zebra_binary'(not_same(X, Y), X, Y).
'$zebra_binary'(left_of(X, Y), X, Y).
'$zebra_binary'(right_of(X, Y), X, Y).
'$zebra_binary'(somewhere_left_of(X, Y), X, Y).
'$zebra_binary'(somewhere_right_of(X, Y), X, Y).
'$zebra_binary'(next_to(X, Y), X, Y).
'$zebra_binary'(not_next_to(X, Y), X, Y).
'$zebra_binary'(one_between(X, Y), X, Y).
'$zebra_binary'(two_between(X, Y), X, Y).


                /*******************************
                *   SOLVING                    *
                *******************************/

% zebra_solve(+Puzzle, -Solution): the solutions, one by one.
zebra_solve(Puzzle, Solution) :-
    '$zebra_validate'(Puzzle),
    '$zebra_solutions'(Puzzle, [], Solution).

% '$zebra_solutions'(+Puzzle, +Skip, -Solution): the solutions of Puzzle
% without the clues numbered in Skip; Puzzle is known to be valid.
'$zebra_solutions'(Puzzle, Skip, Solution) :-
    '$zebra_model'(Puzzle, Skip, Env, Vars),
    labeling([ffc], Vars),
    '$zebra_solution'(Puzzle, Env, Solution).

% '$zebra_model'(+Puzzle, +Skip, -Env, -Vars): Env is
% env(Houses, [Attr-[Value-Var, ...], ...]), every value's FD variable;
% Vars all of them.  The clues not in Skip are posted.
'$zebra_model'(puzzle(Houses, Attributes, Clues, _), Skip, Env, Vars) :-
    Env = env(Houses, Table),
    maplist('$zebra_attribute_vars'(Houses), Attributes, Table, VarLists),
    append(VarLists, Vars),
    '$zebra_post_clues'(Clues, 1, Skip, Env).

'$zebra_attribute_vars'(Houses, Attr-Values, Attr-Pairs, Vars) :-
    same_length(Values, Vars),
    Vars ins 1..Houses,
    all_distinct(Vars),
    pairs_keys_values(Pairs, Values, Vars).

'$zebra_post_clues'([], _, _, _).
'$zebra_post_clues'([Clue|Clues], N, Skip, Env) :-
    (   memberchk(N, Skip)
    ->  true
    ;   '$zebra_post'(Clue, N, Env)
    ),
    N1 is N + 1,
    '$zebra_post_clues'(Clues, N1, Skip, Env).

% '$zebra_post'(+Clue, +N, +Env): posts clue number N (kept for the
% explanations to come, which will name the clue behind each step).
'$zebra_post'(Clue, _, Env) :-
    '$zebra_post'(Clue, Env).

'$zebra_post'(and(C1, C2), Env) :-
    !,
    '$zebra_post'(C1, Env),
    '$zebra_post'(C2, Env).
'$zebra_post'(not(C), Env) :-
    !,
    (   '$zebra_negation'(C, Negated)
    ->  '$zebra_post'(Negated, Env)
    ;   '$zebra_reify'(C, Env, B),
        B #= 0
    ).
'$zebra_post'(at_end(X), env(Houses, T)) :-
    !,
    '$zebra_var'(T, X, PX),
    PX in 1 \/ Houses.
'$zebra_post'(not_at_end(X), env(Houses, T)) :-
    !,
    '$zebra_var'(T, X, PX),
    PX #\= 1,
    PX #\= Houses.
'$zebra_post'(between(X, Y, Z), env(Houses, T)) :-
    !,
    '$zebra_var'(T, X, PX),
    '$zebra_var'(T, Y, PY),
    '$zebra_var'(T, Z, PZ),
    findall([A, B, C], '$zebra_between'(Houses, A, B, C), Triples),
    tuples_in([[PX, PY, PZ]], Triples).
'$zebra_post'(Clue, env(Houses, T)) :-
    '$zebra_distance_clue'(Clue),
    !,
    '$zebra_binary'(Clue, X, Y),
    '$zebra_var'(T, X, PX),
    '$zebra_var'(T, Y, PY),
    findall([A, B], ( between(1, Houses, A),
                      between(1, Houses, B),
                      '$zebra_distance'(Clue, A, B) ),
            Pairs),
    tuples_in([[PX, PY]], Pairs).
'$zebra_post'(Clue, env(_, T)) :-
    '$zebra_relation'(Clue, T, Goal),
    call(Goal).

% The clues about the distance between two houses are tables of the
% pairs of houses they allow: tuples_in/2 removes every house with no
% partner left, where abs(PX - PY) #= 1 only narrows the bounds.
'$zebra_distance_clue'(next_to(_, _)).
'$zebra_distance_clue'(not_next_to(_, _)).
'$zebra_distance_clue'(one_between(_, _)).
'$zebra_distance_clue'(two_between(_, _)).

'$zebra_distance'(next_to(_, _), A, B) :- abs(A - B) =:= 1.
'$zebra_distance'(not_next_to(_, _), A, B) :- abs(A - B) =\= 1.
'$zebra_distance'(one_between(_, _), A, B) :- abs(A - B) =:= 2.
'$zebra_distance'(two_between(_, _), A, B) :- abs(A - B) =:= 3.

% '$zebra_between'(+Houses, -A, -B, -C): B is strictly between A and C.
'$zebra_between'(Houses, A, B, C) :-
    between(1, Houses, A),
    between(1, Houses, B),
    B =\= A,
    between(1, Houses, C),
    ( A < B, B < C ; C < B, B < A ).

% '$zebra_negation'(+Clue, -Negated): the clue whose posting is the
% negation, where there is one without reification.
'$zebra_negation'(same(X, Y), not_same(X, Y)).
'$zebra_negation'(not_same(X, Y), same(X, Y)).
'$zebra_negation'(next_to(X, Y), not_next_to(X, Y)).
'$zebra_negation'(not_next_to(X, Y), next_to(X, Y)).
'$zebra_negation'(at(X, P), not_at(X, P)).
'$zebra_negation'(not_at(X, P), at(X, P)).
'$zebra_negation'(at_end(X), not_at_end(X)).
'$zebra_negation'(not_at_end(X), at_end(X)).
'$zebra_negation'(not(C), C).

% '$zebra_relation'(+Clue, +Table, -Goal): the one constraint a clue
% over two values (or a value and a house) is.
'$zebra_relation'(Clue, T, Goal) :-
    '$zebra_binary'(Clue, X, Y),
    !,
    '$zebra_var'(T, X, PX),
    '$zebra_var'(T, Y, PY),
    '$zebra_binary_goal'(Clue, PX, PY, Goal).
'$zebra_relation'(at(X, P), T, PX #= P) :-
    '$zebra_var'(T, X, PX).
'$zebra_relation'(not_at(X, P), T, PX #\= P) :-
    '$zebra_var'(T, X, PX).
'$zebra_relation'(less(A, X, Y), T, VX #< VY) :-
    '$zebra_value_of'(T, A, X, VX),
    '$zebra_value_of'(T, A, Y, VY).
'$zebra_relation'(greater(A, X, Y), T, VX #> VY) :-
    '$zebra_value_of'(T, A, X, VX),
    '$zebra_value_of'(T, A, Y, VY).

'$zebra_binary_goal'(same(_, _), PX, PY, PX #= PY).
'$zebra_binary_goal'(not_same(_, _), PX, PY, PX #\= PY).
'$zebra_binary_goal'(left_of(_, _), PX, PY, PX + 1 #= PY).
'$zebra_binary_goal'(right_of(_, _), PX, PY, PX #= PY + 1).
'$zebra_binary_goal'(somewhere_left_of(_, _), PX, PY, PX #< PY).
'$zebra_binary_goal'(somewhere_right_of(_, _), PX, PY, PX #> PY).
'$zebra_binary_goal'(next_to(_, _), PX, PY, abs(PX - PY) #= 1).
'$zebra_binary_goal'(not_next_to(_, _), PX, PY, abs(PX - PY) #\= 1).
'$zebra_binary_goal'(one_between(_, _), PX, PY, abs(PX - PY) #= 2).
'$zebra_binary_goal'(two_between(_, _), PX, PY, abs(PX - PY) #= 3).

% '$zebra_reify'(+Clue, +Env, -B): B is 1 if the clue holds, 0 if not.
'$zebra_reify'(and(C1, C2), Env, B) :-
    !,
    '$zebra_reify'(C1, Env, B1),
    '$zebra_reify'(C2, Env, B2),
    B #<==> (B1 #/\ B2).
'$zebra_reify'(not(C), Env, B) :-
    !,
    '$zebra_reify'(C, Env, B1),
    B #= 1 - B1.
'$zebra_reify'(at_end(X), env(Houses, T), B) :-
    !,
    '$zebra_var'(T, X, PX),
    B #<==> (PX #= 1 #\/ PX #= Houses).
'$zebra_reify'(not_at_end(X), Env, B) :-
    !,
    '$zebra_reify'(not(at_end(X)), Env, B).
'$zebra_reify'(between(X, Y, Z), env(_, T), B) :-
    !,
    '$zebra_var'(T, X, PX),
    '$zebra_var'(T, Y, PY),
    '$zebra_var'(T, Z, PZ),
    B #<==> ((PX #< PY #/\ PY #< PZ) #\/ (PZ #< PY #/\ PY #< PX)).
'$zebra_reify'(Clue, env(_, T), B) :-
    '$zebra_relation'(Clue, T, C),
    B #<==> C.

'$zebra_var'(Table, Attr=Value, Var) :-
    memberchk(Attr-Pairs, Table),
    memberchk(Value-Var, Pairs).

% '$zebra_value_of'(+Table, +Attr, +Ref, -V): V is the value of the
% integer attribute Attr in Ref's house: Ref's own value when Ref is of
% Attr, else a variable tied to Ref's house by one reified equality per
% value of Attr.
'$zebra_value_of'(_, Attr, Attr=Value, V) :-
    !,
    V = Value.
'$zebra_value_of'(T, Attr, Ref, V) :-
    '$zebra_var'(T, Ref, P),
    memberchk(Attr-Pairs, T),
    pairs_keys(Pairs, Values),
    foldl('$zebra_domain_union', Values, 1..0, Dom),
    V in Dom,
    maplist('$zebra_channel'(P, V), Pairs).

'$zebra_domain_union'(Value, Dom, Dom \/ Value).

'$zebra_channel'(P, V, Value-PValue) :-
    (V #= Value) #<==> (P #= PValue).

% '$zebra_solution'(+Puzzle, +Env, -Solution): the labeled houses.
'$zebra_solution'(puzzle(Houses, _, _, _), env(_, Table), Solution) :-
    numlist(1, Houses, Numbers),
    maplist('$zebra_house'(Table), Numbers, Solution).

'$zebra_house'(Table, N, House) :-
    maplist('$zebra_house_value'(N), Table, House).

'$zebra_house_value'(N, Attr-Pairs, Attr=Value) :-
    member(Value-P, Pairs),
    P == N,
    !.


                /*******************************
                *   UNIQUENESS AND REDUNDANCY  *
                *******************************/

% zebra_unique(+Puzzle, -Verdict): Verdict is unique(Solution), none,
% or several(Solution1, Solution2), two of the solutions.
zebra_unique(Puzzle, Verdict) :-
    '$zebra_validate'(Puzzle),
    '$zebra_verdict'(Puzzle, [], Verdict).

'$zebra_verdict'(Puzzle, Skip, Verdict) :-
    findall(S, limit(2, '$zebra_solutions'(Puzzle, Skip, S)), Solutions),
    (   Solutions = [S1, S2]
    ->  Verdict = several(S1, S2)
    ;   Solutions = [S]
    ->  Verdict = unique(S)
    ;   Verdict = none
    ).

% zebra_check(+Puzzle, -Report): Report is report(Verdict, Redundant),
% Verdict as zebra_unique/2 gives it and Redundant the numbers of the
% clues the puzzle could do without, each on its own: leaving it out
% leaves the solution unique.  [] unless the solution is unique.
zebra_check(Puzzle, report(Verdict, Redundant)) :-
    zebra_unique(Puzzle, Verdict),
    (   Verdict = unique(_)
    ->  Puzzle = puzzle(_, _, Clues, _),
        length(Clues, Count),
        findall(N, ( between(1, Count, N),
                     \+ '$zebra_ambiguous_without'(Puzzle, N) ),
                Redundant)
    ;   Redundant = []
    ).

'$zebra_ambiguous_without'(Puzzle, N) :-
    '$zebra_negate_clue'(Puzzle, N, Negated),
    once('$zebra_solutions'(Negated, [], _)).

% With the solution unique, a puzzle without clue N has another solution
% exactly when the puzzle with clue N negated has one (any other solution
% breaks clue N, or the puzzle would have two); the negated clue
% propagates, so this search fails fast where counting two solutions
% without clue N would wander.
'$zebra_negate_clue'(puzzle(H, As, Clues, Qs), N, puzzle(H, As, Negated, Qs)) :-
    nth1(N, Clues, Clue, Others),
    nth1(N, Negated, not(Clue), Others).

                /*******************************
                *   PRINTING                   *
                *******************************/

% zebra_print(+Puzzle, +Solution): the table of the solution (a header of
% attribute names, one row per house), then each question with its
% answer, after an empty line.
zebra_print(Puzzle, Solution) :-
    '$zebra_print_table'(Puzzle, Solution),
    '$zebra_print_answers'(Puzzle, Solution).

'$zebra_print_table'(puzzle(_, Attributes, _, _), Solution) :-
    maplist('$zebra_attribute_title', Attributes, Titles),
    findall([N|Cells],
            ( nth1(N, Solution, House),
              maplist('$zebra_cell', House, Cells) ),
            Rows),
    Table = [['House'|Titles]|Rows],
    '$zebra_column_stops'(Table, Stops),
    maplist('$zebra_print_row'(Stops), Table).

'$zebra_cell'(_=Value, Value).

% '$zebra_attribute_title'(+Attr-Values, -Title): car_model is printed
% "Car model".
'$zebra_attribute_title'(Attr-_, Title) :-
    '$zebra_title'(Attr, Title).

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
'$zebra_print_answers'(puzzle(_, Attributes, _, Questions), Solution) :-
    nl,
    findall(Text, member(question(Text, _), Questions), Texts),
    foldl('$zebra_wider', Texts, '', Longest),
    string_length(Longest, L),
    Stop is L + 2,
    forall(member(question(Text, Query), Questions),
           ( '$zebra_answer'(Attributes, Solution, Query, Answer),
             format("~w~t~*|~w~n", [Text, Stop, Answer]) )).

'$zebra_answer'(Attributes, Solution, who(X), Answer) :-
    '$zebra_person_attribute'(Attributes, Attr),
    '$zebra_answer'(Attributes, Solution, what(Attr, X), Answer).
'$zebra_answer'(_, Solution, what(Attr, X), Answer) :-
    nth1(N, Solution, House),
    (   X = house(N) -> true ; memberchk(X, House) ),
    !,
    memberchk(Attr=Value, House),
    format(atom(Answer), "~w (house ~d)", [Value, N]).
'$zebra_answer'(_, Solution, where(X), Answer) :-
    nth1(N, Solution, House),
    (   X = house(N) -> true ; memberchk(X, House) ),
    !,
    format(atom(Answer), "house ~d", [N]).

% "Who" asks for the attribute that names people, or else the first.
'$zebra_person_attribute'(Attributes, Attr) :-
    member(Attr-_, Attributes),
    memberchk(Attr, [name, nationality, person, owner]),
    !.
'$zebra_person_attribute'([Attr-_|_], Attr).


                /*******************************
                *   MESSAGES                   *
                *******************************/

% zebra_message(+Error, -Message): the one-line sentence for an error
% library(zebra) throws (error(zebra_error(E), _), or E itself).
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
'$zebra_message'(houses(H), "the number of houses must be an integer of at least 2, not ~q", [H]).
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
                 "clue ~d compares ~q, which is not an attribute with integer values",
                 [N, Attr]).
'$zebra_message'(bad_question(Q), "not a question term: ~q", [Q]).
'$zebra_message'(no_solution, "the puzzle has no solution", []).
'$zebra_message'(text_line(Line), "cannot understand line: \"~w\" (a clue without its number?)", [Line]).
'$zebra_message'(no_puzzle_of(D), "no ~w puzzle among 100 seeds from the one given; try other options", [D]).
'$zebra_message'(no_unique_puzzle(Kinds), "the clue kinds ~w cannot single out one solution", [Kinds]).
'$zebra_message'(no_words(Style, Kind), "the ~w style has no words for ~w clues", [Style, Kind]).
'$zebra_message'(generate_option(domain_error(houses_2_to_8, N)), "--houses must be 2 to 8, not ~w", [N]).
'$zebra_message'(generate_option(domain_error(attributes_1_to_10, N)), "--attributes must be 1 to 10, not ~w", [N]).
'$zebra_message'(generate_option(domain_error(zebra_clue_kind, K)), "~w is not a clue kind", [K]).
'$zebra_message'(generate_option(E), "bad option: ~q", [E]).
'$zebra_message'(E, Format, Args) :-          % the text reader's own
    text_message(E, Format, Args).

'$zebra_values_word'(1, value) :- !.
'$zebra_values_word'(_, values).

'$zebra_unmatched_words'([], '') :- !.
'$zebra_unmatched_words'(Words, Text) :-
    atomic_list_concat(Words, ', ', List),
    format(atom(Text), " (not understood: ~w)", [List]).


                /*******************************
                *   COMMAND LINE               *
                *******************************/

% zebra_main(+Argv): `zebralog puzzle Argv...`.
%     solve FILE [--all]   the table and answers, and whether the solution
%                          is unique; --all counts the solutions (up to
%                          10,000)
%     solve FILE --explain the chain of deductions that solves it
%                          (library(zebra/explain)), its difficulty and
%                          the table
%     check FILE           uniqueness, and the clues the puzzle could do
%                          without
%     generate [--houses N] [--attributes M] [--seed S]
%              [--style brainzilla|zebralogic|term] [--kinds K1,K2,...]
%              [--difficulty easy|medium|hard]
%                          a new puzzle with one solution
%                          (library(zebra/generate)), as text or a term
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
    format(Stream, "usage: zebralog puzzle solve FILE [--all | --explain]~n", []),
    format(Stream, "       zebralog puzzle check FILE~n", []),
    format(Stream, "       zebralog puzzle read FILE~n", []),
    format(Stream, "       zebralog puzzle generate [--houses N] [--attributes M] [--seed S]~n", []),
    format(Stream, "                [--style brainzilla|zebralogic|term] [--kinds K1,K2,...]~n", []),
    format(Stream, "                [--difficulty easy|medium|hard]~n", []).


'$zebra_arg_atom'(Arg, Atom) :-
    atom_string(Atom, Arg).

'$zebra_command'([solve|Args], Command, File) :-
    (   select('--all', Args, [File])
    ->  Command = solve(true)
    ;   select('--explain', Args, [File])
    ->  Command = explain
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

'$zebra_run'(solve(All), File, 0) :-
    zebra_read(file(File), Puzzle),
    zebra_unique(Puzzle, Verdict),
    (   Verdict = unique(S)
    ->  zebra_print(Puzzle, S),
        format("~nThe solution is unique.~n")
    ;   Verdict = none
    ->  '$zebra_error'(no_solution)
    ;   Verdict = several(S1, S2),
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
        '$zebra_print_two'(Puzzle, S1, S2)
    ).
'$zebra_run'(read, File, 0) :-
    '$zebra_source_codes'(file(File), Codes),
    '$zebra_style'(Codes, Style),
    '$zebra_read_style'(Style, Codes, Puzzle, Texts),
    Puzzle = puzzle(_, _, Clues, _),
    forall(nth1(N, Clues, Clue),
           (   (   is_list(Texts), nth1(N, Texts, Text)
               ->  format("~d. ~w~n", [N, Text])
               ;   format("~d.~n", [N])
               ),
               (   catch(zebra_english(Puzzle, Clue, English),
                         error(existence_error(procedure, _), _), fail)
               ->  format("   ~w~n", [English])
               ;   true
               ),
               format("   ~q~n", [Clue])
           )),
    Puzzle = puzzle(_, _, _, Questions),
    forall(member(question(Text, Q), Questions),
           format("~w~n   ~q~n", [Text, Q])).
'$zebra_run'(explain, File, Status) :-
    zebra_read(file(File), Puzzle),
    zebra_explain(Puzzle, Explanation),
    zebra_print_explanation(Puzzle, Explanation),
    (   Explanation = explanation(_, solution(_), _)
    ->  Status = 0
    ;   Status = 1
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
        ->  format("The puzzle has no solution.~n")
        ;   Verdict = several(S1, S2),
            format("The puzzle has more than one solution. Two of them:~n"),
            '$zebra_print_two'(Puzzle, S1, S2)
        )
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
    '$zebra_and_list'(Houses, List),
    (   Houses = [_]
    ->  format("~nThey differ in house ~w.~n", [List])
    ;   format("~nThey differ in houses ~w.~n", [List])
    ).

% '$zebra_and_list'(+Items, -Text): "1, 2 and 4".
'$zebra_and_list'([X], X) :-
    !.
'$zebra_and_list'(Items, Text) :-
    append(Init, [Last], Items),
    atomic_list_concat(Init, ', ', Front),
    format(atom(Text), "~w and ~w", [Front, Last]).

'$zebra_print_redundant'(_, _, []) :-
    !,
    format("No clue is redundant.~n").
'$zebra_print_redundant'(puzzle(_, _, Clues, _), Texts, Redundant) :-
    length(Redundant, Count),
    (   Count =:= 1
    ->  format("1 clue is redundant (the solution stays unique without it):~n")
    ;   format("~d clues are redundant (the solution stays unique without any one of them):~n",
               [Count])
    ),
    forall(member(N, Redundant),
           (   nth1(N, Clues, Clue),
               (   is_list(Texts), nth1(N, Texts, Text)
               ->  format("  Clue ~d: ~w~n", [N, Text])
               ;   format("  Clue ~d: ~q~n", [N, Clue])
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
    ->  memberchk(Value, [brainzilla, zebralogic, term]),
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
    % An easy puzzle is one solved by position and same-house clues and
    % singles alone: unless told otherwise, only those kinds are drawn.
    (   Difficulty == easy, \+ memberchk(kinds(_), Options1)
    ->  Options = [kinds([same, not_same, at, not_at, at_end, not_at_end])|Options1]
    ;   Options = Options1
    ),
    catch(zebra_generate(Options, Puzzle0),
          error(E, _),
          '$zebra_generate_error'(E)),
    (   Difficulty == any
    ->  Puzzle = Puzzle0
    ;   zebra_explain(Puzzle0, explanation(_, _, Difficulty))
    ->  Puzzle = Puzzle0
    ;   Try1 is Try + 1,
        '$zebra_generate'(Options0, Style, Difficulty, Try1, Puzzle)
    ).

% The generator's option errors, as library(zebra) errors.
'$zebra_generate_error'(zebra_error(E)) :-
    !,
    '$zebra_error'(E).
'$zebra_generate_error'(E) :-
    '$zebra_error'(generate_option(E)).
