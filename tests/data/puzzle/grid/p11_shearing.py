# Newspaper weekly: tallies as bare numbers, "beat ... by 8 sheep".
N = "Tallies"
def n(s, x):
    return s.n(N, x)
NUM = "1."
DOT = True
CATEGORIES = [
    ("Shearers", ["Angus", "Bridie", "Hemi", "Morag", "Tane"]),
    ("Farms", ["Glenroy", "Kowhai Downs", "Ridgeview", "Stonyford", "Te Awa"]),
    ("Tallies", ["148", "156", "163", "171", "180"], [148, 156, 163, 171, 180]),
]
SOLUTION = [("Angus", "Ridgeview", "171"), ("Bridie", "Glenroy", "156"), ("Hemi", "Te Awa", "180"),
            ("Morag", "Stonyford", "148"), ("Tane", "Kowhai Downs", "163")]
INTRO = ["Five shearers, each from a different farm, took part in the eight-hour shearing challenge at the Waimea show. Their tallies of sheep shorn are given below."]
CLUES = [
    ("Hemi shore more sheep than anyone else on the day.", lambda s: n(s, "Hemi") == 180),
    ("Bridie shore 8 more sheep than Morag.", lambda s: n(s, "Bridie") == n(s, "Morag") + 8),
    ("The shearer from Kowhai Downs finished with 7 more than Bridie.", lambda s: n(s, "Kowhai Downs") == n(s, "Bridie") + 7),
    ("Angus, who isn't from Te Awa, beat the Kowhai Downs shearer by 8 sheep.", lambda s: not s.same("Angus", "Te Awa") and n(s, "Angus") == n(s, "Kowhai Downs") + 8),
    ("The shearer from Stonyford had the lowest tally.", lambda s: n(s, "Stonyford") == 148),
    ("Glenroy's shearer shore fewer sheep than Tane.", lambda s: n(s, "Glenroy") < n(s, "Tane")),
]
QUESTIONS = [("Which farm is Hemi from?", lambda s: s.v("Farms", "Hemi"))]
REMARKS = INTRO
