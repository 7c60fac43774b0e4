#!/usr/bin/env zebralog
% Issue 14: a script run as `zebralog script_args.pl ARGS` (or as ./script_args.pl): its `#!` line is skipped.
:- initialization(main, main).
main :- current_prolog_flag(argv, A), print(A), nl.
