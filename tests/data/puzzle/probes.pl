% Probes of the strict reader (issue 26): sentences a careless reader
% would misread, each put as the only clue of a small grid puzzle, that
% must be refused; and plain sentences that must read as the term given.
% Prints one line per probe and exits 1 if any is read otherwise (a
% known misreading, pinned below, is marked as one): a
% misreading found by hand gets a probe here, and every probe is
% instantiated on the categories below, so a new family of misreadings
% is one line.

:- use_module(library(zebra)).
:- discontiguous header/2, refuse/1, reads_as/2.
:- discontiguous (in)/2.

header([ "Names: Dana, Ellis, Farrah, Gus",
         "Prices: $24, $25, $26, $27",
         "Dishes: risotto, lasagna, soup, salad",
         "Years: 1987, 1990, 1993, 1996" ]).

% refuse(Sentence): no reading.
refuse("Dana is the brother of Ellis.").
refuse("Dana's cousin ordered the soup.").
refuse("Dana's godmother ordered the soup.").   % held out, corpus 15
refuse("Dana's stepson ordered the soup.").
refuse("Dana's flatmate ordered the soup.").
refuse("Dana's grandma ordered the soup.").
refuse("Dana's landlady ordered the soup.").
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
refuse("Dana paid $2 more than Ellis or Gus.").
refuse("Dana ordered the most.").                 % the most of what?
refuse("Dana paid more than Ellis, and she ordered the soup.").  % who is she?
refuse("The soup cost more than the salad, and its buyer was Dana.").  % which one's?
refuse("The soup cost more than the salad, but it wasn't Dana's.").
refuse("Dana sat next to Gus, and he ordered the soup.").
refuse("At least one of Dana and Gus ordered soup.").
refuse("Dana and Gus ordered the soup and the salad.").
refuse("Dana joined 3 years before Gus or after Ellis.").

refuse("Dana did not order the soup and the salad.").
refuse("Dana paid about $25.").
refuse("Dana talked about $2 more than Ellis.").
refuse("The one who visited Dana ordered the soup.").
refuse("Dana is older than Ellis.").             % joined in a year: no age
refuse("Dana finished last.").                   % no order in time
refuse("Dana visited the cheapest diner.").      % a person, not a price
refuse("Dana chased the 1990 diner.").
refuse("Dana was the first diner of the day.").  % no order in time
refuse("Dana joined 2 weeks after Ellis.").      % weeks are no years
refuse("Dana has a higher number than Ellis.").  % prices or years

refuse("Dana left the soup.").                   % left behind, not left of
refuse("Dana paid the most of the men.").

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
reads_as("Dana joined either 3 years before or 3 years after Gus.",
         distance(year, name='Dana', name='Gus', =, 3)).
reads_as("Dana joined 3 years before or after Gus.",
         distance(year, name='Dana', name='Gus', =, 3)).
reads_as("Dana paid $2 more or $2 less than Gus.",
         distance(price, name='Dana', name='Gus', =, 2)).
reads_as("Exactly one of Dana and the $24 diner joined in 1990.",
         xor(same(name='Dana', year=1990), same(price='$24', year=1990))).
reads_as("Both Dana and Gus paid more than Ellis.",
         and(greater(price, name='Dana', name='Ellis'), greater(price, name='Gus', name='Ellis'))).
reads_as("Dana and Gus both joined before Farrah.",
         and(less(year, name='Dana', name='Farrah'), less(year, name='Gus', name='Farrah'))).
reads_as("Dana joined after both Ellis and Gus.",
         and(greater(year, name='Dana', name='Ellis'), greater(year, name='Dana', name='Gus'))).
reads_as("The soup eater is not the one who joined in 1990 or the one who paid $24.",
         and(not_same(dish=soup, year=1990), not_same(dish=soup, price='$24'))).
reads_as("Dana, who didn't order soup, paid $25.",
         and(not_same(name='Dana', dish=soup), same(name='Dana', price='$25'))).
reads_as("The one who isn't Dana paid $25.", not_same(price='$25', name='Dana')).
reads_as("Dana did not order the soup and paid $25.",
         and(not_same(name='Dana', dish=soup), same(name='Dana', price='$25'))).

reads_as("Gus didn't pay the most.", not_same(name='Gus', price='$27')).
reads_as("Dana ordered the soup, and she paid $25.",
         and(same(name='Dana', dish=soup), same(name='Dana', price='$25'))).
reads_as("The diner who paid the least isn't Gus.", not_same(price='$24', name='Gus')).
reads_as("Dana sat next to Ellis.", next_to(name='Dana', name='Ellis')).  % a row
reads_as("The most expensive dish was the soup.", same(price='$27', dish=soup)).
reads_as("The cheapest diner joined in 1990.", same(price='$24', year=1990)).

% Set phrases and the domain of a superlative: "whoever" is "the one
% who", "outscored" "scored more than"; "of the four", "in the whole
% group" rank among everyone, but "of the men" may rank among some.
reads_as("Whoever ordered the soup paid $25.", same(dish=soup, price='$25')).
reads_as("Dana and Ellis ordered the soup and the salad, respectively.",
         and(same(name='Dana', dish=soup), same(name='Ellis', dish=salad))).
reads_as("Dana, Ellis and Gus paid $24, $25 and $26, respectively.",
         and(same(name='Dana', price='$24'), and(same(name='Ellis', price='$25'), same(name='Gus', price='$26')))).
reads_as("Dana paid the most of the four.", same(name='Dana', price='$27')).
reads_as("Dana paid the most in the whole group.", same(name='Dana', price='$27')).

% Probes on other categories: in(Header, Probe), Probe refuse(Sentence)
% or reads_as(Sentence, Term).
header(dogs, [ "Dogs: Biscuit, Comet, Pepper, Ziggy",
               "Breeds: beagle, collie, poodle, terrier",
               "Owners: Hana, Ivan, Jorge, Kate",
               "Ranks: 1st, 2nd, 3rd, 4th" ]).
header(jobs, [ "Names: Dana, Ellis, Farrah, Gus",
               "Jobs: dentist, baker, pilot, chef",
               "Dishes: risotto, lasagna, soup, salad" ]).
header(lawyers, [ "Lawyers: Abbott, Farrow, Gupta",
                  "Clients: Mr. Yates, Ms. Price, Mrs. Dunn",
                  "Fees: $150, $250, $350" ]).
header(cars, [ "Buyers: Quentin, Rosa, Sven",
               "Colours: white, red, blue",
               "Years: 2015, 2017, 2019",
               "Tanks: 40 litres, 60 litres, 80 litres" ]).
header(school, [ "Teachers: Abara, Bright, Cho, Dale",
                 "Subjects: chemistry, geography, history, music",
                 "Rooms: 11, 12, 13, 14",
                 "Periods: 1st, 2nd, 3rd, 4th" ]).

% An order word with a category of places and an order in time: "last"
% could be the room or the period, unless the clue names one.
in(school, refuse("The music lesson is the last of the four.")).
in(school, refuse("The music lesson is the last one.")).
in(school, reads_as("The music lesson is in the last period.", same(subject=music, period='4th'))).
in(school, reads_as("The music lesson is in the last room.", same(subject=music, room=14))).
in(school, reads_as("Abara has a higher room number than Cho.",
                    greater(room, teacher='Abara', teacher='Cho'))).
in(school, reads_as("Abara, the music teacher and the teacher in room 12 are three different people.",
                    all_different([teacher='Abara', subject=music, room=12]))).
in(school, reads_as("Cho lectures in room 12.", same(teacher='Cho', room=12))).  % verb, noun, value
in(school, reads_as("History is the period after music.",     % one period, not any
                    diff(period, subject=history, subject=music, 1))).
in(dogs, reads_as("Biscuit won.", same(dog='Biscuit', rank='1st'))).
in(dogs, reads_as("Comet beat every other dog.", same(dog='Comet', rank='1st'))).
in(school, reads_as("The lesson in room 14 is earlier than the lesson in room 13.",
                    less(period, room=14, room=13))).

header(swim, [ "Swimmers: Amara, Bianca, Chloe",
               "Lanes: 1, 2, 3",
               "Times: 58.4 seconds, 59.1 seconds, 59.8 seconds",
               "Prices: $1.25, $1.50, $1.75" ]).

% "The fastest time" is the least time, "the slowest time" the most;
% decimals count in their last place ("0.7 seconds" is 7 tenths).
in(swim, reads_as("Chloe swam the fastest time.", same(swimmer='Chloe', time='58.4 seconds'))).
in(swim, reads_as("Chloe swam the slowest time.", same(swimmer='Chloe', time='59.8 seconds'))).
in(swim, reads_as("Chloe was the fastest.", same(swimmer='Chloe', time='58.4 seconds'))).
in(swim, reads_as("Amara was 0.7 seconds faster than Chloe.", diff(time, swimmer='Amara', swimmer='Chloe', -7))).
in(swim, reads_as("Amara paid 25 cents more than Chloe.", diff(price, swimmer='Amara', swimmer='Chloe', 25))).
in(swim, reads_as("Amara paid $0.50 less than Chloe.", diff(price, swimmer='Amara', swimmer='Chloe', -50))).
in(swim, refuse("Amara was 0.75 seconds faster than Chloe.")).
in(swim, reads_as("Amara paid a quarter more than Chloe.", diff(price, swimmer='Amara', swimmer='Chloe', 25))).
in(swim, refuse("Amara paid a smidge more than Chloe.")).   % was read as "more than"

header(cold, [ "Cities: Helsinki, Krakow, Montreal",
               "Lows: -8°C, -2°C, 1°C",
               "Days: Day 1, Day 2, Day 3" ]).

% Numbers below zero are below zero ("the lowest" was once 1°C, the
% minus sign lost); temperatures are colder and warmer by degrees.
in(cold, reads_as("Helsinki had the lowest low.", same(city='Helsinki', low='-8°C'))).
in(cold, reads_as("Krakow was the coldest.", same(city='Krakow', low='-8°C'))).
in(cold, reads_as("Krakow was 3 degrees colder than Montreal.", diff(low, city='Krakow', city='Montreal', -3))).
in(cold, reads_as("Montreal was warmer than Krakow.", greater(low, city='Montreal', city='Krakow'))).

header(orchard, [ "Pickers: Ffion, Gethin, Hywel",
                  "Weights: 2.5 kg, 3 kg, 3.5 kg" ]).

% A category may mix "2.5 kg" and "3 kg": it counts in tenths.
in(orchard, reads_as("Hywel picked half a kilo more than Ffion.", diff(weight, picker='Hywel', picker='Ffion', 5))).
in(orchard, reads_as("Gethin picked 1 kg less than Hywel.", diff(weight, picker='Gethin', picker='Hywel', -10))).
in(orchard, reads_as("Ffion picked the heaviest basket.", same(picker='Ffion', weight='3.5 kg'))).

header(swims, [ "Swimmers: Elin, Farid, Gwen",
                "Distances: 500 m, 1 km, 1.5 km",
                "Ages: 6 months, 1 year, 18 months" ]).

% Units of one measure mix ("500 m", "1 km"): the category counts in the
% smallest, and "1 km farther" is 1000 of them (it was once read as
% "swam 1 km, and farther": a misreading).
in(swims, reads_as("Elin swam 1 km farther than Farid.", diff(distance, swimmer='Elin', swimmer='Farid', 1000))).
in(swims, reads_as("Gwen swam half a kilometre more than Elin.", diff(distance, swimmer='Gwen', swimmer='Elin', 500))).
in(swims, reads_as("Elin is six months younger than Gwen.", diff(age, swimmer='Elin', swimmer='Gwen', -6))).
in(swims, reads_as("Farid is a year older than Elin.", diff(age, swimmer='Farid', swimmer='Elin', 12))).

% A category's unit says what it measures ("the largest" tank of
% litres); "older" of a thing is an earlier year when the puzzle has one
% category of years and none of ages, but of a person it says nothing of
% a year she bought something in.
in(cars, reads_as("The white car is the oldest.", same(colour=white, year=2015))).
in(cars, reads_as("Quentin's tank is the largest.", same(buyer='Quentin', tank='80 litres'))).
in(cars, reads_as("The blue car is 2 years newer than Rosa's.", diff(year, colour=blue, buyer='Rosa', 2))).
in(cars, refuse("Quentin is older than Rosa.")).
in(cars, refuse("Quentin is the oldest.")).
in(cars, refuse("The white car passed Rosa.")).
in(cars, refuse("The white car beat Rosa's.")).

% The verb slot: a verb the reader does not know, between two noun
% phrases that may name two individuals of one kind (two dogs: a dog's
% name, a breed, "X's dog"), relates two individuals, and is no
% identity: every such sentence is refused.
in(dogs, refuse(S)) :-
    member(Verb, [chased, outran, sniffed, nipped, passed]),
    member(Subject-Object, [ "Hana's dog"-"the collie", "Biscuit"-"the collie",
                             "The collie"-"Biscuit", "Hana's dog"-"Biscuit",
                             "The beagle"-"Pepper", "Kate's dog"-"the poodle",
                             "Ziggy"-"the poodle" ]),
    format(string(S), "~w ~w ~w.", [Subject, Verb, Object]).
in(jobs, refuse(S)) :-                 % two people: a name, a job
    member(Verb, [chased, thanked, coached, outran, visited, called, hired]),
    member(Subject-Object, [ "Dana"-"the dentist", "The baker"-"Ellis",
                             "The soup eater"-"Gus" ]),
    format(string(S), "~w ~w ~w.", [Subject, Verb, Object]).
% Where the two cannot be one individual (two names of two categories,
% a person and a dog, a person and a dish) the verb is the pairing the
% puzzle's rows make, and is read.
in(dogs, reads_as("Hana walked Biscuit.", same(owner='Hana', dog='Biscuit'))).
in(dogs, reads_as("Kate trained the poodle.", same(owner='Kate', breed=poodle))).
in(jobs, reads_as("Dana sampled the soup.", same(name='Dana', dish=soup))).
in(lawyers, reads_as("Gupta represents Ms. Price.", same(lawyer='Gupta', client='Ms. Price'))).

% main runs every probe; part(K, N) runs the K-th of N equal parts, so
% that each case stays well inside the test's time limit in a debug
% build (the probes*.args cases).
main :-
    probes(Probes),
    run(Probes).

part(K, N) :-
    probes(Probes),
    findall(P, ( nth0(I, Probes, P), I mod N =:= K - 1 ), Part),
    run(Part).

run(Probes) :-
    foldl(probe, Probes, 0, Bad),
    length(Probes, Count),
    format("~d of ~d probes read otherwise~n", [Bad, Count]),
    (   Bad =:= 0 -> true ; halt(1) ).

probes(Probes) :-
    findall(Name, header(Name, _), Names),     % one header per name: a name
    msort(Names, Sorted), sort(Names, Set),    % used twice puts each probe
    (   Sorted == Set                          % on two headers
    ->  true
    ;   subtract(Sorted, Set, _),
        findall(D, ( member(D, Set), aggregate_all(count, member(D, Names), C), C > 1 ), Ds),
        format("header names used twice: ~w~n", [Ds]),
        halt(1)
    ),
    header(Lines),
    atomic_list_concat(Lines, '\n', Head),
    findall(Head-(S-refuse), refuse(S), R),
    findall(Head-(S-T), reads_as(S, T), Rd),
    findall(Head-(S-T), known(S, T), K),
    findall(H-P, ( in(Name, Probe), header(Name, Ls),
                   atomic_list_concat(Ls, '\n', H),
                   (   Probe = refuse(S) -> P = S-refuse ; Probe = reads_as(S, T), P = S-T ) ),
            In),
    append([R, Rd, K, In], Probes).

probe(Head-(Sentence-Expected), Bad0, Bad) :-
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

header(auction, [ "Bidders: Mr Fairweather, Mrs Gold, Mr Ilkley",
                  "Lots: barometer, globe, telescope",
                  "Prices: $150, $300, $600",
                  "Paddles: 11, 23, 38" ]).

% Ratios ("twice", "half", "three times") are ratio/5; a passive's agent
% is its subject's partner unless the two could be one individual; a
% sentence of two clauses is read as two clues, each read in full.
in(auction, reads_as("Mr Fairweather paid exactly twice what Mr Ilkley paid.",
                     ratio(price, bidder='Mr Fairweather', bidder='Mr Ilkley', 2, 1))).
in(auction, reads_as("Mr Ilkley paid half as much as Mrs Gold.",
                     ratio(price, bidder='Mr Ilkley', bidder='Mrs Gold', 1, 2))).
in(auction, reads_as("The globe cost four times as much as the barometer.",
                     ratio(price, lot=globe, lot=barometer, 4, 1))).
in(auction, reads_as("Paddle 23 was raised by the bidder who won the globe.",
                     same(paddle=23, lot=globe))).
in(auction, refuse("Mrs Gold was outbid by the bidder who won the globe.")).
in(auction, refuse("Mrs Gold coached the bidder who won the globe.")).
in(auction, reads_as("Paddle 38 went home with the globe, and Mr Ilkley didn't hold paddle 11.",
                     and(same(paddle=38, lot=globe), not_same(bidder='Mr Ilkley', paddle=11)))).
in(auction, refuse("Mr Ilkley paid $150, and so did Mrs Gold.")).
in(auction, reads_as("Mr Ilkley paid $150, and he won the globe.",
                     and(same(bidder='Mr Ilkley', price='$150'), same(bidder='Mr Ilkley', lot=globe)))).
in(auction, refuse("Mr Ilkley paid more than Mr Fairweather, and he won the globe.")).

header(quiz, [ "Teams: Owls, Larks, Wrens",
               "Captains: Ann, Ben, Cy",
               "Scores: 12 points, 18 points, 24 points" ]).
header(race, [ "Runners: Ann, Ben, Cy",
               "Times: 48:15, 52:15, 55:05",
               "Fees: 85p, £1.20, £1.55" ]).
header(exam, [ "Students: Ann, Ben, Cy",
               "Subjects: art, French, music",
               "Marks: 28/40, 31/40, 34/40" ]).

% With no ranking, a contest's places follow its result: the most
% points, the least time ("came last" was once read as the most points:
% a misreading); minutes:seconds, pence and pounds, marks out of 40.
in(quiz, reads_as("The Owls didn't come last.", not_same(team='Owls', score='12 points'))).
in(quiz, reads_as("The Owls finished ahead of Ben's team.", greater(score, team='Owls', captain='Ben'))).
in(quiz, reads_as("The winner is Ann's team.", same(score='24 points', captain='Ann'))).
in(quiz, refuse("The Owls were last.")).
in(race, reads_as("The winner is Cy.", same(time='48:15', runner='Cy'))).
in(race, reads_as("Ann finished 4 minutes ahead of Ben.",
                  diff(time, runner='Ann', runner='Ben', -240))).
