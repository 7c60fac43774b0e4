# An Einstein-riddle retelling with no category lines: cabins 1 to 5 from left
# to right, as the closing remark says.
H = "Cabins"
CATEGORY_LINES = False
def near(s, a, b):
    return abs(s.n(H, a) - s.n(H, b)) == 1
CATEGORIES = [
    ("Cabins", ["1", "2", "3", "4", "5"]),
    ("Doors", ["yellow", "blue", "red", "green", "white"]),
    ("Nationalities", ["Finn", "Chilean", "Scot", "Austrian", "Canadian"]),
    ("Drinks", ["tea", "cider", "cocoa", "coffee", "mulled wine"]),
    ("Sports", ["skiing", "snowshoeing", "snowboarding", "sledding", "skating"]),
    ("Pets", ["husky", "ferret", "cat", "parrot", "rabbit"]),
]
SOLUTION = [
    ["1", "yellow", "Finn", "tea", "skiing", "husky"],
    ["2", "blue", "Chilean", "cider", "snowshoeing", "ferret"],
    ["3", "red", "Scot", "cocoa", "snowboarding", "cat"],
    ["4", "green", "Austrian", "coffee", "sledding", "parrot"],
    ["5", "white", "Canadian", "mulled wine", "skating", "rabbit"],
]
CLUES = [
    ("The Scot stays in the cabin with the red door.", lambda s: s.same("Scot", "red")),
    ("The Chilean has brought a ferret.", lambda s: s.same("Chilean", "ferret")),
    ("Coffee is drunk in the cabin with the green door.", lambda s: s.same("coffee", "green")),
    ("The Canadian drinks mulled wine.", lambda s: s.same("Canadian", "mulled wine")),
    ("The green door is immediately to the left of the white door.", lambda s: s.n(H, "green") == s.n(H, "white") - 1),
    ("The skier owns the husky.", lambda s: s.same("skiing", "husky")),
    ("The snowboarder drinks cocoa.", lambda s: s.same("snowboarding", "cocoa")),
    ("Cocoa is drunk in the middle cabin.", lambda s: s.n(H, "cocoa") == 3),
    ("The Finn stays in the first cabin.", lambda s: s.n(H, "Finn") == 1),
    ("The guest who goes snowshoeing stays next to the skier.", lambda s: near(s, "snowshoeing", "skiing")),
    ("The one who goes sledding stays next to the owner of the cat.", lambda s: near(s, "sledding", "cat")),
    ("The Finn stays next to the cabin with the blue door.", lambda s: near(s, "Finn", "blue")),
    ("The skater has brought a rabbit.", lambda s: s.same("skating", "rabbit")),
    ("The Austrian goes sledding.", lambda s: s.same("Austrian", "sledding")),
    ("The cider drinker goes snowshoeing.", lambda s: s.same("cider", "snowshoeing")),
    ('The guest behind the yellow door goes skiing.', lambda s: s.same("yellow", "skiing")),
]
QUESTIONS = [("Who drinks tea? Who owns the parrot?",
              lambda s: (s.v("Nationalities", "tea"), s.v("Nationalities", "parrot")))]
NUM = "."
DOT = False
INTRO = ["Five cabins stand in a row at the foot of the ski slope, and a different guest is staying in each."]
OUTRO = ["Each cabin has a door of a different color, and the guests are of different nationalities, "
         "drink different things, enjoy different winter sports and have each brought a different pet. "
         "Left and right are as you face the cabins from the lodge, so the first cabin is the one on the far left."]
REMARKS = INTRO + OUTRO
