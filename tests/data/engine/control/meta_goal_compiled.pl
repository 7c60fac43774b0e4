% Goal arguments written as control constructs (findall(X, (p(X), q(X)),
% L), forall/2, once/1, ignore/1, catch/3, and the bodies of lambdas
% given to library(apply)): the answers, cuts, bindings, module context
% and errors of call/1 on the construct, which the prelude's libraries
% compile as auxiliary predicates and must keep.
:- use_module('../modules/mods/meta_goal_mod').

p(1). p(2). p(3).

main :-
    findall(X, (p(X), X > 1 ; X = 0), L1), writeln(L1),
    findall(X-Y, (p(X), !, p(Y)), L2), writeln(L2),          % cut local
    findall(X, (member(X, [a, b]), \+ X == b), L3), writeln(L3),
    ( forall(p(X), (X > 0, X < 4)) -> writeln(all) ; writeln(not_all) ),
    ( forall((p(X), X > 1), X > 2) -> writeln(all) ; writeln(not_all) ),
    once((p(X4), X4 > 1)), writeln(X4),
    ignore((p(X5), X5 > 5)), ( var(X5) -> writeln(unbound) ; writeln(X5) ),
    catch((p(X6), X6 > 2, throw(found(X6))), found(F), true), writeln(F),
    catch(true, _, (writeln(never), fail)),
    catch(throw(oops), E7, (atom(E7), writeln(caught(E7)))),
    % A global variable of a lambda is copied for each call.
    G = g,
    maplist([A, B]>>(A > 1 -> B = G-A ; B = none), [1, 2, 3], L8), writeln(L8),
    maplist([A]>>(atom(Z) ; Z = 1, A > 0), [1, 2]), ( var(Z) -> writeln(z_unbound) ; writeln(Z) ),
    foldl([A, S0, S]>>(A > 1 -> S is S0 + A ; S = S0), [1, 2, 3], 0, Sum), writeln(Sum),
    include([A]>>(A > 1, A < 3), [1, 2, 3], L9), writeln(L9),
    exclude([A]>>(A = 2 ; A = 3), [1, 2, 3], L10), writeln(L10),
    partition([A]>>(A < 2, true), [1, 2, 3], In, Out), writeln(In-Out),
    % The errors are call/1's.
    catch(findall(X, (p(X), X > foo), _), error(E11, _), true), writeln(E11),
    catch(forall((p(X), atom_length(X, foo)), true), error(E12, _), true), writeln(E12),
    % In a module: assertz/1 and the goals run in the clause's module.
    meta_goal_mod:fill, meta_goal_mod:facts(Fs), writeln(Fs),
    ( catch(user:kw(_, _), _, fail) -> writeln(leaked) ; writeln(not_in_user) ),
    meta_goal_mod:lambda_here(L13), writeln(L13).
