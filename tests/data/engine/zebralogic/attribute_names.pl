% The attribute names zebralogic_read/2 makes of the description before
% each list of values: the words after the first verb, less articles and
% "unique", "different"; the words before it when none follow; "type of
% X" is x, "Y of X" x_y; every word singular; attribute when no word is
% left; a name met again gets _2.
% library(zebra/zebralogic), issue 13.

main :-
    findall(Line, ( description(D, I),
                    format(atom(Line), " - ~w: a~d, b~d", [D, I, I]) ),
            Lines),
    atomic_list_concat(['There are 2 houses.'|Lines], '\n', Text),
    zebralogic_read(Text, puzzle(_, Attributes, _, _)),
    forall(( description(D, I), nth1(I, Attributes, Name-_) ),
           format("~w~t~50|~q~n", [D, Name])).

description(D, I) :-
    nth1(I, [ 'Each person has a unique name',
              'Each person has a favorite color',
              'The people are of nationalities',
              'The people keep different animals',
              'Each person has a favorite drink',
              'Everyone has a different favorite cigar',
              'The mothers\' names are',
              'Each mother is accompanied by their child',
              'They all have a different favorite flower',
              'Everyone has something different for lunch',
              'Everyone has a favorite smoothie',
              'Each person has a unique age',
              'Each person has a unique birthday month',
              'Each person has an occupation',
              'People have different heights',
              'People have different hair colors',
              'People own different car models',
              'People use different phone models',
              'People have different favorite sports',
              'People have different favorite music genres',
              'People have different favorite book genres',
              'Each person prefers a unique type of vacation',
              'Each person has a unique level of education',
              'Each person lives in a unique style of house',
              'Each person has a unique hobby',
              'Pet',
              'The people',
              'Each person has a unique name'
            ], D).
