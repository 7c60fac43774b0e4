T = "Times"
CATEGORIES = [
    ("Captains", ["Dana", "Diana", "Felix", "Gordon"]),
    ("Rooms", ["Bank Heist", "Haunted Manor", "Pirate Ship", "Space Lab"]),
    ("Times", ["41 minutes", "47 minutes", "53 minutes", "59 minutes"], [41, 47, 53, 59]),
]
CLUES = [
    ("Felix's team needed 47 minutes.", lambda s: s.same("Felix", "47 minutes")),
    ("The Haunted Manor team was the slowest.", lambda s: s.n(T, "Haunted Manor") == 59),
    ("Gordon's team didn't play the Space Lab.", lambda s: not s.same("Gordon", "Space Lab")),
    ("The Bank Heist took 6 minutes longer than Felix's room.", lambda s: s.n(T, "Bank Heist") == s.n(T, "Felix") + 6),
    ("The Space Lab team beat the Pirate Ship team.", lambda s: s.n(T, "Space Lab") < s.n(T, "Pirate Ship")),
    ("Gordon's team took the longest.", lambda s: s.n(T, "Gordon") == 59),
]
BAD = (4, "Dina's team escaped 12 minutes faster than the Bank Heist team.")
REFUSED = {BAD[1]: {
    "'Dana's team'": lambda s: s.n(T, "Dana") == s.n(T, "Bank Heist") - 12,
    "'Diana's team'": lambda s: s.n(T, "Diana") == s.n(T, "Bank Heist") - 12,
}}
EXPECT = 2
NUM = None
DOT = False
INTRO = ["Four teams each tried a different room at the escape room center. Each team is listed by its captain."]
OUTRO = []
REMARKS = INTRO + OUTRO
BAD_WHY = """Clue 4, "Dina's team escaped 12 minutes faster than the Bank Heist team.",
must be refused: no captain is called Dina. The name is one letter away from
both Dana and Diana, so it cannot be mended to either with any confidence.
Without it the puzzle has two solutions (the 41-minute Space Lab team is Dana's
or Diana's). Read as Dana it gives one solution, read as Diana the other."""
