main :-
    T = f('A', "str", [1, 2], 'b c', '$VAR'(1), '$VAR'(27), {x}),
    write(T), nl,
    print(T), nl,
    writeq(T), nl,
    write_canonical(T), nl,
    write_term(T, [quoted(true)]), nl,
    write_term([1, 2, 3], [max_depth(2)]), nl,
    write_term('$VAR'(3), [numbervars(true)]), nl,
    write_term('$VAR'(3), [numbervars(false), quoted(true)]), nl,
    write_canonical([a, 'B'|c]), nl,
    print('$VAR'('Foo')), nl,
    writeq('$VAR'(x)), nl.
