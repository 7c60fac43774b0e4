% setup_call_cleanup/3 with a nondeterministic goal keeps its solutions;
% the cleanup runs once, after the last one (or when the goal exits
% deterministically), and not before (issue 5).
c(Tag) :- write(cleanup(Tag)), nl.
main :-
    findall(X, setup_call_cleanup(true, member(X, [1,2,3]), c(a)), L1),
    print(L1), nl,
    ( setup_call_cleanup(true, member(Y, [1,2]), c(b)), Y == 2 -> print(Y) ; true ), nl,
    findall(Z, ( setup_call_cleanup(true, member(Z, [1,2,3]), c(c)), write(got(Z)), nl ), _),
    catch(( setup_call_cleanup(true, member(W, [1,2]), c(d)), W == 2, throw(late) ), B,
          ( print(caught(B)), nl )),
    setup_call_cleanup(true, (member(V, [x,y]), V == y), c(e)), print(V), nl,
    catch(setup_call_cleanup(true, true, throw(in_cleanup)), B2, (print(B2), nl)),
    write(done), nl.
