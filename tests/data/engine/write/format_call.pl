% format/2,3's `~@`: call a goal and insert what it wrote, once, its
% bindings undone, its side effects kept; inside column stops; in the
% caller's module (format(+, :)); failure fails the format after the
% text before it is written; errors as SWI's (issue 14).
fc:hello :- write(from_fc).
fc:(in_module :- format("~@~n", [hello])).

main :-
    format("a~@b~n", [write(hello)]),
    format("~@|~t~20|~w~n", [write(abc), x]),
    format("~t~@~20|~w~n", [write(abc), x]),
    format("~t~@~t~21|~w~n", [write(mid), x]),
    format("~a~t~15|~@~t~10+~w~n", [name, format("~w", [val]), end]),
    format("~@~n", [format("~t~w~10|", [right])]),
    format("~w~30|~@~n", [a, (write(b), nl, write(c))]),
    format("~@~n", [(write(a), format("~w", [b]))]),
    ( format("a~@b~n", [fail]) -> true ; nl, writeln(failed) ),
    catch(format("a~t~@b~20|~n", [throw(oops)]), E, (nl, print(caught(E)), nl)),
    format("~@~n", [X = 1]), ( var(X) -> writeln(unbound) ; writeln(X) ),
    format("~@~n", [member(Y, [1,2,3])]), ( var(Y) -> writeln(unbound) ; writeln(Y) ),
    format("~@~n", [(member(Z, [a,b]), write(Z))]),
    format("~@~n", [nb_setval(fc_key, 1)]), nb_getval(fc_key, V), print(V), nl,
    format("~@~n", [(write(a), nl, fail ; write(b))]),
    format(atom(A), "<~@>", [write(x)]), print(A), nl,
    format(string(S), "~t~@~8|", [print(y)]), print(S), nl,
    format(codes(Cs, T), "~@", [write(zz)]), T = [], atom_codes(Ac, Cs), print(Ac), nl,
    format(user_output, "~@~n", [write(to_stream)]),
    ( format(atom(_), "~@", [fail]) -> true ; writeln(sink_failed) ),
    format("~w ~@~n", fc:[x, hello]),
    format("~w~n", a:b),
    fc:in_module,
    catch(format("~@~n", [_]), error(E1, _), (print(E1), nl)),
    catch(format("~@~n", [3]), error(E2, _), (print(E2), nl)),
    catch(format("~@~n", fc:[fc_undefined]), error(E3, _), (print(E3), nl)),
    catch(format("~@~n", []), error(E4, _), (print(E4), nl)).
