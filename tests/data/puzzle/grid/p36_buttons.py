N = "Buttons"
Y = "Oldest"
CATEGORIES = [
    ("Collectors", ["Mrs. Ogden", "Miss Pell", "Mrs. Quist", "Mrs. Rusk"]),
    ("Materials", ["brass", "glass", "pearl", "wood"]),
    ("Buttons", ["150", "225", "300", "375"], [150, 225, 300, 375]),
    ("Oldest", ["1840", "1860", "1880", "1900"], [1840, 1860, 1880, 1900]),
]
SOLUTION = [
    ["Mrs. Ogden", "glass", "300", "1860"],
    ["Miss Pell", "wood", "150", "1900"],
    ["Mrs. Quist", "brass", "375", "1840"],
    ["Mrs. Rusk", "pearl", "225", "1880"],
]
CLUES = [
    ("The largest collection, made up entirely of brass buttons, also holds the oldest button.",
     lambda s: s.n(N, "brass") == 375 and s.n(Y, "brass") == 1840),
    ("Miss Pell owns 75 fewer buttons than Mrs. Rusk.", lambda s: s.n(N, "Miss Pell") == s.n(N, "Mrs. Rusk") - 75),
    ("Mrs. Ogden's oldest button is 20 years older than Mrs. Rusk's.",
     lambda s: s.n(Y, "Mrs. Ogden") == s.n(Y, "Mrs. Rusk") - 20),
    ("The pearl buttons belong to neither Mrs. Ogden nor Miss Pell.",
     lambda s: not s.same("pearl", "Mrs. Ogden") and not s.same("pearl", "Miss Pell")),
    ("The oldest button in the wood collection dates from 1900.", lambda s: s.same("wood", "1900")),
    ("Mrs. Ogden has twice as many buttons as Miss Pell.", lambda s: s.n(N, "Mrs. Ogden") == 2 * s.n(N, "Miss Pell")),
]
QUESTIONS = [("Who collects glass buttons?", lambda s: s.v("Collectors", "glass"))]
NUM = "."
DOT = False
INTRO = ["Four members of the Tri-County Button Society brought their collections to the spring show. Each collects buttons of a different material, each owns a different number of them, and the oldest button in each collection dates from a different year."]
OUTRO = []
REMARKS = INTRO + OUTRO