in(race, reads_as("Ann paid 35p more than Ben.", diff(fee, runner='Ann', runner='Ben', 35))).
in(race, reads_as("Ann paid the least.", same(runner='Ann', fee='85p'))).
in(exam, reads_as("Cy got the top mark.", same(student='Cy', mark='34/40'))).
in(exam, reads_as("Ann beat Ben.", greater(mark, student='Ann', student='Ben'))).
in(exam, reads_as("Ann lost to Ben.", less(mark, student='Ann', student='Ben'))).
in(exam, reads_as("Ann scored more than Ben.", greater(mark, student='Ann', student='Ben'))).
in(exam, reads_as("The music mark was 3 lower than the French mark.",
                  diff(mark, subject=music, subject='French', -3))).
in(exam, reads_as("Ann took art, yet she beat Cy.",
                  and(same(student='Ann', subject=art), greater(mark, student='Ann', student='Cy')))).

% "not long after" gives no amount: once "arrived" was read, "long" took
% the verb slot and the clue read as "not after" (a misreading).
refuse("Dana joined not long after Ellis.").
refuse("Dana arrived not long after Ellis.").
% "Neither A nor B <predicate>": false of each; "as much as": not less.
reads_as("Neither Dana nor Ellis joined in 1990 or 1993.",
         and(not(either(name='Dana', year=1990, year=1993)),
             not(either(name='Ellis', year=1990, year=1993)))).
reads_as("Dana didn't pay as much as Ellis.", less(price, name='Dana', name='Ellis')).
reads_as("Dana paid as much as $26.", not(less(price, name='Dana', price='$26'))).
reads_as("Dana outspent Ellis by $2.", diff(price, name='Dana', name='Ellis', 2)).
in(dogs, reads_as("Biscuit was runner-up.", same(dog='Biscuit', rank='2nd'))).

header(captains, [ "Captains: Capt. Doyle, Capt. Ferris, Capt. Quinn",
                   "Ferries: Gull, Puffin, Tern",
                   "Hobbies: knitting, whittling, rowing",
                   "Departures: 6:15 am, 6:40 am, 7:05 am" ]).

% Names without their title, activities as verbs, particles, "nor is",
% "each" after a list, a sentence that names nothing is a remark.
in(captains, reads_as("Ferris's ferry is the Puffin.", same(captain='Capt. Ferris', ferry='Puffin'))).
in(captains, reads_as("The captain who whittles sails the Tern.", same(hobby=whittling, ferry='Tern'))).
in(captains, reads_as("The Gull casts off sometime after Capt. Doyle.",
                      greater(departure, ferry='Gull', captain='Capt. Doyle'))).
in(captains, reads_as("Doyle doesn't sail the Gull, and nor does Quinn.",
                      and(not_same(captain='Capt. Doyle', ferry='Gull'),
                          not_same(captain='Capt. Quinn', ferry='Gull')))).
in(captains, reads_as("Doyle isn't the Gull's captain, nor is he the one who rows.",
                      and(not_same(captain='Capt. Doyle', ferry='Gull'),
                          not_same(captain='Capt. Doyle', hobby=rowing)))).
in(captains, reads_as("Doyle and Quinn each departed before Ferris.",
                      and(less(departure, captain='Capt. Doyle', captain='Capt. Ferris'),
                          less(departure, captain='Capt. Quinn', captain='Capt. Ferris')))).
in(captains, refuse("The Gull sold out before the Tern.")).

header(queue, [ "Pupils: Gus, Hana, Ivo",
                "Lunches: salad, soup, pie",
                "Positions: first, second, third",
                "Stays: 1 night, 2 nights, 3 nights" ]).

% A queue's front and back; "right behind"; "just one night"; "took the
% title"; "the first to leave"; a second clause's verb after "and".
in(queue, reads_as("Gus was at the front of the queue.", same(pupil='Gus', position=first))).
in(queue, reads_as("Hana was at the very back of the queue.", same(pupil='Hana', position=third))).
in(queue, reads_as("The pupil who chose soup stood right behind Ivo.",
                   diff(position, lunch=soup, pupil='Ivo', 1))).
in(queue, reads_as("Ivo stayed just one night.", same(pupil='Ivo', stay='1 night'))).
in(queue, reads_as("Hana stayed two nights longer than Gus.", diff(stay, pupil='Hana', pupil='Gus', 2))).
in(captains, reads_as("The Gull was the first ferry to leave.", same(ferry='Gull', departure='6:15 am'))).
in(queue, refuse("Gus played against Hana.")).
in(queue, refuse("Gus sold out before Hana.")).
in(captains, reads_as("The Tern departed twenty-five minutes after the Gull.",
                      diff(departure, ferry='Tern', ferry='Gull', 25))).
in(captains, reads_as("No one departed earlier than Capt. Doyle.",
                      same(captain='Capt. Doyle', departure='6:15 am'))).
in(auction, reads_as("The globe was the dearest lot.", same(lot=globe, price='$600'))).
in(dogs, reads_as("The winning dog is a beagle.", same(rank='1st', breed=beagle))).
in(dogs, reads_as("Kate's dog came second, and she's not the poodle's owner.",
                  and(same(owner='Kate', rank='2nd'), not_same(owner='Kate', breed=poodle)))).
in(captains, reads_as("Doyle sailed his ferry before Quinn sailed hers.",
                      less(departure, captain='Capt. Doyle', captain='Capt. Quinn'))).
in(captains, refuse("Doyle sailed before Quinn, and he took the Gull.")).
header(diving, [ "Divers: Kofi, Lena, Mateo",
                 "Scores: 48.5, 52.0, 55.5" ]).
in(diving, reads_as("Mateo scored 3.5 points more than Lena.", diff(score, diver='Mateo', diver='Lena', 35))).
% "his" right after "Quentin, and" is Piet's or Quentin's: only a
% possessive right after a verb is its subject's (once read as the
% subject's on any value before it: a misreading, found by p2_bad_pronoun).
refuse("Dana joined 3 years after Gus, and her dish was the soup.").

% Two categories a comparison could be about: the one the clue names
% ("posted") or, for "took ... longer" and "the quickest", the one of
% durations; "before"/"after" by a week, the one of dates.
header(post, [ "Friends: Greta, Hamish, Ingrid",
               "Posted: 2 August, 9 August, 16 August",
               "Delivery: 5 days, 8 days, 11 days" ]).
in(post, reads_as("Hamish posted his card two weeks after Greta.",
                  diff(posted, friend='Hamish', friend='Greta', 14))).
in(post, reads_as("Greta's card was sent a week before Hamish's.",
                  diff(posted, friend='Greta', friend='Hamish', -7))).
in(post, reads_as("Greta's card took 3 days longer than Ingrid's.",
                  diff(delivery, friend='Greta', friend='Ingrid', 3))).
in(post, reads_as("Hamish's card took 6 days less than Greta's.",
                  diff(delivery, friend='Hamish', friend='Greta', -6))).
in(post, reads_as("Ingrid's card arrived the quickest.",
                  same(friend='Ingrid', delivery='5 days'))).
header(sculptures, [ "Sculptors: Ingrid, Tomasz, Ulla",
                     "Heights: 140 cm, 155 cm, 170 cm",
                     "Places: 1st, 2nd, 3rd" ]).
in(sculptures, reads_as("Ingrid's sculpture placed higher than Tomasz's.",
                        less(place, sculptor='Ingrid', sculptor='Tomasz'))).
in(sculptures, reads_as("Ingrid's sculpture is taller than Tomasz's.",
                        greater(height, sculptor='Ingrid', sculptor='Tomasz'))).
