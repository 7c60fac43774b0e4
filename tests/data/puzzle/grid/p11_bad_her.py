# Clue 3, "Maud finished ahead of Odile, and her kite was the red one.": "her"
# can be Maud or Odile; each reading gives a different unique solution.
P = "Places"
def p(s, x):
    return s.n(P, x)
NUM = "1."
DOT = False
CATEGORIES = [
    ("Flyers", ["Maud", "Nell", "Odile", "Pia"]),
    ("Kites", ["blue", "green", "red", "yellow"]),
    ("Places", ["1st", "2nd", "3rd", "4th"], [1, 2, 3, 4]),
]
INTRO = ["Four girls entered the kite-flying contest on the common. Each flew a kite of a different colour, and the judges placed them 1st to 4th."]
CLUES = [
    ("Nell came 2nd.", lambda s: p(s, "Nell") == 2),
    ("The green kite came last.", lambda s: p(s, "green") == 4),
    ("Pia's kite was green.", lambda s: s.same("Pia", "green")),
    ("Odile finished just behind Nell.", lambda s: p(s, "Odile") == p(s, "Nell") + 1),
    ("Nell's kite was yellow.", lambda s: s.same("Nell", "yellow")),
]
BAD = "Maud finished ahead of Odile, and her kite was the red one."
ORDER = [c_[0] for c_ in CLUES[:2]] + [BAD] + [c_[0] for c_ in CLUES[2:]]
REFUSED = {
    BAD: {
        "her = Maud": lambda s: p(s, "Maud") < p(s, "Odile") and s.same("Maud", "red"),
        "her = Odile": lambda s: p(s, "Maud") < p(s, "Odile") and s.same("Odile", "red"),
    },
}
EXPECT = 2
QUESTIONS = [("Who flew the red kite?", None)]
REMARKS = INTRO
