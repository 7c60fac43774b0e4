% Issue 14 (INRIA suite, current_prolog_flag and set_prolog_flag): SWI's
% debug, iso and max_arity flags. A boolean flag asked for on or off
% answers as for true or false; a value that is no boolean is a type
% error.
e(G) :- catch(G, error(E, _), (writeq(E), nl)).
yn(G) :- ( catch(G, error(E, _), (writeq(E), nl, fail)) -> writeln(yes) ; writeln(no) ).
main :-
    forall(member(F, [debug, iso, max_arity]),
           ( current_prolog_flag(F, V), writeq(F = V), nl )),
    yn(current_prolog_flag(debug, off)),
    yn(current_prolog_flag(debug, on)),
    yn(current_prolog_flag(iso, false)),
    yn(current_prolog_flag(debug, no)),
    yn(current_prolog_flag(no_such_flag, _)),
    e(set_prolog_flag(debug, no)),
    e(set_prolog_flag(iso, 2)),
    set_prolog_flag(iso, 1), current_prolog_flag(iso, I1), writeq(iso = I1), nl,
    set_prolog_flag(iso, 0),
    e(set_prolog_flag(iso, _)),
    set_prolog_flag(iso, true), set_prolog_flag(iso, false),
    current_prolog_flag(iso, I), writeq(iso = I), nl,
    % Back to SWI's reading and writing.
    term_to_atom(T, '- 1'), writeq(T), nl, writeq(-(1)), nl,
    e((X is unbounded + 1, writeq(X), nl)).
