% The module predicates beyond use_module (issue 14): reexport/1,2,
% export/1, import/1, @/2, import_module/2, default_module/2,
% module_property/2, predicate_property/2's exported, transparent and
% meta_predicate, and listing/1 of another module's predicates.
:- use_module(mods/reex).

p(user_p).
m1:p(m1_p).

t(G) :-
    (   catch(G, error(E, _), (print(error(E)), nl, fail))
    ->  R = yes(G)
    ;   R = no(G)
    ),
    \+ \+ ( numbervars(R, 0, _), print(R) ),
    nl.

main :-
    t(own(red)),
    t(findall(C, color(C), _)),
    t(area(square(2), _)),
    t(twice(3, _)),
    t(pairs_keys([a-1, b-2], _)),
    t(extra(3)),
    t(reex:uses_twice(3, _)),
    module_property(reex, exports(Es)), msort(Es, Sorted), print(Sorted), nl,
    t(predicate_property(reex:color(_), imported_from(_))),
    t(predicate_property(reex:own(_), exported)),
    t(predicate_property(own(_), exported)),
    t(predicate_property(colors:color(_), exported)),
    % @/2: the goal found where it is qualified, its meta arguments in
    % the given module.
    t(@(findall(X, p(X), _), m1)),
    t(@(findall(X, p(X), _), user)),
    t(@(assertz(r(1)), m1)),
    t(m1:r(_)),
    t(@(maplist(p, [_]), m1)),
    t(@(true, m1)),
    t(@(_, m1)),
    t(@(p(_), _)),
    t(@(p(_), 3)),
    t(import(shapes:area/2)),
    t(area(square(5), _)),
    t(import_module(user, _)),
    t(import_module(system, _)),
    t(import_module(reex, _)),
    t(import_module(m1, _)),
    findall(D, default_module(reex, D), Ds), print(Ds), nl,
    findall(D, default_module(user, D), Us), print(Us), nl,
    t(module_property(reex, class(_))),
    t(module_property(user, class(_))),
    t(module_property(system, class(_))),
    t(module_property(m1, class(_))),
    t(module_property(no_such_module, class(_))),
    t(predicate_property(@(_, _), meta_predicate(_))),
    t(predicate_property(format(_, _), meta_predicate(_))),
    t(predicate_property(maplist(_, _, _), meta_predicate(_))),
    t(predicate_property(maplist(_, _, _), transparent)),
    t(predicate_property(shapes:apply_to(_, _, _), meta_predicate(_))),
    t(predicate_property(p(_), meta_predicate(_))),
    t(export(foo)),
    t(export(_)),
    listing(own/1),
    listing(reex:own/1),
    listing(colors:mix/3),
    listing(mix/3),
    listing(shapes:area/2),
    listing(area/2),
    listing(append/3),
    listing(lists:append/3).
