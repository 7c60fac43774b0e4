% Issue 14: writing under SWI's `iso` flag, which zebralog takes as a
% strict-ISO mode (the WG17 conformity table, entry numbers in
% brackets). The .out is ISO's answer; "SWI:" says what SWI 9 writes
% with the flag off, zebralog's default.
w(T) :- writeq(T), nl.
:- op(100, yfx, ~).
:- op(1105, xfy, '|').
main :-
    set_prolog_flag(iso, true),
    w(-(1)),                    % [135] SWI: - 1
    w(-(1.0)),
    w(-(-(1))),                 % [216] SWI: - - 1
    w(-(-1)),                   % - -1, as SWI
    w(-(1^2)),                  % [183] SWI: - 1^2
    w(-(a^2)),                  % [260] SWI: -a^2
    w(-(a)), w(-(-(a))), w(-(f(x))),
    w(1 - (-1)), w(a = -(1)),
    w((-(1))^2),
    w(-(1~2~3)),                % [215] SWI: - 1~2~3
    w('don\'t'),                % [40] SWI: 'don\'t'
    w('\n'),
    w(1.0e100),                 % [53] SWI: 1.0e+100
    w(1.0e-100),
    w((a-->b,c|d)),             % [181] SWI: a-->b,c|d
    print(-(1)), nl,
    write_canonical(-(1)), nl,  % canonical form: no operators
    write_term(-(1), [quoted(true)]), nl,
    % [226, 227] write_canonical names no variables (SWI: f(A,A,_)).
    with_output_to(string(S), write_canonical(f(X, X, _))),
    split_string(S, "(,)", "", [_, A, B, C, _]),
    ( A == B, A \== C, sub_string(A, 0, 1, _, "_") -> writeln(ok) ; writeln(S) ),
    set_prolog_flag(iso, false),
    w(-(1)), w('don\'t').       % the flag off: SWI again
