% No units at all: `% No tests to run`.
p.
