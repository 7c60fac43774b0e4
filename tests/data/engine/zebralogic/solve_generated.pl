% The terms zebralogic_read/2 makes of the generated puzzles in puzzles/
% mean what the generator meant: each, solved by a small CLP(FD) model
% of the clue terms, has exactly one solution, the generator's answer
% (X.solution). library(zebra/zebralogic), issue 13.

:- use_module(library(clpfd)).

main :-
    directory_files(puzzles, Files0),
    include([F]>>file_name_extension(_, txt, F), Files0, Files1),
    msort(Files1, Files),
    forall(member(F, Files), check(F)).

check(File) :-
    atom_concat('puzzles/', File, Path),
    read_file_to_string(Path, Text, []),
    zebralogic_read(Text, Puzzle),
    findall(Rows, limit(2, solution(Puzzle, Rows)), Solutions),
    file_name_extension(Base, txt, Path),
    file_name_extension(Base, solution, AnswerFile),
    read_file_to_terms(AnswerFile, Answer, []),
    length(Solutions, Count),
    (   Solutions == [Answer]
    ->  format("~w: one solution, the generator's~n", [File])
    ;   format("~w: ~d solutions ~q~n", [File, Count, Solutions])
    ).

% solution(+Puzzle, -Rows): Rows is [row(House, Values)], as in the
% .solution files.
solution(puzzle(N, Attributes, Clues, _), Rows) :-
    maplist(positions, Attributes, Table),
    maplist([_-Ps, Ps]>>true, Table, PositionLists),
    append(PositionLists, All),
    All ins 1..N,
    maplist([_-Ps]>>all_distinct(Ps), Table),
    maplist(post(Table, N), Clues),
    label(All),
    findall(row(H, Values),
            ( between(1, N, H),
              findall(V, ( member((_-Vs)-Ps, Table), nth1(I, Ps, P), P =:= H,
                           nth1(I, Vs, V) ),
                      Values) ),
            Rows).

positions(Attribute-Values, (Attribute-Values)-Positions) :-
    same_length(Values, Positions).

pos(Table, A=V, P) :-
    memberchk((A-Vs)-Ps, Table),
    nth1(I, Vs, V),
    !,
    nth1(I, Ps, P).

post(T, _, same(X, Y)) :- pos(T, X, A), pos(T, Y, B), A #= B.
post(T, _, left_of(X, Y)) :- pos(T, X, A), pos(T, Y, B), A + 1 #= B.
post(T, _, next_to(X, Y)) :- pos(T, X, A), pos(T, Y, B), abs(A - B) #= 1.
post(T, _, somewhere_left_of(X, Y)) :- pos(T, X, A), pos(T, Y, B), A #< B.
post(T, _, somewhere_right_of(X, Y)) :- pos(T, X, A), pos(T, Y, B), A #> B.
post(T, _, one_between(X, Y)) :- pos(T, X, A), pos(T, Y, B), abs(A - B) #= 2.
post(T, _, two_between(X, Y)) :- pos(T, X, A), pos(T, Y, B), abs(A - B) #= 3.
post(T, _, at(X, P)) :- pos(T, X, A), A #= P.
post(T, _, not_at(X, P)) :- pos(T, X, A), A #\= P.
