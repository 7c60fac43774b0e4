# The slots are numbered 1 to 5 from left to right as you face the rack.
N = "Slots"
CATEGORIES = [
    ("Slots", ["1", "2", "3", "4", "5"]),
    ("Riders", ["Lowri", "Matteo", "Nadia", "Osric", "Priya"]),
    ("Bikes", ["black", "green", "silver", "white", "yellow"]),
    ("Locks", ["cable lock", "chain", "combination lock", "D-lock", "folding lock"]),
    ("Extras", ["basket", "bell", "child seat", "mudguards", "pannier"]),
]
SOLUTION = [
    ["1", "Osric", "silver", "chain", "pannier"],
    ["2", "Priya", "yellow", "D-lock", "basket"],
    ["3", "Lowri", "black", "cable lock", "bell"],
    ["4", "Nadia", "white", "folding lock", "mudguards"],
    ["5", "Matteo", "green", "combination lock", "child seat"],
]
def near(s, a, b):
    return abs(s.n(N, a) - s.n(N, b)) == 1
CLUES = [
    ("The black bike is in the middle slot.", lambda s: s.n(N, "black") == 3),
    ("Osric's bike is at the left end of the rack.", lambda s: s.n(N, "Osric") == 1),
    ("The bike with the basket is immediately to the right of the silver bike.", lambda s: s.n(N, "basket") == s.n(N, "silver") + 1),
    ("Priya locks her bike with a D-lock.", lambda s: s.same("Priya", "D-lock")),
    ("The white bike has mudguards.", lambda s: s.same("white", "mudguards")),
    ("The folding lock is somewhere to the right of the cable lock.", lambda s: s.n(N, "folding lock") > s.n(N, "cable lock")),
    ("Matteo's bike is green.", lambda s: s.same("Matteo", "green")),
    ("The combination lock is on the bike at the right end.", lambda s: s.n(N, "combination lock") == 5),
    ("The yellow bike has a basket.", lambda s: s.same("yellow", "basket")),
    ("The green bike is at one end of the rack.", lambda s: s.n(N, "green") in (1, 5)),
    ("Lowri's bike is somewhere to the left of Nadia's.", lambda s: s.n(N, "Lowri") < s.n(N, "Nadia")),
    ("The bike with the bell is held by the cable lock.", lambda s: s.same("bell", "cable lock")),
    ("Osric's bike carries a pannier.", lambda s: s.same("Osric", "pannier")),
]
QUESTIONS = [("Whose bike has the child seat? Who uses the chain?",
              lambda s: (s.v("Riders", "child seat"), s.v("Riders", "chain")))]
NUM = "."
INTRO = ["Five bikes are locked in the rack outside the library, in slots numbered 1 to 5 from left to right. Each belongs to a different rider, is a different colour, is held by a different lock and has a different extra fitted."]
OUTRO = []
REMARKS = INTRO + OUTRO
