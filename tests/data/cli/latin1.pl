% Issue 10: bytes that are not UTF-8 (Latin-1 here) read as U+FFFD,
% with a warning that says where; the rest of the file loads.
p(1).
q('café').
q("été").
p(2).
r('€').
main :- forall(p(X), writeln(X)), forall(q(Y), (atom_codes(Y, C), writeln(C))), r(Z), atom_length(Z, N), writeln(N).
