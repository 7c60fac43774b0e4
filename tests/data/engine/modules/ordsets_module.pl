% library(ordsets) is its own module, ordsets, as in SWI (issue 14):
% use_module loads and imports it, its exports say where they come
% from, and a program's own ord_union/3 leaves the library's users
% (library(ugraphs)) alone.
:- use_module(library(ordsets)).

ord_union(_, _, mine).

main :-
    ( predicate_property(ord_subtract(_,_,_), imported_from(M)) -> print(M) ; print(none) ), nl,
    ( predicate_property(ordsets:ord_union(_,_,_), exported) -> print(exported) ; print(not_exported) ), nl,
    ( module_property(ordsets, class(C)) -> print(C) ; print(no_module) ), nl,
    ( module_property(ordsets, exports(Es)), memberchk(ord_memberchk/2, Es) -> print(has_memberchk) ; print(no_memberchk) ), nl,
    ord_union([a], [b], Mine), print(Mine), nl,
    ordsets:ord_union([a,c], [b], U), print(U), nl,
    ord_subtract([a,b,c], [b], S), print(S), nl,
    list_to_ord_set([c,a,b,a], L), print(L), nl,
    ord_intersection([a,b,c], [b,c,d], I, D), print(I-D), nl,
    vertices_edges_to_ugraph([a,b,c], [a-b,b-c], G), print(G), nl.
