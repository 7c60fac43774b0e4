K, G, A = "Children", "Ages", "Apples"
CATEGORIES = [
    (K, ["Hannah", "Ira", "Josie", "Kurt", "Lottie"]),
    (G, ["6", "7", "8", "9", "10"], [6, 7, 8, 9, 10]),
    (A, ["2 apples", "3 apples", "4 apples", "5 apples", "6 apples"], [2, 3, 4, 5, 6]),
]
SOLUTION = [
    ["Hannah", "9", "3 apples"],
    ["Ira", "6", "5 apples"],
    ["Josie", "10", "2 apples"],
    ["Kurt", "8", "6 apples"],
    ["Lottie", "7", "4 apples"],
]
CLUES = [
    ("The 6-year-old got 2 more apples than Hannah.", lambda s: s.n(A, "6") == s.n(A, "Hannah") + 2),
    ("Kurt, who is younger than Hannah, caught the most apples.",
     lambda s: s.n(G, "Kurt") < s.n(G, "Hannah") and s.n(A, "Kurt") == 6),
    ("Josie is the oldest but got the fewest apples.", lambda s: s.n(G, "Josie") == 10 and s.n(A, "Josie") == 2),
    ("Lottie got one apple fewer than Ira.", lambda s: s.n(A, "Lottie") == s.n(A, "Ira") - 1),
    ("Lottie is a year older than Ira.", lambda s: s.n(G, "Lottie") == s.n(G, "Ira") + 1),
]
QUESTIONS = [("How old is Kurt?", lambda s: s.v(G, "Kurt"))]
NUM = "."
DOT = False
INTRO = ["Five children, aged 6 through 10, bobbed for apples at the Halloween party in the Ridgeway church basement.",
         "Each child fished out a different number of apples."]
OUTRO = []
REMARKS = INTRO + OUTRO
