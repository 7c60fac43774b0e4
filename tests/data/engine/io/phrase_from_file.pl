% phrase_from_file/2,3 with a small DCG over a fixture file.

t(G) :-
    catch((G -> writeln(yes) ; writeln(no)), error(E, _),
          \+ \+ (numbervars(E, 0, _), print(E), nl)).

animals([A|As]) --> animal(A), !, animals(As).
animals([]) --> [].

animal(Name-Legs) -->
    "name: ", word(Cs), "\n", { atom_codes(Name, Cs) },
    "legs: ", digits(Ds), "\n", { number_codes(Legs, Ds) }.

word([C|Cs]) --> [C], { code_type(C, alpha) }, word_rest(Cs).
word_rest([C|Cs]) --> [C], { code_type(C, alpha) }, !, word_rest(Cs).
word_rest([]) --> [].

digits([D|Ds]) --> [D], { code_type(D, digit) }, digits_rest(Ds).
digits_rest([D|Ds]) --> [D], { code_type(D, digit) }, !, digits_rest(Ds).
digits_rest([]) --> [].

count(N0, N) --> [_], !, { N1 is N0 + 1 }, count(N1, N).
count(N, N) --> [].

first_line([C|Cs]) --> [C], { C =\= 0'\n }, !, first_line(Cs).
first_line([]) --> "\n".

main :-
    phrase_from_file(animals(As), 'data/animals.txt'), print(As), nl,
    phrase_from_file(count(0, N), "data/sample.txt"), print(N), nl,
    phrase_from_file(count(0, N2), 'data/sample.txt', []), print(N2), nl,
    t(phrase_from_file(first_line(_), 'data/animals.txt')),
    t(phrase_from_file(animals(_), 'data/none.txt')).
