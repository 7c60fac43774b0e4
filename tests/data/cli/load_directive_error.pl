:- X is foo + 1, write(X).
p(1).
