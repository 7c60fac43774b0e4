% A division whose divisor is 0 inside a reified comparison makes the
% comparison false, as SWI's reification defines it (issue 11).
:- use_module(library(clpfd)).
t(B-X-Y, G) :-
    findall(B-X-Y, (G, label([X,Y]), (var(B) -> B = n ; true)), L), print(L), nl.
main_cases :-
  t(B1-X1-Y1, (X1 in 0..1, Y1 in 0..1, B1 #<==> (X1 #= 1 // Y1))),
  t(_-X2-Y2, (X2 in 0..1, Y2 in 0..1, #\ (X2 #= 1 // Y2))),
  t(_-X3-Y3, (X3 in 0..1, Y3 in 0..1, (X3 #= 1 // Y3) #==> (X3 #= 5))),
  t(_-X4-Y4, (X4 in 0..1, Y4 in 0..1, (X4 #= 1) #\/ (X4 #= 1 // Y4))),
  t(B5-X5-Y5, (X5 in 0..1, Y5 in 0..1, B5 #<==> (X5 #= Y5 mod Y5))),
  t(B6-X6-Y6, (X6 in -1..1, Y6 in -1..1, B6 #<==> (X6 #= (2 div Y6) div X6))).
main :-
    main_cases,
    t(B7-X7-Y7, (X7 in 0..2, Y7 in 0..1, B7 #<==> (X7 #= 0 // 0 + Y7))).
