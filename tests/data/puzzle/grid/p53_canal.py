G = "Pegs"
W = "Weights"
CATEGORIES = [
    ("Anglers", ["Alf", "Bob", "Cliff", "Des", "Eddie"]),
    ("Pegs", ["peg 1", "peg 2", "peg 3", "peg 4", "peg 5"], [1, 2, 3, 4, 5]),
    ("Weights", ["4lb", "6lb", "7lb", "9lb", "12lb"], [4, 6, 7, 9, 12]),
    ("Fish", ["bream", "carp", "perch", "roach", "tench"]),
]
INTRO = [
    "Five members of the Lockside Angling Club fished the canal match on Saturday, on pegs "
    "numbered 1 to 5 going away from the lock. Each angler caught mostly one kind of fish, "
    "and each weighed in a different total.",
]
CLUES = [
    ("The winner, who caught mostly carp, fished from the peg furthest from the lock.",
     lambda s: s.same("12lb", "carp") and s.same("12lb", "peg 5")),
    ("Bob, on peg 1, weighed in three pounds less than Des, his neighbour on the bank.",
     lambda s: s.n(G, "Bob") == 1 and s.n(G, "Des") == 2 and s.n(W, "Bob") == s.n(W, "Des") - 3),
    ("The angler on peg 4, who caught mainly perch, finished three pounds behind Alf.",
     lambda s: s.same("peg 4", "perch") and s.n(W, "peg 4") == s.n(W, "Alf") - 3),
    ("The tench were caught on the peg next to the roach.",
     lambda s: abs(s.n(G, "tench") - s.n(G, "roach")) == 1),
    ("Cliff didn't catch bream.", lambda s: not s.same("Cliff", "bream")),
    ("Eddie's peg was somewhere between Alf's and Cliff's.",
     lambda s: min(s.n(G, "Alf"), s.n(G, "Cliff")) < s.n(G, "Eddie") < max(s.n(G, "Alf"), s.n(G, "Cliff"))),
    ("Alf, who caught mostly bream, did not win.",
     lambda s: s.same("Alf", "bream") and s.n(W, "Alf") != 12),
    ("The angler who caught mostly roach had the smallest weight of the day.",
     lambda s: s.n(W, "roach") == 4),
]
QUESTIONS = [
    ("Who won the match, and with what weight?",
     lambda s: (s.v("Anglers", "carp"), s.v(W, "carp"))),
]
REMARKS = INTRO
