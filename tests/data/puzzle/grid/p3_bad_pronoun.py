# Clue 5, "She painted the portrait.", follows a clue that names two women:
# "she" can be Nadia or Olga, and each reading gives a different answer.
P = "Places"
def p(s, x):
    return s.n(P, x)
CATEGORIES = [
    ("Painters", ["Nadia", "Olga", "Petra", "Rosa"]),
    ("Subjects", ["harbour", "orchard", "portrait", "still life"]),
    ("Places", ["1st", "2nd", "3rd", "4th"]),
]
CLUES = [
    ("The harbour painting was placed 1st.", lambda s: p(s, "harbour") == 1),
    ("Petra didn't paint the orchard.", lambda s: not s.same("Petra", "orchard")),
    ("Rosa's entry was the still life.", lambda s: s.same("Rosa", "still life")),
    ("Nadia finished one place ahead of Olga.", lambda s: p(s, "Nadia") == p(s, "Olga") - 1),
    ("Olga didn't come last.", lambda s: p(s, "Olga") != 4),
]
REFUSED = {
    "She painted the portrait.": {
        "'she' = Nadia": lambda s: s.same("Nadia", "portrait"),
        "'she' = Olga": lambda s: s.same("Olga", "portrait"),
    },
}
EXPECT = 4
REMARKS = ["Four members of the Riverside Art Club entered the summer competition, each with a painting of a different subject."]
QUESTIONS = [("Who painted the portrait, and where was it placed?", None)]
