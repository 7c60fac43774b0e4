P = "Prices"
C = "Capacities"
CATEGORIES = [
    ("Customers", ["Adele", "Bruno", "Chiara", "Duncan", "Elif"]),
    ("Tents", ["cabin tent", "dome tent", "pop-up tent", "ridge tent", "tunnel tent"]),
    ("Prices", ["$80", "$120", "$160", "$200", "$240"], [80, 120, 160, 200, 240]),
    ("Capacities", ["sleeps 2", "sleeps 3", "sleeps 4", "sleeps 5", "sleeps 6"], [2, 3, 4, 5, 6]),
]
SOLUTION = [
    ["Adele", "tunnel tent", "$160", "sleeps 4"],
    ["Bruno", "dome tent", "$80", "sleeps 3"],
    ["Chiara", "cabin tent", "$240", "sleeps 6"],
    ["Duncan", "pop-up tent", "$120", "sleeps 2"],
    ["Elif", "ridge tent", "$200", "sleeps 5"],
]
CLUES = [
    ("The tent that sleeps 6 cost $40 more than Elif's tent.", lambda s: s.n(P, "sleeps 6") == s.n(P, "Elif") + 40),
    ("The dome tent was the cheapest.", lambda s: s.n(P, "dome tent") == 80),
    ("Duncan's tent sleeps the fewest people.", lambda s: s.n(C, "Duncan") == 2),
    ("The tunnel tent cost $80 more than the dome tent.", lambda s: s.n(P, "tunnel tent") == s.n(P, "dome tent") + 80),
    ("The cabin tent, which Chiara bought, sleeps more people than the ridge tent.",
     lambda s: s.same("cabin tent", "Chiara") and s.n(C, "cabin tent") > s.n(C, "ridge tent")),
    ("Neither Bruno nor Adele paid $120.", lambda s: not s.same("Bruno", "$120") and not s.same("Adele", "$120")),
    ("Of the $120 tent and the tent that sleeps 3, one is the pop-up tent and the other was bought by Bruno.",
     lambda s: not s.same("$120", "sleeps 3") and (
         (s.same("$120", "pop-up tent") and s.same("sleeps 3", "Bruno")) or (s.same("sleeps 3", "pop-up tent") and s.same("$120", "Bruno")))),
    ("Elif's tent sleeps one more person than Adele's.", lambda s: s.n(C, "Elif") == s.n(C, "Adele") + 1),
    ("Adele's tent cost $80 more than Bruno's.", lambda s: s.n(P, "Adele") == s.n(P, "Bruno") + 80),
    ("Bruno's tent wasn't more expensive than Duncan's.", lambda s: not s.n(P, "Bruno") > s.n(P, "Duncan")),
]
NUM = "."
DOT = False
INTRO = []
OUTRO = []
REMARKS = INTRO + OUTRO
