W = "Weights"
PL = "Places"
CATEGORIES = [
    ("First names", ["Bonnie", "Clara", "Earl", "Lorraine", "Vernon"]),
    ("Last names", ["Ahlquist", "Dobbs", "Mercer", "Satterfield", "Tolliver"]),
    ("Pies", ["apple", "cherry", "peach", "pecan", "rhubarb"]),
    ("Weights", ["2.5 pounds", "2.75 pounds", "3 pounds", "3.25 pounds", "3.5 pounds"], [10, 11, 12, 13, 14]),
    ("Places", ["first", "second", "third", "fourth", "fifth"], [1, 2, 3, 4, 5]),
]
SOLUTION = [
    ["Bonnie", "Mercer", "peach", "3 pounds", "first"],
    ["Clara", "Tolliver", "pecan", "3.5 pounds", "fourth"],
    ["Earl", "Dobbs", "cherry", "2.5 pounds", "third"],
    ["Lorraine", "Ahlquist", "rhubarb", "2.75 pounds", "fifth"],
    ["Vernon", "Satterfield", "apple", "3.25 pounds", "second"],
]
CLUES = [
    ("The heaviest pie was the pecan, which didn't place in the top three.",
     lambda s: s.n(W, "pecan") == 14 and s.n(PL, "pecan") > 3),
    ("Bonnie's pie placed two spots ahead of Earl's.", lambda s: s.n(PL, "Bonnie") == s.n(PL, "Earl") - 2),
    ("The apple pie weighed a quarter of a pound more than the peach pie.",
     lambda s: s.n(W, "apple") == s.n(W, "peach") + 1),
    ("Mr. Dobbs baked the cherry pie.", lambda s: s.same("Dobbs", "cherry")),
    ("Lorraine isn't Ms. Tolliver, and her pie finished last.",
     lambda s: not s.same("Lorraine", "Tolliver") and s.n(PL, "Lorraine") == 5),
    ("Ahlquist's pie was lighter than Mercer's.", lambda s: s.n(W, "Ahlquist") < s.n(W, "Mercer")),
    ("Vernon Satterfield took second place.", lambda s: s.same("Vernon", "Satterfield") and s.n(PL, "Vernon") == 2),
    ("The second-place pie weighed a quarter pound more than the first-place pie.",
     lambda s: s.n(W, "second") == s.n(W, "first") + 1),
    ("Either Bonnie or Clara baked the peach pie.", lambda s: s.same("Bonnie", "peach") or s.same("Clara", "peach")),
    ("The lightest pie finished third.", lambda s: s.n(PL, "2.5 pounds") == 3),
    ("Clara's pie outweighed Vernon's.", lambda s: s.n(W, "Clara") > s.n(W, "Vernon")),
    ("Tolliver's pie placed just ahead of Ahlquist's.", lambda s: s.n(PL, "Tolliver") == s.n(PL, "Ahlquist") - 1),
    ("The rhubarb pie isn't Earl's.", lambda s: not s.same("rhubarb", "Earl")),
]
NUM = "."
DOT = False
INTRO = [
    "Blue Ribbon Pies",
    "Five home bakers entered the open pie contest at this year's Iowa State Fair. Each baker entered a different kind of pie, each pie weighed a different amount, and the judges ranked the five pies from first place to fifth. Determine each baker's full name, kind of pie, its weight, and the place it won.",
]
OUTRO = []
REMARKS = INTRO + OUTRO
