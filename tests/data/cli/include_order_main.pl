% Issue 10: an included file continues the clause order of the file that
% includes it: p/1 split by q/1 across the two is warned about, as SWI.
p(1).
:- include(include_order_part).
p(3).
