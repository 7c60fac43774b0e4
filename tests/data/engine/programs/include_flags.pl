% Issue 10: a flag an included file sets (double_quotes here) holds for
% the rest of the including file, as the inclusion is textual.
:- include(loading/flags_part).
x("ab").
main :- x(X), print(X), nl.
