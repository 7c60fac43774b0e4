% op/3 takes module-qualified names and lists, as SWI-Prolog does
% (issue 29: `op(700, xfx, user:(=+))` was refused); zebralog has one
% operator table, so the module names no scope.
:- op(700, xfx, user:(=+)).
:- op(200, xfy, user:[(+++), (---)]).
:- op(900, fy, user:(~~)).

main :-
    X = (a =+ b), writeq(X), nl,
    Y = (a +++ b --- c), writeq(Y), nl,
    Z = (~~ a), writeq(Z), nl,
    forall(member(O, [=+, +++, ---, ~~]),
           ( current_op(P, T, O), writeq(op(P, T, O)), nl )),
    catch(op(700, xfx, [user:foo]), error(E, _), (print(E), nl)).
