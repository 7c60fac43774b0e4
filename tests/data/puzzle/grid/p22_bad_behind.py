Q = "Positions"
CATEGORIES = [
    ("Customers", ["Finn", "Gita", "Hal", "Ines"]),
    ("Positions", ["1st", "2nd", "3rd", "4th"], [1, 2, 3, 4]),
    ("Orders", ["99 cone", "choc ice", "ice lolly", "tub"]),
]
CLUES = [
    ("Finn was first in the queue.", lambda s: s.n(Q, "Finn") == 1),
    ("Gita was behind Hal in the queue.", lambda s: s.n(Q, "Gita") > s.n(Q, "Hal")),
    ("Ines wasn't last.", lambda s: s.n(Q, "Ines") != 4),
    ("Finn bought a tub.", lambda s: s.same("Finn", "tub")),
    ("The last person in the queue bought a choc ice.", lambda s: s.n(Q, "choc ice") == 4),
    ("Hal didn't buy the ice lolly.", lambda s: not s.same("Hal", "ice lolly")),
]
EXPECT = 2
QUESTIONS = [("Who was second in the queue?", lambda s: s.v("Customers", "2nd"))]
NUM = None
DOT = False
INTRO = ["Four children queued at the ice cream van on the beach, and each bought something different."]
OUTRO = []
REMARKS = INTRO + OUTRO
BAD_WHY = """The puzzle has two solutions and must be refused as a whole: no clue is
unreadable, but they do not fix the order of Hal and Ines. Clue 2, "Gita was
behind Hal in the queue.", says only that Gita was somewhere behind Hal, not
directly behind him (the puzzle says "directly" nowhere). Finn is first and Gita
last in both solutions; Hal is second and Ines third, or Ines second and Hal
third, so the question "Who was second in the queue?" has no single answer. A
reader that reads "behind" as "directly behind" finds only the second solution
and answers "Ines" with confidence."""
