# American: a dog agility trial (jumpers course); places 1st-5th, owners with titles.
PL = "Places"
CATEGORIES = [
    ("Dogs", ["Biscuit", "Dixie", "Gus", "Maple", "Rocket"]),
    ("Owners", ["Mr. Hart", "Mrs. Lin", "Ms. Ruiz", "Mr. Tate", "Mrs. Vance"]),
    ("Places", ["1st", "2nd", "3rd", "4th", "5th"], [1, 2, 3, 4, 5]),
]
SOLUTION = [
    ["Biscuit", "Mrs. Lin", "3rd"],
    ["Dixie", "Mr. Tate", "1st"],
    ["Gus", "Ms. Ruiz", "5th"],
    ["Maple", "Mr. Hart", "2nd"],
    ["Rocket", "Mrs. Vance", "4th"],
]
CLUES = [
    ("Gus finished two places behind Biscuit.", lambda s: s.n(PL, "Gus") == s.n(PL, "Biscuit") + 2),
    ("Mr. Tate's dog won the event.", lambda s: s.n(PL, "Mr. Tate") == 1),
    ("Maple, who doesn't belong to Mrs. Vance, finished directly behind Dixie.",
     lambda s: not s.same("Maple", "Mrs. Vance") and s.n(PL, "Maple") == s.n(PL, "Dixie") + 1),
    ("Rocket finished one place behind Mrs. Lin's dog but ahead of Gus.",
     lambda s: s.n(PL, "Rocket") == s.n(PL, "Mrs. Lin") + 1 and s.n(PL, "Rocket") < s.n(PL, "Gus")),
    ("Neither Ms. Ruiz nor Mr. Hart owns Rocket.",
     lambda s: not s.same("Ms. Ruiz", "Rocket") and not s.same("Mr. Hart", "Rocket")),
    ("Ms. Ruiz's dog came in last.", lambda s: s.n(PL, "Ms. Ruiz") == 5),
]
QUESTIONS = [("Which dog belongs to Mr. Hart?", lambda s: s.v("Dogs", "Mr. Hart"))]
NUM = "."
DOT = False
INTRO = ["Five dogs ran the jumpers course at the Saturday agility trial in Springfield. Each has a different owner, and there were no ties."]
OUTRO = []
REMARKS = INTRO + OUTRO
