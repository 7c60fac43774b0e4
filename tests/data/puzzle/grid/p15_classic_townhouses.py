H = "Houses"
def near(s, a, b):
    return abs(s.n(H, a) - s.n(H, b)) == 1
CATEGORIES = [
    ("Houses", ["1", "2", "3", "4", "5"]),
    ("Nationalities", ["Canadian", "Estonian", "Moroccan", "Nepali", "Scot"]),
    ("Colours", ["lilac", "mustard", "orange", "pink", "teal"]),
    ("Drinks", ["espresso", "hot chocolate", "kombucha", "mint tea", "smoothie"]),
    ("Hobbies", ["archery", "chess", "fishing", "knitting", "painting"]),
    ("Vehicles", ["camper van", "canoe", "motorbike", "scooter", "tandem"]),
]
SOLUTION = [
    ["1", "Nepali", "teal", "mint tea", "archery", "camper van"],
    ["2", "Scot", "orange", "smoothie", "chess", "canoe"],
    ["3", "Canadian", "lilac", "hot chocolate", "painting", "scooter"],
    ["4", "Moroccan", "mustard", "espresso", "knitting", "motorbike"],
    ["5", "Estonian", "pink", "kombucha", "fishing", "tandem"],
]
CLUES = [
    ("The Canadian lives in the lilac house.", lambda s: s.same("Canadian", "lilac")),
    ("The Nepali lives in the first house.", lambda s: s.n(H, "Nepali") == 1),
    ("The Nepali lives next to the orange house.", lambda s: near(s, "Nepali", "orange")),
    ("Hot chocolate is drunk in the middle house.", lambda s: s.n(H, "hot chocolate") == 3),
    ("The mustard house is directly to the left of the pink house.", lambda s: s.n(H, "mustard") == s.n(H, "pink") - 1),
    ("The owner of the mustard house drinks espresso.", lambda s: s.same("mustard", "espresso")),
    ("The Estonian owns a tandem.", lambda s: s.same("Estonian", "tandem")),
    ("The person who paints owns a scooter.", lambda s: s.same("painting", "scooter")),
    ("The chess player's neighbours are the person who does archery and the person who paints.",
     lambda s: near(s, "chess", "archery") and near(s, "chess", "painting")),
    ("The Scot drinks smoothies.", lambda s: s.same("Scot", "smoothie")),
    ("The motorbike owner knits.", lambda s: s.same("motorbike", "knitting")),
    ("The canoe is kept directly to the right of the house with the camper van.", lambda s: s.n(H, "canoe") == s.n(H, "camper van") + 1),
    ("The person who goes fishing drinks kombucha.", lambda s: s.same("fishing", "kombucha")),
    ("The Moroccan lives directly to the right of the Canadian.", lambda s: s.n(H, "Moroccan") == s.n(H, "Canadian") + 1),
    ("Whoever lives in the teal house does archery.", lambda s: s.same("teal", "archery")),
]
QUESTIONS = [("Who drinks mint tea?", lambda s: s.v("Nationalities", "mint tea")),
             ("Who owns the canoe?", lambda s: s.v("Nationalities", "canoe"))]
NUM = "."
DOT = True
INTRO = ["Five townhouses stand in a row, numbered 1 to 5 from left to right. Each is painted a different colour and is owned by a person of a different nationality, who prefers a different drink, has a different hobby and keeps a different vehicle."]
OUTRO = []
REMARKS = INTRO + OUTRO
