% Issue 10: p/1 has clauses before and after a file that adds some too.
% As SWI-Prolog, that file's clauses replace the first ones (with a
% warning), and the later ones here add to them: [b,c].
p(a).
:- ensure_loaded(redefine_other).
p(c).
main :- findall(X, p(X), L), print(L), nl.
