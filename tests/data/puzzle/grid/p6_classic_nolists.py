H = "Huts"
def h(s, x):
    return s.n(H, x)
def nextto(s, x, y):
    return abs(h(s, x) - h(s, y)) == 1
CATEGORY_LINES = False
CATEGORIES = [
    ("Huts", ["1", "2", "3", "4", "5"]),
    ("Colours", ["cream", "lilac", "orange", "pink", "teal"]),
    ("Occupations", ["chef", "dentist", "judge", "plumber", "vicar"]),
    ("Ice creams", ["coffee", "mint", "pistachio", "strawberry", "vanilla"]),
    ("Dogs", ["beagle", "dachshund", "poodle", "spaniel", "terrier"]),
]
CLUES = [
    ("There are five beach huts in a row.", lambda s: True),
    ("The vicar's hut is painted orange.", lambda s: s.same("vicar", "orange")),
    ("The chef owns a dachshund.", lambda s: s.same("chef", "dachshund")),
    ("Vanilla is eaten in the middle hut.", lambda s: h(s, "vanilla") == 3),
    ("The chef has the hut at the left-hand end.", lambda s: h(s, "chef") == 1),
    ("The dentist's dog is a beagle.", lambda s: s.same("dentist", "beagle")),
    ("The lilac hut is immediately to the right of the orange hut.", lambda s: h(s, "lilac") == h(s, "orange") + 1),
    ("Strawberry ice cream is eaten in the lilac hut.", lambda s: s.same("strawberry", "lilac")),
    ("The plumber keeps a spaniel.", lambda s: s.same("plumber", "spaniel")),
    ("Coffee is the favourite in the cream hut.", lambda s: s.same("coffee", "cream")),
    ("The teal hut is next to the cream hut.", lambda s: nextto(s, "teal", "cream")),
    ("The poodle belongs to the person who eats vanilla.", lambda s: s.same("poodle", "vanilla")),
    ("Mint is eaten next door to the hut where the beagle lives.", lambda s: nextto(s, "mint", "beagle")),
    ("The plumber's hut is next to the judge's.", lambda s: nextto(s, "plumber", "judge")),
    ("The judge's hut is immediately to the right of the vicar's.", lambda s: h(s, "judge") == h(s, "vicar") + 1),
    ("The pink hut is at one end of the row.", lambda s: h(s, "pink") in (1, 5)),
]
REMARKS = ["Left and right are as you look at the huts from the promenade. Each hut is a different colour and belongs to one person, and no two owners share an occupation, a favourite ice cream or a breed of dog."]
QUESTIONS = [("Who eats pistachio?", lambda s: s.v("Occupations", "pistachio")),
             ("Who owns the terrier?", lambda s: s.v("Occupations", "terrier"))]
