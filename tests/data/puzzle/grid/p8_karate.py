Y = "Ages"
def y(s, x):
    return s.n(Y, x)
NUM = "1."
INTRO = ["Four friends go to karate class on Tuesdays. Each has a different belt and a different favourite move."]
REMARKS = INTRO
CATEGORIES = [
    ("Students", ["Kenji", "Lola", "Marcus", "Nadia"]),
    ("Belts", ["blue", "green", "orange", "yellow"]),
    ("Ages", ["8", "9", "10", "11"], [8, 9, 10, 11]),
    ("Moves", ["back fist", "front kick", "knife-hand strike", "roundhouse kick"]),
]
SOLUTION = [("Kenji", "blue", "9", "roundhouse kick"), ("Lola", "yellow", "11", "back fist"), ("Marcus", "green", "8", "front kick"), ("Nadia", "orange", "10", "knife-hand strike")]
CLUES = [
    ("The oldest student wears a yellow belt.", lambda s: y(s, "yellow") == 11),
    ("Kenji is one year older than Marcus.", lambda s: y(s, "Kenji") == y(s, "Marcus") + 1),
    ("The student whose favourite move is the front kick is 8.", lambda s: y(s, "front kick") == 8),
    ("Nadia doesn't have a green belt, and her favourite move isn't the back fist.", lambda s: not s.same("Nadia", "green") and not s.same("Nadia", "back fist")),
    ("The blue belt likes the roundhouse kick best.", lambda s: s.same("blue", "roundhouse kick")),
    ("Lola is older than Nadia.", lambda s: y(s, "Lola") > y(s, "Nadia")),
    ("The 10-year-old likes the knife-hand strike.", lambda s: s.same("10", "knife-hand strike")),
    ("Kenji is younger than Nadia.", lambda s: y(s, "Kenji") < y(s, "Nadia")),
    ("Lola does not like the roundhouse kick.", lambda s: not s.same("Lola", "roundhouse kick")),
]
QUESTIONS = [("What colour is Marcus's belt?", lambda s: s.v("Belts", "Marcus"))]
