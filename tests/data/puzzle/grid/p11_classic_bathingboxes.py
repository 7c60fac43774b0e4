# Houses style with four boxes counted from the north; ordinal positions.
H = "Boxes"
def h(s, x):
    return s.n(H, x)
def nextto(s, x, y):
    return abs(h(s, x) - h(s, y)) == 1
NUM = "1)"
DOT = False
CATEGORIES = [
    ("Boxes", ["first", "second", "third", "fourth"], [1, 2, 3, 4]),
    ("Families", ["the Birches", "the Coopers", "the Danvers", "the Ellisons"]),
    ("Stripes", ["blue", "green", "red", "yellow"]),
    ("Dogs", ["dalmatian", "poodle", "pug", "whippet"]),
]
SOLUTION = [
    ("first", "the Coopers", "yellow", "whippet"),
    ("second", "the Ellisons", "blue", "pug"),
    ("third", "the Birches", "red", "dalmatian"),
    ("fourth", "the Danvers", "green", "poodle"),
]
INTRO = ["Four striped bathing boxes stand in a line along the beach, running from north to south; the first box is the northernmost. Each box is owned by a different family, painted with stripes of a different colour, and visited every summer by a different family dog."]
CLUES = [
    ("The Danvers own the fourth box.", lambda s: h(s, "the Danvers") == 4),
    ("The blue box is immediately south of the yellow box.", lambda s: h(s, "blue") == h(s, "yellow") + 1),
    ("The pug's family has the box immediately south of the Coopers' box.", lambda s: h(s, "pug") == h(s, "the Coopers") + 1),
    ("The Birches have the red box.", lambda s: s.same("the Birches", "red")),
    ("The whippet belongs to the family at the northern end.", lambda s: h(s, "whippet") == 1),
    ("The green box is not next to the blue box.", lambda s: not nextto(s, "green", "blue")),
    ("The dalmatian is kept at the red box.", lambda s: s.same("dalmatian", "red")),
    ("The Ellisons don't own the poodle.", lambda s: not s.same("the Ellisons", "poodle")),
    ("The whippet is the Coopers' dog.", lambda s: s.same("whippet", "the Coopers")),
]
QUESTIONS = [("Which family owns the pug?", lambda s: s.v("Families", "pug"))]
REMARKS = INTRO
