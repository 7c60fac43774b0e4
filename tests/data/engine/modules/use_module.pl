% Module files: use_module/1 imports every export, use_module/2 only the
% listed ones (or all but except(List)); M:G calls into a module, and a
% predicate a module does not export is reached only that way.
:- use_module(mods/shapes).
:- use_module(mods/colors, [color/1, mix/3]).

double(X, Y) :- Y is X * 2.

main :-
    area(square(3), A), print(A), nl,
    twice(5, T), print(T), nl,
    apply_to(double, 7, D), print(D), nl,
    shapes:helper(4, H), print(H), nl,
    catch(helper(4, _), error(E, _), (print(E), nl)),
    findall(C, color(C), Cs), print(Cs), nl,
    mix(a, b, M), print(M), nl,
    catch(shade(red, _), error(E2, _), (print(E2), nl)),
    colors:shade(blue, S), print(S), nl,
    local_count(N1), local_count(N2), print(N1/N2), nl,
    ( catch(counter(_), error(E3, _), (print(E3), nl, fail)) -> true ; true ),
    shapes:counter(K), print(K), nl,
    forall(member(Mod, [shapes, colors, user]), (current_module(Mod) -> print(yes(Mod)) ; print(no(Mod)))), nl,
    ( current_module(nosuchmodule) -> print(yes) ; print(no) ), nl.
