% Issue 26: three silent misreads the key check found in session 12,
% each a shape a sentence generator makes in many variants:
%   - a value that is also a verb, after "not" ("Lily did not water it
%     with tea" was read as "not water, and tea"): the verb is never the
%     value;
%   - "and", a name and a verb that only says "has this value" with
%     nothing after it ("The knitting fan goes on Friday, and Quentin
%     drives to his" was read as Quentin the knitter): refused;
%   - a superlative before the unit of a category ("Idris's trek was the
%     shortest in days" was read as the shortest distance): the category
%     of that unit, or refused, never another one;
%   - a noun that names one ordered category and a verb that names
%     another ("Merle's ticket was drawn before Fern's", "Lottie's
%     ticket, which was drawn last, ...", on Tickets and Draws, were read
%     as ticket numbers): the verb's category, or refused;
%   - a superlative in the subject and a verb that names another
%     category after it ("The tallest jumper dropped farther than Arlo"
%     on Drops in feet and Heights in inches was read as the greatest
%     drop): the superlative is the subject's own, never the verb's;
%   - a noun for a person after a person's possessive ("Veda's
%     instructor rode Marigold", on Riders and Horses, was read as Veda
%     riding Marigold): someone else, whom no category names, refused;
%   - a comparative that names one category with a noun of another
%     ("Mrs Pike's room was the sunniest", on Rooms 1-4 and Sunshine,
%     was read as the highest room number): the category it names;
%     but a noun that names a category after a comparative that only
%     fits another by its sense ("the longest wingspan", on Wingspans in
%     cm and Flights in minutes) is that category's;
%   - "but not" after a comparison with someone ("Toffee's rider beat
%     Ellie but not Daisy" was read as only "not better than Daisy",
%     which lets the rider be Daisy): Daisy did better, or refused;
%   - a relative clause of winning ("Bella, who won the class, doesn't
%     own Pepper" was read without "won the class"): first place, or
%     refused;
%   - "top" after "a" or a possessive ("hit a top speed 4 km/h faster
%     than", "Ayla's top speed was higher") was read as the superlative,
%     the fastest of all: the most one reached, no superlative;
%   - an order word whose verb names a category of years beside a
%     category of durations in years ("The keeper of Windle Rock
%     started last", on Start years and Service in years, was read as
%     the longest service): the years the verb names, or refused;
%   - a question for an amount whose verb names an unordered category in
%     a clue ("How many bars did Otto sell?" with "the seller of the mint
%     bars sold ..." was answered with a flavour): the amount, or refused;
%   - how long someone has been doing something, on a category of years
%     ("Ms. Dahl has been trading 10 years less than Mrs. Bose", on
%     Years: 1998, ..., was read as 10 years earlier): a start that many
%     years earlier or later, or refused;
%   - an ordinal before a superlative ("The gold cap belonged to the
%     second-fastest swimmer", on Lanes: lane 1, ... and Times, was read
%     as lane 2 and the fastest time): the Nth value from that end, or
%     refused;
%   - "flanked by" two others ("Pepper is flanked by the 7-year-old and
%     the terrier" was read as Pepper being both): its two neighbours,
%     or refused;
%   - "lower down the order" ("Rob batted lower down the order than
%     Ollie" was read as a smaller number): later in the order, or
%     refused;
%   - "later in the year" on months beside a category of years ("... was
%     discussed later in the year than ..." was read as a later year):
%     the months, or refused;
%   - "after" and "before" on a category of durations ("The Stokeses
%     married five years after the Quinns", on Years married, was read
%     as five years more): no order in time, refused;
%   - a sentence on which way the places run that cannot be read
%     ("numbered 1 to 5 from right to left as you face the office, and
%     left and right below are as you face it too" was left out, and
%     "to the left of" read the usual way): never left out.
% Every variant is read or refused; none may be read otherwise.

:- use_module(library(zebra)).

main :-
    findall(S-Ok, verb_value(S, Ok), VV),
    findall(S-Ok, empty_clause(S, Ok), EC),
    findall(S-Ok, in_unit(S, Ok), IU),
    findall(S-Ok, noun_and_verb(S, Ok), NV),
    findall(S-Ok, subject_superlative(S, Ok), SS),
    findall(S-Ok, someone_elses(S, Ok), SE),
    findall(S-Ok, named_over_noun(S, Ok), NN),
    findall(S-Ok, noun_over_sense(S, Ok), NS),
    findall(S-Ok, but_not_someone(S, Ok), BN),
    findall(S-Ok, who_won(S, Ok), WW),
    findall(S-Ok, a_top(S, Ok), AT),
    findall(S-Ok, verbed_order(S, Ok), VO),
    findall(S-Ok, amount_question(S, Ok), AQ),
    findall(S-Ok, tenure_comparison(S, Ok), TC),
    findall(S-Ok, nth_superlative(S, Ok), NT),
    findall(S-Ok, flanked(S, Ok), FL),
    findall(S-Ok, down_the_order(S, Ok), DO),
    findall(S-Ok, later_in_the_year(S, Ok), LY),
    findall(S-Ok, after_a_duration(S, Ok), AD),
    findall(S-Ok, sides_left_out(S, Ok), SL),
    report("a value as a verb after \"not\"", VV),
    report("\"and\", a name and a verb with nothing after it", EC),
    report("a superlative before a category's unit", IU),
    report("a noun of one ordered category, a verb of another", NV),
    report("a superlative in the subject, a verb of another category", SS),
    report("a noun for a person after a person's possessive", SE),
    report("a comparative naming one category, a noun of another", NN),
    report("a noun naming a category after a comparative of another sense", NS),
    report("\"but not\" someone after a comparison", BN),
    report("a relative clause of winning", WW),
    report("\"top\" after \"a\" or a possessive", AT),
    report("an order word whose verb names a category of years", VO),
    report("a question for an amount, its verb naming another category", AQ),
    report("how long someone has been doing something, on years", TC),
    report("an ordinal before a superlative", NT),
    report("\"flanked by\" two others", FL),
    report("\"lower down the order\"", DO),
    report("\"later in the year\" beside a category of years", LY),
    report("\"after\" on a category of durations", AD),
    report("an unread sentence on which way the places run", SL).

report(What, Results) :-
    length(Results, N),
    include([_-ok]>>true, Results, Good),
    length(Good, G),
    format("~w: ~w of ~w as expected~n", [What, G, N]),
    forall(( member(S-R, Results), R \== ok ), format("  ~w: ~q~n", [S, R])).

% read(+Lines, +Sentence, -Reading): the one clue's term, or refused.
read(Lines, Sentence, Reading) :-
    atomic_list_concat(Lines, '\n', Head),
    format(string(Text), "~w~n~n1. ~w~n", [Head, Sentence]),
    (   catch(zebra_read(text(Text), puzzle(_, _, [R], _), []),
              error(zebra_error(_), _), fail)
    ->  Reading = R
    ;   Reading = refused
    ).

% Categories whose values are also verbs.
verb_header(['Children: Isla, Jack, Kai, Lily',
             'Liquids: juice, milk, tea, water',
             'Places: cupboard, greenhouse, shed, windowsill'], liquid, water, tea).
verb_header(['Friends: Isla, Jack, Kai, Lily',
             'Hobbies: paint, knit, cook, fish',
             'Colours: red, blue, green, grey'], hobby, paint, red).
verb_header(['Friends: Isla, Jack, Kai, Lily',
             'Hobbies: paint, knit, cook, fish',
             'Colours: red, blue, green, grey'], hobby, fish, blue).

verb_value(S, Ok) :-
    verb_header(Lines, A, Verb, Other),
    member(Pattern, ["Lily did not ~w it with the ~w one.",
                     "Lily did not ~w the ~w one.",
                     "Lily, who did not ~w it, chose ~w."]),
    format(string(S), Pattern, [Verb, Other]),
    read(Lines, S, R),
    (   R == refused
    ->  Ok = ok
    ;   sub_term(A=V, R), V == Verb
    ->  Ok = R                              % the verb read as the value
    ;   Ok = ok
    ).

empty_clause(S, Ok) :-
    Lines = ['Friends: Paula, Quentin, Rita, Simon',
             'Hobbies: knitting, fishing, chess, painting',
             'Days: Monday, Tuesday, Wednesday, Friday'],
    member(First, ["The knitting fan goes on Friday", "Knitting is on Friday",
                   "Rita plays chess", "The chess player is Rita"]),
    member(Verb, [drives, lives, plays, goes, rides, walks, works, eats, drinks,
                  sails, flies, cycles]),
    member(Tail, ["to his", "there", "", "to hers"]),
    format(string(S), "~w, and Quentin ~w ~w.", [First, Verb, Tail]),
    read(Lines, S, R),
    (   R == refused
    ->  Ok = ok
    ;   sub_term(friend=V, R), V == 'Quentin'
    ->  Ok = R                              % Quentin given a value
    ;   Ok = ok
    ).

in_unit(S, Ok) :-
    Lines = ['Guides: Hamid, Idris, Malika, Nadia',
             'Days: 3 days, 4 days, 5 days, 6 days',
             'Distances: 60 km, 85 km, 110 km, 135 km',
             'Weights: 20 kg, 25 kg, 30 kg, 35 kg'],
    member(Sup, [shortest, longest, heaviest, lightest, cheapest, farthest,
                 quickest, slowest, biggest, smallest]),
    member(Unit-Attr, [days-day, km-distance, kilometres-distance, kg-weight,
                       kilograms-weight]),
    format(string(S), "Idris's trek was the ~w in ~w.", [Sup, Unit]),
    read(Lines, S, R),
    (   R == refused
    ->  Ok = ok
    ;   R = same(guide='Idris', A=_), A == Attr
    ->  Ok = ok
    ;   Ok = R                              % another category's value
    ).

noun_and_verb(S, Ok) :-
    member(Noun-Lines, [ticket-['Winners: Fern, Lottie, Merle, Sid',
                                'Tickets: 107, 214, 322, 431',
                                'Draws: first, second, third, fourth'],
                        ticket-['Winners: Fern, Lottie, Merle, Sid',
                                'Tickets: 107, 214, 322, 431',
                                'Draws: 1st, 2nd, 3rd, 4th'],
                        entry-['Winners: Fern, Lottie, Merle, Sid',
                               'Entries: 12, 15, 18, 21',
                               'Draws: first, second, third, fourth']]),
    Verb = drawn,
    member(Pattern, ["Merle's ~w was ~w before Fern's.",
                     "Merle's ~w was ~w after Fern's.",
                     "Merle's ~w was ~w later than Sid's.",
                     "Lottie's ~w, which was ~w last, was not Sid's.",
                     "Lottie's ~w was ~w first."]),
    format(string(S), Pattern, [Noun, Verb]),
    read(Lines, S, R),
    (   R == refused
    ->  Ok = ok
    ;   sub_term(draw=_, R)
    ->  Ok = ok
    ;   sub_term(T, R), compound(T), arg(1, T, draw)
    ->  Ok = ok
    ;   Ok = R                              % about the noun's category only
    ).

subject_superlative(S, Ok) :-
    member(Lines-Subject-Own-Verbs,
           [ ['Jumpers: Arlo, Birdie, Cassius, Dulcie',
              'Drops: 120 ft, 140 ft, 160 ft, 180 ft',
              'Heights: 62 inches, 65 inches, 68 inches, 71 inches']-jumper-height-
             [dropped, "went off a bridge with a drop"],
             ['Lifters: Arlo, Birdie, Cassius, Dulcie',
              'Lifts: 100 kg, 110 kg, 120 kg, 130 kg',
              'Weights: 60 kg, 70 kg, 80 kg, 90 kg']-lifter-weight-
             [lifted, "managed a lift"] ]),
    member(Sup, [tallest, shortest, heaviest, lightest]),
    member(Verb, Verbs),
    member(Cmp, ["farther", "less far", "20 feet farther", "20 feet less",
                 "10 kg more", "10 kg less", "more", "less"]),
    format(string(S), "The ~w ~w ~w ~w than Arlo.", [Sup, Subject, Verb, Cmp]),
    Lines = [_|_],
    read(Lines, S, R),
    (   R == refused
    ->  Ok = ok
    ;   arg(2, R, Own=_)
    ->  Ok = ok
    ;   Ok = R                              % the subject's superlative misread
    ).

someone_elses(S, Ok) :-
    member(Lines-Verb-Object,
           [ ['Riders: Sven, Tilda, Ulrich, Veda',
              'Horses: Comet, Duchess, Marigold, Rascal',
              'Fences: 3 fences, 5 fences, 6 fences, 8 fences']-rode-"Marigold",
             ['Students: Sven, Tilda, Ulrich, Veda',
              'Subjects: art, chemistry, history, music',
              'Scores: 70, 75, 80, 85']-studied-"history",
             ['Guests: Sven, Tilda, Ulrich, Veda',
              'Dishes: curry, lasagna, risotto, stew',
              'Prices: $10, $12, $14, $16']-ordered-"the stew" ]),
    member(Noun, [instructor, coach, tutor, trainer, sponsor, mentor, doctor,
                  dentist, lawyer, manager, teacher, supervisor, employer,
                  landlord, advisor, counsellor, director, examiner, driver]),
    format(string(S), "Veda's ~w ~w ~w.", [Noun, Verb, Object]),
    read(Lines, S, R),
    (   R == refused
    ->  Ok = ok
    ;   Ok = R                              % read as Veda's own
    ).

named_over_noun(S, Ok) :-
    member(Lines-Noun-Own-Sup-Cmp,
           [ ['Guests: Mrs Pike, Mr Lowe, Ms Reed, Mr Shaw',
              'Rooms: 1, 2, 3, 4',
              'Prices: $20, $30, $40, $50',
              'Sunshine: 3 hours, 4 hours, 5 hours, 6 hours']-room-sunshine-sunniest-sunnier,
             ['Guests: Mrs Pike, Mr Lowe, Ms Reed, Mr Shaw',
              'Cabins: 1, 2, 3, 4',
              'Prices: $20, $30, $40, $50',
              'Temperatures: 16 C, 18 C, 20 C, 22 C']-cabin-temperature-warmest-warmer ]),
    member(Pattern-Args, ["Mrs Pike's ~w was the ~w."-[Noun, Sup],
                          "Mrs Pike had the ~w ~w."-[Sup, Noun],
                          "The ~w ~w was Mrs Pike's."-[Sup, Noun],
                          "Mrs Pike's ~w was ~w than Mr Lowe's."-[Noun, Cmp],
                          "Mrs Pike paid the least, even though her ~w was the ~w."-[Noun, Sup]]),
    format(string(S), Pattern, Args),
    read(Lines, S, R),
    (   R == refused
    ->  Ok = ok
    ;   sub_term(Own=_, R)
    ->  Ok = ok
    ;   sub_term(T, R), compound(T), arg(1, T, Own)
    ->  Ok = ok
    ;   Ok = R                              % the noun's category
    ).

noun_over_sense(S, Ok) :-
    Lines = ['Pilots: Barry, Nina, Owen, Tessa',
             'Models: biplane, glider, seaplane, Spitfire',
             'Wingspans: 90 cm, 120 cm, 150 cm, 180 cm',
             'Flights: 4 minutes, 7 minutes, 11 minutes, 16 minutes'],
    member(Sup-Cmp, [longest-longer, shortest-shorter, widest-wider, narrowest-narrower]),
    member(Pattern-Args, ["The glider, which has the ~w wingspan, stayed up longer than any other model."-[Sup],
                          "The glider has the ~w wingspan."-[Sup],
                          "Barry's model has a ~w wingspan than Nina's."-[Cmp],
                          "The model with the ~w wingspan is the biplane."-[Sup]]),
    format(string(S), Pattern, Args),
    read(Lines, S, R),
    (   R == refused
    ->  Ok = ok
    ;   sub_term(wingspan=_, R)
    ->  Ok = ok
    ;   sub_term(T, R), compound(T), arg(1, T, wingspan)
    ->  Ok = ok
    ;   Ok = R                              % the wingspan read as something else
    ).

contest(['Riders: Amy, Bella, Chloe, Daisy, Ellie',
         'Ponies: Biscuit, Conker, Pepper, Saffron, Toffee',
         'Places: 1st, 2nd, 3rd, 4th, 5th',
         'Scores: 60 points, 65 points, 70 points, 75 points, 80 points']).

but_not_someone(S, Ok) :-
    contest(Lines),
    member(Subject, ["Toffee's rider", "Bella", "The rider on Pepper"]),
    member(Cmp-A, ["beat"-place, "finished ahead of"-place, "placed ahead of"-place,
                   "scored more than"-score, "outscored"-score,
                   "scored higher than"-score]),
    format(string(S), "~w ~w Ellie but not Daisy.", [Subject, Cmp]),
    read(Lines, S, R),
    (   R == refused
    ->  Ok = ok
    ;   R = and(_, C2), C2 =.. [F, A1, _, rider='Daisy'],
        memberchk(F, [less, greater]), A1 == A
    ->  Ok = ok
    ;   Ok = R                              % not that Daisy did better
    ).

who_won(S, Ok) :-
    contest(Lines),
    member(Event, [class, contest, competition, event, show, round, final, title]),
    member(Rest, ["doesn't own Pepper", "rode Pepper", "scored 80 points",
                  "isn't the rider on Toffee"]),
    format(string(S), "Bella, who won the ~w, ~w.", [Event, Rest]),
    read(Lines, S, R),
    (   R == refused
    ->  Ok = ok
    ;   sub_term(rider='Bella', R), sub_term(place='1st', R)
    ->  Ok = ok
    ;   Ok = R                              % the win dropped
    ).

a_top(S, Ok) :-
    Lines = ['Riders: Ayla, Bruno, Citlali, Duncan',
             'Boards: green, orange, purple, teal',
             'Speeds: 42 km/h, 46 km/h, 50 km/h, 54 km/h',
             'Times: 8:00 am, 8:20 am, 8:40 am, 9:00 am'],
    (   member(Subject, ["Ayla", "The rider on the orange board"]),
        member(Verb, ["hit a top speed", "reached a top speed", "had a top speed"]),
        member(Cmp, ["4 km/h faster than", "4 km/h slower than", "faster than",
                     "slower than", "8 km/h higher than"]),
        format(string(S), "~w ~w ~w Bruno.", [Subject, Verb, Cmp])
    ;   member(Cmp, ["4 km/h higher than", "lower than", "8 km/h lower than"]),
        format(string(S), "Ayla's top speed was ~w Bruno's.", [Cmp])
    ),
    read(Lines, S, R),
    (   R == refused
    ->  Ok = ok
    ;   \+ sub_term(speed='54 km/h', R), \+ sub_term(speed='42 km/h', R)
    ->  Ok = ok
    ;   Ok = R                              % read as the fastest or slowest
    ).

verbed_order(S, Ok) :-
    member(Years-Verb-Inf, ['Start years'-started-start, 'Years joined'-joined-join,
                            'Years built'-built-build, 'Years founded'-founded-found]),
    atomic_list_concat([Years, ': 1884, 1891, 1898, 1905'], Line),
    Lines = ['Keepers: Abel, Clemency, Ezekiel, Hester', Line,
             'Service: 6 years, 11 years, 17 years, 22 years'],
    member(Pattern, ["Hester ~w last.", "Hester ~w first.", "Hester was the last to ~w.",
                     "Hester was the first of the four to ~w.", "Abel ~w second."]),
    (   sub_atom(Pattern, _, _, _, 'to ~w') -> W = Inf ; W = Verb ),
    format(string(S), Pattern, [W]),
    read(Lines, S, R),
    (   R == refused
    ->  Ok = ok
    ;   \+ sub_term(service=_, R), \+ ( sub_term(T, R), compound(T), arg(1, T, service) )
    ->  Ok = ok
    ;   Ok = R                              % read as the service
    ).

amount_question(S, Ok) :-
    member(Verb-Past-Noun, [sell-sold-bars, bake-baked-pies, buy-bought-tickets,
                            pick-picked-apples]),
    member(Clue, ["The seller of the mint ~w ~w 6 fewer than Otto.",
                  "Leo ~w the mint ~w."]),
    member(Q, ["How many ~w did Otto ~w?", "How many did Otto ~w?",
               "How much did Otto ~w?"]),
    format(string(C), Clue, [Noun, Past]),
    (   sub_atom(Q, _, _, _, 'many ~w did') -> QArgs = [Noun, Verb] ; QArgs = [Verb] ),
    format(string(S), Q, QArgs),
    atomic_list_concat(['Sellers: Leo, Mina, Noor, Otto\nFlavors: almond, caramel, crispy rice, mint\n',
                        'Counts: 12 ', Noun, ', 18 ', Noun, ', 24 ', Noun, ', 30 ', Noun,
                        '\n\n1. ', C, '\n', S, '\n'], Text),
    (   catch(zebra_read(text(Text), puzzle(_, _, _, [question(_, R)]), []),
              error(zebra_error(_), _), fail)
    ->  (   R = what(count, _) -> Ok = ok ; R = unread(_) -> Ok = ok ; Ok = R )
    ;   Ok = ok                             % refused
    ).

tenure_comparison(S, Ok) :-
    member(Name, ['Years', 'Founded', 'Year joined', 'Started', 'Year opened']),
    atomic_list_concat([Name, ': 1998, 2003, 2008, 2013'], Line),
    Lines = ['Farmers: Mr. Ames, Mrs. Bose, Mr. Cruz, Ms. Dahl', Line],
    member(Verb, [trading, farming, selling, "coming here"]),
    member(For, ["", "for "]),
    member(Cmp-Sign, ["5 years longer"-(-1), "5 years more"-(-1), "5 years less"-1,
                      "5 years shorter"-1]),
    format(string(S), "Ms. Dahl has been ~w ~w~w than Mrs. Bose.", [Verb, For, Cmp]),
    read(Lines, S, R),
    (   R == refused
    ->  Ok = ok
    ;   R = diff(_, farmer='Ms. Dahl', farmer='Mrs. Bose', D), D =:= 5 * Sign
    ->  Ok = ok
    ;   Ok = R                              % the wrong way, or no start
    ).

nth_superlative(S, Ok) :-
    member(Lines-Sups, [['Swimmers: Ffion, Gideon, Hester, Ilias, Juno',
                          'Lanes: lane 1, lane 2, lane 3, lane 4, lane 5',
                          'Times: 59 seconds, 61 seconds, 63 seconds, 65 seconds, 67 seconds']
                         -[fastest-['59 seconds', '61 seconds', '63 seconds'],
                           slowest-['67 seconds', '65 seconds', '63 seconds']],
                        ['Players: Ffion, Gideon, Hester, Ilias, Juno',
                         'Places: first, second, third, fourth, fifth',
                         'Heights: 160 cm, 165 cm, 170 cm, 175 cm, 180 cm']
                         -[tallest-['180 cm', '175 cm', '170 cm'],
                           shortest-['160 cm', '165 cm', '170 cm']]]),
    member(Sup-Values, Sups),
    member(N-Ord, [2-second, 3-third, 2-'2nd']),
    member(Pattern, ["Gideon was the ~w-~w.", "Gideon was the ~w ~w.",
                     "The ~w-~w one was Gideon.", "Gideon wasn't the ~w ~w."]),
    format(string(S), Pattern, [Ord, Sup]),
    read(Lines, S, R),
    nth1(N, Values, V),
    (   R == refused
    ->  Ok = ok
    ;   ( R = same(_='Gideon', _=V) ; R = same(_=V, _='Gideon')
        ; R = not_same(_='Gideon', _=V) )
    ->  Ok = ok
    ;   Ok = R                              % a position, or another value
    ).

flanked(S, Ok) :-
    Lines = ['Kennels: 1, 2, 3, 4, 5',
             'Dogs: Biscuit, Nutmeg, Pepper, Rolo, Scout',
             'Breeds: boxer, greyhound, husky, labrador, terrier',
             'Ages: 7, 8, 9, 10, 11'],
    member(Subject, ["Pepper", "Pepper's kennel", "The husky"]),
    member(Verb, ["is flanked by", "was flanked by", "is sandwiched between"]),
    member(Pair, ["the 7-year-old and the terrier", "Rolo and the boxer",
                  "the terrier and Scout"]),
    format(string(S), "~w ~w ~w.", [Subject, Verb, Pair]),
    read(Lines, S, R),
    (   R == refused
    ->  Ok = ok
    ;   sub_term(T, R), compound(T), T = same(_, _)
    ->  Ok = R                              % the subject is one of them
    ;   sub_term(distance(kennel, _, _, =, 1), R)
    ->  Ok = ok
    ;   Ok = R
    ).

down_the_order(S, Ok) :-
    member(Lines, [['Batsmen: Ollie, Pete, Rob, Sam',
                    'Batting order: number 3, number 4, number 5, number 6',
                    'Runs: 8, 19, 34, 52'],
                   ['Players: Ollie, Pete, Rob, Sam',
                    'Places: 1st, 2nd, 3rd, 4th',
                    'Points: 8, 19, 34, 52']]),
    member(Phrase-Dir, ["lower down the order"-greater, "further down the order"-greater,
                        "higher up the order"-less, "lower down the list"-greater,
                        "lower in the standings"-greater, "higher up the rankings"-less]),
    member(Verb, ["batted", "was", "finished"]),
    format(string(S), "Rob ~w ~w than Ollie.", [Verb, Phrase]),
    read(Lines, S, R),
    (   R == refused
    ->  Ok = ok
    ;   R =.. [Dir, _, _='Rob', _='Ollie']
    ->  Ok = ok
    ;   Ok = R                              % the wrong way, or another category
    ).

later_in_the_year(S, Ok) :-
    member(Months, ['Meetings: January, February, March, April',
                    'Months: January, February, March, April']),
    Lines = ['Members: Mrs. Abernathy, Ms. Bishop, Mr. Castillo, Dr. Dwyer',
             'Books: Salt, Iron, Glass, Winter',
             'Years published: 1952, 1967, 1981, 1994', Months],
    member(When, ["later in the year", "earlier in the year", "later", "earlier"]),
    member(Verb, ["was discussed", "came up", "was read"]),
    format(string(S), "Mrs. Abernathy's choice ~w ~w than Mr. Castillo's.", [Verb, When]),
    read(Lines, S, R),
    (   R == refused
    ->  Ok = ok
    ;   R =.. [_, years_published|_]
    ->  Ok = R                              % a year for a month
    ;   Ok = ok
    ).

after_a_duration(S, Ok) :-
    member(Lines-Subject-Object,
           [['Husbands: Arthur, Bernard, Cyril, Dennis',
             'Surnames: Pike, Quinn, Rowe, Stokes',
             'Years married: 25, 30, 40, 50']-"The Stokeses"-"the Quinns",
            ['Borrowers: Mr Ashworth, Mrs Benson, Miss Crane, Mr Dunlop',
             'Books: atlas, biography, cookery book, thriller',
             'Days overdue: 3, 5, 8, 12']-"The atlas"-"the thriller"]),
    member(Verb, ["married", "was returned", "came back", "arrived"]),
    member(When, ["five years after", "5 days after", "before", "after", "later than",
                  "earlier than", "on a later day than"]),
    format(string(S), "~w ~w ~w ~w.", [Subject, Verb, When, Object]),
    read(Lines, S, R),
    (   R == refused
    ->  Ok = ok
    ;   Ok = R                              % an order in time read as more
    ).                                      % or less of the duration

sides_left_out(S, Ok) :-
    member(Numbered, ["The bays are numbered 1 to 5 from right to left as you face the office",
                      "The bays are numbered from the right",
                      "Bays are numbered 1 to 5 from right to left"]),
    member(Tail, [", and left and right below are as you face it too.", "."]),
    string_concat(Numbered, Tail, S),
    format(string(Text),
           "Bays: 1, 2, 3, 4, 5~nDrivers: Lucy, Marcus, Nadia, Owen, Priya~n~n\c
            ~w~n~n1. Priya is in bay 1.~n2. Lucy parked immediately to the left of Priya.~n\c
            3. Marcus is in bay 3.~n4. Nadia is not in bay 5.~n", [S]),
    (   catch(zebra_read(text(Text), puzzle(_, _, Clues, _), [unread_clues(_)]),
              error(zebra_error(_), _), fail)
    ->  Ok = read(Clues)                    % left out, and "left" read anyway
    ;   Ok = ok
    ).
