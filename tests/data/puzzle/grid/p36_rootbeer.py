B = "Booths"
S = "Scores"
CATEGORIES = [
    ("Brewers", ["Mr. Kline", "Mrs. Lamb", "Mr. Moss", "Mrs. Nye"]),
    ("Flavorings", ["birch", "licorice root", "sarsaparilla", "sassafras"]),
    ("Booths", ["1", "2", "3", "4"], [1, 2, 3, 4]),
    ("Scores", ["61", "68", "75", "82"], [61, 68, 75, 82]),
]
SOLUTION = [
    ["Mr. Kline", "sassafras", "3", "75"],
    ["Mrs. Lamb", "birch", "1", "82"],
    ["Mr. Moss", "licorice root", "4", "61"],
    ["Mrs. Nye", "sarsaparilla", "2", "68"],
]
WOMEN = ["Mrs. Lamb", "Mrs. Nye"]
def nextto(s, a, b):
    return abs(s.n(B, a) - s.n(B, b)) == 1
CLUES = [
    ("The birch root beer got the top score, and it was brewed by a woman.",
     lambda s: s.n(S, "birch") == 82 and any(s.same(w, "birch") for w in WOMEN)),
    ("Mr. Moss scored 7 points lower than Mrs. Nye.", lambda s: s.n(S, "Mr. Moss") == s.n(S, "Mrs. Nye") - 7),
    ("The sassafras brew outscored the sarsaparilla by 7 points.",
     lambda s: s.n(S, "sassafras") == s.n(S, "sarsaparilla") + 7),
    ("Mr. Kline didn't use licorice root.", lambda s: not s.same("Mr. Kline", "licorice root")),
    ("The birch root beer was poured at one end of the row, directly to the left of Mrs. Nye's booth.",
     lambda s: s.n(B, "birch") in (1, 4) and s.n(B, "birch") == s.n(B, "Mrs. Nye") - 1),
    ("Mr. Moss's booth isn't next to Mrs. Nye's.", lambda s: not nextto(s, "Mr. Moss", "Mrs. Nye")),
    ("The brew in booth 3 scored higher than the one in booth 2.", lambda s: s.n(S, "3") > s.n(S, "2")),
]
QUESTIONS = [("Who poured the root beer in booth 3?", lambda s: s.v("Brewers", "3"))]
NUM = "."
DOT = False
INTRO = ["Four home brewers poured their root beer side by side at the Grange picnic, in booths numbered 1 to 4 from left to right. Each flavored the brew with a different root, and the tasters gave each one a different score."]
OUTRO = []
REMARKS = INTRO + OUTRO
