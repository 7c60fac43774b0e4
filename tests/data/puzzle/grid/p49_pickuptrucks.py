Y = "Years"
CATEGORIES = [
    ("Owners", ["Bobby", "Darlene", "Jimmy", "Loretta"]),
    ("Colors", ["black", "blue", "silver", "white"]),
    ("Years", ["2009", "2012", "2015", "2018"], [2009, 2012, 2015, 2018]),
    ("Tows", ["boat", "camper", "hay wagon", "horse trailer"]),
]
SOLUTION = [
    ["Bobby", "silver", "2012", "boat"],
    ["Darlene", "blue", "2018", "horse trailer"],
    ["Jimmy", "black", "2009", "hay wagon"],
    ["Loretta", "white", "2015", "camper"],
]
CLUES = [
    ("The newest truck is the blue one.", lambda s: s.n(Y, "blue") == 2018),
    ("Jimmy's truck is the oldest, and he uses it to pull a hay wagon.",
     lambda s: s.n(Y, "Jimmy") == 2009 and s.same("Jimmy", "hay wagon")),
    ("The silver truck is three years older than Loretta's.", lambda s: s.n(Y, "silver") == s.n(Y, "Loretta") - 3),
    ("The truck that tows the camper is newer than the one that tows the boat.", lambda s: s.n(Y, "camper") > s.n(Y, "boat")),
    ("Darlene's truck, which pulls her horse trailer, is newer than Loretta's.",
     lambda s: s.same("Darlene", "horse trailer") and s.n(Y, "Darlene") > s.n(Y, "Loretta")),
    ("Nobody owns a pickup older than the black one.", lambda s: s.n(Y, "black") == 2009),
    ("Bobby's truck is older than Loretta's.", lambda s: s.n(Y, "Bobby") < s.n(Y, "Loretta")),
    ("Bobby's truck isn't white.", lambda s: not s.same("Bobby", "white")),
]
QUESTIONS = [("What year is Loretta's truck?", lambda s: s.v(Y, "Loretta"))]
NUM = "."
INTRO = ["Four neighbors on Sawmill Road each own a pickup truck of a different color and model year, and each uses it to haul something different."]
OUTRO = []
REMARKS = INTRO + OUTRO
