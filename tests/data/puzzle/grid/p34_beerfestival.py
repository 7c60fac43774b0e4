A = "Strengths"
CATEGORIES = [
    ("Beers", ["Copper Kettle", "Harbour Light", "Moorland Mild", "Old Growler"]),
    ("Brewers", ["Alan", "Bridget", "Colin", "Fiona"]),
    ("Towns", ["Keswick", "Ludlow", "Malton", "Totnes"]),
    ("Strengths", ["3.6%", "4.0%", "4.4%", "4.8%"], [36, 40, 44, 48]),
]
SOLUTION = [
    ["Copper Kettle", "Bridget", "Keswick", "4.4%"],
    ["Harbour Light", "Fiona", "Totnes", "3.6%"],
    ["Moorland Mild", "Alan", "Ludlow", "4.0%"],
    ["Old Growler", "Colin", "Malton", "4.8%"],
]
CLUES = [
    ("Old Growler is the strongest beer on the list.", lambda s: s.n(A, "Old Growler") == 48),
    ("The beer from Totnes is the weakest of the four, and it isn't Alan's.",
     lambda s: s.n(A, "Totnes") == 36 and not s.same("Totnes", "Alan")),
    ("Bridget's beer is stronger than the one from Ludlow but weaker than Colin's.",
     lambda s: s.n(A, "Ludlow") < s.n(A, "Bridget") < s.n(A, "Colin")),
    ("Moorland Mild isn't brewed in Keswick or Malton.",
     lambda s: not s.same("Moorland Mild", "Keswick") and not s.same("Moorland Mild", "Malton")),
    ("Fiona doesn't brew in Malton.", lambda s: not s.same("Fiona", "Malton")),
    ("Old Growler isn't a Keswick beer.", lambda s: not s.same("Old Growler", "Keswick")),
    ("Harbour Light is weaker than Moorland Mild.", lambda s: s.n(A, "Harbour Light") < s.n(A, "Moorland Mild")),
]
QUESTIONS = [("Who brews Copper Kettle?", lambda s: s.v("Brewers", "Copper Kettle"))]
NUM = ")"
DOT = False
INTRO = ["Four bitters from four small breweries were on the bar at the village beer festival, each with a different strength."]
OUTRO = []
REMARKS = INTRO + OUTRO
