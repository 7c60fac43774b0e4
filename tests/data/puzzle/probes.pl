% Probes of the strict reader (issue 26): sentences a careless reader
% would misread, each put as the only clue of a small grid puzzle, that
% must be refused; and plain sentences that must read as the term given.
% Prints one line per probe and exits 1 if any is read otherwise (a
% known misreading, pinned below, is marked as one): a
% misreading found by hand gets a probe here, and every probe is
% instantiated on the categories below, so a new family of misreadings
% is one line.

:- use_module(library(zebra)).

header([ "Names: Dana, Ellis, Farrah, Gus",
         "Prices: $24, $25, $26, $27",
         "Dishes: risotto, lasagna, soup, salad",
         "Years: 1987, 1990, 1993, 1996" ]).

% refuse(Sentence): no reading.
refuse("Dana is the brother of Ellis.").
refuse("Dana's cousin ordered the soup.").
refuse("Dana is the rival of the soup eater.").
refuse("Dana hates the soup.").
refuse("Dana avoided the soup.").
refuse("Dana almost paid $25.").
refuse("Dana could have ordered the soup.").
refuse("Dana might have joined in 1990.").
refuse("Dana paid twice as much as Ellis.").
refuse("Dana joined in 1990 at the earliest.").
refuse("Dana paid $25 and then the soup arrived.").
refuse("Dana joined with the soup eater.").
refuse("Dana and Ellis ordered the soup and the salad.").
refuse("Everyone except Dana ordered soup.").
refuse("Dana paid $25, and so did Ellis.").
refuse("Dana sat opposite Ellis.").
refuse("Dana chased the soup eater.").
refuse("Dana coached the one who ordered the soup.").
refuse("Dana is older than Ellis.").             % joined in a year: no age
refuse("Dana finished last.").                   % no order in time
refuse("Dana visited the cheapest diner.").      % a person, not a price
refuse("Dana chased the 1990 diner.").
refuse("Dana was the first diner of the day.").  % no order in time
refuse("Dana joined 2 weeks after Ellis.").      % weeks are no years
refuse("Dana has a higher number than Ellis.").  % prices or years

% known(Sentence, Term): misreadings not fixed yet, pinned so that a
% change to them shows (issue 26 stays open on these): "after" here is
% about the ordering, but the reader takes the only time-like category.
known("Dana ordered the soup after Ellis.",
      and(same(name='Dana', dish=soup), greater(year, name='Dana', name='Ellis'))).

% reads_as(Sentence, Term): this reading and no other.
reads_as("Dana did not order the soup.", not_same(name='Dana', dish=soup)).
reads_as("Dana never ordered soup.", not_same(name='Dana', dish=soup)).
reads_as("The soup was ordered by Dana.", same(dish=soup, name='Dana')).
reads_as("Dana paid $2 more than Ellis.", diff(price, name='Dana', name='Ellis', 2)).
reads_as("Dana paid less than $25.", less(price, name='Dana', price='$25')).
reads_as("Dana paid either $25 or $26.", either(name='Dana', price='$25', price='$26')).
reads_as("Ellis joined 3 years before Gus.", diff(year, name='Ellis', name='Gus', -3)).
reads_as("Dana sat next to Ellis.", next_to(name='Dana', name='Ellis')).  % a row
reads_as("The most expensive dish was the soup.", same(price='$27', dish=soup)).
reads_as("The cheapest diner joined in 1990.", same(price='$24', year=1990)).

main :-
    header(Lines),
    atomic_list_concat(Lines, '\n', Head),
    findall(S-refuse, refuse(S), R),
    findall(S-T, reads_as(S, T), Rd),
    findall(S-T, known(S, T), K),
    append([R, Rd, K], Probes),
    foldl(probe(Head), Probes, 0, Bad),
    length(Probes, Count),
    format("~d of ~d probes read otherwise~n", [Bad, Count]),
    (   Bad =:= 0 -> true ; halt(1) ).

probe(Head, Sentence-Expected, Bad0, Bad) :-
    format(string(Text), "~w~n~n1. ~w~n", [Head, Sentence]),
    (   catch(zebra_read(text(Text), puzzle(_, _, [Got], _)), error(zebra_error(_), _), fail)
    ->  true
    ;   Got = refuse
    ),
    (   Got == Expected, known(Sentence, _)
    ->  Bad = Bad0, Mark = 'known misreading'
    ;   Got == Expected
    ->  Bad = Bad0, Mark = ok
    ;   Bad is Bad0 + 1, Mark = 'READ OTHERWISE'
    ),
    (   Got == refuse
    ->  format("~w: ~w  (refused)~n", [Mark, Sentence])
    ;   format("~w: ~w  ~q~n", [Mark, Sentence, Got])
    ).
