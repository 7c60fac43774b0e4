% Loaded by redefine_main.pl.
p(b).
