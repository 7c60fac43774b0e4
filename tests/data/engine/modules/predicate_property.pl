% predicate_property/2 says where a visible predicate comes from:
% imported_from(lists) for a library's, imported_from(system) for a builtin.
:- use_module(mods/shapes).
main :- forall(member(G, [member(_,_), area(_,_), atom_length(_,_), append(_,_,_)]),
          ( findall(P, (predicate_property(G, P), P \= size(_), P \= last_modified_generation(_), P \= file(_), P \= line_count(_), P \= nodebug), Ps), print(Ps), nl)).
