# Children's magazine: hens, eggs, coops; a how-many question.
E = "Eggs"
def e(s, x):
    return s.n(E, x)
NUM = "1."
DOT = False
CATEGORIES = [
    ("Hens", ["Bluebell", "Clucky", "Henrietta", "Nugget"]),
    ("Eggs", ["3 eggs", "4 eggs", "5 eggs", "6 eggs"], [3, 4, 5, 6]),
    ("Coops", ["red coop", "blue coop", "green coop", "yellow coop"]),
]
SOLUTION = [
    ("Bluebell", "5 eggs", "green coop"),
    ("Clucky", "3 eggs", "red coop"),
    ("Henrietta", "6 eggs", "yellow coop"),
    ("Nugget", "4 eggs", "blue coop"),
]
INTRO = ["Grandma keeps four hens. Each hen has her own coop, and last week each one laid a different number of eggs."]
CLUES = [
    ("Henrietta laid the most eggs.", lambda s: e(s, "Henrietta") == 6),
    ("The hen in the red coop laid the fewest.", lambda s: e(s, "red coop") == 3),
    ("Nugget laid one egg fewer than Bluebell.", lambda s: e(s, "Nugget") + 1 == e(s, "Bluebell")),
    ("Bluebell does not live in the yellow coop.", lambda s: not s.same("Bluebell", "yellow coop")),
    ("The hen in the blue coop laid 4 eggs.", lambda s: e(s, "blue coop") == 4),
    ("Clucky laid fewer eggs than Nugget.", lambda s: e(s, "Clucky") < e(s, "Nugget")),
]
QUESTIONS = [("How many eggs did the hen in the green coop lay?", lambda s: s.v("Eggs", "green coop"))]
REMARKS = INTRO
