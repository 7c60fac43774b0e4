H = "Heights"
def h(s, x):
    return s.n(H, x)
NUM = ""
DOT = False
INTRO = ["Five gardeners entered the village scarecrow trail this autumn, and each dressed their figure in a different hat."]
REMARKS = INTRO
CATEGORIES = [
    ("Makers", ["Hollis", "Imogen", "Jasper", "Kit", "Lorna"]),
    ("Heights", ["4 ft", "5 ft", "6 ft", "7 ft", "8 ft"], [4, 5, 6, 7, 8]),
    ("Hats", ["beanie", "bowler", "cap", "straw hat", "top hat"]),
]
SOLUTION = [("Hollis", "6 ft", "top hat"), ("Imogen", "4 ft", "beanie"), ("Jasper", "8 ft", "straw hat"), ("Kit", "5 ft", "bowler"), ("Lorna", "7 ft", "cap")]
CLUES = [
    ("The scarecrow in the top hat stands 2 ft taller than Imogen's.", lambda s: h(s, "top hat") == h(s, "Imogen") + 2),
    ("Jasper's scarecrow is the tallest on the trail.", lambda s: h(s, "Jasper") == 8),
    ("Neither Kit nor Lorna chose the straw hat.", lambda s: not s.same("Kit", "straw hat") and not s.same("Lorna", "straw hat")),
    ("The bowler sits on a scarecrow 1 ft shorter than Hollis's.", lambda s: h(s, "bowler") == h(s, "Hollis") - 1),
    ("Lorna's scarecrow is taller than Hollis's but shorter than Jasper's.", lambda s: h(s, "Hollis") < h(s, "Lorna") < h(s, "Jasper")),
    ("Imogen didn't use the cap.", lambda s: not s.same("Imogen", "cap")),
    ("The beanie is on the shortest scarecrow.", lambda s: h(s, "beanie") == 4),
    ("Kit's scarecrow is taller than Imogen's.", lambda s: h(s, "Kit") > h(s, "Imogen")),
    ("The 7 ft scarecrow wears a cap.", lambda s: s.same("7 ft", "cap")),
]
