% Double-quoted text follows the double_quotes flag; back quotes are codes.
s("abc", "", "a""b", "esc\n\"", `abc`, ``).
:- set_prolog_flag(double_quotes, codes).
c("abc", "").
:- set_prolog_flag(double_quotes, chars).
c("abc", "").
:- set_prolog_flag(double_quotes, atom).
c("abc", "").
:- set_prolog_flag(double_quotes, string).
c("abc").
