% Issue 25: ~s takes [] as the empty code list (it printed `[]`), and a
% list mixing codes and chars is an error; the other text directives'
% corner cases, as SWI-Prolog 9 prints them.

t(F, A) :-
    catch((format(F, A), nl), error(E, _), (print(E), nl)).

main :-
    t("<~s>", [[]]), t("<~s>", [""]), t("~s~s|", [[], []]),
    t("~s", [abc]), t("~s", ["abc"]), t("~s", [[a, b]]),
    t("~s", [[0'a, 0'b]]), t("~s", [[0'a, b]]), t("~s", [[a, 0'b]]),
    t("~s", [[-1]]), t("~s", [f(x)]),
    t("~a", [[]]), t("~a", ['[]']), t("~a", [""]), t("~a", [1]),
    t("~a", ["str"]), t("~a", [[a]]), t("~a", [f(x)]),
    t("~w", [[]]), t("~w", ['[]']), t("~q", [[]]), t("~q", ['[]']),
    t("~p", [[]]), t("~w", ["a b"]), t("~c", [[]]), t("~e", [[]]),
    t("~10|~s|", [[]]), t("~t~s~10|", [[0'x]]).
