P = "Prices"
CATEGORIES = [
    ("Groomers", ["Dana", "Dina", "Lars", "Mona"]),
    ("Dogs", ["collie", "poodle", "pug", "terrier"]),
    ("Prices", ["$30", "$40", "$50", "$60"], [30, 40, 50, 60]),
]
CLUES = [
    ("The poodle cost $20 more to groom than the pug.",
     lambda s: s.n(P, "poodle") == s.n(P, "pug") + 20),
    ("Lars charged the most, for the collie.",
     lambda s: s.n(P, "Lars") == 60 and s.same("Lars", "collie")),
    ("Mona charged $10 more than the pug's groomer.",
     lambda s: s.n(P, "Mona") == s.n(P, "pug") + 10),
]
BAD = (3, "Dena groomed the poodle.")
REFUSED = {BAD[1]: {
    "'Dana groomed the poodle'": lambda s: s.same("Dana", "poodle"),
    "'Dina groomed the poodle'": lambda s: s.same("Dina", "poodle"),
}}
EXPECT = 2
NUM = None
DOT = False
INTRO = ["Four groomers at a pet salon each groomed one dog this morning."]
OUTRO = []
REMARKS = INTRO + OUTRO
BAD_WHY = """The third clue, "Dena groomed the poodle.", must be refused: there is no
groomer called Dena. The name is one letter away from both Dana and Dina, so
it cannot be corrected with any confidence. Without the clue the puzzle has
two solutions (Dana and Dina share the poodle and the pug one way or the
other); read as Dana or as Dina it gives one solution each, so a reader that
quietly matches the nearest name gives a confident answer that may be wrong."""
