Q = "Positions"
def q(s, x):
    return s.n(Q, x)
CATEGORIES = [
    ("Pupils", ["Ffion", "Gus", "Hana", "Ivo", "Jojo"]),
    ("Lunches", ["fish fingers", "jacket potato", "lasagne", "salad", "soup"]),
    ("Positions", ["first", "second", "third", "fourth", "fifth"]),
]
CLUES = [
    ("Gus was at the front of the queue, and he didn't have the fish fingers.",
     lambda s: q(s, "Gus") == 1 and not s.same("Gus", "fish fingers")),
    ("Hana was at the back of the queue, and she chose the salad.",
     lambda s: q(s, "Hana") == 5 and s.same("Hana", "salad")),
    ("The pupil who chose soup stood right behind Ivo.", lambda s: q(s, "soup") == q(s, "Ivo") + 1),
    ("Jojo and Ffion had the jacket potato and the soup, respectively.",
     lambda s: s.same("Jojo", "jacket potato") and s.same("Ffion", "soup")),
    ("Ivo wasn't next to Jojo in the queue.", lambda s: abs(q(s, "Ivo") - q(s, "Jojo")) != 1),
]
REMARKS = ["Five pupils at Fenwick Primary lined up for lunch on Friday. The first pupil in the queue was at the front, and each of them chose a different lunch."]
QUESTIONS = [("Who had the fish fingers?", lambda s: s.v("Pupils", "fish fingers"))]
