P = "Scores"
def diff(s, *xs):
    return len({s.e(x) for x in xs}) == len(xs)
CATEGORIES = [
    ("Teams", ["Bolt Bots", "Circuit Breakers", "Gearheads", "Iron Owls", "Sprockets"]),
    ("Captains", ["Hana", "Jaylen", "Mateo", "Rosa", "Sven"]),
    ("Schools", ["Central", "Eastside", "Lincoln", "Northview", "Ridgemont"]),
    ("Scores", ["84 points", "92 points", "105 points", "110 points", "121 points"], [84, 92, 105, 110, 121]),
]
SOLUTION = [
    ["Bolt Bots", "Rosa", "Lincoln", "110 points"],
    ["Circuit Breakers", "Sven", "Central", "84 points"],
    ["Gearheads", "Hana", "Northview", "121 points"],
    ["Iron Owls", "Mateo", "Ridgemont", "92 points"],
    ["Sprockets", "Jaylen", "Eastside", "105 points"],
]
CLUES = [
    ("The Gearheads outscored every other team.", lambda s: s.n(P, "Gearheads") == 121),
    ("The team from Central scored 8 points fewer than the Iron Owls.", lambda s: s.n(P, "Central") == s.n(P, "Iron Owls") - 8),
    ("Rosa's team scored 5 points more than the Sprockets.", lambda s: s.n(P, "Rosa") == s.n(P, "Sprockets") + 5),
    ("Of Mateo's team and the team from Eastside, one scored 92 points and the other is the Sprockets.",
     lambda s: not s.same("Mateo", "Eastside") and (
         (s.same("Mateo", "92 points") and s.same("Eastside", "Sprockets")) or
         (s.same("Eastside", "92 points") and s.same("Mateo", "Sprockets")))),
    ("Neither Hana nor Sven captains the team from Lincoln.",
     lambda s: not s.same("Hana", "Lincoln") and not s.same("Sven", "Lincoln")),
    ("The team captained by Sven is either the Circuit Breakers or the team from Northview.",
     lambda s: (s.same("Sven", "Circuit Breakers") or s.same("Sven", "Northview")) and not s.same("Circuit Breakers", "Northview")),
    ("The Bolt Bots scored more points than the Ridgemont team.", lambda s: s.n(P, "Bolt Bots") > s.n(P, "Ridgemont")),
    ("The five teams are the Iron Owls, Jaylen's team, the team from Northview, the one that scored 110 points and the Circuit Breakers.",
     lambda s: diff(s, "Iron Owls", "Jaylen", "Northview", "110 points", "Circuit Breakers")),
    ("Hana's team isn't from Ridgemont.", lambda s: not s.same("Hana", "Ridgemont")),
    ("The team from Northview didn't score 16 points more than Rosa's team.",
     lambda s: s.n(P, "Northview") != s.n(P, "Rosa") + 16),
    ("Sven's team scored fewer points than Mateo's.", lambda s: s.n(P, "Sven") < s.n(P, "Mateo")),
]
NUM = "."
DOT = False
INTRO = ["Five school teams entered the regional robotics challenge."]
OUTRO = []
REMARKS = INTRO + OUTRO
