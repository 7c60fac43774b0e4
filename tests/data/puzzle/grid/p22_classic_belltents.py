# A zebra-style text: five bell tents in a row, numbered 1 to 5 from the left.
T = "Tents"
def near(s, a, b):
    return abs(s.n(T, a) - s.n(T, b)) == 1
CATEGORIES = [
    ("Tents", ["1", "2", "3", "4", "5"]),
    ("Campers", ["Ada", "Bruno", "Carys", "Dmitri", "Effie"]),
    ("Torches", ["blue", "green", "red", "white", "yellow"]),
    ("Snacks", ["apples", "biscuits", "crisps", "popcorn", "raisins"]),
    ("Activities", ["archery", "canoeing", "climbing", "fishing", "orienteering"]),
]
SOLUTION = [
    ["1", "Carys", "green", "apples", "archery"],
    ["2", "Dmitri", "red", "crisps", "fishing"],
    ["3", "Ada", "yellow", "popcorn", "canoeing"],
    ["4", "Effie", "blue", "raisins", "climbing"],
    ["5", "Bruno", "white", "biscuits", "orienteering"],
]
CLUES = [
    ("Ada sleeps in the middle tent.", lambda s: s.n(T, "Ada") == 3),
    ("Carys sleeps in the first tent.", lambda s: s.n(T, "Carys") == 1),
    ("The camper with the red torch sleeps next to Carys.", lambda s: near(s, "red", "Carys")),
    ("The climber has the blue torch.", lambda s: s.same("climbing", "blue")),
    ("Bruno goes orienteering.", lambda s: s.same("Bruno", "orienteering")),
    ("The camper who eats popcorn goes canoeing.", lambda s: s.same("popcorn", "canoeing")),
    ("The green torch belongs to the archer.", lambda s: s.same("green", "archery")),
    ("The tent with the white torch is immediately to the right of the tent with the blue torch.",
     lambda s: s.n(T, "white") == s.n(T, "blue") + 1),
    ("Dmitri eats crisps.", lambda s: s.same("Dmitri", "crisps")),
    ("Effie's tent is immediately to the left of Bruno's.", lambda s: s.n(T, "Effie") == s.n(T, "Bruno") - 1),
    ("The camper who goes fishing sleeps next to the one who eats apples.", lambda s: near(s, "fishing", "apples")),
    ("The camper who eats biscuits sleeps next to the climber.", lambda s: near(s, "biscuits", "climbing")),
    ("Popcorn is eaten in the middle tent.", lambda s: s.n(T, "popcorn") == 3),
]
QUESTIONS = [
    ("Who has the yellow torch?", lambda s: s.v("Campers", "yellow")),
    ("Who goes fishing?", lambda s: s.v("Campers", "fishing")),
]
NUM = "."
DOT = False
INTRO = ["Five bell tents stand in a row at summer camp, numbered 1 to 5 from left to right. Each tent has one camper, who has a torch of a different colour, a different favourite snack and a different favourite activity."]
OUTRO = ["Left and right are as you face the tents, so tent 1 is the leftmost."]
REMARKS = INTRO + OUTRO
