D = "Viewing dates"
R = "Rents"
CATEGORIES = [
    ("Viewers", ["Kasia", "Lemuel", "Marisol", "Nevin"]),
    ("Viewing dates", ["June 2nd", "June 5th", "June 9th", "June 12th"], [2, 5, 9, 12]),
    ("Districts", ["Docklands", "Old Town", "Riverside", "University Quarter"]),
    ("Rents", ["$850", "$900", "$950", "$1000"], [850, 900, 950, 1000]),
]
SOLUTION = [
    ["Kasia", "June 9th", "Riverside", "$900"],
    ["Lemuel", "June 2nd", "Old Town", "$1000"],
    ["Marisol", "June 12th", "Docklands", "$850"],
    ["Nevin", "June 5th", "University Quarter", "$950"],
]
CLUES = [
    ("The Old Town flat was viewed first.", lambda s: s.n(D, "Old Town") == 2),
    ("Kasia's viewing was 4 days after Nevin's.", lambda s: s.n(D, "Kasia") == s.n(D, "Nevin") + 4),
    ("The Riverside flat costs $50 a month more than Marisol's.", lambda s: s.n(R, "Riverside") == s.n(R, "Marisol") + 50),
    ("The flat viewed on June 12th costs less than the University Quarter flat.",
     lambda s: s.n(R, "June 12th") < s.n(R, "University Quarter")),
    ("Lemuel's flat is the most expensive.", lambda s: s.n(R, "Lemuel") == 1000),
    ("Nevin didn't view the Riverside flat.", lambda s: not s.same("Nevin", "Riverside")),
]
QUESTIONS = [("When did Marisol view her flat?", lambda s: s.v("Viewing dates", "Marisol"))]
NUM = "."
INTRO = ["Flat Hunting: four people each viewed a flat in a different part of the city on a different day in June. The rents are monthly."]
OUTRO = []
REMARKS = INTRO + OUTRO
