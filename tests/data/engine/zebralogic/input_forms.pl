% The text zebralogic_read/2 takes: an atom, a string or a code list;
% values in backquotes, a "## Clues:" line, CR LF line ends, clues
% numbered "1)", a value list ending "or c.", integer values, the number
% of houses in words or taken from the first attribute, headings, and a
% line after the last clue that is no question (ignored).
% library(zebra/zebralogic), issue 13.

main :-
    lines(Lines),
    atomic_list_concat(Lines, '\n', Atom),
    atom_string(Atom, String),
    atom_codes(Atom, Codes),
    forall(member(Kind-Text, [atom-Atom, string-String, codes-Codes]),
           ( zebralogic_read(Text, P), format("~w: ~q~n", [Kind, P]) )),
    atomic_list_concat(Lines, '\r\n', Crlf),
    zebralogic_read(Crlf, P1), format("crlf: ~q~n", [P1]),
    forall(other(Name, Ls),
           ( atomic_list_concat(Ls, '\n', T),
             zebralogic_read(T, P2),
             format("~w: ~q~n", [Name, P2]) )).

lines([ 'There are 2 houses, numbered 1 to 2 from left to right, as seen from across the street.',
        ' - Each person has a unique name: `Arnold`, `Eric`',
        ' - People use different phone models: `google pixel 6`, `huawei p50`',
        '',
        '## Clues:',
        '1. The person who uses a Huawei P50 is Eric.',
        '2. Arnold is in the first house.'
      ]).

other('houses in words, numbered 1), or, a heading, a last line ignored',
      [ 'There are three houses in a row.',
        '* Each person has a unique name: alice, bob, or carol.',
        'Clues:',
        '1) Bob is in the second house.',
        'Answer with the name of the person in the first house.'
      ]).
other('integer values, no house count',
      [ ' - Each person has a unique name: alice, bob',
        ' - Each person has a unique age: 25, 30',
        '1. The person who is 25 is Bob.'
      ]).
