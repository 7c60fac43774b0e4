% portray_clause/1 wraps a term that would run past column 78: a
% compound one argument per line aligned after its `(`, a list one
% element per line between `[ ` and `]`. Operator terms never wrap, and
% a fact at column 0 is never wrapped.

main :-
    portray_clause(fact(aaaaaaaaaaaaaaaaaaaa, bbbbbbbbbbbbbbbbbbbbbbbbbbbb, ccccccccccccccccccccccccccc, ddddddddddddddddddd)),
    portray_clause((head(aaaaaaaaaaaaaaaaaaaa, bbbbbbbbbbbbbbbbbbbbbbbbbbbb) :- body)),
    portray_clause((h :- goal(aaaaaaaaaaaaaaaaaaaa, [bbbbbbbbbbbbbbbbbbbbbbbbbbbb, ccccccccccccccccccccccccccc, ddddddddddddddddddd, eeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee]))),
    portray_clause((h :- X = [aaaaaaaaaaaaaaaaaaaa, bbbbbbbbbbbbbbbbbbbbbbbbbbbb, ccccccccccccccccccccccccccc, ddddddddddddddddddd], p(X))),
    portray_clause((h :- p([aaaaaaaaaaaaaaaaaaaa, bbbbbbbbbbbbbbbbbbbbbbbbbbbb, ccccccccccccccccccccccccccc, ddddddddddddddddddd|T], T))),
    portray_clause((h :- (a -> p(f(aaaaaaaaaaaaaaaaaaaa, bbbbbbbbbbbbbbbbbbbbbbbbbbbb), g(ccccccccccccccccccccccccccc, ddddddddddddddddddd, eeeeeeeeeeeeeeeeeeeeeeeeeeeeee)) ; true))),
    portray_clause((h :- p(A, B, C, D, E, F, G, H, I, J, K, L), q(A, B, C, D, E, F, G, H, I, J, K, L))),
    portray_clause((h :- p(xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx))),
    portray_clause((h :- p('xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx y'))),
    portray_clause((h :- findall(X, (member(X, [aaaaaaaaaaaaaaaaaa, bbbbbbbbbbbbbbbbbbbbbbbb, cccccccccccccccccccccc]), X \== b), _))).
