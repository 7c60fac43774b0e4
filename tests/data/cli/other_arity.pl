% foo/2 exists; calling foo/1 names it in the error, as SWI does.
foo(1, 2).
