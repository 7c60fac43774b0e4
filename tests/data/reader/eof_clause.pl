% Errors at end of file.
ok(1).
foo(a,
