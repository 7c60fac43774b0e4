P = "Pay"
CATEGORIES = [
    ("Boys", ["Gordy", "Lenny", "Scott", "Timmy"]),
    ("Customers", ["Dr. Olsen", "Miss Quill", "Mr. Kline", "Mrs. Hart"]),
    ("Pay", ["$2.00", "$2.50", "$3.00", "$3.50"], [200, 250, 300, 350]),
]
SOLUTION = [
    ["Gordy", "Dr. Olsen", "$3.50"],
    ["Lenny", "Mrs. Hart", "$2.50"],
    ["Scott", "Mr. Kline", "$2.00"],
    ["Timmy", "Miss Quill", "$3.00"],
]
CLUES = [
    ("Dr. Olsen pays the most for a mowing.", lambda s: s.n(P, "Dr. Olsen") == 350),
    ("Lenny earns 50 cents more than Scott.", lambda s: s.n(P, "Lenny") == s.n(P, "Scott") + 50),
    ("Miss Quill pays her mower a dollar more than Scott is paid.", lambda s: s.n(P, "Miss Quill") == s.n(P, "Scott") + 100),
    ("Gordy doesn't mow for Mrs. Hart or for Miss Quill.",
     lambda s: not s.same("Gordy", "Mrs. Hart") and not s.same("Gordy", "Miss Quill")),
    ("Lenny doesn't mow for Mr. Kline.", lambda s: not s.same("Lenny", "Mr. Kline")),
]
QUESTIONS = [("Who mows Mr. Kline's lawn?", lambda s: s.v("Boys", "Mr. Kline"))]
NUM = "."
DOT = False
INTRO = ["Four boys on Chestnut Street earn their pocket money mowing lawns. Each mows for a different neighbor every Saturday, and each neighbor pays a different amount. From the clues, can you determine whose lawn each boy mows and how much he is paid?"]
OUTRO = []
REMARKS = INTRO + OUTRO
