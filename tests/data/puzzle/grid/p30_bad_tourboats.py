T = "Trips"
CATEGORIES = [
    ("Boats", ["Bluebell", "Heron", "Kittiwake", "Puffin"]),
    ("Islands", ["Castle Isle", "Gull Rock", "Port Ellis", "Sandy Cove"]),
    ("Trips", ["20 minutes", "25 minutes", "30 minutes", "35 minutes"], [20, 25, 30, 35]),
]
def one_other(s, a, b, x, y):
    return (not s.same(a, b)) and ((s.same(a, x) and s.same(b, y)) or (s.same(a, y) and s.same(b, x)))
CLUES = [
    ("The Puffin, which sails to Gull Rock, has the shortest trip.",
     lambda s: s.same("Puffin", "Gull Rock") and s.n(T, "Puffin") == 20),
    ("The Kittiwake's trip takes 30 minutes.", lambda s: s.same("Kittiwake", "30 minutes")),
    ("Of the Heron and the boat to Port Ellis, one takes 25 minutes and the other takes 35 minutes.",
     lambda s: one_other(s, "Heron", "Port Ellis", "25 minutes", "35 minutes")),
    ("The boat to Castle Isle is the Kittiwake.", lambda s: s.same("Castle Isle", "Kittiwake")),
    ("The Bluebell doesn't go to Sandy Cove.", lambda s: not s.same("Bluebell", "Sandy Cove")),
]
QUESTIONS = [("How long does the Heron's trip take?", lambda s: s.v("Trips", "Heron"))]
EXPECT = 2
NUM = None
DOT = False
INTRO = ["Four tour boats leave the harbor every morning, each bound for a different island."]
OUTRO = []
REMARKS = INTRO + OUTRO
BAD_WHY = """No single clue is at fault: the puzzle has two solutions, and a reader must say
so rather than answer the question. The Heron goes to Sandy Cove and the Bluebell
to Port Ellis, but clue 3, "Of the Heron and the boat to Port Ellis, one takes 25
minutes and the other takes 35 minutes.", does not say which is which, and no other
clue decides it: the Heron's trip takes 25 minutes or 35 minutes. A careless reader
who takes clue 3 in the order written ("the Heron takes 25 minutes and the Port
Ellis boat 35") finds a single solution and answers "25 minutes" with confidence."""