% A name with an apostrophe is one word, also before "'s" (once "the
% reading does not use "s"").
header(loaves, [ "Bakers: Ines, Mrs. D'Souza, Mr. O'Neill",
                 "Hydrations: 65%, 70%, 75%" ]).
in(loaves, reads_as("Mrs. D'Souza's loaf had the highest hydration.",
                    same(baker='Mrs. D\'Souza', hydration='75%'))).
in(loaves, reads_as("Ines's hydration was lower than Mr. O'Neill's.",
                    less(hydration, baker='Ines', baker='Mr. O\'Neill'))).
% A category's name in a relative clause, or as an amount's unit, picks
% no category for the comparison (both once did, through named hints).
header(joiners, [ "Names: Dana, Ellis, Farrah",
                  "Months: January, February, March",
                  "Start times: 9:00am, 9:30am, 10:00am" ]).
in(joiners, refuse("Dana joined sometime before the person who started at 10:00am.")).
in(joiners, refuse("The person who started at 10:00am joined before Dana.")).
header(ages_years, [ "Names: Dana, Ellis, Farrah",
                     "Ages: 30, 35, 40",
                     "Years: 1990, 1995, 2000" ]).
in(ages_years, refuse("Dana is 5 years older than Ellis.")).
% Asides of colour (between commas or in brackets, naming nothing of the
% puzzle) are not read; an aside that names a value is.
reads_as("Dana, who is famously fussy, ordered the soup.",
         same(name='Dana', dish=soup)).
reads_as("Dana, a regular at the cafe since it opened, paid $25.",
         same(name='Dana', price='$25')).
reads_as("Dana did not order the soup (she says it is too salty).",
         not_same(name='Dana', dish=soup)).
reads_as("Dana, who sat beside Gus, ordered the soup.",
         and(same(name='Dana', dish=soup), next_to(name='Dana', name='Gus'))).
reads_as("Dana, who never eats soup, paid $25.",
         and(not_same(name='Dana', dish=soup), same(name='Dana', price='$25'))).
refuse("Dana, who paid more than anyone, ordered the soup.").
% The ends and middle of the row, named by its container ("of the
% shelf"); an appositive after the subject is a clue of its own.
header(jars, [ "Spices: cumin, paprika, saffron",
               "Positions: first, second, third",
               "Prices: $2.49, $3.19, $12.99" ]).
in(jars, reads_as("The paprika is at the left end of the shelf.",
                  same(spice=paprika, position=first))).
in(jars, reads_as("The $3.19 jar is in the middle of the shelf.",
                  same(price='$3.19', position=second))).
in(jars, reads_as("The saffron, the most expensive spice, is at the right end.",
                  and(same(spice=saffron, price='$12.99'), same(spice=saffron, position=third)))).
% "About" before a value of an unordered category is its topic; before
% an amount it is approximation.
header(radio, [ "Callers: Ann, Bob, Cy",
                "Topics: potholes, recipes, weather",
                "Times: 9:05am, 9:10am, 9:15am" ]).
in(radio, reads_as("Ann complained about potholes.", same(caller='Ann', topic=potholes))).
in(radio, reads_as("Bob didn't call about the weather.", not_same(caller='Bob', topic=weather))).
in(radio, refuse("Ann called about 5 minutes after Bob.")).
% A non-restrictive relative clause is a clue about the noun phrase
% before it.
reads_as("Dana paid more than Ellis, who ordered the soup.",
         and(greater(price, name='Dana', name='Ellis'), same(name='Ellis', dish=soup))).
reads_as("Gus joined in 1990, while Dana paid less than the soup eater, who joined in 1993.",
         and(and(same(name='Gus', year=1990), less(price, name='Dana', dish=soup)),
             same(dish=soup, year=1993))).
% "the one X bought" is "the one that X bought"; "only" before a number
% is emphasis, elsewhere it restricts.
refuse("Dana joined 3 years after the one Gus recommended.").   % another person
reads_as("Dana's dish cost $2 more than the one Gus ordered.",
         diff(price, name='Dana', name='Gus', 2)).
reads_as("Dana paid only $24.", same(name='Dana', price='$24')).
refuse("Only Dana paid $24.").
% Heat is hot, mild and spicy.
header(sauces, [ "Sauces: Ember, Sunburn, Old Smoky",
                 "Heat: 4, 6, 9",
                 "Cooks: Ines, Jorge, Lucia" ]).
in(sauces, reads_as("Old Smoky is the mildest of the three.", same(sauce='Old Smoky', heat=4))).
in(sauces, reads_as("Ines's sauce is hotter than Sunburn.", greater(heat, cook='Ines', sauce='Sunburn'))).
% Compound amounts of time in words.
header(sailings, [ "Ferries: Gull, Puffin, Tern",
                   "Departures: 6:00 am, 7:25 am, 8:50 am" ]).
in(sailings, reads_as("The Tern departed an hour and twenty-five minutes after the Gull.",
                      diff(departure, ferry='Tern', ferry='Gull', 85))).
header(laps, [ "Swimmers: Amara, Bianca, Chloe",
               "Times: 3 min, 4 min 30 s, 6 min" ]).
in(laps, reads_as("Amara took a minute and a half longer than Chloe.",
                  diff(time, swimmer='Amara', swimmer='Chloe', 90))).
% A value of bare numbers with its unit word; "lower down".
in(diving, reads_as("Kofi did not score 48.5 points.", not_same(diver='Kofi', score='48.5'))).
header(washers, [ "Washers: Gus, Hal, Ida",
                  "Floors: 3, 7, 12" ]).
in(washers, reads_as("Gus was working lower down than Hal.", less(floor, washer='Gus', washer='Hal'))).
% An agent noun made from a value ending in "-ery": the archer does archery.
header(hobbies, [ "Names: Ann, Bob, Cy",
                  "Hobbies: archery, chess, painting",
                  "Cars: jeep, estate, roadster" ]).
in(hobbies, reads_as("The archer drives the jeep.", same(hobby=archery, car=jeep))).
% "The longest time" is a length of time, never a clock time, though
% the category of clock times is named "times"; an order word with
% sizes and delivery times is about the one sequence.
header(kayaks, [ "Renters: Ines, Jonah, Keziah",
                 "Launch times: 7:30am, 8:00am, 8:30am",
                 "Rental lengths: 1 hour, 2 hours, 3 hours" ]).
in(kayaks, reads_as("Ines rented a kayak for the longest time.", same(renter='Ines', rental_length='3 hours'))).
in(kayaks, reads_as("Keziah's kayak went out last.", same(renter='Keziah', launch_time='8:30am'))).
in(kayaks, refuse("Keziah finished last.")).    % finishing: a time or a length
header(pizzas, [ "Customers: Arlo, Bex, Cosmo",
                 "Sizes: 10-inch, 12-inch, 14-inch",
                 "Deliveries: 6:10 pm, 6:25 pm, 6:40 pm" ]).
in(pizzas, reads_as("The largest pizza was delivered first.", same(size='14-inch', delivery='6:10 pm'))).
in(pizzas, reads_as("Bex's pizza came last.", same(customer='Bex', delivery='6:40 pm'))).
header(kids, [ "Children: Ann, Ben, Cy",
               "Ages: 5, 7, 9",
               "Seats: 1, 2, 3" ]).
in(kids, refuse("Ann was born first.")).       % the oldest, not the first seat
% A demonym for a country; "2.5 m beyond" is further; "scored lower"
% is about the marks the verb scores, not floors or heights; "with" and
% a thing is no companion, "with" and a person is.
header(jumps, [ "Jumpers: Eskil, Britta, Dagny",
                "Countries: Austria, Norway, Japan",
                "Distances: 112.5 m, 115.0 m, 118.5 m",
                "Marks: 112, 121, 128",
                "Extras: butter, jam, honey" ]).
in(jumps, reads_as("The Norwegian jumper landed 2.5 m beyond Eskil.",
                   diff(distance, country='Norway', jumper='Eskil', 25))).
in(jumps, reads_as("The Austrian is Britta.", same(country='Austria', jumper='Britta'))).
in(jumps, reads_as("Dagny scored lower than Eskil.", less(mark, jumper='Dagny', jumper='Eskil'))).
in(jumps, reads_as("Dagny came with butter.", same(jumper='Dagny', extra=butter))).
in(jumps, refuse("Dagny came with Eskil.")).
in(jumps, refuse("Dagny came with the butter eater.")).
% "the one where ..." is the one the relative clause says; "the boat
% where ..." names the boat as the head noun of the place; "the
% smallest" of a thing is its one measure (height, weight or volume);
% "the winning orchid" took the first prize.
header(boats, [ "Berths: 1, 2, 3",
                "Pets: goat, cat, parrot",
                "Drinks: milk, tea, cocoa" ]).
in(boats, reads_as("The goat is kept next to the one where milk is drunk.", distance(berth, pet=goat, drink=milk, =, 1))).
in(boats, reads_as("The goat is kept next to the boat where milk is drunk.", distance(berth, pet=goat, drink=milk, =, 1))).
header(snowmen, [ "Children: Amy, Dan, Ella",
                  "Heights: 90 cm, 100 cm, 110 cm",
                  "Noses: button, carrot, pebble" ]).
in(snowmen, reads_as("The snowman with the carrot nose was the smallest.", same(nose=carrot, height='90 cm'))).
header(twomeasures, [ "Children: Amy, Dan, Ella",
                      "Heights: 90 cm, 100 cm, 110 cm",
                      "Weights: 20 kg, 25 kg, 30 kg" ]).
in(twomeasures, refuse("Dan was the smallest.")).
header(orchids, [ "Growers: Nakamura, Penhaligon, Quartermaine",
                  "Blooms: 7 blooms, 11 blooms, 14 blooms",
                  "Prizes: 1st, 2nd, 3rd" ]).
in(orchids, reads_as("The winning orchid had 7 blooms.", same(prize='1st', bloom='7 blooms'))).
% A row of cottages (or chalets, bungalows, ...) listed as a category
% is the order "next to" is about (it was a second, unconstrained row).
header(cottages, [ "Cottages: first, second, third",
                   "Owners: Ada, Bill, Cora",
                   "Pets: cat, dog, hamster" ]).
in(cottages, reads_as("The dog lives next to Ada's cottage.", distance(cottage, pet=dog, owner='Ada', =, 1))).
in(cottages, reads_as("Bill lives in the first cottage.", same(owner='Bill', cottage=first))).
% Steps counted in the places of a row named by its own noun.
header(tents, [ "Tents: 1, 2, 3, 4",
                "Campers: Czech, Dane, Pole, Swede",
                "Dogs: beagle, collie, pug, whippet" ]).
in(tents, reads_as("The Czech's tent is two tents away from the Dane's tent.", distance(tent, camper='Czech', camper='Dane', =, 2))).

% The unit after "more" ("6 more strokes than" is "6 strokes more
% than"); "in front of" in a queue; "wanted" pairs; "they" after two
% families could be either, and is refused.
header(golf, [ "Golfers: Ann, Ben, Cy",
               "Balls: blue, green, red",
               "Scores: 38, 41, 43" ]).
in(golf, reads_as("Ben took 3 more strokes than Ann.", diff(score, golfer='Ben', golfer='Ann', 3))).
in(golf, reads_as("Cy scored 2 fewer points than Ben.", diff(score, golfer='Cy', golfer='Ben', -2))).
in(queue, reads_as("Gus stood in front of Hana.", less(position, pupil='Gus', pupil='Hana'))).
in(queue, reads_as("Gus stood right in front of Hana.", diff(position, pupil='Gus', pupil='Hana', -1))).
in(queue, reads_as("Ivo wanted the pie.", same(pupil='Ivo', lunch=pie))).
header(families, [ "Families: the Fords, the Okafors, the Pereiras",
                   "Dishes: quiche, scones, trifle",
                   "Places: 1st, 2nd, 3rd" ]).
in(families, refuse("The Okafors finished ahead of the Fords, and they brought the trifle.")).
in(families, reads_as("The Okafors brought the trifle.", same(family='the Okafors', dish=trifle))).

% "Top" and "bottom" are places: the top seed is the first; "the top
% price" is refused (it was read as the highest seed's number: the 5th).
% "Seeded/ranked above, higher than" is a better place.
header(seeds, [ "Players: Ann, Ben, Cy",
                "Seeds: 1st seed, 2nd seed, 3rd seed",
                "Prices: $10, $20, $30" ]).
in(seeds, reads_as("Ann was the top seed.", same(player='Ann', seed='1st seed'))).
in(seeds, reads_as("Cy was the bottom seed.", same(player='Cy', seed='3rd seed'))).
in(seeds, reads_as("Ben was seeded one place above Cy.", diff(seed, player='Ben', player='Cy', -1))).
in(seeds, reads_as("Ben was ranked higher than Cy.", less(seed, player='Ben', player='Cy'))).
in(seeds, refuse("Ann paid the top price.")).
in(seeds, reads_as("Ann was at the top.", same(player='Ann', seed='1st seed'))).

% Places, time and money as the thing measured, things one finishes
% with, "topped the board", an event that opened with something, "like
% X best", "carrying", a possessive pronoun before its owner's rival is
% named, a title's gender, and "theirs".
header(jams, [ "Entrants: Ann, Ben, Cy",
              "Prices: $3, $4, $5",
              "Placings: 1st, 2nd, 3rd" ]).
in(jams, reads_as("Ann's jam took first place.", same(entrant='Ann', placing='1st'))).
in(seeds, reads_as("Ben topped the leaderboard.", same(player='Ben', seed='1st seed'))).
in(seeds, reads_as("Ben paid less money than Cy.", less(price, player='Ben', player='Cy'))).
in(swims, refuse("Elin took less time than Farid.")).   % ages are no time taken
in(race, reads_as("Ann took less time than Ben.", less(time, runner='Ann', runner='Ben'))).
in(quiz, reads_as("The Owls finished with the lowest score.", same(team='Owls', score='12 points'))).
in(queue, reads_as("Gus likes the soup best.", same(pupil='Gus', lunch=soup))).
in(queue, reads_as("Gus came first, carrying the pie.", and(same(pupil='Gus', position=first), same(pupil='Gus', lunch=pie)))).
header(auctions, [ "Sellers: Miss Rudd, Mr. Stowe, Mrs. Penn",
                   "Prices: £20, £40, £60" ]).
in(auctions, reads_as("Miss Rudd asked more than Mr. Stowe, and her price was £60.",
                      and(greater(price, seller='Miss Rudd', seller='Mr. Stowe'), same(seller='Miss Rudd', price='£60')))).
in(auctions, reads_as("Miss Rudd asked more than Mr. Stowe, and his price was £20.",   % only he is a man:
                      and(greater(price, seller='Miss Rudd', seller='Mr. Stowe'), same(seller='Mr. Stowe', price='£20')))).
in(auctions, refuse("Miss Rudd asked more than Mrs. Penn, and her thimble was silver.")).
in(auctions, refuse("Miss Rudd asked more than Mr. Stowe for her thimble and his.")).

% "Behind the red door" is the house with it, never a place further back
% (a reading of "behind" as "further back" gave two wrong tables).
header(doors, [ "Houses: 1, 2, 3",
                "Doors: red, blue, green",
                "Jobs: baker, cook, vet" ]).
in(doors, reads_as("The baker lives behind the red door.", same(job=baker, door=red))).

% A superlative with its value beside it names the value twice: read
% when the value is that extreme, refused when it is not.
reads_as("The highest price, $27, was paid by Dana.", same(price='$27', name='Dana')).
refuse("The lowest price, $27, was paid by Dana.").
in(doors, reads_as("The cook has a blue front.", same(job=cook, door=blue))).   % a noun after "a" and a value

% A verb refused between two people ("knows", "fired", "married") says
% how much of something before an amount or a comparison; a word for a
% quantity before a value ("a piece of"), the group a comparison ranges
% over ("in the club"; not "of the men", nor a time: "of the day"), "the
% top of the building" and a table "numbered one higher" read as plain.
header(parrots, [ "Owners: Ann, Ben, Cy",
                  "Words: 10 words, 20 words, 30 words",
                  "Temperatures: 1000 degrees, 1100 degrees, 1200 degrees",
                  "Tables: table 1, table 2, table 3",
                  "Toppings: driftwood, shells, seaweed" ]).
in(parrots, reads_as("Ann's bird knows 10 fewer words than Ben's bird.", diff(word, owner='Ann', owner='Ben', -10))).
in(parrots, reads_as("Ann's vase was fired 100 degrees hotter than Cy's.", diff(temperature, owner='Ann', owner='Cy', 100))).
in(parrots, refuse("Ann knows Ben.")).
in(parrots, refuse("Ann fired the 10 words owner.")).
in(parrots, reads_as("Ann's castle was topped with a piece of driftwood.", same(owner='Ann', topping=driftwood))).
in(parrots, reads_as("Ben knows more words than anyone else in the club.", same(owner='Ben', word='30 words'))).
in(parrots, reads_as("Ann sat at the table numbered one higher than Ben's.", diff(table, owner='Ann', owner='Ben', 1))).
header(floors, [ "Tenants: Ann, Ben, Cy",
                 "Floors: 1st floor, 2nd floor, 3rd floor" ]).
in(floors, reads_as("Ann lives at the top of the building.", same(tenant='Ann', floor='3rd floor'))).
in(floors, reads_as("Ben lives at the foot of the building.", same(tenant='Ben', floor='1st floor'))).
% "the first floor" is the value named so, not the first (the ground)
% floor: held out, corpus 15 (read as "not on the ground floor").
header(storeys, [ "Tenants: Ann, Ben, Cy",
                  "Floors: ground floor, first floor, second floor" ]).
in(storeys, reads_as("Ann is not on the first floor.", not_same(tenant='Ann', floor='first floor'))).
in(storeys, reads_as("Ben lives on the first floor.", same(tenant='Ben', floor='first floor'))).
in(storeys, reads_as("Cy lives on the ground floor.", same(tenant='Cy', floor='ground floor'))).
% A value's phrase wins over a shorter phrase it starts inside ("of the
% Morning Star" is no "of the morning"); a verb before "next to" has no
% person for its object; "the last boat to leave" is no main verb.
header(trawlers, [ "Boats: Morning Star, Sea Dog, Kestrel",
                "Skippers: Ann, Ben, Cy",
                "Departures: 4:00am, 5:00am, 6:00am",
                "Catches: 100 kg, 200 kg, 300 kg" ]).
in(trawlers, reads_as("Of the Morning Star and the 5:00am boat, one is Ann's and the other is Ben's.", pair(boat='Morning Star', departure='5:00am', skipper='Ann', skipper='Ben'))).
in(trawlers, reads_as("Ann is moored next to the man in the Kestrel.", next_to(skipper='Ann', boat='Kestrel'))).
in(trawlers, reads_as("The last boat to leave landed the smallest catch.", same(catch='100 kg', departure='6:00am'))).
% "in line" after a place in a queue; a value of words a rewrite would
% take apart ("Over the Rainbow": "the bridge over the Dee").
in(queue, reads_as("Gus was last in line.", same(pupil='Gus', position=third))).
in(queue, reads_as("Hana was second in the queue.", same(pupil='Hana', position=second))).
header(songs, [ "Students: Ann, Ben, Cy",
                "Songs: Over the Rainbow, Blue Moon, Stand by Me" ]).
in(songs, reads_as("Ann is not learning Over the Rainbow.", not_same(student='Ann', song='Over the Rainbow'))).
% Things known by a bare number: "number 7", "a lower number"; "no
% goals" is the value 0 goals.
header(jerseys, [ "Players: Ann, Ben, Cy",
                  "Jerseys: 4, 7, 12",
                  "Goals: 0 goals, 2 goals, 5 goals" ]).
in(jerseys, reads_as("Ben wears number 7.", same(player='Ben', jersey=7))).
in(jerseys, reads_as("Ann wears a lower number than Cy.", less(jersey, player='Ann', player='Cy'))).
in(jerseys, reads_as("Cy scored no goals.", same(player='Cy', goal='0 goals'))).
in(floors, reads_as("Ann lives right above Ben.", diff(floor, tenant='Ann', tenant='Ben', 1))).
in(floors, reads_as("Cy lives right below Ann.", diff(floor, tenant='Cy', tenant='Ann', -1))).
% The possessive's noun names a category ("team" of Team sizes), but the
% comparative says what it measures: "ran farther" is the distance
% (held out, corpus 15: read as the team's size).  Multi-word category
% names in questions ("lead dog").
header(sleds, [ "Mushers: Ann, Ben, Cy",
                "Lead dogs: Kodiak, Sitka, Tundra",
                "Team sizes: 6 dogs, 8 dogs, 10 dogs",
                "Distances: 18 miles, 24 miles, 30 miles" ]).
in(sleds, reads_as("Ann's team ran farther than Ben's.", greater(distance, musher='Ann', musher='Ben'))).
in(sleds, reads_as("Ann's team was bigger than Ben's.", greater(team_size, musher='Ann', musher='Ben'))).
in(sleds, reads_as("Cy's lead dog was Sitka.", same(musher='Cy', lead_dog='Sitka'))).
% Winning and places: a passive win, "did better/worse than", "crossed
% the line first".
header(tug, [ "Teams: Badgers, Otters, Voles",
              "Captains: Milo, Nina, Poppy",
              "Places: 1st, 2nd, 3rd" ]).
in(tug, reads_as("The trial was won by the Otters.", same(place='1st', team='Otters'))).
in(tug, reads_as("Milo's team did better than Nina's.", less(place, captain='Milo', captain='Nina'))).
in(tug, reads_as("Poppy's team did worse than the Voles.", greater(place, captain='Poppy', team='Voles'))).
in(tug, reads_as("The Badgers crossed the line first.", same(team='Badgers', place='1st'))).
refuse("Dana did better than Ellis.").           % better at what?
% A label is no amount: "hut 3" is not "three huts".
header(huts, [ "Keepers: Ann, Ben, Cy",
               "Huts: hut 1, hut 2, hut 3" ]).
in(huts, reads_as("Ann keeps hut 3.", same(keeper='Ann', hut='hut 3'))).
in(huts, refuse("Ann keeps three huts.")).
% The possessive's category holds for the second comparison too.
reads_as("Dana's price was less than Ellis's but more than Gus's.",
         and(less(price, name='Dana', name='Ellis'), greater(price, name='Dana', name='Gus'))).
% "larger" on Sizes: small, medium, large is a comparison, no value
% ("large" + "r" was read as an agent noun, "the larger").
header(hats, [ "Customers: Ann, Ben, Cy",
               "Sizes: small, medium, large" ]).
in(hats, reads_as("Ann's hat is a size larger than Ben's.", diff(size, customer='Ann', customer='Ben', 1))).
in(hats, reads_as("Cy's hat is larger than Ann's.", greater(size, customer='Cy', customer='Ann'))).
% A setter's remark ("of course", "as one would expect") is dropped; the
% small words of a category's name ("Years at the club") are no nouns.
header(club, [ "Players: Ann, Ben, Cy",
               "Positions: goalkeeper, defender, forward",
               "Years at the club: 2 years, 4 years, 6 years" ]).
in(club, reads_as("Ann, of course, is the goalkeeper.", same(player='Ann', position=goalkeeper))).
in(club, reads_as("The goalkeeper, as one would expect, is not Ben.", not_same(position=goalkeeper, player='Ben'))).
in(club, reads_as("The forward has been at the club 2 years longer than Ann.", diff(years_at_the_club, position=forward, player='Ann', 2))).
% "Has not scored (at all)" is 0 goals; "did not score 5 goals" is not;
% "no points" is no value when the goals are counted.
in(jerseys, reads_as("Ann has not scored at all.", same(player='Ann', goal='0 goals'))).
in(jerseys, reads_as("Ben did not score 5 goals.", not_same(player='Ben', goal='5 goals'))).
in(jerseys, refuse("Cy scored no points.")).
% "N times" counts what the one counted category counts ("came 8
% times": 8 visits); a multiplier ("3 times as many") stays refused,
% and so does "times" where two categories count things.
header(feeders, [ "Birds: robin, wren, finch",
                  "Visits: 5 visits, 8 visits, 12 visits" ]).
in(feeders, reads_as("The wren came 8 times.", same(bird=wren, visit='8 visits'))).
in(feeders, reads_as("The finch came 4 more times than the wren.", diff(visit, bird=finch, bird=wren, 4))).
in(feeders, refuse("The finch came 3 times as often as the wren.")).
in(feeders, refuse("The finch came 2 times more than the wren.")).
header(feeders2, [ "Birds: robin, wren, finch",
                   "Visits: 5 visits, 8 visits, 12 visits",
                   "Seeds: 2 seeds, 4 seeds, 6 seeds" ]).
in(feeders2, refuse("The wren came 8 times.")).
% A passive comparison of a counted category between two places, days
% or agents: "Fewer chimneys were swept in X than in Y" (held out,
% corpus 16).
header(sweeps, [ "Sweeps: Mr Soames, Mr Vane, Mr Weir",
                 "Streets: Cable Street, Drury Lane, Gower Street",
                 "Chimneys: 6 chimneys, 8 chimneys, 11 chimneys" ]).
in(sweeps, reads_as("Fewer chimneys were swept in Gower Street than in Drury Lane.", less(chimney, street='Gower Street', street='Drury Lane'))).
in(sweeps, reads_as("More chimneys were cleaned by Mr Vane than by Mr Soames.", greater(chimney, sweep='Mr Vane', sweep='Mr Soames'))).
in(sweeps, refuse("Fewer chimneys were lost in Gower Street than in Drury Lane.")).
% An order word is not placed in a category the other half of the clue
% names a value of ("..., and Bea's cake had 3 tiers": the last wedding,
% not the most tiers; read as the most tiers, held out, corpus 17).
header(weddings, [ "Brides: Ann, Bea, Cat",
                   "Tiers: 2 tiers, 3 tiers, 4 tiers",
                   "Months: April, May, June" ]).
in(weddings, reads_as("Ann's wedding was the last, and Bea's cake had 3 tiers.", and(same(bride='Ann', month='June'), same(bride='Bea', tier='3 tiers')))).
in(weddings, reads_as("Ann's wedding was the last, and her cake had the fewest tiers.", and(same(bride='Ann', month='June'), same(bride='Ann', tier='2 tiers')))).
% The highest score is no place in the scores: "came in the last match".
header(kickers, [ "Kickers: Ann, Bea, Cat",
                  "Points: 6 points, 9 points, 14 points",
                  "Dates: 4 May, 11 May, 18 May" ]).
in(kickers, reads_as("The highest score came in the last match.", same(point='14 points', date='18 May'))).
% A comma before a place relation adds a predicate; "directly between".
header(stalls, [ "Stallholders: Ann, Bea, Cat, Dan",
                 "Produce: apples, cheese, eggs, plums",
                 "Pitches: pitch 1, pitch 2, pitch 3, pitch 4" ]).
in(stalls, reads_as("Ann's stall was at one end, next to the plum stall.", and(or(same(stallholder='Ann', pitch='pitch 1'), same(stallholder='Ann', pitch='pitch 4')), distance(pitch, stallholder='Ann', produce=plums, =, 1)))).
in(stalls, reads_as("The egg stall was directly between Ann's and Bea's.", and(or(and(less(pitch, stallholder='Ann', produce=eggs), less(pitch, produce=eggs, stallholder='Bea')), and(less(pitch, stallholder='Bea', produce=eggs), less(pitch, produce=eggs, stallholder='Ann'))), and(distance(pitch, produce=eggs, stallholder='Ann', =, 1), distance(pitch, produce=eggs, stallholder='Bea', =, 1))))).
% A bare comparative after "but" compares what the one before it does;
% a verb naming the category ("took" for Takings) is no time taken.
header(takings, [ "Stallholders: Ann, Bea, Cat",
                  "Takings: $84.50, $97.00, $112.25" ]).
in(takings, reads_as("Ann took less money than Bea but more than Cat.", and(less(taking, stallholder='Ann', stallholder='Bea'), greater(taking, stallholder='Ann', stallholder='Cat')))).
in(takings, reads_as("Ann took more than Bea.", greater(taking, stallholder='Ann', stallholder='Bea'))).
% "the last to sell out": the order of the one sequence.
header(cakes, [ "Bakers: Ann, Bea, Cat",
                "Sold out: 10:15am, 10:45am, 11:15am" ]).
in(cakes, reads_as("Ann's tray was the last to sell out.", same(baker='Ann', sold_out='11:15am'))).
% A pronoun after two people of different titles, one of its gender, is
% that one, even the object ("and her trek was 2 miles shorter than
% his"); after two of its gender, or someone unnamed, it stays refused.
header(trekkers, [ "Riders: Mrs Caird, Mr Dunne, Miss Gill, Mr Frost",
                   "Ponies: Biscuit, Conker, Duchess, Pepper",
                   "Treks: 4 miles, 7 miles, 9 miles, 12 miles" ]).
in(trekkers, reads_as("Miss Gill rode 3 miles farther than Mr Frost, and he rode Biscuit.", and(diff(trek, rider='Miss Gill', rider='Mr Frost', 3), same(rider='Mr Frost', pony='Biscuit')))).
in(trekkers, reads_as("Miss Gill rode Conker, and her trek was 2 miles shorter than Mr Frost's.", and(same(rider='Miss Gill', pony='Conker'), diff(trek, rider='Miss Gill', rider='Mr Frost', -2)))).
in(trekkers, reads_as("Mr Dunne rode Pepper, but Mrs Caird's trek was 3 miles longer than his.", and(same(rider='Mr Dunne', pony='Pepper'), diff(trek, rider='Mrs Caird', rider='Mr Dunne', 3)))).
in(trekkers, refuse("Miss Gill rode farther than Mrs Caird, and she rode Biscuit.")).
in(trekkers, refuse("Mr Frost rode farther than the woman on Biscuit, and she rode 9 miles.")).
% A place noun phrase is no identity: "The first customer wasn't Mr Ortiz".
header(barbers, [ "Customers: Mr Lowry, Mr Novak, Mr Ortiz",
                  "Times: 9:15am, 10:00am, 11:30am" ]).
in(barbers, reads_as("The first customer wasn't Mr Ortiz.", not_same(customer='Mr Ortiz', time='9:15am'))).
in(barbers, reads_as("The last customer was not Mr Lowry.", not_same(customer='Mr Lowry', time='11:30am'))).
% "scored highest" on Marks: a mark is a score.
header(chutneys, [ "Makers: Ann, Bea, Cat",
                   "Marks: 61, 68, 74" ]).
in(chutneys, reads_as("Ann's chutney scored highest.", same(maker='Ann', mark=74))).
% "the two women" are the two values whose titles say women; "the
% other" owns the pronoun after its verb ("the other brought her cake").
header(bakers, [ "Bakers: Mrs Ashby, Mr Bell, Ms Chandra, Mr Dunn",
                 "Cakes: parkin, sponge, scones, tart",
                 "Tins: blue, red, white, yellow" ]).
in(bakers, reads_as("Of the two women, one baked the sponge and the other brought her cake in the yellow tin.", pair(baker='Mrs Ashby', baker='Ms Chandra', cake=sponge, tin=yellow))).
in(bakers, reads_as("Neither of the men baked the tart.", and(not_same(cake=tart, baker='Mr Bell'), not_same(cake=tart, baker='Mr Dunn')))).
in(bakers, refuse("Of the three women, one baked the sponge and the other brought the yellow tin.")).
% "the most" or "the fewest" with a noun is a count of that noun: with
% no category of it, refused (read as the highest price, held out,
% corpus 19: "Aquila's puzzle has the most clues" was read as the last
% day, its "Clues: 26, 28, ..." line having been taken for a heading).
header(diners1, [ "Names: Dana, Ellis, Gus",
                  "Prices: $24, $25, $26",
                  "Dishes: risotto, soup, salad" ]).
in(diners1, refuse("Dana has the most cats.")).
in(diners1, refuse("Dana owns the fewest books.")).
in(diners1, refuse("Dana had the fewest guests.")).
in(diners1, reads_as("Dana paid the most.", same(name='Dana', price='$26'))).
header(setters, [ "Setters: Vera, Walter, Zoe",
                  "Days: Monday, Tuesday, Wednesday",
                  "Clues: 26, 28, 30" ]).
in(setters, reads_as("Vera's puzzle has the most clues.", same(setter='Vera', clue=30))).
% "didn't win" is not first, as "won" is first.
header(leeks, [ "Growers: Ann, Ben, Cy",
                "Placings: first, second, third" ]).
in(leeks, reads_as("Ann didn't win.", not_same(grower='Ann', placing=first))).
in(leeks, refuse("Ann didn't win a prize.")).
% "higher than X's but lower than Y's": the possessive's category for
% both, when "lower" fits no category of its own; "left first" departed.
header(karts, [ "Drivers: Fay, Hal, Ivy",
                "Karts: 3, 7, 8",
                "Best laps: 41.2 seconds, 41.9 seconds, 42.5 seconds" ]).
in(karts, reads_as("Fay's kart number is higher than Ivy's but lower than Hal's.", and(greater(kart, driver='Fay', driver='Ivy'), less(kart, driver='Fay', driver='Hal')))).
in(karts, reads_as("Fay's kart number is higher than Ivy's but slower than Hal's.", and(greater(kart, driver='Fay', driver='Ivy'), greater(best_lap, driver='Fay', driver='Hal')))).
header(buses, [ "Passengers: Greer, Hugh, Isla",
                "Destinations: airport, college, zoo",
                "Departures: 7:42am, 7:50am, 7:58am" ]).
in(buses, reads_as("The zoo bus left first.", same(destination=zoo, departure='7:42am'))).
% A category's own name said to be something ("Fenby's humidity was
% highest", "The humidity in Fenby was") is what is compared, though
% "higher" fits the rainfall in mm too (read as the rainfall, corpus 5);
% a word of a category's name that is not its last ("team" of Team
% sizes) names no measure for "faster" (read as the team's size).
header(weather, [ "Towns: Fenby, Garth, Holm",
                  "Rainfall: 18.4 mm, 22.9 mm, 31.5 mm",
                  "Humidity: 62%, 71%, 85%" ]).
in(weather, reads_as("Fenby's humidity was highest.", same(town='Fenby', humidity='85%'))).
in(weather, reads_as("Fenby's humidity was lower than Holm's.", less(humidity, town='Fenby', town='Holm'))).
in(weather, reads_as("The humidity in Garth was the lowest.", same(town='Garth', humidity='62%'))).
in(weather, reads_as("Fenby's rainfall was highest.", same(town='Fenby', rainfall='31.5 mm'))).
in(weather, reads_as("Fenby had the highest rainfall.", same(town='Fenby', rainfall='31.5 mm'))).
header(teams, [ "Captains: Ann, Bea, Cat",
                "Team sizes: 3, 4, 5",
                "Colours: red, blue, green" ]).
in(teams, refuse("Ann's team was faster than Bea's.")).
in(teams, reads_as("Ann's team was larger than Bea's.", greater(team_size, captain='Ann', captain='Bea'))).
% "Longest" and "shortest" with a category of lengths and one of times
% taken: the thing is no help ("the longest shelf" was read as the most
% hours, corpus 10), "took the longest" is the time, and of two
% superlatives said to be one another, each is about a category the
% other is not.  An altitude is high or low, never short: "the shortest
% flight" is the time aloft.  "Most often" is no noun phrase with a verb
% after it ("erupts most often" was read as the longest interval).
header(shelves, [ "Students: Faisal, Gemma, Isla",
                  "Lengths: 60 cm, 75 cm, 90 cm",
                  "Hours: 4 hours, 5 hours, 7 hours",
                  "Woods: ash, oak, pine" ]).
in(shelves, refuse("The longest shelf was oak.")).
in(shelves, reads_as("Faisal's shelf took the longest to make.", same(student='Faisal', hour='7 hours'))).
in(shelves, reads_as("The oak shelf took the longest of all.", same(wood=oak, hour='7 hours'))).
in(shelves, reads_as("Gemma's shelf took longer than Isla's.", greater(hour, student='Gemma', student='Isla'))).
in(shelves, reads_as("The longest shelf took the most hours to make.", same(length='90 cm', hour='7 hours'))).
in(shelves, reads_as("The shortest shelf took the longest.", same(length='60 cm', hour='7 hours'))).
header(flights, [ "Pilots: Ingrid, Jovan, Keziah",
                  "Altitudes: 850 m, 1100 m, 1350 m",
                  "Durations: 25 minutes, 40 minutes, 55 minutes" ]).
in(flights, reads_as("Ingrid had the shortest flight.", same(pilot='Ingrid', duration='25 minutes'))).
in(flights, reads_as("Ingrid climbed the highest.", same(pilot='Ingrid', altitude='1350 m'))).
header(geysers, [ "Geysers: Brimstone, Old Growler, Whistler",
                  "Intervals: 12 minutes, 25 minutes, 40 minutes",
                  "Heights: 3 metres, 6 metres, 9 metres" ]).
in(geysers, refuse("The geyser that erupts most often has the lowest plume.")).
in(geysers, refuse("Whistler erupts most often.")).
% Misreadings found by checking every read clue against its puzzle's
% key (tests/data/puzzle/grid/key.pl), in puzzles another clue stopped:
% a list after "not" is none of its values ("not red; blue or yellow"
% before); "beats" says nothing of a rate; an old thing has an early
% year, decade or century; "is painted blue" is no hobby of painting;
% "the hint hidden behind the painting" is no finishing order; "the leg
% before Kezia's" orders legs, not the years.
header(vests, [ "Players: Aria, Blake, Cyrus, Delia",
                "Vests: blue, green, red, yellow",
                "Scores: 1200 points, 1500 points, 1800 points, 2100 points" ]).
in(vests, reads_as("Aria wasn't in red, blue or yellow.",
                   and(not_same(player='Aria', vest=red),
                       and(not_same(player='Aria', vest=blue), not_same(player='Aria', vest=yellow))))).
in(vests, reads_as("Aria, who didn't wear red, wore blue or yellow.",
                   and(not_same(player='Aria', vest=red), either(player='Aria', vest=blue, vest=yellow)))).
header(savers, [ "Savers: Ada, Ben, Cy",
                 "Banks: Crest, Unity, Westmoor",
                 "Rates: 2.5%, 3%, 3.25%" ]).
in(savers, refuse("Ben's rate beats Ada's.")).
header(typewriters, [ "Buyers: Cordelia, Nkechi, Sol",
                      "Makes: Bellwood, Marlowe, Tyburn",
                      "Years: 1924, 1931, 1947" ]).
in(typewriters, reads_as("Cordelia's typewriter is seven years older than the Bellwood.",
                         diff(year, buyer='Cordelia', make='Bellwood', -7))).
header(maps, [ "Collectors: Dr Ames, Mr Baptiste, Ms Coyle",
               "Regions: Arabia, Bohemia, Cathay",
               "Centuries: 14th century, 15th century, 16th century" ]).
in(maps, reads_as("Mr Baptiste's map is two centuries older than Dr Ames's.",
                  diff(century, collector='Mr Baptiste', collector='Dr Ames', -2))).
in(maps, reads_as("The map of Cathay is the newest.", same(region='Cathay', century='16th century'))).
header(teapots, [ "Teapots: Chintz, Jasperware, Majolica",
                  "Decades: 1910s, 1930s, 1950s",
                  "Prices: $45, $80, $125" ]).
in(teapots, reads_as("The Jasperware pot is two decades older than the Chintz one.",
                     diff(decade, teapot='Jasperware', teapot='Chintz', -20))).
header(narrowboats, [ "Boats: Heron, Kingfisher, Wren",
                      "Colours: blue, cream, green",
                      "Hobbies: fishing, guitar, painting" ]).
in(narrowboats, reads_as("The Kingfisher is painted blue.", same(boat='Kingfisher', colour=blue))).
in(narrowboats, reads_as("The owner who paints has the Wren.", same(hobby=painting, boat='Wren'))).
header(vault, [ "Players: Fern, Gus, Hana",
                "Hints: clock, mirror, painting",
                "Minutes: 4 minutes, 6 minutes, 9 minutes" ]).
in(vault, refuse("The hint hidden behind the painting led to the lock that took the longest to open.")).
header(relay, [ "Swimmers: Hana, Josie, Kezia",
                "Legs: first leg, second leg, anchor leg",
                "Years: Year 9, Year 10, Year 11" ]).
in(relay, refuse("Josie swam the leg immediately before Kezia's.")).
% "Beat ... by 5 cm" is 5 cm more on heights (read as 5 less, held out,
% corpus 22), "by $5" nothing; "more quickly" is no "more" of hours, and
% "more paper" no more hours (corpus 21); "less hedge" is less length.
header(highjump, [ "Athletes: Jamal, Kezia, Luca",
                   "Houses: Ash, Elm, Oak",
                   "Heights: 90 cm, 95 cm, 100 cm" ]).
in(highjump, reads_as("The Oak jumper beat the Ash jumper by 5 cm.", diff(height, house='Oak', house='Ash', 5))).
in(highjump, reads_as("Kezia beat Luca.", greater(height, athlete='Kezia', athlete='Luca'))).
in(savers, refuse("Ada beat Ben by 0.5%.")).
header(wallpaper, [ "Decorators: Alf, Bernie, Cyril",
                    "Rooms: bathroom, landing, nursery",
                    "Hours: 5 hours, 6 hours, 7 hours" ]).
in(wallpaper, refuse("Bernie finished more quickly than any of the others.")).
in(wallpaper, refuse("Alf used more paper than Bernie.")).
header(hedges, [ "Competitors: Abe, Bill, Cal",
                 "Counties: Devon, Kent, Rutland",
                 "Lengths: 8 metres, 11 metres, 12 metres" ]).
in(hedges, reads_as("Abe laid less hedge than Bill.", less(length, competitor='Abe', competitor='Bill'))).
% A rent "£10 a week more" is £10 more (the "a week" was left unread);
% the task after "took longer to" says nothing more when it names no
% value, and stays (to be refused) when it does.
header(lodgers, [ "Lodgers: Miss Crump, Miss Dell, Mr Birch",
                  "Rooms: attic, back room, front room",
                  "Rents: £40, £45, £50" ]).
in(lodgers, reads_as("Miss Dell pays £5 a week more than Miss Crump.", diff(rent, lodger='Miss Dell', lodger='Miss Crump', 5))).
in(lodgers, reads_as("Mr Birch pays £45 per week.", same(lodger='Mr Birch', rent='£45'))).
in(wallpaper, reads_as("Alf took an hour longer to finish than Bernie.", diff(hour, decorator='Alf', decorator='Bernie', 1))).
in(wallpaper, reads_as("Alf took longer to finish his room than Bernie did.", greater(hour, decorator='Alf', decorator='Bernie'))).
in(wallpaper, refuse("Alf took 2 hours longer to paper the nursery than Bernie.")).
% A verb's particle before an amount, a comparison or "of" ("knocked
% down 7 more pins", "play out of the Bell"); not before a person
% ("knocked out the Bell team" relates two teams).
header(skittles, [ "Teams: Alley Cats, Pin Pals, Woodpeckers",
                   "Pubs: Bell, Crown, Swan",
                   "Pins: 161, 168, 177" ]).
in(skittles, reads_as("The Alley Cats knocked down 7 more pins than the Pin Pals.", diff(pin, team='Alley Cats', team='Pin Pals', 7))).
in(skittles, reads_as("The Pin Pals play out of the Bell.", same(team='Pin Pals', pub='Bell'))).
in(skittles, reads_as("The Woodpeckers knocked down the most pins.", same(team='Woodpeckers', pin=177))).
in(skittles, refuse("The Alley Cats knocked out the Pin Pals.")).

% Held out, corpus 23: a measure named after a superlative is the
% measure compared ("the lowest temperature" was read as the least rain,
% in mm, which "low" fits as a height); "the lowest" alone could be
% either, and is refused.
header(weatherlog, [ "Stations: Ashby, Holt, Kirkby, Thorne",
                     "Highs: 14°C, 16°C, 18°C, 20°C",
                     "Rainfall: 2 mm, 5 mm, 8 mm, 11 mm",
                     "Sunshine: 1 hour, 3 hours, 4 hours, 6 hours" ]).
in(weatherlog, reads_as("Kirkby had the lowest temperature.", same(station='Kirkby', high='14°C'))).
in(weatherlog, reads_as("The station with just 1 hour of sunshine recorded the lowest temperature.",
                        same(sunshine='1 hour', high='14°C'))).
in(weatherlog, reads_as("Kirkby had a higher temperature than Holt.",
                        greater(high, station='Kirkby', station='Holt'))).
in(weatherlog, refuse("Kirkby was the lowest.")).
in(weatherlog, refuse("Kirkby was the highest.")).

% Held out, corpus 23: a league's positions, like places, are better
% when lower ("one place above Kim" was read as one below).
header(squash, [ "Players: Hana, Iris, Jade, Kim",
                 "Clubs: Eastside, Northgate, Riverside, Westfield",
                 "Positions: 1st, 2nd, 3rd, 4th" ]).
in(squash, reads_as("Hana finished one place above Kim.", diff(position, player='Hana', player='Kim', -1))).
in(squash, reads_as("Hana finished above Kim.", less(position, player='Hana', player='Kim'))).
in(squash, reads_as("Hana finished two places below Kim.", diff(position, player='Hana', player='Kim', 2))).

% Held out, corpus 23: "noon" is a clock time, so lesson times with it
% are ordered ("the first lesson of the day" was read as the first start
% date when they were not); "started playing" is one verb.
header(drums, [ "Students: Finn, Grace, Harvey, Ivy",
                "Lesson times: 10:30am, 11:15am, noon, 12:45pm",
                "Ages: 9, 11, 13, 15",
                "Start dates: 2nd, 9th, 16th, 23rd" ]).
in(drums, reads_as("Ivy's lesson is at noon.", same(student='Ivy', lesson_time=noon))).
in(drums, reads_as("The youngest student has the first lesson of the day.", same(age=9, lesson_time='10:30am'))).
in(drums, reads_as("Ivy started playing 45 minutes after Finn.", diff(lesson_time, student='Ivy', student='Finn', 45))).
in(drums, reads_as("Ivy is younger than all of the others.", same(student='Ivy', age=9))).

% Neighbours in a row are next to each other; "not far" gives no
% distance (corpus 10's p10_bad_notfar was answered once its deckchairs
% became the row).
header(marketrow, [ "Stalls: 1, 2, 3, 4",
                    "Stallholders: Bridget, Ivor, Nell, Rafe",
                    "Goods: cheese, honey, plants, soap" ]).
in(marketrow, reads_as("Bridget and Ivor are next to each other.",
                       distance(stall, stallholder='Bridget', stallholder='Ivor', =, 1))).
in(marketrow, reads_as("Bridget's next-door neighbour is Ivor.",
                       distance(stall, stallholder='Bridget', stallholder='Ivor', =, 1))).
in(marketrow, reads_as("Nell and Rafe are neighbours.",
                       distance(stall, stallholder='Nell', stallholder='Rafe', =, 1))).
in(marketrow, reads_as("Bridget's neighbours are Ivor and Nell.",
                       and(distance(stall, stallholder='Bridget', stallholder='Ivor', =, 1),
                           distance(stall, stallholder='Bridget', stallholder='Nell', =, 1)))).
in(marketrow, refuse("Bridget is not far from Ivor.")).

% A thing without its container; "more recently" is later.
header(tombola, [ "Winners: Ann, Bo, Cy",
                  "Prizes: bottle of wine, box of chocolates, hamper",
                  "Graduated: 1984, 1986, 1989" ]).
in(tombola, reads_as("Ann won neither the wine nor the chocolates.",
                     and(not_same(winner='Ann', prize='bottle of wine'),
                         not_same(winner='Ann', prize='box of chocolates')))).
in(tombola, reads_as("Bo graduated more recently than Cy.", greater(graduated, winner='Bo', winner='Cy'))).
in(tombola, reads_as("The hamper's winner graduated most recently.", same(prize=hamper, graduated=1989))).

% "won the class": winning, the contest dropped; first in the results,
% never the first plot of a row, and not with a place in the row in the
% same clue (one category takes a clue's places: "won the class, and his
% plot was next to Clem's" was read with both on the plots, held out,
% corpus 21's p21_ploughing, a wrong table).
header(ploughing, [ "Ploughmen: Amos, Billy, Clem, Dick",
                    "Plots: plot 1, plot 2, plot 3, plot 4",
                    "Points: 64, 71, 77, 82" ]).
in(ploughing, reads_as("Clem won the class.", same(ploughmen='Clem', point=82))).
in(ploughing, reads_as("Clem won the ploughing match.", same(ploughmen='Clem', point=82))).
in(ploughing, refuse("Amos won the class, and his plot was next to Clem's.")).
in(ploughing, refuse("Amos came first, and his plot was next to Clem's.")).

% A smaller unit than the category's: "200 g less" on kilograms with one
% decimal is 2 tenths; "15 cm" on metres with two is 15 hundredths; an
% amount the values cannot differ by is no reading.
header(angling, [ "Anglers: Alf, Bernie, Colin, Derek",
                  "Weights: 0.8 kg, 1.0 kg, 1.2 kg, 1.4 kg",
                  "Heights: 3.20 m, 3.35 m, 3.50 m, 3.65 m" ]).
in(angling, reads_as("Bernie weighed 200 g less than Derek.",
                     diff(weight, angler='Bernie', angler='Derek', -2))).
in(angling, reads_as("Alf cast 15 cm higher than Colin.",
                     diff(height, angler='Alf', angler='Colin', 15))).
in(angling, refuse("Alf's catch weighed 250 g more than Colin's.")).

% "even though", "though", "although" join two clauses that both hold;
% "sunniest" is the most sunshine; the noun after a superlative ("the
% cheapest bed") is no verb.
header(hostels, [ "Buyers: Mr Lowe, Mrs Pike, Ms Reed, Mr Shaw",
                  "Heights: 5 ft, 6 ft, 7 ft, 8 ft",
                  "Prices: €18, €22, €26, €30",
                  "Sunshine: 1 hour, 3 hours, 4 hours, 6 hours" ]).
in(hostels, reads_as("Mrs Pike paid the least, even though her room was the sunniest.",
                     and(same(buyer='Mrs Pike', price='€18'), same(buyer='Mrs Pike', sunshine='6 hours')))).
in(hostels, reads_as("Mr Lowe had the sunniest room.", same(buyer='Mr Lowe', sunshine='6 hours'))).
in(hostels, reads_as("The cheapest bed went to Ms Reed.", same(price='€18', buyer='Ms Reed'))).

% How long someone has been a member: the years they joined (the
% longest, the earliest) or their years of it; "earlier" on the years
% people joined.
header(choir, [ "Singers: Alan, Bridget, Colm, Dolores",
                "Parts: soprano, alto, tenor, bass",
                "Joined: 2016, 2018, 2020, 2022" ]).
in(choir, reads_as("Colm has been in the choir the longest.", same(singer='Colm', joined=2016))).
in(choir, reads_as("The alto has sung with the choir for the shortest time.", same(part=alto, joined=2022))).
in(choir, reads_as("Colm joined earlier than Alan.", less(joined, singer='Colm', singer='Alan'))).
header(morris, [ "Dancers: Fred, George, Harold, Ivan",
                 "Sides: Oakley, Pinfold, Quarry Bank, Rushford",
                 "Years dancing: 3, 7, 11, 15" ]).
in(morris, reads_as("George has been dancing for the shortest time.", same(dancer='George', years_dancing=3))).
in(morris, reads_as("The Oakley dancer has danced with the side the longest.", same(side='Oakley', years_dancing=15))).
header(bellringers, [ "Ringers: Agnes, Bartholomew, Clemency, Dorian",
                      "Bells: treble, second, third, tenor",
                      "Service: 3 years, 8 years, 12 years, 20 years" ]).
in(bellringers, reads_as("The newest ringer rings the treble.", same(service='3 years', bell=treble))).
in(bellringers, reads_as("The band's longest-serving ringer is Agnes.", same(service='20 years', ringer='Agnes'))).
in(bellringers, refuse("The newest bell is the treble.")).

% An ordered category's noun as the subject of a comparison says what
% is compared ("smallest" alone fits the screens better: read so, held
% out, corpus 25); words that fit another category only are refused.
header(laptops, [ "Buyers: Asha, Boris, Celia",
                  "Screens: 13 inches, 14 inches, 15 inches",
                  "Discounts: 5%, 10%, 15%" ]).
in(laptops, reads_as("Boris had the 14-inch screen, and his discount was the smallest.",
                     and(same(buyer='Boris', screen='14 inches'), same(buyer='Boris', discount='5%')))).
in(laptops, reads_as("The discount Boris got was the smallest.", same(buyer='Boris', discount='5%'))).
in(laptops, reads_as("The discount Celia got was larger than Asha's.", greater(discount, buyer='Celia', buyer='Asha'))).
in(laptops, reads_as("Boris got the 5% discount, and his screen was the smallest.",
                     and(same(buyer='Boris', discount='5%'), same(buyer='Boris', screen='13 inches')))).
in(laptops, refuse("Boris got the 14-inch laptop, and his discount was the longest.")).
% "either of the others" is both others of three; of four, no one.
in(laptops, reads_as("Celia got a bigger discount than either of the others.", same(buyer='Celia', discount='15%'))).
in(laptops, reads_as("Asha's screen is smaller than both of the others.", same(buyer='Asha', screen='13 inches'))).
refuse("Dana paid more than either of the others.").

% An opening "Of the four," / "Of all the diners," / "Among the four,"
% names all the rows a superlative is of (held out, corpus 25: five
% puzzles); not two of them, nor some ("Of the women").
reads_as("Of the four, Dana paid the most.", same(name='Dana', price='$27')).
reads_as("Of all the diners, Gus paid the least.", same(name='Gus', price='$24')).
reads_as("Among the four, Ellis joined first.", same(name='Ellis', year=1987)).
refuse("Of the two, Dana paid the most.").
refuse("Of the women, Dana paid the most.").
% A second predicate after a comma that starts with an amount: "came in
% last, 1 place behind Brandy" (held out, corpora 21 and 25).
reads_as("Dana paid $26, $2 more than Ellis.",
         and(same(name='Dana', price='$26'), diff(price, name='Dana', name='Ellis', 2))).
reads_as("Gus joined in 1996, 3 years after Ellis.",
         and(same(name='Gus', year=1996), diff(year, name='Gus', name='Ellis', 3))).

% The verb of a category of agents ("piloted" on Pilots, "handles" on
% Handlers) is a verb of having the value, as "owns" is; a unit of two
% words ("sq ft", "square feet") is one unit (held out, corpus 25).
header(dives, [ "Subs: Abyss, Kraken, Nautilus",
                "Pilots: Greer, Haines, Ibsen",
                "Handlers: Anselm, Bianca, Carlo",
                "Sizes: 550 sq ft, 650 sq ft, 750 sq ft" ]).
in(dives, reads_as("The sub piloted by Greer is 100 sq ft bigger than Bianca's.",
                   diff(size, pilot='Greer', handler='Bianca', 100))).
in(dives, reads_as("Carlo handles the 650 sq ft sub.", same(handler='Carlo', size='650 sq ft'))).
in(dives, reads_as("Haines's cabin is 200 square feet smaller than Anselm's.",
                   diff(size, pilot='Haines', handler='Anselm', -200))).
in(dives, reads_as("Greer piloted Bianca.", same(pilot='Greer', handler='Bianca'))).  % her pilot

% A value without the words all values of its category share: "the
% cod" is "cod and chips", "Elm" is "Elm Street" (held out, corpus 23);
% never an ordinal ("first" of "first floor") nor a word of another
% value ("Red" of "Red Street" is the colour).
header(chippy, [ "Customers: Bernie, Carol, Derek",
                 "Orders: cod and chips, haddock and chips, sausage and chips",
                 "Streets: Elm Street, Oak Street, Red Street",
                 "Colours: red, blue, green" ]).
in(chippy, reads_as("Carol didn't have the cod.", not_same(customer='Carol', order='cod and chips'))).
in(chippy, reads_as("The Elm resident had the sausage.", same(street='Elm Street', order='sausage and chips'))).

% "left" a tip is a verb of giving, never a side: "steak and eggs left
% the biggest tip" was read as to the left of it (held out, corpus 26),
% and a value of two words or more before "left" is rewritten as a word
% would be.
header(truckstop, [ "Drivers: Hank, Otis, Rhonda",
                    "Breakfasts: steak and eggs, pancakes, western omelet",
                    "Tips: $2.50, $3.00, $5.00" ]).
in(truckstop, reads_as("The driver who ordered steak and eggs left the biggest tip.",
                       same(breakfast='steak and eggs', tip='$5.00'))).
in(truckstop, reads_as("Hank left a $3.00 tip.", same(driver='Hank', tip='$3.00'))).
in(truckstop, reads_as("The driver who ordered steak and eggs left a $3.00 tip.",
                       same(breakfast='steak and eggs', tip='$3.00'))).
in(truckstop, refuse("The driver who ordered steak and eggs left Otis.")).
in(truckstop, refuse("The driver who ordered western omelet left the pancakes.")).

% A price "per muffin", "per night" after a comparison is the price of
% the one category of money (held out, corpora 22, 23 and 26).
reads_as("Dana paid $2 more per plate than Ellis.", diff(price, name='Dana', name='Ellis', 2)).
reads_as("Gus paid the least per night.", same(name='Gus', price='$24')).

% A title the names of a category do not have ("Mr. Kozlowski" for
% Kozlowski), and "the first baseman" for "first base" (held out,
% corpus 26).
header(softball, [ "First names: Bud, Janet, Mike",
                   "Last names: Doyle, Ferrante, Quinlan",
                   "Positions: catcher, first base, pitcher" ]).
in(softball, reads_as("Mr. Quinlan is the catcher.", same(last_name='Quinlan', position=catcher))).
in(softball, reads_as("Neither Janet nor the first baseman is named Doyle.",
                      and(not_same(first_name='Janet', position='first base'),
                          and(not_same(last_name='Doyle', first_name='Janet'),
                              not_same(last_name='Doyle', position='first base'))))).
% "Neither A nor B" names two different ones (corpus 44).


% A verb that can take a person as its object, before "the soup eater"
% or "the one who ...": another person, no identity (found while
% adding "caught", which fishing puzzles use: "didn't catch the
% flathead", corpora 24 and 25).
refuse("Dana visited the soup eater.").
refuse("Dana caught the soup eater.").
refuse("Dana visited the one who ordered soup.").
refuse("Dana hired the person who ordered soup.").
reads_as("Dana didn't catch the soup.", not_same(name='Dana', dish=soup)).

% A relative clause after a negated object is about the object: "Dana
% didn't order the soup, which cost $25" (read as Dana's price, held
% out, corpus 27).
reads_as("Dana didn't order the soup, which cost $25.",
         and(not_same(name='Dana', dish=soup), same(dish=soup, price='$25'))).
reads_as("Dana didn't order the soup, which cost the most.",
         and(not_same(name='Dana', dish=soup), same(dish=soup, price='$27'))).
reads_as("Dana didn't order the dish which cost $25.", not_same(name='Dana', price='$25')).

% "Most of" without "the" is a majority, no superlative: "Most of the
% trash at Gull Point was straws" (read as the most trash, held out,
% corpus 29).
refuse("Most of the soup was eaten by Dana.").
refuse("Most of the soup eaters paid $25.").
refuse("Dana ate most of the soup.").

% A reduced relative after "the one": "the one made by Boris" is "the
% one that was made by Boris" (corpus 28: "The five apps are ..., the one
% released in July, ... and the one made by Boris.").
reads_as("The one joined in 1990 ordered the soup.", same(year=1990, dish=soup)).
reads_as("The one served to Dana cost $25.", same(name='Dana', price='$25')).

% Amounts with a scale word: "$1.5 million" is 1500000 dollars on both
% sides, the category line and the clue (corpus 28: read as a unit
% "million", so that no comparison fitted).
header(pitches, [ "Founders: Gwen, Hector, Jamal",
                  "Funding: $1.5 million, $2 million, $2.5 million",
                  "Times: 9:00am, 9:30am, 10:00am" ]).
in(pitches, reads_as("Gwen raised $1 million less than Jamal.",
                     diff(funding, founder='Gwen', founder='Jamal', -1000000))).
in(pitches, reads_as("The founder who pitched at 9:30am raised $0.5 million more than Hector.",
                     diff(funding, time='9:30am', founder='Hector', 500000))).
in(pitches, reads_as("Hector raised $2.5 million.", same(founder='Hector', funding='$2.5 million'))).

% A comparison as the subject of a negated predicate: "The park that
% charges $10 more than Splash Canyon isn't in Ohio" (corpus 29): no such
% one is Z, and there is one, so Y's value is not one with no value $10
% above it. Without an amount the one compared may be any of several:
% refused.
reads_as("The one who paid $1 more than Ellis didn't order the soup.",
         and(not(diff(price, dish=soup, name='Ellis', 1)), not_same(name='Ellis', price='$27'))).
reads_as("The diner who paid $2 less than Ellis isn't Gus.",
         and(not(diff(price, name='Gus', name='Ellis', -2)),
             and(not_same(name='Ellis', price='$24'), not_same(name='Ellis', price='$25')))).
refuse("The one who paid more than Ellis didn't order the soup.").

% A category named with a superlative ("Tallest slides: 60 feet, ...")
% keeps the superlative after "the": "Emerald Falls has the tallest
% slide" (corpus 29: read as the category's name, so no clue shape).
header(waterparks, [ "Parks: Blue Lagoon, Emerald Falls, Splash Canyon",
                     "States: Arizona, Ohio, Texas",
                     "Tallest slides: 60 feet, 80 feet, 100 feet",
                     "Day passes: $39, $49, $59" ]).
in(waterparks, reads_as("Emerald Falls has the tallest slide.",
                        same(park='Emerald Falls', tallest_slide='100 feet'))).
in(waterparks, reads_as("Emerald Falls's tallest slide is 60 feet.",
                        same(park='Emerald Falls', tallest_slide='60 feet'))).
in(waterparks, reads_as("Neither the Texas park nor the one charging $59 is Blue Lagoon.",
                        and(not_same(state='Texas', day_pass='$59'),
                            and(not_same(park='Blue Lagoon', state='Texas'),
                                not_same(park='Blue Lagoon', day_pass='$59'))))).
in(waterparks, reads_as("The park that charges $10 more than Splash Canyon isn't in Ohio.",
                        and(not(diff(day_pass, state='Ohio', park='Splash Canyon', 10)),
                            not_same(park='Splash Canyon', day_pass='$59')))).

% Faster on a category of durations in months or years is fewer of them
% (corpus 29: "finished 2 months faster than" read as 2 months more,
% found while adding areas); "sooner" is earlier, or fewer days; an
% amount "a week" is the amount; acres and square feet are sizes.
header(flips, [ "Flippers: Abbott, Baird, Chu",
                "Sizes: 1100 square feet, 1400 square feet, 1700 square feet",
                "Months: 3 months, 5 months, 7 months" ]).
in(flips, reads_as("Abbott's house was finished 2 months faster than Baird's.",
                   diff(month, flipper='Abbott', flipper='Baird', -2))).
in(flips, reads_as("Abbott finished faster than Chu.", less(month, flipper='Abbott', flipper='Chu'))).
in(flips, reads_as("Abbott finished 4 months sooner than Chu.",
                   diff(month, flipper='Abbott', flipper='Chu', -4))).
in(flips, reads_as("The largest house was finished fastest.",
                   same(size='1700 square feet', month='3 months'))).
header(squads, [ "Squads: Comets, Owls, Wolves",
                 "Practice: 4 hours, 8 hours, 12 hours" ]).
in(squads, reads_as("The Owls practiced 4 hours a week more than the Comets.",
                    diff(practice, squad='Owls', squad='Comets', 4))).
in(squads, reads_as("The Owls practiced 4 hours a week.", same(squad='Owls', practice='4 hours'))).

% "Number" as a verb: "The hikers number one more than the Badgers" is a
% count of campers, not the cabin number (read as the cabin, held out,
% corpus 30).
header(camp, [ "Cabins: 1, 2, 3",
               "Groups: Badgers, Eagles, Foxes",
               "Activities: archery, hiking, swimming",
               "Campers: 8 campers, 9 campers, 10 campers" ]).
in(camp, refuse("The hikers number one more than the Badgers.")).
in(camp, refuse("The Eagles number 2 fewer than the Foxes.")).
in(camp, reads_as("The Badgers' cabin number is one more than the Eagles'.",
                  diff(cabin, group='Badgers', group='Eagles', 1))).
in(camp, reads_as("The hikers are in cabin number 3.", same(activity=hiking, cabin=3))).

% A category of people named for what they do ("Rangers: Greer, Ingrid,
% ...") names people: "Ingrid visited the one who started in 2014" is
% two rangers (read as one, found in the end-of-session review of corpus
% 28). And "maintains 12 miles, one works at ..." is no verb with a
% person, "one", for its object.
header(parks, [ "Rangers: Greer, Hamish, Ingrid",
                "Parks: Arches, Glacier, Zion",
                "Years: 2012, 2014, 2016",
                "Trails: 12 miles, 18 miles, 24 miles" ]).
in(parks, refuse("Ingrid visited the one who started in 2014.")).
in(parks, refuse("Ingrid hired the ranger who started in 2014.")).
in(parks, reads_as("Ingrid visited Glacier.", same(ranger='Ingrid', park='Glacier'))).
in(parks, reads_as("Of Ingrid and the ranger who maintains 12 miles, one works at Glacier and the other started in 2014.",
                   pair(ranger='Ingrid', trail='12 miles', park='Glacier', year=2014))).
in(camp, reads_as("The smallest group sleeps in cabin 2.", same(camper='8 campers', cabin=2))).
in(camp, reads_as("The Badgers are in charge of archery.", same(group='Badgers', activity=archery))).

% People counted on a category that counts them: "140 more residents"
% on Populations (corpus 30).
header(villages, [ "Mayors: Agatha, Bertram, Dorothea",
                   "Populations: 420, 560, 700",
                   "Elected: 2014, 2016, 2018" ]).
in(villages, reads_as("Dorothea's village has 140 more residents than Bertram's.",
                      diff(population, mayor='Dorothea', mayor='Bertram', 140))).
in(villages, reads_as("Dorothea's village has fewer residents than Bertram's.",
                      less(population, mayor='Dorothea', mayor='Bertram'))).
% ... and "sleeps more people" with no category of people counted is any
% comparison (corpus 28's beds).
header(mountainhuts, [ "Huts: Falcon Hut, Larch Hut, Marmot Hut",
                       "Wardens: Heidi, Jonas, Lotte",
                       "Beds: 12 beds, 16 beds, 20 beds" ]).
in(mountainhuts, reads_as("Larch Hut sleeps more people than Falcon Hut.",
                  greater(bed, hut='Larch Hut', hut='Falcon Hut'))).

% "Left from gate D9" is the verb leave, never a side: read as "not
% directly left of" (held out, corpus 30, found in session 47).
header(gates, [ "Pilots: Abrams, Delgado, Fenwick",
                "Gates: A4, B7, D9",
                "Destinations: Omaha, Reno, Tulsa",
                "Departures: 10:15am, 10:40am, 11:05am",
                "Passengers: 118, 126, 134" ]).
in(gates, reads_as("Neither the flight to Tulsa nor the flight with 134 passengers left from gate D9.",
                   and(not_same(destination='Tulsa', passenger=134),
                       and(not_same(gate='D9', destination='Tulsa'), not_same(gate='D9', passenger=134))))).
in(gates, reads_as("The flight with 118 passengers carried 8 fewer people than Delgado's flight.",
                   diff(passenger, passenger=118, pilot='Delgado', -8))).
in(gates, reads_as("The flight at gate A4 left earlier than the one bound for Omaha.",
                   less(departure, gate='A4', destination='Omaha'))).

% "Higher than X but lower than Y" compares one scale: "lower" is no
% count of runs (a "top scorer" is; corpus 26's softball).
header(rbis, [ "Players: Bud, Mike, Sheila",
                   "Jerseys: 3, 8, 14",
                   "Runs: 1 run, 2 runs, 3 runs" ]).
in(rbis, reads_as("Mike's jersey number is higher than Sheila's but lower than Bud's.",
                      and(greater(jersey, player='Mike', player='Sheila'),
                          less(jersey, player='Mike', player='Bud')))).
in(rbis, reads_as("Bud was the top scorer.", same(player='Bud', run='3 runs'))).

% Sizes of sums of money, places and crowds: "the largest award" is the
% most dollars, "the smallest village" the fewest people; "eats more"
% is food where food is measured, and no guess where it is not.
header(awards, [ "Students: Coralie, Dev, Ellery",
                 "Amounts: $250, $400, $550",
                 "Ages: 17, 18, 19" ]).
in(awards, reads_as("Coralie won the largest award.", same(student='Coralie', amount='$550'))).
in(awards, reads_as("Ellery's award was larger than Dev's.", greater(amount, student='Ellery', student='Dev'))).
in(awards, refuse("Ellery's car was larger than Dev's.")).
in(villages, reads_as("Bertram's village is the smallest.", same(mayor='Bertram', population=420))).
header(elephants, [ "Elephants: Bhola, Nandi, Tembo",
                    "Ages: 12, 17, 22",
                    "Daily food: 150 lbs, 175 lbs, 200 lbs" ]).
in(elephants, reads_as("Tembo eats less than every other elephant.",
                       same(elephant='Tembo', daily_food='150 lbs'))).
header(marshmallows, [ "Kids: Jo, Max, Pia",
                       "Sticks: blue, green, red",
                       "Marshmallows: 3, 4, 5" ]).
in(marshmallows, reads_as("The kid with the blue stick ate 1 more than Jo.",
                          diff(marshmallow, stick=blue, kid='Jo', 1))).

% "The one who explored the Gull" is a diver where the clue says so
% ("... is Colm", "Of the diver who ... and the one who ..."), and no
% guess where it could be a ship; "near" a town is in it, "near" a
% house is no distance.
header(wrecks, [ "Divers: Beatriz, Colm, Emeka",
                 "Wrecks: Corsair, Gull, Vanguard",
                 "Depths: 40 ft, 55 ft, 70 ft" ]).
in(wrecks, reads_as("The one who explored the Gull is Colm.", same(wreck='Gull', diver='Colm'))).
in(wrecks, refuse("The one who hit the Gull went deeper than the Vanguard.")).
in(wrecks, reads_as("Of the diver who reached 40 ft and the one who explored the Gull, one is Colm and the other is Emeka.",
                    pair(depth='40 ft', wreck='Gull', diver='Colm', diver='Emeka'))).
in(wrecks, refuse("The one who rammed the Gull sank deeper than the Vanguard.")).
header(tornadoes, [ "Chasers: Abel, Bree, Cosmo",
                    "Towns: Hays, Pratt, Salina",
                    "Wind speeds: 110 mph, 125 mph, 140 mph" ]).
in(tornadoes, reads_as("The tornado near Salina had winds 15 mph stronger than Abel's.",
                       diff(wind_speed, town='Salina', chaser='Abel', 15))).
in(tornadoes, reads_as("The one that touched down near Pratt was chased by Cosmo.",
                       same(town='Pratt', chaser='Cosmo'))).

% The words of a comparative choose among the categories before the
% noun does: "the longest boards" on lengths and "20 boards, ..." is
% the length (read as the most boards, held out, corpus 32).
header(lumber, [ "Customers: Dawson, Keller, Pruitt",
                 "Lengths: 8 feet, 10 feet, 12 feet",
                 "Quantities: 20 boards, 35 boards, 50 boards" ]).
in(lumber, reads_as("Dawson ordered the longest boards.", same(customer='Dawson', length='12 feet'))).
in(lumber, reads_as("Dawson ordered the most boards.", same(customer='Dawson', quantity='50 boards'))).

% A time compared with the verb of an earlier step ("ordered earlier")
% on a category of another event's times (pickups) is refused (read as
% the pickup, held out, corpus 32); the event's own verb reads.
header(pies, [ "Customers: Ostrow, Quinn, Voss",
               "Pies: apple, peach, plum",
               "Pickup times: 9:00 AM, 10:00 AM, 11:00 AM" ]).
in(pies, refuse("Quinn ordered his pie earlier than Voss did.")).
in(pies, reads_as("Quinn picked up his pie earlier than Voss did.",
                  less(pickup_time, customer='Quinn', customer='Voss'))).
in(pies, reads_as("The customer who ordered the apple pie picked it up earlier than Voss.",
                  less(pickup_time, pie=apple, customer='Voss'))).

% "End" as a verb is no end of a row: "doesn't end at the Harbor" is
% not the Harbor line; where no value follows it is refused (read as
% not at either end of the years, held out, corpus 31).
header(subway, [ "Lines: Blue Line, Gold Line, Green Line",
                 "Years opened: 1962, 1975, 1988",
                 "Lengths: 6 miles, 9 miles, 12 miles",
                 "Terminals: Airport, Harbor, Stadium" ]).
in(subway, reads_as("The 12-mile line doesn't end at the Harbor.",
                    not_same(length='12 miles', terminal='Harbor'))).
in(subway, refuse("The 12-mile line doesn't end at the river.")).

% Square miles are an area, not a distance; a settlement's size may be
% its people, an island's not (read as the most people, corpus 31).
header(isles, [ "Islands: Ardmore, Corran, Eskey",
                "Populations: 120, 240, 360",
                "Areas: 3 sq miles, 5 sq miles, 7 sq miles" ]).
in(isles, reads_as("Corran is the largest island.", same(island='Corran', area='7 sq miles'))).
in(isles, reads_as("Corran is 2 sq miles larger than Eskey.", diff(area, island='Corran', island='Eskey', 2))).
header(isles2, [ "Islands: Ardmore, Corran, Eskey",
                 "Populations: 120, 240, 360" ]).
in(isles2, refuse("Corran is the largest island.")).

% A dog's age is its own: "the youngest dog" is no adoption year (read
% as the latest year, held out, corpus 31).
header(adoptions, [ "Dogs: Biscuit, Maple, Pepper",
                    "Adopters: Harlan, Ingrid, Jolene",
                    "Years: 2019, 2020, 2021" ]).
in(adoptions, refuse("The youngest dog was adopted 2 years after Biscuit.")).

% Site phrasing from corpora 31 and 32: "took place" is when, not a
% time taken; "came online" started; "the headphones last 6 hours
% longer" is the verb; a party's, class's or crowd's size is its head
% count; "price per plate" names "Prices per plate"; "the one Luis
% handled" is Luis's where the one is a thing (a move), and no guess
% where it could be a person ("the one Gus recommended", above).
header(catering, [ "Caterers: Bayside Bites, Copper Pot, Fig & Thyme",
                   "Events: gala, graduation, wedding",
                   "Guests: 40, 60, 80",
                   "Prices per plate: $18.50, $21.00, $23.50",
                   "Dates: June 3, June 10, June 17" ]).
in(catering, reads_as("The wedding took place 2 weeks after the graduation.",
                      diff(date, event=wedding, event=graduation, 14))).
in(catering, reads_as("Bayside Bites' event didn't take place 1 week after Copper Pot's.",
                      not(diff(date, caterer='Bayside Bites', caterer='Copper Pot', 7)))).
in(catering, reads_as("The largest party wasn't the gala.", not_same(guest=80, event=gala))).
in(catering, reads_as("The June 3 event was the smallest.", same(date='June 3', guest=40))).
in(catering, reads_as("The caterer with the lowest price per plate served 20 more guests than Copper Pot.",
                      diff(guest, prices_per_plate='$18.50', caterer='Copper Pot', 20))).
header(headphones, [ "Buyers: Opal, Pierce, Quentin",
                     "Prices: $49.95, $74.95, $99.95",
                     "Battery life: 18 hours, 24 hours, 30 hours" ]).
in(headphones, reads_as("The $49.95 headphones last 6 hours longer than Quentin's.",
                        diff(battery_life, price='$49.95', buyer='Quentin', 6))).
header(movers, [ "Customers: Mr. Castillo, Mrs. Baxter, Ms. Ortiz",
                 "Movers: Luis, Nell, Otto",
                 "Distances: 5 miles, 12 miles, 19 miles" ]).
in(movers, reads_as("Mr. Castillo's move was 7 miles longer than the one Luis handled.",
                    diff(distance, customer='Mr. Castillo', mover='Luis', 7))).
header(windfarms, [ "Wind farms: Blackridge, Cold Spring, High Plains",
                    "Turbines: 12, 18, 24",
                    "Years: 2008, 2010, 2012" ]).
in(windfarms, reads_as("The farm with 24 turbines came online 2 years before Blackridge.",
                       diff(year, turbine=24, wind_farm='Blackridge', -2))).

% "Sold for more per gram" is the price, a rate whose unit is what it
% is per: read as the harvests (250 g more than 150 g), a clue that
% says nothing, and so several solutions (held out, corpus 33).  A
% category compared on its own values is refused.
header(saffron, [ "Farmers: Amir, Giulia, Leyla",
                  "Harvests: 150 grams, 200 grams, 250 grams",
                  "Prices: $8, $10, $12" ]).
in(saffron, reads_as("The 250-gram harvest sold for more per gram than the 150-gram harvest.",
                     greater(price, harvest='250 grams', harvest='150 grams'))).
in(saffron, reads_as("Amir's saffron sold for $2 more per gram than Leyla's.",
                     diff(price, farmer='Amir', farmer='Leyla', 2))).
in(saffron, refuse("The 250-gram harvest was bigger than the 150-gram harvest.")).

% "The last to be discovered", "the first one seen", "the first of the
% five to be launched": an order in time, as "discovered last" is.
header(asteroids, [ "Asteroids: Arlette, Quillon, Verity",
                    "Years: 1998, 2001, 2004",
                    "Diameters: 2 km, 5 km, 8 km" ]).
in(asteroids, reads_as("The smallest asteroid was the last to be discovered.",
                       same(diameter='2 km', year=2004))).
in(asteroids, reads_as("Arlette was the first of the three to be discovered.",
                       same(asteroid='Arlette', year=1998))).

% British clock times ("9.15pm") are times; "at 14:30 sharp" is the
% time; "Ms. Cole's purchase was delivered" names no earlier step
% (corpora 32 and 34).
header(session, [ "Musicians: Ciaran, Dervla, Fintan",
                  "Instruments: bodhran, fiddle, tin whistle",
                  "Arrival times: 9pm, 9.15pm, 9.30pm" ]).
in(session, reads_as("Ciaran arrived half an hour after Dervla.",
                     diff(arrival_time, musician='Ciaran', musician='Dervla', 30))).
in(session, reads_as("Fintan arrived at 9.15pm sharp.", same(musician='Fintan', arrival_time='9.15pm'))).
header(furniture, [ "Customers: Mr. Avila, Ms. Cole, Mr. Diaz",
                    "Items: armoire, recliner, sofa",
                    "Deliveries: March 3, March 5, March 7" ]).
in(furniture, reads_as("Ms. Cole's purchase was delivered 2 days after the armoire.",
                       diff(delivery, customer='Ms. Cole', item=armoire, 2))).

% "Finished last" with a category of places is the place, not the
% shortest note; "the biggest harvest" is how much, never the acres
% (read as the most acres, found reading corpus 33's cranberry bogs).
header(yodel, [ "Yodelers: Anneli, Dominik, Elke",
                "Places: 1st, 2nd, 3rd",
                "Notes: 8 seconds, 11 seconds, 14 seconds" ]).
in(yodel, reads_as("Dominik finished last.", same(yodeler='Dominik', place='3rd'))).
header(bogs, [ "Growers: Bridget, Calvin, Emmett",
               "Acres: 12 acres, 15 acres, 18 acres",
               "Barrels: 240 barrels, 310 barrels, 380 barrels" ]).
in(bogs, reads_as("Calvin has the biggest harvest.", same(grower='Calvin', barrel='380 barrels'))).
in(bogs, reads_as("Calvin has the smallest bog.", same(grower='Calvin', acre='12 acres'))).
header(bogs2, [ "Growers: Bridget, Calvin, Emmett",
                "Acres: 12 acres, 15 acres, 18 acres" ]).
in(bogs2, refuse("Calvin has the biggest harvest.")).

% The stuff a measure measures: "4 more inches of snow", "the most snow"
% on Snowfall, "70 more fish" on Counts, "1 hour longer underground"
% (corpora 31 and 33).
header(blizzards, [ "Cities: Albany, Buffalo, Duluth",
                    "Snowfall: 18 inches, 22 inches, 26 inches" ]).
in(blizzards, reads_as("Buffalo got 4 more inches of snow than Albany.",
                       diff(snowfall, city='Buffalo', city='Albany', 4))).
in(blizzards, reads_as("Buffalo got the most snow.", same(city='Buffalo', snowfall='26 inches'))).
header(salmon, [ "Volunteers: Hollis, Jasper, Kiona",
                 "Counts: 140, 210, 280" ]).
in(salmon, reads_as("Kiona counted 70 more fish than Jasper.",
                    diff(count, volunteer='Kiona', volunteer='Jasper', 70))).
header(caves, [ "Cavers: Anouk, Bram, Carys",
                "Durations: 3 hours, 4 hours, 5 hours" ]).
in(caves, reads_as("Anouk spent 1 hour longer underground than Carys.",
                   diff(duration, caver='Anouk', caver='Carys', 1))).

% A verb in the present tense in an object relative ("the pack Gideon
% tracks"), a participle after a filler subject ("The driver headed to
% Mackay Lake"), a verb with its object before a measure ("pulled the
% sled 16 feet farther"), but not a vague amount ("a good deal more"),
% nor a verb that is a clause's own ("didn't grow, was introduced";
% corpora 31 to 33, and two bad puzzles this once answered).
header(wolves, [ "Packs: Elk Lake, Pine Ridge, Stony Creek",
                 "Biologists: Gideon, Hana, Ivo",
                 "Pack sizes: 6 wolves, 8 wolves, 10 wolves" ]).
in(wolves, reads_as("The Elk Lake pack has 4 more wolves than the pack Gideon tracks.",
                    diff(pack_size, pack='Elk Lake', biologist='Gideon', 4))).
in(wolves, reads_as("The pack Gideon tracks has 4 more wolves than the Elk Lake pack.",
                    diff(pack_size, biologist='Gideon', pack='Elk Lake', 4))).
header(iceroads, [ "Truckers: Bo, Desmond, Frankie",
                   "Lakes: Caribou Lake, Loon Lake, Mackay Lake",
                   "Distances: 120 km, 150 km, 180 km" ]).
in(iceroads, reads_as("The driver headed to Mackay Lake covered 30 km more than Desmond.",
                      diff(distance, lake='Mackay Lake', trucker='Desmond', 30))).
in(iceroads, refuse("The driver headed to Mackay Lake.")).
header(tractors, [ "Drivers: Bud, Hank, Walt",
                   "Distances: 240 feet, 256 feet, 272 feet" ]).
in(tractors, reads_as("Hank pulled the sled 16 feet farther than Bud.",
                      diff(distance, driver='Hank', driver='Bud', 16))).
in(tractors, refuse("Hank pulled a good deal farther than Bud.")).
in(tractors, refuse("Hank walked a good bit farther than Bud.")).
header(roses, [ "Growers: Mr Abbot, Mrs Briggs, Miss Dent",
                "Roses: Evening Star, Lady Grace, Morning Mist",
                "Colours: apricot, crimson, white",
                "Years: 1952, 1968, 1977" ]).
in(roses, refuse("The white rose, which Mrs Briggs didn't grow, was introduced more recently than Lady Grace.")).

% A pronoun after the one person of its gender named before it, where
% every person has a title and no other name stands before it ("Ms
% Crewe didn't buy the plaice, and hers was lighter than Mr Dunmore's",
% corpus 34).
header(fishmonger, [ "Customers: Ms Crewe, Mr Dunmore, Mrs Hale",
                     "Fish: haddock, plaice, sole",
                     "Weights: 400 g, 600 g, 800 g" ]).
in(fishmonger, reads_as("Ms Crewe didn't buy the plaice, and hers was lighter than Mr Dunmore's.",
                        and(not_same(customer='Ms Crewe', fish=plaice),
                            less(weight, customer='Ms Crewe', customer='Mr Dunmore')))).

% "The last of the four to win", "the highest winning bid" (corpus 32).
header(callin, [ "Callers: Dolores, Frank, Keisha",
                 "Times: 7:05 AM, 7:20 AM, 7:35 AM" ]).
in(callin, reads_as("Keisha was the last of the three to win.", same(caller='Keisha', time='7:35 AM'))).
header(silentauction, [ "Items: oil painting, quilt, spa package",
                  "Bids: $85.00, $110.00, $135.00" ]).
in(silentauction, reads_as("The quilt drew the highest winning bid.", same(item=quilt, bid='$135.00'))).

% Under a negation "or" is "nor": "weren't made by Mrs. Haupt, by the
% woman from Milford, or by the one from Elgin" was read as "either the
% Milford woman or the Elgin one" (held out, corpus 36): refused.  A
% superlative that is another category's name ("oldest button" with
% Oldest: 1840, ... and Buttons: 150, ...) was read as the most
% buttons: refused.
header(canning, [ "Canners: Mrs. Haupt, Mrs. Lindgren, Ms. Pruitt",
                  "Entries: chow-chow, peach preserves, tomato relish",
                  "Towns: Elgin, Milford, Seward" ]).
in(canning, refuse("The peach preserves weren't made by Mrs. Haupt, by the woman from Milford, or by the one from Elgin.")).
in(canning, refuse("The peach preserves weren't made by Mrs. Haupt, the woman from Milford or the one from Elgin.")).
in(canning, reads_as("The peach preserves weren't made by Mrs. Haupt or by the woman from Milford.",
                     and(not_same(entry='peach preserves', canner='Mrs. Haupt'),
                         not_same(entry='peach preserves', town='Milford')))).
header(buttons, [ "Collectors: Mrs. Ogden, Miss Pell, Mrs. Rusk",
                  "Buttons: 150, 225, 300",
                  "Oldest: 1840, 1860, 1880" ]).
in(buttons, refuse("Mrs. Ogden's oldest button is 20 years older than Mrs. Rusk's.")).
in(buttons, reads_as("Mrs. Ogden has the most buttons.", same(collector='Mrs. Ogden', button=300))).

% "isn't made of brass, bamboo or copper" is none of the three (it was
% refused: "of" between the negation and the list hid the list; found
% by the small check corpus 37).
header(windchimes, [ "Makers: Odile, Piet, Rosa, Sven",
                     "Materials: bamboo, brass, copper, seashell" ]).
in(windchimes, reads_as("Odile's chime isn't made of brass, bamboo or copper.",
                        and(not_same(maker='Odile', material=brass),
                            and(not_same(maker='Odile', material=bamboo),
                                not_same(maker='Odile', material=copper))))).

% Session 12 (corpora 38, 39 and the key check).  A value that is also a
% verb, after "not", is the verb ("did not water it with tea" was read
% as "not water, and tea").
header(beanplants, [ "Children: Isla, Jack, Kai, Lily",
                     "Places: cupboard, greenhouse, shed, windowsill",
                     "Liquids: juice, milk, tea, water" ]).
in(beanplants, reads_as("Lily did not water it with tea.", not_same(child='Lily', liquid=tea))).
in(beanplants, reads_as("Lily kept her plant in the shed, but she did not water it with tea.",
                        and(same(child='Lily', place=shed), not_same(child='Lily', liquid=tea)))).
in(beanplants, reads_as("Lily did not use water.", not_same(child='Lily', liquid=water))).
% "in days" after a superlative names the category ("the shortest in
% days" was read as the shortest distance); "both in A and in B" is two.
header(treks, [ "Guides: Hamid, Idris, Malika, Nadia",
                "Days: 3 days, 4 days, 5 days, 6 days",
                "Distances: 60 km, 85 km, 110 km, 135 km" ]).
in(treks, reads_as("Idris's trek was the shortest in days.", same(guide='Idris', day='3 days'))).
in(treks, reads_as("Idris's trek was the shortest, both in days and in distance.",
                   and(same(guide='Idris', day='3 days'), same(guide='Idris', distance='60 km')))).
in(treks, refuse("Idris's trek was the cheapest in days.")).
% A category's name after a comparative keeps the comparative's way:
% "slower to halfway" is more minutes (once read as fewer).
header(halfway, [ "Runners: Kofi, Lena, Mateo, Nadia",
                  "Halfway splits: 88 minutes, 92 minutes, 96 minutes, 100 minutes",
                  "Bibs: blue, green, red, yellow" ]).
in(halfway, reads_as("Mateo was slower to halfway than the runner in blue.",
                     greater(halfway_split, runner='Mateo', bib=blue))).
in(halfway, reads_as("The runner in yellow was 12 minutes faster to halfway than Mateo.",
                     diff(halfway_split, bib=yellow, runner='Mateo', -12))).
% "2:04" counted in seconds is minutes and seconds.
header(dragonboats, [ "Teams: Jade Dragons, Paddle Pirates, River Tigers, Thunder Oars",
                      "Lanes: Lane 1, Lane 2, Lane 3, Lane 4",
                      "Times: 2:04, 2:07, 2:10, 2:13",
                      "Captains: Amara, Benji, Celeste, Duncan" ]).
in(dragonboats, reads_as("The team in Lane 3 finished 6 seconds faster than Duncan's team.",
                         diff(time, lane='Lane 3', captain='Duncan', -6))).
% Sizes small to jumbo are an order; "no" before a value is "not".
header(snowcones, [ "Kids: Anouk, Bilal, Cosima, Elodie",
                    "Sizes: small, medium, large, jumbo",
                    "Toppings: condensed milk, gummy bears, sprinkles, whipped cream" ]).
in(snowcones, reads_as("Bilal's cone was smaller than Elodie's.", less(size, kid='Bilal', kid='Elodie'))).
in(snowcones, reads_as("There was no whipped cream on the jumbo cone.",
                       not_same(size=jumbo, topping='whipped cream'))).
in(snowcones, reads_as("Anouk had no sprinkles.", not_same(kid='Anouk', topping=sprinkles))).
% "rated" on Ratings is the rating; the best rating is the highest; a
% better time is a better result of the contest: less time, as "won" and
% "finished ahead of" read it.
header(hotelratings, [ "Reviewers: Beth, Calvin, Imani, Luis",
                       "Hotels: Bellmont, Crestview, Harbor Inn, Regal",
                       "Cities: Denver, Lyon, Oslo, Porto",
                       "Ratings: 2 stars, 2.5 stars, 3 stars, 3.5 stars" ]).
in(hotelratings, reads_as("Beth rated her hotel one star higher than Luis rated his.",
                          diff(rating, reviewer='Beth', reviewer='Luis', 10))).
in(hotelratings, reads_as("The hotel in Denver was rated higher than the Harbor Inn.",
                          greater(rating, city='Denver', hotel='Harbor Inn'))).
in(hotelratings, reads_as("The hotel in Porto got the best rating.", same(city='Porto', rating='3.5 stars'))).
header(speedcubes, [ "Members: Ferris, Gupta, Oneill, Tran",
                     "Times: 14.2 seconds, 17.9 seconds, 21.6 seconds, 25.3 seconds" ]).
in(speedcubes, reads_as("Gupta's time was 7.4 seconds better than Tran's.",
                        diff(time, member='Gupta', member='Tran', -74))).
in(speedcubes, reads_as("Gupta had the best time.", same(member='Gupta', time='14.2 seconds'))).
% A second comparison with no one to compare with compares with the
% first one's; not when it has a subject of its own.
header(tunnels, [ "Tunnels: Ashcombe, Bramwell, Carrick, Dunmore",
                  "Lengths: 1.2 miles, 1.8 miles, 2.4 miles, 3.0 miles",
                  "Years opened: 1931, 1948, 1966, 1984" ]).
in(tunnels, reads_as("Dunmore is shorter than Ashcombe but newer.",
                     and(less(length, tunnel='Dunmore', tunnel='Ashcombe'),
                         greater(years_opened, tunnel='Dunmore', tunnel='Ashcombe')))).
in(tunnels, refuse("Dunmore is shorter than Ashcombe but Carrick is newer.")).
% "he" after one person (colours are no one) is that person; after two,
% refused.  "ten laps" is "10 laps".
header(rollerskates, [ "Skaters: Fern, Gus, Ian, Jess",
                       "Laps: 6 laps, 7 laps, 8 laps, 10 laps",
                       "Skates: pink, black, white, purple" ]).
in(rollerskates, reads_as("Ian didn't wear black or purple, and he did fewer laps than Fern.",
                          and(and(not_same(skater='Ian', skate=black), not_same(skater='Ian', skate=purple)),
                              less(lap, skater='Ian', skater='Fern')))).
in(rollerskates, refuse("Ian did fewer laps than Fern, and he didn't wear black or purple.")).
in(rollerskates, reads_as("Ian did ten laps.", same(skater='Ian', lap='10 laps'))).
% An object pronoun in a clause about the subject is the other one.
header(beachtowels, [ "Friends: Ayesha, Bruno, Carmen, Dylan",
                      "Positions: 1, 2, 3, 4",
                      "Lollies: orange, lemon, cola, mango" ]).
in(beachtowels, reads_as("Bruno was somewhere to the right of Ayesha but not next to her.",
                         and(greater(position, friend='Bruno', friend='Ayesha'),
                             not(distance(position, friend='Bruno', friend='Ayesha', =, 1))))).
in(beachtowels, refuse("Bruno sat right of Ayesha and Carmen but not next to her.")).
header(sportsday2, [ "Runners: Dev, Ella, Finn, Gita",
                     "Teams: Otters, Badgers, Foxes, Hares",
                     "Ages: 8, 9, 10, 11" ]).
in(sportsday2, reads_as("Neither Ella nor the Foxes runner is ten years old.",
                        and(not_same(runner='Ella', team='Foxes'),
                            and(not_same(age=10, runner='Ella'), not_same(age=10, team='Foxes'))))).
% "of the morning" ends a noun phrase before a verb; "after the
% woodpecker was seen" is after the woodpecker.
header(birdwatch, [ "Watchers: Anouk, Bram, Celeste, Dario",
                    "Birds: heron, kestrel, osprey, woodpecker",
                    "Times: 6:00 am, 6:30 am, 7:00 am, 7:30 am" ]).
in(birdwatch, reads_as("The first bird of the morning was spotted by Bram.",
                       same(watcher='Bram', time='6:00 am'))).
in(birdwatch, reads_as("Anouk spotted her bird an hour after the woodpecker was seen.",
                       diff(time, watcher='Anouk', bird=woodpecker, 60))).
header(recycling, [ "Neighborhoods: Ashby, Brookfield, Crestview, Eastgate",
                    "Coordinators: Fiona, Gideon, Hollis, Jamal",
                    "Rates: 40%, 45%, 50%, 55%" ]).
in(recycling, reads_as("Crestview had the lowest recycling rate.", same(neighborhood='Crestview', rate='40%'))).
in(recyclingrates, refuse("Fiona's neighborhood had the best rate.")).
header(hanggliders, [ "Pilots: Colette, Everett, Niamh, Santiago",
                      "Gliders: green, orange, purple, yellow",
                      "Launch sites: Bluff Point, Crane Hill, Dover Cliff, Kite Ridge" ]).
in(hanggliders, reads_as("Of Everett and the pilot who launched from Bluff Point, one flew the yellow glider and the other flew the green one.",
                         pair(pilot='Everett', launch_site='Bluff Point', glider=yellow, glider=green))).
% A place named with its preposition is named by its noun too, when no
% other value has it; a pattern by its adjective; an ordinal value's
% span ("of the holidays") is no word left over.
header(lostpets, [ "Owners: Abbott, Brook, Carter, Dale",
                   "Pets: cat, tortoise, rabbit, parrot",
                   "Places: in a shed, up a tree, under a car, in the library" ]).
in(lostpets, reads_as("The pet found up a tree was not the tortoise.",
                      not_same(place='up a tree', pet=tortoise))).
in(lostpets, reads_as("Dale's pet was found in the library.", same(owner='Dale', place='in the library'))).
header(naturewalk, [ "Children: Lena, Max, Nora, Omar",
                     "Finds: acorn, feather, snail shell, pine cone",
                     "Spots: by the pond, under the oak, on the path, near the gate" ]).
in(naturewalk, reads_as("Nora didn't go near the gate or the pond.",
                        and(not_same(child='Nora', spot='near the gate'), not_same(child='Nora', spot='by the pond')))).
header(towels2, [ "Friends: Ayesha, Bruno, Carmen, Dylan",
                  "Towels: stripes, flowers, stars, dots" ]).
in(towels2, reads_as("Bruno has the striped towel.", same(friend='Bruno', towel=stripes))).
in(towels2, reads_as("The flowery towel isn't Carmen's.", not_same(towel=flowers, friend='Carmen'))).
in(towels2, reads_as("Dylan sat on the dotted towel.", same(friend='Dylan', towel=dots))).
header(classpets, [ "Pupils: Holly, Ivan, Jade, Kofi",
                    "Pets: hamster, stick insects, guinea pig, goldfish",
                    "Weeks: first week, second week, third week, fourth week" ]).
in(classpets, reads_as("The hamster went home with Ivan in the first week of the holidays.",
                       and(same(pet=hamster, pupil='Ivan'), same(pet=hamster, week='first week')))).
% A verb that names an ordered category says what is compared or
% placed, over a noun that names another, when the comparative fits only
% the verb's ("Merle's ticket was drawn before Fern's" was read as the
% ticket numbers; "drawn last" as the highest ticket).  A noun named in
% an earlier clause is no such verb.
header(doorprizes, [ "Winners: Fern, Lottie, Merle, Sid",
                     "Prizes: casserole dish, electric fan, picnic basket, toaster",
                     "Tickets: 107, 214, 322, 431",
                     "Draws: first, second, third, fourth" ]).
in(doorprizes, reads_as("Merle's ticket was drawn before Fern's.", less(draw, winner='Merle', winner='Fern'))).
in(doorprizes, reads_as("Lottie's ticket was drawn last.", same(winner='Lottie', draw=fourth))).
in(doorprizes, reads_as("Lottie's ticket, which was drawn last, won the electric fan.",
                        and(same(winner='Lottie', prize='electric fan'), same(winner='Lottie', draw=fourth)))).
in(doorprizes, reads_as("Sid's ticket number is lower than Fern's but higher than Lottie's.",
                        and(less(ticket, winner='Sid', winner='Fern'), greater(ticket, winner='Sid', winner='Lottie')))).
% "the red one" in a list of the N things.
header(funiculars, [ "Lines: Alpspitz, Bergli, Corvo, Drachen, Elmo",
                     "Towns: Aldwick, Brennau, Castelmare, Dunholm, Eskvale",
                     "Colors: blue, green, orange, red, white",
                     "Gradients: 20%, 25%, 30%, 35%, 40%" ]).
in(funiculars, reads_as("The five lines are the red one, the one in Eskvale, the blue one, the one with a 35% gradient and the one in Castelmare.",
                        all_different([color=red, town='Eskvale', color=blue, gradient='35%', town='Castelmare']))).
% "but not" after a comparison compares again: "outscored Chester's but
% not Ada's" is not more than Ada's.  A possessive after "the one who
% bought" in a list is that one's.
header(pickles, [ "First names: Ada, Chester, Hazel, Otis, Ruby",
                  "Last names: Biggs, Crane, Dunlap, Pike, Tate",
                  "Pickles: bread-and-butter, dill, garlic, gherkin, watermelon rind",
                  "Scores: 82 points, 86 points, 90 points, 94 points, 98 points" ]).
in(pickles, reads_as("Ruby's pickles outscored Chester's but not Ada's.",
                     and(greater(score, first_name='Ruby', first_name='Chester'),
                         less(score, first_name='Ruby', first_name='Ada')))).
in(pickles, reads_as("Ruby scored more than Chester but not Ada.",
                     and(greater(score, first_name='Ruby', first_name='Chester'),
                         less(score, first_name='Ruby', first_name='Ada')))).
% "X beat Ellie but not Daisy": Daisy did better than X, who is not
% Daisy (read as only "not better", corpus 43); "who won the class" is
% first place, the relative clause ending before the main verb.
header(ponyclub, [ "First names: Amy, Bella, Chloe, Daisy, Ellie",
                   "Surnames: Lacey, Morton, Nash, Oakes, Pryce",
                   "Ponies: Biscuit, Conker, Pepper, Saffron, Toffee",
                   "Places: 1st, 2nd, 3rd, 4th, 5th" ]).
in(ponyclub, reads_as("Toffee's rider beat Ellie but not Daisy.",
                      and(less(place, pony='Toffee', first_name='Ellie'),
                          greater(place, pony='Toffee', first_name='Daisy')))).
in(ponyclub, reads_as("Bella finished ahead of Amy but not Daisy.",
                      and(less(place, first_name='Bella', first_name='Amy'),
                          greater(place, first_name='Bella', first_name='Daisy')))).
in(ponyclub, reads_as("Bella, who won the class, doesn't own Pepper.",
                      and(same(first_name='Bella', place='1st'),
                          not_same(first_name='Bella', pony='Pepper')))).
in(pickles, reads_as("The five picklers are Ada, Mr. Crane, Ms. Tate, the one who made the dill, and the one who entered her gherkins.",
                     all_different([first_name='Ada', last_name='Crane', last_name='Tate', pickle=dill, pickle=gherkin]))).
% A family by a name ending in "y": "the Ashbys".
header(bungalows, [ "Families: Ashby, Boone, Carey, Dunn",
                    "Cars: Hudson, Nash, Packard, Studebaker",
                    "Houses: 1, 2, 3, 4" ]).
in(bungalows, reads_as("The Ashbys drive the Nash.", same(family='Ashby', car='Nash'))).
in(bungalows, reads_as("The Careys don't own the Hudson.", not_same(family='Carey', car='Hudson'))).
% Inside "Of A and B, one ... and the other ...", "arrived first" is the
% earliest arrival.
header(evcharging, [ "Drivers: Ansel, Beryl, Cormac, Dagny, Esteban",
                     "Cars: black, gray, red, silver, white",
                     "Stations: Depot Road, Elm Plaza, Harbor Lot, Mill Yard, North Mall",
                     "Arrivals: 7:10 am, 7:20 am, 7:30 am, 7:40 am, 7:50 am" ]).
in(evcharging, reads_as("Of Cormac and the driver of the silver car, one arrived first and the other charged at Harbor Lot.",
                        pair(driver='Cormac', car=silver, arrival='7:10 am', station='Harbor Lot'))).
in(evcharging, reads_as("Of Cormac and Beryl, one arrived last and the other drives the red car.",
                        pair(driver='Cormac', driver='Beryl', arrival='7:50 am', car=red))).
% A superlative subject placed by an order word: the order is another
% category's, not the superlative's own ("the most cloth ... first").
header(kilts, [ "Kiltmakers: Alasdair, Brodie, Catriona, Eilidh",
                "Tartans: Campbell, Fraser, Gordon, Stewart",
                "Cloth: 4 yards, 5 yards, 6 yards, 7 yards",
                "Dates: March 5, March 12, March 19, March 26" ]).
in(kilts, reads_as("The kilt that took the most cloth was the first to be delivered.",
                   same(cloth='7 yards', date='March 5'))).
in(kilts, reads_as("The kilt with the least cloth was delivered last.",
                   same(cloth='4 yards', date='March 26'))).
% A superlative in the subject is the subject's own, not the category a
% later verb or noun names ("dropped" for Drops); "the tallest" is the
% category named Heights, though drops in feet are heights too.
header(bungee, [ "Jumpers: Arlo, Birdie, Cassius, Dulcie",
                 "Drops: 120 ft, 140 ft, 160 ft, 180 ft",
                 "Heights: 62 inches, 65 inches, 68 inches, 71 inches" ]).
in(bungee, reads_as("The tallest jumper dropped farther than Arlo.",
                    greater(drop, height='71 inches', jumper='Arlo'))).
in(bungee, reads_as("Arlo dropped 20 feet farther than Birdie.",
                    diff(drop, jumper='Arlo', jumper='Birdie', 20))).
in(bungee, reads_as("The shortest jumper went off a bridge with a drop 40 feet shorter than Birdie's.",
                    diff(drop, height='62 inches', jumper='Birdie', -40))).
in(bungee, refuse("The heaviest jumper went off a bridge with a drop 20 feet farther than Arlo.")).
% "Spent" is money, also in cents.
header(pennycandy, [ "Children: Artie, Bonnie, Effie, Wally",
                     "Candies: jawbreakers, licorice whips, root beer barrels, wax lips",
                     "Cents: 3 cents, 5 cents, 7 cents, 9 cents" ]).
in(pennycandy, reads_as("Effie spent the most.", same(child='Effie', cent='9 cents'))).
in(pennycandy, reads_as("Effie paid less than Artie.", less(cent, child='Effie', child='Artie'))).
% "Older" of a value of a category of made things (tractors, wind farms)
% is an earlier year; of a person it says nothing of a tractor's year.
header(oldtractors, [ "Owners: Bert, Cyril, Doug, Eli",
                   "Tractors: Allis-Chalmers, David Brown, Ferguson, Fordson",
                   "Years: 1952, 1956, 1960, 1964" ]).
in(oldtractors, reads_as("The Fordson is older than the Ferguson.",
                      less(year, tractor='Fordson', tractor='Ferguson'))).
in(oldtractors, reads_as("The Fordson is newer than the Ferguson but older than the David Brown.",
                      and(greater(year, tractor='Fordson', tractor='Ferguson'),
                          less(year, tractor='Fordson', tractor='David Brown')))).
in(oldtractors, reads_as("The Ferguson is the oldest of the four.", same(tractor='Ferguson', year=1952))).
in(oldtractors, refuse("Bert, who owns the Fordson, is older than Cyril.")).
in(oldtractors, refuse("Bert is the oldest of the four.")).
in(oldtractors, refuse("The Fordson's owner is older than Cyril.")).
% A value after a superlative restates it: read when it is the extreme
% value, refused when it is not.
header(countyfair, [ "Exhibitors: Amos, Becky, Clint, Dolores",
                     "Entries: fudge, peach pie, pickles, salsa",
                     "Placings: 1st, 2nd, 3rd, 4th",
                     "Ages: 12, 13, 14, 15" ]).
in(countyfair, reads_as("The youngest exhibitor, who is 12, finished last.", same(age=12, placing='4th'))).
in(countyfair, refuse("The youngest exhibitor, who is 13, finished last.")).
in(countyfair, reads_as("The oldest exhibitor, who is 15, made the fudge.", same(age=15, entry=fudge))).
% One of a list may be the one at a place in the clue's order; inside
% "Of A and B, ...", "opened the evening" is the first to perform.
header(cosplay, [ "Cosplayers: Aiko, Bartek, Celeste, Darnell",
                  "Characters: knight, robot, sorceress, vampire",
                  "Hours: 40 hours, 60 hours, 80 hours, 100 hours",
                  "Places: 1st, 2nd, 3rd, 4th" ]).
in(cosplay, reads_as("The four cosplayers are Celeste, the one dressed as the robot, the one who spent 100 hours and the one who came last.",
                     all_different([cosplayer='Celeste', character=robot, hour='100 hours', place='4th']))).
in(cosplay, reads_as("The four cosplayers are Aiko, the vampire, the one who came first and the one who came second.",
                     all_different([cosplayer='Aiko', character=vampire, place='1st', place='2nd']))).
header(flamenco, [ "Dancers: Alba, Candela, Jimena, Noelia",
                   "Guitarists: Andres, Felipe, Joaquin, Rafael",
                   "Styles: alegrias, bulerias, farruca, solea",
                   "Times: 8:00 pm, 8:30 pm, 9:00 pm, 9:30 pm" ]).
in(flamenco, reads_as("Of Noelia and the dancer who performed the farruca, one opened the evening and the other was accompanied by Felipe.",
                      pair(dancer='Noelia', style=farruca, time='8:00 pm', guitarist='Felipe'))).
in(flamenco, reads_as("Of Noelia and Alba, one closed the show and the other was accompanied by Rafael.",
                      pair(dancer='Noelia', dancer='Alba', time='9:30 pm', guitarist='Rafael'))).
% A category counting the people a thing holds ("sleeps 2, ..."): its
% value's words before an amount and a comparative are no value.
header(tentshop, [ "Customers: Adele, Bruno, Chiara, Duncan",
                   "Tents: cabin tent, dome tent, pop-up tent, ridge tent",
                   "Prices: $80, $120, $160, $200",
                   "Capacities: sleeps 2, sleeps 3, sleeps 4, sleeps 5" ]).
in(tentshop, reads_as("Duncan's tent sleeps the fewest people.", same(customer='Duncan', capacity='sleeps 2'))).
in(tentshop, reads_as("The dome tent sleeps 2 fewer people than Adele's tent.",
                      diff(capacity, tent='dome tent', customer='Adele', -2))).
in(tentshop, reads_as("Chiara's tent sleeps one more person than Adele's.",
                      diff(capacity, customer='Chiara', customer='Adele', 1))).
in(tentshop, reads_as("The dome tent sleeps 3.", same(tent='dome tent', capacity='sleeps 3'))).
% What a thing can do, in a comparison, is what it does; "went with" a
% comparison is had.
header(ebikes, [ "Riders: Hattie, Ivan, Jolene, Kwame",
                 "Models: Glide, Spark, Volt, Zephyr",
                 "Ranges: 30 miles, 40 miles, 50 miles, 60 miles",
                 "Deposits: $30, $40, $50, $60" ]).
in(ebikes, reads_as("The Volt can't go as far as Jolene's bike.", less(range, model='Volt', rider='Jolene'))).
in(ebikes, reads_as("The Volt can go 10 miles farther than Jolene's bike.", diff(range, model='Volt', rider='Jolene', 10))).
in(ebikes, refuse("Hattie can ride the Volt.")).
in(ebikes, reads_as("The Glide went with a smaller deposit than the Spark.", less(deposit, model='Glide', model='Spark'))).
% "led the parade" is first in its order; "to come in" is an order in
% time; "The five boys are ..." lists the boys.
header(bikeparade, [ "First names: Molly, Nate, Olive, Pete",
                     "Last names: Bates, Corbin, Draper, Ellis",
                     "Decorations: balloons, crepe paper, flags, streamers",
                     "Places in line: 1st, 2nd, 3rd, 4th" ]).
in(bikeparade, reads_as("The Draper boy led the parade.", same(last_name='Draper', places_in_line='1st'))).
in(bikeparade, reads_as("The four boys are Nate, the Bates boy, the one with the flags and Pete.",
                        all_different([first_name='Nate', last_name='Bates', decoration=flags, first_name='Pete']))).
header(hardware, [ "Customers: Mr. Archer, Mrs. Bolton, Miss Crowley, Mr. Dunbar",
                   "Items: hammer, paint, rake, screen door",
                   "Prices: $4, $7, $10, $13",
                   "Times: 8:30 AM, 9:00 AM, 9:30 AM, 10:00 AM" ]).
in(hardware, reads_as("Mr. Archer was the last of the four customers to come in.",
                      same(customer='Mr. Archer', time='10:00 AM'))).
% A title before a surname of a list with a title-like surname ("Lord").
header(baskets, [ "First names: Audrey, Bill, Connie, Ted",
                  "Surnames: Gale, Hobbs, Lord, Minton",
                  "Flowers: begonias, fuchsias, geraniums, petunias",
                  "Places: first, second, third, fourth" ]).
in(baskets, reads_as("Mrs Gale grew the fuchsias.", same(surname='Gale', flower=fuchsias))).
in(baskets, reads_as("Mr Lord didn't grow the begonias.", not_same(surname='Lord', flower=begonias))).
% "km/h" is one unit; "a top speed" is the most one reached, no
% superlative (read as the fastest of all, corpus 40).
header(sandboards, [ "Riders: Ayla, Bruno, Citlali, Duncan",
                     "Boards: green, orange, purple, teal",
                     "Speeds: 42 km/h, 46 km/h, 50 km/h, 54 km/h",
                     "Times: 8:00 am, 8:20 am, 8:40 am, 9:00 am" ]).
in(sandboards, reads_as("The rider on the orange board hit a top speed 4 km/h faster than Bruno.",
                        diff(speed, board=orange, rider='Bruno', 4))).
in(sandboards, reads_as("Ayla reached the top speed.", same(rider='Ayla', speed='54 km/h'))).
% "Better" is a place nearer the first or a better result of the
% contest: less time in a race, more points or a higher score; of
% anything else (a rate, a price, a clock time) it says no direction
% and is refused.  "Best" after a possessive or "a" is a personal best,
% no superlative (corpora 43, 45).
header(barrels, [ "Riders: Cassie, Darla, Jolene, Tammy",
                  "Horses: Biscuit, Dakota, Pepper, Ranger",
                  "Times: 15.2 seconds, 15.5 seconds, 15.8 seconds, 16.1 seconds" ]).
in(barrels, reads_as("Cassie's time was better than Tammy's but not as good as the time of the rider on Ranger.",
                     and(less(time, rider='Cassie', rider='Tammy'), greater(time, rider='Cassie', horse='Ranger')))).
in(barrels, reads_as("Cassie was 0.3 seconds better than Tammy.", diff(time, rider='Cassie', rider='Tammy', -3))).
in(barrels, reads_as("Cassie had the best time.", same(rider='Cassie', time='15.2 seconds'))).
in(barrels, reads_as("Cassie didn't do as well as Tammy.", greater(time, rider='Cassie', rider='Tammy'))).
header(dressage, [ "Riders: Fiona, Harriet, Isobel, Kate",
                   "Horses: Bramble, Dancer, Monty, Willow",
                   "Scores: 62%, 65%, 68%, 71%" ]).
in(dressage, reads_as("Willow scored better than Dancer but worse than Bramble.",
                      and(greater(score, horse='Willow', horse='Dancer'), less(score, horse='Willow', horse='Bramble')))).
in(dressage, reads_as("Willow's score was better than Dancer's.", greater(score, horse='Willow', horse='Dancer'))).
in(dressage, reads_as("Kate did the worst.", same(rider='Kate', score='62%'))).
header(recyclingrates, [ "Towns: Ashby, Brook, Crest, Dale",
                    "Rates: 40%, 45%, 50%, 55%" ]).
in(recyclingrates, refuse("Ashby had the best rate of all.")).
in(recyclingrates, refuse("Ashby recycled 5 percentage points better than Brook.")).
in(recyclingrates, refuse("Ashby did somewhat better than Brook.")).
header(racedays, [ "Runners: Amy, Bob, Cal, Dee",
                   "Places: 1st, 2nd, 3rd, 4th",
                   "Starts: 9:00am, 10:00am, 11:00am, 12:00pm" ]).
in(racedays, reads_as("Amy finished better than Bob.", less(place, runner='Amy', runner='Bob'))).
in(racedays, reads_as("Amy did best of all.", same(runner='Amy', place='1st'))).
in(racedays, refuse("Amy's start was better than Bob's.")).
header(trivia, [ "Teams: Brainiacs, Owls, Pints, Sages",
                 "Best rounds: history, music, science, sport",
                 "Scores: 31, 34, 37, 40" ]).
in(trivia, reads_as("The Owls did best on music.", same(team='Owls', best_round=music))).
in(trivia, reads_as("The team whose best round was sport scored 3 more than the Owls.",
                    diff(score, best_round=sport, team='Owls', 3))).
% "None of A, B and C" and "Neither A nor B nor C": false of each, and
% different ones; "predates X by N years", quarters of an hour, "on
% board", and a class (of yoga) that is no individual (corpus 46).
header(beekeepers, [ "Beekeepers: Mr Alcott, Mrs Brennan, Ms Castellano, Mr Dufresne",
                     "Hives: Dadant, Langstroth, National, WBC",
                     "Flowers: borage, clover, heather, lime blossom" ]).
in(beekeepers, reads_as("None of Mrs Brennan, Ms Castellano and Mr Dufresne keeps a National hive.",
                        and(not_same(beekeeper='Mrs Brennan', hive='National'),
                            and(not_same(beekeeper='Ms Castellano', hive='National'),
                                not_same(beekeeper='Mr Dufresne', hive='National'))))).
in(beekeepers, reads_as("Neither Mr Alcott nor the clover keeper nor Mr Dufresne keeps a WBC hive.",
                        and(not_same(beekeeper='Mr Alcott', hive='WBC'),
                            and(not_same(flower=clover, hive='WBC'),
                                and(not_same(beekeeper='Mr Dufresne', hive='WBC'),
                                    and(not_same(beekeeper='Mr Alcott', flower=clover),
                                        not_same(flower=clover, beekeeper='Mr Dufresne'))))))).
in(beekeepers, refuse("None of the women keeps a National hive.")).
header(mapmakers, [ "Mapmakers: Bastian, Cordelia, Ignatius, Lavinia",
                    "Years: 1712, 1728, 1744, 1760",
                    "Materials: calfskin, linen, parchment, silk" ]).
in(mapmakers, reads_as("The linen map predates Bastian's by 16 years.",
                       diff(year, material=linen, mapmaker='Bastian', -16))).
in(mapmakers, reads_as("The silk map postdates the linen map.", greater(year, material=silk, material=linen))).
header(puppets, [ "Puppeteers: Gwen, Henrik, Ingrid, Jonas",
                  "Times: 10:00 am, 10:15 am, 11:15 am, 12:00 pm" ]).
in(puppets, reads_as("Gwen's show began an hour and a quarter after Henrik's show.",
                     diff(time, puppeteer='Gwen', puppeteer='Henrik', 75))).
in(puppets, reads_as("Ingrid started three quarters of an hour after Jonas.",
                     diff(time, puppeteer='Ingrid', puppeteer='Jonas', 45))).
header(seaplanes, [ "Pilots: Ahmed, Bronwyn, Caspar, Emil",
                    "Passengers: 3, 4, 5, 6" ]).
in(seaplanes, reads_as("Bronwyn had more passengers on board than Caspar.",
                       greater(passenger, pilot='Bronwyn', pilot='Caspar'))).
header(yogaretreat, [ "Guests: Anneliese, Bao, Corentin, Devika",
                      "Classes: aerial, hatha, restorative, vinyasa",
                      "Ages: 26, 31, 38, 45" ]).
in(yogaretreat, reads_as("Bao is 14 years older than the guest who chose vinyasa.",
                         diff(age, guest='Bao', class=vinyasa, 14))).
% A child of a family named by the family ("the Ashtons' daughter",
% "Kevin's parents") where Children and Families are categories; an
% order in time is no quantity named "Orders"; a length of time is no
% later year (corpora 47, 48).
header(wakesweek, [ "Families: the Ashtons, the Blakes, the Carters, the Dawsons",
                    "Children: Gary, Julie, Kevin, Susan",
                    "Home towns: Bolton, Bury, Oldham, Wigan" ]).
in(wakesweek, reads_as("The Ashtons' daughter is from Bury.", same(family='the Ashtons', home_town='Bury'))).
in(wakesweek, reads_as("Gary is the Ashtons' son.", same(child='Gary', family='the Ashtons'))).
in(wakesweek, reads_as("Kevin's parents are from Wigan.", same(child='Kevin', home_town='Wigan'))).
in(wakesweek, refuse("The Ashtons' cousin is from Bury.")).
header(tamales, [ "Customers: Mrs. Flores, Mr. Garza, Ms. Herrera, Mr. Ibarra",
                  "Orders: 2 dozen, 3 dozen, 4 dozen, 5 dozen",
                  "Pickup dates: December 20th, December 21st, December 22nd, December 23rd" ]).
in(tamales, reads_as("Mr. Garza will pick up his order later than Mr. Ibarra.",
                     greater(pickup_date, customer='Mr. Garza', customer='Mr. Ibarra'))).
header(marketsheds, [ "Farmers: Mr. Ames, Mrs. Bose, Mr. Cruz, Ms. Dahl",
                      "Founded: 1998, 2003, 2008, 2013" ]).
in(marketsheds, reads_as("Ms. Dahl has been trading 5 years longer than Mrs. Bose.",
                         diff(founded, farmer='Ms. Dahl', farmer='Mrs. Bose', -5))).
in(marketsheds, reads_as("Ms. Dahl has been trading for 10 years less than Mrs. Bose.",
                         diff(founded, farmer='Ms. Dahl', farmer='Mrs. Bose', 10))).
in(marketsheds, reads_as("Mr. Cruz has been trading longer than Mrs. Bose.",
                         less(founded, farmer='Mr. Cruz', farmer='Mrs. Bose'))).
header(tradingyears, [ "Farmers: Mr. Ames, Mrs. Bose, Mr. Cruz, Ms. Dahl",
                       "Years: 1998, 2003, 2008, 2013" ]).
in(tradingyears, refuse("Ms. Dahl has been trading 10 years less than Mrs. Bose.")).
in(tradingyears, refuse("Ms. Dahl has been trading 5 years longer than Mrs. Bose.")).
header(cinemarow, [ "Seats: 1, 2, 3, 4",
                    "Viewers: Gwen, Hal, Ivy, Jon" ]).
in(cinemarow, reads_as("Gwen sits at the far right end.", same(viewer='Gwen', seat=4))).
in(cinemarow, reads_as("Hal sits at the far left end of the row.", same(viewer='Hal', seat=1))).
% Times of day in words (corpus 51): the one value they can be, or
% refused; "the second-fastest" is the second value from that end, no
% position (corpus 50).
header(salon, [ "Clients: Eileen, Joan, Marjorie, Rita",
                "Times: 9.30am, 10.00am, 10.30am, 11.00am" ]).
in(salon, reads_as("Rita was booked for half past ten.", same(client='Rita', time='10.30am'))).
in(salon, reads_as("Joan came at ten o'clock.", same(client='Joan', time='10.00am'))).
in(salon, reads_as("Eileen came at half past nine.", same(client='Eileen', time='9.30am'))).
in(salon, reads_as("Marjorie was the second-earliest client.", same(client='Marjorie', time='10.00am'))).
in(salon, reads_as("Marjorie was the third latest.", same(client='Marjorie', time='10.00am'))).
in(salon, refuse("Joan came at a quarter to ten.")).
in(salon, refuse("Joan came at twenty-five to eleven.")).
header(twotens, [ "Clients: Eileen, Joan, Rita",
                  "Times: 10:30 am, 2:00 pm, 10:30 pm" ]).
in(twotens, refuse("Joan came at half past ten.")).
header(lanes, [ "Swimmers: Ffion, Gideon, Hester",
                "Lanes: lane 1, lane 2, lane 3",
                "Times: 59 seconds, 61 seconds, 63 seconds" ]).
in(lanes, reads_as("Gideon was the second-fastest swimmer.", same(swimmer='Gideon', time='61 seconds'))).
in(lanes, reads_as("The second slowest swimmer was in lane 3.", same(time='61 seconds', lane='lane 3'))).
% "in the lane between A and B": the one lane between them (corpus 50).
in(lanes, reads_as("Gideon swam in the lane between Ffion and Hester.",
                   and(or(and(less(lane,swimmer='Ffion',swimmer='Gideon'),less(lane,swimmer='Gideon',swimmer='Hester')),and(less(lane,swimmer='Hester',swimmer='Gideon'),less(lane,swimmer='Gideon',swimmer='Ffion'))),and(distance(lane,swimmer='Gideon',swimmer='Ffion',=,1),distance(lane,swimmer='Gideon',swimmer='Hester',=,1))))).
% An order word is no age: "Toby sang first" is not the youngest
% (corpus 51); a value's first word is no particle of the verb before
% it ("sang Away in a Manger").
header(carols, [ "Sons: Harry, Oliver, Toby",
                 "Carols: Away in a Manger, Silent Night, The Holly and the Ivy",
                 "Ages: 8, 9, 10" ]).
in(carols, refuse("Toby sang first.")).
in(carols, refuse("Toby was last.")).
in(carols, reads_as("Toby sang Away in a Manger.", same(son='Toby', carol='Away in a Manger'))).
in(carols, reads_as("Toby was the youngest.", same(son='Toby', age=8))).
