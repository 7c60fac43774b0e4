B = "Bags"
CATEGORIES = [
    ("Teens", ["Bryce", "Carly", "Dana", "Gabe", "Holly"]),
    ("Streets", ["Church Street", "Linden Avenue", "Oak Lane", "Park Place", "Water Street"]),
    ("Bags", ["9 bags", "12 bags", "15 bags", "18 bags", "21 bags"], [9, 12, 15, 18, 21]),
]
SOLUTION = [
    ["Bryce", "Oak Lane", "15 bags"],
    ["Carly", "Water Street", "21 bags"],
    ["Dana", "Church Street", "9 bags"],
    ["Gabe", "Park Place", "18 bags"],
    ["Holly", "Linden Avenue", "12 bags"],
]
CLUES = [
    ("The teen who raked on Water Street filled the most bags.", lambda s: s.n(B, "Water Street") == 21),
    ("Dana filled 3 fewer bags than Holly.", lambda s: s.n(B, "Dana") == s.n(B, "Holly") - 3),
    ("Gabe filled more bags than Bryce, who didn't work on Park Place.",
     lambda s: s.n(B, "Gabe") > s.n(B, "Bryce") and not s.same("Bryce", "Park Place")),
    ("The yard on Church Street produced 9 fewer bags than the one on Park Place.",
     lambda s: s.n(B, "Church Street") == s.n(B, "Park Place") - 9),
    ("Holly didn't rake on Oak Lane.", lambda s: not s.same("Holly", "Oak Lane")),
    ("Of Carly and Dana, one raked on Church Street and the other filled 21 bags.",
     lambda s: (s.same("Carly", "Church Street") and s.same("Dana", "21 bags")) or
               (s.same("Dana", "Church Street") and s.same("Carly", "21 bags"))),
]
QUESTIONS = [("How many bags did Bryce fill?", lambda s: s.v("Bags", "Bryce"))]
NUM = "."
DOT = False
INTRO = ["Five teenagers from the St. Paul's youth group raked leaves one Saturday in November for older members of the parish. Each teen raked a yard on a different street and filled a different number of bags."]
OUTRO = []
REMARKS = INTRO + OUTRO
