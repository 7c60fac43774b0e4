% SWI-Prolog's digit groups in decimal integers: one space or an
% underscore (and layout after it) between digits (issue 29: `10 000`
% was a syntax error). Not after a radix prefix, not in a fraction, not
% two spaces. (A fraction after a group reads as a dict access in SWI
% 9.0.4 inside a clause, so none is tested.)
t(Text) :-
    catch(( term_to_atom(T, Text), print(T) ),
          error(syntax_error(E), _),
          print(syntax_error(E))),
    nl.

main :-
    X = 10 000, print(X), nl,
    Z = -1_000_
           000, print(Z), nl,
    forall(member(A, ['1 2', '[1 000, 2]', '1  000', '0x1 000', '1.5 000',
                      '0\'a 1', 'f(1 000)']),
           t(A)),
    atom_number('1 000', N), print(N), nl.
