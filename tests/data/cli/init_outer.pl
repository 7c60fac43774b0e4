% Issue 10: each file's initialization goals run when that file has
% loaded: the inner file's before the rest of this one loads.
:- initialization(writeln(outer_init)).
:- ensure_loaded(init_inner).
:- writeln(outer_directive).
