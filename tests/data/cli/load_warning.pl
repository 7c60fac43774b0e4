:- print_message(warning, format("careful", [])).
p(1).
