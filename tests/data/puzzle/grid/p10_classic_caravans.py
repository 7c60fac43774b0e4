# Five-houses style without attribute lists: every value is named in a clue
# or a question (pancakes and the budgie only in the questions).
C = "Caravans"
def c(s, x):
    return s.n(C, x)
def nextto(s, x, y):
    return abs(c(s, x) - c(s, y)) == 1
NUM = "1."
CATEGORY_LINES = False
CATEGORIES = [
    ("Caravans", ["1", "2", "3", "4", "5"], [1, 2, 3, 4, 5]),
    ("Jobs", ["dentist", "pilot", "plumber", "tailor", "vet"]),
    ("Colours", ["lemon", "mint", "peach", "plum", "silver"]),
    ("Breakfasts", ["kippers", "muesli", "pancakes", "porridge", "toast"]),
    ("Pets", ["budgie", "goose", "lizard", "terrier", "tortoise"]),
]
SOLUTION = [
    ("1", "pilot", "plum", "kippers", "terrier"),
    ("2", "tailor", "silver", "muesli", "goose"),
    ("3", "vet", "lemon", "porridge", "lizard"),
    ("4", "dentist", "mint", "toast", "tortoise"),
    ("5", "plumber", "peach", "pancakes", "budgie"),
]
INTRO = ["Five caravans stand in a row in a field, numbered 1 to 5 from left to right. Each is painted a different colour, and the person living in each has a different job, eats a different breakfast and keeps a different pet."]
CLUES = [
    ("The pilot lives in the plum caravan.", lambda s: s.same("pilot", "plum")),
    ("The tailor keeps a goose.", lambda s: s.same("tailor", "goose")),
    ("Porridge is eaten in the lemon caravan.", lambda s: s.same("porridge", "lemon")),
    ("The vet lives in the middle caravan.", lambda s: c(s, "vet") == 3),
    ("The mint caravan is immediately to the right of the lemon caravan.", lambda s: c(s, "mint") == c(s, "lemon") + 1),
    ("The dentist keeps a tortoise.", lambda s: s.same("dentist", "tortoise")),
    ("The terrier lives in the first caravan.", lambda s: c(s, "terrier") == 1),
    ("The person who eats kippers lives next to the silver caravan.", lambda s: nextto(s, "kippers", "silver")),
    ("Toast is eaten in the mint caravan.", lambda s: s.same("toast", "mint")),
    ("The muesli eater lives next door to the owner of the lizard.", lambda s: nextto(s, "muesli", "lizard")),
    ("The plumber lives in the peach caravan.", lambda s: s.same("plumber", "peach")),
    ("The tailor lives next to the pilot.", lambda s: nextto(s, "tailor", "pilot")),
    ("The lizard is kept in the lemon caravan.", lambda s: s.same("lizard", "lemon")),
    ("The plumber's caravan is at the right-hand end of the row.", lambda s: c(s, "plumber") == 5),
]
QUESTIONS = [("Who eats pancakes?", lambda s: s.v("Jobs", "pancakes")),
             ("Who keeps the budgie?", lambda s: s.v("Jobs", "budgie"))]
REMARKS = INTRO
