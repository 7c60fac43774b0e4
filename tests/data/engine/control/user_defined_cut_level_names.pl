% Issue 10: a program may define '$cut'/1 (or the other names of the
% machine's cut-level goals) itself; its clauses then call that
% definition like any other predicate.

'$cut'(X) :- write(user_cut(X)), nl.
'$get_b'(B) :- B = user_b.

r :- ( '$cut'(a), fail ; write(else), nl ).
s(B) :- \+ '$get_b'(x), B = no ; '$get_b'(B).

main :- r, '$cut'(b), s(B), write(B), nl.
