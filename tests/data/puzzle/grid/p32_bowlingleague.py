G = "Games"
W = "Balls"
CATEGORIES = [
    ("Bowlers", ["Arlene", "Buck", "Darlene", "Monty"]),
    ("Last names", ["Gibbs", "Huff", "Novak", "Pace"]),
    ("Teams", ["Alley Cats", "Pin Pals", "Split Happens", "Strike Force"]),
    ("Games", ["178", "193", "208", "223"], [178, 193, 208, 223]),
    ("Balls", ["10 pounds", "12 pounds", "14 pounds", "16 pounds"], [10, 12, 14, 16]),
]
SOLUTION = [
    ["Arlene", "Novak", "Split Happens", "208", "12 pounds"],
    ["Buck", "Pace", "Strike Force", "223", "16 pounds"],
    ["Darlene", "Gibbs", "Alley Cats", "178", "10 pounds"],
    ["Monty", "Huff", "Pin Pals", "193", "14 pounds"],
]
CLUES = [
    ("The bowler with the heaviest ball rolled the highest game.", lambda s: s.n(G, "16 pounds") == 223),
    ("Novak's high game was 15 pins better than Huff's.", lambda s: s.n(G, "Novak") == s.n(G, "Huff") + 15),
    ("Darlene's ball weighs 4 pounds less than Monty's.", lambda s: s.n(W, "Darlene") == s.n(W, "Monty") - 4),
    ("The Alley Cats bowler had the lowest game of the four.", lambda s: s.n(G, "Alley Cats") == 178),
    ("Buck's last name is Pace.", lambda s: s.same("Buck", "Pace")),
    ("Of Arlene and the Pin Pals bowler, one uses a 14-pound ball and the other is Novak.",
     lambda s: not s.same("Arlene", "Pin Pals") and (
         (s.same("Arlene", "14 pounds") and s.same("Pin Pals", "Novak")) or
         (s.same("Pin Pals", "14 pounds") and s.same("Arlene", "Novak")))),
    ("Gibbs bowled 30 pins worse than Novak.", lambda s: s.n(G, "Gibbs") == s.n(G, "Novak") - 30),
    ("Arlene's game was 15 pins lower than Buck's.", lambda s: s.n(G, "Arlene") == s.n(G, "Buck") - 15),
    ("Buck doesn't bowl for Split Happens.", lambda s: not s.same("Buck", "Split Happens")),
]
NUM = "."
DOT = False
INTRO = [
    "Thursday Night Bowling League",
    "Four bowlers in the Thursday night league at Starlite Lanes each rolled the high game for a different team last week. Each bowler uses a ball of a different weight. Determine each bowler's full name, team, high game, and ball weight.",
]
OUTRO = []
REMARKS = INTRO + OUTRO
