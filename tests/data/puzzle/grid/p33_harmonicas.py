P = "Scores"
CATEGORIES = [
    ("Players", ["Lars", "Mabel", "Otis", "Petra"]),
    ("Songs", ["Blue Bayou", "Midnight Train", "Red River", "Salt Road"]),
    ("Scores", ["71 points", "78 points", "84 points", "92 points"], [71, 78, 84, 92]),
    ("Hometowns", ["Baton Rouge", "Memphis", "Tulsa", "Wichita"]),
]
SOLUTION = [
    ["Lars", "Salt Road", "84 points", "Tulsa"],
    ["Mabel", "Midnight Train", "92 points", "Memphis"],
    ["Otis", "Blue Bayou", "71 points", "Wichita"],
    ["Petra", "Red River", "78 points", "Baton Rouge"],
]
CLUES = [
    ("The player from Memphis scored 8 points more than Lars.", lambda s: s.n(P, "Memphis") == s.n(P, "Lars") + 8),
    ("Otis had the lowest score.", lambda s: s.n(P, "Otis") == 71),
    ("The Red River performance scored 7 points more than the player from Wichita.",
     lambda s: s.n(P, "Red River") == s.n(P, "Wichita") + 7),
    ("Petra, who didn't play Midnight Train, isn't from Tulsa.",
     lambda s: not s.same("Petra", "Midnight Train") and not s.same("Petra", "Tulsa")),
    ("Neither Lars nor the Memphis player performed Blue Bayou.",
     lambda s: not s.same("Lars", "Blue Bayou") and not s.same("Memphis", "Blue Bayou")),
    ("The player from Baton Rouge scored lower than the one who played Salt Road.",
     lambda s: s.n(P, "Baton Rouge") < s.n(P, "Salt Road")),
    ("Salt Road scored 8 points less than Midnight Train.",
     lambda s: s.n(P, "Salt Road") == s.n(P, "Midnight Train") - 8),
]
NUM = "."
DOT = False
INTRO = []
OUTRO = []
REMARKS = INTRO + OUTRO
QUESTIONS = [("Which song did Petra play?", lambda s: s.v("Songs", "Petra"))]
