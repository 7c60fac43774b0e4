% A builtin's error names it qualified, as SWI-Prolog 9 does:
% context(system:atom_length/2, _). Messages leave `system:` out
% ("atom_length/2: Arguments are not sufficiently instantiated").

show(G) :-
    catch(G, error(Formal, context(Culprit, _)), true),
    print(Formal-Culprit), nl.

main :-
    show(atom_length(_, _)),
    show(atom_length(abc, foo)),
    show(arg(x, f(a), _)),
    show(functor(_, foo, -1)),
    show(_ =.. [foo|bar]),
    show(msort(a, _)),
    show(succ(a, _)),
    show(nb_getval(no_such_key, _)),
    show(number_codes(_, _)),
    show(_ is foo + 1),
    show(asserta(atom_length(a, 1))),
    % call/N names itself, for its own errors and an unknown goal's.
    show(call(1)),
    show(call(no_such_predicate, 1)),
    G = 2,
    show(G),
    % Builtins our prelude writes in Prolog name themselves the same way.
    show(b_getval(no_such_key, _)),
    show(nb_setval(1, a)),
    show(with_output_to(_, true)),
    show(with_output_to(no_such_stream, true)),
    show(current_prolog_flag(1, _)),
    show(name(_, _)),
    show(abolish(foo, a)),
    show(text_to_string(_, _)),
    show(normalize_space(_, _)),
    show(format_time(atom(_), _, 0)),
    show(recorded(_, _, foo)),
    catch(findnsols(a, X, member(X, [a]), _), error(F, C), true),
    print(F), nl,
    (   var(C) -> writeln('findnsols/4: context left unbound') ; true ).
