% Core predicates written in Prolog on top of the machine's primitives.

findall(T, G, L) :-
    (   '$iso' -> '$must_be_partial_list'(L, findall/3) ; true ),
    '$fa_start'(Id),
    (   call(G), '$fa_add'(Id, T), fail
    ;   '$fa_collect'(Id, L0, [])
    ),
    L = L0.

findall(T, G, L, Tail) :-
    '$fa_start'(Id),
    (   call(G), '$fa_add'(Id, T), fail
    ;   '$fa_collect'(Id, L0, Tail)
    ),
    L = L0.


'$member'(X, [Y|Ys]) :- '$member_'(Ys, X, Y).
'$member_'(_, X, X).
'$member_'([Y|Ys], X, _) :- '$member_'(Ys, X, Y).

%   current_prolog_flag(?Flag, ?Value): a given flag is looked up
%   deterministically; an unbound one enumerates them all.  Flags a
%   program made (create_prolog_flag/3, or set_prolog_flag/2 on a name
%   that is not a system flag, as SWI allows) are '$user_flag'/2 facts.
current_prolog_flag(F, V) :-
    '$prolog_flags'(L0),
    findall(N-X, '$user_flag'(N, X), L1),
    append(L0, L1, L),
    (   var(F)
    ->  '$member'(F-V, L)
    ;   atom(F)
    ->  (   memberchk(F-V0, L)
        ->  '$flag_value'(F, V0, V)
        ;   '$iso'
        ->  throw(error(domain_error(prolog_flag, F), context(system:current_prolog_flag/2, _)))
        )
    ;   throw(error(type_error(atom, F), context(system:current_prolog_flag/2, _)))
    ).

%   '$flag_value'(+Flag, +Value, ?Asked): as SWI, a boolean flag asked
%   for on or off answers as for true or false; another atom is a type
%   error.
'$flag_value'(F, V0, V) :-
    atom(V), '$bool_flag'(F), !,
    (   '$bool_value'(V, B)
    ->  '$bool_value'(V0, B)
    ;   throw(error(type_error(bool, V), context(system:current_prolog_flag/2, _)))
    ).
'$flag_value'(_, V, V).

'$bool_flag'(debug).
'$bool_flag'(iso).

'$bool_value'(true, true).
'$bool_value'(on, true).
'$bool_value'(false, false).
'$bool_value'(off, false).

%   Under the `iso` flag a flag must exist to be set (SWI creates it).
set_prolog_flag(F, V) :-
    (   '$set_prolog_flag'(F, V)
    ->  true
    ;   '$iso', \+ '$user_flag'(F, _)
    ->  throw(error(domain_error(prolog_flag, F), context(set_prolog_flag/2, _)))
    ;   '$set_user_flag'(F, V)
    ).

%   '$must_be_partial_list'(+L, +PI): L is a list or a partial list.
'$must_be_partial_list'(L, PI) :-
    '$skip_list'(_, L, T),
    (   var(T) -> true
    ;   T == [] -> true
    ;   throw(error(type_error(list, L), context(PI, _)))
    ).

create_prolog_flag(F, V, _Options) :-
    (   atom(F)
    ->  '$set_user_flag'(F, V)
    ;   var(F)
    ->  throw(error(instantiation_error, context(system:create_prolog_flag/3, _)))
    ;   throw(error(type_error(atom, F), context(system:create_prolog_flag/3, _)))
    ).

:- dynamic('$user_flag'/2).

