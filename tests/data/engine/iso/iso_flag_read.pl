% Issue 14: reading under SWI's `iso` flag, which zebralog takes as a
% strict-ISO mode (the WG17 conformity table, entry numbers in
% brackets). The .out is ISO's answer; "SWI:" says what SWI 9 reads
% with the flag off, zebralog's default.
r(Text) :-
    catch(( term_to_atom(T, Text), writeq(T) ), error(syntax_error(_), _), write(syntax_error)),
    nl.
i(Text) :-
    catch(( term_to_atom(T, Text), ( integer(T) -> write(integer) ; write(not_integer) ) ),
          error(syntax_error(_), _), write(syntax_error)),
    nl.
g(Text) :-
    term_string(G, Text, [variable_names(Vs)]),
    (   catch(G, E, (print_message(error, E), fail))
    ->  writeq(Vs)
    ;   write(no)
    ),
    nl.
main :-
    set_prolog_flag(iso, true),
    r('\'\\e\''),               % [17] SWI: '\e'
    r('\'\\ca\''),              % [16] SWI: a
    r('\'\\s\''),               % SWI: ' '
    r('\'\\x41\\\\141\\\''),    % AAa: ISO's escapes stay
    r('0\'\''),                 % [117] SWI: 39
    r('0\'\'\''),               % [115] 39
    r('0\'a'),
    r('2\'1'),                  % [121] SWI: 1
    r('16\'ff'),                % SWI: 255
    r('0xff'),                  % ISO's radix notation stays
    r('1e9'),                   % [47] SWI: 1.0e9
    r('1.0e9'),
    r('1.5E-3'),
    i('- 1'),                   % [56] SWI: -(1)
    i('\'-\' 1'),               % [58]
    i('- /**/1'),               % [59]
    i('-(1)'),                  % a compound, as SWI
    r('a - 1'),                 % infix minus, as SWI
    r('f(a:-b)'),               % [75] arguments are 999: SWI reads it
    r('[a:-b]'),
    r('[:- -c]'),               % [92] SWI: [(:- -c)]
    r('f((a:-b))'),
    r('a^(b;c)'),               % an infix operator before a bracket
    r('-(a;b)'),                % functional notation: its argument is 999
    g('\'[]\'(1) = [ ](X)'),    % [97] one empty list, '[]' and []
    g('X = \'[]\', X == []'),   % SWI: false
    g('atom([]), atom_length([], X)'),
    set_prolog_flag(iso, false),
    r('0\'\''),                 % the flag off: SWI again
    i('- 1').
