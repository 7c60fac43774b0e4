% Issue 10: a UTF-8 byte order mark is skipped.
p(1).
main :- p(X), writeln(X).
