% library(dcg/basics): parsing and generating, solution order, leftovers.
% (prolog_symbol//1, csym//1 and csyms//1 are newer than SWI-Prolog 9.0.4.)
:- use_module(library(dcg/basics)).
show(G) :-
    catch(( findall(G, G, L), \+ \+ ( numbervars(L, 0, _), print(L) ) ),
          error(E, _), print(error(E))),
    nl.
p(G, S) :- string_codes(S, Cs), show(phrase(G, Cs, _)).
p(G, S, R) :- string_codes(S, Cs), show(phrase(G, Cs, R)).
gen(G) :- catch(( phrase(G, Cs) -> atom_codes(A, Cs), writeq(A) ; write(false) ), error(E, _), print(error(E))), nl.
main :-
    p(blank, " a"), p(blank, "a"), p(blanks, "  \t\nx"), p(blanks, "x"),
    p(white, "\tx"), p(white, "\nx"), p(whites, " \t\nx"),
    p(nonblank(_), "ab"), p(nonblank(_), " b"), p(nonblanks(_), "ab cd"), p(nonblanks(_), " x"),
    p(blanks_to_nl, "   \nx"), p(blanks_to_nl, "  "), p(blanks_to_nl, " x\n"),
    p(string(_), "abc"), p((string(S1), " "), "ab cd"), ignore(S1 = x),
    p(string_without(` `, _), "ab cd"), p(string_without(`x`, _), "ab"), p(string_without(" ", _), "ab cd"),
    p(remainder(_), "abc"), p(eos, ""), p(eos, "a"), p(eol, "\nx"), p(eol, "\r\nx"), p(eol, ""), p(eol, "x"),
    p(digit(_), "12"), p(digit(_), "a"), p(digits(_), "123a"), p(digits(_), "a"),
    p(integer(_), "123a"), p(integer(_), "-12"), p(integer(_), "+7"), p(integer(_), "- 3"), p(integer(_), "abc"), p(integer(_), "0x1F"),
    p(integer(_), "12.5"),
    p(float(_), "1.5e3x"), p(float(_), "12"), p(float(_), "-0.25"), p(float(_), "1e10"), p(float(_), "1.0E-2"), p(float(_), "3."),
    p(number(_), "42"), p(number(_), "4.2"), p(number(_), "-4.2e1"), p(number(_), "4e2"), p(number(_), "x"), p(number(_), "1_000"),
    p(xinteger(_), "1fZ"), p(xinteger(_), "FF"), p(xinteger(_), "g"),
    p(xdigit(_), "a"), p(xdigit(_), "G"), p(xdigits(_), "0aFg"),
    p(alpha_to_lower(_), "Abc"), p(alpha_to_lower(_), "abc"), p(alpha_to_lower(_), "1"), p(alpha_to_lower(_), "_"), p(alpha_to_lower(0'a), "A"),
    gen(integer(42)), gen(integer(-7)), gen(float(1.5)), gen(number(3)), gen(number(2.5)),
    gen(xinteger(255)), gen(atom(hello)), gen(alpha_to_lower(0'a)),
    gen(digits(`12`)), gen(string(`xy`)), gen(blank), gen(white), gen(eos),
    gen(nonblanks(`ab`)), gen(remainder(`rest`)), gen(blanks), gen(whites),
    gen(xdigit(11)), gen(xdigits([1, 15])).
