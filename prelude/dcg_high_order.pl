/*  dcg_high_order.pl -- library(dcg/high_order): maplist/3, ignore/1
    and foreach/2 for grammar rules.  Written from SWI-Prolog's
    documentation and checked against SWI-Prolog 9 by the dcg engine
    cases (issue 14).  Loaded by use_module(library(dcg/high_order)) only,
    as in SWI, where it is not autoloaded.
*/

:- module(dcg_high_order,
          [ sequence//2,
            sequence//3,
            sequence//5,
            optional//2,
            foreach//2,
            foreach//3
          ]).

:- meta_predicate
    sequence(3, ?, ?, ?),
    sequence(3, //, ?, ?, ?),
    sequence(//, 3, //, //, ?, ?, ?),
    optional(//, //, ?, ?),
    foreach(0, //, ?, ?),
    foreach(0, //, //, ?, ?).

%   sequence(:Element, ?List): zero or more Elements, List their
%   arguments. Parsing, the shortest sequence first.
sequence(Element, List) -->
    '$dcgho_each'(List, Element).

'$dcgho_each'([X|Xs], Element) -->
    call(Element, X),
    '$dcgho_each'(Xs, Element).
'$dcgho_each'([], _) -->
    [].

%   sequence(:Element, :Sep, ?List): Elements separated by Seps. Given
%   an unbound List it is greedy: once a separator matched, the rest
%   is committed to.
sequence(Element, Sep, List) -->
    '$dcgho_sep'(List, Element, Sep).

%   sequence(:Start, :Element, :Sep, :End, ?List): Start, the sequence,
%   End; the first such parse only.
sequence(Start, Element, Sep, End, List) -->
    Start,
    '$dcgho_sep'(List, Element, Sep),
    End,
    !.

'$dcgho_sep'(List, Element, Sep) -->
    { var(List) },
    !,
    (   call(Element, X)
    *-> (   Sep
        ->  !,
            { List = [X|Xs] },
            '$dcgho_more'(Xs, Element, Sep)
        ;   { List = [X] }
        )
    ;   { List = [] }
    ).
'$dcgho_sep'([X|Xs], Element, Sep) -->
    call(Element, X),
    (   { Xs == [] }
    ->  []
    ;   Sep,
        '$dcgho_sep'(Xs, Element, Sep)
    ).
'$dcgho_sep'([], _, _) -->
    [].

% After a separator: one more Element, then more while Seps follow.
'$dcgho_more'([X|Xs], Element, Sep) -->
    call(Element, X),
    (   Sep
    ->  !,
        '$dcgho_more'(Xs, Element, Sep)
    ;   { Xs = [] }
    ).

%   optional(:Match, :Default): Match if it matches (once), else Default
%   (once).
optional(Match, _) -->
    Match,
    !.
optional(_, Default) -->
    Default,
    !.

%   foreach(:Generator, :Element): Element for each solution of
%   Generator; foreach(:Generator, :Element, :Sep) with Sep between
%   them. Element's variables that Generator does not bind are shared
%   by all, as in foreach/2.
foreach(Generator, Element) -->
    foreach(Generator, Element, []).

foreach(Generator, Element, Sep) -->
    { term_variables(Generator, GenVars0),
      sort(GenVars0, GenVars),
      term_variables(Element-Sep, BodyVars0),
      sort(BodyVars0, BodyVars),
      ord_subtract(BodyVars, GenVars, Shared),
      ord_intersection(GenVars, BodyVars, Passed),
      Template =.. [v|Passed],
      SharedTemplate =.. [v|Shared],
      findall(Template, Generator, Instances)
    },
    '$dcgho_emit'(Instances, Template, SharedTemplate, Element, Sep).

'$dcgho_emit'([], _, _, _, _) -->
    [].
'$dcgho_emit'([I|Is], Template, Shared, Element, Sep) -->
    { copy_term(t(Template, Shared, Element, Sep),
                t(I, Shared, Element1, Sep1))
    },
    call_dcg(Element1),
    (   { Is == [] }
    ->  []
    ;   call_dcg(Sep1),
        '$dcgho_emit'(Is, Template, Shared, Element, Sep)
    ).
