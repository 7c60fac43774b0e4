% Loaded once by same_file_a.pl and same_file_b.pl.
:- writeln(loading_shared).
shared(1).
