% Every generated puzzle in puzzles/ read by zebralogic_read/2: the
% houses, the attributes with their values, the clues as terms and the
% question, about a house number (what(name, house(N))).
% library(zebra/zebralogic), issue 13.

main :-
    directory_files(puzzles, Files0),
    include([F]>>file_name_extension(_, txt, F), Files0, Files1),
    msort(Files1, Files),
    forall(member(F, Files), show(F)).

show(File) :-
    atom_concat('puzzles/', File, Path),
    read_file_to_string(Path, Text, []),
    zebralogic_read(Text, puzzle(Houses, Attributes, Clues, Questions)),
    format("~w: ~d houses~n", [File, Houses]),
    forall(member(A, Attributes), format("  ~q~n", [A])),
    forall(nth1(I, Clues, C), format("  ~d. ~q~n", [I, C])),
    format("  questions ~q~n", [Questions]).
