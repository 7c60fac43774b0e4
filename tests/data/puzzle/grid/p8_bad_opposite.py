# Clue 4, "Harold sat opposite Gwen.", uses a relation nothing in the puzzle
# defines: the seats are numbered 1 to 4, but the shape of the table and how
# the numbers run round it are never given.
S = "Seats"
def st(s, x):
    return s.n(S, x)
NUM = "1)"
INTRO = ["Four friends met for Sunday lunch, each took a different seat at the table, and each ordered a different main course."]
REMARKS = INTRO
CATEGORIES = [
    ("Guests", ["Gwen", "Harold", "Ivor", "June"]),
    ("Seats", ["seat 1", "seat 2", "seat 3", "seat 4"], [1, 2, 3, 4]),
    ("Meals", ["beef", "fish", "pasta", "risotto"]),
]
CLUES = [
    ("June sat in seat 1.", lambda s: st(s, "June") == 1),
    ("The guest in seat 2 ordered the fish.", lambda s: st(s, "fish") == 2),
    ("Ivor had the risotto.", lambda s: s.same("Ivor", "risotto")),
    ("Gwen didn't order pasta.", lambda s: not s.same("Gwen", "pasta")),
    ("June ordered the beef.", lambda s: s.same("June", "beef")),
]
BAD = "Harold sat opposite Gwen."
ORDER = [c[0] for c in CLUES[:3]] + [BAD] + [c[0] for c in CLUES[3:]]
REFUSED = {
    BAD: {
        "round table, numbered in turn (1-3, 2-4)": lambda s: abs(st(s, "Harold") - st(s, "Gwen")) == 2,
        "two a side, 1 and 2 facing 4 and 3": lambda s: st(s, "Harold") + st(s, "Gwen") == 5,
        "two a side, 1 and 2 facing 3 and 4": lambda s: {st(s, "Harold"), st(s, "Gwen")} in ({1, 3}, {2, 4}),
    },
}
EXPECT = 2
QUESTIONS = [("Who sat in seat 4?", None)]
