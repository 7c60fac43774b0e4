G = "Greenhouses"
def near(s, a, b):
    return abs(s.n(G, a) - s.n(G, b)) == 1
CATEGORIES = [
    ("Greenhouses", ["1", "2", "3", "4"]),
    ("Growers", ["Gill", "Hart", "Innes", "Jolly"]),
    ("Crops", ["beans", "melons", "peppers", "tomatoes"]),
    ("Tools", ["hoe", "rake", "spade", "trowel"]),
    ("Hats", ["beret", "cap", "panama", "trilby"]),
]
SOLUTION = [
    ["1", "Innes", "melons", "trowel", "cap"],
    ["2", "Gill", "tomatoes", "spade", "panama"],
    ["3", "Jolly", "beans", "hoe", "trilby"],
    ["4", "Hart", "peppers", "rake", "beret"],
]
CLUES = [
    ("Gill grows tomatoes.", lambda s: s.same("Gill", "tomatoes")),
    ("The man in the beret uses the rake.", lambda s: s.same("beret", "rake")),
    ("Innes has the first greenhouse on the left.", lambda s: s.n(G, "Innes") == 1),
    ("The melons grow next door to the tomatoes.", lambda s: near(s, "melons", "tomatoes")),
    ("The man in the trilby grows beans.", lambda s: s.same("trilby", "beans")),
    ("The hoe is used immediately to the left of the rake.", lambda s: s.n(G, "hoe") == s.n(G, "rake") - 1),
    ("Hart's greenhouse is at the right-hand end.", lambda s: s.n(G, "Hart") == 4),
    ("The cap is worn next door to the panama.", lambda s: near(s, "cap", "panama")),
    ("The spade belongs to the man in the panama.", lambda s: s.same("spade", "panama")),
    ("Jolly doesn't grow peppers.", lambda s: not s.same("Jolly", "peppers")),
    ("Jolly's greenhouse is next to Hart's.", lambda s: near(s, "Jolly", "Hart")),
    ("Hart wears the beret.", lambda s: s.same("Hart", "beret")),
    ("The beans are grown next door to the peppers.", lambda s: near(s, "beans", "peppers")),
    ("Innes doesn't own the spade.", lambda s: not s.same("Innes", "spade")),
]
QUESTIONS = [("Who uses the trowel? Who grows the peppers?",
              lambda s: (s.v("Growers", "trowel"), s.v("Growers", "peppers")))]
NUM = None
DOT = False
INTRO = ["Four greenhouses stand in a row, numbered 1 to 4 from left to right."]
OUTRO = []
REMARKS = INTRO + OUTRO
