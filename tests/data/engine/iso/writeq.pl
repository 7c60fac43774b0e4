% Issue 14: writing where zebralog follows ISO (the WG17 conformity
% table, entry numbers in brackets) over SWI-Prolog, and op/3's ISO
% permission errors. The .out is ISO's answer; "SWI:" says what SWI 9
% prints instead, and "kept" marks lines where zebralog keeps SWI's.
w(T) :- writeq(T), nl.
e(G) :- catch(G, error(E, _), (writeq(E), nl)).
main :-
    w(-{a}), w(-{}), w([+{a}, +[]]),   % [190, 189, 257] SWI: - {a}
    w('$VAR'(-1)), w('$VAR'(1)),       % [245] SWI: S_1
    w('\33\'), w('\0\'), w('a\177\'),  % [18, 250] SWI: '\e', '\000\'
    w('\t\n'),
    w([]), w('[]'), w('[]'(1)),
    op(9, fy, fy), op(9, yf, yf), op(9, yfx, yfx), op(9, xfy, xfy),
    w(yf(fy(1))), w(fy(yf(1))),        % [150, 149] SWI: fy 1 yf
    w(yfx(fy(1), 2)),                  % [153]
    w(yf(xfy(1, 2))),                  % [156]
    w(-(1)), w(- - a), w(1 - -1),      % kept: SWI's - 1 (ISO: - (1))
    op(9, fy, f), op(9, yf, f),
    w(f(f(0))),                        % [201] SWI: f f 0
    e(op(500, xfy, {})),               % [268] SWI: true
    e(op(500, xfy, '[]')),
    e(op(999, xfy, '|')),              % [72] SWI: true
    e(op(699, xf, >)),                 % [237] SWI: true
    e(op(1000, xfy, ',')),             % [70]
    e(op(200, xf, xfy)).
