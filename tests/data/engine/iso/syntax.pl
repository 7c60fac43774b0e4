% Issue 14: reading where zebralog follows ISO (the WG17 conformity
% table, entry numbers in brackets) over SWI-Prolog. The .out is ISO's
% answer; "SWI:" says what SWI 9 does instead, and "kept" marks lines
% where zebralog keeps SWI's answer over ISO's.
r(Text) :-
    catch(( term_to_atom(T, Text), writeq(T) ), error(syntax_error(_), _), write(syntax_error)),
    nl.
main :-
    r('a \'+\' b'),             % [127..130] quoted atoms are operators
    r('16\'mod\'2'),            % [127]
    r('- = -'),                 % [77] SWI: (-)=(-)
    r('* = *'),                 % [78] SWI: (*)=(*)
    r('(- -)'),                 % [82] SWI: -(-)
    r('[:- -c]'),               % [92] SWI's reading kept (ISO: error)
    r('f(-, (-), [-], {-})'),   % an operator alone is an atom
    r('x = \'-\''),             % quoted: an atom, as SWI
    r('kind = table'),          % SWI's word operators stay atoms
    r('0\'\'\''),               % [115] 39
    r('\'\\141\''),             % [102] SWI: a
    r('\'\\141\\\''),           % [101] a
    r('0xor 1'),                % [255] 0 then xor: SWI: syntax error
    r('[ ](1)'),                % [97] kept: SWI 7's [](1), not '[]'(1)
    r('\'-\'1'),                % [57] SWI: syntax error
    r('- 1'),                   % [56] SWI's -(1) kept (ISO: -1)
    r('- (1)'),
    r('(a|b)'),
    op(0, xfy, '|'),
    r('(a|b)'),                 % [167] as SWI
    op(1105, xfy, '|'),
    op(100, xf, ''),
    r('0 \'\''),                % [196]
    op(0, xf, '').