%   How the toplevel writes answers (SWI-Prolog 9's default); the `w`
%   and `p` keys after an answer set it.
'$user_flag'(answer_write_options,
             [quoted(true), portray(true), max_depth(10), spacing(next_argument)]).

'$set_user_flag'(F, V) :-
    retractall('$user_flag'(F, _)),
    assertz('$user_flag'(F, V)).

%   Declarations SWI programs carry that mean nothing without threads or
%   a compiler to inform: accepted and ignored.
multifile(_).
module_transparent(_).
public(_).
volatile(_).
det(_).
style_check(_).
thread_local(Spec) :- dynamic(Spec).
%   :- encoding(E): sources are read as UTF-8 whatever it names.
encoding(_).

%   current_predicate(?Name/?Arity): a fully given one may be any defined
%   predicate; enumeration gives the program's own, as does a given one
%   under the iso flag (ISO's current_predicate/1 is about user-defined
%   procedures only).
current_predicate(Spec) :-
    strip_module(Spec, M, PI),
    '$pi_parts'(PI, N, A),
    (   atom(N), integer(A), \+ '$iso'
    ->  \+ sub_atom(N, 0, 1, _, '$'),
        '$system_autoload'(N, A),
        (   M == user
        ->  '$predicate_defined'(N, A)
        ;   '$predicate_defined'(M, N, A)
        )
    ;   '$module_predicates'(M, L),
        '$member'(N/A, L)
    ).

%   A predicate SWI-Prolog has built in but zebralog autoloads exists
%   before its library loads (see src/vm/autoload.rs): loaded here.
'$system_autoload'(N, A) :-
    (   '$system_autoloaded'(N, A)
    ->  '$autoload'(N, A)
    ;   true
    ).

'$system_autoloaded'(bagof, 3).
'$system_autoloaded'(setof, 3).
'$system_autoloaded'(table, 1).

'$pi_parts'(PI, N, A) :-
    (   var(PI) -> true
    ;   PI = N0/A0, ( var(N0) ; atom(N0) ), ( var(A0) ; integer(A0) ) -> N = N0, A = A0
    ;   throw(error(type_error(predicate_indicator, PI), context(system:current_predicate/1, _)))
    ),
    PI = N/A.

current_predicate(N, H) :-
    (   nonvar(H)
    ->  ( H = _:H1 -> true ; H1 = H ),
        callable(H1),
        functor(H1, N, A),
        \+ sub_atom(N, 0, 1, _, '$'),
        '$system_autoload'(N, A),
        '$predicate_defined'(N, A)
    ;   '$module_predicates'(user, L),
        '$member'(N/A, L),
        functor(H, N, A)
    ).

%   predicate_property(?Head, ?Property): for an unbound head, the
%   program's own predicates.  A library predicate is autoloaded first,
%   as in SWI-Prolog.
predicate_property(MH, P) :-
    strip_module(MH, M, H),
    (   nonvar(H)
    ->  functor(H, N, A),
        '$autoload'(N, A),
        '$predicate_properties'(M, N, A, Ps)
    ;   '$module_predicates'(M, L),
        '$member'(N/A, L),
        functor(H, N, A),
        '$predicate_properties'(M, N, A, Ps)
    ),
    '$member'(P, Ps).

% DCG translation, as SWI-Prolog's dcg_translate_rule/2: S0 threads in,
% S out; a terminal list is S0 = List+S, {G}, ! and \+ unify S with S0
% after the goal.  The compiler then folds leading S0 = [...] into the
% head (vm/fold.rs), which gives the clauses SWI's listing shows.
dcg_translate_rule((H0, PB --> B), (H :- Body)) :- !,
    '$dcg_head'(H0, S0, S, H),
    '$dcg_body'(B, S0, S1, B1),
    '$dcg_body'(PB, S, S1, B2),
    Body = (B1, B2).
dcg_translate_rule((H0 --> B), (H :- B1)) :-
    '$dcg_head'(H0, S0, S, H),
    '$dcg_body'(B, S0, S, B1).

dcg_translate_rule(Rule, Pos, Clause, Pos) :-
    dcg_translate_rule(Rule, Clause).

'$dcg_head'(H0, _, _, _) :-
    var(H0), !,
    throw(error(instantiation_error, _)).
'$dcg_head'(M:H0, S0, S, M:H) :- !,
    '$dcg_head'(H0, S0, S, H).
'$dcg_head'(H0, S0, S, H) :-
    '$dcg_extend'(H0, S0, S, H).

'$dcg_extend'(G0, S0, S, G) :-
    (   callable(G0)
    ->  G0 =.. L0,
        '$dcg_append'(L0, [S0, S], L),
        G =.. L
    ;   throw(error(type_error(callable, G0), _))
    ).

'$dcg_body'(V, S0, S, phrase(V, S0, S)) :- var(V), !.
'$dcg_body'(M:G, S0, S, M:G1) :- !,
    '$dcg_body'(G, S0, S, G1).
'$dcg_body'((A, B), S0, S, (A1, B1)) :- !,
    '$dcg_body'(A, S0, S1, A1),
    '$dcg_body'(B, S1, S, B1).
'$dcg_body'((A ; B), S0, S, (A1 ; B1)) :- !,
    '$dcg_body'(A, S0, S, A1),
    '$dcg_body'(B, S0, S, B1).
'$dcg_body'((A '|' B), S0, S, (A1 ; B1)) :- !,
    '$dcg_body'(A, S0, S, A1),
    '$dcg_body'(B, S0, S, B1).
'$dcg_body'((A -> B), S0, S, (A1 -> B1)) :- !,
    '$dcg_body'(A, S0, S1, A1),
    '$dcg_body'(B, S1, S, B1).
'$dcg_body'((A *-> B), S0, S, (A1 *-> B1)) :- !,
    '$dcg_body'(A, S0, S1, A1),
    '$dcg_body'(B, S1, S, B1).
'$dcg_body'(\+ A, S0, S, (\+ A1, S = S0)) :- !,
    '$dcg_body'(A, S0, _, A1).
'$dcg_body'({}, S, S, true) :- !.
'$dcg_body'({G}, S0, S, (G1, S = S0)) :- !,
    (   var(G) -> G1 = call(G) ; G1 = G ).
'$dcg_body'(!, S0, S, (!, S = S0)) :- !.
'$dcg_body'([], S0, S, S0 = S) :- !.
'$dcg_body'(L, S0, S, G) :- L = [_|_], !,
    (   is_list(L)
    ->  '$dcg_append'(L, S, T),
        G = (S0 = T)
    ;   G = '$append'(L, S, S0)
    ).
'$dcg_body'(L, S0, S, G) :- string(L), !,
    string_codes(L, Cs),
    '$dcg_append'(Cs, S, T),
    G = (S0 = T).
'$dcg_body'(call(G0), S0, S, call(G0, S0, S)) :- !.
'$dcg_body'(G0, S0, S, G) :-
    (   compound(G0), G0 =.. [call|Args]
    ->  '$dcg_append'(Args, [S0, S], L),
        G =.. [call|L]
    ;   '$dcg_extend'(G0, S0, S, G)
    ).

'$dcg_append'([], L, L).
'$dcg_append'([H|T], L, [H|R]) :- '$dcg_append'(T, L, R).

'$append'(L0, L1, L) :- '$dcg_append'(L0, L1, L).

phrase(G, L) :- phrase(G, L, []).
phrase(G, L, R) :-
    (   var(G) -> throw(error(instantiation_error, _)) ; true ),
    '$dcg_list_arg'(L),
    '$dcg_list_arg'(R),
    '$dcg_body'(G, S0, S, Goal),
    S0 = L, S = R,
    call(Goal).

% call_dcg(:Body, ?S0, ?S): phrase/3 without its checks of the lists.
call_dcg(G, S0, S) :-
    (   var(G) -> throw(error(instantiation_error, _)) ; true ),
    '$dcg_body'(G, T0, T, Goal),
    T0 = S0, T = S,
    call(Goal).

'$dcg_list_arg'(L) :-
    (   var(L) -> true
    ;   L == [] -> true
    ;   L = [_|_] -> true
    ;   throw(error(type_error(list, L), _))
    ).

% call/1 on a control construct: the body is interpreted, with the cut
% level of the call passed down as data, so a cut inside cuts to the
% call and no further (ISO: call/1 is opaque to cut). '$get_level'/1 and
% '$cut'/1 compile to the machine's GetB0 and CutTo instructions.
'$call_body'(G) :- '$get_level'(L), '$body'(G, user, L).

%   '$body'(+Body, +Module, +Level): Body run in Module.
'$body'(G, _, _) :- var(G), !, throw(error(instantiation_error, _)).
'$body'((A, B), M, L) :- !, '$body'(A, M, L), '$body'(B, M, L).
'$body'((C -> T ; E), M, L) :- !,
    ( '$cond'(C, M) -> '$body'(T, M, L) ; '$body'(E, M, L) ).
'$body'((C *-> T ; E), M, L) :- !,
    ( '$cond'(C, M) *-> '$body'(T, M, L) ; '$body'(E, M, L) ).
'$body'((A ; B), M, L) :- !, ( '$body'(A, M, L) ; '$body'(B, M, L) ).
'$body'((A '|' B), M, L) :- !, ( '$body'(A, M, L) ; '$body'(B, M, L) ).
'$body'((C -> T), M, L) :- !, ( '$cond'(C, M) -> '$body'(T, M, L) ).
'$body'((C *-> T), M, L) :- !, '$cond'(C, M), '$body'(T, M, L).
'$body'(\+ G, M, _) :- !, \+ '$cond'(G, M).
'$body'(!, _, L) :- !, '$cut'(L).
'$body'(M:G, _, L) :- atom(M), !, '$body'(G, M, L).
'$body'(G, user, _) :- !, call(G).
'$body'(G, M, _) :- call(M:G).

% A condition: its cuts are local to it.
'$cond'(G, M) :- '$get_level'(L), '$body'(G, M, L).

%   [File, ...]: consults the files, as at SWI-Prolog's toplevel.
[File|Files] :- consult([File|Files]).

%   prolog_load_context(?Key, ?Value): what is being loaded (vm/consult.rs);
%   fails when nothing is.
prolog_load_context(Key, Value) :-
    '$load_context'(Pairs),
    member(Key-Value, Pairs).

%   source_location(-File, -Line): the file and line of the term being
%   loaded (for term expansion hooks and directives).
source_location(File, Line) :-
    prolog_load_context(file, File),
    '$clause_line'(Line).

%   '$host_solutions'(+Handle, ?Args): the solutions of a nondeterministic
%   predicate of the embedding program, one per backtrack (vm/host.rs).
'$host_solutions'(H, Args) :-
    '$host_next'(H, Args, Values),
    (   Args = Values
    ;   '$host_solutions'(H, Args)
    ).

%   current_module(?Module): Module is a module (vm/modules.rs).
current_module(M) :-
    atom(M), !,
    '$modules'(Ms),
    memberchk(M, Ms).
current_module(M) :-
    '$modules'(Ms),
    member(M, Ms).

%   @(:Goal, +Module): Goal, found where it is qualified (or the
%   caller's module), with its module-sensitive arguments in Module.
@(Goal, Module) :-
    strip_module(Goal, M, G),
    (   var(G) -> throw(error(instantiation_error, _)) ; true ),
    (   var(Module) -> throw(error(instantiation_error, _)) ; true ),
    (   atom(Module) -> true ; throw(error(type_error(module, Module), _)) ),
    '$meta_qualify'(M, G, Module, G1),
    call(M:G1).

%   import_module(?Module, ?Import): Module inherits from Import; a
%   module's default modules are fixed by its class (vm/modules/reflect.rs).
import_module(M, I) :-
    (   atom(M) -> true ; current_module(M) ),
    '$import_modules'(M, Is),
    '$member'(I, Is).

%   default_module(+Module, -Default): Module, then what it inherits
%   from, nearest first.
default_module(M, M).
default_module(M, D) :-
    import_module(M, I),
    default_module(I, D).

%   module_property(?Module, ?Property): class/1, file/1 and exports/1.
module_property(M, P) :-
    (   atom(M) -> true ; current_module(M) ),
    '$module_info'(M, Class, File, Exports),
    (   P = class(Class)
    ;   File \== [], P = file(File)
    ;   P = exports(Exports)
    ).

%   strip_module(+Term, -Module, -Plain): Term without its module
%   qualifications, and the innermost one (`user` if none).
strip_module(T, M, P) :-
    '$strip_module'(T, user, M, P).

'$strip_module'(T, M0, M, P) :-
    nonvar(T), T = M1:T1, atom(M1), !,
    '$strip_module'(T1, M1, M, P).
'$strip_module'(T, M0, M0, T).

%   pwd: prints the working directory, as SWI's message does.
pwd :-
    working_directory(D, D),
    format(user_error, "~N% ~w~n", [D]).

%   ls, ls(+Spec): as SWI's library(shell), like `ls -F`: the files of
%   the working directory, of the directory Spec, or those the pattern
%   Spec matches (`ls('*.pl')`; Spec may be a path A/B), in columns as
%   wide as the terminal (80 if it is not one), directories with a `/`.
ls :-
    ls('.').

ls(Spec) :-
    '$ls_files'(Spec, Matches),
    '$ls'(Matches).

'$ls'([Dir]) :-
    exists_directory(Dir),
    !,
    atom_concat(Dir, '/*', Pattern),
    expand_file_name(Pattern, Files),
    '$ls_tagged'(Files, base, Results),
    '$ls_table'(Results).
'$ls'(Files) :-
    '$ls_tagged'(Files, path, Results),
    '$ls_table'(Results).

'$ls_tagged'([], _, []).
'$ls_tagged'([F|Fs], How, [T|Ts]) :-
    (   How == base
    ->  file_base_name(F, Name)
    ;   Name = F
    ),
    (   exists_directory(F)
    ->  atom_concat(Name, /, T)
    ;   T = Name
    ),
    '$ls_tagged'(Fs, How, Ts).

'$ls_files'(Spec, Files) :-
    '$ls_name'(Spec, Name),
    expand_file_name(Name, Files0),
    (   Files0 == [Name],
        \+ exists_file(Name),
        \+ exists_directory(Name)
    ->  print_message(warning, format('"~w" does not exist', [Name])),
        fail
    ;   Files0 == []
    ->  print_message(warning, format('No match: ~w', [Spec])),
        fail
    ;   Files = Files0
    ).

'$ls_name'(Spec, Name) :-
    atomic(Spec),
    !,
    atom_string(Name, Spec).
'$ls_name'(Spec, Name) :-
    '$ls_segments'(Spec, Parts, []),
    atomic_list_concat(Parts, /, Name).

'$ls_segments'(Var, _, _) :-
    var(Var),
    !,
    throw(error(instantiation_error, _)).
'$ls_segments'(A/B, L0, L) :-
    !,
    '$ls_segments'(A, L0, L1),
    '$ls_segments'(B, L1, L).
'$ls_segments'(A, [A|L], L) :-
    must_be(atomic, A).

%   The names in columns, filled top to bottom as `ls` does, each line
%   a `% ` message line (SWI's table//2 in library(shell)).
'$ls_table'(Names) :-
    (   catch(tty_size(_, Width), _, fail)
    ->  true
    ;   Width = 80
    ),
    length(Names, L),
    '$ls_longest'(Names, 0, Longest),
    Cols is max(1, Width // (Longest + 3)),
    Rows is integer(L / Cols + 0.49999),
    ColWidth is Width // Cols,
    Cells is Cols * Rows,
    (   Cells =:= 0
    ->  true
    ;   Array =.. [a|Names],
        format(user_error, "~N% ", []),
        '$ls_cells'(0, Cells, Array, Cols, Rows, ColWidth),
        nl(user_error)
    ).

'$ls_cells'(I, Cells, Array, Cols, Rows, ColWidth) :-
    (   I >= Cells
    ->  true
    ;   Index is I // Cols + (I mod Cols) * Rows + 1,
        (   (I+1) mod Cols =:= 0
        ->  NL = true
        ;   NL = false
        ),
        (   arg(Index, Array, Name)
        ->  (   NL == false
            ->  format(user_error, '~|~w~t~*+', [Name, ColWidth])
            ;   format(user_error, '~w', [Name])
            )
        ;   true
        ),
        I2 is I + 1,
        (   I2 < Cells, NL == true
        ->  format(user_error, "~n% ", [])
        ;   true
        ),
        '$ls_cells'(I2, Cells, Array, Cols, Rows, ColWidth)
    ).

'$ls_longest'([], M, M).
'$ls_longest'([H|T], M0, M) :-
    atom_length(H, Len),
    M1 is max(M0, Len),
    '$ls_longest'(T, M1, M).
