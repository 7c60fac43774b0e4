% Old SWI-Prolog names older programs still use (issue 29):
% ttyflush/0 flushes user_output, string_to_list/2 is string_codes/2.
main :-
    write(before), ttyflush, nl,
    string_to_list("ab", L), print(L), nl,
    string_to_list(S, [0'a, 0'b]), print(S), nl,
    catch(string_to_list(_, _), error(E, _), (print(E), nl)).
