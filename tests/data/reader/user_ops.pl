% op/3 directives change how the rest of the file is read.
:- op(700, xfx, ===>).
r(a ===> b).
:- op(200, xfy, &&).
r(a && b && c).
:- op(900, fy, not).
r(not a, not not a, not(a), not (a, b)).
:- op(100, xf, +++).
r(3 +++, (3 +++) +++, - 3 +++).
:- op(0, xfx, ===>).
r(a ===> b).
:- op(700, xfx, [isa, has]).
r(dog isa animal, dog has tail).
:- op(1150, fx, rule).
rule foo :- bar.
:- op(200, yfx, ++).
r(a ++ b ++ c).
:- op(100, yf, ~~).
r(a ~~ ~~).
