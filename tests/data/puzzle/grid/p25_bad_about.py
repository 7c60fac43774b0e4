D = "Distances"
CATEGORIES = [
    ("Pilots", ["Kasia", "Lars", "Mireille", "Nils"]),
    ("Balloons", ["Comet", "Firefly", "Sunrise", "Zephyr"]),
    ("Distances", ["8 miles", "10 miles", "12 miles", "14 miles"], [8, 10, 12, 14]),
]
CLUES = [
    ("Mireille flew the farthest.", lambda s: s.n(D, "Mireille") == 14),
    ("The Zephyr covered 12 miles.", lambda s: s.same("Zephyr", "12 miles")),
    ("Kasia flew the Sunrise.", lambda s: s.same("Kasia", "Sunrise")),
    ("Nils didn't fly the Comet.", lambda s: not s.same("Nils", "Comet")),
    ('Lars piloted the Zephyr.', lambda s: s.same("Lars", "Zephyr")),
]
BAD = (3, "Kasia's flight was about 4 miles shorter than Lars's.")
REFUSED = {BAD[1]: {
    "'exactly 4 miles shorter'": lambda s: s.n(D, "Kasia") == s.n(D, "Lars") - 4,
    "'2 miles shorter' (the nearest other gap)": lambda s: s.n(D, "Kasia") == s.n(D, "Lars") - 2,
    "'shorter by 2 to 6 miles'": lambda s: 2 <= s.n(D, "Lars") - s.n(D, "Kasia") <= 6,
}}
EXPECT = 2
NUM = None
DOT = False
INTRO = ["Four hot-air balloons took off from the fairground on Saturday morning, each with a different pilot."]
OUTRO = []
REMARKS = INTRO + OUTRO
BAD_WHY = """Clue 3, "Kasia's flight was about 4 miles shorter than Lars's.", must be refused:
"about 4 miles" is a vague distance, and the distances in the list differ by 2
miles, so 2 miles short is as much "about 4" as 6 would be. Without the clue the
puzzle has two solutions (Kasia 8 miles and Nils 10, or Kasia 10 and Nils 8; Lars
flew the Zephyr, 12 miles, either way). Read as exactly 4 miles the clue gives the
first; read as 2 miles, the second; read as anything from 2 to 6 miles it leaves
both. A reader that drops "about" answers confidently without the puzzle saying so."""
