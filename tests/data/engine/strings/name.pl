% name/2 (issue 14): codes of any atomic; from codes, a number if they
% spell one (no leading layout), else an atom; SWI's errors.
t(G) :- catch(( call(G) -> print(G) ; print(no) ), error(E, _), print(error(E))), nl.

main :-
    t(name(_, "42")),
    t(name(_, "foo")),
    t(name(_, [])),
    t(name(_, "0x1A")),
    t(name(_, "0'a")),
    t(name(_, " 42")),
    t(name(_, "42 ")),
    t(name(_, "4.5e3")),
    t(name(_, "-3")),
    t(name(_, "- 3")),
    t(name(_, "+3")),
    t(name(_, "12abc")),
    t(name(42, _)),
    t(name(-1.5, _)),
    t(name(foo, _)),
    t(name('hello world', _)),
    t(name("str", _)),
    t(name([], _)),
    t(name(a, [0'a])),
    t(name(a, "b")),
    t(name(42, "42")),
    t(name(42, "042")),
    t(name(_, _)),
    t(name(f(x), _)),
    t(name(_, [a|_])),
    t(name(_, foo)),
    t(name(_, [0'a, x])),
    t(name(_, [0'a|_])).
