% Issue 10: loaded as ./same_file_a.pl; both it and same_file_b.pl load
% same_file_shared, which must load once, whatever name reaches it.
:- ensure_loaded(same_file_shared).
