main :-
    forall(member(T, [abc, 'Abc', 'hello world', [], '{}', 'don''t', '', a_b, 'a-b',
                      +, '+', '\n', 'tab\there', [a, 'B'], 'ÿ', f('X', y), "a string", "say \"hi\"",
                      'hello'(world), - , (',')]),
           ( writeq(T), nl )).
