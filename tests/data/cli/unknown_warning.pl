% Issue 10: the unknown flag set in a directive; the warning says where.
:- set_prolog_flag(unknown, warning).
main :- ( undefined_here(1) -> true ; writeln(failed) ).
