% Declarations SWI programs carry (multifile, meta_predicate, public, det,
% volatile, thread_local, style_check) load quietly, and program flags
% made with create_prolog_flag/3 or set_prolog_flag/2 read back (issue 5).
:- multifile foo/1.
:- style_check(-singleton).
:- meta_predicate twice(0).
:- public p/0.
:- det(d/0).
:- volatile v/0.
:- thread_local tl/1.
:- create_prolog_flag(my_flag, 42, [type(integer)]).
twice(G) :- call(G), call(G).
p.
d.
main :-
    current_prolog_flag(my_flag, F), print(F), nl,
    set_prolog_flag(my_flag, 43), current_prolog_flag(my_flag, F2), print(F2), nl,
    set_prolog_flag(another, x), current_prolog_flag(another, F3), print(F3), nl,
    catch(set_prolog_flag(bounded, true), error(E, _), (print(E), nl)),
    catch(set_prolog_flag(double_quotes, foo), error(E2, _), (print(E2), nl)),
    catch(set_prolog_flag(_, foo), error(E3, _), (print(E3), nl)),
    assertz(tl(1)), tl(X), print(X), nl,
    twice(write(a)), nl,
    ( current_prolog_flag(bounded, B) -> print(B) ; true ), nl.
