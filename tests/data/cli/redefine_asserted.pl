% Consulted after p/1 got clauses from assertz/1: as in SWI-Prolog, the
% file's clauses replace them (with a warning) and p/1 becomes static.
p(3).
