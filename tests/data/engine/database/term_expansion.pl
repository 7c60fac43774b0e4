% Issue 14: term_expansion/2 is called for each term loaded after it is
% defined: a term, a list of terms (a directive among them runs), or []
% (the term is dropped); the result is not expanded again, and grammar
% rules it gives are translated. expand_term/2 calls it too, and
% source_location/2 says where the term being loaded is. At the end of
% the file it is called on end_of_file.

term_expansion(double(X), [X, X]).
term_expansion(gen(N), Clauses) :-
    findall(num(I), between(1, N, I), Clauses).
term_expansion(drop(_), []).
term_expansion((:- hello), (:- assertz(said(hello)))).
term_expansion(rule(H, B), (H --> B)).
term_expansion(located, located_at(Line)) :-
    source_location(_, Line).
term_expansion(end_of_file, [at_end(Line), end_of_file]) :-
    source_location(_, Line).

double(p(1)).
gen(3).
drop(me).
:- hello.
rule(greeting, [hi]).
located.

main :-
    forall(p(X), (write(p(X)), nl)),
    forall(num(X), (write(num(X)), nl)),
    ( catch(drop(_), error(existence_error(_, _), _), fail) -> write(dropped_kept) ; write(dropped) ), nl,
    forall(said(X), (write(said(X)), nl)),
    ( phrase(greeting, [hi]) -> write(grammar) ; write(no_grammar) ), nl,
    located_at(L), write(line(L)), nl,
    at_end(E0), write(at_end(E0)), nl,
    expand_term(double(q), E), write(E), nl,
    expand_term(plain(t), T), write(T), nl.
