% A predicate has rules or clauses, not both: the clause that mixes them
% is not added (SWI's permission error goes to standard error).
m(a) => print(m_a), nl.
m(b) :- print(m_b), nl.

n(a).
n(b) => true.

main :-
    m(a),
    catch(m(b), error(E, _), (print(E), nl)),
    ( n(a) -> print(yes) ; print(no) ), nl,
    ( n(b) -> print(yes) ; print(no) ), nl.
