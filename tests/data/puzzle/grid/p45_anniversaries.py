C, H, W, Y = "Couples", "Husbands", "Wives", "Years married"
CATEGORIES = [
    (C, ["Garvey", "Hollis", "Kerr", "Madden"]),
    (H, ["Dean", "Elmer", "Lowell", "Vern"]),
    (W, ["Bess", "June", "Opal", "Ruby"]),
    (Y, ["25 years", "30 years", "40 years", "50 years"], [25, 30, 40, 50]),
]
SOLUTION = [
    ["Garvey", "Elmer", "Opal", "40 years"],
    ["Hollis", "Vern", "Bess", "25 years"],
    ["Kerr", "Dean", "Ruby", "50 years"],
    ["Madden", "Lowell", "June", "30 years"],
]
CLUES = [
    ("The Kerrs have been married longer than any other couple.", lambda s: s.n(Y, "Kerr") == 50),
    ("Opal and her husband have been married 10 years longer than the Maddens.",
     lambda s: s.n(Y, "Opal") == s.n(Y, "Madden") + 10),
    ("Bess isn't married to Dean or to Lowell.", lambda s: not s.same("Bess", "Dean") and not s.same("Bess", "Lowell")),
    ("Elmer is neither Mr. Hollis nor Mr. Kerr.", lambda s: not s.same("Elmer", "Hollis") and not s.same("Elmer", "Kerr")),
    ("June has been married 5 years longer than Vern.", lambda s: s.n(Y, "June") == s.n(Y, "Vern") + 5),
    ("Ruby's husband isn't Lowell.", lambda s: not s.same("Ruby", "Lowell")),
    ("Mrs. Hollis isn't Opal.", lambda s: not s.same("Hollis", "Opal")),
    ("Dean has been married 20 years longer than Lowell.", lambda s: s.n(Y, "Dean") == s.n(Y, "Lowell") + 20),
    ("Elmer has been married 10 years longer than Lowell, and Ruby isn't Mrs. Hollis.",
     lambda s: s.n(Y, "Elmer") == s.n(Y, "Lowell") + 10 and not s.same("Ruby", "Hollis")),
    ("The Garveys have been married longer than the Maddens.", lambda s: s.n(Y, "Garvey") > s.n(Y, "Madden")),
]
QUESTIONS = [("Who is Mrs. Garvey?", lambda s: s.v(W, "Garvey"))]
NUM = "."
DOT = False
INTRO = ["At the Golden Years Club's June dinner, four couples were honored for their wedding anniversaries: 25, 30, 40 and 50 years.",
         "From the clues, find each husband's and wife's first name and how long each couple has been married."]
OUTRO = []
REMARKS = INTRO + OUTRO
