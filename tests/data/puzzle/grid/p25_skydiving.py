J = "Dates"
CATEGORIES = [
    ("Jumpers", ["Abby", "Blake", "Corinne", "Dmitri", "Elsa"]),
    ("Dates", ["April 3", "April 10", "April 17", "April 24", "May 1"], [3, 10, 17, 24, 31]),
    ("Drop zones", ["Cedar Field", "Hawk Point", "Lake Ridge", "Pine Valley", "Sun Mesa"]),
]
SOLUTION = [
    ["Abby", "April 17", "Sun Mesa"],
    ["Blake", "May 1", "Cedar Field"],
    ["Corinne", "April 3", "Hawk Point"],
    ["Dmitri", "April 24", "Lake Ridge"],
    ["Elsa", "April 10", "Pine Valley"],
]
CLUES = [
    ("The jumper at Lake Ridge went one week after Abby.", lambda s: s.n(J, "Lake Ridge") == s.n(J, "Abby") + 7),
    ("Corinne made her jump before anyone else.", lambda s: s.n(J, "Corinne") == 3),
    ("Blake jumped 3 weeks after Elsa.", lambda s: s.n(J, "Blake") == s.n(J, "Elsa") + 21),
    ("Neither Abby nor Elsa jumped at Cedar Field.", lambda s: not s.same("Abby", "Cedar Field") and not s.same("Elsa", "Cedar Field")),
    ("The April 10 jump wasn't at Hawk Point.", lambda s: not s.same("April 10", "Hawk Point")),
    ("Abby's jump wasn't at Pine Valley.", lambda s: not s.same("Abby", "Pine Valley")),
    ('Dmitri jumped later than Abby.', lambda s: s.n(J, "Dmitri") > s.n(J, "Abby")),
    ("The Sun Mesa jump came 2 weeks after Corinne's.", lambda s: s.n(J, "Sun Mesa") == s.n(J, "Corinne") + 14),
    ("Blake didn't jump at Hawk Point.", lambda s: not s.same("Blake", "Hawk Point")),
]
NUM = None
DOT = False
INTRO = ["Five students each made their first solo skydive this spring."]
OUTRO = []
REMARKS = INTRO + OUTRO
