/*  error.pl -- SWI-Prolog's library(error): must_be/2, is_of_type/2,
    the throwing shorthands (type_error/2, domain_error/2, ...), and
    library(debug)'s assertion/1.

    The errors are SWI 9's: a value of the wrong type is a type_error
    naming the type (also for positive_integer and nonneg), an unbound
    value (or an unbound part of a list) an instantiation_error, and an
    unknown type an existence_error(type, T).  For list(Type), chars and
    codes the first element that is not of its type is the culprit.
*/

:- module(error,
          [ must_be/2, is_of_type/2, type_error/2, domain_error/2,
            existence_error/2, permission_error/3, instantiation_error/1,
            uninstantiation_error/1, representation_error/1,
            resource_error/1, syntax_error/1, assertion/1
          ]).
:- meta_predicate
    assertion(0).

type_error(Type, Value) :-
    throw(error(type_error(Type, Value), _)).
domain_error(Domain, Value) :-
    throw(error(domain_error(Domain, Value), _)).
existence_error(Type, Value) :-
    throw(error(existence_error(Type, Value), _)).
permission_error(Action, Type, Term) :-
    throw(error(permission_error(Action, Type, Term), _)).
instantiation_error(_) :-
    throw(error(instantiation_error, _)).
uninstantiation_error(Culprit) :-
    throw(error(uninstantiation_error(Culprit), _)).
representation_error(Reason) :-
    throw(error(representation_error(Reason), _)).
resource_error(Resource) :-
    throw(error(resource_error(Resource), _)).
syntax_error(Message) :-
    throw(error(syntax_error(Message), _)).

must_be(Type, X) :-
    (   var(Type)
    ->  throw(error(instantiation_error, _))
    ;   '$has_type'(Type, X)
    ->  true
    ;   '$known_type'(Type)
    ->  '$is_not'(Type, X)
    ;   throw(error(existence_error(type, Type), _))
    ).

is_of_type(Type, X) :-
    (   var(Type)
    ->  throw(error(instantiation_error, _))
    ;   '$has_type'(Type, X)
    ).

'$is_not'(var, X) :- !,
    throw(error(uninstantiation_error(X), _)).
'$is_not'(_, X) :-
    var(X), !,
    throw(error(instantiation_error, _)).
'$is_not'(cyclic, X) :- !,
    throw(error(domain_error(cyclic_term, X), _)).
'$is_not'(proper_list, X) :- !,
    throw(error(type_error(proper_list, X), _)).
'$is_not'(list_or_partial_list, X) :- !,
    throw(error(type_error(list, X), _)).
'$is_not'(Type, X) :-
    '$list_type'(Type, Of, ListType), !,
    (   '$partial_list'(X)
    ->  throw(error(instantiation_error, _))
    ;   is_list(X)
    ->  member(E, X),
        \+ '$has_type'(Of, E), !,
        '$is_not'(Of, E)
    ;   throw(error(type_error(ListType, X), _))
    ).
'$is_not'(Type, X) :-
    throw(error(type_error(Type, X), _)).

'$list_type'(list, any, list).
'$list_type'(list(Of), Of, list(Of)).
'$list_type'(chars, char, list(char)).
'$list_type'(codes, code, list(code)).

% A list whose tail is unbound: [a|_]. '$skip_list'/3 ends on a cyclic
% list (its tail is then a list cell), which is no partial list.
'$partial_list'(L) :-
    '$skip_list'(_, L, T),
    var(T).

'$known_type'(Type) :-
    \+ \+ '$type_clause'(Type).

'$type_clause'(list(_)).
'$type_clause'(oneof(_)).
'$type_clause'(between(_, _)).
'$type_clause'(T) :-
    atom(T),
    memberchk(T, [acyclic, any, atom, atomic, boolean, callable, char, chars, code,
                  codes, compound, constant, cyclic, encoding, float, ground, integer,
                  list, list_or_partial_list, negative_integer, nonneg,
                  nonvar, number, pair, positive_integer, proper_list,
                  rational, string, symbol, text, type, var]).

'$has_type'(any, _).
'$has_type'(atom, X) :- atom(X).
'$has_type'(atomic, X) :- atomic(X).
'$has_type'(between(L, H), X) :-
    (   integer(L), integer(H)
    ->  integer(X), X >= L, X =< H
    ;   number(X), X >= L, X =< H
    ).
'$has_type'(boolean, X) :- ( X == true ; X == false ), !.
'$has_type'(callable, X) :- callable(X).
'$has_type'(char, X) :- atom(X), atom_length(X, 1).
'$has_type'(chars, X) :- is_list(X), forall(member(E, X), '$has_type'(char, E)).
'$has_type'(code, X) :- integer(X), X >= 0, X =< 0x10ffff.
'$has_type'(codes, X) :- is_list(X), forall(member(E, X), '$has_type'(code, E)).
'$has_type'(compound, X) :- compound(X).
'$has_type'(constant, X) :- atomic(X).
'$has_type'(encoding, X) :-
    atom(X),
    memberchk(X, [octet, ascii, iso_latin_1, text, utf8, unicode_be,
                  unicode_le, utf16be, utf16le, wchar_t]).
'$has_type'(acyclic, X) :- acyclic_term(X).
'$has_type'(cyclic, X) :- cyclic_term(X).
'$has_type'(float, X) :- float(X).
'$has_type'(ground, X) :- ground(X).
'$has_type'(integer, X) :- integer(X).
'$has_type'(list, X) :- is_list(X).
'$has_type'(list(Of), X) :- is_list(X), forall(member(E, X), '$has_type'(Of, E)).
'$has_type'(list_or_partial_list, X) :- '$skip_list'(_, X, T), ( var(T) ; T == [] ), !.
'$has_type'(negative_integer, X) :- integer(X), X < 0.
'$has_type'(nonneg, X) :- integer(X), X >= 0.
'$has_type'(nonvar, X) :- nonvar(X).
'$has_type'(number, X) :- number(X).
'$has_type'(oneof(L), X) :- ground(X), memberchk(X, L).
'$has_type'(pair, X) :- nonvar(X), X = _-_.
'$has_type'(positive_integer, X) :- integer(X), X > 0.
'$has_type'(proper_list, X) :- is_list(X).
'$has_type'(rational, X) :- integer(X).
'$has_type'(string, X) :- string(X).
'$has_type'(symbol, X) :- atom(X).
'$has_type'(text, X) :-
    (   atom(X) ; string(X)
    ;   '$has_type'(chars, X) ; '$has_type'(codes, X)
    ), !.
'$has_type'(type, X) :- nonvar(X), '$known_type'(X).
'$has_type'(var, X) :- var(X).

assertion(G) :-
    \+ \+ catch(G, Error, '$assertion_failed'(error(Error), G)), !.
assertion(G) :-
    '$assertion_failed'(fail, G).

%   SWI's prolog:assertion_failed/2 hook, named so as an export of
%   library(plunit): when it succeeds, so does the assertion.
'$assertion_failed'(Reason, G) :-
    '$predicate_defined'('prolog:assertion_failed', 2),
    'prolog:assertion_failed'(Reason, G),
    !.
'$assertion_failed'(Reason, G) :-
    format(user_error, "ERROR: Assertion failed: ~q~n", [G]),
    (   Reason = error(E)
    ->  Why = E
    ;   Why = Reason
    ),
    throw(error(assertion_error(Why, G), _)).
