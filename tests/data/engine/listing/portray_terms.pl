% portray_clause/1 on facts and plain terms: variable naming (shared
% variables A, B, ..., singletons _), spacing after argument commas,
% quoting, strings, lists and operators, as SWI-Prolog prints them.

main :-
    portray_clause(foo),
    portray_clause(foo(bar, 1, -2, 3.5, "a string")),
    portray_clause(f(X, Y, X, _Z, [Y|T], T)),
    portray_clause(point(_, _, _)),
    portray_clause('Quoted Atom'(x, 'it''s', [], 'hello\nworld')),
    portray_clause([a, 'B', "c", 0'd]),
    portray_clause([H|T2]-T2-H),
    portray_clause(1 + 2 * 3 - (4 - 5)),
    portray_clause(a = (b :- c)),
    portray_clause(- 1),
    portray_clause(- a),
    portray_clause(- (- 1)),
    portray_clause(1 - -1),
    portray_clause(f(-1, - 1, a- -1)),
    portray_clause(f((a, b), (a ; b), (a -> b), [(a :- b)])),
    portray_clause({a, b}),
    portray_clause(+),
    portray_clause(f(+, -, (dynamic))),
    portray_clause('$VAR'(1) - '$VAR'('Foo') - V - V),
    portray_clause("only a string"),
    portray_clause([]),
    portray_clause(user_error, to_stderr(_)),
    portray_clause(user_output, to_stdout(W, W)).
