% Issue 14: `:- set_prolog_flag(iso, true).` in a file reads the
% clauses after it as ISO does, and stays set after the file is
% loaded (a global flag, as in SWI; double_quotes is the file's own).
:- set_prolog_flag(iso, true).
number_term(- 1).
args(f(X, Y), X, Y).
main :-
    number_term(N), ( integer(N) -> writeln(integer) ; writeln(not_integer) ),
    current_prolog_flag(iso, F), writeln(iso = F),
    writeq(-(1)), nl,
    X is 6/3, writeq(X), nl,
    set_prolog_flag(iso, false).
