% Included by ../include_flags.pl.
:- set_prolog_flag(double_quotes, codes).
