:- dynamic known_dynamic/1.
main :-
    catch(foo, error(E, _), (print(E), nl)),
    catch(bar(1, 2), error(E2, _), (print(E2), nl)),
    catch(call(baz, x), error(E3, _), (print(E3), nl)),
    ( catch(known_dynamic(_), _, fail) -> write(yes) ; write(dynamic_fails_quietly) ), nl,
    catch(findall(X, undefined_in_findall(X), _), error(E4, _), (print(E4), nl)).
