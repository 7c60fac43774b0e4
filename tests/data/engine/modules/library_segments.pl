% A library named by a path with a slash (library(dcg/basics)) is
% imported into a module file by use_module/2 and re-exported by
% reexport/2, as one named by an atom is.
:- use_module(mods/reex_seg).

main :-
    (   predicate_property(reex_seg:blanks(_, _), imported_from(M1))
    ->  writeln(blanks_from(M1))
    ;   writeln(blanks_not_imported)
    ),
    (   predicate_property(reex_seg:digits(_, _, _), imported_from(M2))
    ->  writeln(digits_from(M2))
    ;   writeln(digits_not_imported)
    ),
    (   predicate_property(user:digits(_, _, _), imported_from(M3))
    ->  writeln(user_digits_from(M3))
    ;   writeln(user_digits_not_imported)
    ),
    module_property(reex_seg, exports(Es)),
    msort(Es, Sorted),
    writeln(Sorted),
    atom_codes(A, "  12x"),
    atom_codes(A, Cs),
    phrase((blank_run, digits(Ds)), Cs, Rest),
    atom_codes(D, Ds), atom_codes(R, Rest),
    writeln(D-R).
