% When no rule matches: existence_error(matching_rule, Head), also when
% the guards all fail, and for an unbound argument where the heads have
% structure. A committed rule whose body fails just fails.
p(X), X > 0 => true.
p(0) => true.

v([H|T]) => print(H-T), nl.
v([]) => print(empty), nl.

q(X), integer(X) => fail.
q(_) => true.

show(G) :-
    catch(( G -> print(yes) ; print(no) ), error(E, _), print(E)), nl.

main :-
    show(p(1)), show(p(0)), show(p(-1)), show(p(a)),
    show(v([1, 2])), show(v([])), show(v(x)),
    catch(v(_), error(existence_error(matching_rule, G), _), true),
    ( var(G) -> print(var) ; functor(G, N, A), print(N/A) ), nl,
    show(q(1)), show(q(a)),
    catch(p(-5), Ball, true), print_message(error, Ball).
