% Issue 14: error terms the ISO suites check, where SWI agrees.
e(G) :- catch((G -> R = true ; R = false), error(E, _), R = E), writeq(R), nl.
main :-
    e(char_code(a, x)),
    e(char_code(a, 0'a)),
    e(char_code(_, -2)),
    e(set_prolog_flag(max_arity, 40)),
    e(op(1001, xfy, ',')),
    e(op(0, xfy, ',')),
    e(op(100, yfy, op)),
    e(op(1201, xfx, op)),
    e(op(_, xfx, op)),
    e(abolish(abolish/1)),
    e(abolish(foo/a)),
    e(atom_length(_, _)),
    e(atom_codes(_, [0'a, f(b)])),
    e(functor(_, foo(a), 1)),
    e(arg(0, atom, _)).
