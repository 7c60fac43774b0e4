M = "Takings"
CATEGORIES = [
    ("Children", ["Amy", "Ben", "Chloe", "Dan"]),
    ("Cakes", ["brownies", "fairy cakes", "flapjacks", "shortbread"]),
    ("Takings", ["£4.50", "£6.00", "£7.50", "£9.00"], [450, 600, 750, 900]),
]
NUMBERING = "1."
INTRO = [
    "Four children in Class 5 baked something at home for the school's bake sale in aid "
    "of the new library, and Mrs Ogden, their teacher, kept a note of how much each "
    "child's baking raised.",
]
CLUES = [
    ("The brownies took £1.50 more than Amy's flapjacks.",
     lambda s: s.same("Amy", "flapjacks") and s.n(M, "brownies") == s.n(M, "flapjacks") + 150),
    ("The shortbread made £3 less than the brownies.",
     lambda s: s.n(M, "shortbread") == s.n(M, "brownies") - 300),
    ("Between them, Amy and Ben raised exactly £12.",
     lambda s: s.n(M, "Amy") + s.n(M, "Ben") == 1200),
    ("Chloe's cakes raised more than anyone else's.", lambda s: s.n(M, "Chloe") == 900),
]
QUESTIONS = [("How much did the shortbread raise?", lambda s: s.v(M, "shortbread"))]
REMARKS = INTRO
