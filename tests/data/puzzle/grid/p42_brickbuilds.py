K = "Pieces"
H = "Hours"
CATEGORIES = [
    ("Builders", ["Amos", "Bella", "Cato", "Dina"]),
    ("Sets", ["castle", "lighthouse", "pirate ship", "space station"]),
    ("Pieces", ["400 pieces", "500 pieces", "600 pieces", "700 pieces"], [400, 500, 600, 700]),
    ("Hours", ["2 hours", "3 hours", "4 hours", "5 hours"], [2, 3, 4, 5]),
]
SOLUTION = [
    ["Amos", "lighthouse", "600 pieces", "4 hours"],
    ["Bella", "space station", "700 pieces", "3 hours"],
    ["Cato", "castle", "400 pieces", "5 hours"],
    ["Dina", "pirate ship", "500 pieces", "2 hours"],
]
CLUES = [
    ("The set with the most pieces was the space station.", lambda s: s.n(K, "space station") == 700),
    ("Cato's set had 200 fewer pieces than Amos's.", lambda s: s.n(K, "Cato") == s.n(K, "Amos") - 200),
    ("The builder who took 2 hours built the pirate ship.", lambda s: s.same("2 hours", "pirate ship")),
    ("Bella finished her set 1 hour faster than Amos.", lambda s: s.n(H, "Bella") == s.n(H, "Amos") - 1),
    ("The castle took longer than any other set.", lambda s: s.n(H, "castle") == 5),
    ("Dina's set had more pieces than the castle.", lambda s: s.n(K, "Dina") > s.n(K, "castle")),
    ("The lighthouse didn't take 3 hours.", lambda s: not s.same("lighthouse", "3 hours")),
    ("The lighthouse was built by Amos.", lambda s: s.same("lighthouse", "Amos")),
]
NUM = "."
DOT = False
INTRO = []
OUTRO = []
REMARKS = INTRO + OUTRO
