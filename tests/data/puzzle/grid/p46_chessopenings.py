R = "Places"
CATEGORIES = [
    ("Players", ["Anya", "Benedikt", "Chiara", "Desmond", "Eun-ji"]),
    ("Openings", ["Caro-Kann", "English", "French", "Ruy Lopez", "Sicilian"]),
    ("Places", ["1st", "2nd", "3rd", "4th", "5th"], [1, 2, 3, 4, 5]),
    ("Clubs", ["Kingsgate", "Northfield", "Oakwood", "Riverside", "Westbury"]),
]
SOLUTION = [
    ["Anya", "Sicilian", "2nd", "Oakwood"],
    ["Benedikt", "French", "5th", "Kingsgate"],
    ["Chiara", "Ruy Lopez", "1st", "Riverside"],
    ["Desmond", "English", "3rd", "Westbury"],
    ["Eun-ji", "Caro-Kann", "4th", "Northfield"],
]
CLUES = [
    ("The Sicilian player finished one place ahead of the Westbury player.", lambda s: s.n(R, "Sicilian") == s.n(R, "Westbury") - 1),
    ("Benedikt finished two places behind Desmond.", lambda s: s.n(R, "Benedikt") == s.n(R, "Desmond") + 2),
    ("Of Eun-ji and the player who favoured the French, one is from Kingsgate and the other finished 4th.",
     lambda s: not s.same("Eun-ji", "French") and (
         (s.same("Eun-ji", "Kingsgate") and s.same("French", "4th")) or
         (s.same("French", "Kingsgate") and s.same("Eun-ji", "4th")))),
    ("The Caro-Kann player finished somewhere below the English player.", lambda s: s.n(R, "Caro-Kann") > s.n(R, "English")),
    ("The Northfield player finished lower than Anya.", lambda s: s.n(R, "Northfield") > s.n(R, "Anya")),
]
CLUES.append(("Chiara finished four places ahead of the player who favoured the French.", lambda s: s.n(R, "Chiara") == s.n(R, "French") - 4))
CLUES.append(("Desmond came in one place behind the player from Oakwood.", lambda s: s.n(R, "Desmond") == s.n(R, "Oakwood") + 1))
CLUES.append(("Anya placed just one spot above the English player.", lambda s: s.n(R, "Anya") == s.n(R, "English") - 1))
NUM = "."
INTRO = ["Five juniors from five different clubs met in a rapid chess tournament. Each player stuck to a different favourite opening, and no two finished in the same place."]
REMARKS = INTRO
QUESTIONS = [("Which opening did the winner play?", lambda s: s.v("Openings", "1st"))]
