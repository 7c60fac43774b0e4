P = "Prices"
CATEGORIES = [
    ("Customers", ["Dusty", "Gail", "Marty", "Renee"]),
    ("Records", ["blues", "country", "jazz", "polka"]),
    ("Prices", ["$8", "$12", "$16", "$20"], [8, 12, 16, 20]),
]
SOLUTION = [
    ["Dusty", "polka", "$12"],
    ["Gail", "jazz", "$20"],
    ["Marty", "country", "$8"],
    ["Renee", "blues", "$16"],
]
CLUES = [
    ("The jazz record cost $4 more than the blues record.", lambda s: s.n(P, "jazz") == s.n(P, "blues") + 4),
    ("Marty paid the least.", lambda s: s.n(P, "Marty") == 8),
    ("Dusty's record cost $4 less than Renee's.", lambda s: s.n(P, "Dusty") == s.n(P, "Renee") - 4),
    ("Gail paid more than Renee.", lambda s: s.n(P, "Gail") > s.n(P, "Renee")),
    ("The country record cost less than the blues one.", lambda s: s.n(P, "country") < s.n(P, "blues")),
    ("Renee didn't buy the jazz record.", lambda s: not s.same("Renee", "jazz")),
    ("Marty didn't buy the polka record.", lambda s: not s.same("Marty", "polka")),
]
QUESTIONS = [("What kind of record did Gail buy?", lambda s: s.v("Records", "Gail"))]
NUM = "."
INTRO = ["Four customers each bought one used record at Spin City on Saturday, each a different kind of music at a different price."]
OUTRO = []
REMARKS = INTRO + OUTRO
