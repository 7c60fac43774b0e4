S = "Scores"
CATEGORIES = [
    ("Players", ["Ansel", "Brooke", "Caleb", "Dina", "Eamon"]),
    ("Discs", ["green", "orange", "pink", "white", "yellow"]),
    ("Courses", ["Hilltop", "Lakeside", "Oak Hollow", "Pine Ridge", "Riverbend"]),
    ("Scores", ["52", "54", "56", "58", "60"], [52, 54, 56, 58, 60]),
]
SOLUTION = [
    ["Ansel", "orange", "Pine Ridge", "56"],
    ["Brooke", "white", "Lakeside", "52"],
    ["Caleb", "yellow", "Hilltop", "60"],
    ["Dina", "green", "Riverbend", "54"],
    ["Eamon", "pink", "Oak Hollow", "58"],
]
CLUES = [
    ("Brooke shot the lowest score.", lambda s: s.n(S, "Brooke") == 52),
    ("The player who threw the pink disc shot 4 strokes more than Dina.", lambda s: s.n(S, "pink") == s.n(S, "Dina") + 4),
    ("The golfer at Hilltop had a higher score than the golfer at Oak Hollow.", lambda s: s.n(S, "Hilltop") > s.n(S, "Oak Hollow")),
    ("Ansel didn't play Lakeside or Riverbend.", lambda s: not s.same("Ansel", "Lakeside") and not s.same("Ansel", "Riverbend")),
    ("The orange disc was thrown at either Pine Ridge or Hilltop.", lambda s: s.same("orange", "Pine Ridge") or s.same("orange", "Hilltop")),
    ("Of Caleb and the player at Riverbend, one threw the yellow disc and the other scored 54.",
     lambda s: not s.same("Caleb", "Riverbend") and ((s.same("Caleb", "yellow") and s.same("Riverbend", "54")) or (s.same("Caleb", "54") and s.same("Riverbend", "yellow")))),
    ("The person with the white disc scored 2 strokes fewer than the Riverbend player.", lambda s: s.n(S, "white") == s.n(S, "Riverbend") - 2),
    ("Eamon's score was 2 strokes higher than Ansel's.", lambda s: s.n(S, "Eamon") == s.n(S, "Ansel") + 2),
    ("The five players were Caleb, the one who threw the green disc, the Lakeside player, the player who shot 56 and the one who played Oak Hollow.",
     lambda s: len({s.e(x) for x in ["Caleb", "green", "Lakeside", "56", "Oak Hollow"]}) == 5),
    ("The Oak Hollow golfer scored 6 strokes more than the Lakeside golfer.", lambda s: s.n(S, "Oak Hollow") == s.n(S, "Lakeside") + 6),
]
NUM = "."
DOT = False
INTRO = []
OUTRO = []
REMARKS = INTRO + OUTRO
