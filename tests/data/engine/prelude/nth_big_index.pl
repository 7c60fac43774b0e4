% nth0/3 and nth1/3 with an index past 64 bits raise at once, as SWI
% does (on a partial list it ran for ever; found by review, issue 5).
main :-
    B is 2**70,
    catch(nth0(B, _, x), error(E, _), (print(E), nl)),
    catch(nth1(B, [a], _), error(E2, _), (print(E2), nl)).
