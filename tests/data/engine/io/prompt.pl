% prompt/2: the prompt for lines read from user_input (issue 10: it was
% missing, and programs that read standard input set it to '').

t(G) :-
    catch(( G -> \+ \+ (numbervars(G, 0, _), print(G)) ; print(failed) ),
          error(E, _), \+ \+ (numbervars(E, 0, _), print(E))),
    nl.

main :-
    t(prompt(_, _)),
    t(prompt(P, P)),
    t(prompt(_, 'next> ')),
    t(prompt(_, '')),
    t(prompt(wrong, x)),
    t(prompt(_, f(x))),
    t(prompt(_, "string")),
    t(prompt(Q, Q)).
