% Included by include_order_main.pl.
q(1).
p(2).
