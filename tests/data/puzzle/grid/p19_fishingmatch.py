W = "Weights"
G = "Pegs"
CATEGORIES = [
    ("Anglers", ["Barry", "Clive", "Doreen", "Eddie", "Fay"]),
    ("Pegs", ["peg 1", "peg 2", "peg 3", "peg 4", "peg 5"], [1, 2, 3, 4, 5]),
    ("Weights", ["3 lb", "5 lb", "7 lb", "9 lb", "11 lb"], [3, 5, 7, 9, 11]),
    ("Baits", ["bread", "maggots", "pellets", "sweetcorn", "worms"]),
]
SOLUTION = [
    ["Barry", "peg 4", "7 lb", "sweetcorn"],
    ["Clive", "peg 1", "11 lb", "maggots"],
    ["Doreen", "peg 5", "3 lb", "bread"],
    ["Eddie", "peg 2", "9 lb", "pellets"],
    ["Fay", "peg 3", "5 lb", "worms"],
]
CLUES = [
    ("The winner, who fished from peg 1, used maggots.",
     lambda s: s.n(G, "11 lb") == 1 and s.same("11 lb", "maggots")),
    ("Fay's catch weighed 2 lb less than Barry's.", lambda s: s.n(W, "Fay") == s.n(W, "Barry") - 2),
    ("The angler on peg 5 had the lightest net.", lambda s: s.n(W, "peg 5") == 3),
    ("Eddie fished from the peg next to Clive's.", lambda s: abs(s.n(G, "Eddie") - s.n(G, "Clive")) == 1),
    ("The angler using bread was on a higher-numbered peg than Fay.", lambda s: s.n(G, "bread") > s.n(G, "Fay")),
    ("Barry used neither worms nor pellets.", lambda s: not s.same("Barry", "worms") and not s.same("Barry", "pellets")),
    ("Eddie's net was 4 lb heavier than Fay's.", lambda s: s.n(W, "Eddie") == s.n(W, "Fay") + 4),
    ("Doreen's catch was lighter than Barry's.", lambda s: s.n(W, "Doreen") < s.n(W, "Barry")),
    ("Clive's net was heavier than Eddie's.", lambda s: s.n(W, "Clive") > s.n(W, "Eddie")),
    ("Doreen used bread.", lambda s: s.same("Doreen", "bread")),
    ("Fay, who didn't use pellets, fished next to Eddie.",
     lambda s: not s.same("Fay", "pellets") and abs(s.n(G, "Fay") - s.n(G, "Eddie")) == 1),
]
NUM = ")"
DOT = False
INTRO = ["Five anglers fished the club match on the canal, from pegs numbered 1 to 5 along the towpath.",
         "The heaviest net won."]
OUTRO = []
REMARKS = INTRO + OUTRO
