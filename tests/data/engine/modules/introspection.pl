% current_predicate/1, listing/1 and predicate_property/2 with M:Spec look
% in module M; unqualified, what user sees.
:- use_module(mods/shapes).
foo(1).
main :-
    ( current_predicate(foo/1) -> writeln(yes) ; writeln(no) ),
    ( current_predicate(area/2) -> writeln(yes) ; writeln(no) ),
    ( current_predicate(shapes:helper/2) -> writeln(yes) ; writeln(no) ),
    ( current_predicate(helper/2) -> writeln(yes) ; writeln(no) ),
    ( catch(listing(shapes:helper/2), E, (print(E), nl)) -> true ; writeln(listing_failed) ),
    ( predicate_property(shapes:helper(_,_), P), P == defined -> writeln(def) ; writeln(nodef) ).
