M = "Times"
CATEGORIES = [
    ("Teams", ["Cipher Squad", "Lantern Club", "Night Owls", "Red Herrings", "Slow Burners"]),
    ("Captains", ["Ada", "Boris", "Corinne", "Hamid", "Lucille"]),
    ("Times", ["45 minutes", "50 minutes", "55 minutes", "60 minutes", "65 minutes"], [45, 50, 55, 60, 65]),
]
SOLUTION = [
    ["Cipher Squad", "Hamid", "55 minutes"],
    ["Lantern Club", "Ada", "65 minutes"],
    ["Night Owls", "Lucille", "45 minutes"],
    ["Red Herrings", "Boris", "60 minutes"],
    ["Slow Burners", "Corinne", "50 minutes"],
]
CLUES = [
    ("The team captained by Boris took 5 minutes longer than the Cipher Squad.", lambda s: s.n(M, "Boris") == s.n(M, "Cipher Squad") + 5),
    ("The Night Owls solved the hunt in the least time.", lambda s: s.n(M, "Night Owls") == 45),
    ("Ada's team needed 15 minutes more than Corinne's team.", lambda s: s.n(M, "Ada") == s.n(M, "Corinne") + 15),
    ("The team that took 55 minutes isn't captained by Lucille.", lambda s: not s.same("55 minutes", "Lucille")),
    ("Neither the Red Herrings nor the Lantern Club is led by Hamid.",
     lambda s: not s.same("Red Herrings", "Hamid") and not s.same("Lantern Club", "Hamid")),
    ("The Slow Burners finished 10 minutes faster than the team captained by Boris.", lambda s: s.n(M, "Slow Burners") == s.n(M, "Boris") - 10),
    ("Lucille's team didn't take longer than Corinne's.", lambda s: not s.n(M, "Lucille") > s.n(M, "Corinne")),
    ("The Lantern Club was the slowest team.", lambda s: s.n(M, "Lantern Club") == 65),
]
NUM = "."
DOT = False
INTRO = []
OUTRO = []
REMARKS = INTRO + OUTRO
