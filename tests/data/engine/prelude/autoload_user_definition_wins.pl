% A program's own definition of a library predicate's name wins: the
% library, autoloaded later for another of its predicates, neither
% replaces nor adds to it (issue 12).

list_to_assoc(_, mine).

is_of_type(colour, red).
is_of_type(colour, green).

main :-
    list_to_assoc([a-1], A), writeln(A),
    empty_assoc(E), put_assoc(k, E, v, E2), writeln(E2),
    list_to_assoc([x-y], B), writeln(B),
    findall(C, is_of_type(colour, C), Cs), writeln(Cs),
    catch(must_be(integer, foo), error(Err, _), true), print(Err), nl,
    findall(C, is_of_type(colour, C), Cs2), writeln(Cs2).
