H = "Farms"
def near(s, a, b):
    return abs(s.n(H, a) - s.n(H, b)) == 1
CATEGORIES = [
    ("Farms", ["1", "2", "3", "4", "5"]),
    ("Farmers", ["Amos", "Clem", "Jed", "Luke", "Silas"]),
    ("Wives", ["Bess", "Cora", "Emma", "Lula", "Rose"]),
    ("Crops", ["alfalfa", "barley", "corn", "oats", "soybeans"]),
    ("Livestock", ["chickens", "dairy cows", "goats", "hogs", "sheep"]),
    ("Tractors", ["Allis-Chalmers", "Case", "Ford", "John Deere", "Oliver"]),
]
SOLUTION = [
    ["1", "Jed", "Cora", "oats", "goats", "Ford"],
    ["2", "Luke", "Bess", "corn", "hogs", "John Deere"],
    ["3", "Amos", "Rose", "alfalfa", "dairy cows", "Case"],
    ["4", "Silas", "Emma", "soybeans", "sheep", "Oliver"],
    ["5", "Clem", "Lula", "barley", "chickens", "Allis-Chalmers"],
]
CLUES = [
    ("There are five farms in a row along the county road.", lambda s: True),
    ("Amos has the middle farm.", lambda s: s.n(H, "Amos") == 3),
    ("Luke drives a John Deere.", lambda s: s.same("Luke", "John Deere")),
    ("The man who grows corn raises hogs.", lambda s: s.same("corn", "hogs")),
    ("Jed lives on the first farm.", lambda s: s.n(H, "Jed") == 1),
    ("The Oliver is kept on the farm immediately to the right of the farm with the Case.",
     lambda s: s.n(H, "Oliver") == s.n(H, "Case") + 1),
    ("Rose's husband keeps dairy cows.", lambda s: s.same("Rose", "dairy cows")),
    ("The man who grows oats lives next to the man who raises hogs.", lambda s: near(s, "oats", "hogs")),
    ("Bess is married to the corn grower.", lambda s: s.same("Bess", "corn")),
    ("The goats are kept on the farm next to the one with the John Deere.", lambda s: near(s, "goats", "John Deere")),
    ("Silas grows soybeans.", lambda s: s.same("Silas", "soybeans")),
    ("Emma lives next door to Rose.", lambda s: near(s, "Emma", "Rose")),
    ("The barley grower drives an Allis-Chalmers.", lambda s: s.same("barley", "Allis-Chalmers")),
    ("Cora's husband grows oats.", lambda s: s.same("Cora", "oats")),
    ("The sheep graze next to the barley field's farm.", lambda s: near(s, "sheep", "barley")),
    ("Clem's farm is the last one on the road.", lambda s: s.n(H, "Clem") == 5),
    ("Luke lives next to Jed.", lambda s: near(s, "Luke", "Jed")),
    ("Amos grows alfalfa.", lambda s: s.same("Amos", "alfalfa")),
    ("Amos's wife is Rose.", lambda s: s.same("Amos", "Rose")),
    ("Jed keeps goats.", lambda s: s.same("Jed", "goats")),
]
QUESTIONS = [("Who drives the Ford?", lambda s: s.v("Farmers", "Ford")),
             ("Who raises the chickens, and what is his wife's name?",
              lambda s: (s.v("Farmers", "chickens"), s.v("Wives", "chickens")))]
NUM = "."
DOT = False
INTRO = ["Five farm couples live along Route 9 outside Millersburg; the farms are numbered 1 to 5 from left to right as seen from the road. Each farmer grows a different main crop, raises a different kind of livestock, and drives a different make of tractor."]
OUTRO = []
REMARKS = INTRO + OUTRO
