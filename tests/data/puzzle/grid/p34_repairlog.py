F = "Apartments"
T = "Times"
CATEGORIES = [
    ("Tenants", ["Mr. Alvarez", "Mrs. Brooks", "Ms. Chen", "Mr. Dorsey"]),
    ("Apartments", ["1B", "2A", "3B", "4A"], [1, 2, 3, 4]),
    ("Problems", ["broken heater", "clogged drain", "jammed window", "leaky faucet"]),
    ("Times", ["9:00 a.m.", "10:00 a.m.", "11:00 a.m.", "noon"], [9, 10, 11, 12]),
]
SOLUTION = [
    ["Mr. Alvarez", "3B", "broken heater", "10:00 a.m."],
    ["Mrs. Brooks", "1B", "clogged drain", "noon"],
    ["Ms. Chen", "4A", "leaky faucet", "9:00 a.m."],
    ["Mr. Dorsey", "2A", "jammed window", "11:00 a.m."],
]
WOMEN = ["Mrs. Brooks", "Ms. Chen"]
CLUES = [
    ("The super's first visit, at 9:00 a.m., was to the top floor.", lambda s: s.n(F, "9:00 a.m.") == 4),
    ("Mr. Alvarez lives one floor above Mr. Dorsey.", lambda s: s.n(F, "Mr. Alvarez") == s.n(F, "Mr. Dorsey") + 1),
    ("The clogged drain was the last job of the morning.", lambda s: s.same("clogged drain", "noon")),
    ("The broken heater was fixed an hour before the jammed window.", lambda s: s.n(T, "broken heater") == s.n(T, "jammed window") - 1),
    ("Neither of the women lives in 2A.", lambda s: all(not s.same(w, "2A") for w in WOMEN)),
    ("Nobody on the second floor had a leaky faucet.", lambda s: not s.same("2A", "leaky faucet")),
    ("Ms. Chen had neither the clogged drain nor the broken heater, and she doesn't live in apartment 1B.",
     lambda s: not s.same("Ms. Chen", "clogged drain") and not s.same("Ms. Chen", "broken heater") and not s.same("Ms. Chen", "1B")),
    ("Mrs. Brooks lives directly below Mr. Dorsey.", lambda s: s.n(F, "Mrs. Brooks") == s.n(F, "Mr. Dorsey") - 1),
    ("The super got to Mrs. Brooks two hours after Mr. Alvarez.", lambda s: s.n(T, "Mrs. Brooks") == s.n(T, "Mr. Alvarez") + 2),
]
QUESTIONS = [("Who had the leaky faucet?", lambda s: s.v("Tenants", "leaky faucet"))]
NUM = "."
DOT = False
INTRO = ["On Monday morning the building super made four repair calls, on the hour from 9:00 a.m. to noon, each to a different tenant with a different problem. Apartment 1B is on the first floor, 2A on the second, 3B on the third and 4A on the fourth, which is the top floor."]
OUTRO = []
REMARKS = INTRO + OUTRO
