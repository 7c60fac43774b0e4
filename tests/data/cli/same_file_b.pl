% See same_file_a.pl.
:- ensure_loaded(same_file_shared).
