R = "Ranks"
A = "Ages"
def rk(s, x):
    return s.n(R, x)
def age(s, x):
    return s.n(A, x)
CATEGORIES = [
    ("Ranks", ["1st", "2nd", "3rd", "4th", "5th"]),
    ("Spellers", ["Anouk", "Barnaby", "Chidi", "Delphine", "Ezra"]),
    ("Schools", ["Elm Park", "Hillcrest", "Northgate", "St Agnes", "Westbury"]),
    ("Ages", ["10", "11", "12", "13", "14"], [10, 11, 12, 13, 14]),
]
CLUES = [
    ("Delphine took the title, and she is two years older than Anouk.",
     lambda s: rk(s, "Delphine") == 1 and age(s, "Delphine") == age(s, "Anouk") + 2),
    ("The youngest of the five finalists placed directly behind the 14-year-old.",
     lambda s: rk(s, "10") == rk(s, "14") + 1),
    ("Barnaby, from Hillcrest, finished last.",
     lambda s: s.same("Barnaby", "Hillcrest") and rk(s, "Barnaby") == 5),
    ("The Westbury speller is a year younger than the Northgate speller.",
     lambda s: age(s, "Westbury") == age(s, "Northgate") - 1),
    ("Chidi placed somewhere below Ezra but doesn't go to Northgate.",
     lambda s: rk(s, "Chidi") > rk(s, "Ezra") and not s.same("Chidi", "Northgate")),
    ("The speller from Elm Park isn't 11 or 13.", lambda s: age(s, "Elm Park") not in (11, 13)),
    ("Neither Ezra nor Anouk attends St Agnes.",
     lambda s: not s.same("Ezra", "St Agnes") and not s.same("Anouk", "St Agnes")),
    ("Ezra, the oldest finalist, finished higher than Anouk.",
     lambda s: age(s, "Ezra") == 14 and rk(s, "Ezra") < rk(s, "Anouk")),
    ("Chidi and Barnaby each finished behind Anouk.",
     lambda s: rk(s, "Chidi") > rk(s, "Anouk") and rk(s, "Barnaby") > rk(s, "Anouk")),
]
REMARKS = ["Five finalists took the stage for the Greyfield Library spelling bee, each from a different school and no two of the same age. The ranks below are the final placings, 1st being the winner."]
QUESTIONS = [("Who came 2nd, and how old is that speller?",
              lambda s: (s.v("Spellers", "2nd"), s.v("Ages", "2nd")))]
