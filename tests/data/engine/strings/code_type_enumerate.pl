% code_type/2 and char_type/2 enumerate lazily (issue 14): taking the
% first few members of a large class is as cheap as in SWI (each call
% used to build the class's whole member list first); as a char, end of
% file is end_of_file.
first(N, G, T, L) :- findall(T, limit(N, G), L).

main :-
    forall(between(1, 3000, _), ( code_type(_, alpha), ! )),
    forall(between(1, 3000, _), ( char_type(_, csym), ! )),
    writeln(fast),
    first(5, code_type(C1, alpha), C1, L1), print(L1), nl,
    first(3, char_type(C2, alnum), C2, L2), print(L2), nl,
    first(4, code_type(C3, upper(_)), C3, L3), print(L3), nl,
    ( code_type(C4, upper), C4 > 0'M -> print(C4) ; true ), nl,
    findall(C5-W, code_type(C5, digit(W)), L5), print(L5), nl,
    findall(C6, char_type(C6, end_of_line), L6), print(L6), nl,
    findall(T7, char_type(a, T7), L7), length(L7, N7), ( N7 > 5 -> writeln(many) ; print(L7) ), nl,
    findall(C8, code_type(C8, to_lower(0'a)), L8), print(L8), nl,
    findall(C9, char_type(C9, upper(b)), L9), print(L9), nl,
    ( code_type(-1, end_of_file) -> writeln(eof) ; writeln(no_eof) ),
    findall(C10, char_type(C10, end_of_file), L10), print(L10), nl,
    findall(T11, char_type(end_of_file, T11), L11), print(L11), nl,
    catch(code_type(_, _), error(E, _), (print(E), nl)),
    catch(char_type(_, foo), error(E2, _), (print(E2), nl)),
    catch(char_type(ab, alpha), error(E3, _), (print(E3), nl)).
