% :- if/elif/else/endif (issue 29): the first branch whose condition
% holds loads; a nested :- if inside a skipped branch is skipped whole,
% its condition not run; conditions see what loaded before them.

:- if(current_prolog_flag(bounded, false)).
flavour(unbounded).
:- elif(true).
flavour(elif).
:- else.
flavour(else).
:- endif.

:- if(fail).
skipped(1).
:- if(writeln(never_run)).
skipped(2).
:- endif.
:- elif(flavour(unbounded)).
taken(elif).
:- else.
taken(else).
:- endif.

:- if(\+ catch(current_predicate(no_such/7), _, fail)).
defined_here(yes).
:- endif.

main :-
    forall(flavour(X), writeln(flavour(X))),
    forall(taken(X), writeln(taken(X))),
    (   catch(skipped(_), _, fail) -> writeln(skipped_loaded) ; writeln(nothing_skipped_loaded) ),
    forall(defined_here(X), writeln(defined_here(X))).
