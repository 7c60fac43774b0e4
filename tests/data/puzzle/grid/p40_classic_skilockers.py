# An Einstein-style riddle on a row of five ski lockers, numbered 1 to 5 from left to right.
L = "Lockers"
def pos(s, x):
    return s.n(L, x)
def near(s, a, b):
    return abs(pos(s, a) - pos(s, b)) == 1
CATEGORIES = [
    ("Lockers", ["1", "2", "3", "4", "5"]),
    ("Skiers", ["Anke", "Bo", "Corentin", "Dilys", "Emil"]),
    ("Skis", ["black", "blue", "orange", "red", "yellow"]),
    ("Drinks", ["cider", "cocoa", "coffee", "mulled wine", "tea"]),
    ("Hats", ["beanie", "beret", "bobble hat", "earflap hat", "headband"]),
    ("Runs", ["Black Pine", "Eagle Bowl", "Fox Glade", "Lynx Chute", "Snow Owl"]),
]
SOLUTION = [
    ["1", "Emil", "red", "coffee", "beret", "Fox Glade"],
    ["2", "Dilys", "black", "tea", "beanie", "Lynx Chute"],
    ["3", "Anke", "yellow", "cocoa", "headband", "Eagle Bowl"],
    ["4", "Bo", "blue", "mulled wine", "bobble hat", "Snow Owl"],
    ["5", "Corentin", "orange", "cider", "earflap hat", "Black Pine"],
]
CLUES = [
    ("Bo's skis are blue.", lambda s: s.same("Bo", "blue")),
    ("Dilys wears a beanie.", lambda s: s.same("Dilys", "beanie")),
    ("The skier with the yellow skis drinks cocoa.", lambda s: s.same("yellow", "cocoa")),
    ("Corentin drinks cider.", lambda s: s.same("Corentin", "cider")),
    ("The orange skis are in the locker just to the right of the blue skis.", lambda s: pos(s, "orange") == pos(s, "blue") + 1),
    ("The skier in the beret likes Fox Glade best.", lambda s: s.same("beret", "Fox Glade")),
    ("Cocoa is the drink of the skier in the middle locker.", lambda s: pos(s, "cocoa") == 3),
    ("Emil uses the first locker.", lambda s: pos(s, "Emil") == 1),
    ("The Lynx Chute fan's locker is next to the locker of the skier in the headband.", lambda s: near(s, "Lynx Chute", "headband")),
    ("The skier in the earflap hat has the locker next to the one who drinks mulled wine.", lambda s: near(s, "earflap hat", "mulled wine")),
    ("The skier who likes Black Pine best wears the earflap hat.", lambda s: s.same("Black Pine", "earflap hat")),
    ("Anke's favourite run is Eagle Bowl.", lambda s: s.same("Anke", "Eagle Bowl")),
    ("Emil's locker is next to the one with the black skis.", lambda s: near(s, "Emil", "black")),
    ("The bobble hat belongs to the skier who likes Snow Owl best.", lambda s: s.same("bobble hat", "Snow Owl")),
    ("The coffee drinker's skis are red.", lambda s: s.same("coffee", "red")),
    ("The tea drinker's locker is next to Emil's.", lambda s: near(s, "tea", "Emil")),
    ("Anke's locker is next to Bo's.", lambda s: near(s, "Anke", "Bo")),
    ("The skier in the bobble hat has the locker next to the skier in the headband.", lambda s: near(s, "bobble hat", "headband")),
]
QUESTIONS = [("Who drinks tea? Who wears the headband?",
              lambda s: (s.v("Skiers", "tea"), s.v("Skiers", "headband")))]
NUM = "."
DOT = False
INTRO = ["Five skiers keep their skis in a row of five lockers, numbered 1 to 5 from left to right."]
OUTRO = []
REMARKS = INTRO + OUTRO
