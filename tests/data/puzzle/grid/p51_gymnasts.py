P = "Places"
CATEGORIES = [
    ("Girls", ["Amy", "Bethan", "Chloe", "Daisy", "Megan"]),
    ("Surnames", ["Evans", "Jones", "Lloyd", "Price", "Rees"]),
    ("Places", ["1st", "2nd", "3rd", "4th", "5th"]),
]
SOLUTION = [
    ["Amy", "Price", "3rd"],
    ["Bethan", "Jones", "1st"],
    ["Chloe", "Evans", "2nd"],
    ["Daisy", "Rees", "5th"],
    ["Megan", "Lloyd", "4th"],
]
CLUES = [
    ("The Jones girl finished one place higher than Chloe.", lambda s: s.n(P, "Jones") == s.n(P, "Chloe") - 1),
    ("Amy came third.", lambda s: s.same("Amy", "3rd")),
    ("Megan, whose surname isn't Rees, beat Daisy.",
     lambda s: not s.same("Megan", "Rees") and s.n(P, "Megan") < s.n(P, "Daisy")),
    ("Miss Price finished below Miss Evans but above Miss Lloyd.",
     lambda s: s.n(P, "Evans") < s.n(P, "Price") < s.n(P, "Lloyd")),
    ("Neither Bethan nor Daisy is the Evans girl.",
     lambda s: not s.same("Bethan", "Evans") and not s.same("Daisy", "Evans")),
    ("The Rees girl finished two places below Amy.", lambda s: s.n(P, "Rees") == s.n(P, "Amy") + 2),
    ("Chloe finished ahead of Megan.", lambda s: s.n(P, "Chloe") < s.n(P, "Megan")),
]
QUESTIONS = [
    ("What is Daisy's surname?", lambda s: s.v("Surnames", "Daisy")),
    ("Who won?", lambda s: s.v("Girls", "1st")),
]
NUM = "."
INTRO = ["Five girls from the Llanfair junior gymnastics club took part in the county floor-exercise final, and between them they filled the first five places."]
ASK = "Can you work out each girl's full name and where she finished?"
OUTRO = []
REMARKS = INTRO + [ASK] + OUTRO
