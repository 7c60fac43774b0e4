% `:- table` is the first use of the tabling library: the directive
% loads it while the file is loading, and the clauses after it are
% tabled (issue 12). A flag the file set does not change how the library
% reads.

:- set_prolog_flag(double_quotes, codes).

:- table path/2.

edge(a, b).
edge(b, c).
edge(c, a).
edge(c, d).

path(X, Y) :- path(X, Z), edge(Z, Y).
path(X, Y) :- edge(X, Y).

main :-
    findall(Y, path(a, Y), Ys0), msort(Ys0, Ys), writeln(Ys),
    X = "ab", writeln(X),
    use_module(library(dcg/basics)),
    phrase((whites, integer(I), blanks, string_without(",", S), ",", remainder(R)), "  42 abc,rest"),
    atom_codes(SA, S), atom_codes(RA, R),
    writeln(I-SA-RA).
