R = "Ratings"
F = "Places"
CATEGORIES = [
    ("Players", ["Aurelio", "Bettina", "Caspian", "Delfina", "Edmund"]),
    ("Ratings", ["1400", "1500", "1600", "1700", "1800"], [1400, 1500, 1600, 1700, 1800]),
    ("Places", ["1st", "2nd", "3rd", "4th", "5th"], [1, 2, 3, 4, 5]),
    ("Openings", ["Caro-Kann", "Dutch", "London", "Scotch", "Sicilian"]),
]
SOLUTION = [
    ["Aurelio", "1600", "2nd", "Sicilian"],
    ["Bettina", "1800", "4th", "London"],
    ["Caspian", "1400", "1st", "Dutch"],
    ["Delfina", "1500", "5th", "Caro-Kann"],
    ["Edmund", "1700", "3rd", "Scotch"],
]
def one_other(s, a, b, x, y):
    return not s.same(a, b) and ((s.same(a, x) and s.same(b, y)) or (s.same(a, y) and s.same(b, x)))
CLUES = [
    ("The tournament was won by the lowest-rated player.", lambda s: s.n(F, "1400") == 1),
    ("Bettina is rated 200 points higher than Aurelio.", lambda s: s.n(R, "Bettina") == s.n(R, "Aurelio") + 200),
    ("The player who favours the London finished one place behind the Scotch player.",
     lambda s: s.n(F, "London") == s.n(F, "Scotch") + 1),
    ("The Sicilian player is rated 100 points lower than Edmund.", lambda s: s.n(R, "Sicilian") == s.n(R, "Edmund") - 100),
    ("The player rated 1500 finished below the player rated 1800.", lambda s: s.n(F, "1500") > s.n(F, "1800")),
    ("Of Aurelio and the Dutch player, one finished 1st and the other 2nd.",
     lambda s: one_other(s, "Aurelio", "Dutch", "1st", "2nd")),
    ("Bettina finished one place ahead of Delfina.", lambda s: s.n(F, "Bettina") == s.n(F, "Delfina") - 1),
    ("Edmund finished two places behind Caspian.", lambda s: s.n(F, "Edmund") == s.n(F, "Caspian") + 2),
    ("Delfina doesn't play the London.", lambda s: not s.same("Delfina", "London")),
]
QUESTIONS = [("Whose favourite opening is the Caro-Kann?", lambda s: s.v("Players", "Caro-Kann"))]
NUM = "."
INTRO = ["Blitz Night: five club players met for a blitz tournament. Each has a different rating and a different favourite opening, and each finished in a different place."]
OUTRO = []
REMARKS = INTRO + OUTRO
