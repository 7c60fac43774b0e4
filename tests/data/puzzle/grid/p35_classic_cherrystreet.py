# A retelling of the 1962 zebra puzzle with new people and values.  The text
# has no category lines; every value is named in a statement or a question.
# Houses are numbered 1 to 5 from left to right, as the closing remark says.
H = "Houses"
CATEGORY_LINES = False
def near(s, a, b):
    return abs(s.n(H, a) - s.n(H, b)) == 1
CATEGORIES = [
    ("Houses", ["1", "2", "3", "4", "5"]),
    ("Colors", ["blue", "gray", "green", "white", "yellow"]),
    ("Occupations", ["baker", "dentist", "mechanic", "pilot", "teacher"]),
    ("Drinks", ["cocoa", "coffee", "lemonade", "milk", "tea"]),
    ("Pets", ["cat", "goldfish", "hamster", "parrot", "tortoise"]),
    ("Cars", ["Ford", "Honda", "Jeep", "Subaru", "Volvo"]),
]
SOLUTION = [
    ["1", "yellow", "pilot", "tea", "cat", "Subaru"],
    ["2", "blue", "dentist", "coffee", "hamster", "Volvo"],
    ["3", "white", "teacher", "milk", "goldfish", "Honda"],
    ["4", "green", "baker", "cocoa", "parrot", "Ford"],
    ["5", "gray", "mechanic", "lemonade", "tortoise", "Jeep"],
]
CLUES = [
    ("There are five houses in a row on Cherry Street.", lambda s: True),
    ("The teacher lives in the white house.", lambda s: s.same("teacher", "white")),
    ("The pilot drives a Subaru.", lambda s: s.same("pilot", "Subaru")),
    ("Cocoa is drunk in the green house.", lambda s: s.same("cocoa", "green")),
    ("The dentist drinks coffee.", lambda s: s.same("dentist", "coffee")),
    ("The green house is immediately to the right of the white house.", lambda s: s.n(H, "green") == s.n(H, "white") + 1),
    ("The Volvo driver keeps a hamster.", lambda s: s.same("Volvo", "hamster")),
    ("The Honda belongs to the owner of the goldfish.", lambda s: s.same("Honda", "goldfish")),
    ("Milk is drunk in the middle house.", lambda s: s.n(H, "milk") == 3),
    ("The pilot lives in the first house.", lambda s: s.n(H, "pilot") == 1),
    ("The person who drives the Jeep lives next door to the owner of the parrot.", lambda s: near(s, "Jeep", "parrot")),
    ("The Subaru is parked at the house next to the house where the hamster lives.", lambda s: near(s, "Subaru", "hamster")),
    ("The mechanic drinks lemonade.", lambda s: s.same("mechanic", "lemonade")),
    ("The baker drives a Ford.", lambda s: s.same("baker", "Ford")),
    ("The pilot lives next to the blue house.", lambda s: near(s, "pilot", "blue")),
    ("The cat lives in the yellow house, next door to the dentist.",
     lambda s: s.same("cat", "yellow") and near(s, "cat", "dentist")),
    ("The tortoise lives in the gray house.", lambda s: s.same("tortoise", "gray")),
]
QUESTIONS = [("Who drinks tea? Who owns the tortoise?",
              lambda s: (s.v("Occupations", "tea"), s.v("Occupations", "tortoise")))]
NUM = "."
DOT = False
INTRO = []
OUTRO = ["Each house is painted a different color, and the five neighbors have different jobs, drink different things, keep different pets and drive different makes of car. The houses are numbered 1 to 5 from left to right, and \"right\" means your right as you face them."]
REMARKS = INTRO + OUTRO
