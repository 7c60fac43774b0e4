% A type argument that is not callable is a type error, not a crash
% (found by fuzzing the builtins, issue 2).
t(G) :- catch((G -> write(yes) ; write(no)), error(E, _), print(E)), nl.
main :-
    t(char_type(a, 0)), t(char_type(a, 1.5)), t(code_type(0'a, "s")),
    t(char_type(a, alpha)), t(code_type(0'1, digit(W))), print(W), nl.
