# Club newsletter: years of prototypes, lengths in mm, clues numbered "1)".
Y = "Years"
L = "Lengths"
def y(s, x):
    return s.n(Y, x)
def l(s, x):
    return s.n(L, x)
NUM = "1)"
DOT = False
CATEGORIES = [
    ("Members", ["Mr. Ashworth-Pike", "Dr. Fenn", "Mrs. Quayle", "Mr. Tobin"]),
    ("Locomotives", ["diesel shunter", "Mogul", "Pacific", "tank engine"]),
    ("Years", ["1923", "1931", "1947", "1958"], [1923, 1931, 1947, 1958]),
    ("Lengths", ["180 mm", "215 mm", "240 mm", "265 mm"], [180, 215, 240, 265]),
]
SOLUTION = [("Mr. Ashworth-Pike", "Pacific", "1931", "265 mm"), ("Dr. Fenn", "tank engine", "1923", "180 mm"),
            ("Mrs. Quayle", "diesel shunter", "1958", "215 mm"), ("Mr. Tobin", "Mogul", "1947", "240 mm")]
INTRO = ["At the October meeting four members each brought along a newly finished locomotive for the club layout. The years given are those in which each prototype (the full-size engine) was built; the lengths are those of the models, measured over the buffers."]
CLUES = [
    ("The oldest prototype was also the shortest model.", lambda s: l(s, "1923") == 180),
    ("The diesel shunter's prototype was built 11 years after Mr. Tobin's.", lambda s: y(s, "diesel shunter") == y(s, "Mr. Tobin") + 11),
    ("Mr. Ashworth-Pike's model is 25 mm longer than the Mogul.", lambda s: l(s, "Mr. Ashworth-Pike") == l(s, "Mogul") + 25),
    ("Dr. Fenn's locomotive is older than Mrs. Quayle's.", lambda s: y(s, "Dr. Fenn") < y(s, "Mrs. Quayle")),
    ("The Pacific was built in neither 1947 nor 1958.", lambda s: y(s, "Pacific") not in (1947, 1958)),
    ("The Pacific is the longest of the four models.", lambda s: l(s, "Pacific") == 265),
    ("Mrs. Quayle's model is not the longest.", lambda s: l(s, "Mrs. Quayle") != 265),
    ("Mr. Tobin's model is longer than Mrs. Quayle's.", lambda s: l(s, "Mr. Tobin") > l(s, "Mrs. Quayle")),
]
QUESTIONS = [("Which locomotive did Mr. Tobin bring?", lambda s: s.v("Locomotives", "Mr. Tobin"))]
REMARKS = INTRO
