D = "Durations"
CATEGORIES = [
    ("Boats", ["Aurora", "Breeze", "Coral", "Dolphin"]),
    ("Skippers", ["Ruiz", "Santos", "Tanaka", "Ueda"]),
    ("Durations", ["60 minutes", "75 minutes", "90 minutes", "105 minutes"], [60, 75, 90, 105]),
]
CLUES = [
    ("The Coral's trip was the shortest.", lambda s: s.n(D, "Coral") == 60),
    ("Santos skippered the Dolphin.", lambda s: s.same("Santos", "Dolphin")),
    ("Tanaka's trip lasted 15 minutes longer than the Coral's.", lambda s: s.n(D, "Tanaka") == s.n(D, "Coral") + 15),
    ("Ueda didn't skipper the Aurora.", lambda s: not s.same("Ueda", "Aurora")),
]
BAD = (3, "The Breeze's trip lasted about half an hour longer than Ruiz's.")
REFUSED = {BAD[1]: {
    "'exactly 30 minutes longer'": lambda s: s.n(D, "Breeze") == s.n(D, "Ruiz") + 30,
    "'45 minutes longer'": lambda s: s.n(D, "Breeze") == s.n(D, "Ruiz") + 45,
    "'15 to 45 minutes longer'": lambda s: 15 <= s.n(D, "Breeze") - s.n(D, "Ruiz") <= 45,
}}
EXPECT = 6
NUM = None
DOT = False
INTRO = ["Four boats each took a sunset cruise of a different length, each with a different skipper."]
OUTRO = []
REMARKS = INTRO + OUTRO
BAD_WHY = """Clue 3, "The Breeze's trip lasted about half an hour longer than Ruiz's.",
must be refused: "about half an hour" is not an amount. The trips differ by
multiples of 15 minutes, so "about 30 minutes" could be 30 or, just as well,
15 or 45. Without the clue the puzzle has six solutions. Read as exactly 30
minutes longer it has one (the Breeze 90 minutes with Ueda, the Dolphin 105);
read as 45 minutes longer it has a different one (the Breeze 105 minutes, the
Dolphin 90); read as anything from 15 to 45 minutes longer it has two. A reader
that drops "about" gives a confident answer the text does not support."""
