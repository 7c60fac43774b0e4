D = "Dates"
CATEGORIES = [
    ("Schools", ["Elm Street", "Garfield", "Hawthorne", "Lincoln", "Whittier"]),
    ("Dates", ["October 2", "October 5", "October 9", "October 12", "October 16"], [2, 5, 9, 12, 16]),
    ("Backdrops", ["blue", "brown", "gray", "green", "maroon"]),
]
SOLUTION = [
    ["Elm Street", "October 9", "gray"],
    ["Garfield", "October 2", "blue"],
    ["Hawthorne", "October 16", "green"],
    ["Lincoln", "October 5", "maroon"],
    ["Whittier", "October 12", "brown"],
]
CLUES = [
    ("Garfield had the earliest picture day.", lambda s: s.n(D, "Garfield") == 2),
    ("Hawthorne's pictures were taken four days after Whittier's.", lambda s: s.n(D, "Hawthorne") == s.n(D, "Whittier") + 4),
    ("Lincoln was photographed three days after the school with the blue backdrop.", lambda s: s.n(D, "Lincoln") == s.n(D, "blue") + 3),
    ("The gray backdrop was used exactly four days after the maroon one.", lambda s: s.n(D, "gray") == s.n(D, "maroon") + 4),
    ("Whittier's backdrop was neither maroon nor green, and Elm Street's wasn't green.",
     lambda s: not s.same("Whittier", "maroon") and not s.same("Whittier", "green") and not s.same("Elm Street", "green")),
    ("Elm Street's picture day came before Hawthorne's.", lambda s: s.n(D, "Elm Street") < s.n(D, "Hawthorne")),
]
QUESTIONS = [("On what date were Elm Street's pictures taken?", lambda s: s.v(D, "Elm Street"))]
NUM = "."
DOT = False
INTRO = ["Last fall the Kodell Portrait Studio took school pictures at five elementary schools, each on a different date in October and each against a different color backdrop. From the clues, can you find the date of each school's picture day and the color of its backdrop?"]
OUTRO = []
REMARKS = INTRO + OUTRO
