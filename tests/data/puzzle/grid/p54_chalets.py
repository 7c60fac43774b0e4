# No category lines: five ski chalets, six categories.  "flanked by" (on both
# sides, immediately), "at one end ... at the other", "to the immediate
# right"; schnapps and snowboarding occur only in the questions.
H = "Chalets"
def p(s, x):
    return s.n(H, x)
def nextto(s, x, y):
    return abs(p(s, x) - p(s, y)) == 1
NUM = "1."
CATEGORY_LINES = False
CATEGORIES = [
    ("Chalets", ["1", "2", "3", "4", "5"], [1, 2, 3, 4, 5]),
    ("Nationalities", ["Austrian", "Canadian", "Finn", "Italian", "Pole"]),
    ("Shutters", ["blue", "brown", "green", "red", "white"]),
    ("Drinks", ["coffee", "hot chocolate", "mulled wine", "schnapps", "tea"]),
    ("Sports", ["curling", "skating", "skiing", "sledging", "snowboarding"]),
    ("Transport", ["car", "coach", "plane", "taxi", "train"]),
]
SOLUTION = [
    ("1", "Finn", "brown", "tea", "skating", "train"),
    ("2", "Italian", "white", "schnapps", "skiing", "taxi"),
    ("3", "Austrian", "red", "hot chocolate", "curling", "coach"),
    ("4", "Pole", "green", "coffee", "sledging", "car"),
    ("5", "Canadian", "blue", "mulled wine", "snowboarding", "plane"),
]
CLUES = [
    ("The Austrian's shutters are red.", lambda s: s.same("Austrian", "red")),
    ("Whoever goes skating lives in the chalet with brown shutters.", lambda s: s.same("brown", "skating")),
    ("Hot chocolate is drunk in the middle chalet.", lambda s: p(s, "hot chocolate") == 3),
    ("The Italian goes skiing.", lambda s: s.same("Italian", "skiing")),
    ("The guest in the brown-shuttered chalet came by train.", lambda s: s.same("brown", "train")),
    ("The chalet of the man who goes sledging is next to the one with blue shutters.", lambda s: nextto(s, "blue", "sledging")),
    ("The curling enthusiast's chalet is flanked by that of the man who came by car and the one with white shutters.", lambda s: nextto(s, "curling", "car") and nextto(s, "curling", "white") and not s.same("car", "white")),
    ("The man who came by plane is in the chalet to the immediate right of the green one.", lambda s: p(s, "plane") == p(s, "green") + 1),
    ("The mulled wine drinker and the sledger are next-door neighbours.", lambda s: nextto(s, "mulled wine", "sledging")),
    ("The Finn lives at one end of the row, and the chalet with blue shutters is at the other.", lambda s: {p(s, "Finn"), p(s, "blue")} == {1, 5}),
    ("The Canadian lives next door to the coffee drinker.", lambda s: nextto(s, "Canadian", "coffee")),
    ("The guest in the red-shuttered chalet arrived by coach.", lambda s: s.same("red", "coach")),
    ("The Pole did not arrive by taxi.", lambda s: not s.same("Pole", "taxi")),
    ("The tea drinker came by train.", lambda s: s.same("tea", "train")),
]
QUESTIONS = [("Who drinks schnapps? Who goes snowboarding?",
              lambda s: (s.v("Nationalities", "schnapps"), s.v("Nationalities", "snowboarding")))]
INTRO = ["Five chalets stand side by side at the foot of the ski slope, and each is let to a man of a different nationality. The chalets have shutters of different colours; the five men drink different things after a day out, prefer different winter sports and each reached the resort in a different way. Left and right are from the point of view of someone standing in front of the chalets, looking at them."]
REMARKS = INTRO
