% Loaded by include_main.pl, by a name relative to that file.
helper(found).
