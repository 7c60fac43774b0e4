% format/2 directives on big integers.
t(F, A) :- catch((format(F, A), nl), error(E, _), (print(caught(E)), nl)).

main :-
    X is 2 ** 100, Y is -(3 ** 50),
    t("~d", [X]), t("~D", [X]), t("~2d", [X]), t("~3D", [Y]), t("~a", [X]),
    t("~e", [X]), t("~f", [X]), t("~2f", [Y]), t("~g", [X]), t("~8r", [X]),
    t("~16r", [Y]), t("~16R", [X]), t("~w ~q ~p", [X, Y, X]), t("~d", [2 ** 100]),
    t("~t~d~40|", [X]), t("~0f", [X]), t("~30d", [X]), t("~e", [2 ** 2000]),
    t("~3e", [-(2 ** 2000)]), t("~f", [2 ** 200]), t("~c", [X]), t("~d", [1.0e20]),
    t("~D", [-9223372036854775809]), t("~36r", [X]),
    Big is 2 ** 100000, format(atom(A), "~d", [Big]), atom_length(A, L), print(L), nl.
