% A control character where a token should start is SWI's
% syntax_error(illegal_character), whatever the character (the fuzzer,
% issue 25: the formal term used to be the message with the character
% in it).
show(Text) :-
    catch(( term_to_atom(T, Text), writeq(ok(T)) ),
          error(syntax_error(E), _),
          writeq(syntax_error(E))),
    nl.

main :-
    atom_codes(A0, [0, 1, 2]), show(A0),
    atom_codes(A1, [0'a, 0'+, 7]), show(A1),
    atom_codes(A2, [0'f, 0'(, 27, 0')]), show(A2),
    catch(atom_to_term([0, 1, 2, 3, 4], _, _), error(E, _), true),
    writeq(E), nl.
