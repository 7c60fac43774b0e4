% Issue 10: atoms are garbage collected while a query runs. churn/1
% makes enough temporary atoms to force collections; every atom made in
% between that is still held somewhere must keep its name.
:- dynamic kept/1.

churn(N) :-
    forall(between(1, N, I), (atom_concat(tmp_, I, A), atom_length(A, _))).

main :-
    atom_concat(on_heap_, 1, H),
    atom_concat(asserted_, 1, F),
    atom_concat(functor_, 1, Fn),
    T =.. [Fn, F],
    assertz(kept(T)),
    atom_concat(pred_, 1, P),
    G =.. [P, x],
    assertz(G),
    atom_concat(rule_, 1, R),
    assertz((rule(X) :- X = R)),
    atom_concat(global_, 1, GV),
    nb_setval(gkey, GV),
    atom_concat(flag_, 1, FV),
    set_prolog_flag(my_flag, FV),
    atom_concat(op_, 1, Op),
    op(700, xfx, Op),
    % 60000 atoms force a collection (at most 50000 are made between
    % two), with a findall bag in progress.
    findall(B, (between(1, 3, I), atom_concat(bag_, I, B), churn(20000)), Bag),
    catch((atom_concat(ball_, 1, Ball), throw(Ball)), Caught, true),
    % A choicepoint whose key is a new atom.
    atom_concat(key_, 1, K),
    assertz(k(K, one)), assertz(k(K, two)),
    forall(k(K, V), (churn(2000), write(V), nl)),
    kept(T2), rule(R2), nb_getval(gkey, GV2), current_prolog_flag(my_flag, FV2),
    ( current_op(700, xfx, Op) -> OpOk = yes ; OpOk = no ),
    ( call(P, x) -> PredOk = yes ; PredOk = no ),
    print([H, T2, R2, GV2, FV2, OpOk, PredOk, Bag, Caught]), nl,
    atom_concat(tmp_, 19999, Again),
    atom_length(Again, L), print(Again-L), nl.
