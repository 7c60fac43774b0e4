% Issue 25: a clue line longer than 10000 characters is refused at once,
% with an error naming the clue, its length and its start, before it is
% taken apart (an 8 MB line used to take a minute and a gigabyte, and
% the reader measured the rest of the sentence at every value: quadratic
% time). A clue just under the limit is still read as any other (and
% here refused for its unknown words). The time check is generous (1.5 s
% of CPU for both; they take a fraction of that).

clue_text(Reps, Text) :-
    length(L, Reps),
    maplist(=(' and Alice is the cat lover'), L),
    atomic_list_concat(['3. Bob is the dog owner'|L], Clue),
    atomic_list_concat([ 'There are 3 houses.',
                         ' - Each person has a unique name: alice, bob, carol',
                         ' - The people keep different animals: cat, dog, fish',
                         '1. The cat lover is in the first house.',
                         '2. The dog owner is directly left of Alice.',
                         Clue ], '\n', Text).

try(Reps) :-
    clue_text(Reps, Text),
    catch(( zebralogic_read(Text, _), R = read ), error(E, _), R = E),
    (   R = zebra_clue(N, Atom, Words)
    ->  atom_length(Atom, Len),
        length(Words, NW),
        format("zebra_clue: clue ~w, ~w characters, ~w words reported~n", [N, Len, NW])
    ;   print(R), nl
    ).

main :-
    statistics(cputime, T0),
    try(12000),
    try(360),
    statistics(cputime, T1),
    T is T1 - T0,
    (   T < 1.5 -> writeln(fast) ; writeln(slow(T)) ).
