H = "Hydrations"
R = "Rises"
def h(s, x):
    return s.n(H, x)
def r(s, x):
    return s.n(R, x)
NUM = "1)"
INTRO = ["From the Loaf Society bulletin: at the November bake-off each of four members brought a loaf made with a different flour. Hydration is the weight of water as a percentage of the weight of flour; the rise is the time of the bulk ferment."]
REMARKS = INTRO
CATEGORIES = [
    ("Bakers", ["Mr. Achterberg", "Ms. Bailey-Cole", "Mrs. D'Souza", "Mr. Ekwueme"]),
    ("Hydrations", ["65%", "70%", "75%", "80%"], [65, 70, 75, 80]),
    ("Flours", ["rye", "spelt", "white", "wholemeal"]),
    ("Rises", ["4 hours", "5 hours", "6 hours", "8 hours"], [4, 5, 6, 8]),
]
SOLUTION = [("Mr. Achterberg", "75%", "spelt", "6 hours"), ("Ms. Bailey-Cole", "65%", "white", "8 hours"), ("Mrs. D'Souza", "80%", "rye", "4 hours"), ("Mr. Ekwueme", "70%", "wholemeal", "5 hours")]
CLUES = [
    ("The dough with the highest hydration, which was made with rye flour, had the shortest rise.", lambda s: h(s, "rye") == 80 and r(s, "rye") == 4),
    ("Mr. Ekwueme's dough had a hydration 5 points higher than Ms. Bailey-Cole's.", lambda s: h(s, "Mr. Ekwueme") == h(s, "Ms. Bailey-Cole") + 5),
    ("The spelt loaf rose for 2 hours less than the white loaf.", lambda s: r(s, "spelt") == r(s, "white") - 2),
    ("Mrs. D'Souza did not use white flour.", lambda s: not s.same("Mrs. D'Souza", "white")),
    ("Ms. Bailey-Cole's rise was the longest.", lambda s: r(s, "Ms. Bailey-Cole") == 8),
    ("The wholemeal dough was not Mr. Achterberg's.", lambda s: not s.same("wholemeal", "Mr. Achterberg")),
    ("The 75% dough rose for 6 hours.", lambda s: r(s, "75%") == 6),
    ("Mrs. D'Souza's loaf had the highest hydration.", lambda s: h(s, "Mrs. D'Souza") == 80),
]
