% Every generated puzzle of the zebralogic area (puzzles/*.txt, sizes
% 2x2 to 6x6) gets a complete explanation: its chain ends with every
% value fixed, in exactly the generator's answer (X.solution), and it
% prints.  One line per puzzle: the
% difficulty, the number of steps and of case splits.
% library(zebra/explain), issue 13.

main :-
    directory_files('../zebralogic/puzzles', Files0),
    include([F]>>file_name_extension(_, txt, F), Files0, Files1),
    msort(Files1, Files),
    forall(member(F, Files), check(F)).

check(File) :-
    atom_concat('../zebralogic/puzzles/', File, Path),
    read_file_to_string(Path, Text, []),
    zebralogic_read(Text, Puzzle),
    zebra_explain(Puzzle, Explanation),
    Explanation = explanation(Steps, Outcome, Difficulty),
    file_name_extension(Base, txt, Path),
    file_name_extension(Base, solution, AnswerFile),
    read_file_to_terms(AnswerFile, Answer, []),
    (   Outcome = solution(Rows),
        findall(row(H, Vs),
                ( nth1(H, Rows, Row), findall(V, member(_=V, Row), Vs) ),
                Answer),
        fixes_all(Puzzle, Steps)
    ->  aggregate_all(count, member(step(case_split(_, _, _, _), _, _), Steps),
                      Splits),
        length(Steps, Count),
        with_output_to(string(_), zebra_print_explanation(Puzzle, Explanation)),
        format("~w: the generator's answer, ~w, ~d steps, ~d case splits~n",
               [File, Difficulty, Count, Splits])
    ;   format("~w: ~q~n", [File, Outcome])
    ).

% Every value is stated fixed by some top-level step, and by one only.
fixes_all(puzzle(_, Attributes, _, _), Steps) :-
    findall(A=V, ( member(step(_, _, Cs), Steps), member(in(A=V, _), Cs) ), Fixed0),
    msort(Fixed0, Fixed),
    findall(A=V, ( member(A-Vs, Attributes), member(V, Vs) ), All0),
    msort(All0, All),
    Fixed == All.
