P = "Points"
A = "Ages"
CATEGORIES = [
    ("Players", ["Axel", "Bryony", "Caspian", "Dalia", "Emeka"]),
    ("Teams", ["Iron Foxes", "Night Owls", "Red Comets", "Storm Crows", "Tidal Wolves"]),
    ("Points", ["850 points", "900 points", "950 points", "1000 points", "1050 points"], [850, 900, 950, 1000, 1050]),
    ("Ages", ["19", "21", "23", "25", "27"], [19, 21, 23, 25, 27]),
    ("Cities", ["Austin", "Denver", "Omaha", "Reno", "Tampa"]),
]
SOLUTION = [
    ["Axel", "Storm Crows", "950 points", "23", "Denver"],
    ["Bryony", "Iron Foxes", "1050 points", "19", "Tampa"],
    ["Caspian", "Tidal Wolves", "850 points", "27", "Austin"],
    ["Dalia", "Night Owls", "1000 points", "25", "Reno"],
    ["Emeka", "Red Comets", "900 points", "21", "Omaha"],
]
CLUES = [
    ("The player from Reno scored 50 points more than Axel.",
     lambda s: s.n(P, "Reno") == s.n(P, "Axel") + 50),
    ("The Tidal Wolves player is 4 years older than Axel.",
     lambda s: s.n(A, "Tidal Wolves") == s.n(A, "Axel") + 4),
    ("Of Bryony and the 21-year-old, one plays for the Red Comets and the other scored 1050 points.",
     lambda s: not s.same("Bryony", "21") and (
         (s.same("Bryony", "Red Comets") and s.same("21", "1050 points")) or
         (s.same("Bryony", "1050 points") and s.same("21", "Red Comets")))),
    ("The five players are Caspian, the Night Owls player, the one from Tampa, the 21-year-old and the one who scored 950 points.",
     lambda s: len({s.e(x) for x in ["Caspian", "Night Owls", "Tampa", "21", "950 points"]}) == 5),
    ("The youngest player scored the most points.",
     lambda s: s.same("19", "1050 points")),
    ("Neither the Storm Crows player nor the one from Austin is 25.",
     lambda s: not s.same("Storm Crows", "25") and not s.same("Austin", "25")),
    ("The player from Omaha is either Emeka or the Night Owls player.",
     lambda s: s.same("Omaha", "Emeka") != s.same("Omaha", "Night Owls")),
    ("Caspian scored fewer points than anyone else.",
     lambda s: s.n(P, "Caspian") == 850),
    ("Axel didn't score 100 points more than Emeka.",
     lambda s: s.n(P, "Axel") != s.n(P, "Emeka") + 100),
    ("Dalia is 2 years older than the Storm Crows player.",
     lambda s: s.n(A, "Dalia") == s.n(A, "Storm Crows") + 2),
    ("Emeka scored 100 points less than Dalia.",
     lambda s: s.n(P, "Emeka") == s.n(P, "Dalia") - 100),
    ("The player from Denver is younger than the one from Austin.",
     lambda s: s.n(A, "Denver") < s.n(A, "Austin")),
]
NUM = "."
DOT = False
INTRO = ["Five players reached the final of an online gaming league."]
OUTRO = []
REMARKS = INTRO + OUTRO
