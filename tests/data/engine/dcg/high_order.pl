% library(dcg/high_order): sequence//2,3,5, optional//2, foreach//2,3,
% parsing and generating, loaded by use_module (issue 14).
:- use_module(library(dcg/high_order)).
:- use_module(library(dcg/basics)).

item(X) --> [X], { X \== (',') }.
comma --> [','].
ab(a) --> [a].
ab(b) --> [b].

all(G) :- findall(G, G, L), print(L), nl.

main :-
    phrase(sequence(digit, Ds), `123`, R0), atom_codes(A0, Ds), print(A0-R0), nl,
    all(phrase(sequence(ab, _L1), [a,b,a])),
    all(phrase(sequence(ab, _L2), [a,b], _)),
    all(phrase(sequence(item, comma, _L3), [x,',',y,',',z])),
    all(phrase(sequence(item, comma, _L4), [x,',',y,','], _)),
    all(phrase(sequence(item, comma, _L5), [])),
    all(phrase(sequence(item, comma, [p,q]), _S5)),
    all(phrase(sequence("[", integer, ",", "]", _L6), `[1,22,333]`)),
    all(phrase(sequence("(", integer, ",", ")", _L7), `()`)),
    all(phrase(sequence(ab, [a,b]), _S8)),
    all(phrase(optional(ab(X9), {X9 = none}), [b])),
    all(phrase(optional(ab(X10), {X10 = none}), [])),
    all(phrase(optional(ab(X11), {X11 = none}), [c], _R11)),
    phrase(foreach(member(X, [1,2,3]), integer(X), ", "), C12), atom_codes(A12, C12), print(A12), nl,
    phrase(foreach(member(X13, [a,b]), [X13]), L13), print(L13), nl,
    phrase(foreach(member(X14, [a,b,c]), [X14,Y14]), L14), Y14 = z, print(L14), nl,
    findall(L15, phrase(foreach(member(_, []), [x]), L15), R15), print(R15), nl,
    phrase(sequence([C,S0,S]>>(S0 = [C|S]), L16), [1,2]), print(L16), nl,
    ( catch(phrase(sequence(no_such_rule, _), [a]), error(E, _), (print(E), nl)) -> true ; true ),
    ( predicate_property(sequence(_,_,_,_), imported_from(M)) -> print(M) ; print(none) ), nl.
