H = "Harvests"
CATEGORIES = [
    ("Farmers", ["Delia", "Gustavo", "Hiroko", "Imogen", "Wendell"]),
    ("Oysters", ["Belon", "Bluepoint", "Kumamoto", "Olympia", "Pacific"]),
    ("Bays", ["Cape Mill", "Dunmore", "Half Moon", "Ridley", "Tollbank"]),
    ("Harvests", ["150 dozen", "175 dozen", "200 dozen", "225 dozen", "250 dozen"], [150, 175, 200, 225, 250]),
]
SOLUTION = [
    ["Delia", "Kumamoto", "Ridley", "200 dozen"],
    ["Gustavo", "Belon", "Half Moon", "250 dozen"],
    ["Hiroko", "Olympia", "Dunmore", "150 dozen"],
    ["Imogen", "Pacific", "Tollbank", "175 dozen"],
    ["Wendell", "Bluepoint", "Cape Mill", "225 dozen"],
]
def n(s, x):
    return s.n(H, x)
def diff(s, *xs):
    return len({s.e(x) for x in xs}) == len(xs)
CLUES = [
    ("The Olympia grower harvested 50 dozen fewer oysters than Delia.", lambda s: n(s, "Olympia") == n(s, "Delia") - 50),
    ("Of Gustavo and the farmer at Tollbank, one raises Belons and the other harvested 175 dozen.",
     lambda s: s.e("Gustavo") != s.e("Tollbank") and (
         (s.same("Gustavo", "Belon") and s.same("Tollbank", "175 dozen")) or
         (s.same("Tollbank", "Belon") and s.same("Gustavo", "175 dozen")))),
    ("The Bluepoint grower brought in 25 dozen more than the Ridley farm.", lambda s: n(s, "Bluepoint") == n(s, "Ridley") + 25),
    ("Neither Hiroko nor the Pacific grower works at Half Moon.",
     lambda s: not s.same("Hiroko", "Half Moon") and not s.same("Pacific", "Half Moon")),
    ("The five farmers are Wendell, the one at Dunmore, the Kumamoto grower, the one who harvested 175 dozen and the one at Half Moon.",
     lambda s: diff(s, "Wendell", "Dunmore", "Kumamoto", "175 dozen", "Half Moon")),
    ("The farm at Cape Mill harvested somewhat more than the Pacific grower.", lambda s: n(s, "Cape Mill") > n(s, "Pacific")),
    ("Either Imogen or the farmer who harvested 250 dozen raises Pacific oysters.",
     lambda s: s.same("Imogen", "Pacific") != s.same("250 dozen", "Pacific")),
    ("The Half Moon farm had the largest harvest.", lambda s: n(s, "Half Moon") == 250),
    ("Hiroko didn't harvest 25 dozen more than Imogen.", lambda s: n(s, "Hiroko") != n(s, "Imogen") + 25),
    ("Wendell's harvest was 25 dozen larger than Delia's.", lambda s: n(s, "Wendell") == n(s, "Delia") + 25),
]
NUM = None
DOT = False
INTRO = []
OUTRO = []
REMARKS = INTRO + OUTRO
