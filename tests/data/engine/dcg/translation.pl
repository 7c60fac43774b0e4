% Grammar rules list as SWI-Prolog translates and compiles them: leading
% terminals fold into the head, pushback, {}//0, !, \+, call//N, ...

greeting --> [hello], who.
who --> [world].
who --> "bob".
look, [X] --> [X].
digit(D) --> [D], {code_type(D, digit)}.
seq --> b, c, d.
empty --> [].
braces --> {true}.
cut_first --> !, b.
cut_last --> b, !.
neg --> \+ b, c.
alt --> ( b ; c ).
ite --> ( b -> c ; d ).
bar --> ( b | c ).
callN --> call(foo, x).
callV(G) --> call(G).
nt_var(X) --> X.
mid_terminal --> b, [x], c.
two_lists --> [a,b], [c].
string_lit --> "abc", b.
string_end --> b, "xy".
two_goals --> {a}, {b}.
list_goal --> [a], {b}.
goal_list --> {a}, [b].
first_cut(X) --> [X], !.
alt_lists --> ( [a] ; [b] ).
rec --> [].
rec --> [a], rec.
push_after, [a] --> b.
push_string, "ab" --> [].
ite_lists --> ( b -> [] ; [x] ).
neg_list --> \+ [a].
qualified --> m:b.
partial --> [a|T], {T=[]}.
paren_goal --> ( {a} ).
goal_cut --> b, {c}, !.
paren_empty --> ( [] ).
call_qualified --> call(m:foo).
list_cut_list --> [a], !, [b].
phrase_nt --> phrase(b).
cut_goal --> {!}.
conj_alt --> (b, c ; d).
soft --> ( b *-> c ; d ).
empty_first --> [], b.
empty_last --> b, [].
empty_string --> "".
guards --> [X], { X > 0 }, [Y], { Y > X }.
alt_args(X) --> [X] ; "a".
empty_braces --> {}.

% Ordinary clauses get the same head folding.
p1(X) :- X = f(Y), q(Y).
p2(X, Z) :- X = f(Y), Z = g(Y), q(Y).
p3(X, Z) :- q(X), X = f(Y), Z = g(Y).
p4(X, Y) :- X = Y.
p5(X) :- X = a.
p6(X, X) :- X = a.
p7(f(X)) :- X = a.
p8(X) :- X = f(X).
p9(X) :- a = X, !.
p10(X) :- true, X = a.
p11(X) :- q(X) ; X = a.

b --> [].
c --> [].
d --> [].
q(_).

main :-
    forall(member(P, [greeting, who, look, digit, seq, empty, braces,
                      cut_first, cut_last, neg, alt, ite, bar, callN, callV,
                      nt_var, mid_terminal, two_lists, string_lit,
                      string_end, two_goals, list_goal, goal_list, first_cut,
                      alt_lists, rec, push_after, push_string, ite_lists,
                      neg_list, qualified, partial, paren_goal, goal_cut,
                      paren_empty, call_qualified, list_cut_list, phrase_nt,
                      cut_goal, conj_alt, soft, empty_first, empty_last,
                      empty_string, guards, alt_args, empty_braces,
                      p1, p2, p3, p4, p5, p6, p7, p8, p9, p10, p11]),
           listing(P)),
    forall(clause(p2(A, B), Body), ( numbervars(A-B-Body, 0, _), print((p2(A, B) :- Body)), nl )).
