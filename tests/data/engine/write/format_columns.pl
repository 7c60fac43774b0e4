row(Name, Qty, Price) :-
    format("~w~t~12|~t~d~6+~t~2f~10+~n", [Name, Qty, Price]).
main :-
    format("~w~t~12|~w~t~6+~w~t~10+~n", [item, qty, price]),
    row(apple, 3, 1.5),
    row(watermelon, 12, 23.25),
    format("~`-t~28|~n"),
    format("~t~w~10|~n", [right]),
    format("~t~w~t~11|~n", [mid]),
    format("~w~t~w~20|~w~n", [left, fill, end]),
    format("[~t~d~6+]~n", [42]),
    format("~`*t~t~20|~n"),
    format("~t~2f~10|~t~2f~10+~n", [1.0, 22.5]),
    format("~a~t~15+~a~t~15+~a~n", [one, two, three]).
