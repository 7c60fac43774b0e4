A = "Ages"
CATEGORIES = [
    ("Campers", ["Ava", "Ben", "Cal", "Dina"]),
    ("Cabins", ["Oak", "Pine", "Birch", "Maple"]),
    ("Activities", ["canoeing", "archery", "climbing", "crafts"]),
    ("Ages", ["9", "10", "11", "12"], [9, 10, 11, 12]),
]
SOLUTION = [
    ["Ava", "Birch", "archery", "11"],
    ["Ben", "Oak", "crafts", "9"],
    ["Cal", "Maple", "canoeing", "12"],
    ["Dina", "Pine", "climbing", "10"],
]
CLUES = [
    ("The oldest camper, who slept in Maple cabin, loved canoeing.",
     lambda s: s.same("12", "Maple") and s.same("12", "canoeing")),
    ("Ben is two years younger than the camper in Birch cabin.", lambda s: s.n(A, "Ben") == s.n(A, "Birch") - 2),
    ("Neither Ava nor the climber slept in Oak cabin.",
     lambda s: not s.same("Ava", "Oak") and not s.same("climbing", "Oak")),
    ("Dina is younger than Ava but older than the crafts fan.",
     lambda s: s.n(A, "crafts") < s.n(A, "Dina") < s.n(A, "Ava")),
    ("Cal didn't sleep in Pine cabin.", lambda s: not s.same("Cal", "Pine")),
    ("Ben didn't do archery.", lambda s: not s.same("Ben", "archery")),
    ("Cal is a year older than Ava.", lambda s: s.n(A, "Cal") == s.n(A, "Ava") + 1),
    ("The climber slept in Pine cabin.", lambda s: s.same("climbing", "Pine")),
]
QUESTIONS = [("Who slept in Pine cabin?", lambda s: s.v("Campers", "Pine"))]
NUM = None
DOT = False
INTRO = ["Four campers at Lakeview summer camp slept in four different cabins, and each picked a different favourite activity. They are aged 9, 10, 11 and 12."]
OUTRO = []
REMARKS = INTRO + OUTRO
