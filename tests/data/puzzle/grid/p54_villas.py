# No category lines: six villas along a coast road, five categories.
# "the Dutchman's neighbour on the right", "somewhere between", "at opposite
# ends of the road"; the tortoise occurs only in the question.
H = "Villas"
def p(s, x):
    return s.n(H, x)
def nextto(s, x, y):
    return abs(p(s, x) - p(s, y)) == 1
def between(s, x, y, z):
    return min(p(s, y), p(s, z)) < p(s, x) < max(p(s, y), p(s, z))
NUM = "1."
CATEGORY_LINES = False
CATEGORIES = [
    ("Villas", ["1", "2", "3", "4", "5", "6"], [1, 2, 3, 4, 5, 6]),
    ("Nationalities", ["Dutchman", "German", "Greek", "Norwegian", "Swiss", "Turk"]),
    ("Colours", ["blue", "ochre", "pink", "terracotta", "white", "yellow"]),
    ("Cars", ["Fiat", "Jaguar", "Mini", "Saab", "Skoda", "Volvo"]),
    ("Pets", ["canary", "cat", "dog", "parrot", "rabbit", "tortoise"]),
]
SOLUTION = [
    ("1", "Greek", "white", "Fiat", "parrot"),
    ("2", "Dutchman", "pink", "Volvo", "cat"),
    ("3", "Turk", "ochre", "Saab", "canary"),
    ("4", "German", "blue", "Jaguar", "dog"),
    ("5", "Swiss", "yellow", "Skoda", "tortoise"),
    ("6", "Norwegian", "terracotta", "Mini", "rabbit"),
]
CLUES = [
    ("The German keeps a dog.", lambda s: s.same("German", "dog")),
    ("The Norwegian's villa is terracotta.", lambda s: s.same("Norwegian", "terracotta")),
    ("The canary lives in the third villa from the left.", lambda s: p(s, "canary") == 3),
    ("The Swiss drives a Skoda.", lambda s: s.same("Swiss", "Skoda")),
    ("The yellow villa is immediately to the right of the German's.", lambda s: p(s, "yellow") == p(s, "German") + 1),
    ("The owner of the Fiat and the owner of the rabbit live at opposite ends of the road.", lambda s: {p(s, "Fiat"), p(s, "rabbit")} == {1, 6}),
    ("The pink villa is somewhere between the Greek's villa and the blue one.", lambda s: between(s, "pink", "Greek", "blue")),
    ("The Greek and the Dutchman are neighbours.", lambda s: nextto(s, "Greek", "Dutchman")),
    ("The parrot belongs to the man with the Fiat.", lambda s: s.same("Fiat", "parrot")),
    ("The Turk is the Dutchman's neighbour on the right.", lambda s: p(s, "Turk") == p(s, "Dutchman") + 1),
    ("The German lives next door to the Saab owner.", lambda s: nextto(s, "German", "Saab")),
    ("The cat's owner drives a Volvo.", lambda s: s.same("Volvo", "cat")),
    ("The ochre villa is next to the one where the dog lives.", lambda s: nextto(s, "ochre", "dog")),
    ("The Jaguar is not kept at the white villa.", lambda s: not s.same("Jaguar", "white")),
    ("The Norwegian drives a Mini.", lambda s: s.same("Norwegian", "Mini")),
    ("The Norwegian lives in the last villa on the right.", lambda s: p(s, "Norwegian") == 6),
]
QUESTIONS = [("Who keeps the tortoise? What car does the Turk drive?",
              lambda s: (s.v("Nationalities", "tortoise"), s.v("Cars", "Turk")))]
INTRO = ["Six villas, each painted a different colour, stand in a row along the coast road. Their owners are of six different nationalities, drive six different makes of car and keep six different pets. Left and right are as seen from the beach."]
REMARKS = INTRO
