F, L, M, C = "First names", "Last names", "Earnings", "Corners"
CATEGORIES = [
    (F, ["Amy", "Bobby", "Carla", "Dwight"]),
    (L, ["Fenn", "Gorski", "Hale", "Ivers"]),
    (M, ["$6", "$8", "$10", "$12"], [6, 8, 10, 12]),
    (C, ["Elm Street", "library", "park gate", "ball field"]),
]
SOLUTION = [
    ["Amy", "Gorski", "$10", "park gate"],
    ["Bobby", "Ivers", "$6", "library"],
    ["Carla", "Hale", "$12", "ball field"],
    ["Dwight", "Fenn", "$8", "Elm Street"],
]
CLUES = [
    ("The Hale girl earned $2 more than the child at the park gate.",
     lambda s: s.n(M, "Hale") == s.n(M, "park gate") + 2),
    ("Bobby, who isn't the Fenn boy, set up his stand outside the library.",
     lambda s: not s.same("Bobby", "Fenn") and s.same("Bobby", "library")),
    ("Neither Amy nor the child who earned $8 had a stand at the ball field.",
     lambda s: not s.same("Amy", "ball field") and not s.same("$8", "ball field") and not s.same("Amy", "$8")),
    ("The Ivers child took in the least money of the four.", lambda s: s.n(M, "Ivers") == 6),
    ("Of Dwight and the Gorski girl, one earned $8 and the other sold lemonade at the park gate.",
     lambda s: not s.same("Dwight", "Gorski") and (
         (s.same("Dwight", "$8") and s.same("Gorski", "park gate")) or
         (s.same("Gorski", "$8") and s.same("Dwight", "park gate")))),
    ("Carla made more money than Amy.", lambda s: s.n(M, "Carla") > s.n(M, "Amy")),
    ("The child on Elm Street earned $2 more than Bobby.", lambda s: s.n(M, "Elm Street") == s.n(M, "Bobby") + 2),
]
NUM = "."
DOT = False
INTRO = ["On the first hot Saturday of June, four children opened lemonade stands on different corners of Maple Grove.",
         "From the clues, find each child's full name, how much money each one earned, and where each stand stood."]
OUTRO = []
REMARKS = INTRO + OUTRO
