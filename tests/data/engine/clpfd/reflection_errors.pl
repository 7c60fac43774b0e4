% fd_dom/2, fd_inf/2, fd_sup/2, fd_size/2 and fd_degree/2 on what is
% neither a variable nor an integer: SWI's errors (issue 11).
:- use_module(library(clpfd)).

t(Name, Goal) :-
    catch(( Goal -> R = yes ; R = no ), error(E, _), R = error(E)),
    format("~w: ~q~n", [Name, R]).

main :-
    t(dom_atom, fd_dom(a, _)),
    t(dom_float, fd_dom(1.5, _)),
    t(inf_atom, fd_inf(foo, _)),
    t(sup_compound, fd_sup(f(x), _)),
    t(size_atom, fd_size(a, _)),
    t(degree_atom, fd_degree(a, _)),
    t(dom_int, (fd_dom(3, D), D == 3..3)),
    t(size_var, (fd_size(_, S), S == sup)),
    t(degree_var, (fd_degree(_, N), N == 0)).
