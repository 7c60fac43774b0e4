% Shared by the generated_* cases (no .out, so not a case itself):
% explain(Name) reads ../zebralogic/puzzles/Name.txt with
% zebralogic_read/2 and prints its explanation.

explain(Name) :-
    atomic_list_concat(['../zebralogic/puzzles/', Name, '.txt'], Path),
    read_file_to_string(Path, Text, []),
    zebralogic_read(Text, Puzzle),
    zebra_explain(Puzzle, Explanation),
    zebra_print_explanation(Puzzle, Explanation).
