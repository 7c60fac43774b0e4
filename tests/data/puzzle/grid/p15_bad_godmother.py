W = "Weights"
CATEGORIES = [
    ("Gardeners", ["Agnes", "Bartholomew", "Clover", "Yusuf"]),
    ("Vegetables", ["carrots", "leeks", "marrows", "onions"]),
    ("Weights", ["2 kg", "3 kg", "4 kg", "5 kg"], [2, 3, 4, 5]),
]
CLUES = [
    ("Agnes's entry was the heaviest.", lambda s: s.n(W, "Agnes") == 5),
    ("Bartholomew's carrots were the lightest entry.", lambda s: s.same("Bartholomew", "carrots") and s.n(W, "carrots") == 2),
    ("The leeks were Agnes's.", lambda s: s.same("leeks", "Agnes")),
    ("Yusuf's vegetables weighed 1 kg less than Clover's.", lambda s: s.n(W, "Yusuf") == s.n(W, "Clover") - 1),
    ("Bartholomew didn't grow onions.", lambda s: not s.same("Bartholomew", "onions")),
    ("The leeks weighed more than the onions.", lambda s: s.n(W, "leeks") > s.n(W, "onions")),
]
BAD = (4, "Yusuf's godmother grew the marrows.")
REFUSED = {BAD[1]: {
    "Yusuf grew the marrows": lambda s: s.same("Yusuf", "marrows"),
    "someone other than Yusuf grew the marrows": lambda s: not s.same("Yusuf", "marrows"),
}}
EXPECT = 2
NUM = "."
DOT = False
INTRO = ["Four neighbours each entered one kind of vegetable at the autumn show, and each entry was weighed."]
OUTRO = []
REMARKS = INTRO + OUTRO
BAD_WHY = """Clue 5, "Yusuf's godmother grew the marrows.", must be refused: no category says
who is whose godmother, so the clue relates Yusuf to someone by a relation the
puzzle never defines. Read as "Yusuf grew the marrows" it gives a unique (wrong)
answer; read as "someone other than Yusuf grew the marrows" it gives the other.
Without clue 5 the puzzle has two solutions."""
