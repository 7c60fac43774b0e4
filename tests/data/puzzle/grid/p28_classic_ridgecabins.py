# No category lines: every value is named in a statement or in the questions.
# Cabins are numbered 1 to 5 from the left, as the closing remark says.
C = "Cabins"
CATEGORY_LINES = False
def near(s, a, b):
    return abs(s.n(C, a) - s.n(C, b)) == 1
CATEGORIES = [
    ("Cabins", ["1", "2", "3", "4", "5"]),
    ("Guests", ["Felix", "Greta", "Hugo", "Iris", "Jonah"]),
    ("Jobs", ["baker", "nurse", "pilot", "teacher", "welder"]),
    ("Pets", ["cat", "ferret", "parrot", "rabbit", "tortoise"]),
    ("Breakfasts", ["bagels", "eggs", "oatmeal", "pancakes", "waffles"]),
]
SOLUTION = [
    ["1", "Hugo", "pilot", "parrot", "waffles"],
    ["2", "Iris", "nurse", "cat", "eggs"],
    ["3", "Felix", "welder", "rabbit", "pancakes"],
    ["4", "Jonah", "baker", "tortoise", "bagels"],
    ["5", "Greta", "teacher", "ferret", "oatmeal"],
]
CLUES = [
    ("Hugo is staying in the first cabin.", lambda s: s.n(C, "Hugo") == 1),
    ("The nurse is in the cabin next to Hugo's.", lambda s: near(s, "nurse", "Hugo")),
    ("Felix is a welder.", lambda s: s.same("Felix", "welder")),
    ("The tortoise belongs to the baker.", lambda s: s.same("tortoise", "baker")),
    ("The parrot's owner eats waffles for breakfast.", lambda s: s.same("parrot", "waffles")),
    ("The teacher's cabin is immediately to the right of the baker's.",
     lambda s: s.n(C, "teacher") == s.n(C, "baker") + 1),
    ("Pancakes are eaten in the middle cabin.", lambda s: s.n(C, "pancakes") == 3),
    ("Iris has a cat.", lambda s: s.same("Iris", "cat")),
    ("Jonah eats bagels.", lambda s: s.same("Jonah", "bagels")),
    ("The rabbit's owner is next door to the cat's owner.", lambda s: near(s, "rabbit", "cat")),
    ("The pilot's cabin is next to the cabin where eggs are eaten.", lambda s: near(s, "pilot", "eggs")),
    ("Greta is not the baker.", lambda s: not s.same("Greta", "baker")),
    ("The rabbit lives next door to the tortoise.", lambda s: near(s, "rabbit", "tortoise")),
    ("Oatmeal isn't eaten in the pilot's cabin.", lambda s: not s.same("oatmeal", "pilot")),
]
QUESTIONS = [("Who owns the ferret, and who has waffles for breakfast?",
              lambda s: (s.v("Guests", "ferret"), s.v("Guests", "waffles")))]
NUM = "."
DOT = False
INTRO = ["Five guests are staying in five cabins that stand in a row along a ridge. Each guest has a different job, has brought a different pet and eats a different breakfast."]
OUTRO = ["The cabins are numbered 1 to 5 from left to right."]
REMARKS = INTRO + OUTRO
