L = "Legs"
CATEGORIES = [
    ("Runners", ["Hal", "Ike", "Jed", "Kip"]),
    ("Legs", ["first", "second", "third", "fourth"]),
    ("Splits", ["58 seconds", "60 seconds", "62 seconds", "64 seconds"], [58, 60, 62, 64]),
]
CLUES = [
    ("Kip ran the last leg.", lambda s: s.same("Kip", "fourth")),
    ("Jed led off, and his split was 62 seconds.", lambda s: s.same("Jed", "first") and s.same("Jed", "62 seconds")),
    ("The anchor had the fastest split of the four.", lambda s: s.same("fourth", "58 seconds")),
    ("The second leg was run in exactly one minute.", lambda s: s.same("second", "60 seconds")),
]
BAD = (4, "The tallest boy on the team ran the third leg.")
REFUSED = {BAD[1]: {
    "'Hal is the tallest'": lambda s: s.same("Hal", "third"),
    "'Ike is the tallest'": lambda s: s.same("Ike", "third"),
}}
EXPECT = 2
QUESTIONS = [("Who ran the third leg?", None)]
NUM = "."
INTRO = ["Four boys ran the 4 x 400 relay for Central High at the county meet. Each ran one leg, and each had a different split time."]
OUTRO = []
REMARKS = INTRO + OUTRO
BAD_WHY = """Clue 4, "The tallest boy on the team ran the third leg.", must be refused: no category
gives heights, so the clue names no one a reader can find. Without it Hal and Ike
share the second and third legs either way; taking Hal or Ike as the tallest gives
one solution or the other."""
