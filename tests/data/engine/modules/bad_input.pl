% Bad input to the module predicates: SWI's errors.
t(G) :- catch((G -> writeln(yes) ; writeln(no)), error(E, _), (print(E), nl)).
main :-
    t(current_module(3)),
    t(meta_predicate(foo)),
    t(meta_predicate(_)),
    t(use_module(library(nosuchlib))),
    t(use_module(nosuchfile_xyz)),
    t(nosuchmod:foo),
    t(call(_:foo)),
    t(call(3:foo)).
