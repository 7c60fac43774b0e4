N = "Marshmallows"
CATEGORIES = [
    ("Kids", ["Jo", "Max", "Pia", "Rex"]),
    ("Sticks", ["blue", "green", "orange", "red"]),
    ("Marshmallows", ["3", "4", "5", "6"], [3, 4, 5, 6]),
]
SOLUTION = [
    ["Jo", "red", "4"],
    ["Max", "green", "6"],
    ["Pia", "orange", "3"],
    ["Rex", "blue", "5"],
]
CLUES = [
    ("Max ate the most marshmallows.", lambda s: s.n(N, "Max") == 6),
    ("Pia ate the fewest.", lambda s: s.n(N, "Pia") == 3),
    ("The kid with the blue stick ate 1 more than Jo.", lambda s: s.n(N, "blue") == s.n(N, "Jo") + 1),
    ("Jo does not have the green stick or the orange stick.", lambda s: not s.same("Jo", "green") and not s.same("Jo", "orange")),
    ("Max has the green stick.", lambda s: s.same("Max", "green")),
]
NUM = None
DOT = False
INTRO = ["Four kids toast marshmallows on sticks at the campfire."]
OUTRO = []
REMARKS = INTRO + OUTRO
